### Greek: Play again / Rematch lobbies and the host's controls (/game remove, /game host).

## The lobby a Play again opens

table-invited = Προσκλήθηκαν από το προηγούμενο παιχνίδι (ένα κλικ στη Συμμετοχή, ίδιο ποντάρισμα): { $names }
table-server_settings = Αυτός ο διακομιστής: τραπέζια στα { $language }, θέσεις υπολογιστή { $computers }.
again-expired = Το «Παίξε ξανά» έληξε για αυτό το παιχνίδι· ξεκίνα νέο τραπέζι με μια εντολή /… start.

## Host controls

cmd-game-remove = Αφαίρεσε έναν παίκτη που έφυγε· χάνει τη θέση του (οικοδεσπότης ή Διαχείριση καναλιού)
cmd-game-remove-player = Ο παίκτης που θα αφαιρεθεί
cmd-game-remove-player-name = παίκτης
cmd-game-host = Δώσε τον ρόλο του οικοδεσπότη σε άλλον παίκτη του τραπεζιού
cmd-game-host-player = Ο παίκτης που γίνεται οικοδεσπότης
cmd-game-host-player-name = παίκτης
event-removed = 🚪 <@{ $by }> έβγαλε { $name } από το τραπέζι.
event-host_changed = 👑 { $name }: νέος οικοδεσπότης.
host-removed = <@{ $player }> αφαιρέθηκε από το τραπέζι.
host-handed = <@{ $player }> είναι τώρα ο οικοδεσπότης.
host-not_seated = <@{ $player }> δεν παίζει σε αυτό το τραπέζι· τίποτα δεν άλλαξε.
host-already = <@{ $player }> είναι ήδη ο οικοδεσπότης· τίποτα δεν άλλαξε.
host-remove_self = Για να φύγεις εσύ από το τραπέζι, χρησιμοποίησε το /game leave· τίποτα δεν άλλαξε.
table-removed = Ο οικοδεσπότης σε αφαίρεσε από αυτό το παιχνίδι· μπορείς να μπεις στο επόμενο.
