"""The tables this process owns, kept decoded between clicks (Table and Game): write-through.

A click reads no row and decodes no JSON: it starts from the live table (a frozen Table: a change builds a new one)
and a copy of its game (``Game.copy``) and, once the store has committed it, that new table and game become the
live ones. Whatever still shows an older Change, and every failed commit, leaves the live ones as they were. The
version guard still decides every write: a live copy another process wrote past (PostgreSQL) makes the next save a
StaleWrite, and the service then drops it and reads the row again. Only the tables of this process's shards are
kept (another process writes the others), the ones used last, at most ``LIVE_KEPT``.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from data.records import Table
from kept import Newest
from rules.base import Game

LIVE_KEPT = 2048  # tables kept decoded: a few tens of MB when full


@dataclass(frozen=True)
class Live:
    """A table as last committed and its game (None before it starts; the game's moves are played on a copy)."""

    table: Table
    game: Game | None


class LiveTables:
    def __init__(self, size: int = LIVE_KEPT) -> None:
        self._kept: Newest[int, Live] = Newest(size)

    def get(self, table_id: int) -> Live | None:
        return self._kept.used(table_id)

    def keep(self, table: Table, game: Game | None) -> None:
        """``table`` as committed (and its game) is the live one, unless a newer version is kept already (a
        read that raced a commit)."""
        kept = self._kept.get(table.id)
        if kept is not None and kept.table.version > table.version:
            return
        self._kept.keep(table.id, Live(table, game))

    def drop(self, table_id: int) -> None:
        """Forget the table: the next use reads it from the store."""
        self._kept.pop(table_id, None)

    def message_moved(self, table_id: int, message_id: int) -> None:
        """The table's message id was stored (not a change of the table: its version stays)."""
        kept = self._kept.get(table_id)
        if kept is not None:
            self._kept[table_id] = Live(replace(kept.table, message_id=message_id), kept.game)

