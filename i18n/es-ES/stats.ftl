### Español (España): /stats y /history.

## El selector de comandos

cmd-stats = Las partidas, victorias y récords de un jugador en este servidor
cmd-stats-player = De quién son las estadísticas (por defecto: las tuyas)
cmd-stats-player-name = jugador
cmd-stats-game = Solo este juego (por defecto: todos)
cmd-stats-game-name = juego
cmd-stats-post = Publicar la respuesta en el canal para todos (por defecto: solo la ves tú)
cmd-stats-post-name = publicar
cmd-history = Las 10 últimas partidas de este canal: cuándo, quién ganó, la mesa y su semilla
cmd-history-game = Solo este juego (por defecto: todos)
cmd-history-game-name = juego
cmd-history-post = Publicar la respuesta en el canal para todos (por defecto: solo la ves tú)
cmd-history-post-name = publicar

## /stats

stats-title = Estadísticas — { $name }
stats-total = **Todos los juegos** — { $games ->
        [one] { $games } partida
       *[other] { $games } partidas
    }, { $wins ->
        [one] { $wins } victoria
       *[other] { $wins } victorias
    }
stats-kind = **{ $game }** — { $games ->
        [one] { $games } partida
       *[other] { $games } partidas
    }, { $wins ->
        [one] { $wins } victoria
       *[other] { $wins } victorias
    }
stats-rate = { " " }· { $percent } % de victorias
stats-rank = { " " }· puesto { $rank } de { $ranked }
stats-rate-later = { " " }· % de victorias a partir de { $min ->
        [one] { $min } partida
       *[other] { $min } partidas
    }
stats-empty = { $name } aún no ha terminado ninguna partida en este servidor ({ $game }).
stats-all_games = cualquier juego

## /history

history-title = Últimas partidas en este canal
history-title-kind = Últimas partidas de { $game } en este canal
history-line = { $when } · **{ $game }** · { $outcome } · [mesa]({ $url }) · semilla `{ $seed }`
history-line-no_link = { $when } · **{ $game }** · { $outcome } · semilla `{ $seed }`
history-won = ganó: { $names }
history-lost = perdió: { $names }
history-no_winner = sin ganador
history-computer = { $name } (ordenador)
history-footer = La semilla de una partida da todas sus tiradas: /game verify explica cómo comprobarlo.
history-empty = Aún no se ha terminado ninguna partida en este canal.
history-empty-kind = Aún no se ha terminado ninguna partida de { $game } en este canal.
