### da: /schedule (game nights set for a time) and /settings timezone.

## The command picker

cmd-schedule = Spilleaftener: et spil på et fast tidspunkt, de der kommer, sidder klar når det starter
cmd-schedule-new = Planlæg et spil i denne kanal; du er vært
cmd-schedule-new-game = Spillet
cmd-schedule-new-game-name = spil
cmd-schedule-new-when = Hvornår: “2h30m”, “20:30”, “2026-12-05 20:30” eller et Discord-tidsstempel
cmd-schedule-new-when-name = hvornår
cmd-schedule-new-repeat = Én gang, eller hver uge på samme tid
cmd-schedule-new-repeat-name = gentag
cmd-schedule-repeat-none = Én gang
cmd-schedule-repeat-weekly = Hver uge
cmd-schedule-new-note = Et notat til invitationen
cmd-schedule-new-note-name = notat
cmd-schedule-list = De spilleaftener, der er planlagt på denne server
cmd-schedule-cancel = Aflys en spilleaften, du er vært for
cmd-schedule-cancel-night = Spilleaftenen
cmd-schedule-cancel-night-name = aften
cmd-settings-timezone = Tidszonen for klokkeslæt skrevet i /schedule
cmd-settings-timezone-zone = En tidszone som Europe/Copenhagen (skriv for at finde din); uden den UTC
cmd-settings-timezone-zone-name = tidszone

## /settings

settings-timezone = Tidszone for spilleaftener: { $zone }
settings-timezone-invalid = “{ $name }” er ikke en tidszone, Pips kender: vælg et af forslagene, f.eks. Europe/Copenhagen; intet blev ændret.

## The invitation card

night-card-title = Spilleaften: { $game }
night-card-when = { $full } ({ $relative })
night-card-weekly = Hver uge
night-card-host = Vært: { $host }
night-card-note = Notat: { $note }
night-card-coming = Kommer ({ $count }): { $names }
night-card-not_coming = Kan ikke komme: { $names }
night-card-scheduled = Klik på “Jeg kommer” for at få en plads, når den starter.
night-card-started = Den er startet: bordet er åbent i denne kanal.
night-card-cancelled = Aflyst.
night-card-missed = Gået glip af: Pips kørte ikke på det tidspunkt.
night-card-failed = Den kunne ikke starte.
night-button-in = Jeg kommer
night-button-out = Kan ikke

## In the channel

night-reminder = { $mentions }: { $game }-aftenen starter { $relative }.
night-opened = { $mentions }: { $game }-aftenen starter nu. I har jeres pladser; { $host } starter spillet.
night-left_out = Bordet havde ingen plads tilbage til { $names }.
night-busy = { $game }-aftenen { $time } kunne ikke starte: bordet i denne kanal var stadig åbent 15 minutter senere.
night-missed = { $game }-aftenen { $time } blev ikke til noget: Pips kørte ikke på det tidspunkt.
night-refused = { $game }-aftenen { $time } kunne ikke starte: der kan ikke længere startes spil i denne kanal.
night-event_deleted = { $game }-aftenen { $time } er aflyst: dens Discord-begivenhed blev slettet.
night-event-name = { $game }-spilleaften
night-event-description = Planlagt med Pips: klik på “Jeg kommer” på invitationen i kanalen, eller markér dig som interesseret her, for at få en plads, når den starter.

## Private answers

night-cancelled = { $game }-aftenen { $time } er aflyst.
night-list-title = Spilleaftener på denne server
night-list-line = { $time }: { $game } i { $channel }, vært { $host } (kommer: { $count })
night-list-empty = Der er ingen spilleaften planlagt på denne server; planlæg en med /schedule new.
night-choice = { $game }, { $time } ({ $zone })
night-when-unreadable = Pips kan ikke læse “{ $text }” som et tidspunkt. Prøv `in 90 minutes`, `{ $clock }` eller `{ $date }` (i serverens tidszone) eller et Discord-tidsstempel.
night-when-past = Det tidspunkt er allerede forbi. Prøv `in 90 minutes`, `{ $clock }` eller `{ $date }`.
night-when-far = Det er mere end 60 dage ude i fremtiden. Prøv `in 90 minutes`, `{ $clock }` eller `{ $date }`.
night-too_many = Denne server har allerede { $max } spilleaftener planlagt: aflys en først.
night-over = Denne spilleaften tager ikke imod flere svar.
night-host_stays = Du er vært for denne spilleaften: aflys den med /schedule cancel i stedet.
night-host_only = Kun spilleaftenens vært, eller en med Administrer kanal, kan aflyse den.
night-unknown = Der er ingen sådan spilleaften her.
