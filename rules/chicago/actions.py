"""Chicago's moves: roll; after a miss with double roll, reroll one die or keep."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Self

from rules.actions import Action, Word, parsed


@dataclass(frozen=True)
class Roll(Word):
    """Start your turn."""

    WORD = "roll"


@dataclass(frozen=True)
class Reroll(Action):
    """Reroll die ``die`` (0-based, into the last roll): ``reroll:<die>``."""

    die: int

    @classmethod
    def parse(cls, text: str) -> Self:
        (die,) = parsed(r"reroll:(\d+)", text)
        return cls(die)

    def __str__(self) -> str:
        return f"reroll:{self.die}"


@dataclass(frozen=True)
class Keep(Word):
    """Keep a missed roll (it scores 0)."""

    WORD = "keep"


ROLL, KEEP = Roll(), Keep()
ACTIONS = (Roll, Reroll, Keep)
