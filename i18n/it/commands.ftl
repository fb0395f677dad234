### Italian: slash-command and option descriptions (Discord shows them in the command picker).

cmd-rules = Come questo bot gioca a questo gioco, con le sue opzioni
cmd-turn_timeout = Secondi prima che il bot giochi per un giocatore inattivo (15-3600; predefinito: /settings, o 60)
cmd-game = La partita al tavolo di questo canale
cmd-game-status = Mostra di nuovo il tavolo di questo canale, in fondo
cmd-game-leave = Lascia la partita di questo canale (perdi il tuo posto)
cmd-game-cancel = Chiudi il tavolo di questo canale (host o Gestisci canale)
cmd-game-verify = Mostra l'impronta dei dadi (e il seed, a partita finita) dell'ultima partita qui
# Display names in the command picker: an option's `<key>.name` (1-32 characters, lowercase, no spaces;
# cogs/_translator.py), a choice's own key (1-100 characters).
cmd-turn_timeout-name = tempo-turno
cmd-leaderboard-game-name = gioco
