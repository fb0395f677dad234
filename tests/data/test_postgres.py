"""The PostgreSQL store on the session's real server: migrations (one transaction, an advisory lock, several
processes opening at once), a server that cannot be reached or restarts, and moving a database with data.copy."""

from __future__ import annotations

import asyncio
import sqlite3
from contextlib import closing
from dataclasses import replace
from pathlib import Path
from typing import Any

import asyncpg
import pytest

from data import postgres as pg_module
from data import sqlite as sqlite_module
from data.copy import CopyRefused, copy
from data.postgres import UNREACHABLE, PostgresStore
from data.records import Result, Seat, Status, Table
from data.sqlite import SqliteStore
from data.store import GuildSettings, StoreUnavailable, StoreUnusable
from tests.data.postgres_server import PASSWORD, PostgresServer, free_port


@pytest.fixture
def store_kind() -> str:
    return "postgres"


async def rows(url: str, sql: str) -> list[tuple[Any, ...]]:
    connection = await asyncpg.connect(url)
    try:
        return [tuple(row) for row in await connection.fetch(sql)]
    finally:
        await connection.close()


def sample(channel_id: int, status: Status = Status.PLAYING) -> Table:
    return Table(kind="lcr", guild_id=10, channel_id=channel_id, host_id=1, seed="cd" * 32, options={"dice": "x"},
                 seats=[Seat(1, "Alice"), Seat(-1, "Ada", computer=True)], status=status, state={"chips": [3, 3]},
                 log=[{"type": "deal"}], deadline=1060.0, created_at=1000.0, updated_at=1000.0 + channel_id)


# --- migrations ---------------------------------------------------------------------------------------


def test_migrations_are_numbered_without_gaps_and_match_the_sqlite_ones() -> None:
    numbers = [number for number, _ in pg_module.migrations()]
    assert numbers == list(range(1, len(numbers) + 1))
    assert numbers == [number for number, _ in sqlite_module.migrations()]  # the same change has the same number


async def test_four_processes_opening_an_empty_database_at_once_apply_each_migration_once(pg_url: str) -> None:
    stores = await asyncio.gather(*(PostgresStore.open(pg_url) for _ in range(4)))
    try:
        newest = len(pg_module.migrations())
        assert [await store.schema_version() for store in stores] == [newest] * 4
        assert await rows(pg_url, "SELECT number FROM schema_migrations ORDER BY number") == [
            (n,) for n in range(1, newest + 1)
        ]
        created = await stores[0].create_table(sample(1))
        assert await stores[3].load_table(created.id) == created
    finally:
        await asyncio.gather(*(store.close() for store in stores))


async def test_a_failed_migration_applies_none_of_the_pending_ones(
    pg_url: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    broken = [*pg_module.migrations(), (99, "CREATE TABLE extra (x INTEGER);\nNOT SQL AT ALL;")]
    monkeypatch.setattr(pg_module, "migrations", lambda: broken)
    with pytest.raises(asyncpg.PostgresSyntaxError):
        await PostgresStore.open(pg_url)
    tables = await rows(pg_url, "SELECT tablename FROM pg_tables WHERE schemaname = current_schema()")
    assert tables == []  # not even the first migration, nor the schema table: one transaction

    monkeypatch.undo()
    store = await PostgresStore.open(pg_url)  # and the next start migrates as usual
    try:
        assert await store.schema_version() == len(pg_module.migrations())
    finally:
        await store.close()


# --- faults -------------------------------------------------------------------------------------------------


async def test_an_unreachable_server_is_named_without_its_password() -> None:
    url = f"postgresql://pips:{PASSWORD}@127.0.0.1:{free_port()}/games"
    with pytest.raises(StoreUnavailable) as refused:
        await PostgresStore.open(url)
    message = str(refused.value)
    assert '"games"' in message and "127.0.0.1" in message
    assert PASSWORD not in message and PASSWORD not in repr(refused.value.__cause__)


async def test_a_wrong_password_is_refused_by_name_without_the_password(postgres: PostgresServer) -> None:
    wrong = "not-the-" + PASSWORD
    with pytest.raises(StoreUnusable) as refused:  # a setting to fix: bot.py exits 2
        await PostgresStore.open(postgres.url("postgres").replace(PASSWORD, wrong))
    assert "password authentication failed" in str(refused.value) and wrong not in str(refused.value)


async def test_a_server_restart_refuses_calls_meanwhile_and_the_pool_reconnects(
    store: PostgresStore, postgres: PostgresServer, pg_url: str
) -> None:
    table = await store.create_table(sample(1))
    await store.load_table(table.id)  # the pool's connection is open and idle
    postgres.stop()
    try:
        with pytest.raises(StoreUnavailable):
            await store.load_table(table.id)
        table = replace(table, state={"chips": [2, 4]})
        with pytest.raises(StoreUnavailable):
            table = await store.save_table(table, [{"user_id": 1, "action": "roll", "events": []}])
        assert table.version == 1  # nothing was applied to the caller's table either
    finally:
        postgres.start()
    assert (await store.load_table(table.id)).version == 1  # type: ignore[union-attr]
    assert await store.actions(table.id) == []
    table = await store.save_table(table, [{"user_id": 1, "action": "roll", "events": []}])  # no restart of ours needed
    assert await rows(pg_url, "SELECT version FROM tables") == [(2,)]


def test_client_side_errors_of_a_connection_the_server_ended_count_as_unreachable() -> None:
    """asyncpg reports a pooled connection the server just ended on the client's side too (seen while the server
    restarts); a click must be told the database is not answering and a timer must try again, as for a refused
    connection."""
    seen = [
        asyncpg.InternalClientError("cannot switch to state 12; another operation (2) is in progress"),
        asyncpg.InterfaceError("connection is closed"),
        asyncpg.ConnectionDoesNotExistError("connection was closed in the middle of operation"),
        ConnectionResetError("Connection reset by peer"),
    ]
    assert all(isinstance(error, UNREACHABLE) for error in seen)
    assert not isinstance(asyncpg.UniqueViolationError("duplicate key"), UNREACHABLE)  # a bug stays a bug


# --- data.copy -------------------------------------------------------------------------------------------------


async def fill(store: Any) -> list[Table]:
    """A live game, a finished one with results and actions, a cancelled one, meta and server settings."""
    live = await store.create_table(sample(1))
    live = replace(live, state={"chips": [2, 4]})
    live = await store.save_table(live, [{"user_id": 1, "action": "roll", "events": [{"type": "roll"}]}])
    done = await store.create_table(sample(2))
    done = replace(done, status=Status.FINISHED, deadline=None)
    done = await store.save_table(done, [{"user_id": None, "action": "roll", "events": []}],
                           [Result(1, "Alice", False, 0, True, False, 6), Result(-1, "Ada", True, 1, False, True, 0)])
    cancelled = await store.create_table(sample(3))
    cancelled = replace(cancelled, status=Status.CANCELLED)
    cancelled = await store.save_table(cancelled)
    await store.set_meta("command_sync:global", "abc")
    await store.save_guild_settings(GuildSettings(10, language="fr", pings=False, channels=(5, 6)))
    return [live, done, cancelled]


async def everything(store: Any, tables: list[Table]) -> list[Any]:
    return [
        [await store.load_table(t.id) for t in tables], [await store.actions(t.id) for t in tables],
        await store.results(10), await store.standings(10), await store.get_meta("command_sync:global"),
        await store.guild_settings(10), await store.deadlines(),
    ]


async def test_copy_moves_a_sqlite_database_up_to_postgresql_and_back(
    tmp_path: Path, postgres: PostgresServer
) -> None:
    source = tmp_path / "pips.sqlite3"
    lite = await SqliteStore.open(source)
    tables = await fill(lite)
    expected = await everything(lite, tables)
    await lite.close()

    up = postgres.new_database()
    await copy(str(source), up)
    back = tmp_path / "back.sqlite3"
    await copy(up, str(back))
    again = await SqliteStore.open(back)
    try:
        assert await everything(again, tables) == expected
    finally:
        await again.close()

    store = await PostgresStore.open(up)
    try:
        assert await everything(store, tables) == expected
        newer = await store.create_table(sample(4))
        assert newer.id == max(t.id for t in tables) + 1  # the id sequence moved past the copied ids
    finally:
        await store.close()


async def test_copy_refuses_a_destination_that_holds_anything(tmp_path: Path, pg_url: str) -> None:
    source = tmp_path / "pips.sqlite3"
    lite = await SqliteStore.open(source)
    await fill(lite)
    await lite.close()
    store = await PostgresStore.open(pg_url)
    await store.set_meta("something", "here")
    await store.close()

    with pytest.raises(CopyRefused, match="not empty"):
        await copy(str(source), pg_url)
    assert await rows(pg_url, "SELECT count(*) FROM tables") == [(0,)]  # nothing was written

    sqlite_dest = tmp_path / "dest.sqlite3"
    with closing(sqlite3.connect(sqlite_dest)):
        pass
    dest = await SqliteStore.open(sqlite_dest)
    await dest.set_meta("something", "here")
    await dest.close()
    with pytest.raises(CopyRefused, match="not empty"):
        await copy(pg_url, str(sqlite_dest))


# --- group commit -----------------------------------------------------------------------------------------


async def test_moves_handed_in_together_go_in_one_statement_and_a_stale_one_fails_alone(
    store: PostgresStore, pg_url: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    tables = [await store.create_table(sample(channel)) for channel in (201, 202, 203)]
    await store.save_table(tables[1].evolve(updated_at=2000.0))  # another change got there first
    sent: list[str] = []
    save = store._save

    async def counted(table_id: int, sql: str, arguments: Any) -> Any:
        sent.append(sql)
        return await save(table_id, sql, arguments)

    monkeypatch.setattr(store, "_save", counted)
    roll = [{"user_id": 1, "action": "roll", "events": [{"type": "roll", "dice": [1, 2]}]}]
    outcomes = await asyncio.gather(
        *(store.save_table(table.evolve(state={"chips": [2, 4]}, updated_at=3000.0), roll, changed={"state"})
          for table in tables),
        return_exceptions=True,
    )
    assert len(sent) == 1
    assert [type(outcome).__name__ for outcome in outcomes] == ["Table", "StaleWrite", "Table"]
    assert await rows(pg_url, "SELECT table_id, version, action, events FROM actions ORDER BY table_id") == [
        (tables[0].id, 2, "roll", '[{"type":"roll","dice":[1,2]}]'),
        (tables[2].id, 2, "roll", '[{"type":"roll","dice":[1,2]}]'),
    ]
    stored = [await store.load_table(table.id) for table in tables]
    assert [(table.version, table.state) for table in stored if table is not None] == [
        (2, {"chips": [2, 4]}), (2, {"chips": [3, 3]}), (2, {"chips": [2, 4]}),
    ]
