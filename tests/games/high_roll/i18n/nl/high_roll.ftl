### Nederlands: high roll, een spel alleen voor tests.

high_roll-action-roll = Gooien
high_roll-seat = { " " }— totaal { $total }
high_roll-round = Ronde { $round } van { $rounds }
high_roll-event-roll = { $name } gooide { $face }.
high_roll-event-won = 🏆 { $names } { $count ->
        [one] wint
       *[other] delen de winst
    } met een totaal van { $total }!
high_roll-rules = **Hoogste worp** — 2 tot 6 spelers.
    Iedereen gooit om de beurt één steen, drie keer rond de tafel; het hoogste totaal wint, en bij gelijkspel wordt de winst gedeeld.
    Plaats 1 (de host) gooit eerst. Gooi je niet binnen de beurttijd, dan gooit de bot voor je.

## game

game-high_roll = Hoogste worp

## commands

cmd-high_roll = Dobbelspel Hoogste worp
cmd-high_roll-start = Open een tafel voor Hoogste worp in dit kanaal

## /stats

stats-high_roll = Beste totaal: { $total }
