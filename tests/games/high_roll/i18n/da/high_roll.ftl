### Dansk: high roll, et spil kun til test.

high_roll-action-roll = Slå
high_roll-seat = { " " }— i alt { $total }
high_roll-round = Runde { $round } af { $rounds }
high_roll-event-roll = { $name } slog { $face }.
high_roll-event-won = 🏆 { $names } { $count ->
        [one] vinder
       *[other] deler sejren
    } med i alt { $total }!
high_roll-rules = **Højeste slag** — 2 til 6 spillere.
    Alle slår én terning på skift, tre gange rundt om bordet; den højeste sum vinder, og ved uafgjort deles sejren.
    Plads 1 (værten) slår først. Slår du ikke inden for turtiden, slår botten for dig.

## game

game-high_roll = Højeste slag

## commands

cmd-high_roll = Terningspillet Højeste slag
cmd-high_roll-start = Åbn et bord med Højeste slag i denne kanal

## /stats

stats-high_roll = Bedste sum: { $total }
