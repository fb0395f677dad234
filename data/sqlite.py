"""The store on one SQLite file through one aiosqlite connection.

WAL mode, so readers never wait for the writer; ``synchronous=NORMAL``, so a
commit survives a crash of the bot process (not a power cut of the host).
Writes are serialised by one lock because they share the one connection.
"""

from __future__ import annotations

import asyncio
import json
import sqlite3
from collections.abc import Sequence
from importlib import resources
from pathlib import Path
from typing import Any

import aiosqlite

from data.records import Result, Seat, Status, Table
from data.store import ChannelBusy, StaleWrite, Standing


def migrations() -> list[tuple[int, str]]:
    """The numbered SQL files in data/migrations, in order."""
    found = []
    for entry in resources.files("data.migrations").iterdir():
        if entry.name.endswith(".sql"):
            found.append((int(entry.name.split("_", 1)[0]), entry.read_text()))
    return sorted(found)


def _dumps(value: Any) -> str:
    return json.dumps(value, separators=(",", ":"))


def _row_to_table(row: sqlite3.Row) -> Table:
    return Table(
        kind=row["kind"],
        guild_id=row["guild_id"],
        channel_id=row["channel_id"],
        host_id=row["host_id"],
        seed=row["seed"],
        options=json.loads(row["options"]),
        turn_timeout=row["turn_timeout"],
        locale=row["locale"],
        seats=[Seat.from_dict(s) for s in json.loads(row["seats"])],
        status=Status(row["status"]),
        state=json.loads(row["state"]) if row["state"] else None,
        log=json.loads(row["log"]),
        message_id=row["message_id"],
        deadline=row["deadline"],
        id=row["id"],
        version=row["version"],
        created_at=row["created_at"],
        updated_at=row["updated_at"],
    )


class SqliteStore:
    def __init__(self, connection: aiosqlite.Connection) -> None:
        self._db = connection
        self._write = asyncio.Lock()

    @classmethod
    async def open(cls, path: str | Path) -> SqliteStore:
        if str(path) != ":memory:":
            Path(path).parent.mkdir(parents=True, exist_ok=True)
        connection = await aiosqlite.connect(path, isolation_level=None)
        try:
            connection.row_factory = sqlite3.Row
            await connection.execute("PRAGMA journal_mode=WAL")
            await connection.execute("PRAGMA synchronous=NORMAL")
            await connection.execute("PRAGMA foreign_keys=ON")
            await connection.execute("PRAGMA busy_timeout=5000")
            store = cls(connection)
            await store.migrate()
        except BaseException:
            # aiosqlite's worker thread is not a daemon: left open, it would keep the process from exiting
            await connection.close()
            raise
        return store

    async def migrate(self) -> int:
        """Apply every migration newer than ``PRAGMA user_version``, each in its own transaction."""
        async with self._db.execute("PRAGMA user_version") as cursor:
            (current,) = await cursor.fetchone()  # type: ignore[misc]
        for number, sql in migrations():
            if number <= current:
                continue
            # executescript commits on its own, so the version bump rides in the same script
            await self._db.executescript(f"BEGIN IMMEDIATE;\n{sql}\nPRAGMA user_version = {number};\nCOMMIT;")
            current = number
        return current

    async def schema_version(self) -> int:
        async with self._db.execute("PRAGMA user_version") as cursor:
            (version,) = await cursor.fetchone()  # type: ignore[misc]
        return int(version)

    async def close(self) -> None:
        await self._db.close()

    # --- reading ----------------------------------------------------------
    async def _one(self, sql: str, *args: Any) -> Table | None:
        async with self._db.execute(sql, args) as cursor:
            row = await cursor.fetchone()
        return _row_to_table(row) if row else None

    async def load_table(self, table_id: int) -> Table | None:
        return await self._one("SELECT * FROM tables WHERE id = ?", table_id)

    async def live_table(self, channel_id: int) -> Table | None:
        return await self._one(
            "SELECT * FROM tables WHERE channel_id = ? AND status IN ('lobby', 'playing')", channel_id
        )

    async def last_table(self, channel_id: int) -> Table | None:
        return await self._one(
            "SELECT * FROM tables WHERE channel_id = ? ORDER BY id DESC LIMIT 1", channel_id
        )

    async def deadlines(self) -> list[tuple[int, float]]:
        async with self._db.execute(
            "SELECT id, deadline FROM tables WHERE deadline IS NOT NULL AND status IN ('lobby', 'playing')"
        ) as cursor:
            return [(row[0], row[1]) async for row in cursor]

    async def actions(self, table_id: int) -> list[dict[str, Any]]:
        async with self._db.execute(
            "SELECT version, user_id, action, events, at FROM actions WHERE table_id = ? ORDER BY version, ordinal",
            (table_id,),
        ) as cursor:
            return [{**dict(row), "events": json.loads(row["events"])} async for row in cursor]

    async def results(self, guild_id: int, kind: str | None = None) -> list[dict[str, Any]]:
        sql = (
            "SELECT table_id, kind, user_id, name, computer, seat, won, lost, score, rounds, points, finished_at"
            " FROM results WHERE guild_id = ?"
        )
        args: list[Any] = [guild_id]
        if kind is not None:
            sql += " AND kind = ?"
            args.append(kind)
        sql += " ORDER BY finished_at DESC, table_id DESC, seat"
        async with self._db.execute(sql, args) as cursor:
            return [dict(row) async for row in cursor]

    async def standings(self, guild_id: int, kind: str | None = None) -> list[Standing]:
        # name is a bare column beside MAX(finished_at): SQLite takes it from the latest game's row
        sql = (
            "SELECT kind, user_id, name, computer, COUNT(*) AS games, SUM(won) AS wins, SUM(rounds) AS rounds,"
            " SUM(points) AS points, MAX(finished_at) AS last_played"
            " FROM results WHERE guild_id = ?"
        )
        args: list[Any] = [guild_id]
        if kind is not None:
            sql += " AND kind = ?"
            args.append(kind)
        sql += (
            " GROUP BY kind, computer, CASE WHEN computer THEN name ELSE user_id END"
            " ORDER BY kind, wins DESC, games, name COLLATE NOCASE, user_id"
        )
        async with self._db.execute(sql, args) as cursor:
            return [
                Standing(
                    kind=row["kind"], user_id=row["user_id"], name=row["name"], computer=bool(row["computer"]),
                    games=row["games"], wins=row["wins"], rounds=row["rounds"], points=row["points"],
                )
                async for row in cursor
            ]

    # --- writing ----------------------------------------------------------
    async def create_table(self, table: Table) -> Table:
        async with self._write:
            try:
                cursor = await self._db.execute(
                    "INSERT INTO tables (kind, guild_id, channel_id, message_id, host_id, locale, status, seed,"
                    " options, turn_timeout, seats, state, log, deadline, version, created_at, updated_at)"
                    " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 1, ?, ?)",
                    (
                        table.kind, table.guild_id, table.channel_id, table.message_id, table.host_id,
                        table.locale, table.status.value, table.seed, _dumps(table.options), table.turn_timeout,
                        _dumps([s.to_dict() for s in table.seats]),
                        _dumps(table.state) if table.state is not None else None,
                        _dumps(table.log), table.deadline, table.created_at, table.updated_at,
                    ),
                )
            except sqlite3.IntegrityError:
                existing = await self.live_table(table.channel_id)
                if existing is None:
                    raise
                raise ChannelBusy(existing) from None
        table.id = cursor.lastrowid or 0
        table.version = 1
        return table

    async def save_table(
        self,
        table: Table,
        actions: Sequence[dict[str, Any]] = (),
        results: Sequence[Result] = (),
    ) -> Table:
        new_version = table.version + 1
        async with self._write:
            await self._db.execute("BEGIN IMMEDIATE")
            try:
                cursor = await self._db.execute(
                    "UPDATE tables SET status = ?, seats = ?, state = ?, log = ?, deadline = ?, options = ?,"
                    " host_id = ?, version = ?, updated_at = ? WHERE id = ? AND version = ?",
                    (
                        table.status.value, _dumps([s.to_dict() for s in table.seats]),
                        _dumps(table.state) if table.state is not None else None, _dumps(table.log),
                        table.deadline, _dumps(table.options), table.host_id, new_version, table.updated_at,
                        table.id, table.version,
                    ),
                )
                if cursor.rowcount != 1:
                    raise StaleWrite(table.id)
                if actions:
                    await self._db.executemany(
                        "INSERT INTO actions (table_id, version, ordinal, user_id, action, events, at)"
                        " VALUES (?, ?, ?, ?, ?, ?, ?)",
                        [
                            (table.id, new_version, i, a.get("user_id"), a["action"], _dumps(a["events"]),
                             table.updated_at)
                            for i, a in enumerate(actions)
                        ],
                    )
                if results:
                    await self._db.executemany(
                        "INSERT INTO results (table_id, guild_id, kind, user_id, name, computer, seat, won, lost,"
                        " score, rounds, points, finished_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                        [
                            (table.id, table.guild_id, table.kind, r.user_id, r.name, int(r.computer), r.seat,
                             int(r.won), int(r.lost), r.score, r.rounds, r.points, table.updated_at)
                            for r in results
                        ],
                    )
                await self._db.execute("COMMIT")
            except BaseException:
                await self._db.execute("ROLLBACK")
                raise
        table.version = new_version
        return table

    async def set_message(self, table_id: int, message_id: int) -> None:
        async with self._write:
            await self._db.execute("UPDATE tables SET message_id = ? WHERE id = ?", (message_id, table_id))


async def open_store(path: str | Path) -> SqliteStore:
    return await SqliteStore.open(path)
