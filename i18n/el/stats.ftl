### Greek: /stats and /history.

## The command picker

cmd-stats = Τα παιχνίδια, οι νίκες και τα ρεκόρ ενός παίκτη σε αυτόν τον διακομιστή
cmd-stats-player = Ποιανού τα στατιστικά (προεπιλογή: τα δικά σου)
cmd-stats-player-name = παίκτης
cmd-stats-game = Μόνο αυτό το παιχνίδι (προεπιλογή: όλα)
cmd-stats-game-name = παιχνίδι
cmd-stats-post = Δημοσίευσε την απάντηση στο κανάλι για όλους (προεπιλογή: μόνο εσύ τη βλέπεις)
cmd-stats-post-name = δημοσίευση
cmd-history = Τα τελευταία 10 παιχνίδια του καναλιού: πότε, ποιος κέρδισε, το τραπέζι και ο σπόρος του
cmd-history-game = Μόνο αυτό το παιχνίδι (προεπιλογή: όλα)
cmd-history-game-name = παιχνίδι
cmd-history-post = Δημοσίευσε την απάντηση στο κανάλι για όλους (προεπιλογή: μόνο εσύ τη βλέπεις)
cmd-history-post-name = δημοσίευση

## /stats

stats-title = Στατιστικά — { $name }
stats-total = **Όλα τα παιχνίδια** — { $games ->
        [one] { $games } παιχνίδι
       *[other] { $games } παιχνίδια
    }, { $wins ->
        [one] { $wins } νίκη
       *[other] { $wins } νίκες
    }
stats-kind = **{ $game }** — { $games ->
        [one] { $games } παιχνίδι
       *[other] { $games } παιχνίδια
    }, { $wins ->
        [one] { $wins } νίκη
       *[other] { $wins } νίκες
    }
stats-rate = { " " }· ποσοστό νικών { $percent }%
stats-rank = { " " }· θέση { $rank } από { $ranked }
stats-rate-later = { " " }· ποσοστό νικών από { $min ->
        [one] { $min } παιχνίδι
       *[other] { $min } παιχνίδια
    } και μετά
stats-empty = { $name } δεν έχει τελειώσει ακόμη παιχνίδι σε αυτόν τον διακομιστή ({ $game }).
stats-all_games = οποιοδήποτε παιχνίδι

## /history

history-title = Τελευταία παιχνίδια σε αυτό το κανάλι
history-title-kind = Τελευταία παιχνίδια { $game } σε αυτό το κανάλι
history-line = { $when } · **{ $game }** · { $outcome } · [τραπέζι]({ $url }) · σπόρος `{ $seed }`
history-line-no_link = { $when } · **{ $game }** · { $outcome } · σπόρος `{ $seed }`
history-won = νίκη: { $names }
history-lost = ήττα: { $names }
history-no_winner = κανένας νικητής
history-computer = { $name } (υπολογιστής)
history-footer = Ο σπόρος ενός παιχνιδιού δίνει κάθε ζαριά του: το /game verify δείχνει πώς να ελέγξεις.
history-empty = Δεν έχει τελειώσει ακόμη κανένα παιχνίδι σε αυτό το κανάλι.
history-empty-kind = Δεν έχει τελειώσει ακόμη κανένα παιχνίδι { $game } σε αυτό το κανάλι.
