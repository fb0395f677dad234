### Español (Latinoamérica): /leaderboard.

cmd-leaderboard = Tabla de posiciones del servidor (computadoras aparte) y las puntuaciones de Bad Leftovers aquí
cmd-leaderboard-game = Solo este juego (por defecto: todos)
leaderboard-title = Tabla de posiciones — { $game }
leaderboard-all_games = todos los juegos
leaderboard-kind = **{ $game }**
leaderboard-kind-per_round = **{ $game }** · puntos por ronda: menos es mejor
leaderboard-computers = *Computadoras, clasificadas aparte:*
leaderboard-line = { $rank }. { $name } — { $wins ->
        [one] { $wins } victoria
       *[other] { $wins } victorias
    }, { $games ->
        [one] { $games } partida
       *[other] { $games } partidas
    }
leaderboard-line-per_round = { " " }· { $whole }.{ $tenths } por ronda
leaderboard-empty = Aún no hay partidas terminadas ({ $game }) en este servidor: termina una y aparecerá aquí.
leaderboard-running = { $game } en este canal — ronda { $round }
leaderboard-running-line = { $number }. { $name }{ $detail }
leaderboard-running-left = { " " }· abandonó
leaderboard-page = Página { $page } de { $pages }
leaderboard-previous = ◀ Anterior
leaderboard-next = Siguiente ▶
