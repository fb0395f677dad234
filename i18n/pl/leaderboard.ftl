### Polish: /leaderboard.

cmd-leaderboard = Ranking tego serwera (komputery osobno) i wyniki gry Bad Leftovers tutaj
cmd-leaderboard-game = Tylko ta gra (domyślnie: wszystkie gry)
leaderboard-title = Ranking — { $game }
leaderboard-all_games = wszystkie gry
leaderboard-kind = **{ $game }**
leaderboard-kind-per_round = **{ $game }** · punkty na rundę: mniej znaczy lepiej
leaderboard-computers = *Komputery, klasyfikowane osobno:*
leaderboard-line = { $rank }. { $name } — { $wins ->
        [one] { $wins } wygrana
        [few] { $wins } wygrane
        [many] { $wins } wygranych
       *[other] { $wins } wygranej
    }, { $games ->
        [one] { $games } gra
        [few] { $games } gry
        [many] { $games } gier
       *[other] { $games } gry
    }
leaderboard-line-per_round = { " " }· { $whole },{ $tenths } na rundę
leaderboard-empty = Brak zakończonych gier ({ $game }) na tym serwerze: skończ jedną, a pojawi się tutaj.
leaderboard-running = { $game } na tym kanale — runda { $round }
leaderboard-running-line = { $number }. { $name }{ $detail }
leaderboard-running-left = { " " }· poza grą
leaderboard-page = Strona { $page } z { $pages }
leaderboard-previous = ◀ Poprzednia
leaderboard-next = Następna ▶
