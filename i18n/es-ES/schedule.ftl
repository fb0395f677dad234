### es-ES: /schedule (game nights set for a time) and /settings timezone.

## The command picker

cmd-schedule = Noches de juego: una partida a una hora fijada, quienes vienen sentados al empezar
cmd-schedule-new = Programar una partida en este canal; tú eres el anfitrión
cmd-schedule-new-game = El juego
cmd-schedule-new-game-name = juego
cmd-schedule-new-when = Cuándo: «2h30m», «20:30», «2026-12-05 20:30» o una marca de tiempo de Discord
cmd-schedule-new-when-name = cuando
cmd-schedule-new-repeat = Una vez, o cada semana a la misma hora
cmd-schedule-new-repeat-name = repetir
cmd-schedule-repeat-none = Una vez
cmd-schedule-repeat-weekly = Cada semana
cmd-schedule-new-note = Una nota para la invitación
cmd-schedule-new-note-name = nota
cmd-schedule-list = Las noches de juego programadas en este servidor
cmd-schedule-cancel = Cancelar una noche de juego de la que eres anfitrión
cmd-schedule-cancel-night = La noche de juego
cmd-schedule-cancel-night-name = noche
cmd-settings-timezone = La zona horaria de las horas escritas en /schedule
cmd-settings-timezone-zone = Una zona horaria como Europe/Madrid (escribe para encontrar la tuya); sin ella, UTC
cmd-settings-timezone-zone-name = zona

## /settings

settings-timezone = Zona horaria de las noches de juego: { $zone }
settings-timezone-invalid = «{ $name }» no es una zona horaria que Pips conozca: elige una de las sugerencias, como Europe/Madrid; no se ha cambiado nada.

## The invitation card

night-card-title = Noche de juego: { $game }
night-card-when = { $full } ({ $relative })
night-card-weekly = Cada semana
night-card-host = Anfitrión: { $host }
night-card-note = Nota: { $note }
night-card-coming = Vienen ({ $count }): { $names }
night-card-not_coming = No pueden venir: { $names }
night-card-scheduled = Pulsa «Me apunto» para tener asiento cuando empiece.
night-card-started = Ha empezado: la mesa está abierta en este canal.
night-card-cancelled = Cancelada.
night-card-missed = Perdida: Pips no estaba en marcha a esa hora.
night-card-failed = No pudo empezar.
night-button-in = Me apunto
night-button-out = No puedo

## In the channel

night-reminder = { $mentions }: la noche de { $game } empieza { $relative }.
night-opened = { $mentions }: la noche de { $game } empieza ahora. Ya tenéis asiento; { $host } inicia la partida.
night-left_out = No quedaba asiento en la mesa para { $names }.
night-busy = La noche de { $game } del { $time } no pudo empezar: la mesa de este canal seguía abierta 15 minutos después.
night-missed = La noche de { $game } del { $time } se perdió: Pips no estaba en marcha a esa hora.
night-refused = La noche de { $game } del { $time } no pudo empezar: ya no se pueden iniciar partidas en este canal.
night-event_deleted = La noche de { $game } del { $time } queda cancelada: se eliminó su evento de Discord.
night-event-name = Noche de juego de { $game }
night-event-description = Programada con Pips: pulsa «Me apunto» en la invitación del canal, o marca aquí que te interesa, para tener asiento cuando empiece.

## Private answers

night-cancelled = La noche de { $game } del { $time } queda cancelada.
night-list-title = Noches de juego en este servidor
night-list-line = { $time }: { $game } en { $channel }, anfitrión { $host } (vienen: { $count })
night-list-empty = No hay ninguna noche de juego programada en este servidor; programa una con /schedule new.
night-choice = { $game }, { $time } ({ $zone })
night-when-unreadable = Pips no entiende «{ $text }» como una hora. Prueba `in 90 minutes`, `{ $clock }` o `{ $date }` (en la zona horaria del servidor), o una marca de tiempo de Discord.
night-when-past = Esa hora ya ha pasado. Prueba `in 90 minutes`, `{ $clock }` o `{ $date }`.
night-when-far = Eso es más de 60 días en el futuro. Prueba `in 90 minutes`, `{ $clock }` o `{ $date }`.
night-too_many = Este servidor ya tiene { $max } noches de juego programadas: cancela una primero.
night-over = Esta noche de juego ya no admite respuestas.
night-host_stays = Eres el anfitrión de esta noche de juego: cancélala con /schedule cancel.
night-host_only = Solo el anfitrión de la noche de juego, o alguien con Gestionar canales, puede cancelarla.
night-unknown = Aquí no hay tal noche de juego.
