### British English: Buck Dice.

buck-action-throw = Throw
buck-button-again = Rematch
buck-option-fewer_dice = fewer dice (two at 13, one at 14)
buck-option-point_per_throw = one point per throw

## Seats

buck-seat = { " " }— { $score ->
        [one] { $score } point
       *[other] { $score } points
    }
buck-seat-dice-2 = { " " }— { $score ->
        [one] { $score } point
       *[other] { $score } points
    } · throws two dice
buck-seat-dice-1 = { " " }— { $score ->
        [one] { $score } point
       *[other] { $score } points
    } · throws one die
buck-seat-made = { " " }— ✅ buck #{ $place }
buck-seat-loser = { " " }— 💀 loser with { $score ->
        [one] { $score } point
       *[other] { $score } points
    }

## The whole game

buck-point = 🎯 Point number: **{ $point }** { $face }
buck-shooter-opening = First shooter: { $shooter } (highest in the order throw)
buck-shooter-rotated = Game { $game }: { $shooter } shoots first, one seat left of last game's first shooter
buck-loser = 💀 **Loser: { $name }**

## Events

# $throws: each player and their die; at a big table only who threw highest and lowest (see buck.throws.*).
buck-event-order_throw-order = 🎲 Order throw: { $throws }.
buck-event-order_throw-order-again = 🎲 Everyone tied, everyone throws again: { $throws }.
buck-event-order_throw-first_shooter = 🎲 Tie for highest, re-throw: { $throws }.
buck-event-order_throw-point_thrower = 🎲 Tie for lowest, re-throw: { $throws }.
buck-throws-extremes = highest { $high } { $top }, lowest { $low } { $bottom }
buck-throws-highest = highest { $high } { $top }
buck-throws-lowest = lowest { $low } { $bottom }
buck-throws-all_tied = everyone threw { $face }
buck-throws-more = { $names } and { $others ->
        [one] { $others } other
       *[other] { $others } others
    }
buck-event-first_shooter-opening = { $name } threw highest and shoots first.
buck-event-first_shooter-rotated = Game { $game }: { $name } shoots first (start of play moved one seat left).
buck-event-point_throw = 🎯 { $name } threw the point number: **{ $point }** { $face }.
buck-event-throw-normal = { $name } threw { $faces }: +{ $scored } → { $score }{ $then }
buck-event-throw-miss = { $name } threw { $faces }: no point number{ $then }
buck-event-throw-big_buck = { $name } threw { $faces }: **BIG BUCK!** Straight to 15{ $then }
buck-event-throw-little_buck = { $name } threw { $faces }: **little buck**, +5 → { $score }; it ends the turn{ $then }
buck-event-throw-overshoot = { $name } threw { $faces }: **overshoot** ({ $would_be } > 15): nothing scored{ $then }
buck-then-again = { " " }— throws again.
buck-then-pass = { " " }— the dice pass on.
buck-then-end = .
# With fewer dice, a throw that reaches 13 or 14 says what changes from the next throw on.
buck-note-dice-2 = { " " }At 13: two dice from now on.
buck-note-dice-1 = { " " }At 14: one die from now on.
buck-event-made_buck = ✅ { $name } has exactly 15: a buck (#{ $place }). They withdraw, safe from losing.
buck-event-left_rotation = { $name } leaves the rotation; { $next } throws.
buck-event-loser-throw = 💀 { $name } is the last one left: **the loser**, with { $score ->
        [one] { $score } point
       *[other] { $score } points
    }.
buck-event-loser-forfeit = 💀 { $name } left while still throwing against one other player: **the loser**.

## Help

buck-rules = **Buck Dice** — 2 to 20 players, three dice. Make exactly 15; the last one left is the loser.
    { "*" }*Opening** (at Start): everyone throws one die. Highest shoots first; lowest throws one die for the **point number**. If everyone ties, everyone re-throws (so these are always two different players); then ties for highest, then ties for lowest, re-throw among the tied.
    { "*" }*Your turn**: press Throw. Each die showing the point number scores one (3-3-6 with point 3 scores 2) and you throw again; a throw without it passes the dice left.
    { "*" }*Big buck**: three point numbers set your score to 15, whatever you had (even 13 or 14).
    { "*" }*Little buck**: three of a kind that is not the point number scores 5, and the dice pass (from 10 it makes exactly 15).
    { "*" }*Overshoot**: a throw that would take you past 15 (little buck too) does not count: throw again.
    At exactly 15 you have made a buck and withdraw; the table lists the order of bucks.
    Option *fewer dice*: at 13 points throw two dice, at 14 one. A point number still keeps your turn; big and little buck need three dice, and you cannot overshoot.
    Option *one point per throw*: a throw showing the point number scores one, however many dice show it (big buck still makes 15).
    { "*" }*Rematch**: same options; the last game's players are invited and rejoin with one click. The first shooter moves one seat left among those playing and the player on their right throws the new point number.
    { "*" }*Leaving** (`/game leave`, or removed by the host): if you and just one other player are still throwing, you are the loser (they escape); otherwise you just leave the rotation, neither winner nor loser (the dice pass if it was your turn), and a buck you made stays yours.
    If you do not throw within the turn timeout (15 s to 1 h, default 60 s) the bot throws for you.
    The dice come from a secret seed, committed (SHA-256) at the start and revealed at the end: anyone can check every throw (`/game verify`).

## Its name

game-buck = Buck Dice

## The command picker

cmd-buck = Buck Dice: make exactly 15, the last one left loses
cmd-buck-start = Open a Buck Dice table in this channel
cmd-buck-fewer_dice = Throw two dice at 13 points and one die at 14
cmd-buck-point_per_throw = A throw showing the point number scores one point, however many dice show it
cmd-buck-fewer_dice-name = fewer-dice
cmd-buck-point_per_throw-name = point-per-throw

## /stats

stats-buck = Left last (lost): { $times ->
        [one] { $times } time
       *[other] { $times } times
    }

## /buck odds: the command picker

cmd-buck-odds = Each seat's chance to lose a Buck Dice table, and how long a game lasts

## /buck odds: the answer

odds-header-buck = Chance to **lose** (be the last one left), by seat from the first shooter:
odds-method-exact-buck = Exact: dynamic programming over scores and turns.

## Live chances

cmd-buck-live_chances = Show each player's chance of losing next to their score, updated with each throw
cmd-buck-live_chances-name = live-chances
buck-option-live_chances = live chances of losing
