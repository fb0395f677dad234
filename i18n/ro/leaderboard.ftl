### Română: /leaderboard.

cmd-leaderboard = Clasamentul acestui server (calculatoarele separat) și scorurile unui joc Bad Leftovers de aici
cmd-leaderboard-game = Doar acest joc (implicit: toate jocurile)
leaderboard-title = Clasament — { $game }
leaderboard-all_games = toate jocurile
leaderboard-kind = **{ $game }**
leaderboard-kind-per_round = **{ $game }** · puncte pe rundă: mai puțin e mai bine
leaderboard-computers = *Calculatoarele, clasate separat:*
leaderboard-line = { $rank }. { $name } — { $wins ->
        [one] { $wins } victorie
        [few] { $wins } victorii
       *[other] { $wins } de victorii
    }, { $games ->
        [one] { $games } joc
        [few] { $games } jocuri
       *[other] { $games } de jocuri
    }
leaderboard-line-per_round = { " " }· { $whole },{ $tenths } pe rundă
leaderboard-empty = Încă niciun joc încheiat ({ $game }) pe acest server: termină unul și apare aici.
leaderboard-running = { $game } în acest canal — runda { $round }
leaderboard-running-line = { $number }. { $name }{ $detail }
leaderboard-running-left = { " " }· a ieșit din joc
leaderboard-page = Pagina { $page } din { $pages }
leaderboard-previous = ◀ Înapoi
leaderboard-next = Înainte ▶
