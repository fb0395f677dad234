"""Shared fixtures: a real store (a SQLite file, or a database on the session's PostgreSQL server where a module
asks for both kinds by overriding `store_kind`), and a table service on it with a clock the test moves."""

from __future__ import annotations

import asyncio
import os
import re
import sqlite3
import subprocess
import sys
import time
from collections.abc import AsyncIterator, Awaitable, Callable, Iterator
from contextlib import closing
from pathlib import Path
from typing import Any

import pytest

# A bot under test starts its worker when a game asks for it, not 2 s after start-up for the commonest chains (the
# warm-up costs each bot start ~0.8 s of CPU, and most tests start several); a test of the warm-up sets it itself.
os.environ.setdefault("PIPS_WARM_UP_AFTER", "600")

import i18n
from data.sqlite import SqliteStore
from data.store import Store
from ops.prepare import prepare
from service.errors import Refusal
from service.tables import TableService
from tests.data.postgres_server import PostgresServer, start_server

FIXED_SEED = bytes(range(32))
COMPUTER_DELAY = 0.05  # seconds of the fake clock; also the timer loop's real re-check interval
LONGEST_REAL_SLEEP = 0.5  # seconds a unit test may sleep in real time at once: beyond it, move a clock instead


class FakeClock:
    """Wall-clock time that stands still until the test moves it."""

    def __init__(self, now: float = 1_700_000_000.0) -> None:
        self.now = now

    def __call__(self) -> float:
        return self.now

    def advance(self, seconds: float) -> None:
        self.now += seconds


def stand_ins_started() -> int:
    """Discord stand-ins this test process has started (tests import it both as `fakediscord` and as
    `tests.fakediscord`: two copies of its classes)."""
    copies = (sys.modules.get(name) for name in ("fakediscord.server", "tests.fakediscord.server"))
    return sum(copy.FakeDiscord.started_here for copy in copies if copy is not None)


@pytest.fixture(autouse=True)
def unit_tests_sleep_briefly(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """A unit test drives time with the injectable clock: no one real sleep (`time.sleep`, `asyncio.sleep`) of
    more than LONGEST_REAL_SLEEP. A test that starts the Discord stand-in (and any bot process, which needs one)
    is an end-to-end test: real clients wait out its real-time windows (a 429's retry_after), and it is exempt."""
    longest = [0.0]
    real_sleep, real_async_sleep = time.sleep, asyncio.sleep

    def sleep(seconds: float) -> None:
        longest[0] = max(longest[0], seconds)
        real_sleep(seconds)

    def async_sleep(seconds: float, result: Any = None) -> Any:
        longest[0] = max(longest[0], seconds)
        return real_async_sleep(seconds, result)

    monkeypatch.setattr(time, "sleep", sleep)
    monkeypatch.setattr(asyncio, "sleep", async_sleep)
    before = stand_ins_started()
    yield
    if stand_ins_started() == before:
        assert longest[0] <= LONGEST_REAL_SLEEP, (
            f"a unit test slept {longest[0]} s in real time at once (at most {LONGEST_REAL_SLEEP} s): move a clock")


PROJECT = Path(__file__).resolve().parents[1]
TEST_MODULES = re.compile(r"[/\\](test_\w*|conftest)\.py$")  # pytest compiles them itself, their asserts rewritten


def pytest_configure(config: pytest.Config) -> None:
    """The project's modules compiled, and its catalogs parsed, once before the workers start (ops/prepare.py). The
    suite starts ~200 bot processes and their worker processes, and where PYTHONDONTWRITEBYTECODE is set each of
    them would compile the project anew from source (~0.2 s of CPU each; Python reads the compiled files it finds
    whatever that setting says). Every worker reads every catalog as it collects the tests, and would parse them
    all itself on a fresh checkout (~4 s of CPU each). And the test modules are rewritten for the workers
    (``rewrite_test_modules``)."""
    if hasattr(config, "workerinput") or os.environ.get(ONLY_REWRITING):  # a worker: its controller did all this
        return
    prepare(leave_out=TEST_MODULES)
    workers = config.getoption("numprocesses", None)  # pytest-xdist's -n, a number by now
    if isinstance(workers, int) and workers > 1:
        rewrite_test_modules(config.args)


ONLY_REWRITING = "PIPS_TESTS_ONLY_REWRITING"  # set in the pytest processes ``rewrite_test_modules`` starts


def rewrite_test_modules(paths: list[str]) -> None:
    """Have pytest rewrite the asserts of the test modules under ``paths`` once, for every worker. pytest keeps a
    module's rewritten code beside it only where Python may write compiled files; where PYTHONDONTWRITEBYTECODE is
    set, each worker rewrote every module itself as it collected them all (~6 s of CPU each, ~20 s of the suite's
    start on two cores). Here pytest processes without that setting collect them, a share each on every core, and
    the workers then read what they kept (pytest reads it whatever the setting says). Modules kept since they last
    changed are not collected again."""
    modules: list[Path] = []
    for given in paths:
        path = Path(given.partition("::")[0]).resolve()
        modules += sorted(path.rglob("test_*.py")) if path.is_dir() else [path]
    stale = [module for module in modules if not rewritten(module)]
    if not stale:
        return
    environment = {name: value for name, value in os.environ.items() if name != "PYTHONDONTWRITEBYTECODE"}
    environment[ONLY_REWRITING] = "1"
    shares = min(os.cpu_count() or 1, len(stale))
    collecting = [
        subprocess.Popen(
            [sys.executable, "-m", "pytest", "--collect-only", "-q", "-p", "no:xdist", "-o", "addopts=",
             *map(str, stale[share::shares])],
            cwd=PROJECT, env=environment, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
        )
        for share in range(shares)
    ]
    for process in collecting:  # (one that fails leaves its modules to the workers, whose collection reports it)
        process.wait()


def rewritten(module: Path) -> bool:
    """Whether pytest kept the module's rewritten code since it last changed (pytest names the file so)."""
    name = f"{module.stem}.{sys.implementation.cache_tag}-pytest-{pytest.__version__}.pyc"
    kept = module.parent / "__pycache__" / name
    return kept.is_file() and kept.stat().st_mtime >= module.stat().st_mtime


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """The tests that run a bot shared out among the suite's workers (pyproject.toml), each spread through its share
    of the quick ones. A worker starts with a run of the collection (pytest-xdist's worksteal hands each an equal
    one) and takes tests from the end of a busy worker's queue once its own are done. A test that runs a bot mostly
    waits on the bot process while another worker's quick tests use the cores; together they keep both cores busy,
    and no worker is left at the end with a queue of tests that each take seconds."""
    workers = int(os.environ.get("PYTEST_XDIST_WORKER_COUNT", "1"))
    slow = [item for item in items if runs_a_bot(item)]
    quick = [item for item in items if not runs_a_bot(item)]
    items[:] = [item for share in range(workers) for item in spread(slow[share::workers], quick[share::workers])]


def spread(few: list[pytest.Item], many: list[pytest.Item]) -> list[pytest.Item]:
    """``few`` spread evenly through ``many``, the first of ``few`` first."""
    placed = [(index / len(few), 0, index) for index in range(len(few))]
    placed += [((index + 1) / (len(many) + 1), 1, index) for index in range(len(many))]
    return [(few if kind == 0 else many)[index] for _, kind, index in sorted(placed)]


def runs_a_bot(item: pytest.Item) -> bool:
    """The test starts the Discord stand-in, and a bot with it: an end-to-end test, seconds rather than
    milliseconds."""
    return "fake" in getattr(item, "fixturenames", ()) or "/e2e/" in item.nodeid


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
