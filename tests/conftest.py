"""Shared fixtures: a real store (a SQLite file, or a database on the session's PostgreSQL server where a module
asks for both kinds by overriding `store_kind`), and a table service on it with a clock the test moves."""

from __future__ import annotations

import sqlite3
from collections.abc import AsyncIterator, Awaitable, Callable, Iterator
from contextlib import closing
from pathlib import Path
from typing import Any

import pytest

import i18n
from data.sqlite import SqliteStore
from data.store import Store
from service.errors import Refusal
from service.tables import TableService
from tests.data.postgres_server import PostgresServer, start_server

FIXED_SEED = bytes(range(32))
COMPUTER_DELAY = 0.05  # seconds of the fake clock; also the timer loop's real re-check interval


class FakeClock:
    """Wall-clock time that stands still until the test moves it."""

    def __init__(self, now: float = 1_700_000_000.0) -> None:
        self.now = now

    def __call__(self) -> float:
        return self.now

    def advance(self, seconds: float) -> None:
        self.now += seconds


@pytest.fixture
def clock() -> FakeClock:
    return FakeClock()


@pytest.fixture
def db_path(tmp_path: Path) -> Path:
    return tmp_path / "pips.sqlite3"


@pytest.fixture(scope="session")
def postgres() -> Iterator[PostgresServer]:
    """The session's PostgreSQL server (skips, or fails under CI=true, without the binaries)."""
    server, finish = start_server()
    yield server
    finish()


@pytest.fixture
def pg_url(postgres: PostgresServer) -> str:
    """A new empty database of its own for the test."""
    return postgres.new_database()


@pytest.fixture
def store_kind() -> str:
    """Which store `store` is: SQLite unless a module overrides this (parametrized over "sqlite", "postgres")."""
    return "sqlite"


OpenAgain = Callable[[], Awaitable[Store]]


@pytest.fixture
def open_again(store_kind: str, request: pytest.FixtureRequest) -> OpenAgain:
    """Opens another store on the test's database, as a second process (or a restarted one) would; the caller
    closes it. On SQLite it does not take the file's lock, which the test's own store holds."""

    async def open_store() -> Store:
        if store_kind == "postgres":
            from data.postgres import PostgresStore

            return await PostgresStore.open(request.getfixturevalue("pg_url"))
        return await SqliteStore.open(request.getfixturevalue("db_path"), exclusive=False)

    return open_store


@pytest.fixture
async def store(store_kind: str, request: pytest.FixtureRequest) -> AsyncIterator[Any]:
    if store_kind == "postgres":
        from data.postgres import PostgresStore

        opened: Any = await PostgresStore.open(request.getfixturevalue("pg_url"))
    else:
        opened = await SqliteStore.open(request.getfixturevalue("db_path"))
    yield opened
    await opened.close()


RowAsStored = Callable[[int], Awaitable[tuple[object, ...] | None]]


@pytest.fixture
def row_as_stored(store: Store, request: pytest.FixtureRequest) -> RowAsStored:
    """Reads a table's row as committed (not through the store), with the database's own client."""

    async def read(table_id: int) -> tuple[object, ...] | None:
        if isinstance(store, SqliteStore):
            return stored_row(request.getfixturevalue("db_path"), table_id)
        import asyncpg

        connection = await asyncpg.connect(request.getfixturevalue("pg_url"))
        try:
            row = await connection.fetchrow("SELECT * FROM tables WHERE id = $1", table_id)
        finally:
            await connection.close()
        return None if row is None else tuple(row)

    return read


@pytest.fixture
async def make_service(clock: FakeClock) -> AsyncIterator[Callable[[SqliteStore], TableService]]:
    """Builds services sharing the test's clock and fixed seed; stops their timers at the end."""
    made: list[TableService] = []

    def build(on: SqliteStore) -> TableService:
        service = TableService(on, clock=clock, new_seed=lambda: FIXED_SEED, computer_delay=COMPUTER_DELAY)
        made.append(service)
        return service

    yield build
    for service in made:
        await service.stop()


@pytest.fixture
def service(store: SqliteStore, make_service: Callable[[SqliteStore], TableService]) -> TableService:
    return make_service(store)


Refuse = Callable[[int, Awaitable[object], str], Awaitable[Refusal]]


def stored_row(db_path: Path, table_id: int) -> tuple[object, ...] | None:
    """The table's row as committed to the file (not the store's cache), read with plain sqlite3."""
    with closing(sqlite3.connect(db_path)) as db:
        row: tuple[object, ...] | None = db.execute("SELECT * FROM tables WHERE id = ?", (table_id,)).fetchone()
    return row


@pytest.fixture
def refused(store: Store, row_as_stored: RowAsStored) -> Refuse:
    """Awaits a service request that must be refused with ``key`` and leave the stored table as it was."""

    async def check(table_id: int, request: Awaitable[object], key: str) -> Refusal:
        before = await row_as_stored(table_id)
        with pytest.raises(Refusal) as caught:
            await request
        assert caught.value.key == key
        assert i18n.has(key), f"{key} is missing from the message catalog"
        i18n.t("en", key, **caught.value.params)  # the refusal carries every value its message needs
        assert await row_as_stored(table_id) == before
        return caught.value

    return check
