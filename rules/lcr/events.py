"""What happens at an LCR table."""

from __future__ import annotations

from rules.base import Event

Move = tuple[str, int | None]  # a die's symbol ("L", "C", "R") and the seat its chip went to (None: the pot)


class Deal(Event, type="deal"):
    """The chips dealt at the start: each seat's stake."""

    chips: tuple[int, ...]


class Rolled(Event, type="roll"):
    """``player`` rolled ``dice``; ``moves``: the chips they passed, in order; ``chips`` and ``pot`` after it."""

    dice: tuple[int, ...]
    moves: tuple[Move, ...]
    chips: tuple[int, ...]
    pot: int


class Win(Event, type="win"):
    """``player`` won, taking ``chips`` (everything in play and the pot)."""

    chips: int


class DoublePot(Event, type="double_pot"):
    """With dot to win, the last chip went to the pot: every seat is dealt its stake again (``chips``), the pot
    stays; ``hand`` counts the deals (2 for the first double pot)."""

    pot: int
    chips: tuple[int, ...]
    hand: int


class ChipsToPot(Event, type="chips_to_pot"):
    """A forfeiting ``player``'s ``chips`` went to the pot (now ``pot``)."""

    chips: int
    pot: int


EVENTS = (Deal, Rolled, Win, DoublePot, ChipsToPot)
