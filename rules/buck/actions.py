"""The one move of Buck Dice."""

from __future__ import annotations

from dataclasses import dataclass

from rules.actions import Word


@dataclass(frozen=True)
class Throw(Word):
    WORD = "throw"


THROW = Throw()
ACTIONS = (Throw,)
