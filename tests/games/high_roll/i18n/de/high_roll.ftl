### Deutsch: high roll, ein Spiel nur für Tests.

high_roll-action-roll = Würfeln
high_roll-seat = { " " }— Summe { $total }
high_roll-round = Runde { $round } von { $rounds }
high_roll-event-roll = { $name } würfelte { $face }.
high_roll-event-won = 🏆 { $names } { $count ->
        [one] gewinnt
       *[other] teilen sich den Sieg
    } mit einer Summe von { $total }!
high_roll-rules = **Höchster Wurf** — 2 bis 6 Spieler.
    Reihum würfelt jeder einen Würfel, dreimal um den Tisch; die höchste Summe gewinnt, bei Gleichstand wird der Sieg geteilt.
    Platz 1 (der Gastgeber) würfelt zuerst. Würfelst du nicht innerhalb der Zugzeit, würfelt der Bot für dich.

## game

game-high_roll = Höchster Wurf

## commands

cmd-high_roll = Würfelspiel Höchster Wurf
cmd-high_roll-start = Einen Tisch für Höchster Wurf in diesem Kanal eröffnen

## /stats

stats-high_roll = Beste Summe: { $total }
