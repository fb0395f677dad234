"""The one move of LCR."""

from __future__ import annotations

from dataclasses import dataclass

from rules.actions import Word


@dataclass(frozen=True)
class Roll(Word):
    WORD = "roll"


ROLL = Roll()
ACTIONS = (Roll,)
