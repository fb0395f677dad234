### Danish: slash-command and option descriptions (Discord shows them in the command picker).

cmd-rules = Sådan spiller denne bot dette spil, med valgmulighederne
cmd-turn_timeout = Sekunder før botten spiller for en inaktiv spiller (15-3600; standard: /settings, ellers 60)
cmd-game = Spillet ved denne kanals bord
cmd-game-status = Vis denne kanals bord igen, nederst
cmd-game-leave = Forlad denne kanals spil (du opgiver din plads)
cmd-game-cancel = Afslut denne kanals bord (vært eller Administrer kanal)
cmd-game-verify = Vis terningernes fingeraftryk (og seedet, når spillet er slut) for sidste spil her
# Display names in the command picker: an option's `<key>.name` (1-32 characters, lowercase, no spaces;
# cogs/_translator.py), a choice's own key (1-100 characters).
cmd-turn_timeout-name = turtid
cmd-leaderboard-game-name = spil
