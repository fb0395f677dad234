### Greek: Buck Dice.

buck-action-throw = Ρίξε
buck-button-again = Ρεβάνς
buck-option-fewer_dice = λιγότερα ζάρια (δύο στο 13, ένα στο 14)
buck-option-point_per_throw = ένας πόντος ανά ζαριά

## Seats

buck-seat = { " " }— { $score ->
        [one] { $score } πόντος
       *[other] { $score } πόντοι
    }
buck-seat-dice-2 = { " " }— { $score ->
        [one] { $score } πόντος
       *[other] { $score } πόντοι
    } · ρίχνει δύο ζάρια
buck-seat-dice-1 = { " " }— { $score ->
        [one] { $score } πόντος
       *[other] { $score } πόντοι
    } · ρίχνει ένα ζάρι
buck-seat-made = { " " }— ✅ buck #{ $place }
buck-seat-loser = { " " }— 💀 χαμένος με { $score ->
        [one] { $score } πόντο
       *[other] { $score } πόντους
    }

## The whole game

buck-point = 🎯 Αριθμός πόντου: **{ $point }** { $face }
buck-shooter-opening = Πρώτος ρίχνει: { $shooter } (ψηλότερη ζαριά σειράς)
buck-shooter-rotated = Παιχνίδι { $game }: ρίχνει πρώτος { $shooter }, μία θέση αριστερά από τον πρώτο του προηγούμενου
buck-loser = 💀 **Χαμένος: { $name }**

## Events

# $throws: each player and their die; at a big table only who threw highest and lowest (see buck.throws.*).
buck-event-order_throw-order = 🎲 Ζαριά σειράς: { $throws }.
buck-event-order_throw-order-again = 🎲 Όλοι ισοπαλία, όλοι ξαναρίχνουν: { $throws }.
buck-event-order_throw-first_shooter = 🎲 Ισοπαλία στην κορυφή, ξανά: { $throws }.
buck-event-order_throw-point_thrower = 🎲 Ισοπαλία στον πάτο, ξανά: { $throws }.
buck-throws-extremes = ψηλότερο { $high } { $top }, χαμηλότερο { $low } { $bottom }
buck-throws-highest = ψηλότερο { $high } { $top }
buck-throws-lowest = χαμηλότερο { $low } { $bottom }
buck-throws-all_tied = όλοι έφεραν { $face }
buck-throws-more = { $names } και { $others ->
        [one] { $others } ακόμη
       *[other] { $others } ακόμη
    }
buck-event-first_shooter-opening = { $name } έφερε το ψηλότερο και ρίχνει πρώτος.
buck-event-first_shooter-rotated = Παιχνίδι { $game }: ρίχνει πρώτος { $name } (η αρχή μετακινήθηκε μία θέση αριστερά).
buck-event-point_throw = 🎯 { $name } έφερε τον αριθμό πόντου: **{ $point }** { $face }.
buck-event-throw-normal = { $name } έφερε { $faces }: +{ $scored } → { $score }{ $then }
buck-event-throw-miss = { $name } έφερε { $faces }: χωρίς αριθμό πόντου{ $then }
buck-event-throw-big_buck = { $name } έφερε { $faces }: **ΜΕΓΑΛΟ BUCK!** Κατευθείαν 15{ $then }
buck-event-throw-little_buck = { $name } έφερε { $faces }: **μικρό buck**, +5 → { $score }· τέλος σειράς{ $then }
buck-event-throw-overshoot = { $name } έφερε { $faces }: **υπέρβαση** ({ $would_be } > 15): κανένας πόντος{ $then }
buck-then-again = { " " }— ρίχνει ξανά.
buck-then-pass = { " " }— τα ζάρια πάνε παρακάτω.
buck-then-end = .
# With fewer dice, a throw that reaches 13 or 14 says what changes from the next throw on.
buck-note-dice-2 = { " " }Στο 13: δύο ζάρια από εδώ και πέρα.
buck-note-dice-1 = { " " }Στο 14: ένα ζάρι από εδώ και πέρα.
buck-event-made_buck = ✅ { $name } έχει ακριβώς 15: buck (#{ $place }). Αποσύρεται, ασφαλής από την ήττα.
buck-event-left_rotation = { $name } βγαίνει από τη σειρά· ρίχνει { $next }.
buck-event-loser-throw = 💀 { $name } έμεινε τελευταίος: **ο χαμένος**, με { $score ->
        [one] { $score } πόντο
       *[other] { $score } πόντους
    }.
buck-event-loser-forfeit = 💀 { $name } έφυγε ενώ έριχνε ακόμη απέναντι σε έναν άλλο παίκτη: **ο χαμένος**.

## Help

buck-rules = **Buck Dice** — 2 έως 20 παίκτες, τρία ζάρια. Φτάσε ακριβώς στο 15· ο τελευταίος που μένει χάνει.
    { "*" }*Άνοιγμα** (στην Έναρξη): όλοι ρίχνουν ένα ζάρι. Ο ψηλότερος ρίχνει πρώτος· ο χαμηλότερος ρίχνει ένα ζάρι για τον **αριθμό πόντου**. Αν όλοι ισοβαθμήσουν, όλοι ξαναρίχνουν (πάντα δύο διαφορετικοί παίκτες)· μετά, ισοπαλίες στην κορυφή και μετά στον πάτο ξαναρίχνουν μεταξύ τους.
    { "*" }*Η σειρά σου**: πάτα Ρίξε. Κάθε ζάρι που δείχνει τον αριθμό πόντου δίνει έναν πόντο (3-3-6 με πόντο 3 δίνει 2) και ξαναρίχνεις· ζαριά χωρίς αυτόν δίνει τα ζάρια αριστερά.
    { "*" }*Μεγάλο buck**: τρεις αριθμοί πόντου κάνουν το σκορ σου 15, ό,τι κι αν είχες (ακόμη και 13 ή 14).
    { "*" }*Μικρό buck**: τρία ίδια που δεν είναι ο αριθμός πόντου δίνουν 5, και τα ζάρια πάνε παρακάτω (από το 10 κάνει ακριβώς 15).
    { "*" }*Υπέρβαση**: ζαριά που θα σε περνούσε πάνω από 15 (και το μικρό buck) δεν μετρά: ρίξε ξανά.
    Με ακριβώς 15 έκανες buck και αποσύρεσαι· το τραπέζι δείχνει τη σειρά των buck.
    Επιλογή *λιγότερα ζάρια*: στους 13 πόντους ρίχνεις δύο ζάρια, στους 14 ένα. Ο αριθμός πόντου κρατά τη σειρά σου· το μεγάλο και το μικρό buck θέλουν τρία ζάρια, και δεν γίνεται υπέρβαση.
    Επιλογή *ένας πόντος ανά ζαριά*: ζαριά με τον αριθμό πόντου δίνει έναν πόντο, όσα ζάρια κι αν τον δείχνουν (το μεγάλο buck δίνει ακόμη 15).
    { "*" }*Ρεβάνς**: ίδιες επιλογές· οι παίκτες του προηγούμενου ξαναμπαίνουν με ένα κλικ. Ο πρώτος που ρίχνει μετακινείται μία θέση αριστερά ανάμεσα σε όσους παίζουν και ο παίκτης στα δεξιά του ρίχνει τον νέο αριθμό πόντου.
    { "*" }*Αποχώρηση** (`/game leave`, ή αφαίρεση από τον οικοδεσπότη): αν εσύ και μόνο ένας ακόμη ρίχνετε, είσαι ο χαμένος (ο άλλος γλιτώνει)· αλλιώς βγαίνεις από τη σειρά χωρίς νίκη ή ήττα (τα ζάρια πάνε παρακάτω αν ήταν η σειρά σου), και το buck που έκανες μένει δικό σου.
    Αν δεν ρίξεις μέσα στον χρόνο σειράς (15 δ έως 1 ώρα, προεπιλογή 60 δ) ρίχνει το bot για σένα.
    Τα ζάρια προέρχονται από μυστικό σπόρο, δεσμευμένο (SHA-256) στην αρχή και αποκαλυμμένο στο τέλος: όποιος θέλει ελέγχει κάθε ζαριά (`/game verify`).

## Its name

game-buck = Buck Dice

## The command picker

cmd-buck = Buck Dice: φτάσε ακριβώς στο 15, ο τελευταίος που μένει χάνει
cmd-buck-start = Άνοιξε τραπέζι Buck Dice σε αυτό το κανάλι
cmd-buck-fewer_dice = Ρίξε δύο ζάρια στους 13 πόντους και ένα στους 14
cmd-buck-point_per_throw = Ζαριά με τον αριθμό πόντου δίνει έναν πόντο, όσα ζάρια κι αν τον δείχνουν
cmd-buck-fewer_dice-name = λιγότερα-ζάρια
cmd-buck-point_per_throw-name = πόντος-ανά-ζαριά

## /stats

stats-buck = Έμεινε τελευταίος (έχασε): { $times ->
        [one] { $times } φορά
       *[other] { $times } φορές
    }

## /buck odds: the command picker

cmd-buck-odds = Η πιθανότητα ήττας κάθε θέσης σε τραπέζι Buck Dice, και πόσο κρατά ένα παιχνίδι

## /buck odds: the answer

odds-header-buck = Πιθανότητα **ήττας** (να μείνεις τελευταίος), ανά θέση από τον πρώτο που ρίχνει:
odds-method-exact-buck = Ακριβές: δυναμικός προγραμματισμός σε σκορ και σειρές.

## Live chances

cmd-buck-live_chances = Δείξε την πιθανότητα ήττας κάθε παίκτη δίπλα στο σκορ, ενημερωμένη σε κάθε ζαριά
cmd-buck-live_chances-name = ζωντανές-πιθανότητες
buck-option-live_chances = ζωντανές πιθανότητες ήττας
