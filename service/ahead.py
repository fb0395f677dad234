"""Moves prepared ahead of their click: the one move a table waits for, played on copies while nobody clicks.

When the player to move has exactly one legal move (LCR's Roll, a Leftovers roll), what their click will do is
known before they click: the dice come from the game's own seeded stream, so the roll is the same whenever it
comes. Once a click is answered, the service plays that next move on copies of the committed table and game
(``TableService.look_ahead``), and the click that asks for it commits those copies instead of playing it again:
the engine's work leaves the click's path. Only the clock is read at the click (``updated_at`` and the deadline).

A prepared move is used only by the click it was prepared for (same player, step and move) and only on the very
table object it was prepared from: any change committed meanwhile (a timeout, a leave, another process's write
seen as a reload) replaces the live table object, and the prepared move is then dropped unused. Nothing prepared
is stored or shown before its click commits it.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from data.records import Result, Table
from kept import Newest
from rules.base import Game
from rules.events import Event
from service.live import LIVE_KEPT


@dataclass(frozen=True)
class Move:
    """A click that moves: who, on the step their table showed, which move."""

    user_id: int
    step: int
    action: str


@dataclass
class Prepared:
    """A change played on copies of ``committed`` and ready to commit: all but the clock."""

    committed: Table
    table: Table  # the working copy, to be stored
    game: Game | None
    events: list[Event]  # the change's and those of the moves it forced
    actions: list[dict[str, Any]]  # the action rows
    changed: frozenset[str]  # the saved columns the play changed (not the clock's: see TableService._commit)
    encoded: dict[str, Any]  # those columns as the store writes them (Store.encode)
    results: list[Result] = field(default_factory=list)  # when the game ended


class MovesAhead:
    """At most one prepared move per table, for the tables used last (as many as are kept live)."""

    def __init__(self, kept: int = LIVE_KEPT) -> None:
        self._kept: Newest[int, tuple[Move, Prepared]] = Newest(kept)

    def keep(self, move: Move, prepared: Prepared) -> None:
        self._kept.keep(prepared.committed.id, (move, prepared))

    def take(self, committed: Table, move: Move) -> Prepared | None:
        """The move prepared for this click on this committed table, if any (it is used once). A prepared move of
        an older table object is dropped; one for another click stays for its own."""
        kept = self._kept.get(committed.id)
        if kept is None:
            return None
        prepared_move, prepared = kept
        if prepared.committed is not committed:
            del self._kept[committed.id]
            return None
        if prepared_move != move:
            return None
        del self._kept[committed.id]
        return prepared

    def __len__(self) -> int:
        return len(self._kept)
