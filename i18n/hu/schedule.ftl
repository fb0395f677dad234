### hu: /schedule (game nights set for a time) and /settings timezone.

## The command picker

cmd-schedule = Játékestek: játék egy megadott időpontban, a jelentkezők az induláskor az asztalnál ülnek
cmd-schedule-new = Ütemezz egy játékot ebbe a csatornába; te vagy a házigazda
cmd-schedule-new-game = A játék
cmd-schedule-new-game-name = játék
cmd-schedule-new-when = Mikor: „2h30m”, „20:30”, „2026-12-05 20:30” vagy egy Discord-időbélyeg
cmd-schedule-new-when-name = mikor
cmd-schedule-new-repeat = Egyszer, vagy minden héten ugyanakkor
cmd-schedule-new-repeat-name = ismétlés
cmd-schedule-repeat-none = Egyszer
cmd-schedule-repeat-weekly = Minden héten
cmd-schedule-new-note = Megjegyzés a meghívóhoz
cmd-schedule-new-note-name = megjegyzés
cmd-schedule-list = A szerveren ütemezett játékestek
cmd-schedule-cancel = Egy általad vezetett játékest lemondása
cmd-schedule-cancel-night = A játékest
cmd-schedule-cancel-night-name = est
cmd-settings-timezone = A /schedule parancsba írt időpontok időzónája
cmd-settings-timezone-zone = Egy időzóna, pl. Europe/Budapest (gépelj, hogy megtaláld a tiédet); nélküle UTC
cmd-settings-timezone-zone-name = időzóna

## /settings

settings-timezone = A játékestek időzónája: { $zone }
settings-timezone-invalid = „{ $name }” nem olyan időzóna, amit a Pips ismer: válassz a javaslatok közül, pl. Europe/Budapest; semmi sem változott.

## The invitation card

night-card-title = Játékest: { $game }
night-card-when = { $full } ({ $relative })
night-card-weekly = Minden héten
night-card-host = Házigazda: { $host }
night-card-note = Megjegyzés: { $note }
night-card-coming = Jönnek ({ $count }): { $names }
night-card-not_coming = Nem tudnak jönni: { $names }
night-card-scheduled = Kattints a „Jövök” gombra, hogy helyed legyen, amikor kezdődik.
night-card-started = Elkezdődött: az asztal nyitva van ebben a csatornában.
night-card-cancelled = Lemondva.
night-card-missed = Elmaradt: a Pips akkor nem futott.
night-card-failed = Nem tudott elkezdődni.
night-button-in = Jövök
night-button-out = Nem tudok

## In the channel

night-reminder = { $mentions }: a(z) { $game }-est { $relative } kezdődik.
night-opened = { $mentions }: a(z) { $game }-est most kezdődik. Megvan a helyetek; { $host } indítja a játékot.
night-left_out = Az asztalnál nem maradt hely nekik: { $names }.
night-busy = A(z) { $game }-est ({ $time }) nem tudott elkezdődni: a csatorna asztala 15 perccel később is nyitva volt.
night-missed = A(z) { $game }-est ({ $time }) elmaradt: a Pips akkor nem futott.
night-refused = A(z) { $game }-est ({ $time }) nem tudott elkezdődni: ebben a csatornában már nem indíthatók játékok.
night-event_deleted = A(z) { $game }-est ({ $time }) elmarad: a Discord-eseményét törölték.
night-event-name = Játékest: { $game }
night-event-description = Pips-szel ütemezve: kattints a „Jövök” gombra a csatornában lévő meghívón, vagy jelöld itt, hogy érdekel, és helyed lesz, amikor kezdődik.

## Private answers

night-cancelled = A(z) { $game }-est ({ $time }) elmarad.
night-list-title = Játékestek ezen a szerveren
night-list-line = { $time }: { $game } itt: { $channel }, házigazda { $host } (jönnek: { $count })
night-list-empty = Ezen a szerveren nincs ütemezett játékest; ütemezz egyet a /schedule new paranccsal.
night-choice = { $game }, { $time } ({ $zone })
night-when-unreadable = A Pips nem tudja időpontként olvasni ezt: „{ $text }”. Próbáld így: `in 90 minutes`, `{ $clock }` vagy `{ $date }` (a szerver időzónájában), vagy egy Discord-időbélyeggel.
night-when-past = Ez az időpont már elmúlt. Próbáld így: `in 90 minutes`, `{ $clock }` vagy `{ $date }`.
night-when-far = Ez több mint 60 nappal későbbi. Próbáld így: `in 90 minutes`, `{ $clock }` vagy `{ $date }`.
night-too_many = Ezen a szerveren már a legtöbb ütemezett játékest van ({ $max }): előbb mondj le egyet.
night-over = Ez a játékest már nem fogad válaszokat.
night-host_stays = Te vagy ennek a játékestnek a házigazdája: inkább mondd le a /schedule cancel paranccsal.
night-host_only = Csak a játékest házigazdája (vagy Csatorna kezelése joggal rendelkező) mondhatja le.
night-unknown = Itt nincs ilyen játékest.
