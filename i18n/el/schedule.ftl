### el: /schedule (game nights set for a time) and /settings timezone.

## The command picker

cmd-schedule = Βραδιές παιχνιδιού: ένα παιχνίδι σε ορισμένη ώρα, όσοι έρχονται κάθονται στο τραπέζι όταν αρχίζει
cmd-schedule-new = Προγραμμάτισε ένα παιχνίδι σε αυτό το κανάλι· εσύ είσαι ο οικοδεσπότης
cmd-schedule-new-game = Το παιχνίδι
cmd-schedule-new-game-name = παιχνίδι
cmd-schedule-new-when = Πότε: «2h30m», «20:30», «2026-12-05 20:30» ή χρονοσφραγίδα του Discord
cmd-schedule-new-when-name = πότε
cmd-schedule-new-repeat = Μία φορά ή κάθε εβδομάδα την ίδια ώρα
cmd-schedule-new-repeat-name = επανάληψη
cmd-schedule-repeat-none = Μία φορά
cmd-schedule-repeat-weekly = Κάθε εβδομάδα
cmd-schedule-new-note = Μια σημείωση για την πρόσκληση
cmd-schedule-new-note-name = σημείωση
cmd-schedule-list = Οι βραδιές παιχνιδιού που έχουν προγραμματιστεί σε αυτόν τον διακομιστή
cmd-schedule-cancel = Ακύρωσε μια βραδιά παιχνιδιού που φιλοξενείς
cmd-schedule-cancel-night = Η βραδιά παιχνιδιού
cmd-schedule-cancel-night-name = βραδιά
cmd-settings-timezone = Η ζώνη ώρας των ωρών που γράφονται στο /schedule
cmd-settings-timezone-zone = Μια ζώνη ώρας όπως Europe/Athens (γράψε για να βρεις τη δική σου)· χωρίς αυτή, UTC
cmd-settings-timezone-zone-name = ζώνη

## /settings

settings-timezone = Ζώνη ώρας των βραδιών παιχνιδιού: { $zone }
settings-timezone-invalid = Το «{ $name }» δεν είναι ζώνη ώρας που γνωρίζει το Pips: διάλεξε μία από τις προτάσεις, π.χ. Europe/Athens· δεν άλλαξε τίποτα.

## The invitation card

night-card-title = Βραδιά παιχνιδιού: { $game }
night-card-when = { $full } ({ $relative })
night-card-weekly = Κάθε εβδομάδα
night-card-host = Οικοδεσπότης: { $host }
night-card-note = Σημείωση: { $note }
night-card-coming = Έρχονται ({ $count }): { $names }
night-card-not_coming = Δεν μπορούν: { $names }
night-card-scheduled = Πάτησε «Έρχομαι» για να έχεις θέση όταν αρχίσει.
night-card-started = Άρχισε: το τραπέζι είναι ανοιχτό σε αυτό το κανάλι.
night-card-cancelled = Ακυρώθηκε.
night-card-missed = Χάθηκε: το Pips δεν έτρεχε εκείνη την ώρα.
night-card-failed = Δεν μπόρεσε να αρχίσει.
night-button-in = Έρχομαι
night-button-out = Δεν μπορώ

## In the channel

night-reminder = { $mentions }: η βραδιά { $game } αρχίζει { $relative }.
night-opened = { $mentions }: η βραδιά { $game } αρχίζει τώρα. Έχετε τις θέσεις σας· ο/η { $host } ξεκινά το παιχνίδι.
night-left_out = Στο τραπέζι δεν έμεινε θέση για: { $names }.
night-busy = Η βραδιά { $game } ({ $time }) δεν μπόρεσε να αρχίσει: το τραπέζι σε αυτό το κανάλι ήταν ακόμα ανοιχτό 15 λεπτά αργότερα.
night-missed = Η βραδιά { $game } ({ $time }) χάθηκε: το Pips δεν έτρεχε εκείνη την ώρα.
night-refused = Η βραδιά { $game } ({ $time }) δεν μπόρεσε να αρχίσει: σε αυτό το κανάλι δεν μπορούν πια να ξεκινούν παιχνίδια.
night-event_deleted = Η βραδιά { $game } ({ $time }) ακυρώνεται: η εκδήλωσή της στο Discord διαγράφηκε.
night-event-name = Βραδιά παιχνιδιού: { $game }
night-event-description = Προγραμματίστηκε με το Pips: πάτησε «Έρχομαι» στην πρόσκληση στο κανάλι ή δήλωσε εδώ ενδιαφέρον, για να έχεις θέση όταν αρχίσει.

## Private answers

night-cancelled = Η βραδιά { $game } ({ $time }) ακυρώνεται.
night-list-title = Βραδιές παιχνιδιού σε αυτόν τον διακομιστή
night-list-line = { $time }: { $game } στο { $channel }, οικοδεσπότης { $host } (έρχονται: { $count })
night-list-empty = Δεν έχει προγραμματιστεί καμία βραδιά παιχνιδιού σε αυτόν τον διακομιστή· προγραμμάτισε μία με το /schedule new.
night-choice = { $game }, { $time } ({ $zone })
night-when-unreadable = Το Pips δεν μπορεί να διαβάσει το «{ $text }» ως ώρα. Δοκίμασε `in 90 minutes`, `{ $clock }` ή `{ $date }` (στη ζώνη ώρας του διακομιστή) ή μια χρονοσφραγίδα του Discord.
night-when-past = Αυτή η ώρα έχει ήδη περάσει. Δοκίμασε `in 90 minutes`, `{ $clock }` ή `{ $date }`.
night-when-far = Αυτό είναι πάνω από 60 μέρες μπροστά. Δοκίμασε `in 90 minutes`, `{ $clock }` ή `{ $date }`.
night-too_many = Αυτός ο διακομιστής έχει ήδη τις περισσότερες βραδιές παιχνιδιού που επιτρέπονται ({ $max }): ακύρωσε πρώτα μία.
night-over = Αυτή η βραδιά παιχνιδιού δεν δέχεται πια απαντήσεις.
night-host_stays = Φιλοξενείς αυτή τη βραδιά παιχνιδιού: ακύρωσέ τη καλύτερα με το /schedule cancel.
night-host_only = Μόνο ο οικοδεσπότης της βραδιάς (ή όποιος έχει Διαχείριση καναλιού) μπορεί να την ακυρώσει.
night-unknown = Δεν υπάρχει τέτοια βραδιά παιχνιδιού εδώ.
