### Swedish: /leaderboard.

cmd-leaderboard = Den här serverns topplista (datorer för sig) och ställningen i ett Bad Leftovers-spel här
cmd-leaderboard-game = Bara det här spelet (standard: alla spel)
leaderboard-title = Topplista — { $game }
leaderboard-all_games = alla spel
leaderboard-kind = **{ $game }**
leaderboard-kind-per_round = **{ $game }** · poäng per runda: lägre är bättre
leaderboard-computers = *Datorer, rankade för sig:*
leaderboard-line = { $rank }. { $name } — { $wins ->
        [one] { $wins } vinst
       *[other] { $wins } vinster
    }, { $games ->
        [one] { $games } spel
       *[other] { $games } spel
    }
leaderboard-line-per_round = { " " }· { $whole },{ $tenths } per runda
leaderboard-empty = Inga avslutade spel än ({ $game }) på den här servern: avsluta ett så syns det här.
leaderboard-running = { $game } i den här kanalen — runda { $round }
leaderboard-running-line = { $number }. { $name }{ $detail }
leaderboard-running-left = { " " }· lämnade spelet
leaderboard-page = Sida { $page } av { $pages }
leaderboard-previous = ◀ Föregående
leaderboard-next = Nästa ▶
