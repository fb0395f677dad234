### Norsk: high roll, et spill bare for tester.

high_roll-action-roll = Slå
high_roll-seat = { " " }— sum { $total }
high_roll-round = Runde { $round } av { $rounds }
high_roll-event-roll = { $name } slo { $face }.
high_roll-event-won = 🏆 { $names } { $count ->
        [one] vinner
       *[other] deler seieren
    } med totalt { $total }!
high_roll-rules = **Høyeste slag** — 2 til 6 spillere.
    Alle slår én terning etter tur, tre ganger rundt bordet; høyeste sum vinner, og ved uavgjort deles seieren.
    Plass 1 (verten) slår først. Slår du ikke innen turtiden, slår boten for deg.

## game

game-high_roll = Høyeste slag

## commands

cmd-high_roll = Terningspillet Høyeste slag
cmd-high_roll-start = Åpne et bord for Høyeste slag i denne kanalen

## /stats

stats-high_roll = Beste sum: { $total }
