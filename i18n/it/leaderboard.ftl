### Italian: /leaderboard.

cmd-leaderboard = La classifica di questo server (computer a parte) e i punteggi di una partita a Bad Leftovers qui
cmd-leaderboard-game = Solo questo gioco (predefinito: tutti i giochi)
leaderboard-title = Classifica — { $game }
leaderboard-all_games = tutti i giochi
leaderboard-kind = **{ $game }**
leaderboard-kind-per_round = **{ $game }** · punti per giro: meno è meglio
leaderboard-computers = *Computer, in classifica a parte:*
leaderboard-line = { $rank }. { $name } — { $wins ->
        [one] { $wins } vittoria
       *[other] { $wins } vittorie
    }, { $games ->
        [one] { $games } partita
       *[other] { $games } partite
    }
leaderboard-line-per_round = { " " }· { $whole },{ $tenths } per giro
leaderboard-empty = Ancora nessuna partita finita ({ $game }) in questo server: finiscine una e comparirà qui.
leaderboard-running = { $game } in questo canale — giro { $round }
leaderboard-running-line = { $number }. { $name }{ $detail }
leaderboard-running-left = { " " }· ha abbandonato
leaderboard-page = Pagina { $page } di { $pages }
leaderboard-previous = ◀ Precedente
leaderboard-next = Successiva ▶
