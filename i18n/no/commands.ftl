### Norwegian (Bokmål): slash-command and option descriptions (Discord shows them in the command picker).

cmd-rules = Hvordan denne boten spiller dette spillet, med valgene
cmd-turn_timeout = Sekunder før boten spiller for en inaktiv spiller (15-3600; standard: /settings, ellers 60)
cmd-game = Spillet ved denne kanalens bord
cmd-game-status = Vis denne kanalens bord igjen, nederst
cmd-game-leave = Forlat denne kanalens spill (du gir opp plassen din)
cmd-game-cancel = Avslutt denne kanalens bord (vert eller Administrer kanal)
cmd-game-verify = Vis terningenes fingeravtrykk (og seedet, når spillet er over) for siste spill her
# Display names in the command picker: an option's `<key>.name` (1-32 characters, lowercase, no spaces;
# cogs/_translator.py), a choice's own key (1-100 characters).
cmd-turn_timeout-name = turtid
cmd-leaderboard-game-name = spill
