### es-419: seasons (/leaderboard and /stats per season, /settings season) and luck.

cmd-leaderboard-season = Qué temporada (por defecto: la actual), o todo el tiempo
cmd-leaderboard-season-name = temporada
cmd-leaderboard-luck = Mostrar la tabla de suerte: quién superó las probabilidades y quién no
cmd-leaderboard-luck-name = suerte
cmd-stats-season = Qué temporada (por defecto: la actual), o todo el tiempo
cmd-stats-season-name = temporada
cmd-settings-season = Cuánto dura una temporada de /leaderboard y /stats (en UTC)
cmd-settings-season-length = Un cambio empieza una temporada nueva ahora; las terminadas quedan como estaban
cmd-settings-season-length-name = duración
season-length-week = Semana (desde el lunes 00:00 UTC)
season-length-month = Mes (desde el día 1, 00:00 UTC)
season-length-none = Ninguna (solo todo el tiempo)
season-choice-current = Temporada actual
season-choice-all = Todo el tiempo
season-choice-past = Temporada { $start } – { $end }
season-current = Temporada desde <t:{ $start }:d> · termina <t:{ $end }:R> (<t:{ $end }:f>)
season-past = Temporada <t:{ $start }:d> – <t:{ $last }:d> (terminada)
season-all = Todo el tiempo
settings-season = Temporadas: { $value }
season-saved = Guardado. { $line }
    La temporada en curso termina ahora; las terminadas quedan como estaban.
season-invalid = Una temporada es una semana, un mes o ninguna; no se cambió nada.
luck-won = Suerte: ganaste { $hits } de { $games }; los dados te daban { $expected }: **{ $luck }**
luck-lost = Suerte: perdiste { $hits } de { $games }; los dados te daban { $expected } derrotas: **{ $luck }**
luck-total = **Suerte en todos los juegos**: { $luck } en { $games ->
        [one] { $games } partida
       *[other] { $games } partidas
    }
luck-how = *Suerte = tus victorias menos la suma de tus probabilidades de ganar al empezar cada partida (Buck Dice: al revés, con derrotas). Más de 0: más suerte de la prometida.*
luck-older = *Las partidas de antes de que Pips guardara probabilidades no cuentan.*
luck-board-title = Suerte — { $game }
luck-board-luckiest = **Con más suerte**
luck-board-unluckiest = **Con menos suerte**
luck-board-line = { $rank }. { $name } **{ $luck }** ({ $games ->
        [one] { $games } partida
       *[other] { $games } partidas
    })
luck-board-empty = Nadie tiene todavía { $min ->
        [one] { $min } partida
       *[other] { $min } partidas
    } con probabilidades en este periodo.
luck-board-hint = ¿Quién tuvo los dados más afortunados? /leaderboard luck
luck-number = { $sign }{ $whole }.{ $tenths }
