"""English: /<game> odds, each seat's chances at a table before it starts."""

MESSAGES: dict[str, str] = {
    # --- the command picker -------------------------------------------------------
    "cmd.lcr.odds": "Each seat's chance to win an LCR table, and how long a game lasts",
    "cmd.chicago.odds": "Each seat's chance to win a Chicago table, and how long a game lasts",
    "cmd.buck.odds": "Each seat's chance to lose a Buck Dice table, and how long a game lasts",
    "cmd.leftovers.odds": "Each seat's chance to win a Bad Leftovers table, and how long a game lasts",
    "cmd.odds.players": "How many players sit at the table",
    "cmd.odds.players.name": "players",
    "cmd.odds.chips": "Chips each player starts with (default 3)",
    "cmd.odds.chips.name": "chips",
    "cmd.odds.post": "Post the answer in the channel for everyone (default: only you see it)",
    "cmd.odds.post.name": "post",
    # --- the answer -----------------------------------------------------------------
    "odds.title": "{game} odds · {players:plural:# player|# players}",
    "odds.options": "Options: {options}",
    "odds.options.none": "no options",
    "odds.chips": "{chips:plural:# chip|# chips} each",
    "odds.decimal": "{whole}.{fraction}",
    "odds.header.lcr": "Chance to win, by seat from the first to roll:",
    "odds.header.chicago": "Chance to win, by seat from the first to play (every seat alike: the sheets are "
                           "independent):",
    "odds.header.buck": "Chance to **lose** (be the last one left), by seat from the first shooter:",
    "odds.header.leftovers": "Chance to win, by seat number (seat 1 plays first):",
    "odds.seat": "**{number}.** {percent}%",
    "odds.shared": "Tied leaders share the victory: a game ends in a tie for first {percent}% of the time, and "
                   "each tied leader counts as winning, so the chances add up to more than 100%.",
    "odds.length.rolls": "Expected length: {value} rolls",
    "odds.length.turns": "Expected length: {value} turns",
    "odds.length.throws": "Expected length: {value} throws",
    "odds.length.rounds": "Expected length: {value} rounds",
    "odds.method.exact.lcr": "Exact: absorbing Markov chain over the chip distributions.",
    "odds.method.exact.chicago": "Exact: every roll enumerated, with the best reroll.",
    "odds.method.exact.buck": "Exact: dynamic programming over scores and turns.",
    "odds.method.simulation": "Simulation of {games:plural:# game|# games}, ±{margin} points (3 standard errors).",
    "odds.lcr.exact_up_to": "Exact answers for {players} players go up to {chips:plural:# chip|# chips} each; "
                            "dot-to-win is always simulated.",
    "odds.lcr.never_exact": "At {players} players the exact chain would take too long; dot-to-win is always "
                            "simulated.",
}
