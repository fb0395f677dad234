"""What happens at an LCR table."""

from __future__ import annotations

from dataclasses import dataclass

from rules.events import Event

Move = tuple[str, int | None]  # a die's symbol ("L", "C", "R") and the seat its chip went to (None: the pot)


@dataclass(frozen=True, kw_only=True)
class Deal(Event):
    """The chips dealt at the start: each seat's stake."""

    type = "deal"
    chips: tuple[int, ...]


@dataclass(frozen=True, kw_only=True)
class Rolled(Event):
    """``player`` rolled ``dice``; ``moves``: the chips they passed, in order; ``chips`` and ``pot`` after it."""

    type = "roll"
    dice: tuple[int, ...]
    moves: tuple[Move, ...]
    chips: tuple[int, ...]
    pot: int


@dataclass(frozen=True, kw_only=True)
class Win(Event):
    """``player`` won, taking ``chips`` (everything in play and the pot)."""

    type = "win"
    chips: int


@dataclass(frozen=True, kw_only=True)
class DoublePot(Event):
    """With dot to win, the last chip went to the pot: every seat is dealt its stake again (``chips``), the pot
    stays; ``hand`` counts the deals (2 for the first double pot)."""

    type = "double_pot"
    pot: int
    chips: tuple[int, ...]
    hand: int


@dataclass(frozen=True, kw_only=True)
class ChipsToPot(Event):
    """A forfeiting ``player``'s ``chips`` went to the pot (now ``pot``)."""

    type = "chips_to_pot"
    chips: int
    pot: int


EVENTS = (Deal, Rolled, Win, DoublePot, ChipsToPot)
