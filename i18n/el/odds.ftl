### Greek: /<game> odds, each seat's chances at a table before it starts.

## The command picker

cmd-odds-players = Πόσοι παίκτες κάθονται στο τραπέζι
cmd-odds-players-name = παίκτες
cmd-odds-chips = Αρχικές μάρκες κάθε παίκτη (προεπιλογή 3)
cmd-odds-chips-name = μάρκες
cmd-odds-post = Δημοσίευσε την απάντηση στο κανάλι για όλους (προεπιλογή: μόνο εσύ τη βλέπεις)
cmd-odds-post-name = δημοσίευση

## The answer

odds-title = Πιθανότητες { $game } · { $players ->
        [one] { $players } παίκτης
       *[other] { $players } παίκτες
    }
odds-options = Επιλογές: { $options }
odds-options-none = χωρίς επιλογές
odds-chips = { $chips ->
        [one] { $chips } μάρκα
       *[other] { $chips } μάρκες
    } ο καθένας
odds-decimal = { $whole },{ $fraction }
odds-seat = **{ $number }.** { $percent }%
odds-shared = Όσοι ισοβαθμούν στην κορυφή μοιράζονται τη νίκη: το { $percent }% των παιχνιδιών τελειώνει με ισοπαλία στην πρώτη θέση και κάθε ισόβαθμος μετρά ως νικητής, οπότε οι πιθανότητες αθροίζουν πάνω από 100%.
odds-length-rolls = Αναμενόμενη διάρκεια: { $value } ζαριές
odds-length-throws = Αναμενόμενη διάρκεια: { $value } ζαριές
odds-length-rounds = Αναμενόμενη διάρκεια: { $value } γύροι
odds-score-points = Αναμενόμενο σκορ ανά παίκτη: { $value } πόντοι
odds-estimate = { $value } ± { $margin }
odds-method-simulation = Προσομοίωση { $games ->
        [one] { $games } παιχνιδιού
       *[other] { $games } παιχνιδιών
    }, ±{ $margin } ποσοστιαίες μονάδες (3 τυπικά σφάλματα).
