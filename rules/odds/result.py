"""The typed answer every odds function gives."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

Method = Literal["exact", "simulation"]


@dataclass(frozen=True)
class Odds:
    """``shares[k]``: the chance of seat k (k = 0 acts first) to win, or for Buck Dice to be the loser.

    ``figure``: the expected value the game's odds give beside the chances (its ``GameInfo.odds_figure``: a game's
    length, or Chicago's score of one player's sheet), counted in ``unit`` ("rolls", "throws", "rounds", "points").
    ``margin`` is the ± half-width of a simulation's 3σ interval of the shares, ``figure_margin`` that of the
    figure; an exact answer has both 0. ``games``: how many games a simulation played (0 when exact). ``shared``:
    where tied leaders share the victory (Chicago), the chance the victory is shared; each tied leader counts as
    winning, so the shares add up to 1 + (more than) that.
    """

    shares: tuple[float, ...]
    figure: float
    unit: str
    method: Method
    margin: float = 0.0
    games: int = 0
    shared: float = 0.0
    figure_margin: float = 0.0


def settled(seat: int, players: int) -> tuple[float, ...]:
    """A decided game's value in the solvers: ``seat`` certain, every other seat 0, no moves left."""
    return (*(1.0 if other == seat else 0.0 for other in range(players)), 0.0)
