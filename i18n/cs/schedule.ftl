### cs: /schedule (game nights set for a time) and /settings timezone.

## The command picker

cmd-schedule = Herní večery: hra v danou dobu, přihlášení sedí u stolu, když začne
cmd-schedule-new = Naplánuj hru v tomto kanálu; budeš její hostitel
cmd-schedule-new-game = Hra
cmd-schedule-new-game-name = hra
cmd-schedule-new-when = Kdy: „2h30m“, „20:30“, „2026-12-05 20:30“ nebo časové razítko Discordu
cmd-schedule-new-when-name = kdy
cmd-schedule-new-repeat = Jednou, nebo každý týden ve stejnou dobu
cmd-schedule-new-repeat-name = opakování
cmd-schedule-repeat-none = Jednou
cmd-schedule-repeat-weekly = Každý týden
cmd-schedule-new-note = Poznámka k pozvánce
cmd-schedule-new-note-name = poznámka
cmd-schedule-list = Herní večery naplánované na tomto serveru
cmd-schedule-cancel = Zruš herní večer, jehož jsi hostitel
cmd-schedule-cancel-night = Herní večer
cmd-schedule-cancel-night-name = večer
cmd-settings-timezone = Časové pásmo časů psaných v /schedule
cmd-settings-timezone-zone = Časové pásmo, např. Europe/Prague (napiš a najdi svoje); bez něj UTC
cmd-settings-timezone-zone-name = pásmo

## /settings

settings-timezone = Časové pásmo herních večerů: { $zone }
settings-timezone-invalid = „{ $name }“ není časové pásmo, které Pips zná: vyber jeden z návrhů, např. Europe/Prague; nic se nezměnilo.

## The invitation card

night-card-title = Herní večer: { $game }
night-card-when = { $full } ({ $relative })
night-card-weekly = Každý týden
night-card-host = Hostitel: { $host }
night-card-note = Poznámka: { $note }
night-card-coming = Přijdou ({ $count }): { $names }
night-card-not_coming = Nemohou: { $names }
night-card-scheduled = Klikni na „Přijdu“ a dostaneš místo, až začne.
night-card-started = Začal: stůl je otevřený v tomto kanálu.
night-card-cancelled = Zrušeno.
night-card-missed = Zmeškáno: Pips v tu dobu neběžel.
night-card-failed = Nemohl začít.
night-button-in = Přijdu
night-button-out = Nemůžu

## In the channel

night-reminder = { $mentions }: večer { $game } začíná { $relative }.
night-opened = { $mentions }: večer { $game } začíná teď. Máte svá místa; { $host } spustí hru.
night-left_out = U stolu už nezbylo místo pro: { $names }.
night-busy = Večer { $game } ({ $time }) nemohl začít: stůl v tomto kanálu byl i o 15 minut později stále otevřený.
night-missed = Večer { $game } ({ $time }) byl zmeškán: Pips v tu dobu neběžel.
night-refused = Večer { $game } ({ $time }) nemohl začít: v tomto kanálu už nelze spouštět hry.
night-event_deleted = Večer { $game } ({ $time }) je zrušen: jeho událost na Discordu byla smazána.
night-event-name = Herní večer: { $game }
night-event-description = Naplánováno s Pipsem: klikni na „Přijdu“ v pozvánce v kanálu nebo se tu označ jako zájemce a dostaneš místo, až začne.

## Private answers

night-cancelled = Večer { $game } ({ $time }) je zrušen.
night-list-title = Herní večery na tomto serveru
night-list-line = { $time }: { $game } v { $channel }, hostitel { $host } (přijdou: { $count })
night-list-empty = Na tomto serveru není naplánovaný žádný herní večer; naplánuj ho přes /schedule new.
night-choice = { $game }, { $time } ({ $zone })
night-when-unreadable = Pips nedokáže přečíst „{ $text }“ jako čas. Zkus `in 90 minutes`, `{ $clock }` nebo `{ $date }` (v časovém pásmu serveru) nebo časové razítko Discordu.
night-when-past = Ten čas už minul. Zkus `in 90 minutes`, `{ $clock }` nebo `{ $date }`.
night-when-far = To je víc než 60 dní dopředu. Zkus `in 90 minutes`, `{ $clock }` nebo `{ $date }`.
night-too_many = Tento server má už naplánované herní večery (nejvýš { $max }): nejdřív jeden zruš.
night-over = Tento herní večer už nepřijímá odpovědi.
night-host_stays = Jsi hostitel tohoto herního večera: zruš ho raději přes /schedule cancel.
night-host_only = Zrušit ho může jen hostitel herního večera (nebo někdo s oprávněním Spravovat kanál).
night-unknown = Takový herní večer tu není.
