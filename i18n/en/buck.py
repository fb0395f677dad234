"""English: Buck Dice."""

MESSAGES: dict[str, str] = {
    "buck.action.throw": "Throw",
    "buck.button.again": "Rematch",
    "buck.option.fewer_dice": "fewer dice (two at 13, one at 14)",
    "buck.option.point_per_throw": "one point per throw",
    # --- seats -------------------------------------------------------------
    "buck.seat": " — {score:plural:# point|# points}",
    "buck.seat.dice.2": " — {score:plural:# point|# points} · throws two dice",
    "buck.seat.dice.1": " — {score:plural:# point|# points} · throws one die",
    "buck.seat.made": " — ✅ buck #{place}",
    "buck.seat.loser": " — 💀 loser with {score:plural:# point|# points}",
    # --- the whole game ----------------------------------------------------
    "buck.point": "🎯 Point number: **{point}** {face}",
    "buck.shooter.opening": "First shooter: {shooter} (highest in the order throw)",
    "buck.shooter.rotated": "Game {game}: {shooter} shoots first, one seat left of last game's first shooter",
    "buck.loser": "💀 **Loser: {name}**",
    # --- events ------------------------------------------------------------
    # {throws}: each player and their die; at a big table only who threw highest and lowest (see buck.throws.*).
    "buck.event.order_throw.order": "🎲 Order throw: {throws}.",
    "buck.event.order_throw.order.again": "🎲 Everyone tied, everyone throws again: {throws}.",
    "buck.event.order_throw.first_shooter": "🎲 Tie for highest, re-throw: {throws}.",
    "buck.event.order_throw.point_thrower": "🎲 Tie for lowest, re-throw: {throws}.",
    "buck.throws.extremes": "highest {high} {top}, lowest {low} {bottom}",
    "buck.throws.highest": "highest {high} {top}",
    "buck.throws.lowest": "lowest {low} {bottom}",
    "buck.throws.all_tied": "everyone threw {face}",
    "buck.throws.more": "{names} and {others:plural:# other|# others}",
    "buck.event.first_shooter.opening": "{name} threw highest and shoots first.",
    "buck.event.first_shooter.rotated": "Game {game}: {name} shoots first (start of play moved one seat left).",
    "buck.event.point_throw": "🎯 {name} threw the point number: **{point}** {face}.",
    "buck.event.throw.normal": "{name} threw {faces}: +{scored} → {score}{then}",
    "buck.event.throw.miss": "{name} threw {faces}: no point number{then}",
    "buck.event.throw.big_buck": "{name} threw {faces}: **BIG BUCK!** Straight to 15{then}",
    "buck.event.throw.little_buck": "{name} threw {faces}: **little buck**, +5 → {score}; it ends the turn{then}",
    "buck.event.throw.overshoot": "{name} threw {faces}: **overshoot** ({would_be} > 15): nothing scored{then}",
    "buck.then.again": " — throws again.",
    "buck.then.pass": " — the dice pass on.",
    "buck.then.end": ".",
    # With fewer dice, a throw that reaches 13 or 14 says what changes from the next throw on.
    "buck.note.dice.2": " At 13: two dice from now on.",
    "buck.note.dice.1": " At 14: one die from now on.",
    "buck.event.made_buck": "✅ {name} has exactly 15: a buck (#{place}). They withdraw, safe from losing.",
    "buck.event.left_rotation": "{name} leaves the rotation; {next} throws.",
    "buck.event.loser.throw": "💀 {name} is the last one left: **the loser**, with {score:plural:# point|# points}.",
    "buck.event.loser.forfeit": "💀 {name} left while still throwing against one other player: **the loser**.",
    # --- help --------------------------------------------------------------
    "buck.rules": (
        "**Buck Dice** — 2 to 20 players, three dice. Make exactly 15; the last one left is the loser.\n"
        "**Opening** (at Start): everyone throws one die. Highest shoots first; lowest throws one die for the "
        "**point number**. If everyone ties, everyone re-throws (so these are always two different players); "
        "then ties for highest, then ties for lowest, re-throw among the tied.\n"
        "**Your turn**: press Throw. Each die showing the point number scores one (3-3-6 with point 3 scores 2) "
        "and you throw again; a throw without it passes the dice left.\n"
        "**Big buck**: three point numbers set your score to 15, whatever you had (even 13 or 14).\n"
        "**Little buck**: three of a kind that is not the point number scores 5, and the dice pass "
        "(from 10 it makes exactly 15).\n"
        "**Overshoot**: a throw that would take you past 15 (little buck too) does not count: throw again.\n"
        "At exactly 15 you have made a buck and withdraw; the table lists the order of bucks.\n"
        "Option *fewer dice*: at 13 points throw two dice, at 14 one. A point number still keeps your turn; "
        "big and little buck need three dice, and you cannot overshoot.\n"
        "Option *one point per throw*: a throw showing the point number scores one, however many dice show it "
        "(big buck still makes 15).\n"
        "**Rematch**: same options; the last game's players are invited and rejoin with one click. The first "
        "shooter moves one seat left among those playing and the player on their right throws the new point "
        "number.\n"
        "**Leaving** (`/game leave`, or removed by the host): if you and just one other player are still throwing, you are the loser "
        "(they escape); otherwise you just leave the rotation, neither winner nor loser (the dice pass if it "
        "was your turn), and a buck you made stays yours.\n"
        "If you do not throw within the turn timeout (15 s to 1 h, default 60 s) the bot throws for you.\n"
        "The dice come from a secret seed, committed (SHA-256) at the start and revealed at the end: anyone can "
        "check every throw (`/game verify`)."
    ),
}
