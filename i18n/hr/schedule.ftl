### hr: /schedule (game nights set for a time) and /settings timezone.

## The command picker

cmd-schedule = Večeri igara: igra u dogovoreno vrijeme, prijavljeni sjede za stolom kad počne
cmd-schedule-new = Zakaži igru u ovom kanalu; ti si domaćin
cmd-schedule-new-game = Igra
cmd-schedule-new-game-name = igra
cmd-schedule-new-when = Kada: „2h30m”, „20:30”, „2026-12-05 20:30” ili Discordova vremenska oznaka
cmd-schedule-new-when-name = kada
cmd-schedule-new-repeat = Jednom ili svaki tjedan u isto vrijeme
cmd-schedule-new-repeat-name = ponavljanje
cmd-schedule-repeat-none = Jednom
cmd-schedule-repeat-weekly = Svaki tjedan
cmd-schedule-new-note = Bilješka uz pozivnicu
cmd-schedule-new-note-name = bilješka
cmd-schedule-list = Večeri igara zakazane na ovom poslužitelju
cmd-schedule-cancel = Otkaži večer igara kojoj si domaćin
cmd-schedule-cancel-night = Večer igara
cmd-schedule-cancel-night-name = večer
cmd-settings-timezone = Vremenska zona vremena upisanih u /schedule
cmd-settings-timezone-zone = Vremenska zona, npr. Europe/Zagreb (upiši da nađeš svoju); bez nje UTC
cmd-settings-timezone-zone-name = zona

## /settings

settings-timezone = Vremenska zona večeri igara: { $zone }
settings-timezone-invalid = „{ $name }” nije vremenska zona koju Pips poznaje: odaberi jedan od prijedloga, npr. Europe/Zagreb; ništa nije promijenjeno.

## The invitation card

night-card-title = Večer igara: { $game }
night-card-when = { $full } ({ $relative })
night-card-weekly = Svaki tjedan
night-card-host = Domaćin: { $host }
night-card-note = Bilješka: { $note }
night-card-coming = Dolaze ({ $count }): { $names }
night-card-not_coming = Ne mogu doći: { $names }
night-card-scheduled = Klikni „Dolazim” da dobiješ mjesto kad počne.
night-card-started = Počela je: stol je otvoren u ovom kanalu.
night-card-cancelled = Otkazano.
night-card-missed = Propušteno: Pips tada nije radio.
night-card-failed = Nije mogla početi.
night-button-in = Dolazim
night-button-out = Ne mogu

## In the channel

night-reminder = { $mentions }: večer igre { $game } počinje { $relative }.
night-opened = { $mentions }: večer igre { $game } počinje sada. Imate svoja mjesta; { $host } pokreće igru.
night-left_out = Za stolom nije ostalo mjesta za: { $names }.
night-busy = Večer igre { $game } ({ $time }) nije mogla početi: stol u ovom kanalu bio je još otvoren 15 minuta kasnije.
night-missed = Večer igre { $game } ({ $time }) je propuštena: Pips tada nije radio.
night-refused = Večer igre { $game } ({ $time }) nije mogla početi: u ovom kanalu više se ne mogu pokretati igre.
night-event_deleted = Večer igre { $game } ({ $time }) je otkazana: njezin Discord događaj je izbrisan.
night-event-name = Večer igara: { $game }
night-event-description = Zakazano s Pipsom: klikni „Dolazim” na pozivnici u kanalu ili ovdje označi da te zanima da dobiješ mjesto kad počne.

## Private answers

night-cancelled = Večer igre { $game } ({ $time }) je otkazana.
night-list-title = Večeri igara na ovom poslužitelju
night-list-line = { $time }: { $game } u { $channel }, domaćin { $host } (dolaze: { $count })
night-list-empty = Na ovom poslužitelju nije zakazana nijedna večer igara; zakaži je naredbom /schedule new.
night-choice = { $game }, { $time } ({ $zone })
night-when-unreadable = Pips ne može pročitati „{ $text }” kao vrijeme. Pokušaj `in 90 minutes`, `{ $clock }` ili `{ $date }` (u vremenskoj zoni poslužitelja) ili Discordovu vremensku oznaku.
night-when-past = To je vrijeme već prošlo. Pokušaj `in 90 minutes`, `{ $clock }` ili `{ $date }`.
night-when-far = To je više od 60 dana unaprijed. Pokušaj `in 90 minutes`, `{ $clock }` ili `{ $date }`.
night-too_many = Ovaj poslužitelj već ima najviše zakazanih večeri igara ({ $max }): prvo otkaži jednu.
night-over = Ova večer igara više ne prima odgovore.
night-host_stays = Ti si domaćin ove večeri igara: radije je otkaži naredbom /schedule cancel.
night-host_only = Otkazati je može samo domaćin večeri igara (ili netko s dopuštenjem Upravljanje kanalom).
night-unknown = Ovdje nema takve večeri igara.
