"""Group commit on SQLite: the saves of one loop pass share one transaction, each is answered only once that
transaction is committed, and a refused one fails alone."""

from __future__ import annotations

import asyncio
import sqlite3
import threading
from collections.abc import AsyncIterator, Iterator
from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING

import pytest

from data._checkpoints import CATCH_UP_PAUSE
from data.records import Result, Seat, Status, Table
from data.sqlite import SqliteStore
from data.store import StaleWrite

if TYPE_CHECKING:
    from tests.data.conftest import FromTheFile

CHECKPOINT_EVERY = 100  # commits per checkpoint round in these tests (the store's own is larger)


@pytest.fixture
def short_rounds(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr("data._checkpoints.CHECKPOINT_EVERY", CHECKPOINT_EVERY)


def new_table(channel_id: int) -> Table:
    return Table(
        kind="lcr", guild_id=10, channel_id=channel_id, host_id=1, seed="ab" * 32,
        options={"dice": "by-chips", "dot_to_win": False, "stakes": False},
        seats=[Seat(1, "Alice"), Seat(2, "Bob")], status=Status.PLAYING, state={"chips": [3, 3]},
        created_at=1000.0, updated_at=1000.0,
    )


def rolled(table: Table, chips: list[int]) -> Table:
    table.state = {"chips": chips}
    table.updated_at += 1
    return table


ROLL = [{"user_id": 1, "action": "roll", "events": []}]


class Statements:
    """Every statement the store's connection runs (its trace callback, on the database thread); COMMIT waits
    until the test lets it go."""

    def __init__(self) -> None:
        self.seen: list[str] = []
        self.committing = threading.Event()
        self.go = threading.Event()

    def __call__(self, statement: str) -> None:
        self.seen.append(statement)
        if statement == "COMMIT":
            self.committing.set()
            if not self.go.wait(10):
                raise AssertionError("the test never let the commit go")

    def count(self, prefix: str) -> int:
        return sum(1 for statement in self.seen if statement.startswith(prefix))


@pytest.fixture
async def store(db_path: Path) -> AsyncIterator[SqliteStore]:
    """Durability "power": every commit waits for the disk, so it is made on the database thread (with "crash",
    the default, a commit is made on the event loop while the thread is idle: see the tests at the end)."""
    opened = await SqliteStore.open(db_path, durability="power")
    yield opened
    await opened.close()


@pytest.fixture
def statements(store: SqliteStore) -> Iterator[Statements]:
    traced = Statements()
    yield traced
    traced.go.set()  # never leave the database thread waiting


async def trace(store: SqliteStore, statements: Statements) -> None:
    await store._run(store._db.set_trace_callback, statements)


async def test_saves_of_one_loop_pass_share_one_commit_and_each_waits_for_it(
    store: SqliteStore, statements: Statements, from_the_file: FromTheFile
) -> None:
    tables = [await store.create_table(new_table(channel_id)) for channel_id in (100, 101, 102)]
    await trace(store, statements)

    saves = [asyncio.ensure_future(store.save_table(rolled(t, [2, 4]), ROLL)) for t in tables]
    await asyncio.get_running_loop().run_in_executor(None, statements.committing.wait, 10)
    await asyncio.sleep(0)  # a pass of the loop: nothing may be answered while COMMIT has not returned
    assert not any(save.done() for save in saves)

    statements.go.set()
    await asyncio.gather(*saves)
    assert statements.count("COMMIT") == 1 and statements.count("UPDATE tables") == 3
    for table in tables:
        assert (await from_the_file(table.id)) == table and table.version == 2


async def test_a_batch_is_written_even_if_the_save_that_hands_it_in_is_cancelled(
    store: SqliteStore, from_the_file: FromTheFile
) -> None:
    tables = [await store.create_table(new_table(channel_id)) for channel_id in (100, 101)]
    first, second = (asyncio.ensure_future(store.save_table(rolled(t, [2, 4]), ROLL)) for t in tables)
    await asyncio.sleep(0)  # both handed in; the first gives the loop a pass before it flushes
    first.cancel()
    await asyncio.wait_for(second, 5)
    with pytest.raises(asyncio.CancelledError):
        await first
    assert (await from_the_file(tables[1].id)) == tables[1] and tables[1].version == 2


async def test_a_stale_save_fails_alone_in_its_batch(
    store: SqliteStore, statements: Statements, from_the_file: FromTheFile
) -> None:
    first, second = [await store.create_table(new_table(channel_id)) for channel_id in (100, 101)]
    stale = await store.load_table(first.id)
    assert stale is not None
    await store.save_table(rolled(first, [1, 5]), ROLL)  # the copy `stale` was read before this one
    await trace(store, statements)
    statements.go.set()

    outcomes = await asyncio.gather(
        store.save_table(rolled(stale, [0, 6]), ROLL), store.save_table(rolled(second, [2, 4]), ROLL),
        return_exceptions=True,
    )
    assert isinstance(outcomes[0], StaleWrite) and outcomes[1] is second
    assert statements.count("COMMIT") == 1  # one transaction: the stale save rolled back to its savepoint
    assert (await from_the_file(first.id)) == first and stale.version == 1
    assert (await from_the_file(second.id)) == second and second.version == 2
    assert [a["version"] for a in await store.actions(first.id)] == [2]  # the refused one logged nothing
    assert [a["version"] for a in await store.actions(second.id)] == [2]


async def test_a_save_writes_only_the_columns_it_names_with_the_version(
    store: SqliteStore, from_the_file: FromTheFile
) -> None:
    table = await store.create_table(new_table(100))
    table.seats[0] = replace(table.seats[0], name="Mallory")  # not named as changed: not written
    await store.save_table(rolled(table, [2, 4]), changed={"state"})
    stored = await from_the_file(table.id)
    assert stored is not None
    assert (stored.state, stored.version, stored.updated_at) == ({"chips": [2, 4]}, 2, 1001.0)
    assert stored.seats[0].name == "Alice"
    with pytest.raises(ValueError, match="message_id"):
        await store.save_table(table, changed={"message_id"})


async def test_a_save_that_breaks_a_constraint_is_rolled_back_alone_in_its_batch(
    store: SqliteStore, statements: Statements, from_the_file: FromTheFile
) -> None:
    """Its guarded UPDATE went through before its result lines broke the key: its savepoint takes all of it
    back, and the other save of the same transaction stays."""
    first, second = [await store.create_table(new_table(channel_id)) for channel_id in (100, 101)]
    await trace(store, statements)
    statements.go.set()
    same_seat_twice = [Result(1, "Alice", False, 0, True, False, 4), Result(2, "Bob", False, 0, False, True, 0)]

    outcomes = await asyncio.gather(
        store.save_table(rolled(first, [4, 0]), ROLL, same_seat_twice), store.save_table(rolled(second, [2, 4]), ROLL),
        return_exceptions=True,
    )
    assert isinstance(outcomes[0], sqlite3.IntegrityError) and outcomes[1] is second
    assert statements.count("COMMIT") == 1 and statements.count("ROLLBACK TO") == 1
    stored = await from_the_file(first.id)
    assert stored is not None and (stored.version, stored.state) == (1, {"chips": [3, 3]})
    assert await store.actions(first.id) == [] and await store.results(10) == []
    assert (await from_the_file(second.id)) == second and second.version == 2


# --- durability "crash": commits on the event loop while the thread is idle -------------------------------------


class Threads:
    """The thread each statement of the store's connection ran on."""

    def __init__(self) -> None:
        self.seen: list[tuple[str, int]] = []

    def __call__(self, statement: str) -> None:
        self.seen.append((statement, threading.get_ident()))

    def of(self, statement: str) -> list[int]:
        return [thread for seen, thread in self.seen if seen == statement]


async def test_with_an_idle_thread_a_batch_is_committed_on_the_event_loop(
    db_path: Path, from_the_file: FromTheFile
) -> None:
    store = await SqliteStore.open(db_path)  # durability "crash"
    try:
        tables = [await store.create_table(new_table(channel_id)) for channel_id in (100, 101)]
        threads = Threads()
        await store._run(store._db.set_trace_callback, threads)
        await asyncio.gather(*(store.save_table(rolled(t, [2, 4]), ROLL) for t in tables))
        assert threads.of("COMMIT") == [threading.get_ident()]  # one commit, made right here on the loop
        for table in tables:
            assert (await from_the_file(table.id)) == table and table.version == 2
    finally:
        await store.close()


async def test_a_save_alone_is_committed_without_waiting_a_loop_pass_for_company(
    db_path: Path, from_the_file: FromTheFile
) -> None:
    """``alone`` (nothing else is being changed) skips the loop pass a batch waits for others to join: a save
    handed in after it in the same pass gets a commit of its own."""
    store = await SqliteStore.open(db_path)
    try:
        first, second = [await store.create_table(new_table(channel_id)) for channel_id in (100, 101)]
        threads = Threads()
        await store._run(store._db.set_trace_callback, threads)
        alone = asyncio.ensure_future(store.save_table(rolled(first, [2, 4]), ROLL, alone=True))
        other = asyncio.ensure_future(store.save_table(rolled(second, [2, 4]), ROLL))
        await asyncio.gather(alone, other)
        assert len(threads.of("COMMIT")) == 2
        for table in (first, second):
            assert (await from_the_file(table.id)) == table and table.version == 2
    finally:
        await store.close()


async def test_a_commit_waits_behind_a_call_already_on_the_thread_and_is_made_there(
    db_path: Path, from_the_file: FromTheFile
) -> None:
    store = await SqliteStore.open(db_path)
    try:
        table = await store.create_table(new_table(100))
        threads = Threads()
        await store._run(store._db.set_trace_callback, threads)
        release = threading.Event()
        busy = asyncio.ensure_future(store._run(release.wait, 10))  # the thread is at work on an earlier call
        save = asyncio.ensure_future(store.save_table(rolled(table, [1, 5]), ROLL))
        for _ in range(3):
            await asyncio.sleep(0)
        assert not save.done() and threads.of("COMMIT") == []  # not made on the loop ahead of that call
        release.set()
        await asyncio.gather(busy, save)
        assert len(threads.of("COMMIT")) == 1 and threads.of("COMMIT") != [threading.get_ident()]
        assert (await from_the_file(table.id)) == table
    finally:
        await store.close()


async def test_checkpoints_run_on_their_own_thread_not_in_a_commit(db_path: Path, short_rounds: None) -> None:
    store = await SqliteStore.open(db_path)
    try:
        assert await store._run(lambda: store._db.execute("PRAGMA wal_autocheckpoint").fetchone()[0]) == 0
        checkpoints = store._checkpoints
        assert checkpoints is not None
        table = await store.create_table(new_table(100))
        for chips in range(CHECKPOINT_EVERY):
            await store.save_table(rolled(table, [chips, 1]), ROLL)
        await checkpoints._thread.run(lambda: None)  # the round handed over has run
        assert checkpoints.done >= 1 and checkpoints.behind == 0
    finally:
        await store.close()
    powered = await SqliteStore.open(db_path, durability="power")  # waits for the disk anyway: SQLite's own
    try:
        assert powered._checkpoints is None
        assert await powered._run(lambda: powered._db.execute("PRAGMA wal_autocheckpoint").fetchone()[0]) == 1000
    finally:
        await powered.close()


async def test_a_checkpoint_that_left_frames_behind_tries_again_until_it_has_them_all(
    db_path: Path, monkeypatch: pytest.MonkeyPatch, short_rounds: None
) -> None:
    monkeypatch.setattr("data._checkpoints.CATCH_UP_TRIES", 1000)  # it keeps trying as long as the test needs
    store = await SqliteStore.open(db_path)
    reader = sqlite3.connect(db_path, isolation_level=None, check_same_thread=False)
    try:
        checkpoints = store._checkpoints
        assert checkpoints is not None
        table = await store.create_table(new_table(100))
        reader.execute("BEGIN")
        reader.execute("SELECT count(*) FROM tables").fetchone()  # reads as of now: later frames cannot be copied
        for chips in range(CHECKPOINT_EVERY):
            await store.save_table(rolled(table, [chips, 1]), ROLL)
        for _ in range(500):
            if checkpoints.done >= 2:
                break
            await asyncio.sleep(CATCH_UP_PAUSE)
        assert checkpoints.behind > 0  # tried, and tried again: the reader still holds the frames back
        reader.execute("COMMIT")  # the reader is done: the next try copies the rest
        await checkpoints._thread.run(lambda: None)
        assert checkpoints.behind == 0
    finally:
        reader.close()
        await store.close()


async def test_the_wal_starts_over_while_commits_keep_coming_one_after_another(
    db_path: Path, short_rounds: None
) -> None:
    store = await SqliteStore.open(db_path)
    try:
        table = await store.create_table(new_table(100))
        wal = Path(f"{db_path}-wal")
        for chips in range(5 * CHECKPOINT_EVERY):
            if chips == CHECKPOINT_EVERY - 1:
                round_size = wal.stat().st_size  # the WAL a round of commits fills, before any checkpoint
            await store.save_table(rolled(table, [chips, 1]), ROLL)
            await asyncio.sleep(0.001)  # a click at a time: some commit is always close behind a checkpoint
        assert wal.stat().st_size <= 2.5 * round_size  # not 5 rounds' worth: it started over
    finally:
        await store.close()

