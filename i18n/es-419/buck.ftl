### Español (Latinoamérica): Buck Dice.

buck-action-throw = Lanzar
buck-button-again = Revancha
buck-option-fewer_dice = menos dados (dos a 13, uno a 14)
buck-option-point_per_throw = un punto por lanzamiento

## Asientos

buck-seat = { " " }— { $score ->
        [one] { $score } punto
       *[other] { $score } puntos
    }
buck-seat-dice-2 = { " " }— { $score ->
        [one] { $score } punto
       *[other] { $score } puntos
    } · lanza dos dados
buck-seat-dice-1 = { " " }— { $score ->
        [one] { $score } punto
       *[other] { $score } puntos
    } · lanza un dado
buck-seat-made = { " " }— ✅ buck n.º { $place }
buck-seat-loser = { " " }— 💀 pierde con { $score ->
        [one] { $score } punto
       *[other] { $score } puntos
    }

## Toda la partida

buck-point = 🎯 Número de punto: **{ $point }** { $face }
buck-shooter-opening = Primer tirador: { $shooter } (el más alto en el lanzamiento de orden)
buck-shooter-rotated = Partida { $game }: { $shooter } lanza primero, un asiento a la izquierda del primer tirador anterior
buck-loser = 💀 **Pierde: { $name }**

## Eventos

buck-event-order_throw-order = 🎲 Lanzamiento de orden: { $throws }.
buck-event-order_throw-order-again = 🎲 Todos empatados, todos vuelven a lanzar: { $throws }.
buck-event-order_throw-first_shooter = 🎲 Empate en el más alto, se repite: { $throws }.
buck-event-order_throw-point_thrower = 🎲 Empate en el más bajo, se repite: { $throws }.
buck-throws-extremes = más alto { $high } { $top }, más bajo { $low } { $bottom }
buck-throws-highest = más alto { $high } { $top }
buck-throws-lowest = más bajo { $low } { $bottom }
buck-throws-all_tied = todos sacaron { $face }
buck-throws-more = { $names } y { $others ->
        [one] { $others } más
       *[other] { $others } más
    }
buck-event-first_shooter-opening = { $name } sacó el más alto y lanza primero.
buck-event-first_shooter-rotated = Partida { $game }: { $name } lanza primero (el inicio se movió un asiento a la izquierda).
buck-event-point_throw = 🎯 { $name } lanzó el número de punto: **{ $point }** { $face }.
buck-event-throw-normal = { $name } sacó { $faces }: +{ $scored } → { $score }{ $then }
buck-event-throw-miss = { $name } sacó { $faces }: sin número de punto{ $then }
buck-event-throw-big_buck = { $name } sacó { $faces }: **¡BIG BUCK!** Directo a 15{ $then }
buck-event-throw-little_buck = { $name } sacó { $faces }: **little buck**, +5 → { $score }; acaba el turno{ $then }
buck-event-throw-overshoot = { $name } sacó { $faces }: **se pasa** ({ $would_be } > 15): no suma{ $then }
buck-then-again = { " " }— vuelve a lanzar.
buck-then-pass = { " " }— los dados pasan.
buck-then-end = .
buck-note-dice-2 = { " " }A 13: dos dados a partir de ahora.
buck-note-dice-1 = { " " }A 14: un dado a partir de ahora.
buck-event-made_buck = ✅ { $name } tiene 15 justos: un buck (n.º { $place }). Se retira y ya no puede perder.
buck-event-left_rotation = { $name } sale de la rotación; lanza { $next }.
buck-event-loser-throw = 💀 { $name } es el último que queda: **pierde**, con { $score ->
        [one] { $score } punto
       *[other] { $score } puntos
    }.
buck-event-loser-forfeit = 💀 { $name } se fue cuando aún lanzaba contra otro jugador: **pierde**.

## Ayuda

buck-rules = **Buck Dice** — de 2 a 20 jugadores, tres dados. Llega a 15 justos; el último que queda pierde.
    { "*" }*Apertura** (al empezar): todos lanzan un dado. El más alto lanza primero; el más bajo lanza un dado para el **número de punto**. Si todos empatan, todos repiten (así siempre son dos jugadores distintos); luego repiten entre sí los empatados arriba y, después, abajo.
    { "*" }*Tu turno**: haz clic en Lanzar. Cada dado que muestra el número de punto suma uno (3-3-6 con punto 3 suma 2) y vuelves a lanzar; un lanzamiento sin él pasa los dados a la izquierda.
    { "*" }*Big buck**: tres números de punto te ponen en 15, tengas lo que tengas (incluso 13 o 14).
    { "*" }*Little buck**: un trío que no es el número de punto suma 5 y los dados pasan (desde 10 da 15 justos).
    { "*" }*Pasarse**: un lanzamiento que te llevaría por encima de 15 (little buck incluido) no cuenta: vuelve a lanzar.
    Con 15 justos haces un buck y te retiras; la mesa muestra el orden de los bucks.
    Opción *menos dados*: con 13 puntos lanza dos dados, con 14 uno. Un número de punto sigue manteniendo tu turno; big y little buck necesitan tres dados, y no te puedes pasar.
    Opción *un punto por lanzamiento*: un lanzamiento que muestra el número de punto suma uno, lo muestren los dados que sea (big buck sigue dando 15).
    { "*" }*Revancha**: mismas opciones; los últimos jugadores vuelven con un clic. El primer tirador pasa un asiento a la izquierda entre los que juegan y el de su derecha lanza el nuevo número de punto.
    { "*" }*Salir** (`/game leave`, o quitado por el anfitrión): si tú y solo otro jugador siguen lanzando, pierdes tú (el otro se salva); si no, solo sales de la rotación, ni ganador ni perdedor (los dados pasan si era tu turno), y un buck que hayas hecho sigue siendo tuyo.
    Si no lanzas en el tiempo de turno (de 15 s a 1 h, 60 s por defecto), el bot lanza por ti.
    Los dados salen de una semilla secreta fijada de antemano (huella SHA-256 visible desde el inicio), revelada al final: cualquiera puede comprobar cada lanzamiento (`/game verify`).

## Su nombre

game-buck = Buck Dice

## El selector de comandos

cmd-buck = Buck Dice: llega a 15 justos, el último que queda pierde
cmd-buck-start = Abrir una mesa de Buck Dice en este canal
cmd-buck-fewer_dice = Lanzar dos dados con 13 puntos y un dado con 14
cmd-buck-point_per_throw = Un lanzamiento con el número de punto suma un punto, lo muestren los dados que sea
cmd-buck-fewer_dice-name = menos-dados
cmd-buck-point_per_throw-name = punto-por-lanzamiento

## /stats

stats-buck = Último en quedar (perdió): { $times ->
        [one] { $times } vez
       *[other] { $times } veces
    }

## /buck odds: el selector de comandos

cmd-buck-odds = La probabilidad de perder de cada asiento en una mesa de Buck Dice y cuánto dura una partida

## /buck odds: la respuesta

odds-header-buck = Probabilidad de **perder** (ser el último que queda), por asiento desde el primer tirador:
odds-method-exact-buck = Exacto: programación dinámica sobre puntuaciones y turnos.

## Probabilidades en vivo

cmd-buck-live_chances = Muestra la probabilidad de perder de cada jugador junto a su puntuación, tras cada lanzamiento
cmd-buck-live_chances-name = probabilidades
buck-option-live_chances = probabilidades de perder en vivo
