"""Shared fixtures: a real SQLite store in a temporary file, and a table service on it with a clock the test moves."""

from __future__ import annotations

import sqlite3
from collections.abc import AsyncIterator, Awaitable, Callable
from contextlib import closing
from pathlib import Path

import pytest

import i18n
from data.sqlite import SqliteStore
from service.errors import Refusal
from service.tables import TableService

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


@pytest.fixture
async def store(db_path: Path) -> AsyncIterator[SqliteStore]:
    opened = await SqliteStore.open(db_path)
    yield opened
    await opened.close()


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
def refused(store: SqliteStore, db_path: Path) -> Refuse:
    """Awaits a service request that must be refused with ``key`` and leave the stored table as it was."""

    async def check(table_id: int, request: Awaitable[object], key: str) -> Refusal:
        before = stored_row(db_path, table_id)
        with pytest.raises(Refusal) as caught:
            await request
        assert caught.value.key == key
        assert i18n.has(key), f"{key} is missing from the message catalog"
        i18n.t("en", key, **caught.value.params)  # the refusal carries every value its message needs
        assert stored_row(db_path, table_id) == before
        return caught.value

    return check
