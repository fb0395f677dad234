### de: /schedule (game nights set for a time) and /settings timezone.

## The command picker

cmd-schedule = Spieleabende: ein Spiel zu einer festen Zeit, wer kommt, sitzt beim Start am Tisch
cmd-schedule-new = Ein Spiel in diesem Kanal planen; du bist der Gastgeber
cmd-schedule-new-game = Das Spiel
cmd-schedule-new-game-name = spiel
cmd-schedule-new-when = Wann: „2h30m“, „20:30“, „2026-12-05 20:30“ oder ein Discord-Zeitstempel
cmd-schedule-new-when-name = wann
cmd-schedule-new-repeat = Einmal oder jede Woche zur selben Zeit
cmd-schedule-new-repeat-name = wiederholung
cmd-schedule-repeat-none = Einmal
cmd-schedule-repeat-weekly = Jede Woche
cmd-schedule-new-note = Eine Notiz für die Einladung
cmd-schedule-new-note-name = notiz
cmd-schedule-list = Die auf diesem Server geplanten Spieleabende
cmd-schedule-cancel = Einen Spieleabend absagen, dessen Gastgeber du bist
cmd-schedule-cancel-night = Der Spieleabend
cmd-schedule-cancel-night-name = abend
cmd-settings-timezone = Die Zeitzone der in /schedule getippten Uhrzeiten
cmd-settings-timezone-zone = Eine Zeitzone wie Europe/Berlin (tippe, um deine zu finden); ohne sie UTC
cmd-settings-timezone-zone-name = zeitzone

## /settings

settings-timezone = Zeitzone der Spieleabende: { $zone }
settings-timezone-invalid = „{ $name }“ ist keine Zeitzone, die Pips kennt: wähle einen der Vorschläge, etwa Europe/Berlin; nichts wurde geändert.

## The invitation card

night-card-title = Spieleabend: { $game }
night-card-when = { $full } ({ $relative })
night-card-weekly = Jede Woche
night-card-host = Gastgeber: { $host }
night-card-note = Notiz: { $note }
night-card-coming = Dabei ({ $count }): { $names }
night-card-not_coming = Können nicht: { $names }
night-card-scheduled = Klicke auf „Ich bin dabei“, um beim Start einen Platz zu bekommen.
night-card-started = Er hat begonnen: der Tisch ist in diesem Kanal offen.
night-card-cancelled = Abgesagt.
night-card-missed = Verpasst: Pips lief zu der Zeit nicht.
night-card-failed = Er konnte nicht beginnen.
night-button-in = Ich bin dabei
night-button-out = Ich kann nicht

## In the channel

night-reminder = { $mentions }: der { $game }-Abend beginnt { $relative }.
night-opened = { $mentions }: der { $game }-Abend beginnt jetzt. Ihr habt eure Plätze; { $host } startet das Spiel.
night-left_out = Für { $names } war kein Platz mehr am Tisch.
night-busy = Der { $game }-Abend vom { $time } konnte nicht beginnen: der Tisch in diesem Kanal war 15 Minuten später noch offen.
night-missed = Der { $game }-Abend vom { $time } wurde verpasst: Pips lief zu der Zeit nicht.
night-refused = Der { $game }-Abend vom { $time } konnte nicht beginnen: in diesem Kanal können keine Spiele mehr gestartet werden.
night-event_deleted = Der { $game }-Abend vom { $time } ist abgesagt: sein Discord-Event wurde gelöscht.
night-event-name = { $game }-Spieleabend
night-event-description = Mit Pips geplant: klicke im Kanal auf „Ich bin dabei“ oder markiere hier dein Interesse, um beim Start einen Platz zu bekommen.

## Private answers

night-cancelled = Der { $game }-Abend vom { $time } ist abgesagt.
night-list-title = Spieleabende auf diesem Server
night-list-line = { $time }: { $game } in { $channel }, Gastgeber { $host } (dabei: { $count })
night-list-empty = Auf diesem Server ist kein Spieleabend geplant; plane einen mit /schedule new.
night-choice = { $game }, { $time } ({ $zone })
night-when-unreadable = Pips kann „{ $text }“ nicht als Zeit lesen. Versuche `in 90 minutes`, `{ $clock }` oder `{ $date }` (in der Zeitzone des Servers) oder einen Discord-Zeitstempel.
night-when-past = Diese Zeit ist schon vorbei. Versuche `in 90 minutes`, `{ $clock }` oder `{ $date }`.
night-when-far = Das ist mehr als 60 Tage voraus. Versuche `in 90 minutes`, `{ $clock }` oder `{ $date }`.
night-too_many = Auf diesem Server sind schon { $max } Spieleabende geplant: sage zuerst einen ab.
night-over = Dieser Spieleabend nimmt keine Antworten mehr an.
night-host_stays = Du bist Gastgeber dieses Spieleabends: sage ihn stattdessen mit /schedule cancel ab.
night-host_only = Nur der Gastgeber des Spieleabends (oder wer Kanäle verwalten darf) kann ihn absagen.
night-unknown = Hier gibt es keinen solchen Spieleabend.
