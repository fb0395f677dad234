### Svenska: high roll, ett spel bara för tester.

high_roll-action-roll = Slå
high_roll-seat = { " " }— summa { $total }
high_roll-round = Runda { $round } av { $rounds }
high_roll-event-roll = { $name } slog { $face }.
high_roll-event-won = 🏆 { $names } { $count ->
        [one] vinner
       *[other] delar på segern
    } med summan { $total }!
high_roll-rules = **Högsta slaget** — 2 till 6 spelare.
    Alla slår en tärning i tur och ordning, tre varv runt bordet; högsta summan vinner, och vid lika delas segern.
    Plats 1 (värden) slår först. Slår du inte inom turtiden slår boten åt dig.

## game

game-high_roll = Högsta slaget

## commands

cmd-high_roll = Tärningsspelet Högsta slaget
cmd-high_roll-start = Öppna ett bord för Högsta slaget i den här kanalen

## /stats

stats-high_roll = Bästa summa: { $total }
