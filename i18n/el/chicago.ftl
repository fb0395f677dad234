### Greek: Chicago.

chicago-action-roll = Ρίξε
chicago-action-reroll = Ξαναρίξε { $face } { $value }
chicago-action-reroll-pictured = Ξαναρίξε { $value }
chicago-action-keep = Κράτα
chicago-option-double_roll = δεύτερη ζαριά
chicago-option-three_dice = τρία ζάρια
chicago-seat = { " " }— { $points ->
        [one] { $points } πόντος
       *[other] { $points } πόντοι
    }
# Once the game is over each player's row is their line of the sheet: the targets hit, which sum to the total.
chicago-seat-hits = { " " }({ $hits })
chicago-round = **Γύρος { $round } από 11 — στόχος { $target }**
chicago-winner = 🏆 { $name } κερδίζει με { $points ->
        [one] { $points } πόντο
       *[other] { $points } πόντους
    }!
chicago-joint_victory = 🤝 Κοινή νίκη: { $names }, με { $points ->
        [one] { $points } πόντο
       *[other] { $points } πόντους
    } ο καθένας!
# A roll or reroll reads "<faces><verdict>": what the dice made, the points, or the choice that follows.
chicago-verdict-total_hit = { " " }= { $total }: **+{ $score }**
# the faces as numbers
chicago-verdict-pair_hit = { " " }— { $first } + { $second } = { $target }: **+{ $score }**
chicago-verdict-total_miss = { " " }= { $total }, όχι { $target }{ $then }
chicago-verdict-pair_miss = { " " }— κανένα ζεύγος για { $target }{ $then }
chicago-verdict-kept = : 0 πόντοι
chicago-verdict-kept_forced = { " " }— καμία νέα ζαριά δεν κάνει { $target }: 0 πόντοι
chicago-then-zero = : 0 πόντοι
chicago-event-first_player = Κληρώθηκε { $name } να ρίξει πρώτος.
chicago-event-round = Γύρος { $round }: στόχος **{ $target }**.
chicago-event-roll = { $name } έφερε { $faces }{ $verdict }.
chicago-event-reroll = { $name } ξανάριξε το { $old }: { $faces }{ $verdict }.
chicago-event-keep = { $name } κρατά { $faces }{ $verdict }.
chicago-event-timeout = { $name } δεν έπαιξε εγκαίρως: το bot διαλέγει το καλύτερο.
chicago-event-game_over = 🏁 Το παιχνίδι τελείωσε.
chicago-rules = **Chicago (Σικάγο, Rotation)** — 2 έως 20 παίκτες, 11 γύροι.
    Ο πρώτος παίκτης κληρώνεται· κάθε γύρος πηγαίνει δεξιόστροφα από αυτόν. Στον γύρο r ο στόχος είναι r + 1 (γύρος 1: 2, … γύρος 11: 12).
    Στη σειρά σου πάτα **Ρίξε**: δύο ζάρια, μία φορά. Αν το άθροισμα είναι ο στόχος, παίρνεις πόντους όσο ο στόχος, αλλιώς 0. Μετά από 11 γύρους κερδίζει το μεγαλύτερο σύνολο· όσοι ισοβαθμούν στην κορυφή μοιράζονται κοινή νίκη.
    Επιλογή *δεύτερη ζαριά*: όταν η ζαριά σου δεν φέρνει πόντους διαλέγεις — ξαναρίχνεις ακριβώς ένα ζάρι (ένα κουμπί ανά ζάρι, με την όψη του) και μετρά η νέα ζαριά, ή **Κράτα** (0 πόντοι). Όταν καμία νέα ζαριά δεν μπορεί να φέρει πόντους, το Pips κρατά αμέσως τη ζαριά για σένα και λέει γιατί.
    Επιλογή *τρία ζάρια*: ρίχνεις τρία ζάρια και παίρνεις τον στόχο αν δύο από αυτά τον κάνουν· το bot διαλέγει το ζεύγος (το πρώτο από 1+2, 1+3, 2+3 που ταιριάζει — κάθε ζεύγος μετρά το ίδιο) και το δείχνει. Μαζί με δεύτερη ζαριά, μια αποτυχία σού επιτρέπει να ξαναρίξεις ένα από τα τρία.
    Όποιος αποχωρεί δεν παίρνει άλλους πόντους: οι πόντοι του μένουν στο φύλλο αλλά δεν μπορεί να κερδίσει. Αποχώρηση στη μέση της σειράς (αποτυχία που περιμένει νέα ζαριά ή κράτημα) αφήνει τον γύρο κενό. Αν μείνει μόνο ένας παίκτης, το παιχνίδι τελειώνει αμέσως και κερδίζει.
    Αν δεν παίξεις μέσα στον χρόνο σειράς (15 δ έως 1 ώρα, προεπιλογή 60 δ) παίζει το bot για σένα, όπως οι παίκτες υπολογιστή: ρίχνει, και μετά από αποτυχία ξαναρίχνει το ζάρι με τις περισσότερες πιθανότητες πόντων (το πρώτο σε ισοπαλία).
    Κάθε ζάρι προέρχεται από έναν μυστικό σπόρο του οποίου η δέσμευση SHA-256 φαίνεται από την αρχή· ο σπόρος αποκαλύπτεται στο τέλος ώστε όποιος θέλει να ελέγξει κάθε ζαριά (`/game verify`).

## Its name

game-chicago = Chicago (Σικάγο)

## The command picker

cmd-chicago = Παιχνίδι ζαριών Chicago (Σικάγο, Rotation)
cmd-chicago-start = Άνοιξε τραπέζι Chicago σε αυτό το κανάλι
cmd-chicago-double_roll = Μετά από ζαριά χωρίς πόντους, ξαναρίξε ένα ζάρι ή κράτα
cmd-chicago-three_dice = Ρίξε τρία ζάρια· δύο που κάνουν τον στόχο παίρνουν πόντους
cmd-chicago-double_roll-name = δεύτερη-ζαριά
cmd-chicago-three_dice-name = τρία-ζάρια

## /stats

stats-chicago = Καλύτερο σκορ: { $score }

## /chicago odds: the command picker

cmd-chicago-odds = Η πιθανότητα νίκης κάθε θέσης σε τραπέζι Chicago, και το αναμενόμενο σκορ ανά παίκτη

## /chicago odds: the answer

odds-header-chicago = Πιθανότητα νίκης, ανά θέση από αυτόν που παίζει πρώτος (όλες ίδιες: τα φύλλα είναι ανεξάρτητα):
odds-method-exact-chicago = Ακριβές: κάθε ζαριά απαριθμείται, με την καλύτερη νέα ζαριά.

## Live chances

chicago-option-live_chances = ζωντανές πιθανότητες
