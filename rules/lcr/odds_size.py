"""How large an LCR table the exact chain (``rules.lcr.odds``) solves: without numpy, so that the bot can ask
before it needs the solver (numpy is imported by the first solve, not at start-up)."""

from __future__ import annotations

import math

WORK_LIMIT = 256_000  # states x values: at most about 1 s of one core here (5 x 4 chips, 9 x 1, 3 x 23)


def states_up_to(players: int, held: int) -> int:
    """How many states the chain holds up to ``held`` chips: seat 0 holds one or more, the rest any."""
    return math.comb(held + players - 1, players)


def max_exact_held(players: int) -> int:
    """The most chips held (in total) that the chain solves within WORK_LIMIT for ``players`` seats."""
    held = 0
    while states_up_to(players, held + 1) * (players + 1) <= WORK_LIMIT:
        held += 1
    return held


def max_exact_chips(players: int) -> int:
    """The most starting chips per player solved exactly (0: none)."""
    return max_exact_held(players) // players
