### Español (Latinoamérica): Chicago.

chicago-action-roll = Tirar
chicago-action-reroll = Repetir { $face } { $value }
chicago-action-reroll-pictured = Repetir { $value }
chicago-action-keep = Quedarse
chicago-option-double_roll = doble tirada
chicago-option-three_dice = tres dados
chicago-seat = { " " }— { $points ->
        [one] { $points } punto
       *[other] { $points } puntos
    }
# Al acabar la partida, la fila de cada jugador es su línea de la hoja: los objetivos acertados, que suman el total.
chicago-seat-hits = { " " }({ $hits })
chicago-round = **Ronda { $round } de 11 — objetivo { $target }**
chicago-winner = 🏆 ¡{ $name } gana con { $points ->
        [one] { $points } punto
       *[other] { $points } puntos
    }!
chicago-joint_victory = 🤝 Victoria compartida: ¡{ $names }, con { $points ->
        [one] { $points } punto
       *[other] { $points } puntos
    } cada uno!
# Una tirada se lee "<caras><veredicto>": lo que sacaron los dados, los puntos o la elección que sigue.
chicago-verdict-total_hit = { " " }= { $total }: **+{ $score }**
chicago-verdict-pair_hit = { " " }— { $first } + { $second } = { $target }: **+{ $score }**
chicago-verdict-total_miss = { " " }= { $total }, no { $target }{ $then }
chicago-verdict-pair_miss = { " " }— ningún par da { $target }{ $then }
chicago-verdict-kept = : 0 puntos
chicago-verdict-kept_forced = { " " }— ninguna repetición puede dar { $target }: 0 puntos
chicago-then-zero = : 0 puntos
chicago-event-first_player = Por sorteo, { $name } tira primero.
chicago-event-round = Ronda { $round }: objetivo **{ $target }**.
chicago-event-roll = { $name } sacó { $faces }{ $verdict }.
chicago-event-reroll = { $name } repitió el { $old }: { $faces }{ $verdict }.
chicago-event-keep = { $name } se queda con { $faces }{ $verdict }.
chicago-event-timeout = { $name } no jugó a tiempo: el bot elige lo mejor por él.
chicago-event-game_over = 🏁 La partida terminó.
chicago-rules = **Chicago (Rotation)** — de 2 a 20 jugadores, 11 rondas.
    El primer jugador se elige al azar; cada ronda va en el sentido de las agujas del reloj desde él. En la ronda r el objetivo es r + 1 (ronda 1: 2, … ronda 11: 12).
    En tu turno haz clic en **Tirar**: dos dados, una vez. Si suman el objetivo, ganas el objetivo en puntos; si no, 0. Tras 11 rondas gana el total más alto; los líderes empatados comparten la victoria.
    Opción *doble tirada*: cuando tu tirada no puntúa, eliges: repetir exactamente un dado (un botón por dado, con su cara) y puntuar la nueva tirada, o **Quedarse** (0 puntos). Cuando ninguna repetición podría puntuar, Pips se queda la tirada por ti de inmediato y explica por qué.
    Opción *tres dados*: tira tres dados y puntúa el objetivo si dos de ellos lo suman; el bot elige el par (el primero de los dados 1+2, 1+3, 2+3 que sirva; cualquier par puntúa igual) y lo muestra. Con doble tirada también, un fallo te deja repetir uno de los tres dados.
    Un jugador que se va ya no puntúa: sus puntos quedan en la hoja, pero no puede ganar. Irse a mitad de un turno (un fallo pendiente de repetir o quedarse) deja esa ronda en blanco. Si solo queda un jugador, la partida acaba de inmediato y gana él.
    Si no juegas en el tiempo de turno (de 15 s a 1 h, 60 s por defecto), el bot juega por ti, como los jugadores de la computadora: tira y, tras un fallo, repite el dado que da más posibilidades de puntuar (el primero, si hay empate).
    Cada dado sale de una semilla secreta cuya huella SHA-256 se muestra desde el principio; la semilla se revela al final para que cualquiera pueda comprobar cada tirada (`/game verify`).

## Su nombre

game-chicago = Chicago

## El selector de comandos

cmd-chicago = Juego de dados Chicago (Rotation)
cmd-chicago-start = Abrir una mesa de Chicago en este canal
cmd-chicago-double_roll = Tras una tirada que no puntúa, repetir un dado o quedarse
cmd-chicago-three_dice = Tirar tres dados; puntúan dos cualesquiera que sumen el objetivo
cmd-chicago-double_roll-name = doble-tirada
cmd-chicago-three_dice-name = tres-dados

## /stats

stats-chicago = Mejor puntuación: { $score }

## /chicago odds: el selector de comandos

cmd-chicago-odds = La probabilidad de ganar de cada asiento en una mesa de Chicago y la puntuación esperada por jugador

## /chicago odds: la respuesta

odds-header-chicago = Probabilidad de ganar, por asiento desde el primero en jugar (todos iguales: las hojas son independientes):
odds-method-exact-chicago = Exacto: todas las tiradas enumeradas, con la mejor repetición.

## Probabilidades en vivo

chicago-option-live_chances = probabilidades en vivo
