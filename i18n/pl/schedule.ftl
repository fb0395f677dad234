### pl: /schedule (game nights set for a time) and /settings timezone.

## The command picker

cmd-schedule = Wieczory gier: gra o ustalonej porze, zapisani siedzą przy stole, gdy się zaczyna
cmd-schedule-new = Zaplanuj grę na tym kanale; to ty jesteś gospodarzem
cmd-schedule-new-game = Gra
cmd-schedule-new-game-name = gra
cmd-schedule-new-when = Kiedy: „2h30m”, „20:30”, „2026-12-05 20:30” albo znacznik czasu Discorda
cmd-schedule-new-when-name = kiedy
cmd-schedule-new-repeat = Raz albo co tydzień o tej samej porze
cmd-schedule-new-repeat-name = powtarzanie
cmd-schedule-repeat-none = Raz
cmd-schedule-repeat-weekly = Co tydzień
cmd-schedule-new-note = Notatka do zaproszenia
cmd-schedule-new-note-name = notatka
cmd-schedule-list = Wieczory gier zaplanowane na tym serwerze
cmd-schedule-cancel = Odwołaj wieczór gier, którego jesteś gospodarzem
cmd-schedule-cancel-night = Wieczór gier
cmd-schedule-cancel-night-name = wieczór
cmd-settings-timezone = Strefa czasowa godzin wpisywanych w /schedule
cmd-settings-timezone-zone = Strefa czasowa, np. Europe/Warsaw (wpisz, by znaleźć swoją); bez niej UTC
cmd-settings-timezone-zone-name = strefa

## /settings

settings-timezone = Strefa czasowa wieczorów gier: { $zone }
settings-timezone-invalid = „{ $name }” nie jest strefą czasową znaną Pipsowi: wybierz jedną z podpowiedzi, np. Europe/Warsaw; nic nie zostało zmienione.

## The invitation card

night-card-title = Wieczór gier: { $game }
night-card-when = { $full } ({ $relative })
night-card-weekly = Co tydzień
night-card-host = Gospodarz: { $host }
night-card-note = Notatka: { $note }
night-card-coming = Przychodzą ({ $count }): { $names }
night-card-not_coming = Nie mogą: { $names }
night-card-scheduled = Kliknij „Będę”, aby dostać miejsce, gdy się zacznie.
night-card-started = Rozpoczął się: stół jest otwarty na tym kanale.
night-card-cancelled = Odwołany.
night-card-missed = Przegapiony: Pips wtedy nie działał.
night-card-failed = Nie udało się go rozpocząć.
night-button-in = Będę
night-button-out = Nie mogę

## In the channel

night-reminder = { $mentions }: wieczór { $game } zaczyna się { $relative }.
night-opened = { $mentions }: wieczór { $game } zaczyna się teraz. Macie swoje miejsca; { $host } rozpoczyna grę.
night-left_out = Przy stole zabrakło miejsca dla: { $names }.
night-busy = Wieczór { $game } z { $time } nie mógł się zacząć: stół na tym kanale był nadal otwarty 15 minut później.
night-missed = Wieczór { $game } z { $time } został przegapiony: Pips wtedy nie działał.
night-refused = Wieczór { $game } z { $time } nie mógł się zacząć: na tym kanale nie można już rozpoczynać gier.
night-event_deleted = Wieczór { $game } z { $time } jest odwołany: jego wydarzenie na Discordzie zostało usunięte.
night-event-name = Wieczór gier: { $game }
night-event-description = Zaplanowany z Pipsem: kliknij „Będę” w zaproszeniu na kanale albo oznacz tu, że cię interesuje, aby dostać miejsce, gdy się zacznie.

## Private answers

night-cancelled = Wieczór { $game } z { $time } jest odwołany.
night-list-title = Wieczory gier na tym serwerze
night-list-line = { $time }: { $game } na { $channel }, gospodarz { $host } (przychodzą: { $count })
night-list-empty = Na tym serwerze nie zaplanowano żadnego wieczoru gier; zaplanuj go przez /schedule new.
night-choice = { $game }, { $time } ({ $zone })
night-when-unreadable = Pips nie umie odczytać „{ $text }” jako czasu. Spróbuj `in 90 minutes`, `{ $clock }` lub `{ $date }` (w strefie czasowej serwera) albo znacznika czasu Discorda.
night-when-past = Ta pora już minęła. Spróbuj `in 90 minutes`, `{ $clock }` lub `{ $date }`.
night-when-far = To ponad 60 dni naprzód. Spróbuj `in 90 minutes`, `{ $clock }` lub `{ $date }`.
night-too_many = Ten serwer ma już zaplanowane wieczory gier (limit: { $max }): najpierw odwołaj któryś.
night-over = Ten wieczór gier nie przyjmuje już odpowiedzi.
night-host_stays = Jesteś gospodarzem tego wieczoru gier: odwołaj go raczej przez /schedule cancel.
night-host_only = Tylko gospodarz wieczoru gier (lub ktoś z uprawnieniem Zarządzanie kanałem) może go odwołać.
night-unknown = Nie ma tu takiego wieczoru gier.
