### German: slash-command and option descriptions (Discord shows them in the command picker).

cmd-rules = Wie dieser Bot dieses Spiel spielt, mit seinen Optionen
cmd-turn_timeout = Sekunden, bevor der Bot für einen untätigen Spieler spielt (15-3600; Standard: /settings, sonst 60)
cmd-game = Das Spiel am Tisch dieses Kanals
cmd-game-status = Den Tisch dieses Kanals erneut unten anzeigen
cmd-game-leave = Das Spiel dieses Kanals verlassen (du gibst deinen Platz auf)
cmd-game-cancel = Den Tisch dieses Kanals beenden (Gastgeber oder Kanäle verwalten)
cmd-game-verify = Die Würfel-Festlegung (und nach dem Ende den Seed) des letzten Spiels hier zeigen
# Display names in the command picker: an option's `<key>.name` (1-32 characters, lowercase, no spaces;
# cogs/_translator.py), a choice's own key (1-100 characters).
cmd-turn_timeout-name = zugzeit
cmd-leaderboard-game-name = spiel
