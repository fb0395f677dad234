"""LCR's live chances: exact from the absorbing chain (``rules.lcr.odds``) for a position it solves, else estimated
on the vectorised simulator (``rules.lcr.fast``). numpy is imported by the first solve or estimate, in the worker
process, and by the first solved chain taken in here, never at start-up.

A forfeited seat holds nothing and L and R pass it by, so a position plays as the same game without it: both
methods work on the seats still at the table.
"""

from __future__ import annotations

import hashlib
from collections.abc import Hashable, Mapping, Sequence
from typing import cast

from rules.base import Game
from rules.dice import SeededDice
from rules.info import ChanceMethods, Chances, Solve
from rules.lcr.game import Lcr, LcrOptions
from rules.lcr.odds_size import max_exact_held

# On the vectorised simulator a game costs about SECONDS_PER_CHIP per chip still held (measured here: 30 µs at
# five players with 30 chips each, 87 µs with 99), so an estimate plays what ESTIMATE_SECONDS allows, within
# MIN_SAMPLES (2 points of standard error at 50%) and VECTOR_SAMPLES (0.8 points): a long game's chances move
# slowly from one roll to the next, and its estimate must not hold a core for a third of a second.
VECTOR_SAMPLES = 4_000
MIN_SAMPLES = 500
SECONDS_PER_CHIP = 0.2e-6
ESTIMATE_SECONDS = 0.05
COMMON_PLAYERS = 3  # the commonest table, whose chains are solved at start-up (~40 ms of the worker's core)


def exact(game: Game) -> Chances | None:
    """The chain's chances for a position it solves (a lookup once its chain is solved); None with dot-to-win."""
    assert isinstance(game, Lcr)
    if game.options.dot_to_win:
        return None
    from rules.lcr.odds import position_chances  # numpy: imported by the first solve, not with the bot

    seated = _seated(game)
    solved = position_chances(tuple(game.chips[p] for p in seated), seated.index(game.turn), game.options.dice)
    return None if solved is None else _unseated(solved, seated, game.players)


def solve(game: Game) -> Solve | None:
    """The chain a position needs solved, (seats still playing, dice option), up to its chips held (solved once per
    process, levels of fewer chips with it); None for a position the chain does not solve."""
    assert isinstance(game, Lcr)
    if game.is_over or game.options.dot_to_win:
        return None
    seated = _seated(game)
    held = sum(game.chips[p] for p in seated)
    return Solve((len(seated), game.options.dice), held) if held <= max_exact_held(len(seated)) else None


def warm_up() -> list[Game]:
    """The commonest table's opening (three players, three chips each), for each dice option."""
    return [Lcr.start(COMMON_PLAYERS, {"dice": dice}, SeededDice(bytes(32)))[0] for dice in LcrOptions.CHOICES["dice"]]


def samples(game: Game) -> int:
    """Games an estimate plays, by the chips still held (ESTIMATE_SECONDS)."""
    assert isinstance(game, Lcr)
    held = max(1, sum(game.chips))
    return max(MIN_SAMPLES, min(VECTOR_SAMPLES, int(ESTIMATE_SECONDS / (SECONDS_PER_CHIP * held))))


def simulated(game: Game, seed: bytes, samples: int) -> Chances:
    """The estimate on the vectorised simulator."""
    from rules.lcr.fast import simulate_lcr  # numpy: imported in the worker process, not with the bot

    assert isinstance(game, Lcr)
    seated = _seated(game)
    result = simulate_lcr(
        len(seated),
        samples,
        int.from_bytes(hashlib.sha256(seed).digest()[:8], "big"),
        dice=game.options.dice,
        stakes=[game.stakes[p] for p in seated],
        start_chips=[game.chips[p] for p in seated],
        start_turn=seated.index(game.turn),
        start_pot=game.pot,
        dot_to_win=game.options.dot_to_win,
    )
    return _unseated(result.win_share, seated, game.players)


def solved(chain: Hashable, held: int) -> object:
    """The chain (seats, dice option) solved up to ``held`` chips (in the worker process), to hand to ``take_in``."""
    from rules.lcr.odds import solved_chain  # numpy: imported in the worker process, not with the bot

    players, dice = cast(tuple[int, str], chain)
    return solved_chain(players, dice, held)


def take_in(solved: object) -> Mapping[Hashable, Chances]:
    """Make a chain the worker solved this process's, so that ``exact`` finds its positions; every position of it,
    by its key (``Lcr.exact_chances``)."""
    from rules.lcr.odds import SolvedChain, chain_positions, take_in_chain

    assert isinstance(solved, SolvedChain)
    take_in_chain(solved)
    return chain_positions(solved)


def _seated(game: Lcr) -> list[int]:
    """The seats still at the table."""
    return [p for p in range(game.players) if p not in game.forfeited]


def _unseated(chances: Sequence[float], seated: Sequence[int], players: int) -> Chances:
    full = [0.0] * players
    for index, seat in enumerate(seated):
        full[seat] = float(chances[index])
    return tuple(full)


METHODS = ChanceMethods(exact=exact, simulated=simulated, samples=samples, solve=solve, solved=solved, take_in=take_in,
                         warm_up=warm_up)
