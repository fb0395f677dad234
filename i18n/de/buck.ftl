### German: Buck Dice.

buck-action-throw = Werfen
buck-button-again = Revanche
buck-option-fewer_dice = weniger Würfel (zwei ab 13, einer ab 14)
buck-option-point_per_throw = ein Punkt pro Wurf

## Seats

buck-seat = { " " }— { $score ->
        [one] { $score } Punkt
       *[other] { $score } Punkte
    }
buck-seat-dice-2 = { " " }— { $score ->
        [one] { $score } Punkt
       *[other] { $score } Punkte
    } · wirft zwei Würfel
buck-seat-dice-1 = { " " }— { $score ->
        [one] { $score } Punkt
       *[other] { $score } Punkte
    } · wirft einen Würfel
buck-seat-made = { " " }— ✅ Buck #{ $place }
buck-seat-loser = { " " }— 💀 verliert mit { $score ->
        [one] { $score } Punkt
       *[other] { $score } Punkten
    }

## The whole game

buck-point = 🎯 Zielzahl: **{ $point }** { $face }
buck-shooter-opening = Erster Werfer: { $shooter } (höchster beim Reihenfolgewurf)
buck-shooter-rotated = Spiel { $game }: { $shooter } wirft zuerst, ein Platz links vom ersten Werfer des letzten Spiels
buck-loser = 💀 **Verlierer: { $name }**

## Events

# $throws: each player and their die; at a big table only who threw highest and lowest (see buck.throws.*).
buck-event-order_throw-order = 🎲 Reihenfolgewurf: { $throws }.
buck-event-order_throw-order-again = 🎲 Alle gleich, alle werfen nochmal: { $throws }.
buck-event-order_throw-first_shooter = 🎲 Gleichstand oben, neu werfen: { $throws }.
buck-event-order_throw-point_thrower = 🎲 Gleichstand unten, neu werfen: { $throws }.
buck-throws-extremes = höchster { $high } { $top }, niedrigster { $low } { $bottom }
buck-throws-highest = höchster { $high } { $top }
buck-throws-lowest = niedrigster { $low } { $bottom }
buck-throws-all_tied = alle warfen { $face }
buck-throws-more = { $names } und { $others ->
        [one] { $others } weiterer
       *[other] { $others } weitere
    }
buck-event-first_shooter-opening = { $name } warf am höchsten und wirft zuerst.
buck-event-first_shooter-rotated = Spiel { $game }: { $name } wirft zuerst (Beginn einen Platz nach links gerückt).
buck-event-point_throw = 🎯 { $name } warf die Zielzahl: **{ $point }** { $face }.
buck-event-throw-normal = { $name } warf { $faces }: +{ $scored } → { $score }{ $then }
buck-event-throw-miss = { $name } warf { $faces }: keine Zielzahl{ $then }
buck-event-throw-big_buck = { $name } warf { $faces }: **BIG BUCK!** Direkt auf 15{ $then }
buck-event-throw-little_buck = { $name } warf { $faces }: **Little Buck**, +5 → { $score }; Zug endet{ $then }
buck-event-throw-overshoot = { $name } warf { $faces }: **überzogen** ({ $would_be } > 15): zählt nicht{ $then }
buck-then-again = { " " }— wirft nochmal.
buck-then-pass = { " " }— Würfel gehen weiter.
buck-then-end = .
# With fewer dice, a throw that reaches 13 or 14 says what changes from the next throw on.
buck-note-dice-2 = { " " }Bei 13: ab jetzt zwei Würfel.
buck-note-dice-1 = { " " }Bei 14: ab jetzt ein Würfel.
buck-event-made_buck = ✅ { $name } hat genau 15: ein Buck (#{ $place }). Scheidet aus und kann nicht mehr verlieren.
buck-event-left_rotation = { $name } verlässt die Runde; { $next } wirft.
buck-event-loser-throw = 💀 { $name } ist als Letzter übrig: **Verlierer**, mit { $score ->
        [one] { $score } Punkt
       *[other] { $score } Punkten
    }.
buck-event-loser-forfeit = 💀 { $name } ging, während nur noch ein anderer Spieler mitwarf: **Verlierer**.

## Help

buck-rules = **Buck Dice** — 2 bis 20 Spieler, drei Würfel. Erreiche genau 15; wer als Letzter übrig bleibt, verliert.
    { "*" }*Eröffnung** (bei Start): Alle werfen einen Würfel. Der Höchste wirft zuerst; der Niedrigste wirft einen Würfel für die **Zielzahl**. Sind alle gleich, werfen alle neu (also stets zwei verschiedene Spieler); danach werfen bei Gleichstand oben, dann unten, die Gleichen neu.
    { "*" }*Dein Zug**: Drück Werfen. Jeder Würfel mit der Zielzahl zählt einen Punkt (3-3-6 bei Zielzahl 3 zählt 2) und du wirfst nochmal; ein Wurf ohne sie gibt die Würfel nach links weiter.
    { "*" }*Big Buck**: Dreimal die Zielzahl setzt deinen Stand auf 15, egal was du hattest (auch 13 oder 14).
    { "*" }*Little Buck**: Ein Drilling ohne Zielzahl zählt 5, und die Würfel gehen weiter (von 10 aus ergibt das genau 15).
    { "*" }*Überzogen**: Ein Wurf, der dich über 15 brächte (auch ein Little Buck), zählt nicht: wirf nochmal.
    Mit genau 15 hast du einen Buck und scheidest aus; der Tisch zeigt die Reihenfolge der Bucks.
    Option *weniger Würfel*: Ab 13 Punkten wirfst du zwei Würfel, ab 14 einen. Die Zielzahl behält weiter deinen Zug; Big und Little Buck brauchen drei Würfel, und du kannst nicht überziehen.
    Option *ein Punkt pro Wurf*: Ein Wurf mit der Zielzahl zählt einen Punkt, egal wie viele Würfel sie zeigen (Big Buck bleibt 15).
    { "*" }*Revanche**: gleiche Optionen; die letzten Spieler sind mit einem Klick wieder dabei. Der erste Werfer rückt unter den Spielenden einen Platz nach links, sein rechter Nachbar wirft die neue Zielzahl.
    { "*" }*Verlassen** (`/game leave` oder vom Gastgeber entfernt): Wirfst du nur noch gegen einen anderen, verlierst du (er entkommt); sonst verlässt du nur die Runde, weder Gewinner noch Verlierer (die Würfel gehen weiter, wenn du dran warst), und ein geschaffter Buck bleibt dir.
    Wirfst du nicht in der Zugzeit (15 s bis 1 h, Standard 60 s), wirft der Bot für dich.
    Die Würfel stammen aus einem geheimen Seed, zu Beginn festgelegt (SHA-256), am Ende enthüllt: Jeder kann jeden Wurf prüfen (`/game verify`).

## Its name

game-buck = Buck Dice

## The command picker

cmd-buck = Buck Dice: erreiche genau 15, wer als Letzter übrig bleibt, verliert
cmd-buck-start = Einen Buck-Dice-Tisch in diesem Kanal eröffnen
cmd-buck-fewer_dice = Ab 13 Punkten zwei Würfel werfen, ab 14 einen
cmd-buck-point_per_throw = Ein Wurf mit der Zielzahl zählt einen Punkt, egal wie viele Würfel sie zeigen
cmd-buck-fewer_dice-name = weniger-würfel
cmd-buck-point_per_throw-name = punkt-pro-wurf

## /stats

stats-buck = Als Letzter übrig (verloren): { $times ->
        [one] { $times } Mal
       *[other] { $times } Mal
    }

## /buck odds: the command picker

cmd-buck-odds = Die Chance jedes Platzes, einen Buck-Dice-Tisch zu verlieren, und wie lange ein Spiel dauert

## /buck odds: the answer

odds-header-buck = Chance zu **verlieren** (als Letzter übrig), nach Platz ab dem ersten Werfer:
odds-method-exact-buck = Exakt: dynamische Programmierung über Punktstände und Züge.

## Live chances

cmd-buck-live_chances = Zeigt neben dem Punktstand jedes Spielers seine Verlierchance, nach jedem Wurf aktualisiert
cmd-buck-live_chances-name = live-chancen
buck-option-live_chances = Live-Verlierchancen
