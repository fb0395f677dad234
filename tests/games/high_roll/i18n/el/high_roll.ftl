### Ελληνικά: high roll, παιχνίδι μόνο για δοκιμές.

high_roll-action-roll = Ρίξε
high_roll-seat = { " " }— σύνολο { $total }
high_roll-round = Γύρος { $round } από { $rounds }
high_roll-event-roll = { $name } έφερε { $face }.
high_roll-event-won = 🏆 { $names } { $count ->
        [one] κερδίζει
       *[other] μοιράζονται τη νίκη
    } με σύνολο { $total }!
high_roll-rules = **Υψηλή ζαριά** — 2 έως 6 παίκτες.
    Ο καθένας ρίχνει ένα ζάρι με τη σειρά, τρεις φορές γύρω από το τραπέζι· το μεγαλύτερο σύνολο κερδίζει, και η ισοπαλία μοιράζει τη νίκη.
    Η θέση 1 (ο οικοδεσπότης) ρίχνει πρώτη. Αν δεν ρίξεις μέσα στον χρόνο σειράς, ρίχνει το bot για σένα.

## game

game-high_roll = Υψηλή ζαριά

## commands

cmd-high_roll = Παιχνίδι ζαριών Υψηλή ζαριά
cmd-high_roll-start = Άνοιξε τραπέζι Υψηλής ζαριάς σε αυτό το κανάλι

## /stats

stats-high_roll = Καλύτερο σύνολο: { $total }
