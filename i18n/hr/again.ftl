### Croatian: Play again / Rematch lobbies and the host's controls (/game remove, /game host).

table-invited = Pozvani iz prošle igre (jedan klik na Pridruži se, isti ulog): { $names }
table-server_settings = Ovaj poslužitelj: stolovi na jeziku { $language }, mjesta računala { $computers }.
again-expired = „Igraj ponovno” više ne vrijedi za ovu igru; otvorite novi stol naredbom /… start.
cmd-game-remove = Ukloni igrača koji je otišao; on predaje (domaćin ili Upravljanje kanalom)
cmd-game-remove-player = Igrač kojeg treba ukloniti
cmd-game-remove-player-name = igrač
cmd-game-host = Predaj ulogu domaćina drugom igraču za stolom
cmd-game-host-player = Igrač koji postaje domaćin
cmd-game-host-player-name = igrač
event-removed = 🚪 <@{ $by }> uklanja { $name } sa stola.
event-host_changed = 👑 { $name } je sada domaćin.
host-removed = Domaćin je uklonio <@{ $player }> sa stola.
host-handed = <@{ $player }> je sada domaćin.
host-not_seated = <@{ $player }> ne igra za ovim stolom; ništa nije promijenjeno.
host-already = <@{ $player }> je već domaćin; ništa nije promijenjeno.
host-remove_self = Da sami napustite stol, upotrijebite /game leave; ništa nije promijenjeno.
table-removed = Domaćin vas je uklonio iz ove igre; možete se pridružiti sljedećoj.
