### Dutch: /leaderboard.

cmd-leaderboard = De ranglijst van deze server (computers apart) en de scores van een Bad Leftovers-spel hier
cmd-leaderboard-game = Alleen dit spel (standaard: alle spellen)
leaderboard-title = Ranglijst — { $game }
leaderboard-all_games = alle spellen
leaderboard-kind = **{ $game }**
leaderboard-kind-per_round = **{ $game }** · punten per ronde: lager is beter
leaderboard-computers = *Computers, apart gerangschikt:*
leaderboard-line = { $rank }. { $name } — { $wins ->
        [one] { $wins } winst
       *[other] { $wins } winsten
    }, { $games ->
        [one] { $games } spel
       *[other] { $games } spellen
    }
leaderboard-line-per_round = { " " }· { $whole },{ $tenths } per ronde
leaderboard-empty = Nog geen afgelopen spellen ({ $game }) op deze server: maak er een af en het staat hier.
leaderboard-running = { $game } in dit kanaal — ronde { $round }
leaderboard-running-line = { $number }. { $name }{ $detail }
leaderboard-running-left = { " " }· gestopt
leaderboard-page = Pagina { $page } van { $pages }
leaderboard-previous = ◀ Vorige
leaderboard-next = Volgende ▶
