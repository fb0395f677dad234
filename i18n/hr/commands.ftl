### Croatian: slash-command and option descriptions (Discord shows them in the command picker).

cmd-rules = Kako ovaj bot igra ovu igru, s njezinim opcijama
cmd-turn_timeout = Sekunde prije nego bot odigra za neaktivnog igrača (15-3600; zadano: /settings, inače 60)
cmd-game = Igra za stolom ovog kanala
cmd-game-status = Ponovno prikaži stol ovog kanala, na dnu
cmd-game-leave = Napusti igru u ovom kanalu (predajete svoje mjesto)
cmd-game-cancel = Zatvori stol ovog kanala (domaćin ili Upravljanje kanalom)
cmd-game-verify = Prikaži obvezu kocaka (i sjeme, nakon kraja) posljednje igre ovdje
cmd-turn_timeout-name = vrijeme-poteza
cmd-leaderboard-game-name = igra
