### German: /stats and /history.

## The command picker

cmd-stats = Spiele, Siege und Rekorde eines Spielers auf diesem Server
cmd-stats-player = Wessen Statistik (Standard: deine)
cmd-stats-player-name = spieler
cmd-stats-game = Nur dieses Spiel (Standard: alle Spiele)
cmd-stats-game-name = spiel
cmd-stats-post = Die Antwort für alle im Kanal posten (Standard: nur du siehst sie)
cmd-stats-post-name = posten
cmd-history = Die letzten 10 Spiele dieses Kanals: wann, wer gewann, der Tisch und sein Seed
cmd-history-game = Nur dieses Spiel (Standard: alle Spiele)
cmd-history-game-name = spiel
cmd-history-post = Die Antwort für alle im Kanal posten (Standard: nur du siehst sie)
cmd-history-post-name = posten

## /stats

stats-title = Statistik — { $name }
stats-total = **Alle Spiele** — { $games ->
        [one] { $games } Spiel
       *[other] { $games } Spiele
    }, { $wins ->
        [one] { $wins } Sieg
       *[other] { $wins } Siege
    }
stats-kind = **{ $game }** — { $games ->
        [one] { $games } Spiel
       *[other] { $games } Spiele
    }, { $wins ->
        [one] { $wins } Sieg
       *[other] { $wins } Siege
    }
stats-rate = { " " }· Siegquote { $percent } %
stats-rank = { " " }· Rang { $rank } von { $ranked }
stats-rate-later = { " " }· Siegquote ab { $min ->
        [one] { $min } Spiel
       *[other] { $min } Spielen
    }
stats-empty = { $name } hat auf diesem Server noch kein Spiel beendet ({ $game }).
stats-all_games = beliebiges Spiel

## /history

history-title = Letzte Spiele in diesem Kanal
history-title-kind = Letzte { $game }-Spiele in diesem Kanal
history-line = { $when } · **{ $game }** · { $outcome } · [Tisch]({ $url }) · Seed `{ $seed }`
history-line-no_link = { $when } · **{ $game }** · { $outcome } · Seed `{ $seed }`
history-won = gewonnen: { $names }
history-lost = verloren: { $names }
history-no_winner = kein Sieger
history-computer = { $name } (Computer)
history-footer = Der Seed eines Spiels ergibt jeden seiner Würfe: /game verify zeigt, wie man prüft.
history-empty = In diesem Kanal wurde noch kein Spiel beendet.
history-empty-kind = In diesem Kanal wurde noch kein { $game }-Spiel beendet.
