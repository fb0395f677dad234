"""A vectorised LCR simulator: many games played at once as numpy arrays.

It plays the rules of ``rules.lcr`` (same seat order, same L = next seat, R = previous seat, same
"first ``held`` non-dot faces move chips" reading of always-three) without building a ``Game`` per
game: each step rolls for every unfinished game together. It is for statistics (the chance each seat
wins), not for playing a table, and it is about a hundred times faster than ``rules.simulate``.

Not covered yet: dot-to-win (the last holder rolling for all dots, double pots) and forfeited seats.
Without dot-to-win the pot never comes back to anyone before the end, so it is not tracked: the game
ends when one seat alone holds chips, and that seat takes everything.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np
import numpy.typing as npt

from rules.lcr import CENTER, LAST_DOT, LEFT, MAX_STAKE, STARTING_CHIPS, Lcr, LcrOptions

_CODES = 6**3  # one random number in [0, 216) stands for three dice
_BATCH_GAMES = 1 << 17  # games held in memory at once; fixed, so a result depends only on the seed
Ints = npt.NDArray[np.int64]


@dataclass(frozen=True)
class FastLcrResult:
    games: int
    win_share: tuple[float, ...]  # per seat; seat 0 rolls first
    win_share_se: tuple[float, ...]  # the standard error of each share
    mean_rolls: float
    mean_rolls_se: float


def _move_tables(dice: str) -> tuple[Ints, Ints, Ints]:
    """How many chips go left, to the centre and right, indexed by ``min(held, 3) * 216 + code``,
    where ``code`` packs three dice in base 6."""
    left, center, right = (np.zeros(4 * _CODES, dtype=np.int64) for _ in range(3))
    for capped in range(4):
        for code in range(_CODES):
            faces = (code // 36 + 1, code // 6 % 6 + 1, code % 6 + 1)
            rolled = faces if dice == "always-three" and capped else faces[:capped]
            moving = [face for face in rolled if face > LAST_DOT][:capped]  # a chip per non-dot face, while chips last
            index = capped * _CODES + code
            left[index] = moving.count(LEFT)
            center[index] = moving.count(CENTER)
            right[index] = len(moving) - left[index] - center[index]
    return left, center, right


def simulate_lcr(
    players: int,
    games: int,
    seed: int,
    dice: str = "by-chips",
    chips: int = STARTING_CHIPS,
    stakes: Sequence[int] | None = None,
) -> FastLcrResult:
    """Play ``games`` games of LCR; ``stakes`` (chips per seat) overrides ``chips`` when given.
    The same arguments always give the same result (numpy's generator, seeded by ``seed``)."""
    if not Lcr.min_players <= players <= Lcr.max_players:
        raise ValueError(f"players must be {Lcr.min_players}..{Lcr.max_players}, not {players}")
    if dice not in LcrOptions.CHOICES["dice"]:
        raise ValueError(f"unknown dice option {dice!r}")
    start = list(stakes) if stakes is not None else [chips] * players
    if len(start) != players or not all(1 <= s <= MAX_STAKE for s in start):
        raise ValueError(f"stakes must be {players} numbers in 1..{MAX_STAKE}, not {start}")
    if games < 1:
        raise ValueError("games must be at least 1")
    rng = np.random.default_rng(seed)
    tables = _move_tables(dice)
    wins = np.zeros(players, dtype=np.int64)
    rolls_sum = rolls_squares = 0
    for first in range(0, games, _BATCH_GAMES):
        batch_wins, batch_rolls = _play_batch(rng, tables, np.array(start), min(_BATCH_GAMES, games - first))
        wins += batch_wins
        rolls_sum += int(batch_rolls.sum())
        rolls_squares += int((batch_rolls * batch_rolls).sum())
    shares = wins / games
    mean_rolls = rolls_sum / games
    rolls_variance = max(rolls_squares / games - mean_rolls * mean_rolls, 0.0)
    return FastLcrResult(
        games,
        tuple(float(s) for s in shares),
        tuple(math.sqrt(float(s) * (1 - float(s)) / games) for s in shares),
        mean_rolls,
        math.sqrt(rolls_variance / games),
    )


def _play_batch(
    rng: np.random.Generator, tables: tuple[Ints, Ints, Ints], start: Ints, games: int
) -> tuple[Ints, Ints]:
    """Wins per seat and each game's number of rolls. Only unfinished games stay in the arrays: a game
    that ends is dropped, so every step works on live games only."""
    left_table, center_table, right_table = tables
    players = len(start)
    next_seat = (np.arange(players) + 1) % players
    previous_seat = (np.arange(players) - 1) % players
    chips = np.tile(start, (games, 1))  # chips[game, seat]
    turn = np.zeros(games, dtype=np.int64)
    all_rows = np.arange(games)
    wins = np.zeros(players, dtype=np.int64)
    rolls = np.empty(games, dtype=np.int64)
    ended = 0
    step = 0
    while len(turn):
        step += 1
        rows = all_rows[: len(turn)]
        held = chips[rows, turn]
        index = np.minimum(held, 3) * _CODES + rng.integers(0, _CODES, size=len(turn))
        to_left, to_right = left_table[index], right_table[index]
        chips[rows, turn] = held - to_left - to_right - center_table[index]
        chips[rows, next_seat[turn]] += to_left
        chips[rows, previous_seat[turn]] += to_right
        over = np.count_nonzero(chips, axis=1) == 1
        if over.any():
            winners = np.argmax(chips[over], axis=1)
            wins += np.bincount(winners, minlength=players)
            rolls[ended : ended + len(winners)] = step
            ended += len(winners)
            live = ~over
            chips, turn = chips[live], turn[live]
            rows = all_rows[: len(turn)]
        # The next seat with chips; most often the very next one, so only the others search on.
        turn = next_seat[turn]
        waiting = np.flatnonzero(chips[rows, turn] == 0)
        while len(waiting):
            turn[waiting] = next_seat[turn[waiting]]
            waiting = waiting[chips[waiting, turn[waiting]] == 0]
    return wins, rolls
