"""What happens at a Buck Dice table."""

from __future__ import annotations

from rules.base import Event, optional


class OrderThrow(Event, type="order_throw"):
    """One throw of the opening: ``players`` threw ``dice`` (same order). ``deciding``: "order" (everyone, or a
    fully tied group), "first_shooter" (a re-throw among those tied for highest) or "point_thrower" (among those
    tied for lowest); ``rethrow``: False only for the very first throw."""

    players: tuple[int, ...]
    dice: tuple[int, ...]
    deciding: str
    rethrow: bool


class FirstShooter(Event, type="first_shooter"):
    """``player`` shoots first in game number ``game`` (1 for the first game, +1 per rematch)."""

    game: int


class PointThrow(Event, type="point_throw"):
    """``player`` threw the point number of this game."""

    point: int


class Threw(Event, type="throw"):
    """The shooter's throw. ``kind``: "normal" (point dice scored, turn kept), "miss" (nothing, turn passes),
    "big_buck", "little_buck" (+5, turn passes) or "overshoot" (it would pass 15: nothing scored, same shooter
    again; ``would_be`` the score it would have given). ``scored``: points added (for a big buck 15 minus the old
    score); ``score`` after it; ``next``: who throws next, None once the game is over."""

    dice: tuple[int, ...]
    kind: str
    would_be: int | None = optional()
    scored: int
    score: int
    next: int | None


class MadeBuck(Event, type="made_buck"):
    """``player`` reached 15 and withdrew, ``place``-th (1 = first)."""

    place: int


class LeftRotation(Event, type="left_rotation"):
    """A forfeiting ``player`` simply left; ``next`` throws next."""

    next: int


class Loser(Event, type="loser"):
    """``player`` lost with ``score``; ``by``: "throw" (the last one left) or "forfeit" (decided by it)."""

    score: int
    by: str


EVENTS = (OrderThrow, FirstShooter, PointThrow, Threw, MadeBuck, LeftRotation, Loser)
