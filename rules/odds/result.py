"""The typed answer every odds function gives."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

Method = Literal["exact", "simulation"]


@dataclass(frozen=True)
class Odds:
    """``shares[k]``: the chance of seat k (k = 0 acts first) to win, or for Buck Dice to be the loser.

    ``margin`` is the ± half-width of a simulation's 3σ interval; an exact answer has margin 0.
    """

    shares: tuple[float, ...]
    expected_length: float
    length_unit: str  # what expected_length counts: "rolls", "turns", "throws"
    method: Method
    margin: float = 0.0


def settled(seat: int, players: int) -> tuple[float, ...]:
    """A decided game's value in the solvers: ``seat`` certain, every other seat 0, no moves left."""
    return (*(1.0 if other == seat else 0.0 for other in range(players)), 0.0)
