### Norwegian (Bokmål): /stats and /history.

## The command picker

cmd-stats = En spillers spill, seiere og rekorder på denne serveren
cmd-stats-player = Hvis statistikk (standard: din)
cmd-stats-player-name = spiller
cmd-stats-game = Bare dette spillet (standard: alle spill)
cmd-stats-game-name = spill
cmd-stats-post = Legg ut svaret i kanalen for alle (standard: bare du ser det)
cmd-stats-post-name = legg-ut
cmd-history = Denne kanalens siste 10 spill: når, hvem som vant, bordet og seedet
cmd-history-game = Bare dette spillet (standard: alle spill)
cmd-history-game-name = spill
cmd-history-post = Legg ut svaret i kanalen for alle (standard: bare du ser det)
cmd-history-post-name = legg-ut

## /stats

stats-title = Statistikk — { $name }
stats-total = **Alle spill** — { $games ->
        [one] { $games } spill
       *[other] { $games } spill
    }, { $wins ->
        [one] { $wins } seier
       *[other] { $wins } seiere
    }
stats-kind = **{ $game }** — { $games ->
        [one] { $games } spill
       *[other] { $games } spill
    }, { $wins ->
        [one] { $wins } seier
       *[other] { $wins } seiere
    }
stats-rate = { " " }· seiersandel { $percent } %
stats-rank = { " " }· nr. { $rank } av { $ranked }
stats-rate-later = { " " }· seiersandel fra { $min ->
        [one] { $min } spill
       *[other] { $min } spill
    }
stats-empty = { $name } har ikke fullført et spill på denne serveren ennå ({ $game }).
stats-all_games = alle spill

## /history

history-title = Siste spill i denne kanalen
history-title-kind = Siste { $game }-spill i denne kanalen
history-line = { $when } · **{ $game }** · { $outcome } · [bord]({ $url }) · seed `{ $seed }`
history-line-no_link = { $when } · **{ $game }** · { $outcome } · seed `{ $seed }`
history-won = vant: { $names }
history-lost = tapte: { $names }
history-no_winner = ingen vinner
history-computer = { $name } (datamaskin)
history-footer = Et spills seed gir alle slagene: /game verify viser hvordan du sjekker.
history-empty = Ingen spill er fullført i denne kanalen ennå.
history-empty-kind = Ingen { $game }-spill er fullført i denne kanalen ennå.
