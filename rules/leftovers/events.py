"""What happens at a Bad Leftovers table (``player`` is the acting player unless stated)."""

from __future__ import annotations

from rules.events import Event


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


class Taken(Event):
    """A take: ``center``, the faces left after it."""

    center: tuple[int, ...]


class Took(Taken, type="take"):
    """A pair taken."""

    dice: tuple[int, int]


class TookDoubles(Taken, type="doubles"):
    """The permanent number ``face`` taken twice."""

    face: int


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
