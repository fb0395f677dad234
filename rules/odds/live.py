"""Live win chances: each seat's chance to win (Buck Dice: to be the loser) from a game's current state.

Exact where it is cheap (a finished game; an LCR position the absorbing chain of ``rules.lcr.odds`` solves;
Chicago, whose players' sheets are independent),
else Monte Carlo: LCR on the vectorised simulator, the other games by copying the state and playing it out
with ``auto_action`` (the computer strategy, also what a timed-out player gets) on dice of their own, drawn
from ``seed``. Pure and deterministic: the same game, seed and samples always give the same chances. The dice
of the copies are never the game's own (they would tell the real future).
"""

from __future__ import annotations

import hashlib
from collections.abc import Sequence
from functools import lru_cache
from itertools import accumulate
from math import prod

from rules.base import Game, Outcome
from rules.chicago import FACES, ROUNDS, Chicago, reroll_hits, target_of
from rules.chicago.odds import hit_chance
from rules.dice import SeededDice
from rules.lcr import Lcr
from rules.lcr.odds_size import max_exact_held

Chances = tuple[float, ...]
LOSER_COUNTS = frozenset({"buck"})  # games whose chance is the chance of being the loser
# One core's time for one game played out from its start by the engine, per player (measured here; every seat
# plays the computer strategy, and Bad Leftovers' looks a move ahead). Chicago is exact: listed for completeness.
PLAYOUT_SECONDS_PER_PLAYER = {"lcr": 0.03e-3, "chicago": 0.07e-3, "buck": 0.17e-3, "leftovers": 1.7e-3}
ESTIMATE_SECONDS = 0.5
MIN_SAMPLES, MAX_SAMPLES = 100, 2000
POSITIONS_KEPT = 1 << 16  # LCR positions whose exact chances are remembered (a few MB)
# LCR on the vectorised simulator: a game costs about LCR_SECONDS_PER_CHIP per chip still held (measured here: 30
# µs at five players with 30 chips each, 87 µs with 99), so an estimate plays what LCR_ESTIMATE_SECONDS allows,
# within LCR_MIN_SAMPLES (2 points of standard error at 50%) and VECTOR_SAMPLES (0.8 points): a long game's
# chances move slowly from one roll to the next, and its estimate must not hold a core for a third of a second.
VECTOR_SAMPLES = 4_000
LCR_MIN_SAMPLES = 500
LCR_SECONDS_PER_CHIP = 0.2e-6
LCR_ESTIMATE_SECONDS = 0.05


def win_chances(game: Game, seed: bytes, samples: int) -> Chances:
    """Each seat's chance (seat = join order; forfeited seats 0). They add up to 1, but for Chicago, where a
    shared victory is a win for each tied leader (as the results count it)."""
    if samples < 1:
        raise ValueError("samples must be at least 1")
    exact = exact_chances(game)
    return exact if exact is not None else simulated_chances(game, seed, samples)


def simulated_chances(game: Game, seed: bytes, samples: int) -> Chances:
    """The Monte Carlo estimate, exact or not: LCR on the vectorised simulator, the others by the engine."""
    if samples < 1:
        raise ValueError("samples must be at least 1")
    return _lcr_simulated(game, seed, samples) if isinstance(game, Lcr) else _played_out(game, seed, samples)


def settled_chances(game: Game) -> Chances | None:
    """A finished game's chances (1 for each winner, tied leaders alike; Buck Dice: for the loser); None while it
    runs."""
    outcome = game.outcome()
    return None if outcome is None else _shares(game.kind, outcome, game.players)


def samples_for(game: Game) -> int:
    """How many games an estimate of ``game`` plays: about ESTIMATE_SECONDS of one core from the start of a game
    (a game further on costs less), within MIN_SAMPLES..MAX_SAMPLES (3 standard errors: 9 to 2 points at 50%);
    LCR, on the vectorised simulator, by the chips still held (LCR_ESTIMATE_SECONDS)."""
    if isinstance(game, Lcr):
        held = max(1, sum(game.chips))
        return max(LCR_MIN_SAMPLES, min(VECTOR_SAMPLES, int(LCR_ESTIMATE_SECONDS / (LCR_SECONDS_PER_CHIP * held))))
    cost = PLAYOUT_SECONDS_PER_PLAYER[game.kind] * game.players
    return max(MIN_SAMPLES, min(MAX_SAMPLES, int(ESTIMATE_SECONDS / cost)))


def exact_chances(game: Game) -> Chances | None:
    """The chances when they are known exactly and fast: a finished game, a small LCR position. None else."""
    settled = settled_chances(game)
    if settled is not None:
        return settled
    if isinstance(game, Lcr) and not game.options.dot_to_win:
        seated = _seated(game)
        solved = _lcr_position(tuple(game.chips[p] for p in seated), seated.index(game.turn), game.options.dice)
        return None if solved is None else _unseated(solved, seated, game.players)
    if isinstance(game, Chicago):
        return _chicago_exact(game)
    return None


def exact_lcr_size(game: Game) -> tuple[int, str, int] | None:
    """For an LCR position the chain solves: (seats still playing, dice option, chips held), the size of the
    solve it needs (solved once per process, levels of fewer chips with it; a lookup after that is µs). None for
    anything else."""
    if not isinstance(game, Lcr) or game.is_over or game.options.dot_to_win:
        return None
    seated = _seated(game)
    held = sum(game.chips[p] for p in seated)
    return (len(seated), game.options.dice, held) if held <= max_exact_held(len(seated)) else None


@lru_cache(maxsize=POSITIONS_KEPT)
def _lcr_position(chips: tuple[int, ...], turn: int, dice: str) -> tuple[float, ...] | None:
    """``position_chances``, remembered: tables pass through the same positions (a lookup is then ~2 µs, not 40)."""
    from rules.lcr.odds import position_chances  # numpy: imported by the first solve, not with the bot

    return position_chances(chips, turn, dice)


def _shares(kind: str, outcome: Outcome, players: int) -> Chances:
    """A shared victory is a win for each (as the results count it); Buck Dice counts its one loser."""
    counted = outcome.losers if kind in LOSER_COUNTS else outcome.winners
    return tuple(1.0 if seat in counted else 0.0 for seat in range(players))


def _chicago_exact(game: Chicago) -> Chances:
    """Chicago's sheets are independent: each player's final total is their total so far plus, for each round
    left to them, its target or nothing (the best reroll after a miss, as the computer plays; a missed roll
    waiting for its reroll counts that reroll's hitting faces). A seat wins when nobody else ends higher."""
    double_roll, three_dice = game.options.double_roll, game.options.three_dice
    totals = game.totals()
    finals: dict[int, list[float]] = {}
    for seat in range(game.players):
        if seat in game.forfeited:
            continue
        chances = [0.0] * totals[seat] + [1.0]
        for round_number in range(len(game.sheet[seat]) + 1, ROUNDS + 1):
            target = target_of(round_number)
            if seat == game.turn and game.pending is not None and round_number == game.round:
                hit = max(reroll_hits(game.pending, die, target) for die in range(len(game.pending))) / len(FACES)
            else:
                hit = hit_chance(target, double_roll, three_dice)
            after = chances + [0.0] * target
            for total, chance in enumerate(chances):
                after[total] -= chance * hit
                after[total + target] += chance * hit
            chances = after
        finals[seat] = chances
    # at_most[seat][v]: the chance the seat ends with v or less
    at_most = {seat: list(accumulate(chances)) for seat, chances in finals.items()}
    wins = [0.0] * game.players
    for seat, chances in finals.items():
        others = [at_most[other] for other in finals if other != seat]
        wins[seat] = sum(
            chance * prod(below[min(total, len(below) - 1)] for below in others)
            for total, chance in enumerate(chances)
            if chance
        )
    return tuple(wins)


def _seated(game: Lcr) -> list[int]:
    """The seats still at the table: a forfeited seat holds nothing and L and R pass it by, so the position
    plays as the same game without it."""
    return [p for p in range(game.players) if p not in game.forfeited]


def _unseated(chances: Sequence[float], seated: Sequence[int], players: int) -> Chances:
    full = [0.0] * players
    for index, seat in enumerate(seated):
        full[seat] = float(chances[index])
    return tuple(full)


def _lcr_simulated(game: Lcr, seed: bytes, samples: int) -> Chances:
    from rules.lcr.fast import simulate_lcr  # numpy: imported in the worker process, not with the bot

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


def _played_out(game: Game, seed: bytes, samples: int) -> Chances:
    """The share of ``samples`` copies of the game, played to the end by the computer, that each seat wins."""
    state = game.to_dict()
    dice = SeededDice(seed)  # one stream for every copy: each copy plays on from where the last one stopped
    totals = [0.0] * game.players
    game_class = type(game)
    for _ in range(samples):
        copy = game_class.from_dict(state, dice)
        play_auto = copy.play_auto
        while not copy.is_over:
            play_auto()
        outcome = copy.outcome()
        assert outcome is not None
        for seat, share in enumerate(_shares(game.kind, outcome, game.players)):
            totals[seat] += share
    return tuple(total / samples for total in totals)
