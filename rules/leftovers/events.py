"""What happens at a Bad Leftovers table (``player`` is the acting player unless stated)."""

from __future__ import annotations

from dataclasses import dataclass

from rules.events import Event


@dataclass(frozen=True, kw_only=True)
class SeatThrow(Event):
    """One throw for the seats (player None): ``players`` threw ``faces``; ties re-throw."""

    type = "seat_throw"
    players: tuple[int, ...]
    faces: tuple[int, ...]


@dataclass(frozen=True, kw_only=True)
class Seats(Event):
    """``player`` is seat 1; ``numbers``: each player's permanent number."""

    type = "seats"
    numbers: tuple[int, ...]


@dataclass(frozen=True, kw_only=True)
class Round(Event):
    """Round ``round`` (1-based) begins with ``player``; ``dice``: the faces thrown to the center."""

    type = "round"
    round: int
    dice: tuple[int, ...]


@dataclass(frozen=True, kw_only=True)
class Claimed(Event):
    """The claim announced (always followed by a take or doubles)."""

    type = "claim"
    claim: int


@dataclass(frozen=True, kw_only=True)
class Took(Event):
    """A pair taken; ``center``: the faces left."""

    type = "take"
    dice: tuple[int, int]
    center: tuple[int, ...]


@dataclass(frozen=True, kw_only=True)
class TookDoubles(Event):
    """The permanent number ``face`` taken twice; ``center``: the faces left."""

    type = "doubles"
    face: int
    center: tuple[int, ...]


@dataclass(frozen=True, kw_only=True)
class Stuck(Event):
    """``player`` could not take: ``points`` (the pips of ``dice``, the center left) added, ``score`` now."""

    type = "stuck"
    points: int
    score: int
    dice: tuple[int, ...]


@dataclass(frozen=True, kw_only=True)
class Out(Event):
    """``player`` is out with ``score`` (21 or more; a forfeit shows as the table's "forfeit" event instead)."""

    type = "out"
    score: int


@dataclass(frozen=True, kw_only=True)
class Win(Event):
    type = "win"
    score: int


EVENTS = (SeatThrow, Seats, Round, Claimed, Took, TookDoubles, Stuck, Out, Win)
