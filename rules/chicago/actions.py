"""Chicago's moves: roll; after a miss with double roll, reroll one die or keep."""

from __future__ import annotations

from rules.base import Action


class Roll(Action, text="roll"):
    """Start your turn."""


class Reroll(Action, text=r"reroll:(?P<die>\d+)"):
    """Reroll die ``die`` (0-based, into the last roll)."""

    die: int


class Keep(Action, text="keep"):
    """Keep a missed roll (it scores 0)."""


ROLL, KEEP = Roll(), Keep()
ACTIONS = (Roll, Reroll, Keep)
