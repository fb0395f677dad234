### no: /schedule (game nights set for a time) and /settings timezone.

## The command picker

cmd-schedule = Spillkvelder: et spill på et fast tidspunkt, de som kommer, sitter klare når det starter
cmd-schedule-new = Planlegg et spill i denne kanalen; du er vert
cmd-schedule-new-game = Spillet
cmd-schedule-new-game-name = spill
cmd-schedule-new-when = Når: «2h30m», «20:30», «2026-12-05 20:30» eller et Discord-tidsstempel
cmd-schedule-new-when-name = når
cmd-schedule-new-repeat = Én gang, eller hver uke til samme tid
cmd-schedule-new-repeat-name = gjenta
cmd-schedule-repeat-none = Én gang
cmd-schedule-repeat-weekly = Hver uke
cmd-schedule-new-note = En merknad til invitasjonen
cmd-schedule-new-note-name = merknad
cmd-schedule-list = Spillkveldene som er planlagt på denne serveren
cmd-schedule-cancel = Avlys en spillkveld du er vert for
cmd-schedule-cancel-night = Spillkvelden
cmd-schedule-cancel-night-name = kveld
cmd-settings-timezone = Tidssonen for klokkeslett skrevet i /schedule
cmd-settings-timezone-zone = En tidssone som Europe/Oslo (skriv for å finne din); uten den UTC
cmd-settings-timezone-zone-name = tidssone

## /settings

settings-timezone = Tidssone for spillkvelder: { $zone }
settings-timezone-invalid = «{ $name }» er ikke en tidssone Pips kjenner: velg et av forslagene, for eksempel Europe/Oslo; ingenting ble endret.

## The invitation card

night-card-title = Spillkveld: { $game }
night-card-when = { $full } ({ $relative })
night-card-weekly = Hver uke
night-card-host = Vert: { $host }
night-card-note = Merknad: { $note }
night-card-coming = Kommer ({ $count }): { $names }
night-card-not_coming = Kan ikke komme: { $names }
night-card-scheduled = Klikk på «Jeg kommer» for å få en plass når den starter.
night-card-started = Den har startet: bordet er åpent i denne kanalen.
night-card-cancelled = Avlyst.
night-card-missed = Gikk tapt: Pips kjørte ikke på det tidspunktet.
night-card-failed = Den kunne ikke starte.
night-button-in = Jeg kommer
night-button-out = Kan ikke

## In the channel

night-reminder = { $mentions }: { $game }-kvelden starter { $relative }.
night-opened = { $mentions }: { $game }-kvelden starter nå. Dere har plassene deres; { $host } starter spillet.
night-left_out = Bordet hadde ingen plass igjen til { $names }.
night-busy = { $game }-kvelden { $time } kunne ikke starte: bordet i denne kanalen var fortsatt åpent 15 minutter senere.
night-missed = { $game }-kvelden { $time } gikk tapt: Pips kjørte ikke på det tidspunktet.
night-refused = { $game }-kvelden { $time } kunne ikke starte: det kan ikke lenger startes spill i denne kanalen.
night-event_deleted = { $game }-kvelden { $time } er avlyst: Discord-arrangementet ble slettet.
night-event-name = { $game }-spillkveld
night-event-description = Planlagt med Pips: klikk på «Jeg kommer» på invitasjonen i kanalen, eller merk deg som interessert her, for å få en plass når den starter.

## Private answers

night-cancelled = { $game }-kvelden { $time } er avlyst.
night-list-title = Spillkvelder på denne serveren
night-list-line = { $time }: { $game } i { $channel }, vert { $host } (kommer: { $count })
night-list-empty = Ingen spillkveld er planlagt på denne serveren; planlegg en med /schedule new.
night-choice = { $game }, { $time } ({ $zone })
night-when-unreadable = Pips kan ikke lese «{ $text }» som et tidspunkt. Prøv `in 90 minutes`, `{ $clock }` eller `{ $date }` (i serverens tidssone), eller et Discord-tidsstempel.
night-when-past = Det tidspunktet er allerede forbi. Prøv `in 90 minutes`, `{ $clock }` eller `{ $date }`.
night-when-far = Det er mer enn 60 dager frem i tid. Prøv `in 90 minutes`, `{ $clock }` eller `{ $date }`.
night-too_many = Denne serveren har allerede { $max } spillkvelder planlagt: avlys en først.
night-over = Denne spillkvelden tar ikke imot flere svar.
night-host_stays = Du er vert for denne spillkvelden: avlys den heller med /schedule cancel.
night-host_only = Bare verten for spillkvelden, eller noen med Administrer kanal, kan avlyse den.
night-unknown = Det finnes ingen slik spillkveld her.
