"""The store on one SQLite file, through one sqlite3 connection on its own thread.

WAL mode, so readers never wait for the writer. Durability "crash" is
``synchronous=NORMAL``: a commit survives a crash of the bot process, not a
power cut of the host; "power" is ``synchronous=FULL``: every commit waits for
the disk (the WAL is synced), so it survives a power cut too.
Every store call is one function run on the connection's thread (see
``_db_thread``): a write with its actions and results is one transaction in
one trip. (Each trip costs about 60 µs of thread hand-over; statement by
statement a click would take seven.) Saves handed in during one pass of the
event loop share one trip and one transaction (``_group_commit``), each in a
savepoint of its own.

The rows of the tables used last are kept as stored (JSON columns still
encoded), so a click on a table in play reads no row: its one trip is the
commit. Pips runs one process per database file, held by a lock beside it
(``_file_lock``); should another writer get there anyway, the version guard
refuses the write and the row is read again.
"""

from __future__ import annotations

import json
import sqlite3
import time
from collections.abc import Collection, Mapping, Sequence
from contextlib import closing
from dataclasses import dataclass
from functools import lru_cache
from importlib import resources
from pathlib import Path
from typing import Any

from data._changed_last import NUDGE_AT_LEAST, RUNNING, SETTLED, NewestChange
from data._checkpoints import Checkpoints
from data._db_thread import DbThread
from data._file_lock import FileLock
from data._group_commit import GroupCommit, Outcomes
from data._rows import Row, entries_json, past_games, row_to_table, saved_columns, saved_row, table_row
from data.records import Result, Table
from data.store import (
    ChannelBusy,
    Durability,
    GuildSettings,
    PastGame,
    PlayerRecord,
    ShardSelection,
    StaleWrite,
    Standing,
    TurnPing,
)
from kept import Newest

MEMORY = ":memory:"
ROWS_KEPT = 1024  # tables whose row stays at hand: about 3 MB when full
SYNCHRONOUS: dict[Durability, str] = {"crash": "NORMAL", "power": "FULL"}  # PRAGMA synchronous per durability


@dataclass(frozen=True)
class _Save:
    """One table's save, as the database thread writes it."""

    table_id: int
    row: Row  # the saved columns, the new version among them
    expected: int  # the version the change was computed from
    guild_id: int | None
    kind: str
    actions: Sequence[dict[str, Any]]
    results: Sequence[Result]


def migrations() -> list[tuple[int, str]]:
    """The numbered SQL files in data/migrations, in order."""
    found = []
    for entry in resources.files("data.migrations").iterdir():
        if entry.name.endswith(".sql"):
            found.append((int(entry.name.split("_", 1)[0]), entry.read_text()))
    return sorted(found)


class SqliteStore:
    def __init__(
        self, thread: DbThread, connection: sqlite3.Connection, lock: FileLock | None,
        checkpoints: Checkpoints | None = None,
    ) -> None:
        self._thread = thread
        self._run = thread.run
        # Reached through _run on the thread, or on the loop while the thread is idle (DbThread.idle)
        self._db = connection
        self._lock = lock
        self._closed = False
        self._rows: Newest[int, Row] = Newest(ROWS_KEPT)  # table id → its row as last read or written
        # Commits that wait for no disk (durability "crash") are made on the loop when they can: the
        # checkpoints that do wait for the disk then run on a thread of their own (data/_checkpoints.py).
        self._checkpoints = checkpoints
        self._saves = GroupCommit(thread, self._save_all, here=checkpoints is not None)

    def _keep(self, row: Row) -> None:
        self._rows.keep(row["id"], row)

    @classmethod
    async def open(
        cls, path: str | Path, *, exclusive: bool = True, durability: Durability = "crash"
    ) -> SqliteStore:
        """The store on ``path``, migrated to the newest schema. Raises StoreInUse if another store holds it.

        ``exclusive=False`` opens without taking the file's lock: only for a test that stands in for a second
        process on one file. ``durability`` picks ``PRAGMA synchronous`` (``SYNCHRONOUS``).
        """
        lock = None
        if str(path) != MEMORY:
            Path(path).parent.mkdir(parents=True, exist_ok=True)
            if exclusive:
                lock = FileLock.take(Path(path))
        thread = DbThread(name=f"pips-sqlite {path}")
        checkpoints = None
        try:
            off_the_loop = durability == "crash" and str(path) != MEMORY
            connection = await thread.run(_connect, str(path), SYNCHRONOUS[durability], not off_the_loop)
            if off_the_loop:
                checkpoints = await Checkpoints.open(str(path))
            store = cls(thread, connection, lock, checkpoints)
        except BaseException:
            await thread.stop()
            if lock is not None:
                lock.release()
            raise
        try:
            await store.migrate()
        except BaseException:
            await store.close()
            raise
        return store

    async def migrate(self) -> int:
        """Apply every migration newer than ``PRAGMA user_version``, each in its own transaction."""
        return await self._run(self._migrate)

    def _migrate(self) -> int:
        current = self._user_version()
        for number, sql in migrations():
            if number <= current:
                continue
            # executescript commits on its own, so the version bump rides in the same script
            try:
                self._db.executescript(f"BEGIN IMMEDIATE;\n{sql}\nPRAGMA user_version = {number};\nCOMMIT;")
            except BaseException:
                if self._db.in_transaction:  # a statement failed: executescript stopped short of COMMIT
                    self._db.execute("ROLLBACK")
                raise
            current = number
        return current

    def _user_version(self) -> int:
        (version,) = self._db.execute("PRAGMA user_version").fetchone()
        return int(version)

    async def schema_version(self) -> int:
        return await self._run(self._user_version)

    async def close(self) -> None:
        """Finish the calls already made, close the connection, end its thread, then let go of the file."""
        if self._closed:
            return
        self._closed = True
        self._saves.flush()  # saves handed in this loop pass go before the connection closes
        try:
            if self._checkpoints is not None:
                await self._checkpoints.close()
            await self._thread.stop(last=self._db.close)
        finally:
            if self._lock is not None:
                self._lock.release()

    # --- reading ----------------------------------------------------------
    def _fetchone(self, sql: str, args: Sequence[Any]) -> sqlite3.Row | None:
        row: sqlite3.Row | None = self._db.execute(sql, args).fetchone()
        return row

    def _fetchall(self, sql: str, args: Sequence[Any]) -> list[sqlite3.Row]:
        return self._db.execute(sql, args).fetchall()

    def _execute(self, sql: str, args: Sequence[Any]) -> None:
        self._db.execute(sql, args)  # one statement: autocommit makes it its own transaction

    async def _one(self, sql: str, *args: Any) -> Table | None:
        row = await self._run(self._fetchone, sql, args)
        if row is None:
            return None
        kept = dict(row)
        self._keep(kept)
        return row_to_table(kept)

    async def load_table(self, table_id: int) -> Table | None:
        row = self._rows.used(table_id)
        if row is not None:
            return row_to_table(row)
        return await self._one("SELECT * FROM tables WHERE id = ?", table_id)

    async def live_table(self, channel_id: int) -> Table | None:
        return await self._one(
            "SELECT * FROM tables WHERE channel_id = ? AND status IN ('lobby', 'playing')", channel_id
        )

    async def last_table(self, channel_id: int) -> Table | None:
        return await self._one(
            "SELECT * FROM tables WHERE channel_id = ? ORDER BY id DESC LIMIT 1", channel_id
        )

    async def deadlines(self, shards: ShardSelection | None = None) -> list[tuple[int, float]]:
        on_shards, args = _on_shards(shards)
        rows = await self._run(
            self._fetchall,
            f"SELECT id, deadline FROM tables WHERE deadline IS NOT NULL AND status != 'cancelled'{on_shards}",
            args,
        )
        return [(row[0], row[1]) for row in rows]

    async def last_changed(self, window: float, shards: ShardSelection | None = None) -> list[int]:
        return await self._run(self._last_changed, window, shards)

    def _last_changed(self, window: float, shards: ShardSelection | None) -> list[int]:
        """Through the two indexes by time of change (data/_changed_last.py)."""
        on_shards, args = _on_shards(shards)
        (settled,) = self._db.execute(f"SELECT MAX(updated_at) FROM tables WHERE {SETTLED}{on_shards}", args).fetchone()
        found = NewestChange(settled)
        running = self._db.execute(
            f"SELECT updated_at, {_NUDGE} FROM tables WHERE {RUNNING}{on_shards} ORDER BY {_NUDGE} DESC", args
        )
        with closing(running):
            for updated_at, nudge in running:
                if not found.add(updated_at, nudge):
                    break
        if found.newest is None:
            return []
        since = found.newest - window
        rows = self._db.execute(
            f"SELECT id FROM tables WHERE {SETTLED} AND updated_at >= ?{on_shards}"
            f" UNION ALL SELECT id FROM tables WHERE {RUNNING} AND {_NUDGE} >= ? AND updated_at >= ?{on_shards}",
            [since, *args, since + NUDGE_AT_LEAST, since, *args],
        ).fetchall()
        return [row[0] for row in rows]

    async def actions(self, table_id: int) -> list[dict[str, Any]]:
        rows = await self._run(
            self._fetchall,
            "SELECT version, user_id, action, events, at FROM actions WHERE table_id = ? ORDER BY version, ordinal",
            (table_id,),
        )
        return [{**dict(row), "events": json.loads(row["events"])} for row in rows]

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
        return [dict(row) for row in await self._run(self._fetchall, sql, args)]

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
        return [
            Standing(
                kind=row["kind"], user_id=row["user_id"], name=row["name"], computer=bool(row["computer"]),
                games=row["games"], wins=row["wins"], rounds=row["rounds"], points=row["points"],
            )
            for row in await self._run(self._fetchall, sql, args)
        ]

    # --- writing ----------------------------------------------------------
    async def create_table(self, table: Table) -> Table:
        row = table_row(table)
        row["version"] = 1
        try:
            row["id"] = await self._run(self._insert_table, row)
        except sqlite3.IntegrityError:
            existing = await self.live_table(table.channel_id)
            if existing is None:
                raise
            raise ChannelBusy(existing) from None
        self._keep(row)
        table.id = row["id"]
        table.version = 1
        return table

    def _insert_table(self, row: Row) -> int:
        cursor = self._db.execute(
            "INSERT INTO tables (kind, guild_id, channel_id, message_id, host_id, locale, status, seed,"
            " options, turn_timeout, seats, state, log, deadline, version, created_at, updated_at, invited,"
            " previous_id, again_closed)"
            " VALUES (:kind, :guild_id, :channel_id, :message_id, :host_id, :locale, :status, :seed,"
            " :options, :turn_timeout, :seats, :state, :log, :deadline, :version, :created_at, :updated_at,"
            " :invited, :previous_id, :again_closed)",
            row,
        )
        return cursor.lastrowid or 0

    def encode(self, table: Table, columns: Collection[str]) -> dict[str, Any]:
        return saved_row(table, tuple(columns))

    async def save_table(
        self,
        table: Table,
        actions: Sequence[dict[str, Any]] = (),
        results: Sequence[Result] = (),
        *,
        changed: Collection[str] | None = None,
        alone: bool = False,
        encoded: Mapping[str, Any] | None = None,
    ) -> Table:
        saved = saved_row(table, saved_columns(changed), encoded)
        saved["version"] = table.version + 1
        save = _Save(table.id, saved, table.version, table.guild_id, table.kind, actions, results)
        try:
            await self._saves.write(save, alone=alone)
        except BaseException:
            self._rows.pop(table.id, None)  # e.g. a stale row, refused by the version guard: read it again
            raise
        if self._checkpoints is not None:
            self._checkpoints.committed()
        # Looked up only now: a message id stored meanwhile is in the kept row, not in `table`.
        kept = self._rows.get(table.id)
        if kept is not None and kept["version"] == table.version:
            self._keep({**kept, **saved})
        else:
            self._rows.pop(table.id, None)
        table.version += 1
        return table

    def _save_all(self, saves: Sequence[_Save]) -> Outcomes:
        """One transaction for the saves of a loop pass, each in a savepoint (unless it is alone: a click on its
        own needs none): one that fails (a stale version, a constraint) is rolled back alone and its error
        returned in its place."""
        outcomes: Outcomes = []
        alone = len(saves) == 1
        self._db.execute("BEGIN IMMEDIATE")
        try:
            for save in saves:
                if not alone:
                    self._db.execute("SAVEPOINT save")
                try:
                    self._save(save)
                except Exception as error:
                    self._db.execute("ROLLBACK" if alone else "ROLLBACK TO save")
                    outcomes.append(error)
                else:
                    outcomes.append(None)
                if not alone:
                    self._db.execute("RELEASE save")
            if self._db.in_transaction:  # (a save alone that failed was rolled back: nothing to commit)
                self._db.execute("COMMIT")
        except BaseException:
            if self._db.in_transaction:
                self._db.execute("ROLLBACK")
            raise
        return outcomes

    def _save(self, save: _Save) -> None:
        row, updated_at = save.row, save.row["updated_at"]
        cursor = self._db.execute(_update_sql(tuple(row)), {**row, "id": save.table_id, "expected": save.expected})
        if cursor.rowcount != 1:
            raise StaleWrite(save.table_id)
        if save.actions:
            self._db.executemany(
                "INSERT INTO actions (table_id, version, ordinal, user_id, action, events, at)"
                " VALUES (?, ?, ?, ?, ?, ?, ?)",
                [
                    (save.table_id, row["version"], i, a.get("user_id"), a["action"], entries_json(a["events"]),
                     updated_at)
                    for i, a in enumerate(save.actions)
                ],
            )
        if save.results:
            self._db.executemany(
                "INSERT INTO results (table_id, guild_id, kind, user_id, name, computer, seat, won, lost,"
                " score, rounds, points, finished_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                [
                    (save.table_id, save.guild_id, save.kind, r.user_id, r.name, int(r.computer), r.seat,
                     int(r.won), int(r.lost), r.score, r.rounds, r.points, updated_at)
                    for r in save.results
                ],
            )

    async def set_message(self, table_id: int, message_id: int) -> None:
        await self._run(self._execute, "UPDATE tables SET message_id = ? WHERE id = ?", (message_id, table_id))
        kept = self._rows.get(table_id)
        if kept is not None:
            self._rows[table_id] = {**kept, "message_id": message_id}

    async def retire_unreadable(self, table_id: int) -> None:
        await self._run(
            self._execute,
            "UPDATE tables SET status = 'cancelled', deadline = NULL, version = version + 1"
            " WHERE id = ? AND status IN ('lobby', 'playing')",
            (table_id,),
        )
        self._rows.pop(table_id, None)

    # --- stats and history ------------------------------------------------------
    async def player_records(self, guild_id: int, user_id: int, kind: str | None = None) -> list[PlayerRecord]:
        sql = (
            "SELECT kind, COUNT(*) AS games, SUM(won) AS wins, SUM(lost) AS losses, SUM(score) AS score_total,"
            " MAX(score) AS best_score, SUM(rounds) AS rounds, SUM(points) AS points"
            " FROM results WHERE guild_id = ? AND user_id = ? AND computer = 0"
        )
        args: list[Any] = [guild_id, user_id]
        if kind is not None:
            sql += " AND kind = ?"
            args.append(kind)
        sql += " GROUP BY kind ORDER BY kind"
        return [PlayerRecord(**dict(row)) for row in await self._run(self._fetchall, sql, args)]

    async def past_games(self, channel_id: int, kind: str | None = None, limit: int = 10) -> list[PastGame]:
        return await self._run(self._past_games, channel_id, kind, limit)

    def _past_games(self, channel_id: int, kind: str | None, limit: int) -> list[PastGame]:
        sql = (
            "SELECT id, kind, guild_id, channel_id, message_id, seed, updated_at FROM tables"
            " WHERE channel_id = ? AND status = 'finished'"
        )
        args: list[Any] = [channel_id]
        if kind is not None:
            sql += " AND kind = ?"
            args.append(kind)
        sql += " ORDER BY id DESC LIMIT ?"
        args.append(limit)
        tables = self._fetchall(sql, args)
        finishers: list[sqlite3.Row] = []
        if tables:
            marks = ", ".join("?" * len(tables))
            finishers = self._fetchall(
                f"SELECT table_id, user_id, name, computer, won, lost FROM results WHERE table_id IN ({marks})"
                " ORDER BY table_id, seat",
                [row["id"] for row in tables],
            )
        return past_games(tables, finishers)

    # --- server settings -----------------------------------------------------------
    async def guild_settings(self, guild_id: int) -> GuildSettings:
        return await self._run(self._guild_settings, guild_id)

    def _guild_settings(self, guild_id: int) -> GuildSettings:
        row = self._fetchone(
            "SELECT language, turn_timeout, pings, computers FROM guild_settings WHERE guild_id = ?", (guild_id,)
        )
        channels = tuple(
            channel for (channel,) in self._fetchall(
                "SELECT channel_id FROM guild_channels WHERE guild_id = ? ORDER BY channel_id", (guild_id,)
            )
        )
        if row is None:
            return GuildSettings(guild_id, channels=channels)
        return GuildSettings(
            guild_id, language=row["language"], turn_timeout=row["turn_timeout"], pings=bool(row["pings"]),
            computers=bool(row["computers"]), channels=channels,
        )

    async def save_guild_settings(self, settings: GuildSettings) -> None:
        await self._run(self._save_guild_settings, settings, time.time())

    def _save_guild_settings(self, settings: GuildSettings, now: float) -> None:
        self._db.execute("BEGIN IMMEDIATE")
        try:
            self._db.execute(
                "INSERT INTO guild_settings (guild_id, language, turn_timeout, pings, computers, updated_at)"
                " VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT (guild_id) DO UPDATE SET language = excluded.language,"
                " turn_timeout = excluded.turn_timeout, pings = excluded.pings, computers = excluded.computers,"
                " updated_at = excluded.updated_at",
                (settings.guild_id, settings.language, settings.turn_timeout, int(settings.pings),
                 int(settings.computers), now),
            )
            self._db.execute("DELETE FROM guild_channels WHERE guild_id = ?", (settings.guild_id,))
            self._db.executemany(
                "INSERT INTO guild_channels (guild_id, channel_id) VALUES (?, ?)",
                [(settings.guild_id, channel) for channel in sorted(set(settings.channels))],
            )
            self._db.execute("COMMIT")
        except BaseException:
            self._db.execute("ROLLBACK")
            raise

    # --- turn pings ---------------------------------------------------------------
    async def turn_pings(self, shards: ShardSelection | None = None) -> list[TurnPing]:
        on_shards, args = _on_shards(shards)
        of_tables = f" WHERE table_id IN (SELECT id FROM tables WHERE 1{on_shards})" if on_shards else ""
        rows = await self._run(
            self._fetchall,
            f"SELECT table_id, channel_id, message_id, version FROM turn_pings{of_tables} ORDER BY table_id",
            args,
        )
        return [TurnPing(*row) for row in rows]

    async def save_turn_ping(self, ping: TurnPing) -> None:
        await self._run(
            self._execute,
            "INSERT OR REPLACE INTO turn_pings (table_id, channel_id, message_id, version) VALUES (?, ?, ?, ?)",
            (ping.table_id, ping.channel_id, ping.message_id, ping.version),
        )

    async def delete_turn_ping(self, table_id: int) -> None:
        await self._run(self._execute, "DELETE FROM turn_pings WHERE table_id = ?", (table_id,))

    # --- meta ---------------------------------------------------------------
    async def get_meta(self, key: str) -> str | None:
        row = await self._run(self._fetchone, "SELECT value FROM meta WHERE key = ?", (key,))
        return None if row is None else str(row[0])

    async def set_meta(self, key: str, value: str) -> None:
        await self._run(
            self._execute,
            "INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value",
            (key, value),
        )

    # --- start-up: stored deadlines and nudges a page at a time (service/timers.py) --------------------------
    async def deadlines_after(
        self, after: tuple[float, int] | None, limit: int, shards: ShardSelection | None = None
    ) -> list[tuple[int, float]]:
        on_shards, args = _on_shards(shards)
        later, from_key = _after_key("deadline", after)
        rows = await self._run(
            self._fetchall,
            f"SELECT id, deadline FROM tables WHERE deadline IS NOT NULL AND status != 'cancelled'{later}{on_shards}"
            " ORDER BY deadline, id LIMIT ?",
            [*from_key, *args, limit],
        )
        return [(row[0], row[1]) for row in rows]

    async def nudges_after(
        self, now: float, after: tuple[float, int] | None, limit: int, shards: ShardSelection | None = None
    ) -> list[tuple[int, float]]:
        on_shards, args = _on_shards(shards)
        later, from_key = _after_key(_NUDGE, after)
        rows = await self._run(
            self._fetchall,
            f"SELECT id, {_NUDGE} FROM tables WHERE {RUNNING} AND deadline > ?"
            f" AND {_NUDGE} < deadline{later}{on_shards} ORDER BY {_NUDGE}, id LIMIT ?",
            [now, *from_key, *args, limit],
        )
        return [(row[0], row[1]) for row in rows]


# A turn's nudge time (service/nudges.py), as the index of migration 0007 has it: SQLite uses the index only for
# this very expression (never earlier than NUDGE_AT_LEAST after the change: data/_changed_last.py).
_NUDGE = "updated_at + MAX(turn_timeout * 0.25, 10.0)"


def _after_key(column: str, after: tuple[float, int] | None) -> tuple[str, list[float]]:
    """The condition keeping the rows after the key (``column``, id), written so an index on ``column`` serves."""
    if after is None:
        return "", []
    return f" AND {column} >= ? AND ({column} > ? OR id > ?)", [after[0], after[0], after[1]]


def _on_shards(shards: ShardSelection | None) -> tuple[str, list[int]]:
    """The condition (and its arguments) keeping a query to the tables of guilds on ``shards``: Discord's
    ``(guild_id >> 22) % count``, a table with no guild on shard 0."""
    if shards is None:
        return "", []
    marks = ", ".join("?" * len(shards.ids))
    return f" AND (COALESCE(guild_id, 0) >> 22) % ? IN ({marks})", [shards.count, *shards.ids]


@lru_cache
def _update_sql(columns: tuple[str, ...]) -> str:
    """The version-guarded UPDATE writing ``columns`` (named parameters, with :id and :expected)."""
    return (
        f"UPDATE tables SET {', '.join(f'{column} = :{column}' for column in columns)}"
        " WHERE id = :id AND version = :expected"
    )


def _connect(path: str, synchronous: str, auto_checkpoint: bool = True) -> sqlite3.Connection:
    """The connection, configured; in autocommit mode: every transaction is begun and ended explicitly. Used on
    two threads, never at once (DbThread.idle), so sqlite3's same-thread check is off."""
    connection = sqlite3.connect(path, isolation_level=None, check_same_thread=False)
    try:
        _configure(connection, synchronous)
        if not auto_checkpoint:
            connection.execute("PRAGMA wal_autocheckpoint=0")
    except BaseException:
        connection.close()
        raise
    return connection


def _configure(connection: sqlite3.Connection, synchronous: str) -> None:
    connection.row_factory = sqlite3.Row
    connection.execute("PRAGMA journal_mode=WAL")
    connection.execute(f"PRAGMA synchronous={synchronous}")
    connection.execute("PRAGMA foreign_keys=ON")
    connection.execute("PRAGMA busy_timeout=5000")
