### Dutch: /stats and /history.

## The command picker

cmd-stats = De spellen, winsten en records van een speler op deze server
cmd-stats-player = Wiens statistieken (standaard: die van jou)
cmd-stats-player-name = speler
cmd-stats-game = Alleen dit spel (standaard: alle spellen)
cmd-stats-game-name = spel
cmd-stats-post = Plaats het antwoord voor iedereen in het kanaal (standaard: alleen jij ziet het)
cmd-stats-post-name = plaatsen
cmd-history = De laatste 10 spellen van dit kanaal: wanneer, wie won, de tafel en de seed
cmd-history-game = Alleen dit spel (standaard: alle spellen)
cmd-history-game-name = spel
cmd-history-post = Plaats het antwoord voor iedereen in het kanaal (standaard: alleen jij ziet het)
cmd-history-post-name = plaatsen

## /stats

stats-title = Statistieken — { $name }
stats-total = **Alle spellen** — { $games ->
        [one] { $games } spel
       *[other] { $games } spellen
    }, { $wins ->
        [one] { $wins } winst
       *[other] { $wins } winsten
    }
stats-kind = **{ $game }** — { $games ->
        [one] { $games } spel
       *[other] { $games } spellen
    }, { $wins ->
        [one] { $wins } winst
       *[other] { $wins } winsten
    }
stats-rate = { " " }· winpercentage { $percent }%
stats-rank = { " " }· plaats { $rank } van { $ranked }
stats-rate-later = { " " }· winpercentage vanaf { $min ->
        [one] { $min } spel
       *[other] { $min } spellen
    }
stats-empty = { $name } heeft op deze server nog geen spel afgemaakt ({ $game }).
stats-all_games = elk spel

## /history

history-title = Laatste spellen in dit kanaal
history-title-kind = Laatste { $game }-spellen in dit kanaal
history-line = { $when } · **{ $game }** · { $outcome } · [tafel]({ $url }) · seed `{ $seed }`
history-line-no_link = { $when } · **{ $game }** · { $outcome } · seed `{ $seed }`
history-won = gewonnen: { $names }
history-lost = verloren: { $names }
history-no_winner = geen winnaar
history-computer = { $name } (computer)
history-footer = De seed van een spel geeft al zijn worpen: /game verify toont hoe je controleert.
history-empty = In dit kanaal is nog geen spel afgemaakt.
history-empty-kind = In dit kanaal is nog geen { $game }-spel afgemaakt.
