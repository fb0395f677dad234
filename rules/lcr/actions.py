"""The one move of LCR."""

from __future__ import annotations

from rules.base import Action


class Roll(Action, text="roll"): ...


ROLL = Roll()
ACTIONS = (Roll,)
