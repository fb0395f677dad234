"""The one move of Buck Dice."""

from __future__ import annotations

from rules.base import Action


class Throw(Action, text="throw"): ...


THROW = Throw()
ACTIONS = (Throw,)
