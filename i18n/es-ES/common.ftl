### Español (España): lo que comparten todos los juegos (mesas, sala de espera, negativas, /game).

## El mensaje de la mesa

table-title-lobby = { $game } — esperando jugadores
table-title-playing = { $game } — en juego
table-title-finished = { $game } — terminada
table-title-cancelled = { $game } — cancelada
table-host = Anfitrión: { $host }
table-turn_timeout = { $seconds ->
        [one] { $seconds } segundo
       *[other] { $seconds } segundos
    } por turno
table-seats = Jugadores ({ $count }/{ $max })
table-seat = { $marker }{ $number }. { $name }{ $computer }{ $detail }
table-seat-computer = { " " }(ordenador)
table-seat-forfeited = { " " }— abandonó
table-seat-stake = { " " }— apuesta: { $stake ->
        [one] { $stake } ficha
       *[other] { $stake } fichas
    }
table-turn = Turno: { $mention }
table-turn-deadline = { " " }· acaba { $deadline }
table-waits_for_click = Pips puede actualizar esta mesa hasta las { $time }; una jugada hecha después se muestra con el siguiente clic.
ping-turn = { $mention }, te toca en { $game }: el turno acaba { $deadline }.
table-lobby_hint = Únete para jugar. El anfitrión puede empezar con { $min ->
        [one] { $min } jugador
       *[other] { $min } jugadores
    } o más (como máximo { $max }).
table-log = Recientes
table-fingerprint = Huella de los dados { $fingerprint } · /game verify
table-revealed = Huella de los dados { $fingerprint } · semilla revelada: /game verify
table-cancelled = Esta mesa se canceló.
table-none = ninguno

## Botones

button-join = Unirse
button-leave = Salir
button-add_computer = Añadir ordenador
button-start = Empezar
button-cancel = Cancelar
button-again = Jugar otra vez
button-choose = Elige tu jugada
button-go_to_table = Ir a la mesa

## Diálogo

stake-title = Elige tu apuesta
stake-label = Fichas iniciales (de 1 a 99)
stake-invalid = La apuesta es un número entero de 1 a 99.

## Eventos de cualquier juego

event-joined = { $name } se ha unido.
event-left = { $name } se ha ido.
event-stake_changed = { $name } ha cambiado su apuesta a { $stake ->
        [one] { $stake } ficha
       *[other] { $stake } fichas
    }.
event-computer_joined = { $name } (ordenador) se ha unido.
event-cancelled = { $name } ha cancelado la mesa.
event-forfeit = { $name } abandonó la partida.
event-timeout = { $name } no jugó a tiempo: el bot juega por él.

## Negativas (privadas)

table-unknown = Ya no conozco esta mesa. Abre una nueva con un comando /… start.
table-over = Esta partida ha terminado.
table-not_started = La partida aún no ha empezado.
table-not_seated = No juegas en esta mesa.
table-forfeited = Has abandonado esta partida.
table-other_channel = Ese botón es de una mesa de otro canal.
table-unreadable = No se pudo leer la partida guardada de esta mesa; el anfitrión puede cancelarla con /game cancel.
table-moved = La mesa se ha movido ↓
table-moved_away = Esta mesa se ha movido más abajo en el canal: juega en el mensaje nuevo.
channel-no_table = Ahora mismo no hay ninguna partida en este canal.
channel-no_game = Aún no se ha jugado ninguna partida en este canal.
channel-busy = Este canal ya tiene una mesa.
channel-guild_only = Las partidas se juegan en canales de servidor.
option-invalid = Esa opción no está permitida: { $option } = { $value }.
lobby-already_started = La partida ya ha empezado.
lobby-host_only = Solo el anfitrión (o alguien con Gestionar canales) puede hacer eso.
lobby-already_seated = Ya estás sentado.
lobby-full = La mesa está completa ({ $seats ->
        [one] { $seats } asiento
       *[other] { $seats } asientos
    }).
lobby-not_seated = No estás sentado en esta mesa.
lobby-too_few = Se necesita un mínimo de { $needed ->
        [one] { $needed } jugador
       *[other] { $needed } jugadores
    } para empezar.
turn-not_yours = No es tu turno: es el de <@{ $player }>.
turn-stale = Ese botón ya se usó: la mesa ha avanzado.
again-not_finished = Esta partida sigue en marcha.
again-exists = Ya hay una mesa nueva abierta aquí.
rules-not_your_turn = No es tu turno.
rules-not_legal = Esa jugada no está permitida ahora.
rules-game_over = Esta partida ha terminado.
rules-not_playing = No estás en esta partida.
error-unexpected = Algo ha fallado por mi parte; no se ha cambiado nada. Inténtalo de nuevo.
error-store_unavailable = La base de datos de partidas no responde ahora mismo; no se ha cambiado nada. Inténtalo dentro de un momento.
bot-restarting = Pips se está reiniciando; inténtalo dentro de unos segundos.

## /game

verify-running = Mesa { $table } ({ $game }): antes de la primera tirada Pips mostró `{ $fingerprint }`, la huella de una semilla secreta que decide cada dado. La semilla sigue siendo secreta mientras dura la partida. Cuando termine, /game verify da la semilla: cualquiera podrá comprobar que coincide con la huella y que produjo cada tirada.
    Huella completa (SHA-256 de la semilla): `{ $commitment }`
verify-revealed = Mesa { $table } ({ $game }): antes de la primera tirada Pips mostró `{ $fingerprint }`, la huella de una semilla secreta. Ahora que la partida ha terminado, aquí está la semilla: cualquiera puede comprobar cada tirada.
    Semilla: `{ $seed }`
    Huella completa: `{ $commitment }`
    { $recipe }
verify-recipe = Cómo comprobarlo: el SHA-256 de la semilla es la huella (así que la semilla estaba fijada antes de la primera tirada); los dados son los bytes de HMAC-SHA256(semilla, número de bloque en 8 bytes big-endian) para los bloques 0, 1, 2…, en orden, saltando los bytes ≥ 252; cada uno da la cara byte mod 6 + 1.
game-left = Has salido de la partida.
game-cancelled = La mesa se ha cancelado.
