### Danish: /leaderboard.

cmd-leaderboard = Denne servers rangliste (computere for sig) og stillingen i et Bad Leftovers-spil her
cmd-leaderboard-game = Kun dette spil (standard: alle spil)
leaderboard-title = Rangliste — { $game }
leaderboard-all_games = alle spil
leaderboard-kind = **{ $game }**
leaderboard-kind-per_round = **{ $game }** · point pr. runde: lavere er bedre
leaderboard-computers = *Computere, rangeret for sig:*
leaderboard-line = { $rank }. { $name } — { $wins ->
        [one] { $wins } sejr
       *[other] { $wins } sejre
    }, { $games ->
        [one] { $games } spil
       *[other] { $games } spil
    }
leaderboard-line-per_round = { " " }· { $whole },{ $tenths } pr. runde
leaderboard-empty = Ingen færdige spil endnu ({ $game }) på denne server: gør et færdigt, så vises det her.
leaderboard-running = { $game } i denne kanal — runde { $round }
leaderboard-running-line = { $number }. { $name }{ $detail }
leaderboard-running-left = { " " }· forlod spillet
leaderboard-page = Side { $page } af { $pages }
leaderboard-previous = ◀ Forrige
leaderboard-next = Næste ▶
