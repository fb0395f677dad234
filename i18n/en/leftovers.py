"""English: Bad Leftovers."""

MESSAGES: dict[str, str] = {
    "cmd.leftovers": "Bad Leftovers dice game: take pairs, points are bad",
    "cmd.leftovers.start": "Open a Bad Leftovers table in this channel",
    "leftovers.option.fixed_pile": "fixed pile (counted for the players who start)",
    "leftovers.action.claim.pair": "Claim {claim}: take {dice}",
    "leftovers.action.claim.doubles": "Claim {claim}: take {dice} (your doubles)",
    "leftovers.action.take.pair": "Take {dice}",
    "leftovers.action.take.doubles": "Take {dice} (your doubles)",
    "leftovers.button.claim": "Claim {claim} · {pairs:plural:# pair|# pairs}",
    "leftovers.button.back": "◀ Not {claim}: other claims",
    "leftovers.seat": " — {score:plural:# point|# points}",
    "leftovers.seat.claim": " — claim {claim} · {score:plural:# point|# points}",
    "leftovers.seat.no_claim": " — no claim yet · {score:plural:# point|# points}",
    "leftovers.seat.out": " — out · {score:plural:# point|# points}",
    "leftovers.round": "Round {round} · {out:plural:# point|# points} or more is out",
    "leftovers.center": "Center: {dice} ({count:plural:# die|# dice}, {pips:plural:# pip|# pips})",
    "leftovers.event.seat_throw": "Throw for seats: {throws}.",
    "leftovers.event.seats": "Permanent numbers, going left: {order}.",
    "leftovers.event.round": "Round {round}: {count:plural:# die|# dice} thrown; {name} starts.",
    "leftovers.event.round.after_stuck": (
        "Round {round}: {count:plural:# die|# dice} thrown; {name} starts, having been stuck."
    ),
    "leftovers.event.round.after_out": (
        "Round {round}: {count:plural:# die|# dice} thrown; {name} starts, the next one in to the left of {stuck}."
    ),
    "leftovers.event.claim": "{name} claims {claim} for this round.",
    "leftovers.event.take": "{name} takes {dice} ({left:plural:# die|# dice} left).",
    "leftovers.event.doubles": "{name} takes their doubles {dice} ({left:plural:# die|# dice} left).",
    "leftovers.event.stuck": (
        "{name} cannot take two dice: the leftovers {dice} add {points:plural:# point|# points} to their score "
        "(now {score:plural:# point|# points})."
    ),
    "leftovers.event.stuck.empty": "{name} cannot take two dice, but the center is empty: no points.",
    "leftovers.event.out": "{name} has {score:plural:# point|# points} ({out} or more) and is out.",
    "leftovers.event.win": "🏆 {name} is the last one in and wins with {score:plural:# point|# points}!",
    "leftovers.rules": (
        "**Bad Leftovers** — 2 to 12 players. Points are bad.\n"
        "**Seats.** At the start everyone throws a die: the highest is number 1 (ties throw again among the tied) "
        "and numbers grow going left around the table (the order players joined in). That is your "
        "**permanent number**; number 1 starts the first round.\n"
        "**A round.** All the center dice are thrown: 20 for two players plus 3 for each further player still in, "
        "recounted every round (option *fixed pile*: counted once, for the players who start, it keeps that size as "
        "players go out). Going left from the round's first player, on your turn you must take two dice: "
        "two that total your **claim** for the round, or two that both show your permanent number (numbers 1 to 6 "
        "only — a die has no higher face). You announce your claim, any number from 7 to 12, with your first take "
        "of the round (others may claim the same); it stays yours until the round ends. On your first turn you "
        "pick the claim, then the two dice: each Claim button says how many pairs the center holds for it now "
        "(your doubles included, no die counted twice); the impossible ones are greyed out.\n"
        "**Stuck.** The first player who cannot take two dice is stuck: the pips still showing in the center are "
        "added to their score and the round ends (with the center empty that is 0 points). The stuck player starts "
        "the next round; if they are out, the next player in to their left does.\n"
        "**Out.** At 21 points or more you are out. The last player left in wins.\n"
        "A player who leaves is out at once; their score stays on the sheet and the round goes on without them. "
        "If you do not move within the turn "
        "timeout (15 s to 1 h, default 60 s) the bot moves for you as the computer players do: it keeps the move "
        "that leaves you the most takes for your claim and doubles, then the one that leaves the next player the "
        "fewest.\n"
        "`/leaderboard` shows the running scores of this channel's game and the server's standings. "
        "Anyone can check every roll once the game is over: `/game verify`."
    ),
}
