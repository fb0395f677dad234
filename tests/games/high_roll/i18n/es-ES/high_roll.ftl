### Español (España): high roll, un juego solo para pruebas.

high_roll-action-roll = Tirar
high_roll-seat = { " " }— total { $total }
high_roll-round = Ronda { $round } de { $rounds }
high_roll-event-roll = { $name } sacó { $face }.
high_roll-event-won = 🏆 ¡{ $names } { $count ->
        [one] gana
       *[other] comparten la victoria
    } con un total de { $total }!
high_roll-rules = **Dado más alto** — de 2 a 6 jugadores.
    Cada uno tira un dado por turno, tres vueltas a la mesa; gana el total más alto, y un empate comparte la victoria.
    El asiento 1 (el anfitrión) tira primero. Si no tiras dentro del tiempo de turno, el bot tira por ti.

## game

game-high_roll = Dado más alto

## commands

cmd-high_roll = Juego de dados Dado más alto
cmd-high_roll-start = Abrir una mesa de Dado más alto en este canal

## /stats

stats-high_roll = Mejor total: { $total }
