### nl: /schedule (game nights set for a time) and /settings timezone.

## The command picker

cmd-schedule = Spelavonden: een spel op een vast tijdstip, wie komt zit aan tafel als het begint
cmd-schedule-new = Plan een spel in dit kanaal; jij bent de host
cmd-schedule-new-game = Het spel
cmd-schedule-new-game-name = spel
cmd-schedule-new-when = Wanneer: „2h30m”, „20:30”, „2026-12-05 20:30” of een Discord-tijdstempel
cmd-schedule-new-when-name = wanneer
cmd-schedule-new-repeat = Eén keer, of elke week op dezelfde tijd
cmd-schedule-new-repeat-name = herhalen
cmd-schedule-repeat-none = Eén keer
cmd-schedule-repeat-weekly = Elke week
cmd-schedule-new-note = Een notitie bij de uitnodiging
cmd-schedule-new-note-name = notitie
cmd-schedule-list = De spelavonden die op deze server gepland staan
cmd-schedule-cancel = Een spelavond afzeggen waarvan jij de host bent
cmd-schedule-cancel-night = De spelavond
cmd-schedule-cancel-night-name = avond
cmd-settings-timezone = De tijdzone van de tijden die in /schedule worden getypt
cmd-settings-timezone-zone = Een tijdzone zoals Europe/Amsterdam (typ om de jouwe te vinden); zonder: UTC
cmd-settings-timezone-zone-name = tijdzone

## /settings

settings-timezone = Tijdzone van spelavonden: { $zone }
settings-timezone-invalid = „{ $name }” is geen tijdzone die Pips kent: kies een van de suggesties, zoals Europe/Amsterdam; er is niets veranderd.

## The invitation card

night-card-title = Spelavond: { $game }
night-card-when = { $full } ({ $relative })
night-card-weekly = Elke week
night-card-host = Host: { $host }
night-card-note = Notitie: { $note }
night-card-coming = Komen ({ $count }): { $names }
night-card-not_coming = Kunnen niet: { $names }
night-card-scheduled = Klik op „Ik kom” om een plaats te krijgen als het begint.
night-card-started = Hij is begonnen: de tafel is open in dit kanaal.
night-card-cancelled = Afgezegd.
night-card-missed = Gemist: Pips draaide op dat moment niet.
night-card-failed = Hij kon niet beginnen.
night-button-in = Ik kom
night-button-out = Ik kan niet

## In the channel

night-reminder = { $mentions }: de { $game }-avond begint { $relative }.
night-opened = { $mentions }: de { $game }-avond begint nu. Jullie hebben een plaats; { $host } start het spel.
night-left_out = Aan tafel was geen plaats meer voor { $names }.
night-busy = De { $game }-avond van { $time } kon niet beginnen: de tafel in dit kanaal was 15 minuten later nog open.
night-missed = De { $game }-avond van { $time } is gemist: Pips draaide op dat moment niet.
night-refused = De { $game }-avond van { $time } kon niet beginnen: in dit kanaal kunnen geen spellen meer worden gestart.
night-event_deleted = De { $game }-avond van { $time } is afgezegd: het Discord-evenement ervan is verwijderd.
night-event-name = { $game }-spelavond
night-event-description = Gepland met Pips: klik op „Ik kom” bij de uitnodiging in het kanaal, of geef hier aan dat je geïnteresseerd bent, om een plaats te krijgen als het begint.

## Private answers

night-cancelled = De { $game }-avond van { $time } is afgezegd.
night-list-title = Spelavonden op deze server
night-list-line = { $time }: { $game } in { $channel }, host { $host } (komen: { $count })
night-list-empty = Er staat geen spelavond gepland op deze server; plan er een met /schedule new.
night-choice = { $game }, { $time } ({ $zone })
night-when-unreadable = Pips kan „{ $text }” niet als tijd lezen. Probeer `in 90 minutes`, `{ $clock }` of `{ $date }` (in de tijdzone van de server), of een Discord-tijdstempel.
night-when-past = Die tijd is al voorbij. Probeer `in 90 minutes`, `{ $clock }` of `{ $date }`.
night-when-far = Dat is meer dan 60 dagen vooruit. Probeer `in 90 minutes`, `{ $clock }` of `{ $date }`.
night-too_many = Deze server heeft al { $max } spelavonden gepland: zeg er eerst een af.
night-over = Deze spelavond neemt geen antwoorden meer aan.
night-host_stays = Jij bent de host van deze spelavond: zeg hem af met /schedule cancel.
night-host_only = Alleen de host van de spelavond, of iemand met Kanaal beheren, kan hem afzeggen.
night-unknown = Zo'n spelavond is er hier niet.
