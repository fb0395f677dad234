### Czech: /leaderboard.

cmd-leaderboard = Žebříček tohoto serveru (počítače zvlášť) a skóre hry Bad Leftovers zde
cmd-leaderboard-game = Jen tato hra (výchozí: všechny hry)
leaderboard-title = Žebříček — { $game }
leaderboard-all_games = všechny hry
leaderboard-kind = **{ $game }**
leaderboard-kind-per_round = **{ $game }** · body za kolo: méně je lépe
leaderboard-computers = *Počítače, hodnocené zvlášť:*
leaderboard-line = { $rank }. { $name } — { $wins ->
        [one] { $wins } výhra
        [few] { $wins } výhry
        [many] { $wins } výhry
       *[other] { $wins } výher
    }, { $games ->
        [one] { $games } hra
        [few] { $games } hry
        [many] { $games } hry
       *[other] { $games } her
    }
leaderboard-line-per_round = { " " }· { $whole },{ $tenths } za kolo
leaderboard-empty = Na tomto serveru zatím není žádná dohraná hra ({ $game }): dohrajte jednu a objeví se tu.
leaderboard-running = { $game } v tomto kanálu — kolo { $round }
leaderboard-running-line = { $number }. { $name }{ $detail }
leaderboard-running-left = { " " }· mimo hru
leaderboard-page = Strana { $page } z { $pages }
leaderboard-previous = ◀ Předchozí
leaderboard-next = Další ▶
