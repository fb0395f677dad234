### Croatian: /leaderboard.

cmd-leaderboard = Ljestvica ovog poslužitelja (računala zasebno) i rezultati igre Bad Leftovers ovdje
cmd-leaderboard-game = Samo ova igra (zadano: sve igre)
leaderboard-title = Ljestvica — { $game }
leaderboard-all_games = sve igre
leaderboard-kind = **{ $game }**
leaderboard-kind-per_round = **{ $game }** · bodovi po rundi: manje je bolje
leaderboard-computers = *Računala, rangirana zasebno:*
leaderboard-line = { $rank }. { $name } — { $wins ->
        [one] { $wins } pobjeda
        [few] { $wins } pobjede
       *[other] { $wins } pobjeda
    }, { $games ->
        [one] { $games } igra
        [few] { $games } igre
       *[other] { $games } igara
    }
leaderboard-line-per_round = { " " }· { $whole },{ $tenths } po rundi
leaderboard-empty = Još nema završenih igara ({ $game }) na ovom poslužitelju: završite jednu i pojavit će se ovdje.
leaderboard-running = { $game } u ovom kanalu — runda { $round }
leaderboard-running-line = { $number }. { $name }{ $detail }
leaderboard-running-left = { " " }· izvan igre
leaderboard-page = Stranica { $page } od { $pages }
leaderboard-previous = ◀ Prethodna
leaderboard-next = Sljedeća ▶
