"""Odds by simulation: games played out through the engine, with a 3σ margin.

Each seat is counted by its position from the first to act, whatever the join order (Buck Dice and Bad
Leftovers seat players by a throw, Chicago draws its first player). Seeds come from the question, so the
same question always gets the same answer. A game's own odds module builds on this (it knows no registry), and so
does the simulator's command line (``rules.simulate``).
"""

from __future__ import annotations

import hashlib
import math
from collections.abc import Mapping, Sequence
from typing import Any

from rules.base import Game, Options
from rules.dice import SeededDice
from rules.odds.result import Odds

SIGMAS = 3


def question_seed(*question: object) -> bytes:
    """A seed of its own for every question: the same question, the same games."""
    return hashlib.sha256(repr(("pips-odds", *question)).encode()).digest()


def margin_of(shares: Sequence[float], games: int) -> float:
    """The largest SIGMAS-standard-error half-width over the seats."""
    return max(SIGMAS * math.sqrt(share * (1 - share) / games) for share in shares)


def mean_margin(values: Sequence[float]) -> float:
    """The SIGMAS-standard-error half-width of the mean of ``values`` (0 for fewer than two)."""
    if len(values) < 2:
        return 0.0
    mean = sum(values) / len(values)
    variance = sum((value - mean) ** 2 for value in values) / (len(values) - 1)
    return SIGMAS * math.sqrt(variance / len(values))


def play_out(game: type[Game], players: int, options: Mapping[str, Any] | Options, seed: bytes) -> Game:
    """One game of computers, from its start to its end, on the dice of ``seed``."""
    played, _ = game.start(players, options, SeededDice(seed))
    played.play_out()
    return played


def engine_odds(
    game: type[Game],
    players: int,
    options: Mapping[str, Any],
    games: int,
    seed: bytes,
    first_game: int = 0,
    *,
    length_unit: str,
    counts_losers: bool = False,
) -> Odds:
    """Play ``games`` games through the engine (numbered from ``first_game``: each number its own dice); each
    seat's share of the wins (or of the losses, with ``counts_losers``; ties shared) by position from the first to
    act, and the mean length (the ``length_unit`` figure of ``Game.stats()``) with its margin."""
    if games < 1:
        raise ValueError("games must be at least 1")
    counted = [0.0] * players
    lengths: list[float] = []
    for number in range(first_game, first_game + games):
        played = play_out(game, players, options, seed + number.to_bytes(8, "big"))
        outcome = played.outcome()
        assert outcome is not None
        seats = outcome.losers if counts_losers else outcome.winners
        first = played.first_to_act()
        for seat in seats:
            counted[(seat - first) % players] += 1 / len(seats)
        lengths.append(played.stats()[length_unit])
    shares = tuple(count / games for count in counted)
    return Odds(shares, sum(lengths) / games, length_unit, "simulation", margin_of(shares, games), games,
                figure_margin=mean_margin(lengths))
