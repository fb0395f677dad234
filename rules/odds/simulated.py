"""Odds by simulation: games played through the engine (or the vectorised LCR simulator), with a 3σ margin.

Each seat is counted by its position from the first to act, whatever the join order (Buck Dice and Bad
Leftovers seat players by a throw, Chicago draws its first player). Seeds come from the question, so the
same question always gets the same answer.
"""

from __future__ import annotations

import hashlib
import math
from collections.abc import Mapping, Sequence
from typing import Any

from rules.games import GAMES
from rules.odds.result import Odds
from rules.simulate import play_one

SIGMAS = 3


def question_seed(*question: object) -> bytes:
    """A seed of its own for every question: the same question, the same games."""
    return hashlib.sha256(repr(("pips-odds", *question)).encode()).digest()


def margin_of(shares: Sequence[float], games: int) -> float:
    """The largest SIGMAS-standard-error half-width over the seats."""
    return max(SIGMAS * math.sqrt(share * (1 - share) / games) for share in shares)


def engine_odds(
    kind: str, players: int, options: Mapping[str, Any], games: int, seed: bytes, first_game: int = 0
) -> Odds:
    """Play ``games`` games through the engine (numbered from ``first_game``: each number its own dice); each
    seat's share of the wins (or of the losses, where the chance shown is of losing; ties shared) by position from
    the first to act, and the mean length."""
    if games < 1:
        raise ValueError("games must be at least 1")
    counted = [0.0] * players
    info = GAMES[kind].info
    length = 0.0
    for number in range(first_game, first_game + games):
        game = play_one(kind, players, options, seed + number.to_bytes(8, "big"))
        outcome = game.outcome()
        assert outcome is not None
        seats = outcome.losers if info.counts_losers else outcome.winners
        first = game.first_to_act()
        for seat in seats:
            counted[(seat - first) % players] += 1 / len(seats)
        length += game.stats()[info.length_unit]
    shares = tuple(count / games for count in counted)
    return Odds(shares, length / games, info.length_unit, "simulation", margin_of(shares, games), games)
