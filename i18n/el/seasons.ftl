### el: seasons (/leaderboard and /stats per season, /settings season) and luck.

cmd-leaderboard-season = Ποια σεζόν (προεπιλογή: η τρέχουσα) ή όλη η διάρκεια
cmd-leaderboard-season-name = σεζόν
cmd-leaderboard-luck = Δείξε τον πίνακα τύχης: ποιος νίκησε τις πιθανότητες και ποιος όχι
cmd-leaderboard-luck-name = τύχη
cmd-stats-season = Ποια σεζόν (προεπιλογή: η τρέχουσα) ή όλη η διάρκεια
cmd-stats-season-name = σεζόν
cmd-settings-season = Πόσο διαρκεί μια σεζόν των /leaderboard και /stats (σε UTC)
cmd-settings-season-length = Μια αλλαγή ξεκινά νέα σεζόν τώρα· οι σεζόν που έληξαν μένουν ως είχαν
cmd-settings-season-length-name = διάρκεια
season-length-week = Εβδομάδα (από Δευτέρα 00:00 UTC)
season-length-month = Μήνας (από την 1η, 00:00 UTC)
season-length-none = Καμία (μόνο όλη η διάρκεια)
season-choice-current = Τρέχουσα σεζόν
season-choice-all = Όλη η διάρκεια
season-choice-past = Σεζόν { $start } – { $end }
season-current = Σεζόν από <t:{ $start }:d> · λήγει <t:{ $end }:R> (<t:{ $end }:f>)
season-past = Σεζόν <t:{ $start }:d> – <t:{ $last }:d> (έληξε)
season-all = Όλη η διάρκεια
settings-season = Σεζόν: { $value }
season-saved = Αποθηκεύτηκε. { $line }
    Η τρέχουσα σεζόν λήγει τώρα· όσες έληξαν μένουν ως είχαν.
season-invalid = Μια σεζόν είναι εβδομάδα, μήνας ή καμία· δεν άλλαξε τίποτα.
luck-won = Τύχη: κέρδισες { $hits } από { $games }· τα ζάρια σού έδιναν { $expected }: **{ $luck }**
luck-lost = Τύχη: έχασες { $hits } από { $games }· τα ζάρια σού έδιναν { $expected } ήττες: **{ $luck }**
luck-total = **Τύχη σε όλα τα παιχνίδια**: { $luck } σε { $games ->
        [one] { $games } παιχνίδι
       *[other] { $games } παιχνίδια
    }
luck-how = *Τύχη = οι νίκες σου μείον το άθροισμα των πιθανοτήτων σου να νικήσεις στην αρχή κάθε παιχνιδιού (Buck Dice: ανάποδα, με ήττες). Πάνω από 0: πιο τυχερός απ' όσο υπόσχονταν τα ζάρια.*
luck-older = *Τα παιχνίδια πριν το Pips κρατά πιθανότητες δεν μετρούν.*
luck-board-title = Τύχη — { $game }
luck-board-luckiest = **Οι πιο τυχεροί**
luck-board-unluckiest = **Οι πιο άτυχοι**
luck-board-line = { $rank }. { $name } **{ $luck }** ({ $games ->
        [one] { $games } παιχνίδι
       *[other] { $games } παιχνίδια
    })
luck-board-empty = Κανείς δεν έχει ακόμη { $min ->
        [one] { $min } παιχνίδι
       *[other] { $min } παιχνίδια
    } με πιθανότητες σε αυτό το διάστημα.
luck-board-hint = Ποιος είχε τα πιο τυχερά ζάρια; /leaderboard luck
luck-number = { $sign }{ $whole },{ $tenths }
