"""A change played on the committed table and a copy of its game, ready to commit: all of it but the clock."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from data.records import Result, Table
from rules.base import Event, Game


@dataclass
class Prepared:
    """A change played on ``committed`` (and a copy of its game), ready to commit: all but the clock."""

    committed: Table
    table: Table  # the new table, to be stored
    game: Game | None
    events: list[Event]  # the change's and those of the moves it forced
    actions: list[dict[str, Any]]  # the action rows
    changed: frozenset[str]  # the saved columns the play changed (not the clock's: see TableService._commit)
    encoded: dict[str, Any]  # those columns as the store writes them (Store.encode)
    results: list[Result] = field(default_factory=list)  # when the game ended
