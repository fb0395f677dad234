### Italian: Play again / Rematch lobbies and the host's controls (/game remove, /game host).

## The lobby a Play again opens

table-invited = Invitati dalla partita precedente (un clic su Unisciti, stessa puntata): { $names }
table-server_settings = Questo server · Lingua dei tavoli: { $language } · Posti computer: { $computers }
again-expired = Gioca ancora è scaduto per questa partita; apri un nuovo tavolo con un comando /… start.

## Host controls

cmd-game-remove = Rimuovi un giocatore che se n'è andato; perde a tavolino (host o Gestisci canale)
cmd-game-remove-player = Il giocatore da rimuovere
cmd-game-remove-player-name = giocatore
cmd-game-host = Passa il ruolo di host a un altro giocatore al tavolo
cmd-game-host-player = Il giocatore che diventa host
cmd-game-host-player-name = giocatore
event-removed = 🚪 <@{ $by }> ha rimosso { $name } dal tavolo.
event-host_changed = 👑 { $name } ora è l'host.
host-removed = <@{ $player }> è stato rimosso dal tavolo.
host-handed = <@{ $player }> ora è l'host.
host-not_seated = <@{ $player }> non gioca a questo tavolo come persona; non è cambiato nulla.
host-already = <@{ $player }> è già l'host; non è cambiato nulla.
host-remove_self = Per lasciare tu stesso il tavolo usa /game leave; non è cambiato nulla.
table-removed = L'host ti ha rimosso da questa partita; puoi unirti alla prossima.
