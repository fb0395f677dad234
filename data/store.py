"""The store interface the table service talks to."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, Protocol

from data.records import Result, Table


class StaleWrite(Exception):
    """Another change to the table was committed first; nothing was written."""


class ChannelBusy(Exception):
    """The channel already has a live table."""

    def __init__(self, table: Table) -> None:
        super().__init__(table.id)
        self.table = table


@dataclass(frozen=True)
class Standing:
    """One player's record in one game kind across a server's finished games.

    Computer seats are counted by name (their ids are only unique within a table).
    """

    kind: str
    user_id: int
    name: str  # the name of their latest game
    computer: bool
    games: int
    wins: int
    rounds: int  # rounds played, for games that have rounds (Bad Leftovers)
    points: int  # points taken over those games

    @property
    def points_per_round(self) -> float | None:
        return self.points / self.rounds if self.rounds else None


class Store(Protocol):
    async def create_table(self, table: Table) -> Table:
        """Insert a new table, giving it an id. Raises ChannelBusy."""

    async def load_table(self, table_id: int) -> Table | None: ...

    async def live_table(self, channel_id: int) -> Table | None:
        """The channel's lobby or running game, if any."""

    async def last_table(self, channel_id: int) -> Table | None:
        """The channel's newest table, whatever its status."""

    async def save_table(
        self,
        table: Table,
        actions: Sequence[dict[str, Any]] = (),
        results: Sequence[Result] = (),
    ) -> Table:
        """Commit ``table`` with its new actions and results in one transaction.

        Raises StaleWrite if the stored version is no longer ``table.version``;
        on success the returned table carries the next version.
        """

    async def set_message(self, table_id: int, message_id: int) -> None:
        """Remember which Discord message shows the table (not a game change)."""

    async def deadlines(self) -> list[tuple[int, float]]:
        """(table id, deadline) of every live table waiting for a timer."""

    async def last_changed(self, window: float) -> list[int]:
        """Ids of the tables changed within ``window`` seconds of the newest change of all."""

    async def actions(self, table_id: int) -> list[dict[str, Any]]:
        """The table's action log, oldest first."""

    async def results(self, guild_id: int, kind: str | None = None) -> list[dict[str, Any]]:
        """Finished games' result lines in a server, newest first."""

    async def standings(self, guild_id: int, kind: str | None = None) -> list[Standing]:
        """Per game kind and player: games, wins, rounds and points, from finished games in a server.

        Ordered by kind, then most wins, fewest games, name.
        """

    async def close(self) -> None: ...
