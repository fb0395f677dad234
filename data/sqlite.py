"""The store on one SQLite file, through one aiosqlite connection (its statements run on a thread of its own);
and how a table is written as a row, for both stores (``dumps``, ``table_row``, ``saved_row``).

- Durability: WAL mode, so readers never wait for the writer. "crash" is ``synchronous=NORMAL``: a commit survives
  a crash of the bot process, not a power cut of the host; "power" is ``synchronous=FULL``: every commit waits
  for the disk, so it survives a power cut too.
- Checkpoints: SQLite copies the WAL back into the file on the connection's thread (~10 ms for its default
  1,000 pages), by itself once the WAL holds that many (about every 250 moves), and the write after a checkpoint
  starts the WAL over (~0.7 ms more): a click behind either waits for it. So once no table was saved for
  ``QUIET_CHECKPOINT`` seconds the store does both itself (``_checkpoint``): people click a few at a time, and
  their clicks then meet neither. A bot busy without a pause still has SQLite's own checkpoints.
- One call at a time: aiosqlite lets every task send statements to the one connection, so another task's
  statement could land inside a transaction. Each call holds ``_turn`` while it uses the connection
  (``_use``); a write holds it from BEGIN IMMEDIATE to COMMIT or ROLLBACK (``_transaction``).
- Saves: each statement is a trip to the connection's thread and back (~30 µs of CPU), so a save takes as few as
  it can. A lone save with at most one action and no results (a move) is ONE statement, a transaction of its
  own: an INSERT into a temporary view whose INSTEAD OF trigger makes the version-guarded update of the table and
  inserts the action row (``_view_of``); a crash leaves the old row or the new one with its action, never half.
  The saves handed in while a batch is being written are written together in the next (group commit,
  ``_write_waiting``): one transaction, one statement for each set of columns they write (for moves the same
  view's INSERT), then one for the other saves' actions and one for their results. Should one of them be
  refused (a stale version, a broken constraint), each is written again alone, so that only that one fails.
- SQLite not answering (the file locked by another program for longer than ``BUSY_TIMEOUT``, a full or
  failing disk) raises StoreUnavailable; nothing of the call was committed and the next call tries again. A disk
  failing while a save commits raises StoreOutcomeUnknown: SQLite may find that commit in the WAL when it opens.
- Nothing read is kept here: the table service keeps the tables in play (service/live.py). Pips runs one
  process per database file, held by a lock beside it (``_file_lock``); should another writer get there
  anyway, the version guard refuses the write.
- The files hold each open game's secret dice seed: they are owner-only whatever the umask (``_owner_only``).
"""
from __future__ import annotations

import asyncio
import errno
import json
import logging
import sqlite3
import time
from collections.abc import AsyncIterator, Awaitable, Callable, Collection, Iterator, Mapping, Sequence
from contextlib import asynccontextmanager, contextmanager
from dataclasses import dataclass, replace
from importlib import resources
from itertools import groupby
from pathlib import Path
from typing import Any

import aiosqlite
import orjson

from data import _owner_only as owner_only
from data._changed_last import NUDGE_AT_LEAST, RUNNING, SETTLED, NewestChange
from data._file_lock import FileLock
from data._rows import NEWER_EVENTS, Row, past_games, row_to_table
from data._sqlite_opening import opening_failure
from data._tournament_rows import COLUMNS as TOURNAMENT_COLUMNS
from data._tournament_rows import row_to_tournament, tournament_values
from data.nights import NIGHT_BOOLEANS, NIGHT_SAVED, Night, night_row, row_to_night
from data.records import Result, Seat, Table
from data.store import (
    GOING,
    SAVED_COLUMNS,
    WRITE_PROBE,
    ChannelBusy,
    Durability,
    GuildSettings,
    Luck,
    PastGame,
    PlayerRecord,
    SeasonLength,
    ShardSelection,
    StaleWrite,
    Standing,
    StoreOutcomeUnknown,
    StoreReadOnly,
    StoreUnavailable,
    TablePass,
    TournamentRow,
    TurnPing,
)
from ops.metrics import COUNTING, counting_write_failures

log = logging.getLogger(__name__)

MEMORY = ":memory:"
# aiosqlite logs every statement with its parameters at DEBUG, and those carry each game's secret dice seed (its
# state and its seed column): whatever level the bot logs at, none of those lines is written.
logging.getLogger("aiosqlite").setLevel(logging.INFO)
SYNCHRONOUS: dict[Durability, str] = {"crash": "NORMAL", "power": "FULL"}  # PRAGMA synchronous per durability
QUIET_CHECKPOINT = 0.1  # seconds without a table saved before the store checkpoints (the module's docstring)
BUSY_TIMEOUT = 2.0  # seconds a statement waits for a lock another program holds before it gives up (StoreUnavailable)
# What SQLite says when it cannot do its work right now (the primary result codes): not a fault of the call.
NOT_ANSWERING = frozenset({
    sqlite3.SQLITE_BUSY, sqlite3.SQLITE_LOCKED, sqlite3.SQLITE_READONLY, sqlite3.SQLITE_IOERR,
    sqlite3.SQLITE_FULL, sqlite3.SQLITE_CANTOPEN, sqlite3.SQLITE_PROTOCOL,
})


# What the disk says when a commit may have reached it or not (a write or sync failing partway): the WAL may
# hold the commit, and SQLite replays it when it next opens the file.
OUTCOME_UNKNOWN = frozenset({sqlite3.SQLITE_IOERR})


@dataclass(frozen=True)
class _Save:
    """One table's save, waiting for its batch."""

    table_id: int
    row: Row  # the saved columns, the new version and the time of change among them
    expected: int  # the version the change was computed from
    guild_id: int | None
    kind: str
    actions: Sequence[Mapping[str, Any]]
    results: Sequence[Result]
    one_statement: bool  # at most one action and no results: written through the view (``_view_of``)

# Per save of a batch: None when it was written, else what refused it (nothing of it was written).
Outcomes = Sequence[BaseException | None]


_NEWER_EVENTS = NEWER_EVENTS.format("?", "?", "?")

# The results of one channel's games (a DM or group DM has no server to read them by).
_OF_CHANNEL = " WHERE table_id IN (SELECT id FROM tables WHERE channel_id = ?)"


def migrations() -> list[tuple[int, str]]:
    """The numbered SQL files in data/migrations, in order."""
    found = []
    for entry in resources.files("data.migrations").iterdir():
        if entry.name.endswith(".sql"):
            found.append((int(entry.name.split("_", 1)[0]), entry.read_text()))
    return sorted(found)


@counting_write_failures
class SqliteStore:
    def __init__(
        self, db: aiosqlite.Connection, lock: FileLock | None, where: str, quiet_checkpoint: float = QUIET_CHECKPOINT
    ) -> None:
        self._db = db
        self._lock = lock
        self._where = where
        self._turn = asyncio.Lock()  # held by the call using the connection
        self._waiting: list[tuple[_Save, asyncio.Future[None]]] = []  # saves handed in for the next batch
        self._writer: asyncio.Task[None] | None = None  # writing the batches while saves are handed in
        # the column sets whose view (``_view_of``) this connection has, with the INSERT writing a save through it
        self._save_views: dict[tuple[str, ...], str] = {}
        self._closed = False
        self._quiet_checkpoint = quiet_checkpoint
        self._saved_at = 0.0  # loop time of the last table saved
        self._checkpoint_at: asyncio.TimerHandle | None = None  # the next look for a quiet moment, while one is due
        self._checkpointing: asyncio.Task[None] | None = None
        self.checkpoints = 0  # checkpoints the store made (tests)

    @classmethod
    async def open(
        cls, path: str | Path, *, exclusive: bool = True, durability: Durability = "crash",
        quiet_checkpoint: float = QUIET_CHECKPOINT,
    ) -> SqliteStore:
        """The store on ``path``, migrated to the newest schema. Raises StoreInUse if another store holds it,
        StoreUnusable if the file or its directory cannot be written (or the file is no database), StoreUnavailable
        if it may pass (a full disk, say): each with a sentence naming the path (data/_sqlite_opening.py).

        ``exclusive=False`` opens without taking the file's lock: only for a test that stands in for a second
        process on one file. ``durability`` picks ``PRAGMA synchronous`` (``SYNCHRONOUS``); ``quiet_checkpoint``:
        the seconds without a table saved before a checkpoint (``QUIET_CHECKPOINT``).
        """
        try:
            return await cls._open(path, exclusive=exclusive, durability=durability,
                                   quiet_checkpoint=quiet_checkpoint)
        except (OSError, sqlite3.Error, StoreUnavailable) as error:
            failure = opening_failure(error, Path(path))
            if failure is None:
                raise
            raise failure from error

    @classmethod
    async def _open(
        cls, path: str | Path, *, exclusive: bool, durability: Durability, quiet_checkpoint: float
    ) -> SqliteStore:
        lock = None
        tightened: list[str] = []
        if str(path) != MEMORY:
            if Path(path).is_dir():  # said before a lock file is made beside it, or SQLite tries to open it
                raise IsADirectoryError(errno.EISDIR, "Is a directory", str(path))
            owner_only.make_directory(Path(path).parent)
            if exclusive:
                lock = FileLock.take(Path(path))
            try:
                tightened = owner_only.tighten(Path(path))
                owner_only.create_file(Path(path))
            except BaseException:
                if lock is not None:
                    lock.release()
                raise
        try:
            # isolation_level=None: sqlite3 begins no transaction by itself; _transaction does
            db = await aiosqlite.connect(path, isolation_level=None, timeout=BUSY_TIMEOUT)
        except BaseException:
            if lock is not None:
                lock.release()
            raise
        store = cls(db, lock, str(path), quiet_checkpoint)
        try:
            await store._configure(SYNCHRONOUS[durability])
            await store.migrate()
            await store._refuse_read_only()
        except BaseException:
            await store.close()
            raise
        owner_only.said_tightened(tightened)
        return store

    async def _configure(self, synchronous: str) -> None:
        async with self._use() as db:
            db.row_factory = sqlite3.Row
            for pragma in ("journal_mode=WAL", f"synchronous={synchronous}", "foreign_keys=ON"):
                await db.execute_fetchall(f"PRAGMA {pragma}")

    async def _refuse_read_only(self) -> None:
        """A file SQLite may only read opens without a word, and migrates nothing when already up to date: a write
        (rolled back) finds it here, not at the first click."""
        async with self._use() as db:
            try:
                await _write_rolled_back(db)
            except sqlite3.OperationalError as error:
                if error.sqlite_errorcode & 0xFF in (sqlite3.SQLITE_BUSY, sqlite3.SQLITE_LOCKED):
                    return  # another program is writing (a backup, say): the first write of ours will tell
                raise

    async def migrate(self) -> int:
        """Apply every migration newer than ``PRAGMA user_version``, each in its own transaction."""
        async with self._use() as db:
            current = await _user_version(db)
            for number, sql in migrations():
                if number <= current:
                    continue
                # executescript commits on its own, so the version bump rides in the same script
                try:
                    await db.executescript(f"BEGIN IMMEDIATE;\n{sql}\nPRAGMA user_version = {number};\nCOMMIT;")
                except BaseException:
                    await db.rollback()  # a statement failed: the script stopped short of COMMIT
                    raise
                current = number
        return current

    async def schema_version(self) -> int:
        async with self._use() as db:
            return await _user_version(db)

    @property
    def connection(self) -> aiosqlite.Connection:
        """The store's one aiosqlite connection, set up as ``open`` describes (its PRAGMAs are per connection), for
        what the Store's methods do not cover: reading a setting, watching the statements. Write through the Store."""
        return self._db

    async def close(self) -> None:
        """Write the saves handed in so far, close the connection once the calls made are done, then let go of
        the file."""
        if self._closed:
            return
        self._closed = True
        if self._checkpoint_at is not None:
            self._checkpoint_at.cancel()
        try:
            if self._writer is not None:
                await asyncio.shield(self._writer)
            if self._checkpointing is not None:
                await asyncio.shield(self._checkpointing)
            async with self._turn:
                await self._db.close()
        finally:
            if self._lock is not None:
                self._lock.release()

    # --- the connection, one call at a time -------------------------------------------------------------
    @asynccontextmanager
    async def _use(self) -> AsyncIterator[aiosqlite.Connection]:
        """The connection, for this call alone until it is done; SQLite not answering becomes StoreUnavailable."""
        async with self._turn:
            try:
                yield self._db
            except sqlite3.Error as error:
                if getattr(error, "sqlite_errorcode", 0) & 0xFF in NOT_ANSWERING:
                    raise StoreUnavailable(f"the SQLite database {self._where} is not answering: {error}") from error
                raise

    @asynccontextmanager
    async def _transaction(self) -> AsyncIterator[aiosqlite.Connection]:
        """``_use``, in a transaction: committed if the block ends normally, else rolled back."""
        async with self._use() as db:
            await db.execute("BEGIN IMMEDIATE")  # the write lock now: a busy file is found here, not at COMMIT
            try:
                yield db
                await _committed(db.commit(), self._where)
            except BaseException:
                await db.rollback()  # (nothing left to roll back when SQLite already did, e.g. on a full disk)
                raise

    async def _fetchall(self, sql: str, args: Sequence[Any]) -> list[sqlite3.Row]:
        async with self._use() as db:
            return list(await db.execute_fetchall(sql, args))

    async def _fetchone(self, sql: str, args: Sequence[Any]) -> sqlite3.Row | None:
        rows = await self._fetchall(sql, args)
        return rows[0] if rows else None

    async def _execute(self, sql: str, args: Sequence[Any]) -> None:
        async with self._use() as db:
            await db.execute(sql, args)  # one statement: SQLite makes it a transaction of its own

    # --- reading ----------------------------------------------------------
    async def _one(self, sql: str, *args: Any) -> Table | None:
        row = await self._fetchone(sql, args)
        if row is None:
            return None
        newer: list[str] = []
        if row["log_version"] is not None:  # the log's newest entries are in the actions saved since
            found = await self._fetchall(_NEWER_EVENTS, (row["id"], row["log_version"], row["version"]))
            newer = [events for (events,) in found]
        return row_to_table(dict(row), newer)

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

    async def deadlines(self, shards: ShardSelection | None = None) -> list[tuple[int, float]]:
        on_shards, args = _on_shards(shards)
        rows = await self._fetchall(
            f"SELECT id, deadline FROM tables WHERE deadline IS NOT NULL AND status != 'cancelled'{on_shards}", args
        )
        return [(row[0], row[1]) for row in rows]

    async def last_changed(self, window: float, shards: ShardSelection | None = None) -> list[int]:
        """Through the two indexes by time of change (data/_changed_last.py)."""
        on_shards, args = _on_shards(shards)
        async with self._use() as db:
            [(settled,)] = await db.execute_fetchall(
                f"SELECT MAX(updated_at) FROM tables WHERE {SETTLED}{on_shards}", args
            )
            found = NewestChange(settled)
            async with db.execute(
                f"SELECT updated_at, {_NUDGE} FROM tables WHERE {RUNNING}{on_shards} ORDER BY {_NUDGE} DESC", args
            ) as running:
                async for updated_at, nudge in running:
                    if not found.add(updated_at, nudge):
                        break
            if found.newest is None:
                return []
            since = found.newest - window
            rows = await db.execute_fetchall(
                f"SELECT id FROM tables WHERE {SETTLED} AND updated_at >= ?{on_shards}"
                f" UNION ALL SELECT id FROM tables WHERE {RUNNING} AND {_NUDGE} >= ? AND updated_at >= ?{on_shards}",
                [since, *args, since + NUDGE_AT_LEAST, since, *args],
            )
        return [row[0] for row in rows]

    async def actions(self, table_id: int) -> list[dict[str, Any]]:
        rows = await self._fetchall(
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
        return [dict(row) for row in await self._fetchall(sql, args)]

    async def standings(
        self, guild_id: int | None, kind: str | None = None, *, since: float | None = None,
        until: float | None = None, channel_id: int | None = None,
    ) -> list[Standing]:
        # name is a bare column beside MAX(finished_at): SQLite takes it from the latest game's row
        where = " WHERE guild_id = ?" if channel_id is None else _OF_CHANNEL
        sql = (
            "SELECT kind, user_id, name, computer, COUNT(*) AS games, SUM(won) AS wins, SUM(rounds) AS rounds,"
            " SUM(points) AS points, MAX(finished_at) AS last_played"
            " FROM results" + where
        )
        args: list[Any] = [guild_id if channel_id is None else channel_id]
        if kind is not None:
            sql += " AND kind = ?"
            args.append(kind)
        between, more = _between("finished_at", since, until)
        sql += between + (
            " GROUP BY kind, computer, CASE WHEN computer THEN name ELSE user_id END"
            " ORDER BY kind, wins DESC, games, name COLLATE NOCASE, user_id"
        )
        return [
            Standing(
                kind=row["kind"], user_id=row["user_id"], name=row["name"], computer=bool(row["computer"]),
                games=row["games"], wins=row["wins"], rounds=row["rounds"], points=row["points"],
            )
            for row in await self._fetchall(sql, [*args, *more])
        ]

    async def luck(
        self, guild_id: int, kind: str | None = None, *, user_id: int | None = None, since: float | None = None,
        until: float | None = None,
    ) -> list[Luck]:
        sql = (
            "SELECT r.kind, r.user_id, COUNT(*) AS games, SUM(CASE WHEN c.losing THEN r.lost ELSE r.won END) AS hits,"
            " SUM(c.chance) AS expected, MAX(c.losing) AS losing"
            " FROM results AS r JOIN start_chances AS c ON c.table_id = r.table_id AND c.seat = r.seat"
            " WHERE r.guild_id = ? AND r.computer = 0"
        )
        args: list[Any] = [guild_id]
        for column, value in (("r.kind", kind), ("r.user_id", user_id)):
            if value is not None:
                sql += f" AND {column} = ?"
                args.append(value)
        between, more = _between("r.finished_at", since, until)
        sql += between + " GROUP BY r.kind, r.user_id ORDER BY r.kind, r.user_id"
        return [
            Luck(kind=row["kind"], user_id=row["user_id"], games=row["games"], hits=row["hits"],
                 expected=row["expected"], losing=bool(row["losing"]))
            for row in await self._fetchall(sql, [*args, *more])
        ]

    async def first_finished_at(self, guild_id: int) -> float | None:
        row = await self._fetchone("SELECT MIN(finished_at) FROM results WHERE guild_id = ?", (guild_id,))
        return None if row is None or row[0] is None else float(row[0])

    async def season_changes(self, guild_id: int) -> list[tuple[int, SeasonLength]]:
        rows = await self._fetchall(
            "SELECT since, length FROM season_changes WHERE guild_id = ? ORDER BY since", (guild_id,)
        )
        return [(row[0], row[1]) for row in rows]

    async def save_start_chances(self, table_id: int, chances: Sequence[float], losing: bool) -> None:
        async with self._transaction() as db:
            await db.executemany(
                "INSERT OR IGNORE INTO start_chances (table_id, seat, chance, losing) VALUES (?, ?, ?, ?)",
                [(table_id, seat, chance, int(losing)) for seat, chance in enumerate(chances)],
            )

    # --- writing ----------------------------------------------------------
    async def create_table(self, table: Table) -> Table:
        row = table_row(table)
        row["version"] = 1
        try:
            async with self._use() as db:
                inserted = await db.execute(_INSERT_TABLE, row)
        except sqlite3.IntegrityError:
            existing = await self.live_table(table.channel_id)
            if existing is None:
                raise
            raise ChannelBusy(existing) from None
        return replace(table, id=inserted.lastrowid or 0, version=1)

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
        """(Store.save_table.) A save never waits for company, only for the batch being written before its own.
        ``alone`` with no batch being written: no other save can join it, so it is written at once, not handed to
        a writer task (a lone click ~24 µs less)."""
        row = saved_row(table, saved_columns(changed), encoded)
        row["version"] = table.version + 1
        one = len(actions) <= 1 and not results
        save = _Save(table.id, row, table.version, table.guild_id, table.kind, actions, results, one)
        counted = COUNTING.instruments  # counted and timed while the metrics are served
        started = time.perf_counter() if counted is not None else 0.0
        try:
            if alone and self._writer is None:
                [refused] = await self._write_saves([save])
                if refused is not None:
                    raise refused
            else:
                await self._write_in_batch(save)
        except BaseException as error:
            if counted is not None:
                (counted.stale if isinstance(error, StaleWrite) else counted.commit_failed).inc()
            raise
        if counted is not None:
            counted.commit_seconds.observe(time.perf_counter() - started)
            counted.committed.inc()
        loop = asyncio.get_running_loop()
        self._saved_at = loop.time()
        if self._checkpoint_at is None:
            self._checkpoint_at = loop.call_later(self._quiet_checkpoint, self._when_quiet)
        return table.evolve(version=table.version + 1)

    def _when_quiet(self) -> None:
        """Checkpoint once no table was saved for ``_quiet_checkpoint`` seconds; until then look again when that
        many will have passed since the last save."""
        loop = asyncio.get_running_loop()
        quiet_from = self._saved_at + self._quiet_checkpoint
        if loop.time() < quiet_from:
            self._checkpoint_at = loop.call_at(quiet_from, self._when_quiet)
            return
        self._checkpoint_at = None
        if not self._closed and self._checkpointing is None:
            self._checkpointing = asyncio.create_task(self._checkpoint(), name="pips-sqlite-checkpoint")

    async def _checkpoint(self) -> None:
        """Copy the WAL back into the file, and start it over (see the module's docstring)."""
        try:
            async with self._use() as db:
                [(busy, pages, copied)] = await db.execute_fetchall("PRAGMA wal_checkpoint(PASSIVE)")
                if busy or pages <= 0 or copied < pages:
                    return  # (another program reading an older WAL; an in-memory database; nothing written)
                # a write starts the WAL over: the schema's version written again, the same number
                await db.execute(f"PRAGMA user_version = {await _user_version(db)}")
            self.checkpoints += 1
        except (sqlite3.Error, StoreUnavailable) as error:  # SQLite checkpoints by itself all the same
            log.warning("the SQLite database %s was not checkpointed: %s", self._where, error)
        finally:
            self._checkpointing = None

    async def _write_in_batch(self, save: _Save) -> None:
        """Hand ``save`` to the writer task, which writes every save waiting in one transaction (and starts when
        none runs: one pass of the event loop later, so the saves of that pass join it); return once its
        transaction is committed, or raise what refused it. A caller that stops waiting does not take its save
        back: the batch it is in is written anyway."""
        done: asyncio.Future[None] = asyncio.get_running_loop().create_future()
        self._waiting.append((save, done))
        if self._writer is None:
            self._writer = asyncio.create_task(self._write_waiting(), name="pips-group-commit")
        await done

    async def _write_waiting(self) -> None:
        try:
            while self._waiting:
                batch, self._waiting = self._waiting, []
                try:
                    outcomes = await self._write_saves([save for save, _ in batch])
                except Exception as error:  # the batch failed as a whole: nothing of it was written, or not known
                    outcomes = [error] * len(batch)
                except BaseException:
                    for _, done in batch:
                        done.cancel()
                    raise
                for (_, done), outcome in zip(batch, outcomes, strict=True):
                    if done.cancelled():  # its caller stopped waiting
                        continue
                    if outcome is None:
                        done.set_result(None)
                    else:
                        done.set_exception(outcome)
        finally:
            self._writer = None

    async def _write_saves(self, saves: list[_Save]) -> Outcomes:
        """The saves in one transaction. If it is refused (a stale version, a broken constraint) and holds more
        than one, each is written again in a transaction of its own, so that only the refused one fails. A lone
        save with at most one action and no results is one statement, a transaction of its own."""
        if len(saves) == 1 and saves[0].one_statement:
            try:
                async with self._use() as db:
                    await _committed(self._write(db, saves), self._where)
            except StoreUnavailable:
                raise
            except Exception as error:
                return [error]
            return [None]
        try:
            async with self._transaction() as db:
                await self._write(db, saves)
        except StoreUnavailable:
            raise  # (the batch fails as a whole: trying each alone would only wait for the lock again)
        except Exception as error:
            if len(saves) == 1:
                return [error]
            return [await self._write_alone(save) for save in saves]
        return [None] * len(saves)

    async def _write_alone(self, save: _Save) -> BaseException | None:
        try:
            async with self._transaction() as db:
                await self._write(db, [save])
        except Exception as error:
            return error
        return None

    async def _write(self, db: aiosqlite.Connection, saves: Sequence[_Save]) -> None:
        """The saves' statements: for each run of saves writing the same columns, an UPDATE, or where each has at
        most one action and no results one INSERT into the run's view that writes their action rows too; then the
        other saves' action rows and result lines. Raises StaleWrite if a save's table is no longer at the version
        it was computed from."""
        rest: list[_Save] = []
        for columns, same in groupby(saves, key=lambda save: tuple(save.row)):
            run = list(same)
            if all(save.one_statement for save in run):
                await self._write_through_view(db, columns, run)
                continue
            rows = [{**save.row, "id": save.table_id, "expected": save.expected} for save in run]
            updated = await db.executemany(_update_sql(columns), rows)
            if updated.rowcount != len(rows):  # (executemany adds up the rows each statement changed)
                raise StaleWrite(*(row["id"] for row in rows))
            rest += run
        actions = [
            (save.table_id, save.row["version"], ordinal, action.get("user_id"), action["action"],
             dumps(action["events"]), save.row["updated_at"])
            for save in rest for ordinal, action in enumerate(save.actions)
        ]
        if actions:
            await db.executemany(
                "INSERT INTO actions (table_id, version, ordinal, user_id, action, events, at)"
                " VALUES (?, ?, ?, ?, ?, ?, ?)",
                actions,
            )
        results = [
            (save.table_id, save.guild_id, save.kind, r.user_id, r.name, int(r.computer), r.seat, int(r.won),
             int(r.lost), r.score, r.rounds, r.points, save.row["updated_at"])
            for save in rest for r in save.results
        ]
        if results:
            await db.executemany(
                "INSERT INTO results (table_id, guild_id, kind, user_id, name, computer, seat, won, lost,"
                " score, rounds, points, finished_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                results,
            )

    async def _write_through_view(self, db: aiosqlite.Connection, columns: tuple[str, ...], saves: list[_Save]) -> None:
        insert = self._save_views.get(columns)
        if insert is None:
            for statement in _view_of(columns):
                await db.execute(statement)
            insert = self._save_views[columns] = _insert_of(columns)
        parameters = []
        for save in saves:
            action = save.actions[0] if save.actions else None
            parameters.append({
                **save.row, "id": save.table_id, "expected": save.expected,
                "user_id": action.get("user_id") if action else None,
                "action": action["action"] if action else None,
                "events": dumps(action["events"]) if action else None,
            })
        try:
            await db.executemany(insert, parameters)
        except sqlite3.IntegrityError as error:
            if str(error) == _STALE:
                raise StaleWrite(*(save.table_id for save in saves)) from None
            raise

    async def set_message(self, table_id: int, message_id: int) -> None:
        await self._execute("UPDATE tables SET message_id = ? WHERE id = ?", (message_id, table_id))

    async def retire_unreadable(self, table_id: int) -> None:
        await self._execute(
            "UPDATE tables SET status = 'cancelled', deadline = NULL, version = version + 1"
            " WHERE id = ? AND status IN ('lobby', 'playing')",
            (table_id,),
        )

    # --- stats and history ------------------------------------------------------
    async def player_records(
        self, guild_id: int | None, user_id: int, kind: str | None = None, *, since: float | None = None,
        until: float | None = None,
    ) -> list[PlayerRecord]:
        sql = (
            "SELECT kind, COUNT(*) AS games, SUM(won) AS wins, SUM(lost) AS losses, SUM(score) AS score_total,"
            " MAX(score) AS best_score, SUM(rounds) AS rounds, SUM(points) AS points"
            " FROM results WHERE " + ("guild_id = ? AND " if guild_id is not None else "")
            + "user_id = ? AND computer = 0"
        )
        args: list[Any] = [user_id] if guild_id is None else [guild_id, user_id]
        if kind is not None:
            sql += " AND kind = ?"
            args.append(kind)
        between, more = _between("finished_at", since, until)
        sql += between + " GROUP BY kind ORDER BY kind"
        return [PlayerRecord(**dict(row)) for row in await self._fetchall(sql, [*args, *more])]

    async def past_games(self, channel_id: int, kind: str | None = None, limit: int = 10) -> list[PastGame]:
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
        async with self._use() as db:
            tables = list(await db.execute_fetchall(sql, args))
            finishers: list[sqlite3.Row] = []
            if tables:
                marks = ", ".join("?" * len(tables))
                finishers = list(await db.execute_fetchall(
                    f"SELECT table_id, user_id, name, computer, won, lost FROM results WHERE table_id IN ({marks})"
                    " ORDER BY table_id, seat",
                    [row["id"] for row in tables],
                ))
        return past_games(tables, finishers)

    # --- server settings -----------------------------------------------------------
    async def guild_settings(self, guild_id: int) -> GuildSettings:
        async with self._use() as db:
            rows = list(await db.execute_fetchall(
                "SELECT language, turn_timeout, pings, computers, timezone FROM guild_settings WHERE guild_id = ?",
                (guild_id,),
            ))
            channels = tuple(
                channel for (channel,) in await db.execute_fetchall(
                    "SELECT channel_id FROM guild_channels WHERE guild_id = ? ORDER BY channel_id", (guild_id,)
                )
            )
            seasons = list(await db.execute_fetchall(
                "SELECT since, length FROM season_changes WHERE guild_id = ? ORDER BY since DESC LIMIT 1", (guild_id,)
            ))
        season: dict[str, Any] = {"season_since": seasons[0][0], "season": seasons[0][1]} if seasons else {}
        if not rows:
            return GuildSettings(guild_id, channels=channels, **season)
        row = rows[0]
        return GuildSettings(
            guild_id, language=row["language"], turn_timeout=row["turn_timeout"], pings=bool(row["pings"]),
            computers=bool(row["computers"]), channels=channels, timezone=row["timezone"], **season,
        )

    async def save_guild_settings(self, settings: GuildSettings) -> None:
        async with self._transaction() as db:
            await db.execute(
                "INSERT INTO guild_settings (guild_id, language, turn_timeout, pings, computers, timezone, updated_at)"
                " VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT (guild_id) DO UPDATE SET language = excluded.language,"
                " turn_timeout = excluded.turn_timeout, pings = excluded.pings, computers = excluded.computers,"
                " timezone = excluded.timezone, updated_at = excluded.updated_at",
                (settings.guild_id, settings.language, settings.turn_timeout, int(settings.pings),
                 int(settings.computers), settings.timezone, time.time()),
            )
            await db.execute("DELETE FROM guild_channels WHERE guild_id = ?", (settings.guild_id,))
            await db.executemany(
                "INSERT INTO guild_channels (guild_id, channel_id) VALUES (?, ?)",
                [(settings.guild_id, channel) for channel in sorted(set(settings.channels))],
            )
            if settings.season_since:
                await db.execute(
                    "INSERT INTO season_changes (guild_id, since, length) VALUES (?, ?, ?)"
                    " ON CONFLICT (guild_id, since) DO UPDATE SET length = excluded.length",
                    (settings.guild_id, settings.season_since, settings.season),
                )

    # --- turn pings ---------------------------------------------------------------
    async def turn_pings(self, shards: ShardSelection | None = None) -> list[TurnPing]:
        on_shards, args = _on_shards(shards)
        of_tables = f" WHERE table_id IN (SELECT id FROM tables WHERE 1{on_shards})" if on_shards else ""
        rows = await self._fetchall(
            f"SELECT table_id, channel_id, message_id, version FROM turn_pings{of_tables} ORDER BY table_id", args
        )
        return [TurnPing(*row) for row in rows]

    async def save_turn_ping(self, ping: TurnPing) -> None:
        await self._execute(
            "INSERT OR REPLACE INTO turn_pings (table_id, channel_id, message_id, version) VALUES (?, ?, ?, ?)",
            (ping.table_id, ping.channel_id, ping.message_id, ping.version),
        )

    async def delete_turn_ping(self, table_id: int) -> None:
        await self._execute("DELETE FROM turn_pings WHERE table_id = ?", (table_id,))

    async def open_table_counts(self, shards: ShardSelection | None = None) -> dict[tuple[str, str], int]:
        on_shards, args = _on_shards(shards)
        rows = await self._fetchall(
            f"SELECT kind, status, COUNT(*) FROM tables WHERE status IN ('lobby', 'playing'){on_shards}"
            " GROUP BY kind, status", args
        )
        return {(row[0], row[1]): row[2] for row in rows}

    # --- interaction passes -------------------------------------------------
    async def table_pass(self, table_id: int) -> TablePass | None:
        row = await self._fetchone(
            "SELECT token, issued_at, message_id, followups, capped FROM table_passes WHERE table_id = ?", (table_id,)
        )
        if row is None:
            return None
        return TablePass(table_id, str(row[0]), float(row[1]), int(row[2]), int(row[3]), bool(row[4]))

    async def save_table_pass(self, table_pass: TablePass) -> None:
        await self._execute(
            "INSERT INTO table_passes (table_id, token, issued_at, message_id, followups, capped)"
            " VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT (table_id) DO UPDATE SET token = excluded.token,"
            " issued_at = excluded.issued_at, message_id = excluded.message_id, followups = excluded.followups,"
            " capped = excluded.capped",
            (table_pass.table_id, table_pass.token, table_pass.issued_at, table_pass.message_id,
             table_pass.followups, int(table_pass.capped)),
        )

    # --- meta ---------------------------------------------------------------
    # --- tournaments --------------------------------------------------------------------------------
    async def create_tournament(self, row: TournamentRow) -> TournamentRow:
        values = tournament_values(replace(row, version=1))
        names = ", ".join(TOURNAMENT_COLUMNS)
        marks = ", ".join(f":{name}" for name in TOURNAMENT_COLUMNS)
        async with self._transaction() as db:
            cursor = await db.execute(f"INSERT INTO tournaments ({names}) VALUES ({marks})", values)
            new_id = cursor.lastrowid
        assert new_id is not None
        return replace(row, id=new_id, version=1)

    async def save_tournament(self, row: TournamentRow) -> TournamentRow:
        values = {**tournament_values(replace(row, version=row.version + 1)), "id": row.id, "was": row.version}
        sets = ", ".join(f"{name} = :{name}" for name in TOURNAMENT_COLUMNS)
        async with self._transaction() as db:
            cursor = await db.execute(f"UPDATE tournaments SET {sets} WHERE id = :id AND version = :was", values)
            if cursor.rowcount != 1:
                raise StaleWrite(f"tournament {row.id} is no longer at version {row.version}")
        return replace(row, version=row.version + 1)

    async def load_tournament(self, tournament_id: int) -> TournamentRow | None:
        row = await self._fetchone("SELECT * FROM tournaments WHERE id = ?", (tournament_id,))
        return None if row is None else row_to_tournament(dict(row))

    async def going_tournaments(self) -> list[TournamentRow]:
        marks = ", ".join("?" for _ in GOING)
        rows = await self._fetchall(f"SELECT * FROM tournaments WHERE status IN ({marks}) ORDER BY id", GOING)
        return [row_to_tournament(dict(row)) for row in rows]

    async def past_tournaments(self, channel_id: int, kind: str | None = None, limit: int = 5) -> list[TournamentRow]:
        rows = await self._fetchall(
            "SELECT * FROM tournaments WHERE channel_id = ? AND status = 'finished' AND (? IS NULL OR kind = ?)"
            " ORDER BY updated_at DESC, id DESC LIMIT ?",
            (channel_id, kind, kind, limit),
        )
        return [row_to_tournament(dict(row)) for row in rows]

    async def tournament_wins(self, guild_id: int | None, user_id: int) -> int:
        row = await self._fetchone(
            "SELECT COUNT(*) FROM tournaments WHERE guild_id IS ? AND champion_id = ?", (guild_id, user_id)
        )
        return 0 if row is None else int(row[0])

    async def get_meta(self, key: str) -> str | None:
        row = await self._fetchone("SELECT value FROM meta WHERE key = ?", (key,))
        return None if row is None else str(row[0])

    async def set_meta(self, key: str, value: str) -> None:
        await self._execute(
            "INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value",
            (key, value),
        )

    # --- scheduled nights (data/nights.py) ----------------------------------------------------------------
    async def create_night(self, night: Night) -> Night:
        row = _sqlite_night(night_row(night))
        async with self._use() as db:
            cursor = await db.execute(
                f"INSERT INTO nights ({', '.join(row)}) VALUES ({', '.join('?' * len(row))})", tuple(row.values())
            )
            night_id = cursor.lastrowid
        assert night_id is not None
        return replace(night, id=night_id)

    async def load_night(self, night_id: int) -> Night | None:
        row = await self._fetchone("SELECT * FROM nights WHERE id = ?", (night_id,))
        return None if row is None else row_to_night(dict(row))

    async def save_night(self, night: Night) -> None:
        row = _sqlite_night(night_row(night))
        await self._execute(
            f"UPDATE nights SET {', '.join(f'{column} = ?' for column in NIGHT_SAVED)} WHERE id = ?",
            (*(row[column] for column in NIGHT_SAVED), night.id),
        )

    async def pending_nights(self, shards: ShardSelection | None = None) -> list[Night]:
        on_shards, args = _on_shards(shards)
        rows = await self._fetchall(
            f"SELECT * FROM nights WHERE status IN ('scheduled', 'started'){on_shards} ORDER BY starts_at, id", args
        )
        return [row_to_night(dict(row)) for row in rows]

    async def guild_nights(self, guild_id: int) -> list[Night]:
        rows = await self._fetchall(
            "SELECT * FROM nights WHERE guild_id = ? AND status = 'scheduled' ORDER BY starts_at, id", (guild_id,)
        )
        return [row_to_night(dict(row)) for row in rows]

    async def night_of_event(self, event_id: int) -> Night | None:
        row = await self._fetchone("SELECT * FROM nights WHERE event_id = ? ORDER BY id DESC LIMIT 1", (event_id,))
        return None if row is None else row_to_night(dict(row))

    # --- readiness ------------------------------------------------------------------------------------
    async def check_writable(self) -> None:
        """The write lock taken (BEGIN IMMEDIATE) and a meta row written, then rolled back: a read-only file or
        folder, a read-only connection (``mode=ro``, ``query_only``), or a file another program keeps locked shows
        here. (In WAL mode a rolled-back write puts nothing on the disk: a full disk shows at the next commit.)
        Shielded: a caller's timeout does not cut it between BEGIN and ROLLBACK, which would leave the transaction
        open for the next call."""
        await asyncio.shield(self._check_writable())

    async def _check_writable(self) -> None:
        async with self._use() as db:
            try:
                await _write_rolled_back(db)
            except sqlite3.Error as error:
                if getattr(error, "sqlite_errorcode", 0) & 0xFF == sqlite3.SQLITE_READONLY:
                    raise StoreReadOnly(
                        f"the SQLite database {self._where} refuses writes ({error}): check that Pips may write the"
                        " file and its folder"
                    ) from None
                raise

    # --- start-up: stored deadlines and nudges a page at a time (service/timers.py) --------------------------
    async def deadlines_after(
        self, after: tuple[float, int] | None, limit: int, shards: ShardSelection | None = None
    ) -> list[tuple[int, float]]:
        on_shards, args = _on_shards(shards)
        later, from_key = _after_key("deadline", after)
        rows = await self._fetchall(
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
        rows = await self._fetchall(
            f"SELECT id, {_NUDGE} FROM tables WHERE {RUNNING} AND deadline > ?"
            f" AND {_NUDGE} < deadline{later}{on_shards} ORDER BY {_NUDGE}, id LIMIT ?",
            [now, *from_key, *args, limit],
        )
        return [(row[0], row[1]) for row in rows]


async def _write_rolled_back(db: aiosqlite.Connection) -> None:
    """The write lock taken (BEGIN IMMEDIATE) and a meta row written, then rolled back: nothing is stored, and a
    database that takes no write says so."""
    await db.execute("BEGIN IMMEDIATE")
    try:
        await db.execute(_PROBE_WRITE, (WRITE_PROBE,))
    finally:
        await db.rollback()


async def _user_version(db: aiosqlite.Connection) -> int:
    [(version,)] = await db.execute_fetchall("PRAGMA user_version")
    return int(version)


_INSERT_TABLE = (
    "INSERT INTO tables (kind, guild_id, channel_id, message_id, host_id, locale, status, seed,"
    " options, turn_timeout, seats, state, log, deadline, version, created_at, updated_at, invited,"
    " previous_id, again_closed)"
    " VALUES (:kind, :guild_id, :channel_id, :message_id, :host_id, :locale, :status, :seed,"
    " :options, :turn_timeout, :seats, :state, :log, :deadline, :version, :created_at, :updated_at,"
    " :invited, :previous_id, :again_closed)"
)

_PROBE_WRITE = "INSERT INTO meta (key, value) VALUES (?, '') ON CONFLICT (key) DO UPDATE SET value = excluded.value"

# A turn's nudge time (service/nudges.py), as the index of migration 0007 has it: SQLite uses the index only for
# this very expression (never earlier than NUDGE_AT_LEAST after the change: data/_changed_last.py).
_NUDGE = "updated_at + MAX(turn_timeout * 0.25, 10.0)"


def _after_key(column: str, after: tuple[float, int] | None) -> tuple[str, list[float]]:
    """The condition keeping the rows after the key (``column``, id), written so an index on ``column`` serves."""
    if after is None:
        return "", []
    return f" AND {column} >= ? AND ({column} > ? OR id > ?)", [after[0], after[0], after[1]]


def _between(column: str, since: float | None, until: float | None) -> tuple[str, list[float]]:
    """The condition (and its arguments) keeping the rows with ``column`` at ``since`` or later and before
    ``until`` (either may be None: no bound)."""
    sql, args = "", []
    if since is not None:
        sql, args = f" AND {column} >= ?", [since]
    if until is not None:
        sql, args = sql + f" AND {column} < ?", [*args, until]
    return sql, args


def _sqlite_night(row: dict[str, Any]) -> dict[str, Any]:
    return {column: int(value) if column in NIGHT_BOOLEANS else value for column, value in row.items()}


def _on_shards(shards: ShardSelection | None) -> tuple[str, list[int]]:
    """The condition (and its arguments) keeping a query to the tables of guilds on ``shards``: Discord's
    ``(guild_id >> 22) % count``, a table with no guild on shard 0."""
    if shards is None:
        return "", []
    marks = ", ".join("?" * len(shards.ids))
    return f" AND (COALESCE(guild_id, 0) >> 22) % ? IN ({marks})", [shards.count, *shards.ids]


def _update_sql(columns: tuple[str, ...]) -> str:
    """The version-guarded UPDATE writing ``columns`` (named parameters, with :id and :expected)."""
    return (
        f"UPDATE tables SET {', '.join(f'{column} = :{column}' for column in columns)},"
        f" {log_version_set(columns, ':expected')}"
        " WHERE id = :id AND version = :expected"
    )


def log_version_set(columns: Collection[str], expected: str) -> str:
    """How a save writing ``columns`` sets ``log_version`` (both stores; ``expected``: how its statement names the
    version the save was computed from): NULL when it writes the log; else, if the log column was whole until
    now, the version it is whole at, the entries after it being in the actions (data/migrations/0013)."""
    return "log_version = NULL" if "log" in columns else f"log_version = COALESCE(log_version, {expected})"


async def _committed(commit: Awaitable[Any], where: str) -> None:
    """Await a statement that commits. The disk failing there leaves the commit's fate unknown (StoreOutcomeUnknown):
    the WAL may hold it."""
    try:
        await commit
    except sqlite3.Error as error:
        if getattr(error, "sqlite_errorcode", 0) & 0xFF in OUTCOME_UNKNOWN:
            raise StoreOutcomeUnknown(f"the SQLite database {where} failed while committing: {error}") from error
        raise


# --- a save as one statement, through a temporary view ---------------------------------------------------------
# The view and its trigger are TEMP: they live in the connection that made them, not in the database file (no
# migration, nothing another program reading the file sees). There is one view per set of columns a save writes,
# because an UPDATE maintains every index on a column it sets, changed or not (a move leaves ``status`` alone, and
# the indexes on it with it); a few sets come up (a move, a lobby change, the end of a game). A stale version
# raises in the trigger, which undoes the whole statement.

_STALE = "pips: stale version"  # the trigger's error when the row is no longer at the expected version
_ACTION_COLUMNS = ("user_id", "action", "events")


def _view_of(columns: tuple[str, ...]) -> tuple[str, str]:
    """The statements creating the view for saves writing ``columns`` (the table's saved columns, version and
    time of change among them), and its trigger."""
    name = _view_name(columns)
    fields = ("id", "expected", *columns, *_ACTION_COLUMNS)
    view = f"CREATE TEMP VIEW IF NOT EXISTS {name} ({', '.join(fields)}) AS SELECT {', '.join(['NULL'] * len(fields))}"
    trigger = (
        f"CREATE TEMP TRIGGER IF NOT EXISTS {name} INSTEAD OF INSERT ON {name} BEGIN"
        f" UPDATE tables SET {', '.join(f'{column} = NEW.{column}' for column in columns)},"
        f" {log_version_set(columns, 'NEW.expected')}"
        " WHERE id = NEW.id AND version = NEW.expected;"
        f" SELECT RAISE(ABORT, '{_STALE}') WHERE changes() = 0;"
        " INSERT INTO actions (table_id, version, ordinal, user_id, action, events, at)"
        " SELECT NEW.id, NEW.version, 0, NEW.user_id, NEW.action, NEW.events, NEW.updated_at"
        " WHERE NEW.action IS NOT NULL;"
        " END"
    )
    return view, trigger


def _insert_of(columns: tuple[str, ...]) -> str:
    """The one statement of a save writing ``columns`` (named parameters: the row, id, expected, the action's)."""
    fields = ("id", "expected", *columns, *_ACTION_COLUMNS)
    return f"INSERT INTO {_view_name(columns)} ({', '.join(fields)}) VALUES ({', '.join(f':{f}' for f in fields)})"


def _view_name(columns: tuple[str, ...]) -> str:
    return f"save_{'_'.join(columns)}"


# --- a table as a row, for both stores ------------------------------------------------------------------------

_json_dumps = json.JSONEncoder(separators=(",", ":")).encode


@contextmanager
def counted_commit() -> Iterator[None]:
    """A table's commit counted by its outcome and, committed, timed, while the metrics are served (both stores:
    here, on SQLite's click path, rather than in a module of its own a click would also run)."""
    counted = COUNTING.instruments
    if counted is None:
        yield
        return
    started = time.perf_counter()
    try:
        yield
    except BaseException as error:
        (counted.stale if isinstance(error, StaleWrite) else counted.commit_failed).inc()
        raise
    counted.commit_seconds.observe(time.perf_counter() - started)
    counted.committed.inc()


def dumps(value: Any) -> str:
    """Compact JSON text, by orjson (a click's row ~20 µs less than with the json module; int keys become strings,
    as with json.dumps), or by the json module for what orjson does not write (an int beyond 64 bits)."""
    try:
        return orjson.dumps(value, option=orjson.OPT_NON_STR_KEYS).decode()
    except TypeError:
        return _json_dumps(value)


def _seats(seats: Sequence[Seat]) -> str:
    return dumps([s.to_dict() for s in seats])


# Each column of a table's row, from the Table (JSON columns encoded).
_ENCODE: dict[str, Callable[[Table], Any]] = {
    "id": lambda t: t.id, "kind": lambda t: t.kind, "guild_id": lambda t: t.guild_id,
    "channel_id": lambda t: t.channel_id, "message_id": lambda t: t.message_id, "host_id": lambda t: t.host_id,
    "locale": lambda t: t.locale, "status": lambda t: t.status.value, "seed": lambda t: t.seed,
    "options": lambda t: dumps(t.options), "turn_timeout": lambda t: t.turn_timeout, "seats": lambda t: _seats(t.seats),
    "state": lambda t: dumps(t.state) if t.state is not None else None, "log": lambda t: dumps(t.log),
    "deadline": lambda t: t.deadline, "version": lambda t: t.version, "created_at": lambda t: t.created_at,
    "updated_at": lambda t: t.updated_at, "invited": lambda t: _seats(t.invited),
    "previous_id": lambda t: t.previous_id, "again_closed": lambda t: int(t.again_closed),
}


def table_row(table: Table) -> dict[str, Any]:
    """The row that stores ``table``, JSON columns encoded."""
    return {column: encode(table) for column, encode in _ENCODE.items()}


ALWAYS_SAVED = ("version", "updated_at")  # written by every save, whatever changed


def saved_columns(changed: Collection[str] | None) -> tuple[str, ...]:
    """The columns a save writes: ``changed`` (None: all it may write) and the ones every save writes, in the
    order of SAVED_COLUMNS (so the same set is always the same statement)."""
    if changed is None:
        return SAVED_COLUMNS
    unknown = [column for column in changed if column not in SAVED_COLUMNS]
    if unknown:
        raise ValueError(f"a save does not write {sorted(unknown)}")
    return tuple(column for column in SAVED_COLUMNS if column in changed or column in ALWAYS_SAVED)


def saved_row(table: Table, columns: Sequence[str], encoded: Mapping[str, Any] | None = None) -> dict[str, Any]:
    """The ``columns`` of the row that stores ``table`` (``saved_columns``), JSON columns encoded; those in
    ``encoded`` as they are there (``Store.encode``: encoded ahead, from the same values)."""
    if not encoded:
        return {column: _ENCODE[column](table) for column in columns}
    return {column: encoded[column] if column in encoded else _ENCODE[column](table) for column in columns}
