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


class LiveTables(Newest[int, Live]):
    """Live entries by table id. A click uses only what ``Newest`` and its dict give (``used``, ``get``, ``keep``:
    the table service keeps a committed table through ``TableService._remember``), so it runs no code here; the
    methods below are for what happens beside the clicks."""

    def __init__(self, size: int = LIVE_KEPT) -> None:
        super().__init__(size)

    def counts(self) -> Counter[tuple[str, str]]:
        """How many tables are kept, by (game, status): what the operator's metrics show."""
        return Counter((live.table.kind, live.table.status.value) for live in self.values())

    def drop(self, table_id: int) -> None:
        """Forget the table and all kept with it: the next use reads it from the store."""
        self.pop(table_id, None)

    def message_moved(self, table_id: int, message_id: int) -> None:
        """The table's message id was stored (not a change of the table: its version stays)."""
        kept = self.get(table_id)
        if kept is not None:
            self[table_id] = replace(kept, table=replace(kept.table, message_id=message_id))

    def know_chances(self, table_id: int, known: Known) -> bool:
        """Keep the chances known for a live table; False (nothing kept) for a table not kept live."""
        kept = self.get(table_id)
        if kept is None:
            return False
        self[table_id] = replace(kept, chances=known)
        return True
