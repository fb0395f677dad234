### Greek: what every game shares (tables, lobby, refusals, /game).

## The table message

table-title-lobby = { $game } — αναμονή παικτών
table-title-playing = { $game } — σε εξέλιξη
table-title-finished = { $game } — τέλος
table-title-cancelled = { $game } — ακυρώθηκε
table-host = Οικοδεσπότης: { $host }
table-turn_timeout = { $seconds ->
        [one] { $seconds } δευτερόλεπτο
       *[other] { $seconds } δευτερόλεπτα
    } ανά σειρά
table-seats = Παίκτες ({ $count }/{ $max })
table-seat = { $marker }{ $number }. { $name }{ $computer }{ $detail }
table-seat-computer = { " " }(υπολογιστής)
table-seat-forfeited = { " " }— αποχώρησε
table-seat-stake = { " " }— ποντάρισμα: { $stake ->
        [one] { $stake } μάρκα
       *[other] { $stake } μάρκες
    }
table-turn = Σειρά: { $mention }
table-turn-deadline = { " " }· λήγει { $deadline }
table-waits_for_click = Το Pips μπορεί να ενημερώνει αυτό το τραπέζι έως τις { $time }· μια κίνηση μετά από αυτή την ώρα εμφανίζεται με το επόμενο κλικ.
ping-turn = { $mention }, είναι η σειρά σου στο { $game }: η σειρά λήγει { $deadline }.
table-lobby_hint = Μπες για να παίξεις. Ο οικοδεσπότης ξεκινά με { $min ->
        [one] { $min } παίκτη
       *[other] { $min } παίκτες
    } ή περισσότερους (έως { $max }).
table-log = Πρόσφατα
table-fingerprint = Αποτύπωμα ζαριών { $fingerprint } · /game verify
table-revealed = Αποτύπωμα ζαριών { $fingerprint } · ο σπόρος αποκαλύφθηκε: /game verify
table-cancelled = Αυτό το τραπέζι ακυρώθηκε.
table-none = κανένας

## Buttons

button-join = Μπες
button-leave = Έξοδος
button-add_computer = + Υπολογιστής
button-start = Έναρξη
button-cancel = Ακύρωση
button-again = Παίξε ξανά
button-choose = Διάλεξε κίνηση
button-go_to_table = Στο τραπέζι

## Modal

stake-title = Διάλεξε το ποντάρισμά σου
stake-label = Αρχικές μάρκες (1 έως 99)
stake-invalid = Το ποντάρισμα είναι ακέραιος από 1 έως 99.

## Events any game shows

event-joined = { $name } μπήκε.
event-left = { $name } έφυγε.
event-stake_changed = { $name } άλλαξε το ποντάρισμα σε { $stake ->
        [one] { $stake } μάρκα
       *[other] { $stake } μάρκες
    }.
event-computer_joined = { $name } (υπολογιστής) μπήκε.
event-cancelled = { $name } ακύρωσε το τραπέζι.
event-forfeit = { $name } εγκατέλειψε.
event-timeout = { $name } δεν έπαιξε εγκαίρως: παίζει το bot στη θέση του.

## Refusals (ephemeral)

table-unknown = Αυτό το τραπέζι δεν είναι πια διαθέσιμο. Ξεκίνα νέο με μια εντολή /… start.
table-over = Αυτό το παιχνίδι τελείωσε.
table-not_started = Το παιχνίδι δεν έχει ξεκινήσει ακόμη.
table-not_seated = Δεν παίζεις σε αυτό το τραπέζι.
table-forfeited = Έχεις αποχωρήσει από αυτό το παιχνίδι.
table-other_channel = Αυτό το κουμπί ανήκει σε τραπέζι άλλου καναλιού.
table-unreadable = Το αποθηκευμένο παιχνίδι του τραπεζιού δεν διαβάστηκε· ο οικοδεσπότης μπορεί να το ακυρώσει με /game cancel.
table-moved = Το τραπέζι μετακινήθηκε ↓
table-moved_away = Το τραπέζι μετακινήθηκε πιο κάτω στο κανάλι: παίξε στο νέο μήνυμα.
channel-no_table = Δεν υπάρχει παιχνίδι σε αυτό το κανάλι τώρα.
channel-no_game = Δεν έχει παιχτεί ακόμη παιχνίδι σε αυτό το κανάλι.
channel-busy = Αυτό το κανάλι έχει ήδη τραπέζι.
channel-guild_only = Τα παιχνίδια παίζονται σε κανάλια διακομιστή.
option-invalid = Αυτή η επιλογή δεν επιτρέπεται: { $option } = { $value }.
lobby-already_started = Το παιχνίδι έχει ήδη ξεκινήσει.
lobby-host_only = Μόνο ο οικοδεσπότης (ή όποιος έχει Διαχείριση καναλιού) μπορεί να το κάνει.
lobby-already_seated = Έχεις ήδη θέση.
lobby-full = Το τραπέζι είναι γεμάτο ({ $seats ->
        [one] { $seats } θέση
       *[other] { $seats } θέσεις
    }).
lobby-not_seated = Δεν έχεις θέση σε αυτό το τραπέζι.
lobby-too_few = Χρειάζεται { $needed ->
        [one] τουλάχιστον { $needed } παίκτης
       *[other] τουλάχιστον { $needed } παίκτες
    } για να ξεκινήσει.
turn-not_yours = Δεν είναι η σειρά σου: παίζει τώρα <@{ $player }>.
turn-stale = Αυτό το κουμπί χρησιμοποιήθηκε ήδη: το τραπέζι προχώρησε.
again-not_finished = Αυτό το παιχνίδι συνεχίζεται ακόμη.
again-exists = Ένα νέο τραπέζι είναι ήδη ανοιχτό εδώ.
rules-not_your_turn = Δεν είναι η σειρά σου.
rules-not_legal = Αυτή η κίνηση δεν επιτρέπεται τώρα.
rules-game_over = Αυτό το παιχνίδι τελείωσε.
rules-not_playing = Δεν είσαι σε αυτό το παιχνίδι.
error-unexpected = Κάτι πήγε στραβά από τη μεριά μου· τίποτα δεν άλλαξε. Δοκίμασε ξανά.
error-store_unavailable = Η βάση δεδομένων του παιχνιδιού δεν απαντά τώρα· τίποτα δεν άλλαξε. Δοκίμασε ξανά σε λίγο.
bot-restarting = Το Pips επανεκκινείται· δοκίμασε ξανά σε λίγα δευτερόλεπτα.

## /game

verify-running = Τραπέζι { $table } ({ $game }): πριν από την πρώτη ζαριά το Pips έδειξε το `{ $fingerprint }`, το αποτύπωμα ενός μυστικού σπόρου που καθορίζει κάθε ζάρι. Ο σπόρος μένει μυστικός όσο διαρκεί το παιχνίδι. Όταν τελειώσει, το /game verify δίνει τον σπόρο: όποιος θέλει ελέγχει ότι ταιριάζει με το αποτύπωμα και ότι έδωσε κάθε ζαριά.
    Πλήρες αποτύπωμα (SHA-256 του σπόρου): `{ $commitment }`
verify-revealed = Τραπέζι { $table } ({ $game }): πριν από την πρώτη ζαριά το Pips έδειξε το `{ $fingerprint }`, το αποτύπωμα ενός μυστικού σπόρου. Τώρα που το παιχνίδι τελείωσε, ορίστε ο σπόρος: όποιος θέλει ελέγχει κάθε ζαριά.
    Σπόρος: `{ $seed }`
    Πλήρες αποτύπωμα: `{ $commitment }`
    { $recipe }
verify-recipe = Πώς να ελέγξεις: το SHA-256 του σπόρου είναι το αποτύπωμα (άρα ο σπόρος ορίστηκε πριν από την πρώτη ζαριά)· τα ζάρια είναι τα bytes του HMAC-SHA256(σπόρος, αριθμός μπλοκ σε 8 bytes big-endian) για τα μπλοκ 0, 1, 2…, με τη σειρά, παραλείποντας bytes ≥ 252, και κάθε byte δίνει την όψη byte mod 6 + 1.
game-left = Αποχώρησες από το παιχνίδι.
game-cancelled = Το τραπέζι ακυρώθηκε.
