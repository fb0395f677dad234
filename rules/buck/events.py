"""What happens at a Buck Dice table."""

from __future__ import annotations

from dataclasses import dataclass

from rules.events import Event, optional


@dataclass(frozen=True, kw_only=True)
class OrderThrow(Event):
    """One throw of the opening: ``players`` threw ``dice`` (same order). ``deciding``: "order" (everyone, or a
    fully tied group), "first_shooter" (a re-throw among those tied for highest) or "point_thrower" (among those
    tied for lowest); ``rethrow``: False only for the very first throw."""

    type = "order_throw"
    players: tuple[int, ...]
    dice: tuple[int, ...]
    deciding: str
    rethrow: bool


@dataclass(frozen=True, kw_only=True)
class FirstShooter(Event):
    """``player`` shoots first in game number ``game`` (1 for the first game, +1 per rematch)."""

    type = "first_shooter"
    game: int


@dataclass(frozen=True, kw_only=True)
class PointThrow(Event):
    """``player`` threw the point number of this game."""

    type = "point_throw"
    point: int


@dataclass(frozen=True, kw_only=True)
class Threw(Event):
    """The shooter's throw. ``kind``: "normal" (point dice scored, turn kept), "miss" (nothing, turn passes),
    "big_buck", "little_buck" (+5, turn passes) or "overshoot" (it would pass 15: nothing scored, same shooter
    again; ``would_be`` the score it would have given). ``scored``: points added (for a big buck 15 minus the old
    score); ``score`` after it; ``next``: who throws next, None once the game is over."""

    type = "throw"
    dice: tuple[int, ...]
    kind: str
    would_be: int | None = optional()
    scored: int
    score: int
    next: int | None


@dataclass(frozen=True, kw_only=True)
class MadeBuck(Event):
    """``player`` reached 15 and withdrew, ``place``-th (1 = first)."""

    type = "made_buck"
    place: int


@dataclass(frozen=True, kw_only=True)
class LeftRotation(Event):
    """A forfeiting ``player`` simply left; ``next`` throws next."""

    type = "left_rotation"
    next: int


@dataclass(frozen=True, kw_only=True)
class Loser(Event):
    """``player`` lost with ``score``; ``by``: "throw" (the last one left) or "forfeit" (decided by it)."""

    type = "loser"
    score: int
    by: str


EVENTS = (OrderThrow, FirstShooter, PointThrow, Threw, MadeBuck, LeftRotation, Loser)
