"""The stores' write check (``Store.check_writable``, what /ready asks) on real databases: a SQLite file or folder
made read-only, a read-only connection, a PostgreSQL database set ``default_transaction_read_only``; the check
writes nothing and leaves no transaction open, even when its caller gives up. The writes besides the table
commits count their failures (``pips_store_write_failures_total``), and every Store method is either a read or
counted so."""

from __future__ import annotations

import asyncio
import inspect
import os
import shutil
import sqlite3
import subprocess
import sys
from collections.abc import AsyncIterator, Iterator
from contextlib import closing
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

import aiosqlite
import asyncpg
import pytest
from prometheus_client import REGISTRY

from data.nights import Night
from data.postgres import PostgresStore
from data.sqlite import SqliteStore
from data.store import (
    WRITE_PROBE,
    WRITES_BESIDE_COMMITS,
    ChannelBusy,
    GuildSettings,
    Store,
    StoreReadOnly,
    TablePass,
    TournamentRow,
    TurnPing,
)
from data.where import describe_url
from ops.metrics import COUNTING
from tests.data.postgres_server import PASSWORD
from tests.data.test_store_contract import new_table

ROOT = Path(__file__).resolve().parents[2]

# The Store's reads, and the calls that are neither a read nor a write besides the table commits.
READS = {
    "load_table", "live_table", "last_table", "deadlines", "last_changed", "actions", "results", "standings",
    "player_records", "luck", "season_changes", "first_finished_at", "past_games", "guild_settings",
    "deadlines_after", "nudges_after", "turn_pings", "open_table_counts", "get_meta", "load_night",
    "pending_nights", "guild_nights", "night_of_event", "table_pass", "load_tournament", "going_tournaments",
    "tournament_wins", "past_tournaments",
}
OTHERS = {"save_table", "encode", "check_writable", "close"}  # (save_table: counted as pips_commits_total)


@pytest.fixture(params=["sqlite", "postgres"])
def store_kind(request: pytest.FixtureRequest) -> str:
    return str(request.param)


@pytest.fixture
async def read_only(store_kind: str, request: pytest.FixtureRequest) -> AsyncIterator[Any]:
    """A migrated store whose database now refuses writes: on SQLite a ``query_only`` connection, on PostgreSQL a
    new connection to a database set ``default_transaction_read_only``."""
    if store_kind == "sqlite":
        store: Any = await SqliteStore.open(request.getfixturevalue("db_path"))
        await store.connection.execute("PRAGMA query_only = ON")
        yield store
        await store.close()
        return
    url = request.getfixturevalue("pg_url")
    await (await PostgresStore.open(url)).close()  # migrated while it could be
    admin = await asyncpg.connect(url)
    try:
        database = urlsplit(url).path.strip("/")
        await admin.execute(f'ALTER DATABASE "{database}" SET default_transaction_read_only = on')
    finally:
        await admin.close()
    store = PostgresStore(await asyncpg.create_pool(url, min_size=0, max_size=2), describe_url(url))
    yield store
    await store.close()


async def test_a_store_that_takes_writes_passes_and_keeps_nothing(store: Store) -> None:
    await store.check_writable()
    await store.check_writable()  # (nothing of the first left over: no transaction, no row)
    assert await store.get_meta(WRITE_PROBE) is None
    await store.set_meta("after", "the check")  # the connection still writes, and commits
    assert await store.get_meta("after") == "the check"


async def test_a_database_that_refuses_writes_is_said_in_a_sentence(read_only: Any, store_kind: str) -> None:
    with pytest.raises(StoreReadOnly) as refused:
        await read_only.check_writable()
    said = str(refused.value)
    assert PASSWORD not in said and "\n" not in said
    if store_kind == "postgres":
        assert said.startswith('the PostgreSQL database "') and "is read-only (transaction_read_only is on" in said
    else:
        assert said.startswith("the SQLite database ") and "refuses writes" in said
    assert await read_only.get_meta(WRITE_PROBE) is None  # reads still answer


async def test_a_read_only_sqlite_connection_is_found(db_path: Path) -> None:
    await (await SqliteStore.open(db_path)).close()
    connection = await aiosqlite.connect(f"file:{db_path}?mode=ro", uri=True, isolation_level=None)
    store = SqliteStore(connection, None, str(db_path))
    try:
        with pytest.raises(StoreReadOnly, match=f"^the SQLite database {db_path} refuses writes"):
            await store.check_writable()
    finally:
        await store.close()


async def test_a_caller_giving_up_on_the_sqlite_check_leaves_no_transaction_open(db_path: Path) -> None:
    store = await SqliteStore.open(db_path)
    try:
        with closing(sqlite3.connect(db_path, isolation_level=None)) as other:
            other.execute("BEGIN IMMEDIATE")  # another program holds the write lock: the check's BEGIN waits
            with pytest.raises(TimeoutError):
                async with asyncio.timeout(0.05):
                    await store.check_writable()
            other.execute("ROLLBACK")  # the check's BEGIN now goes through, on the connection's thread
        await store.set_meta("next", "write")
        with closing(sqlite3.connect(db_path)) as reader:  # committed, not left inside the check's transaction
            assert reader.execute("SELECT value FROM meta WHERE key = 'next'").fetchall() == [("write",)]
    finally:
        await store.close()


async def test_a_caller_giving_up_on_the_postgres_check_leaves_no_transaction_open(pg_url: str) -> None:
    store = await PostgresStore.open(pg_url)
    other = await asyncpg.connect(pg_url)
    try:
        holding = other.transaction()
        await holding.start()
        await other.execute("INSERT INTO meta (key, value) VALUES ($1, 'held')", WRITE_PROBE)  # the check's row waits
        with pytest.raises(TimeoutError):
            async with asyncio.timeout(0.1):
                await store.check_writable()
        await holding.rollback()
        await store.set_meta("next", "write")
        assert await other.fetchval("SELECT value FROM meta WHERE key = 'next'") == "write"
        await store.check_writable()  # and the next check goes through
    finally:
        await other.close()
        await store.close()


CHECK_IN_A_CHILD = """
import asyncio, sys
import aiosqlite
from data.sqlite import SqliteStore
from data.store import StoreReadOnly

async def check(path):
    store = SqliteStore(await aiosqlite.connect(path, isolation_level=None), None, path)
    try:
        await store.check_writable()
        return "writable"
    except StoreReadOnly as error:
        return str(error)
    finally:
        await store.close()

for path in sys.argv[1:]:
    print(asyncio.run(check(path)))
"""


def without_root_s_override() -> list[str]:
    """The start of a command that runs without overriding file modes: root is stopped by them only without
    CAP_DAC_OVERRIDE (a process of another user is stopped anyway)."""
    if os.geteuid() != 0:
        return []
    if shutil.which("setpriv") is None:
        pytest.skip("running as root without setpriv: a file's mode cannot stop this process")
    return ["setpriv", "--bounding-set", "-dac_override,-dac_read_search", "--"]


@pytest.fixture
def read_only_files(tmp_path: Path) -> Iterator[tuple[Path, Path, Path]]:
    """Three migrated databases, closed: one writable, one a read-only file, one in a read-only folder."""
    paths = []
    for name in ("writable", "file", "folder"):
        (tmp_path / name).mkdir()
        paths.append(tmp_path / name / "pips.sqlite3")

    async def make() -> None:
        for path in paths:
            await (await SqliteStore.open(path)).close()

    asyncio.run(make())
    writable, read_only_file, in_read_only_folder = paths
    read_only_file.chmod(0o444)
    in_read_only_folder.parent.chmod(0o555)
    try:
        yield writable, read_only_file, in_read_only_folder
    finally:
        read_only_file.chmod(0o644)
        in_read_only_folder.parent.chmod(0o755)


def test_a_read_only_sqlite_file_or_folder_is_found(read_only_files: tuple[Path, Path, Path]) -> None:
    done = subprocess.run(
        [*without_root_s_override(), sys.executable, "-c", CHECK_IN_A_CHILD, *map(str, read_only_files)],
        cwd=ROOT, env={**os.environ, "PYTHONPATH": str(ROOT)}, capture_output=True, text=True, timeout=30,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    writable, read_only_file, in_read_only_folder = done.stdout.splitlines()
    assert writable == "writable"
    assert read_only_file.startswith(f"the SQLite database {read_only_files[1]} refuses writes (attempt to write")
    assert in_read_only_folder.startswith(f"the SQLite database {read_only_files[2]} refuses writes")


def failures() -> dict[str, float]:
    return {
        what: REGISTRY.get_sample_value("pips_store_write_failures_total", {"what": what}) or 0.0
        for what in sorted(set(WRITES_BESIDE_COMMITS.values()))
    }


@pytest.fixture
def counting() -> Iterator[None]:
    COUNTING.start()
    yield
    COUNTING.stop()


async def test_failed_writes_besides_table_commits_are_counted_by_what_they_write(
    read_only: Any, counting: None,
) -> None:
    before = failures()
    writes = [
        read_only.set_meta("command_sync", "digest"),
        read_only.save_guild_settings(GuildSettings(10, language="fr")),
        read_only.save_turn_ping(TurnPing(1, 2, 3, 4)),
        read_only.delete_turn_ping(1),
        read_only.create_table(new_table()),
        read_only.set_message(1, 2),
        read_only.retire_unreadable(1),
        read_only.save_start_chances(1, [0.5, 0.5], False),
        read_only.create_night(Night(10, 20, 1, "Ada", "lcr", {}, 2_000_000_000)),
        read_only.save_night(Night(10, 20, 1, "Ada", "lcr", {}, 2_000_000_000, id=1)),
        read_only.save_table_pass(TablePass(1, "token", 1.0, 2, 0, True)),
        read_only.create_tournament(TournamentRow(10, 100, 1, "lcr", {}, {})),
        read_only.save_tournament(TournamentRow(10, 100, 1, "lcr", {}, {}, id=1, version=1)),
    ]
    for write in writes:
        with pytest.raises(Exception):  # noqa: B017 (each store's own error for a refused write)
            await write
    after = failures()
    assert {what: after[what] - before[what] for what in after} == {
        "meta": 1, "settings": 1, "turn_ping": 2, "table": 2, "message": 1, "start_chances": 1, "night": 2,
        "pass": 1, "tournament": 2,
    }


async def test_a_channel_with_a_table_is_an_answer_not_a_failure(store: Store, counting: None) -> None:
    await store.create_table(new_table(channel_id=7))
    before = failures()
    with pytest.raises(ChannelBusy):
        await store.create_table(new_table(channel_id=7))
    assert failures() == before


def test_every_store_method_is_a_read_or_counted() -> None:
    methods = {name for name, _ in inspect.getmembers(Store, inspect.isfunction) if not name.startswith("_")}
    assert methods == READS | OTHERS | set(WRITES_BESIDE_COMMITS)
    for store in (SqliteStore, PostgresStore):
        for name in WRITES_BESIDE_COMMITS:
            assert hasattr(getattr(store, name), "__wrapped__"), f"{store.__name__}.{name} is not counted"
