"""Actions: a player's moves, one frozen dataclass per kind of move (as python-chess's ``Move``).

Each game's moves are in ``rules/<game>/actions.py``. A move is written as short text for a button's custom_id
and the action log ("roll", "reroll:1", "claim:8:2-6"): ``str(action)`` writes it, ``parse`` reads it back and
raises ``UnknownAction`` (a ValueError) for anything else, so text that ``str`` did not write is refused: the
custom_ids and stored logs of every table keep their text. Whether a move is legal now is the game's question
(``Game.apply`` raises ``IllegalAction``), as python-chess tells an invalid move from an illegal one.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any, ClassVar, Self, dataclass_transform


class UnknownAction(ValueError):
    """Text that is no move of the game."""


@dataclass_transform(frozen_default=True)
@dataclass(frozen=True)
class Action:
    r"""A move. A subclass declares its text and its fields, nothing more:

        class Take(Action, text=r"take:(?P<a>\d)-(?P<b>\d)"):
            a: int
            b: int

    and is made a frozen dataclass. ``text`` is a regular expression of literal text and one named group of digits
    per field: ``parse`` reads a whole number from each group (written as ``str`` writes it: no sign, no leading
    zero), and ``str`` writes the literal text with each field's number in place of its group."""

    TEXT: ClassVar[re.Pattern[str]]
    FORMAT: ClassVar[str]  # the text with ``{field}`` in place of each group

    def __init_subclass__(cls, text: str | None = None, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        if text is not None:
            cls.TEXT = re.compile(text)
            cls.FORMAT = re.sub(r"\(\?P<(\w+)>[^)]*\)", r"{\1}", text)
        dataclass(frozen=True)(cls)

    @classmethod
    def parse(cls, text: str) -> Self:
        """The move ``text`` writes; UnknownAction for text ``str`` would not write."""
        match = cls.TEXT.fullmatch(text)
        if match is None:
            raise UnknownAction(text)
        numbers = match.groupdict()
        if any(number != str(int(number)) for number in numbers.values()):
            raise UnknownAction(text)
        return cls(**{name: int(number) for name, number in numbers.items()})

    def __str__(self) -> str:
        return self.FORMAT.format_map(self.__dict__)


def parse_action(types: tuple[type[Action], ...], text: str) -> Action:
    """The move ``text`` writes, of one of ``types``; UnknownAction for text none of them reads."""
    for action in types:
        try:
            return action.parse(text)
        except UnknownAction:
            continue
    raise UnknownAction(text)
