### Greek: slash-command and option descriptions (Discord shows them in the command picker).

cmd-rules = Πώς παίζει αυτό το bot αυτό το παιχνίδι, με τις επιλογές του
cmd-turn_timeout = Δευτερόλεπτα πριν το bot παίξει για αδρανή παίκτη (15-3600· προεπιλογή: /settings, αλλιώς 60)
cmd-game = Το παιχνίδι στο τραπέζι αυτού του καναλιού
cmd-game-status = Δείξε ξανά το τραπέζι του καναλιού, στο κάτω μέρος
cmd-game-leave = Αποχώρησε από το παιχνίδι του καναλιού (χάνεις τη θέση σου)
cmd-game-cancel = Κλείσε το τραπέζι του καναλιού (οικοδεσπότης ή Διαχείριση καναλιού)
cmd-game-verify = Δείξε τη δέσμευση των ζαριών (και τον σπόρο, μόλις τελειώσει) του τελευταίου παιχνιδιού εδώ
# Display names in the command picker: an option's `<key>.name` (1-32 characters, lowercase, no spaces;
# cogs/_translator.py), a choice's own key (1-100 characters).
cmd-turn_timeout-name = χρόνος-σειράς
cmd-leaderboard-game-name = παιχνίδι
