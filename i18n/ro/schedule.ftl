### ro: /schedule (game nights set for a time) and /settings timezone.

## The command picker

cmd-schedule = Seri de joc: un joc la o oră stabilită, cei care vin stau la masă când începe
cmd-schedule-new = Programează un joc în acest canal; tu ești gazda
cmd-schedule-new-game = Jocul
cmd-schedule-new-game-name = joc
cmd-schedule-new-when = Când: „2h30m”, „20:30”, „2026-12-05 20:30” sau un marcaj de timp Discord
cmd-schedule-new-when-name = când
cmd-schedule-new-repeat = O dată sau în fiecare săptămână la aceeași oră
cmd-schedule-new-repeat-name = repetare
cmd-schedule-repeat-none = O dată
cmd-schedule-repeat-weekly = În fiecare săptămână
cmd-schedule-new-note = O notă pentru invitație
cmd-schedule-new-note-name = notă
cmd-schedule-list = Serile de joc programate pe acest server
cmd-schedule-cancel = Anulează o seară de joc la care ești gazda
cmd-schedule-cancel-night = Seara de joc
cmd-schedule-cancel-night-name = seară
cmd-settings-timezone = Fusul orar al orelor scrise în /schedule
cmd-settings-timezone-zone = Un fus orar precum Europe/Bucharest (scrie ca să-l găsești pe al tău); fără el, UTC
cmd-settings-timezone-zone-name = fus

## /settings

settings-timezone = Fusul orar al serilor de joc: { $zone }
settings-timezone-invalid = „{ $name }” nu e un fus orar pe care Pips îl cunoaște: alege una dintre sugestii, de exemplu Europe/Bucharest; nu s-a schimbat nimic.

## The invitation card

night-card-title = Seară de joc: { $game }
night-card-when = { $full } ({ $relative })
night-card-weekly = În fiecare săptămână
night-card-host = Gazdă: { $host }
night-card-note = Notă: { $note }
night-card-coming = Vin ({ $count }): { $names }
night-card-not_coming = Nu pot veni: { $names }
night-card-scheduled = Apasă „Vin” ca să ai un loc când începe.
night-card-started = A început: masa e deschisă în acest canal.
night-card-cancelled = Anulată.
night-card-missed = Ratată: Pips nu rula la ora aceea.
night-card-failed = Nu a putut începe.
night-button-in = Vin
night-button-out = Nu pot

## In the channel

night-reminder = { $mentions }: seara de { $game } începe { $relative }.
night-opened = { $mentions }: seara de { $game } începe acum. Aveți locurile voastre; { $host } pornește jocul.
night-left_out = La masă nu a mai rămas loc pentru: { $names }.
night-busy = Seara de { $game } din { $time } nu a putut începe: masa din acest canal era încă deschisă după 15 minute.
night-missed = Seara de { $game } din { $time } a fost ratată: Pips nu rula la ora aceea.
night-refused = Seara de { $game } din { $time } nu a putut începe: în acest canal nu se mai pot porni jocuri.
night-event_deleted = Seara de { $game } din { $time } e anulată: evenimentul ei de pe Discord a fost șters.
night-event-name = Seară de joc: { $game }
night-event-description = Programată cu Pips: apasă „Vin” pe invitația din canal sau marchează aici că ești interesat, ca să ai un loc când începe.

## Private answers

night-cancelled = Seara de { $game } din { $time } e anulată.
night-list-title = Seri de joc pe acest server
night-list-line = { $time }: { $game } în { $channel }, gazdă { $host } (vin: { $count })
night-list-empty = Nicio seară de joc nu e programată pe acest server; programează una cu /schedule new.
night-choice = { $game }, { $time } ({ $zone })
night-when-unreadable = Pips nu poate citi „{ $text }” ca oră. Încearcă `in 90 minutes`, `{ $clock }` sau `{ $date }` (în fusul orar al serverului) ori un marcaj de timp Discord.
night-when-past = Ora aceea a trecut deja. Încearcă `in 90 minutes`, `{ $clock }` sau `{ $date }`.
night-when-far = Asta e la peste 60 de zile în viitor. Încearcă `in 90 minutes`, `{ $clock }` sau `{ $date }`.
night-too_many = Acest server are deja numărul maxim de seri de joc programate ({ $max }): anulează mai întâi una.
night-over = Această seară de joc nu mai primește răspunsuri.
night-host_stays = Tu ești gazda acestei seri de joc: anuleaz-o mai bine cu /schedule cancel.
night-host_only = Doar gazda serii de joc (sau cineva cu Gestionează canalele) o poate anula.
night-unknown = Nu există o astfel de seară de joc aici.
