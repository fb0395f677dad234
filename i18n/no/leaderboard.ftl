### Norwegian (Bokmål): /leaderboard.

cmd-leaderboard = Denne serverens toppliste (datamaskiner for seg) og stillingen i et Bad Leftovers-spill her
cmd-leaderboard-game = Bare dette spillet (standard: alle spill)
leaderboard-title = Toppliste — { $game }
leaderboard-all_games = alle spill
leaderboard-kind = **{ $game }**
leaderboard-kind-per_round = **{ $game }** · poeng per runde: lavere er bedre
leaderboard-computers = *Datamaskiner, rangert for seg:*
leaderboard-line = { $rank }. { $name } — { $wins ->
        [one] { $wins } seier
       *[other] { $wins } seiere
    }, { $games ->
        [one] { $games } spill
       *[other] { $games } spill
    }
leaderboard-line-per_round = { " " }· { $whole },{ $tenths } per runde
leaderboard-empty = Ingen ferdige spill ennå ({ $game }) på denne serveren: fullfør ett, så vises det her.
leaderboard-running = { $game } i denne kanalen — runde { $round }
leaderboard-running-line = { $number }. { $name }{ $detail }
leaderboard-running-left = { " " }· forlot spillet
leaderboard-page = Side { $page } av { $pages }
leaderboard-previous = ◀ Forrige
leaderboard-next = Neste ▶
