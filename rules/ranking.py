"""How a finished table ranks its players: places, best first, each place the seats tied in it.

Each game declares its own (``GameInfo.ranking``), so a tournament, which only needs to know who goes on, never asks
which game was played: LCR and Chicago put their winner first and everyone else level, Buck Dice puts its one loser
last and everyone else level, Bad Leftovers puts its winner first and the others by their points, fewest first.
"""

from __future__ import annotations

from collections.abc import Callable
from itertools import groupby

from rules.base import Outcome

Places = tuple[tuple[int, ...], ...]  # best first; a place holds the seats tied in it
Ranking = Callable[[Outcome], Places]


def _seats(outcome: Outcome) -> range:
    return range(len(outcome.scores))


def _without_empty(places: tuple[tuple[int, ...], ...]) -> Places:
    return tuple(place for place in places if place)


def winners_first(outcome: Outcome) -> Places:
    """The winners share first place; everyone else shares the next."""
    rest = tuple(seat for seat in _seats(outcome) if seat not in outcome.winners)
    return _without_empty((tuple(sorted(outcome.winners)), rest))


def losers_last(outcome: Outcome) -> Places:
    """The losers share last place; everyone else shares the first."""
    rest = tuple(seat for seat in _seats(outcome) if seat not in outcome.losers)
    return _without_empty((rest, tuple(sorted(outcome.losers))))


def winners_then_fewest_points(outcome: Outcome) -> Places:
    """The winners first, then the others by their score, the fewest points first (points count against)."""
    rest = sorted((seat for seat in _seats(outcome) if seat not in outcome.winners), key=lambda s: outcome.scores[s])
    by_score = tuple(tuple(group) for _, group in groupby(rest, key=lambda s: outcome.scores[s]))
    return _without_empty((tuple(sorted(outcome.winners)), *by_score))
