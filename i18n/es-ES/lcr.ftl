### Español (España): LCR.

lcr-action-roll = Tirar
lcr-option-dice-by--chips = dados según fichas
lcr-option-dice-always--three = siempre tres dados
lcr-option-dot_to_win = ganar solo con caras de punto
lcr-option-stakes = apuesta a elegir
lcr-seat = { " " }— { $chips ->
        [one] { $chips } ficha
       *[other] { $chips } fichas
    }
lcr-pot = Bote: { $pot ->
        [one] { $pot } ficha
       *[other] { $pot } fichas
    } · { $dealt ->
        [one] { $dealt } ficha
       *[other] { $dealt } fichas
    } en juego
lcr-hand = { " " }· mano { $hand } (bote doble)
lcr-last_holder = { $name } tiene todas las fichas que quedan: solo gana si todos sus dados salen punto (•); con una L o una R, la partida sigue.
lcr-event-deal = Todos reciben sus fichas.
lcr-event-roll = { $name } sacó { $faces }: { $moves }.
lcr-event-roll-nothing = nada se mueve
lcr-event-roll-idle = { $faces } sin efecto: no quedan fichas
lcr-event-roll-no_win = no todos salen punto: aún no gana, la partida sigue
lcr-event-move-seat = { $count } a { $target }
lcr-event-move-pot = { $count } al bote
lcr-event-win = 🏆 ¡{ $name } gana { $chips ->
        [one] { $chips } ficha
       *[other] { $chips } fichas
    }!
lcr-event-double_pot = Nadie tiene fichas: el bote de { $pot ->
        [one] { $pot } ficha
       *[other] { $pot } fichas
    } se acumula y todos reciben fichas nuevas (mano { $hand }).
lcr-event-double_pot-next = Nadie tiene fichas: el bote de { $pot ->
        [one] { $pot } ficha
       *[other] { $pot } fichas
    } se acumula y todos reciben fichas nuevas (mano { $hand }); { $next } tira primero.
lcr-event-chips_to_pot = { $name } pone { $chips ->
        [one] { $chips } ficha
       *[other] { $chips } fichas
    } en el bote.
lcr-rules = **LCR (Izquierda Centro Derecha)** — de 3 a 20 jugadores; cada uno empieza con 3 fichas.
    En tu turno tira un dado por cada ficha que tengas, tres como máximo (opción *siempre tres dados*: tres dados siempre que tengas una ficha; se resuelven de izquierda a derecha y, cuando te quedas sin fichas, el resto no hace nada). Sin fichas te saltas el turno, pero sigues en la partida.
    Las caras 1–3 son caras de punto (•: nada), 4 = **L** (izquierda): una ficha al jugador de tu izquierda (el asiento siguiente), 5 = **C** (centro): una ficha al bote, 6 = **R** (derecha): una ficha al jugador de tu derecha (el asiento anterior).
    Cuando solo un jugador tiene fichas, gana sus fichas y el bote.
    Opción *ganar solo con caras de punto*: el último con fichas debe sacar punto en todos los dados para ganar; cualquier L o R continúa la partida; si su última ficha va al bote, todos reciben fichas nuevas y el bote se acumula (bote doble); tira primero el jugador a la izquierda de quien vació la mesa.
    Opción *apuesta a elegir*: cada jugador elige al unirse cuántas fichas tiene al empezar, de 1 a 99 (el anfitrión empieza con 3 y puede pulsar Unirse para cambiarlo).
    Un jugador que se va pone sus fichas en el bote. El asiento 1 (el anfitrión) tira primero. Si no tiras dentro del tiempo de turno (de 15 s a 1 h, 60 s por defecto), el bot tira por ti.
    Cada dado sale de una semilla secreta cuya huella (SHA-256) se muestra desde el principio; la semilla se revela al final para que cualquiera pueda comprobar cada tirada (`/game verify`).

## Su nombre

game-lcr = LCR (Izquierda Centro Derecha)

## El selector de comandos

cmd-lcr = Juego de dados LCR (Izquierda Centro Derecha)
cmd-lcr-start = Abrir una mesa de LCR en este canal
cmd-lcr-dice = Cuántos dados tiras: uno por ficha hasta tres (por defecto), o siempre tres
cmd-lcr-dot_to_win = El último jugador con fichas debe sacar punto (•) en todos los dados para ganar
cmd-lcr-stakes = Cada jugador elige sus fichas iniciales (1-99) al unirse
cmd-lcr-dice-name = dados
cmd-lcr-dice-by_chips = según fichas
cmd-lcr-dice-always_three = siempre tres
cmd-lcr-dot_to_win-name = ganar-con-caras-de-punto
cmd-lcr-stakes-name = apuestas

## /stats

stats-lcr = Fichas ganadas: { $chips ->
        [one] { $chips } ficha
       *[other] { $chips } fichas
    }

## /lcr odds: el selector de comandos

cmd-lcr-odds = La probabilidad de ganar de cada asiento en una mesa de LCR y cuánto dura una partida

## /lcr odds: la respuesta

odds-header-lcr = Probabilidad de ganar, por asiento desde el primero en tirar:
odds-method-exact-lcr = Exacto: cadena de Markov absorbente sobre los repartos de fichas.
odds-lcr-exact_up_to = Las respuestas exactas para { $players } jugadores llegan hasta { $chips ->
        [one] { $chips } ficha
       *[other] { $chips } fichas
    } cada uno; la opción «ganar solo con caras de punto» siempre se simula.
odds-lcr-never_exact = Con { $players } jugadores la cadena exacta tardaría demasiado; la opción «ganar solo con caras de punto» siempre se simula.

## Probabilidades en directo

lcr-option-live_chances = probabilidades en directo
