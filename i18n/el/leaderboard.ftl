### Greek: /leaderboard.

cmd-leaderboard = Η κατάταξη του διακομιστή (οι υπολογιστές χωριστά) και τα σκορ ενός Bad Leftovers εδώ
cmd-leaderboard-game = Μόνο αυτό το παιχνίδι (προεπιλογή: όλα)
leaderboard-title = Κατάταξη — { $game }
leaderboard-all_games = όλα τα παιχνίδια
leaderboard-kind = **{ $game }**
leaderboard-kind-per_round = **{ $game }** · πόντοι ανά γύρο: λιγότεροι είναι καλύτερα
leaderboard-computers = *Υπολογιστές, χωριστή κατάταξη:*
leaderboard-line = { $rank }. { $name } — { $wins ->
        [one] { $wins } νίκη
       *[other] { $wins } νίκες
    }, { $games ->
        [one] { $games } παιχνίδι
       *[other] { $games } παιχνίδια
    }
leaderboard-line-per_round = { " " }· { $whole },{ $tenths } ανά γύρο
leaderboard-empty = Κανένα ολοκληρωμένο παιχνίδι ακόμη ({ $game }) σε αυτόν τον διακομιστή: τελείωσε ένα και θα φανεί εδώ.
leaderboard-running = { $game } σε αυτό το κανάλι — γύρος { $round }
leaderboard-running-line = { $number }. { $name }{ $detail }
leaderboard-running-left = { " " }· αποχώρησε
leaderboard-page = Σελίδα { $page } από { $pages }
leaderboard-previous = ◀ Προηγούμενη
leaderboard-next = Επόμενη ▶
