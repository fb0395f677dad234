### German: Play again / Rematch lobbies and the host's controls (/game remove, /game host).

## The lobby a Play again opens

table-invited = Aus dem letzten Spiel eingeladen (ein Klick auf Beitreten, gleicher Einsatz): { $names }
table-server_settings = Dieser Server · Tischsprache: { $language } · Computerplätze: { $computers }
again-expired = Nochmal spielen ist für dieses Spiel abgelaufen; eröffne einen neuen Tisch mit einem /… start-Befehl.

## Host controls

cmd-game-remove = Einen abwesenden Spieler entfernen; er gibt auf (Gastgeber oder Kanäle verwalten)
cmd-game-remove-player = Der Spieler, der entfernt wird
cmd-game-remove-player-name = spieler
cmd-game-host = Die Gastgeberrolle an einen anderen Spieler am Tisch übergeben
cmd-game-host-player = Der Spieler, der Gastgeber wird
cmd-game-host-player-name = spieler
event-removed = 🚪 <@{ $by }> hat { $name } vom Tisch entfernt.
event-host_changed = 👑 { $name } ist jetzt Gastgeber.
host-removed = <@{ $player }> wurde vom Tisch entfernt.
host-handed = <@{ $player }> ist jetzt Gastgeber.
host-not_seated = <@{ $player }> spielt an diesem Tisch nicht als Person mit; nichts wurde geändert.
host-already = <@{ $player }> ist bereits Gastgeber; nichts wurde geändert.
host-remove_self = Um den Tisch selbst zu verlassen, nutze /game leave; nichts wurde geändert.
table-removed = Der Gastgeber hat dich aus diesem Spiel entfernt; beim nächsten kannst du wieder mitmachen.
