"""What happens at a Bad Leftovers table (``player`` is the acting player unless stated)."""

from __future__ import annotations

from rules.base import Event


class SeatThrow(Event, type="seat_throw"):
    """One throw for the seats (player None): ``players`` threw ``faces``; ties re-throw."""

    players: tuple[int, ...]
    faces: tuple[int, ...]


class Seats(Event, type="seats"):
    """``player`` is seat 1; ``numbers``: each player's permanent number."""

    numbers: tuple[int, ...]


class Round(Event, type="round"):
    """Round ``round`` (1-based) begins with ``player``; ``dice``: the faces thrown to the center."""

    round: int
    dice: tuple[int, ...]


class Claimed(Event, type="claim"):
    """The claim announced (always followed by a take or doubles)."""

    claim: int


class Took(Event, type="take"):
    """A pair taken; ``center``: the faces left."""

    dice: tuple[int, int]
    center: tuple[int, ...]


class TookDoubles(Event, type="doubles"):
    """The permanent number ``face`` taken twice; ``center``: the faces left."""

    face: int
    center: tuple[int, ...]


class Stuck(Event, type="stuck"):
    """``player`` could not take: ``points`` (the pips of ``dice``, the center left) added, ``score`` now."""

    points: int
    score: int
    dice: tuple[int, ...]


class Scored(Event):
    score: int


class Out(Scored, type="out"):
    """``player`` is out with ``score`` (21 or more; a forfeit shows as the table's "forfeit" event instead)."""


class Win(Scored, type="win"): ...


EVENTS = (SeatThrow, Seats, Round, Claimed, Took, TookDoubles, Stuck, Out, Win)
