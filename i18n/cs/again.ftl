### Czech: Play again / Rematch lobbies and the host's controls (/game remove, /game host).

table-invited = Pozváni z minulé hry (jedno kliknutí na Přidat se, stejná sázka): { $names }
table-server_settings = Tento server: stoly v jazyce { $language }, místa počítačů { $computers }.
again-expired = „Hrát znovu“ už pro tuto hru neplatí; založte nový stůl příkazem /… start.
cmd-game-remove = Odebrat hráče, který odešel; prohrává kontumačně (hostitel nebo Spravovat kanál)
cmd-game-remove-player = Hráč, kterého odebrat
cmd-game-remove-player-name = hráč
cmd-game-host = Předat roli hostitele jinému hráči u stolu
cmd-game-host-player = Hráč, který se stane hostitelem
cmd-game-host-player-name = hráč
event-removed = 🚪 <@{ $by }> odebírá { $name } od stolu.
event-host_changed = 👑 { $name } je teď hostitel.
host-removed = <@{ $player }> už u stolu nesedí: hostitel ho odebral.
host-handed = <@{ $player }> je teď hostitel.
host-not_seated = <@{ $player }> u tohoto stolu nehraje; nic se nezměnilo.
host-already = <@{ $player }> už je hostitel; nic se nezměnilo.
host-remove_self = Chcete-li od stolu odejít sami, použijte /game leave; nic se nezměnilo.
table-removed = Hostitel vás z této hry odebral; můžete se přidat k další.
