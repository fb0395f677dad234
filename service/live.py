"""The tables this process owns, kept decoded between clicks: the one cache of live tables, write-through.

A click reads no row and decodes no JSON: it starts from the live table (a frozen Table: a change builds a new one)
and a copy of its game (``Game.copy``) and, once the store has committed it, that new table and game become the
live ones. Whatever still shows an older Change, and every failed commit, leaves the live ones as they were. The
version guard still decides every write: a live copy another process wrote past (PostgreSQL) makes the next save a
StaleWrite, and the service then drops it and reads the row again.

What the service derives from a table is kept in its entry too (the live chances it shows, service/chances.py), so
one size and one rule bound it all: only the tables of this process's shards are kept (another process writes the
others), the ones used last, at most ``LIVE_KEPT``; a table forgotten is forgotten whole.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, replace

from data.records import Table
from kept import Newest
from rules.base import Game
from rules.info import Chances

LIVE_KEPT = 2048  # tables kept decoded: a few tens of MB when full


@dataclass(frozen=True)
class Known:
    """The win chances last known for a table: those of its game at ``step``."""

    seed: str  # the table's seed: a table id reused by another store (tests) is another table
    step: int
    chances: Chances


@dataclass(frozen=True)
class Live:
    """A table as last committed, its game (None before it starts; moves are played on a copy) and the chances
    last known for it (of this step or an older one: shown until the newer ones come)."""

    table: Table
    game: Game | None
    chances: Known | None = None


class LiveTables:
    def __init__(self, size: int = LIVE_KEPT) -> None:
        self._kept: Newest[int, Live] = Newest(size)

    def get(self, table_id: int) -> Live | None:
        return self._kept.used(table_id)

    def peek(self, table_id: int) -> Live | None:
        """The entry, leaving its place among the used last as it is."""
        return self._kept.get(table_id)

    def keep(self, table: Table, game: Game | None) -> None:
        """``table`` as committed (and its game) is the live one, unless a newer version is kept already (a
        read that raced a commit). The chances known for it stay."""
        kept = self._kept.get(table.id)
        if kept is not None and kept.table.version > table.version:
            return
        self._kept.keep(table.id, Live(table, game, kept.chances if kept is not None else None))

    def counts(self) -> Counter[tuple[str, str]]:
        """How many tables are kept, by (game, status): what the operator's metrics show."""
        return Counter((live.table.kind, live.table.status.value) for live in self._kept.values())

    def drop(self, table_id: int) -> None:
        """Forget the table and all kept with it: the next use reads it from the store."""
        self._kept.pop(table_id, None)

    def message_moved(self, table_id: int, message_id: int) -> None:
        """The table's message id was stored (not a change of the table: its version stays)."""
        kept = self._kept.get(table_id)
        if kept is not None:
            self._kept[table_id] = replace(kept, table=replace(kept.table, message_id=message_id))

    def know_chances(self, table_id: int, known: Known) -> bool:
        """Keep the chances known for a live table; False (nothing kept) for a table not kept live."""
        kept = self._kept.get(table_id)
        if kept is None:
            return False
        self._kept[table_id] = replace(kept, chances=known)
        return True

    def __len__(self) -> int:
        return len(self._kept)
