### lt: /schedule (game nights set for a time) and /settings timezone.

## The command picker

cmd-schedule = Žaidimų vakarai: žaidimas nustatytu laiku, užsiregistravę prie stalo, kai jis prasideda
cmd-schedule-new = Suplanuok žaidimą šiame kanale; tu esi šeimininkas
cmd-schedule-new-game = Žaidimas
cmd-schedule-new-game-name = žaidimas
cmd-schedule-new-when = Kada: „2h30m“, „20:30“, „2026-12-05 20:30“ arba Discord laiko žyma
cmd-schedule-new-when-name = kada
cmd-schedule-new-repeat = Vieną kartą arba kas savaitę tuo pačiu laiku
cmd-schedule-new-repeat-name = kartojimas
cmd-schedule-repeat-none = Vieną kartą
cmd-schedule-repeat-weekly = Kas savaitę
cmd-schedule-new-note = Pastaba kvietimui
cmd-schedule-new-note-name = pastaba
cmd-schedule-list = Šiame serveryje suplanuoti žaidimų vakarai
cmd-schedule-cancel = Atšaukti žaidimų vakarą, kurio šeimininkas esi tu
cmd-schedule-cancel-night = Žaidimų vakaras
cmd-schedule-cancel-night-name = vakaras
cmd-settings-timezone = Laiko juosta, kuria skaitomas /schedule įvestas laikas
cmd-settings-timezone-zone = Laiko juosta, pvz., Europe/Vilnius (rašyk, kad rastum savo); be jos UTC
cmd-settings-timezone-zone-name = juosta

## /settings

settings-timezone = Žaidimų vakarų laiko juosta: { $zone }
settings-timezone-invalid = „{ $name }“ nėra Pips žinoma laiko juosta: pasirink vieną iš pasiūlymų, pvz., Europe/Vilnius; niekas nepakeista.

## The invitation card

night-card-title = Žaidimų vakaras: { $game }
night-card-when = { $full } ({ $relative })
night-card-weekly = Kas savaitę
night-card-host = Šeimininkas: { $host }
night-card-note = Pastaba: { $note }
night-card-coming = Ateis ({ $count }): { $names }
night-card-not_coming = Negali ateiti: { $names }
night-card-scheduled = Spustelėk „Ateisiu“, kad gautum vietą, kai prasidės.
night-card-started = Prasidėjo: stalas atidarytas šiame kanale.
night-card-cancelled = Atšaukta.
night-card-missed = Praleista: Pips tuo metu neveikė.
night-card-failed = Nepavyko pradėti.
night-button-in = Ateisiu
night-button-out = Negaliu

## In the channel

night-reminder = { $mentions }: { $game } vakaras prasideda { $relative }.
night-opened = { $mentions }: { $game } vakaras prasideda dabar. Jūsų vietos užimtos; { $host } pradeda žaidimą.
night-left_out = Prie stalo neliko vietos: { $names }.
night-busy = { $game } vakaras ({ $time }) negalėjo prasidėti: šio kanalo stalas po 15 minučių vis dar buvo atidarytas.
night-missed = { $game } vakaras ({ $time }) praleistas: Pips tuo metu neveikė.
night-refused = { $game } vakaras ({ $time }) negalėjo prasidėti: šiame kanale nebegalima pradėti žaidimų.
night-event_deleted = { $game } vakaras ({ $time }) atšauktas: jo Discord renginys ištrintas.
night-event-name = Žaidimų vakaras: { $game }
night-event-description = Suplanuota su Pips: spustelėk „Ateisiu“ kvietime kanale arba pažymėk čia, kad domiesi, ir gausi vietą, kai prasidės.

## Private answers

night-cancelled = { $game } vakaras ({ $time }) atšauktas.
night-list-title = Žaidimų vakarai šiame serveryje
night-list-line = { $time }: { $game } kanale { $channel }, šeimininkas { $host } (ateis: { $count })
night-list-empty = Šiame serveryje nesuplanuotas nė vienas žaidimų vakaras; suplanuok jį su /schedule new.
night-choice = { $game }, { $time } ({ $zone })
night-when-unreadable = Pips negali perskaityti „{ $text }“ kaip laiko. Pabandyk `in 90 minutes`, `{ $clock }` arba `{ $date }` (serverio laiko juostoje) arba Discord laiko žymą.
night-when-past = Tas laikas jau praėjo. Pabandyk `in 90 minutes`, `{ $clock }` arba `{ $date }`.
night-when-far = Tai daugiau nei 60 dienų į priekį. Pabandyk `in 90 minutes`, `{ $clock }` arba `{ $date }`.
night-too_many = Šiame serveryje jau suplanuota daugiausia žaidimų vakarų ({ $max }): pirma atšauk vieną.
night-over = Šis žaidimų vakaras nebepriima atsakymų.
night-host_stays = Tu esi šio žaidimų vakaro šeimininkas: geriau atšauk jį su /schedule cancel.
night-host_only = Atšaukti jį gali tik žaidimų vakaro šeimininkas (arba kas turi „Tvarkyti kanalą“).
night-unknown = Tokio žaidimų vakaro čia nėra.
