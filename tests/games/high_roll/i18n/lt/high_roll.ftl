### Lietuvių: high roll, žaidimas tik testams.

high_roll-action-roll = Mesti
high_roll-seat = { " " }— suma { $total }
high_roll-round = Raundas { $round } iš { $rounds }
high_roll-event-roll = { $name } meta { $face }.
high_roll-event-won = 🏆 { $names } { $count ->
        [one] laimi
        [few] dalijasi pergale
        [many] dalijasi pergale
       *[other] dalijasi pergale
    }, suma { $total }!
high_roll-rules = **Didžiausias metimas (High roll)** — nuo 2 iki 6 žaidėjų.
    Kiekvienas paeiliui meta vieną kauliuką, tris kartus aplink stalą; laimi didžiausia suma, o lygūs dalijasi pergale.
    1 vieta (šeimininkas) meta pirma. Jei nemetate per ėjimo laiką, botas meta už jus.
game-high_roll = Didžiausias metimas
cmd-high_roll = Kauliukų žaidimas Didžiausias metimas
cmd-high_roll-start = Atidaryti Didžiausio metimo stalą šiame kanale
stats-high_roll = Geriausia suma: { $total }
