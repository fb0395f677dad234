### Greek: a finished game's replay, step by step (cogs/replay.py).

button-replay = Επανάληψη
history-replay = Επανάληψη… (διάλεξε παιχνίδι)
replay-first = Αρχή
replay-back = Πίσω
replay-next = Επόμενο
replay-last = Τέλος
replay-footer = Επανάληψη · βήμα { $step } από { $steps } · αποτύπωμα ζαριών { $fingerprint } · κάθε ζαριά εδώ βγαίνει από τον σπόρο του παιχνιδιού: το /history τον δείχνει, το /game verify πώς να ελέγξεις
replay-other_guild = Αυτό το παιχνίδι παίχτηκε σε άλλον διακομιστή: η επανάληψή του φαίνεται μόνο εκεί.
replay-not_finished = Επανάληψη έχει μόνο ένα τελειωμένο παιχνίδι: αυτό δεν έχει τελειώσει ή ακυρώθηκε.
replay-no_step = Αυτή η επανάληψη δεν έχει βήμα { $step }: τα βήματά της πάνε από 0 έως { $steps }.
replay-unreadable = Το ιστορικό αυτού του παιχνιδιού δεν αναπαράγεται, οπότε δεν έχει επανάληψη.
