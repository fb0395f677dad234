"""The store on PostgreSQL, through an asyncpg connection pool: for several bot processes on one database.

Every write is one transaction; a click's save (the version-guarded UPDATE, its action rows and result lines)
is ONE statement, so it is one round trip and PostgreSQL makes it all-or-nothing by itself. The moves handed in
while a batch is being written go together in the next, in one statement too (group commit, ``_moves_sql``: each
row guarded alone, so a stale one leaves the others be) (a connection goes
back to the pool without asyncpg's reset statement: ``_keep_session``). Nothing read is kept here: the table
service keeps its own shards' tables live, and the version guard in that statement refuses a write computed from
a copy another process wrote past (a guild moved to another process).

Numbered migrations (data/migrations_pg, the same numbers as the SQLite ones for the same change) are applied
at open in one transaction under an advisory lock, so processes starting together apply each one once.

A lost or refused connection (the server restarting, say) raises StoreUnavailable; the pool replaces dead
connections on its own, so the next call after the server is back just works. A save whose statement was sent
and whose answer was lost raises StoreOutcomeUnknown instead: the server may have committed it.
"""

from __future__ import annotations

import asyncio
import json
import time
from collections.abc import AsyncIterator, Collection, Mapping, Sequence
from contextlib import asynccontextmanager, suppress
from dataclasses import dataclass, replace
from importlib import resources
from typing import Any

import asyncpg

from data._changed_last import NUDGE_AT_LEAST, RUNNING, SETTLED, NewestChange
from data._rows import NEWER_EVENTS, past_games, row_to_table
from data._tournament_rows import COLUMNS as TOURNAMENT_COLUMNS
from data._tournament_rows import row_to_tournament, tournament_values
from data.nights import NIGHT_SAVED, Night, night_row, row_to_night
from data.records import Result, Table
from data.sqlite import counted_commit, dumps, log_version_set, saved_columns, saved_row, table_row
from data.store import (
    GOING,
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
    StoreUnusable,
    TablePass,
    TournamentRow,
    TurnPing,
)
from data.where import describe_url, scrub
from ops.metrics import counting_write_failures

MIGRATIONS_LOCK = 0x5049_5053_0001  # "PIPS" + 1: the advisory lock key held while migrating
CONNECT_TIMEOUT = 5.0  # seconds to open one connection
CLOSE_TIMEOUT = 5.0  # seconds close() waits for the calls in progress before cutting the connections
COMMAND_TIMEOUT = 15.0  # seconds one statement may take before the call gives up (StoreUnavailable)
# No floor of idle connections: asyncpg would keep reopening it (and log a traceback each time) while the server
# is down; connections are opened on demand and kept while in use.
POOL_SIZE = (0, 10)
# synchronous_commit per durability: "on" for both. The database server is a process of its own: with "off" a
# crash of the server (not only of its host) could lose commits already answered, which "crash" promises never
# happens. The server groups the WAL flushes of concurrent commits itself, so "on" costs no CPU in the bot.
SYNCHRONOUS_COMMIT: dict[Durability, str] = {"crash": "on", "power": "on"}

# What a lost, refused or not-yet-ready connection raises; anything else (a constraint, a bug) is not ours to hide.
UNREACHABLE: tuple[type[Exception], ...] = (
    OSError,  # refused, reset, no route, unix socket missing
    TimeoutError,
    asyncpg.PostgresConnectionError,  # SQLSTATE class 08, and asyncpg's "connection was closed in the middle"
    asyncpg.exceptions.OperatorInterventionError,  # 57: admin shutdown, crash shutdown, cannot connect now
    # A pooled connection the server has just ended can fail on the client's side instead: "connection is
    # closed" (InterfaceError), "cannot switch to state 12; another operation is in progress" (InternalClientError).
    asyncpg.InterfaceError,
    asyncpg.InternalClientError,
)

# What the driver raises before it sends anything: a connection already closed, or busy with another operation.
_NOT_SENT: tuple[type[Exception], ...] = (asyncpg.InterfaceError, asyncpg.InternalClientError)

_RELEASE_FAILED: tuple[type[Exception], ...] = (*UNREACHABLE, asyncpg.PostgresError)

# Opening also fails on a refused login, a missing database or a URL the driver does not take.
_OPENING_FAILED: tuple[type[Exception], ...] = (
    *UNREACHABLE, asyncpg.PostgresError, ValueError, asyncpg.ClientConfigurationError,
)


async def _keep_session(connection: asyncpg.Connection) -> None:
    """How a connection is reset when it goes back to the pool: not at all. asyncpg's own reset is a statement
    (advisory unlock, CLOSE ALL, UNLISTEN, RESET ALL): a second round trip after every click's one, and a failure
    after its commit. The store leaves nothing to reset: its advisory lock is a transaction's, its cursors live in
    transactions, it listens to nothing and sets nothing after connecting (an open transaction is still rolled
    back by the pool)."""


def migrations() -> list[tuple[int, str]]:
    """The numbered SQL files in data/migrations_pg, in order."""
    found = []
    for entry in resources.files("data.migrations_pg").iterdir():
        if entry.name.endswith(".sql"):
            found.append((int(entry.name.split("_", 1)[0]), entry.read_text()))
    return sorted(found)


_NEWER_EVENTS = NEWER_EVENTS.format("$1", "$2", "$3")
_BOOLEAN_COLUMNS = frozenset({"again_closed"})  # 0/1 in the SQLite row, BOOLEAN here


def _pg_row(row: dict[str, Any]) -> dict[str, Any]:
    """A row that stores a table (the SQLite store's encoding: the same JSON text), typed for PostgreSQL."""
    for column in _BOOLEAN_COLUMNS & row.keys():
        row[column] = bool(row[column])
    return row


def _insert_sql(columns: tuple[str, ...]) -> str:
    return (
        f"INSERT INTO tables ({', '.join(columns)}) VALUES ({', '.join(f'${n}' for n in range(1, len(columns) + 1))})"
        " ON CONFLICT (channel_id) WHERE status IN ('lobby', 'playing') DO NOTHING RETURNING id"
    )


def _save_sql(columns: tuple[str, ...]) -> str:
    """The guarded UPDATE and its inserts in ONE statement: when the guard ($1 id, $2 the version the change was
    computed from) matches no row, ``saved`` is empty and so are both inserts. $3... are the saved ``columns``,
    then the actions and results as parallel arrays (unnest zips them)."""
    assignments = ", ".join(f"{column} = ${n}" for n, column in enumerate(columns, start=3))
    at = f"${columns.index('updated_at') + 3}"
    first = len(columns) + 3
    a = [f"${n}" for n in range(first, first + 3)]
    r = [f"${n}" for n in range(first + 3, first + 12)]
    return f"""
WITH saved AS (
    UPDATE tables SET {assignments}, {log_version_set(columns, '$2')} WHERE id = $1 AND version = $2
    RETURNING id, guild_id, kind, version
), logged AS (
    INSERT INTO actions (table_id, version, ordinal, user_id, action, events, at)
    SELECT saved.id, saved.version, a.ordinal - 1, a.user_id, a.action, a.events, {at}
    FROM saved, unnest({a[0]}::bigint[], {a[1]}::text[], {a[2]}::text[])
        WITH ORDINALITY AS a (user_id, action, events, ordinal)
), finished AS (
    INSERT INTO results (table_id, guild_id, kind, user_id, name, computer, seat, won, lost, score, rounds, points,
                         finished_at)
    SELECT saved.id, saved.guild_id, saved.kind, r.user_id, r.name, r.computer, r.seat, r.won, r.lost, r.score,
           r.rounds, r.points, {at}
    FROM saved, unnest({r[0]}::bigint[], {r[1]}::text[], {r[2]}::boolean[], {r[3]}::int[], {r[4]}::boolean[],
                       {r[5]}::boolean[], {r[6]}::int[], {r[7]}::int[], {r[8]}::int[])
        AS r (user_id, name, computer, seat, won, lost, score, rounds, points)
)
SELECT count(*) FROM saved
"""


# The type of each saved column, for the arrays a batch of moves is sent as.
_COLUMN_TYPES = {
    "status": "text", "seats": "text", "state": "text", "log": "text", "deadline": "float8", "options": "text",
    "host_id": "bigint", "version": "bigint", "updated_at": "float8", "invited": "text", "again_closed": "boolean",
}


def _moves_sql(columns: tuple[str, ...]) -> str:
    """Moves (each at most one action row, no results) writing ``columns``, in ONE statement: $1 their table ids,
    $2 the versions they were computed from, then one array per column, then their action rows' user ids,
    actions and events (NULL: none). Each update is guarded alone; the ids of those written come back."""
    arrays = [f"${n}::{_COLUMN_TYPES[column]}[]" for n, column in enumerate(columns, start=3)]
    first = len(columns) + 3
    return f"""
WITH moves AS (
    SELECT * FROM unnest($1::bigint[], $2::bigint[], {', '.join(arrays)},
                         ${first}::bigint[], ${first + 1}::text[], ${first + 2}::text[])
        AS m (id, expected, {', '.join(columns)}, user_id, action, events)
), saved AS (
    UPDATE tables AS t SET {', '.join(f'{column} = m.{column}' for column in columns)},
        {log_version_set(columns, 'm.expected')}
    FROM moves AS m WHERE t.id = m.id AND t.version = m.expected
    RETURNING t.id, t.version
), logged AS (
    INSERT INTO actions (table_id, version, ordinal, user_id, action, events, at)
    SELECT saved.id, saved.version, 0, m.user_id, m.action, m.events, m.updated_at
    FROM saved JOIN moves AS m ON m.id = saved.id WHERE m.action IS NOT NULL
)
SELECT id FROM saved
"""


def _on_shards(shards: ShardSelection | None, first: int) -> tuple[str, list[Any]]:
    """The condition keeping a query to the tables of guilds on ``shards`` (Discord's ``(guild_id >> 22) %
    count``; a table with no guild is shard 0's), its parameters numbered from ``first``."""
    if shards is None:
        return "", []
    return (f" AND (coalesce(guild_id, 0) >> 22) % ${first} = ANY(${first + 1}::bigint[])",
            [shards.count, list(shards.ids)])


# Per kind and player; computers count by name (their ids restart on every table). The name shown is the one of
# their latest game.
_LUCK = """
SELECT r.kind, r.user_id, count(*) AS games, sum(CASE WHEN c.losing THEN r.lost::int ELSE r.won::int END) AS hits,
       sum(c.chance) AS expected, bool_or(c.losing) AS losing
FROM results AS r JOIN start_chances AS c ON c.table_id = r.table_id AND c.seat = r.seat
WHERE r.guild_id = $1 AND NOT r.computer AND ($2::text IS NULL OR r.kind = $2)
    AND ($3::bigint IS NULL OR r.user_id = $3)
    AND ($4::float8 IS NULL OR r.finished_at >= $4) AND ($5::float8 IS NULL OR r.finished_at < $5)
GROUP BY r.kind, r.user_id
ORDER BY r.kind, r.user_id
"""

_STANDINGS = """
SELECT * FROM (
    SELECT kind, computer,
           (array_agg(user_id ORDER BY finished_at DESC, table_id DESC))[1] AS user_id,
           (array_agg(name ORDER BY finished_at DESC, table_id DESC))[1] AS name,
           count(*) AS games, sum(won::int) AS wins, sum(rounds) AS rounds, sum(points) AS points
    FROM results WHERE guild_id = $1 AND ($2::text IS NULL OR kind = $2)
        AND ($3::float8 IS NULL OR finished_at >= $3) AND ($4::float8 IS NULL OR finished_at < $4)
    GROUP BY kind, computer, CASE WHEN computer THEN name END, CASE WHEN NOT computer THEN user_id END
) AS players
ORDER BY kind, wins DESC, games, lower(name) COLLATE "C", user_id
"""
# The same of one channel's games (a DM or group DM has no server to read them by).
_CHANNEL_STANDINGS = _STANDINGS.replace(
    "WHERE guild_id = $1", "WHERE table_id IN (SELECT id FROM tables WHERE channel_id = $1)"
)


@dataclass(frozen=True)
class _Save:
    """One table's save: the row's ``columns`` (``row``, the new version among them) guarded by ``expected``."""

    table_id: int
    expected: int
    columns: tuple[str, ...]
    row: dict[str, Any]
    actions: Sequence[Mapping[str, Any]]
    results: Sequence[Result]

    @property
    def one_move(self) -> bool:
        """At most one action row and no results: it may share a statement with others (``_moves_sql``)."""
        return len(self.actions) <= 1 and not self.results


@counting_write_failures
class PostgresStore:
    def __init__(self, pool: asyncpg.Pool, where: str) -> None:
        self._pool = pool
        self._where = where  # host and database, for messages (never the password)
        self._closed = False
        self._waiting: list[tuple[_Save, asyncio.Future[None]]] = []  # saves handed in for the next batch
        self._writer: asyncio.Task[None] | None = None  # writing the batches while saves are handed in

    @classmethod
    async def open(
        cls, url: str, *, durability: Durability = "crash", password: str | None = None
    ) -> PostgresStore:
        """The store on the database at ``url``, migrated to the newest schema. ``durability`` sets
        ``synchronous_commit`` on every connection (``SYNCHRONOUS_COMMIT``). ``password``, given apart from the
        URL, goes to the driver as it is (no URL encoding), so any password works.

        Raises StoreUnavailable, naming the host and database (never the password), if it cannot be opened.
        """
        where = describe_url(url)
        pool: asyncpg.Pool | None = None
        try:
            pool = await asyncpg.create_pool(
                url, password=password, min_size=POOL_SIZE[0], max_size=POOL_SIZE[1], timeout=CONNECT_TIMEOUT,
                command_timeout=COMMAND_TIMEOUT, reset=_keep_session,
                server_settings={"synchronous_commit": SYNCHRONOUS_COMMIT[durability]},
            )
            async with pool.acquire():  # a first connection: the server is there and lets us in
                pass
        except _OPENING_FAILED as error:
            if pool is not None:
                pool.terminate()
            raise _opening_failure(error, url, where, password) from None
        store = cls(pool, where)
        try:
            await store._refuse_read_only()
            await store.migrate()
        except asyncpg.InsufficientPrivilegeError as error:
            await store.close()
            reason = _reason(error, url, password)
            raise StoreUnusable(f"{where} refuses to let Pips create its tables ({reason}); grant the user of "
                                "DATABASE_URL the right to create tables in its schema") from None
        except BaseException:
            await store.close()
            raise
        return store

    async def _refuse_read_only(self) -> None:
        """A standby, or a database whose sessions are read-only, is found here rather than at the first click."""
        async with self.pooled() as connection:
            read_only = await connection.fetchval("SELECT current_setting('transaction_read_only')")
        if read_only == "on":
            raise StoreUnavailable(
                f"{self._where} refuses writes: it is a read-only standby or default_transaction_read_only is on; "
                "point DATABASE_URL at the primary, or let the database be written"
            )

    async def migrate(self) -> int:
        """Apply every migration not yet recorded, all in one transaction under an advisory lock."""
        async with self.pooled() as connection, connection.transaction():
            await connection.execute("SELECT pg_advisory_xact_lock($1)", MIGRATIONS_LOCK)
            await connection.execute(
                "CREATE TABLE IF NOT EXISTS schema_migrations"
                " (number INTEGER PRIMARY KEY, applied_at DOUBLE PRECISION NOT NULL)"
            )
            applied = {row[0] for row in await connection.fetch("SELECT number FROM schema_migrations")}
            for number, sql in migrations():
                if number not in applied:
                    await connection.execute(sql)
                    await connection.execute(
                        "INSERT INTO schema_migrations (number, applied_at) VALUES ($1, $2)", number, time.time()
                    )
        return await self.schema_version()

    async def schema_version(self) -> int:
        async with self.pooled() as connection:
            return int(await connection.fetchval("SELECT coalesce(max(number), 0) FROM schema_migrations"))

    async def close(self) -> None:
        """Let the calls in progress finish (for a while), then close every connection."""
        if self._closed:
            return
        self._closed = True
        try:
            if self._writer is not None:  # the saves handed in so far are written first
                await asyncio.wait_for(asyncio.shield(self._writer), CLOSE_TIMEOUT)
            await asyncio.wait_for(self._pool.close(), CLOSE_TIMEOUT)
        except TimeoutError:
            self._pool.terminate()

    @asynccontextmanager
    async def pooled(self) -> AsyncIterator[asyncpg.pool.PoolConnectionProxy]:
        """A connection of the pool for the block, carrying the store's session settings (``open``); a lost or
        refused one becomes StoreUnavailable (the pool reconnects next time). The store's methods use it, and so may
        what they do not cover (reading a setting); write through the Store, and change no session setting: a
        connection goes back to the pool as it is (``_keep_session``)."""
        try:
            async with self._pool.acquire() as connection:
                yield connection
        except UNREACHABLE as error:
            raise StoreUnavailable(f"{self._where} is unreachable: {type(error).__name__}: {error}") from error

    async def _release(self, connection: asyncpg.pool.PoolConnectionProxy) -> None:
        """Give a connection back to the pool. Its failing (the connection broke after its statement was answered)
        is the pool's to mend, not the caller's: the pool ends that connection and opens another next time."""
        with suppress(*_RELEASE_FAILED):
            await self._pool.release(connection)

    async def _fetch(self, sql: str, *args: Any) -> list[asyncpg.Record]:
        async with self.pooled() as connection:
            return await connection.fetch(sql, *args)

    async def _fetchrow(self, sql: str, *args: Any) -> asyncpg.Record | None:
        async with self.pooled() as connection:
            return await connection.fetchrow(sql, *args)

    async def _fetchval(self, sql: str, *args: Any) -> Any:
        async with self.pooled() as connection:
            return await connection.fetchval(sql, *args)

    async def _execute(self, sql: str, *args: Any) -> str:
        async with self.pooled() as connection:
            return await connection.execute(sql, *args)

    # --- reading ----------------------------------------------------------
    async def _one(self, sql: str, *args: Any) -> Table | None:
        row = await self._fetchrow(sql, *args)
        return None if row is None else await self._table_of(row)

    async def _table_of(self, row: asyncpg.Record) -> Table:
        """The table a row stores, its log's newest entries read from the actions saved since it was written."""
        newer: list[str] = []
        if row["log_version"] is not None:
            found = await self._fetch(_NEWER_EVENTS, row["id"], row["log_version"], row["version"])
            newer = [record["events"] for record in found]
        return row_to_table(dict(row), newer)

    async def load_table(self, table_id: int) -> Table | None:
        return await self._one("SELECT * FROM tables WHERE id = $1", table_id)

    async def live_table(self, channel_id: int) -> Table | None:
        return await self._one(
            "SELECT * FROM tables WHERE channel_id = $1 AND status IN ('lobby', 'playing')", channel_id
        )

    async def last_table(self, channel_id: int) -> Table | None:
        return await self._one("SELECT * FROM tables WHERE channel_id = $1 ORDER BY id DESC LIMIT 1", channel_id)

    async def deadlines(self, shards: ShardSelection | None = None) -> list[tuple[int, float]]:
        on_shards, args = _on_shards(shards, 1)
        rows = await self._fetch(
            f"SELECT id, deadline FROM tables WHERE deadline IS NOT NULL AND status != 'cancelled'{on_shards}", *args
        )
        return [(row["id"], row["deadline"]) for row in rows]

    async def last_changed(self, window: float, shards: ShardSelection | None = None) -> list[int]:
        """Through the two indexes by time of change (data/_changed_last.py), in one snapshot."""
        on_shards, args = _on_shards(shards, 1)
        async with self.pooled() as connection, connection.transaction(isolation="repeatable_read",
                                                                              readonly=True):
            found = NewestChange(
                await connection.fetchval(f"SELECT max(updated_at) FROM tables WHERE {SETTLED}{on_shards}", *args)
            )
            async for row in connection.cursor(
                f"SELECT updated_at, {_NUDGE} AS nudge FROM tables WHERE {RUNNING}{on_shards} ORDER BY {_NUDGE} DESC",
                *args, prefetch=16,
            ):
                if not found.add(row["updated_at"], row["nudge"]):
                    break
            if found.newest is None:
                return []
            since = found.newest - window
            on_shards, args = _on_shards(shards, 3)
            rows = await connection.fetch(
                f"SELECT id FROM tables WHERE {SETTLED} AND updated_at >= $1{on_shards}"
                f" UNION ALL SELECT id FROM tables WHERE {RUNNING} AND {_NUDGE} >= $2 AND updated_at >= $1{on_shards}",
                since, since + NUDGE_AT_LEAST, *args,
            )
        return [row["id"] for row in rows]

    async def actions(self, table_id: int) -> list[dict[str, Any]]:
        rows = await self._fetch(
            "SELECT version, user_id, action, events, at FROM actions WHERE table_id = $1 ORDER BY version, ordinal",
            table_id,
        )
        return [{**dict(row), "events": json.loads(row["events"])} for row in rows]

    async def results(self, guild_id: int, kind: str | None = None) -> list[dict[str, Any]]:
        # booleans as 0/1: the same lines the SQLite store gives
        rows = await self._fetch(
            "SELECT table_id, kind, user_id, name, computer::int AS computer, seat, won::int AS won,"
            " lost::int AS lost, score, rounds, points, finished_at FROM results"
            " WHERE guild_id = $1 AND ($2::text IS NULL OR kind = $2)"
            " ORDER BY finished_at DESC, table_id DESC, seat",
            guild_id, kind,
        )
        return [dict(row) for row in rows]

    async def standings(
        self, guild_id: int | None, kind: str | None = None, *, since: float | None = None,
        until: float | None = None, channel_id: int | None = None,
    ) -> list[Standing]:
        sql, place = (_STANDINGS, guild_id) if channel_id is None else (_CHANNEL_STANDINGS, channel_id)
        return [
            Standing(kind=row["kind"], user_id=row["user_id"], name=row["name"], computer=row["computer"],
                     games=row["games"], wins=row["wins"], rounds=row["rounds"], points=row["points"])
            for row in await self._fetch(sql, place, kind, since, until)
        ]

    async def luck(
        self, guild_id: int, kind: str | None = None, *, user_id: int | None = None, since: float | None = None,
        until: float | None = None,
    ) -> list[Luck]:
        return [
            Luck(kind=row["kind"], user_id=row["user_id"], games=row["games"], hits=row["hits"],
                 expected=row["expected"], losing=row["losing"])
            for row in await self._fetch(_LUCK, guild_id, kind, user_id, since, until)
        ]

    async def first_finished_at(self, guild_id: int) -> float | None:
        row = await self._fetchrow("SELECT min(finished_at) AS first FROM results WHERE guild_id = $1", guild_id)
        return None if row is None or row["first"] is None else float(row["first"])

    async def season_changes(self, guild_id: int) -> list[tuple[int, SeasonLength]]:
        rows = await self._fetch(
            "SELECT since, length FROM season_changes WHERE guild_id = $1 ORDER BY since", guild_id
        )
        return [(row["since"], row["length"]) for row in rows]

    async def save_start_chances(self, table_id: int, chances: Sequence[float], losing: bool) -> None:
        async with self.pooled() as connection, connection.transaction():
            await connection.executemany(
                "INSERT INTO start_chances (table_id, seat, chance, losing) VALUES ($1, $2, $3, $4)"
                " ON CONFLICT (table_id, seat) DO NOTHING",
                [(table_id, seat, chance, losing) for seat, chance in enumerate(chances)],
            )

    # --- writing ----------------------------------------------------------
    async def create_table(self, table: Table) -> Table:
        row = _pg_row(table_row(table))
        del row["id"]
        row["version"] = 1
        insert = _insert_sql(tuple(row))
        async with self.pooled() as connection:
            while True:
                table_id = await connection.fetchval(insert, *row.values())
                if table_id is not None:
                    break
                existing = await connection.fetchrow(
                    "SELECT * FROM tables WHERE channel_id = $1 AND status IN ('lobby', 'playing')", table.channel_id
                )
                if existing is not None:
                    raise ChannelBusy(await self._table_of(existing))
                # the live table ended between the two statements: the channel is free now, try again
        return replace(table, id=table_id, version=1)

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
        """(Store.save_table.) ``alone`` with no batch being written: written at once, not handed to the writer
        task."""
        columns = saved_columns(changed)
        row = _pg_row(saved_row(table, columns, encoded))
        row["version"] = table.version + 1
        save = _Save(table.id, table.version, columns, row, actions, results)
        with counted_commit():
            if alone and self._writer is None:
                await self._save_one(save)
            else:
                await self._save_in_batch(save)
        return table.evolve(version=table.version + 1)

    async def _save_in_batch(self, save: _Save) -> None:
        """Hand ``save`` to the writer task, which writes the moves waiting in one statement (group commit: one
        round trip for all of them, as on SQLite) and starts when none runs; return once it is committed, or raise
        what refused it. A caller that stops waiting does not take its save back."""
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
                    outcomes = await self._save_batch([save for save, _ in batch])
                except BaseException:
                    for _, done in batch:
                        done.cancel()
                    raise
                for (_, done), outcome in zip(batch, outcomes, strict=True):
                    if done.cancelled():
                        continue
                    if outcome is None:
                        done.set_result(None)
                    else:
                        done.set_exception(outcome)
        finally:
            self._writer = None

    async def _save_batch(self, saves: list[_Save]) -> list[BaseException | None]:
        """Each save's outcome (None: committed). The moves writing the same columns go in one statement, each
        guarded alone (a stale one leaves the others be); the others one statement each, side by side."""
        outcomes: dict[int, BaseException | None] = {}
        together: dict[tuple[str, ...], list[_Save]] = {}
        tables: set[int] = set()  # a table saved twice in one statement would be updated once: the second goes alone
        for save in saves:
            if save.one_move and save.table_id not in tables:
                together.setdefault(save.columns, []).append(save)
                tables.add(save.table_id)
        writes = [self._save_moves(same) for same in together.values() if len(same) > 1]
        moved = {id(save) for same in together.values() if len(same) > 1 for save in same}
        writes += [self._save_alone(save) for save in saves if id(save) not in moved]
        for written in await asyncio.gather(*writes, return_exceptions=True):
            if isinstance(written, BaseException):
                raise written  # (a bug: every failure of a save is its outcome)
            outcomes.update(written)
        return [outcomes[id(save)] for save in saves]

    async def _save_alone(self, save: _Save) -> dict[int, BaseException | None]:
        try:
            await self._save_one(save)
        except Exception as error:
            return {id(save): error}
        return {id(save): None}

    async def _save_moves(self, saves: list[_Save]) -> dict[int, BaseException | None]:
        columns = saves[0].columns
        arguments = [
            [save.table_id for save in saves], [save.expected for save in saves],
            *([save.row[column] for save in saves] for column in columns),
            [save.actions[0].get("user_id") if save.actions else None for save in saves],
            [save.actions[0]["action"] if save.actions else None for save in saves],
            [dumps(save.actions[0]["events"]) if save.actions else None for save in saves],
        ]
        try:
            records = await self._save(saves[0].table_id, _moves_sql(columns), arguments)
        except StoreUnavailable as error:  # nothing of them was written, or nobody knows: the same for each
            return {id(save): error for save in saves}
        except asyncpg.PostgresError:  # a constraint refused one of them: each alone, so only that one fails
            return {key: outcome for save in saves for key, outcome in (await self._save_alone(save)).items()}
        saved = {record[0] for record in records}
        return {id(save): None if save.table_id in saved else StaleWrite(save.table_id) for save in saves}

    async def _save_one(self, save: _Save) -> None:
        actions, results = save.actions, save.results
        arguments = (
            save.table_id, save.expected, *save.row.values(),
            [a.get("user_id") for a in actions], [a["action"] for a in actions],
            [dumps(a["events"]) for a in actions],
            [r.user_id for r in results], [r.name for r in results], [r.computer for r in results],
            [r.seat for r in results], [r.won for r in results], [r.lost for r in results],
            [r.score for r in results], [r.rounds for r in results], [r.points for r in results],
        )
        records = await self._save(save.table_id, _save_sql(save.columns), arguments)
        if not records or records[0][0] != 1:
            raise StaleWrite(save.table_id)

    async def _save(self, table_id: int, sql: str, arguments: Sequence[Any]) -> list[asyncpg.Record]:
        """A save's one statement. StoreUnavailable when nothing was sent; StoreOutcomeUnknown when it was and
        its answer never came (committed or not, only the row can tell); whatever happens to the connection once
        it answered is not the save's failure."""
        try:
            connection = await self._pool.acquire()
        except UNREACHABLE as error:
            raise StoreUnavailable(f"{self._where} is unreachable: {type(error).__name__}: {error}") from error
        try:
            return await connection.fetch(sql, *arguments)
        except _NOT_SENT as error:  # refused by the driver before a byte went out
            raise StoreUnavailable(f"{self._where} is unreachable: {type(error).__name__}: {error}") from error
        except UNREACHABLE as error:
            raise StoreOutcomeUnknown(
                f"{self._where} stopped answering while a save of table {table_id} was sent:"
                f" {type(error).__name__}: {error}"
            ) from error
        finally:
            await self._release(connection)

    async def set_message(self, table_id: int, message_id: int) -> None:
        await self._execute("UPDATE tables SET message_id = $2 WHERE id = $1", table_id, message_id)

    async def retire_unreadable(self, table_id: int) -> None:
        await self._execute(
            "UPDATE tables SET status = 'cancelled', deadline = NULL, version = version + 1"
            " WHERE id = $1 AND status IN ('lobby', 'playing')",
            table_id,
        )

    # --- stats and history ------------------------------------------------------
    async def player_records(
        self, guild_id: int | None, user_id: int, kind: str | None = None, *, since: float | None = None,
        until: float | None = None,
    ) -> list[PlayerRecord]:
        # everywhere (guild_id None) is its own statement: a server's keeps its plan on results_by_player
        place = "guild_id = $1" if guild_id is not None else "$1::bigint IS NULL"
        rows = await self._fetch(
            "SELECT kind, count(*) AS games, sum(won::int) AS wins, sum(lost::int) AS losses,"
            " sum(score) AS score_total, max(score) AS best_score, sum(rounds) AS rounds, sum(points) AS points"
            f" FROM results WHERE {place} AND user_id = $2 AND NOT computer AND ($3::text IS NULL OR kind = $3)"
            " AND ($4::float8 IS NULL OR finished_at >= $4) AND ($5::float8 IS NULL OR finished_at < $5)"
            " GROUP BY kind ORDER BY kind",
            guild_id, user_id, kind, since, until,
        )
        return [PlayerRecord(**dict(row)) for row in rows]

    async def past_games(self, channel_id: int, kind: str | None = None, limit: int = 10) -> list[PastGame]:
        async with self.pooled() as connection:
            tables = await connection.fetch(
                "SELECT id, kind, guild_id, channel_id, message_id, seed, updated_at FROM tables"
                " WHERE channel_id = $1 AND status = 'finished' AND ($2::text IS NULL OR kind = $2)"
                " ORDER BY id DESC LIMIT $3",
                channel_id, kind, limit,
            )
            finishers = await connection.fetch(
                "SELECT table_id, user_id, name, computer, won, lost FROM results"
                " WHERE table_id = ANY($1::bigint[]) ORDER BY table_id, seat",
                [row["id"] for row in tables],
            ) if tables else []
        return past_games(tables, finishers)

    # --- server settings -----------------------------------------------------------
    async def guild_settings(self, guild_id: int) -> GuildSettings:
        async with self.pooled() as connection:
            row = await connection.fetchrow(
                "SELECT language, turn_timeout, pings, computers, timezone FROM guild_settings WHERE guild_id = $1",
                guild_id,
            )
            channels = tuple(
                record["channel_id"] for record in await connection.fetch(
                    "SELECT channel_id FROM guild_channels WHERE guild_id = $1 ORDER BY channel_id", guild_id
                )
            )
            latest = await connection.fetchrow(
                "SELECT since, length FROM season_changes WHERE guild_id = $1 ORDER BY since DESC LIMIT 1", guild_id
            )
        season: dict[str, Any] = {} if latest is None else {"season_since": latest["since"], "season": latest["length"]}
        if row is None:
            return GuildSettings(guild_id, channels=channels, **season)
        return GuildSettings(
            guild_id, language=row["language"], turn_timeout=row["turn_timeout"], pings=row["pings"],
            computers=row["computers"], channels=channels, timezone=row["timezone"], **season,
        )

    async def save_guild_settings(self, settings: GuildSettings) -> None:
        async with self.pooled() as connection, connection.transaction():
            await connection.execute(
                "INSERT INTO guild_settings (guild_id, language, turn_timeout, pings, computers, timezone, updated_at)"
                " VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (guild_id) DO UPDATE SET"
                " language = excluded.language, turn_timeout = excluded.turn_timeout, pings = excluded.pings,"
                " computers = excluded.computers,"
                " timezone = excluded.timezone, updated_at = excluded.updated_at",
                settings.guild_id, settings.language, settings.turn_timeout, settings.pings, settings.computers,
                settings.timezone, time.time(),
            )
            await connection.execute("DELETE FROM guild_channels WHERE guild_id = $1", settings.guild_id)
            await connection.executemany(
                "INSERT INTO guild_channels (guild_id, channel_id) VALUES ($1, $2)",
                [(settings.guild_id, channel) for channel in sorted(set(settings.channels))],
            )
            if settings.season_since:
                await connection.execute(
                    "INSERT INTO season_changes (guild_id, since, length) VALUES ($1, $2, $3)"
                    " ON CONFLICT (guild_id, since) DO UPDATE SET length = excluded.length",
                    settings.guild_id, settings.season_since, settings.season,
                )

    # --- scheduled nights (data/nights.py) ----------------------------------------------------------------
    async def create_night(self, night: Night) -> Night:
        row = night_row(night)
        marks = ", ".join(f"${n}" for n in range(1, len(row) + 1))
        async with self.pooled() as connection:
            night_id = await connection.fetchval(
                f"INSERT INTO nights ({', '.join(row)}) VALUES ({marks}) RETURNING id", *row.values()
            )
        return replace(night, id=night_id)

    async def load_night(self, night_id: int) -> Night | None:
        row = await self._fetchrow("SELECT * FROM nights WHERE id = $1", night_id)
        return None if row is None else row_to_night(dict(row))

    async def save_night(self, night: Night) -> None:
        row = night_row(night)
        assignments = ", ".join(f"{column} = ${n}" for n, column in enumerate(NIGHT_SAVED, start=2))
        await self._execute(f"UPDATE nights SET {assignments} WHERE id = $1", night.id,
                            *(row[column] for column in NIGHT_SAVED))

    async def pending_nights(self, shards: ShardSelection | None = None) -> list[Night]:
        on_shards, args = _on_shards(shards, 1)
        rows = await self._fetch(
            f"SELECT * FROM nights WHERE status IN ('scheduled', 'started'){on_shards} ORDER BY starts_at, id", *args
        )
        return [row_to_night(dict(row)) for row in rows]

    async def guild_nights(self, guild_id: int) -> list[Night]:
        rows = await self._fetch(
            "SELECT * FROM nights WHERE guild_id = $1 AND status = 'scheduled' ORDER BY starts_at, id", guild_id
        )
        return [row_to_night(dict(row)) for row in rows]

    async def night_of_event(self, event_id: int) -> Night | None:
        row = await self._fetchrow("SELECT * FROM nights WHERE event_id = $1 ORDER BY id DESC LIMIT 1", event_id)
        return None if row is None else row_to_night(dict(row))

    # --- turn pings ---------------------------------------------------------------
    async def turn_pings(self, shards: ShardSelection | None = None) -> list[TurnPing]:
        on_shards, args = _on_shards(shards, 1)
        of_tables = f" WHERE table_id IN (SELECT id FROM tables WHERE true{on_shards})" if on_shards else ""
        rows = await self._fetch(
            f"SELECT table_id, channel_id, message_id, version FROM turn_pings{of_tables} ORDER BY table_id", *args
        )
        return [TurnPing(*row) for row in rows]

    async def save_turn_ping(self, ping: TurnPing) -> None:
        await self._execute(
            "INSERT INTO turn_pings (table_id, channel_id, message_id, version) VALUES ($1, $2, $3, $4)"
            " ON CONFLICT (table_id) DO UPDATE SET channel_id = excluded.channel_id,"
            " message_id = excluded.message_id, version = excluded.version",
            ping.table_id, ping.channel_id, ping.message_id, ping.version,
        )

    async def delete_turn_ping(self, table_id: int) -> None:
        await self._execute("DELETE FROM turn_pings WHERE table_id = $1", table_id)

    async def open_table_counts(self, shards: ShardSelection | None = None) -> dict[tuple[str, str], int]:
        on_shards, args = _on_shards(shards, 1)
        rows = await self._fetch(
            f"SELECT kind, status, count(*) AS tables FROM tables WHERE status IN ('lobby', 'playing'){on_shards}"
            " GROUP BY kind, status", *args
        )
        return {(row["kind"], row["status"]): row["tables"] for row in rows}

    # --- interaction passes -------------------------------------------------
    async def table_pass(self, table_id: int) -> TablePass | None:
        row = await self._fetchrow(
            "SELECT token, issued_at, message_id, followups, capped FROM table_passes WHERE table_id = $1", table_id
        )
        if row is None:
            return None
        return TablePass(table_id, row["token"], float(row["issued_at"]), row["message_id"], row["followups"],
                         bool(row["capped"]))

    async def save_table_pass(self, table_pass: TablePass) -> None:
        await self._execute(
            "INSERT INTO table_passes (table_id, token, issued_at, message_id, followups, capped)"
            " VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (table_id) DO UPDATE SET token = excluded.token,"
            " issued_at = excluded.issued_at, message_id = excluded.message_id, followups = excluded.followups,"
            " capped = excluded.capped",
            table_pass.table_id, table_pass.token, table_pass.issued_at, table_pass.message_id,
            table_pass.followups, table_pass.capped,
        )

    # --- meta ---------------------------------------------------------------
    # --- tournaments --------------------------------------------------------------------------------
    async def create_tournament(self, row: TournamentRow) -> TournamentRow:
        values = tournament_values(replace(row, version=1))
        names = ", ".join(TOURNAMENT_COLUMNS)
        marks = ", ".join(f"${number}" for number in range(1, len(TOURNAMENT_COLUMNS) + 1))
        new_id = await self._fetchval(
            f"INSERT INTO tournaments ({names}) VALUES ({marks}) RETURNING id", *(values[n] for n in TOURNAMENT_COLUMNS)
        )
        return replace(row, id=int(new_id), version=1)

    async def save_tournament(self, row: TournamentRow) -> TournamentRow:
        values = tournament_values(replace(row, version=row.version + 1))
        sets = ", ".join(f"{name} = ${number}" for number, name in enumerate(TOURNAMENT_COLUMNS, start=1))
        at = len(TOURNAMENT_COLUMNS)
        done = await self._execute(
            f"UPDATE tournaments SET {sets} WHERE id = ${at + 1} AND version = ${at + 2}",
            *(values[n] for n in TOURNAMENT_COLUMNS), row.id, row.version,
        )
        if done != "UPDATE 1":
            raise StaleWrite(f"tournament {row.id} is no longer at version {row.version}")
        return replace(row, version=row.version + 1)

    async def load_tournament(self, tournament_id: int) -> TournamentRow | None:
        row = await self._fetchrow("SELECT * FROM tournaments WHERE id = $1", tournament_id)
        return None if row is None else row_to_tournament(dict(row))

    async def going_tournaments(self) -> list[TournamentRow]:
        rows = await self._fetch("SELECT * FROM tournaments WHERE status = ANY($1::text[]) ORDER BY id", list(GOING))
        return [row_to_tournament(dict(row)) for row in rows]

    async def past_tournaments(self, channel_id: int, kind: str | None = None, limit: int = 5) -> list[TournamentRow]:
        rows = await self._fetch(
            "SELECT * FROM tournaments WHERE channel_id = $1 AND status = 'finished'"
            " AND ($2::text IS NULL OR kind = $2) ORDER BY updated_at DESC, id DESC LIMIT $3",
            channel_id, kind, limit,
        )
        return [row_to_tournament(dict(row)) for row in rows]

    async def tournament_wins(self, guild_id: int | None, user_id: int) -> int:
        found = await self._fetchval(
            "SELECT COUNT(*) FROM tournaments WHERE guild_id IS NOT DISTINCT FROM $1 AND champion_id = $2",
            guild_id, user_id,
        )
        return int(found or 0)

    async def get_meta(self, key: str) -> str | None:
        row = await self._fetchrow("SELECT value FROM meta WHERE key = $1", key)
        return None if row is None else str(row["value"])

    async def set_meta(self, key: str, value: str) -> None:
        await self._execute(
            "INSERT INTO meta (key, value) VALUES ($1, $2) ON CONFLICT (key) DO UPDATE SET value = excluded.value",
            key, value,
        )

    # --- readiness ------------------------------------------------------------------------------------
    async def check_writable(self) -> None:
        """The session not read-only (``transaction_read_only``: a standby, or ``default_transaction_read_only``
        set for the database or the role), and a meta row written, in a transaction rolled back. A caller that gives
        up mid-statement leaves the rollback to the pool, which resets (or drops) a connection given back so."""
        read_only, refused = False, None
        async with self.pooled() as connection:
            transaction = connection.transaction()
            await transaction.start()
            try:
                read_only = await connection.fetchval("SHOW transaction_read_only") == "on"
                if not read_only:
                    await connection.execute(_PROBE_WRITE, WRITE_PROBE)
            except UNREACHABLE:
                raise  # (``pooled`` says the database is unreachable)
            except asyncpg.ReadOnlySQLTransactionError:
                read_only = True
            except asyncpg.PostgresError as error:  # permission denied, a full disk: said by PostgreSQL
                refused = f"{type(error).__name__}: {error}".replace("\n", " ")
            await transaction.rollback()
        if read_only:
            raise StoreReadOnly(
                f"the {self._where} is read-only (transaction_read_only is on: a standby, or"
                " default_transaction_read_only set): it takes no writes"
            )
        if refused is not None:
            raise StoreUnavailable(f"the {self._where} refuses writes: {refused}")

    # --- start-up: stored deadlines and nudges a page at a time (service/timers.py) --------------------------
    async def deadlines_after(
        self, after: tuple[float, int] | None, limit: int, shards: ShardSelection | None = None
    ) -> list[tuple[int, float]]:
        later, from_key = _after_key("deadline", after, 2)
        on_shards, args = _on_shards(shards, 2 + len(from_key))
        rows = await self._fetch(
            f"SELECT id, deadline FROM tables WHERE deadline IS NOT NULL AND status != 'cancelled'{later}{on_shards}"
            " ORDER BY deadline, id LIMIT $1",
            limit, *from_key, *args,
        )
        return [(row["id"], row["deadline"]) for row in rows]

    async def nudges_after(
        self, now: float, after: tuple[float, int] | None, limit: int, shards: ShardSelection | None = None
    ) -> list[tuple[int, float]]:
        later, from_key = _after_key(_NUDGE, after, 3)
        on_shards, args = _on_shards(shards, 3 + len(from_key))
        rows = await self._fetch(
            f"SELECT id, {_NUDGE} AS nudge FROM tables WHERE {RUNNING}"
            f" AND deadline > $2 AND {_NUDGE} < deadline{later}{on_shards} ORDER BY {_NUDGE}, id LIMIT $1",
            limit, now, *from_key, *args,
        )
        return [(row["id"], row["nudge"]) for row in rows]


_PROBE_WRITE = "INSERT INTO meta (key, value) VALUES ($1, '') ON CONFLICT (key) DO UPDATE SET value = excluded.value"

# A turn's nudge time (service/nudges.py), as the index of migration 0007 has it, so that it serves the query.
_NUDGE = "(updated_at + greatest(turn_timeout * 0.25::float8, 10.0::float8))"


def _after_key(column: str, after: tuple[float, int] | None, first: int) -> tuple[str, list[Any]]:
    """The condition keeping the rows after the key (``column``, id), its parameters numbered from ``first``;
    written so that an index on ``column`` serves it."""
    if after is None:
        return "", []
    return f" AND {column} >= ${first} AND ({column} > ${first} OR id > ${first + 1})", [after[0], after[1]]


def _opening_failure(error: BaseException, url: str, where: str, password: str | None) -> Exception:
    """StoreUnusable for a login or URL the server or driver refuses (only the operator can fix it), else
    StoreUnavailable (a server down or starting may come back)."""
    reason = _reason(error, url, password)
    if isinstance(error, asyncpg.InvalidAuthorizationSpecificationError | asyncpg.InvalidCatalogNameError):
        return StoreUnusable(f"cannot open {where}: {reason}; check the user, password and database of DATABASE_URL")
    if isinstance(error, ValueError | asyncpg.ClientConfigurationError):
        return StoreUnusable(f"cannot open {where}: {reason}; check DATABASE_URL")
    return StoreUnavailable(f"cannot open {where}: {reason}; check that the server is up and reachable")


def _reason(error: BaseException, url: str, password: str | None) -> str:
    """Why opening failed, in one line, with the password blanked should the driver have repeated it."""
    return scrub(f"{type(error).__name__}: {error}".replace("\n", " "), url, password)
