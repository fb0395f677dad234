### Swedish: slash-command and option descriptions (Discord shows them in the command picker).

cmd-rules = Hur den här boten spelar spelet, med alternativen
cmd-turn_timeout = Sekunder innan boten spelar åt en inaktiv spelare (15-3600; standard: /settings, annars 60)
cmd-game = Spelet vid den här kanalens bord
cmd-game-status = Visa den här kanalens bord igen, längst ner
cmd-game-leave = Lämna den här kanalens spel (du ger upp din plats)
cmd-game-cancel = Avsluta den här kanalens bord (värd eller Hantera kanal)
cmd-game-verify = Visa tärningarnas fingeravtryck (och seedet, när spelet är slut) för senaste spelet här
# Display names in the command picker: an option's `<key>.name` (1-32 characters, lowercase, no spaces;
# cogs/_translator.py), a choice's own key (1-100 characters).
cmd-turn_timeout-name = turtid
cmd-leaderboard-game-name = spel
