### Greek: live win chances on the table (the live_chances table option).

chances-seat = { " " }· { $percent }%
chances-seat-lose = { " " }· πιθανότητα ήττας { $percent }%
cmd-live_chances = Δείξε την πιθανότητα νίκης κάθε παίκτη δίπλα στο σκορ, ενημερωμένη σε κάθε κίνηση
cmd-live_chances-name = ζωντανές-πιθανότητες
