### Español (Latinoamérica): Bad Leftovers.

cmd-leftovers = Juego de dados Bad Leftovers (Sobras Malas): toma parejas, los puntos son malos
cmd-leftovers-start = Abrir una mesa de Bad Leftovers en este canal
leftovers-option-fixed_pile = pila fija (contada para los jugadores que empiezan)
leftovers-action-claim-pair = Declarar { $claim }: tomar { $dice }
leftovers-action-claim-doubles = Declarar { $claim }: tomar { $dice } (tu doble)
leftovers-action-take-pair = Tomar { $dice }
leftovers-action-take-doubles = Tomar { $dice } (tu doble)
leftovers-button-claim = Declarar { $claim } · { $pairs ->
        [one] { $pairs } pareja
       *[other] { $pairs } parejas
    }
leftovers-button-back = ◀ No { $claim }: otras sumas
leftovers-seat = { " " }— { $score ->
        [one] { $score } punto
       *[other] { $score } puntos
    }
leftovers-seat-claim = { " " }— suma { $claim } · { $score ->
        [one] { $score } punto
       *[other] { $score } puntos
    }
leftovers-seat-no_claim = { " " }— sin suma aún · { $score ->
        [one] { $score } punto
       *[other] { $score } puntos
    }
leftovers-seat-out = { " " }— fuera · { $score ->
        [one] { $score } punto
       *[other] { $score } puntos
    }
leftovers-round = Ronda { $round } · con { $out ->
        [one] { $out } punto
       *[other] { $out } puntos
    } o más, fuera
leftovers-center = Centro: { $dice } ({ $count ->
        [one] { $count } dado
       *[other] { $count } dados
    }, { $pips ->
        [one] { $pips } punto
       *[other] { $pips } puntos
    })
leftovers-event-seat_throw = Tirada para los asientos: { $throws }.
leftovers-event-seats = Números fijos, hacia la izquierda: { $order }.
leftovers-event-round = Ronda { $round }: { $count ->
        [one] { $count } dado lanzado
       *[other] { $count } dados lanzados
    }; empieza { $name }.
leftovers-event-round-after_stuck = Ronda { $round }: { $count ->
        [one] { $count } dado lanzado
       *[other] { $count } dados lanzados
    }; empieza { $name }, que se quedó atascado.
leftovers-event-round-after_out = Ronda { $round }: { $count ->
        [one] { $count } dado lanzado
       *[other] { $count } dados lanzados
    }; empieza { $name }, el siguiente en juego a la izquierda de { $stuck }.
leftovers-event-claim = { $name } declara { $claim } en esta ronda.
leftovers-event-take = { $name } toma { $dice } ({ $left ->
        [one] queda { $left } dado
       *[other] quedan { $left } dados
    }).
leftovers-event-doubles = { $name } toma su doble { $dice } ({ $left ->
        [one] queda { $left } dado
       *[other] quedan { $left } dados
    }).
leftovers-event-stuck = { $name } no puede tomar dos dados: las sobras { $dice } suman { $points ->
        [one] { $points } punto
       *[other] { $points } puntos
    } a su puntuación (ahora { $score ->
        [one] { $score } punto
       *[other] { $score } puntos
    }).
leftovers-event-stuck-empty = { $name } no puede tomar dos dados, pero el centro está vacío: sin puntos.
leftovers-event-out = { $name } tiene { $score ->
        [one] { $score } punto
       *[other] { $score } puntos
    } ({ $out } o más) y queda fuera.
leftovers-event-win = 🏆 ¡{ $name } es el último en juego y gana con { $score ->
        [one] { $score } punto
       *[other] { $score } puntos
    }!
leftovers-rules = **Bad Leftovers (Sobras Malas)** — de 2 a 12 jugadores. Los puntos son malos.
    { "*" }*Asientos.** Al empezar todos lanzan un dado: el más alto es el número 1 (los empatados repiten) y los números crecen hacia la izquierda (el orden de llegada). Ese es tu **número fijo**; el número 1 empieza la primera ronda.
    { "*" }*Una ronda.** Se lanzan todos los dados del centro: 20 para dos jugadores más 3 por cada jugador más que siga en juego, recontados cada ronda (opción *pila fija*: contados una vez, para los que empiezan, aunque haya eliminados). Hacia la izquierda desde el primer jugador de la ronda, en tu turno debes tomar dos dados: dos que sumen tu **suma declarada** de la ronda, o dos que muestren ambos tu número fijo (solo del 1 al 6: un dado no tiene más caras). Declaras tu suma (del 7 al 12) con tu primera jugada de la ronda (otros pueden declarar la misma); es tuya hasta que acaba la ronda. En tu primer turno eliges la suma y luego los dos dados: cada botón Declarar dice cuántas parejas tiene ahora el centro para ella (tu doble incluido, ningún dado contado dos veces); las imposibles salen en gris.
    { "*" }*Atascado.** El primer jugador que no puede tomar dos dados se queda atascado: los puntos que aún se ven en el centro se suman a su puntuación y la ronda acaba (centro vacío: 0 puntos). Él empieza la ronda siguiente; si está fuera, el siguiente en juego a su izquierda.
    { "*" }*Fuera.** Con 21 puntos o más quedas fuera. Gana el último jugador que sigue en juego.
    Quien se va queda fuera de inmediato; su puntuación queda en la hoja y la ronda sigue sin él. Si no juegas en el tiempo de turno (de 15 s a 1 h, 60 s por defecto), el bot juega por ti como los jugadores de la computadora: elige la jugada que te deja más opciones para tu suma y tu doble y, después, la que deja menos al siguiente jugador.
    `/leaderboard` muestra las puntuaciones de la partida de este canal y la tabla de posiciones del servidor. Cualquiera puede comprobar cada tirada al terminar la partida: `/game verify`.

## Su nombre

game-leftovers = Bad Leftovers (Sobras Malas)

## El selector de comandos

cmd-leftovers-fixed_pile = Contar los dados del centro una vez, para los que empiezan: la pila no cambia
cmd-leftovers-fixed_pile-name = pila-fija

## /stats

stats-leftovers = { $whole }.{ $tenths } puntos por ronda (menos es mejor)

## /leftovers odds: el selector de comandos

cmd-leftovers-odds = La probabilidad de ganar de cada asiento en una mesa de Bad Leftovers y cuánto dura una partida

## /leftovers odds: la respuesta

odds-header-leftovers = Probabilidad de ganar, por número de asiento (el asiento 1 juega primero):

## Probabilidades en vivo

leftovers-option-live_chances = probabilidades en vivo
