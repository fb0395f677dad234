### Magyar: high roll, csak tesztekhez való játék.

high_roll-action-roll = Dobás
high_roll-seat = { " " }— összesen { $total }
high_roll-round = { $round }. kör / { $rounds }
high_roll-event-roll = { $name } dobása { $face }.
high_roll-event-won = 🏆 { $names } { $count ->
        [one] nyert
       *[other] osztoznak a győzelmen
    }, összesen { $total }!
high_roll-rules = **Legnagyobb dobás (High roll)** — 2–6 játékos.
    Mindenki sorban dob egy kockával, háromszor körbe az asztalon; a legnagyobb összeg nyer, holtversenyben osztoznak a győzelmen.
    Az 1. hely (a házigazda) dob elsőként. Ha a lépésidőn belül nem dobsz, a bot dob helyetted.
game-high_roll = Legnagyobb dobás
cmd-high_roll = Legnagyobb dobás kockajáték
cmd-high_roll-start = Legnagyobb dobás asztal nyitása ebben a csatornában
stats-high_roll = Legjobb összeg: { $total }
