### Dutch: slash-command and option descriptions (Discord shows them in the command picker).

cmd-rules = Hoe deze bot dit spel speelt, met de opties
cmd-turn_timeout = Seconden voordat de bot voor een inactieve speler speelt (15-3600; standaard: /settings, anders 60)
cmd-game = Het spel aan de tafel van dit kanaal
cmd-game-status = Toon de tafel van dit kanaal opnieuw, onderaan
cmd-game-leave = Verlaat het spel van dit kanaal (je geeft je plaats op)
cmd-game-cancel = Beëindig de tafel van dit kanaal (host of Kanaal beheren)
cmd-game-verify = Toon de vingerafdruk van de stenen (en na afloop de seed) van het laatste spel hier
# Display names in the command picker: an option's `<key>.name` (1-32 characters, lowercase, no spaces;
# cogs/_translator.py), a choice's own key (1-100 characters).
cmd-turn_timeout-name = beurttijd
cmd-leaderboard-game-name = spel
