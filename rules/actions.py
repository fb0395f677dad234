"""Actions: a player's moves, one frozen dataclass per kind of move (as python-chess's ``Move``).

Each game's moves are in ``rules/<game>/actions.py``. A move is written as short text for a button's custom_id
and the action log ("roll", "reroll:1", "claim:8:2-6"): ``str(action)`` writes it, ``parse`` reads it back and
raises ``UnknownAction`` (a ValueError) for anything else, so text that ``str`` did not write is refused: the
custom_ids and stored logs of every table keep their text. Whether a move is legal now is the game's question
(``Game.apply`` raises ``IllegalAction``), as python-chess tells an invalid move from an illegal one.
"""

from __future__ import annotations

import re
from abc import ABC, abstractmethod
from dataclasses import dataclass
from typing import ClassVar, Self


class UnknownAction(ValueError):
    """Text that is no move of the game."""


@dataclass(frozen=True)
class Action(ABC):
    """A move. Subclasses give ``parse`` and ``__str__``."""

    @classmethod
    @abstractmethod
    def parse(cls, text: str) -> Self:
        """The move ``text`` writes; UnknownAction for text ``str`` would not write."""

    @abstractmethod
    def __str__(self) -> str: ...


@dataclass(frozen=True)
class Word(Action):
    """A move without parameters, written as one word (``WORD``)."""

    WORD: ClassVar[str]

    @classmethod
    def parse(cls, text: str) -> Self:
        if text != cls.WORD:
            raise UnknownAction(text)
        return cls()

    def __str__(self) -> str:
        return self.WORD


def parsed(pattern: str, text: str) -> tuple[int, ...]:
    """The whole numbers ``pattern`` (a regular expression of digit groups) reads in ``text``, all of it; their text
    must be as ``str`` writes them (no sign, no leading zero)."""
    match = re.fullmatch(pattern, text)
    if match is None or any(group != str(int(group)) for group in match.groups()):
        raise UnknownAction(text)
    return tuple(int(group) for group in match.groups())


def parse_action(types: tuple[type[Action], ...], text: str) -> Action:
    """The move ``text`` writes, of one of ``types``; UnknownAction for text none of them reads."""
    for action in types:
        try:
            return action.parse(text)
        except UnknownAction:
            continue
    raise UnknownAction(text)


