### Greek: Bad Leftovers.

cmd-leftovers = Παιχνίδι ζαριών Bad Leftovers: πάρε ζεύγη, οι πόντοι είναι κακοί
cmd-leftovers-start = Άνοιξε τραπέζι Bad Leftovers σε αυτό το κανάλι
leftovers-option-fixed_pile = σταθερός σωρός (μετρημένος για όσους ξεκινούν)
leftovers-action-claim-pair = Δήλωση { $claim }: πάρε { $dice }
leftovers-action-claim-doubles = Δήλωση { $claim }: πάρε { $dice } (τα διπλά σου)
leftovers-action-take-pair = Πάρε { $dice }
leftovers-action-take-doubles = Πάρε { $dice } (τα διπλά σου)
leftovers-button-claim = Δήλωση { $claim } · { $pairs ->
        [one] { $pairs } ζεύγος
       *[other] { $pairs } ζεύγη
    }
leftovers-button-back = ◀ Όχι { $claim }: άλλες δηλώσεις
leftovers-seat = { " " }— { $score ->
        [one] { $score } πόντος
       *[other] { $score } πόντοι
    }
leftovers-seat-claim = { " " }— δήλωση { $claim } · { $score ->
        [one] { $score } πόντος
       *[other] { $score } πόντοι
    }
leftovers-seat-no_claim = { " " }— χωρίς δήλωση · { $score ->
        [one] { $score } πόντος
       *[other] { $score } πόντοι
    }
leftovers-seat-out = { " " }— εκτός · { $score ->
        [one] { $score } πόντος
       *[other] { $score } πόντοι
    }
leftovers-round = Γύρος { $round } · με { $out ->
        [one] { $out } πόντο
       *[other] { $out } πόντους
    } και πάνω: εκτός
leftovers-center = Κέντρο: { $dice } ({ $count ->
        [one] { $count } ζάρι
       *[other] { $count } ζάρια
    }, { $pips ->
        [one] { $pips } κουκκίδα
       *[other] { $pips } κουκκίδες
    })
leftovers-event-seat_throw = Ζαριά για θέσεις: { $throws }.
leftovers-event-seats = Μόνιμοι αριθμοί, προς τα αριστερά: { $order }.
leftovers-event-round = Γύρος { $round }: { $count ->
        [one] ρίχτηκε { $count } ζάρι
       *[other] ρίχτηκαν { $count } ζάρια
    }· ξεκινά { $name }.
leftovers-event-round-after_stuck = Γύρος { $round }: { $count ->
        [one] ρίχτηκε { $count } ζάρι
       *[other] ρίχτηκαν { $count } ζάρια
    }· ξεκινά { $name }, που κόλλησε.
leftovers-event-round-after_out = Γύρος { $round }: { $count ->
        [one] ρίχτηκε { $count } ζάρι
       *[other] ρίχτηκαν { $count } ζάρια
    }· ξεκινά { $name }, ο επόμενος εντός αριστερά από { $stuck }.
leftovers-event-claim = { $name } δηλώνει { $claim } για αυτόν τον γύρο.
leftovers-event-take = { $name } παίρνει { $dice } ({ $left ->
        [one] μένει { $left } ζάρι
       *[other] μένουν { $left } ζάρια
    }).
leftovers-event-doubles = { $name } παίρνει τα διπλά { $dice } ({ $left ->
        [one] μένει { $left } ζάρι
       *[other] μένουν { $left } ζάρια
    }).
leftovers-event-stuck = { $name } δεν μπορεί να πάρει δύο ζάρια: τα αποφάγια { $dice } προσθέτουν { $points ->
        [one] { $points } πόντο
       *[other] { $points } πόντους
    } στο σκορ (τώρα { $score ->
        [one] { $score } πόντος
       *[other] { $score } πόντοι
    }).
leftovers-event-stuck-empty = { $name } δεν μπορεί να πάρει δύο ζάρια, αλλά το κέντρο είναι άδειο: 0 πόντοι.
leftovers-event-out = { $name } έχει { $score ->
        [one] { $score } πόντο
       *[other] { $score } πόντους
    } (≥ { $out }): εκτός.
leftovers-event-win = 🏆 { $name } έμεινε τελευταίος εντός και κερδίζει με { $score ->
        [one] { $score } πόντο
       *[other] { $score } πόντους
    }!
leftovers-rules = **Bad Leftovers (Κακά αποφάγια)** — 2 έως 12 παίκτες. Οι πόντοι είναι κακοί.
    { "*" }*Θέσεις.** Στην αρχή όλοι ρίχνουν ένα ζάρι: ο ψηλότερος είναι ο αριθμός 1 (οι ισοπαλίες ξαναρίχνουν μεταξύ τους) και οι αριθμοί αυξάνονται προς τα αριστερά γύρω από το τραπέζι (με τη σειρά εισόδου). Αυτός είναι ο **μόνιμος αριθμός** σου· ο αριθμός 1 ξεκινά τον πρώτο γύρο.
    { "*" }*Ένας γύρος.** Ρίχνονται όλα τα ζάρια του κέντρου: 20 για δύο παίκτες και 3 για κάθε επιπλέον παίκτη εντός, ξαναμετρημένα κάθε γύρο (επιλογή *σταθερός σωρός*: μετριούνται μία φορά, για όσους ξεκινούν). Προς τα αριστερά από τον πρώτο του γύρου, στη σειρά σου πρέπει να πάρεις δύο ζάρια: δύο που κάνουν τη **δήλωσή** σου για τον γύρο, ή δύο που δείχνουν και τα δύο τον μόνιμο αριθμό σου (μόνο αριθμοί 1 έως 6). Δηλώνεις έναν αριθμό από 7 έως 12 με το πρώτο σου πάρσιμο του γύρου (κι άλλοι μπορούν να δηλώσουν τον ίδιο)· μένει δική σου ως το τέλος του γύρου. Στην πρώτη σου σειρά διαλέγεις τη δήλωση, μετά τα δύο ζάρια: κάθε κουμπί Δήλωσης λέει πόσα ζεύγη έχει τώρα το κέντρο γι' αυτήν (μαζί με τα διπλά σου, χωρίς ζάρι μετρημένο δύο φορές)· οι αδύνατες είναι γκρίζες.
    { "*" }*Κόλλημα.** Ο πρώτος παίκτης που δεν μπορεί να πάρει δύο ζάρια κολλάει: οι κουκκίδες που φαίνονται ακόμη στο κέντρο προστίθενται στο σκορ του και ο γύρος τελειώνει (με άδειο κέντρο, 0 πόντοι). Αυτός που κόλλησε ξεκινά τον επόμενο γύρο· αν είναι εκτός, ξεκινά ο επόμενος εντός στα αριστερά του.
    { "*" }*Εκτός.** Με 21 πόντους ή περισσότερους είσαι εκτός. Ο τελευταίος εντός κερδίζει.
    Όποιος αποχωρεί βγαίνει αμέσως εκτός· το σκορ του μένει στο φύλλο και ο γύρος συνεχίζει χωρίς αυτόν. Αν δεν κινηθείς μέσα στον χρόνο σειράς (15 δ έως 1 ώρα, προεπιλογή 60 δ) κινείται το bot για σένα όπως οι υπολογιστές: κρατά την κίνηση που σου αφήνει τα περισσότερα παρσίματα, και μετά αυτή που αφήνει στον επόμενο τα λιγότερα.
    Το `/leaderboard` δείχνει τα τρέχοντα σκορ του παιχνιδιού του καναλιού και την κατάταξη του διακομιστή. Μετά το τέλος, όποιος θέλει ελέγχει κάθε ζαριά: `/game verify`.

## Its name

game-leftovers = Bad Leftovers (Κακά αποφάγια)

## The command picker

cmd-leftovers-fixed_pile = Μέτρα τα ζάρια του κέντρου μία φορά, για όσους ξεκινούν: ο σωρός κρατά το μέγεθός του
cmd-leftovers-fixed_pile-name = σταθερός-σωρός

## /stats

stats-leftovers = { $whole },{ $tenths } πόντοι ανά γύρο (λιγότεροι είναι καλύτερα)

## /leftovers odds: the command picker

cmd-leftovers-odds = Η πιθανότητα νίκης κάθε θέσης σε τραπέζι Bad Leftovers, και πόσο κρατά ένα παιχνίδι

## /leftovers odds: the answer

odds-header-leftovers = Πιθανότητα νίκης, ανά αριθμό θέσης (η θέση 1 παίζει πρώτη):

## Live chances

leftovers-option-live_chances = ζωντανές πιθανότητες
