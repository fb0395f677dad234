"""Saves on SQLite: those handed in together share one transaction, each is answered only once that transaction
is committed, and a refused one fails alone; no SQLite call runs on the event loop's thread."""

from __future__ import annotations

import asyncio
import copy
import sqlite3
import threading
from collections.abc import AsyncIterator, Iterator
from contextlib import closing
from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pytest

from data.records import Result, Seat, Status, Table
from data.sqlite import SqliteStore
from data.store import GuildSettings, StaleWrite, StoreOutcomeUnknown, StoreUnavailable, TurnPing

if TYPE_CHECKING:
    from tests.data.conftest import FromTheFile


def new_table(channel_id: int) -> Table:
    return Table(
        kind="lcr", guild_id=10, channel_id=channel_id, host_id=1, seed="ab" * 32,
        options={"dice": "by-chips", "dot_to_win": False, "stakes": False},
        seats=[Seat(1, "Alice"), Seat(2, "Bob")], status=Status.PLAYING, state={"chips": [3, 3]},
        created_at=1000.0, updated_at=1000.0,
    )


def rolled(table: Table, chips: list[int]) -> Table:
    table = replace(table, state={"chips": chips})
    table = replace(table, updated_at=table.updated_at + 1)
    return table


ROLL = [{"user_id": 1, "action": "roll", "events": []}]


LONE_SAVE = "INSERT INTO save_"  # a lone save's one statement (data/sqlite.py, through its view)


class Statements:
    """Every statement the store's connection runs, with the thread it ran on (its trace callback); a commit
    (COMMIT, or a lone save's one statement) waits until the test lets it go."""

    def __init__(self) -> None:
        self.seen: list[tuple[str, int]] = []
        self.committing = threading.Event()
        self.go = threading.Event()
        self.go.set()

    def __call__(self, statement: str) -> None:
        self.seen.append((statement, threading.get_ident()))
        if statement == "COMMIT" or statement.startswith(LONE_SAVE):
            self.committing.set()
            if not self.go.wait(10):
                raise AssertionError("the test never let the commit go")

    def count(self, prefix: str) -> int:
        return sum(1 for statement, _ in self.seen if statement.startswith(prefix))

    def hold(self) -> None:
        """Start the trace afresh and make the next COMMIT wait until ``go`` is set."""
        self.go.clear()
        self.seen.clear()

    async def until_committing(self) -> None:
        await asyncio.get_running_loop().run_in_executor(None, self.committing.wait, 10)


async def created(store: SqliteStore, *channels: int) -> list[Table]:
    return [await store.create_table(new_table(channel_id)) for channel_id in channels]


@pytest.fixture
async def store(db_path: Path) -> AsyncIterator[SqliteStore]:
    opened = await SqliteStore.open(db_path)
    yield opened
    await opened.close()


@pytest.fixture
async def statements(store: SqliteStore) -> AsyncIterator[Statements]:
    traced = Statements()
    await store.connection.set_trace_callback(traced)
    yield traced
    traced.go.set()  # never leave the connection's thread waiting


async def test_saves_handed_in_together_share_one_commit_and_each_waits_for_it(
    store: SqliteStore, statements: Statements, from_the_file: FromTheFile
) -> None:
    tables = await created(store, 100, 101, 102)
    statements.hold()
    saves = [asyncio.ensure_future(store.save_table(rolled(t, [2, 4]), ROLL)) for t in tables]
    await statements.until_committing()
    await asyncio.sleep(0)  # a pass of the loop: nothing may be answered while COMMIT has not returned
    assert not any(save.done() for save in saves)

    statements.go.set()
    saved = await asyncio.gather(*saves)
    assert statements.count("BEGIN") == statements.count("COMMIT") == 1
    for table in saved:
        assert (await from_the_file(table.id)) == table and table.version == 2
        assert [a["version"] for a in await store.actions(table.id)] == [2]


async def test_saves_handed_in_during_a_commit_go_together_in_the_next(
    store: SqliteStore, statements: Statements, from_the_file: FromTheFile
) -> None:
    tables = await created(store, 100, 101, 102)
    statements.hold()
    first = asyncio.ensure_future(store.save_table(rolled(tables[0], [2, 4]), ROLL))
    await statements.until_committing()
    later = [asyncio.ensure_future(store.save_table(rolled(t, [1, 5]), ROLL)) for t in tables[1:]]
    await asyncio.sleep(0)
    statements.go.set()
    saved = await asyncio.gather(first, *later)
    assert statements.count(LONE_SAVE) and statements.count("COMMIT") == 1  # the first alone, then the two that waited
    for table in saved:
        assert (await from_the_file(table.id)) == table and table.version == 2


@pytest.mark.parametrize("alone", [False, True], ids=["handed_in", "alone"])  # (alone: written at once)
async def test_a_lone_save_is_one_statement_and_a_stale_one_writes_nothing(
    store: SqliteStore, statements: Statements, from_the_file: FromTheFile, alone: bool
) -> None:
    table = await store.save_table(rolled(await store.create_table(new_table(100)), [2, 4]), ROLL)  # (its view made)
    stale = copy.copy(table)
    statements.seen.clear()
    table = await store.save_table(rolled(table, [1, 5]), ROLL, alone=alone)
    assert {statement for statement, _ in statements.seen} == {statements.seen[0][0]}  # (its trigger's too)
    assert statements.seen[0][0].startswith(LONE_SAVE) and not statements.count("BEGIN")
    assert (await from_the_file(table.id)) == table and table.version == 3
    with pytest.raises(StaleWrite):
        await store.save_table(rolled(stale, [0, 6]), ROLL, alone=alone)
    assert (await from_the_file(table.id)) == table
    assert [(a["version"], a["action"]) for a in await store.actions(table.id)] == [(2, "roll"), (3, "roll")]


async def test_a_batch_is_written_even_if_a_save_in_it_stops_waiting(
    store: SqliteStore, from_the_file: FromTheFile
) -> None:
    tables = await created(store, 100, 101)
    first, second = (asyncio.ensure_future(store.save_table(rolled(t, [2, 4]), ROLL)) for t in tables)
    await asyncio.sleep(0)  # both handed in
    first.cancel()
    await asyncio.wait_for(second, 5)
    with pytest.raises(asyncio.CancelledError):
        await first
    for table in tables:
        stored = await from_the_file(table.id)
        assert stored is not None and (stored.version, stored.state) == (2, {"chips": [2, 4]})


async def test_a_stale_save_fails_alone_in_its_batch(store: SqliteStore, from_the_file: FromTheFile) -> None:
    first, second = await created(store, 100, 101)
    stale = await store.load_table(first.id)
    assert stale is not None
    first = await store.save_table(rolled(first, [1, 5]), ROLL)  # the copy `stale` was read before this one

    outcomes = await asyncio.gather(
        store.save_table(rolled(stale, [0, 6]), ROLL), store.save_table(rolled(second, [2, 4]), ROLL),
        return_exceptions=True,
    )
    assert isinstance(outcomes[0], StaleWrite) and isinstance(outcomes[1], Table)
    assert (await from_the_file(first.id)) == first and stale.version == 1
    assert (await from_the_file(second.id)) == outcomes[1] and outcomes[1].version == 2
    assert [a["version"] for a in await store.actions(first.id)] == [2]  # the refused one logged nothing
    assert [a["version"] for a in await store.actions(second.id)] == [2]


async def test_a_save_that_breaks_a_constraint_fails_alone_in_its_batch(
    store: SqliteStore, from_the_file: FromTheFile
) -> None:
    """Its guarded UPDATE went through before its result lines broke the key: all of it is taken back, and the
    other save handed in with it is written."""
    first, second = await created(store, 100, 101)
    same_seat_twice = [Result(1, "Alice", False, 0, True, False, 4), Result(2, "Bob", False, 0, False, True, 0)]

    outcomes = await asyncio.gather(
        store.save_table(rolled(first, [4, 0]), ROLL, same_seat_twice), store.save_table(rolled(second, [2, 4]), ROLL),
        return_exceptions=True,
    )
    assert isinstance(outcomes[0], sqlite3.IntegrityError) and isinstance(outcomes[1], Table)
    stored = await from_the_file(first.id)
    assert stored is not None and (stored.version, stored.state) == (1, {"chips": [3, 3]})
    assert await store.actions(first.id) == [] and await store.results(10) == []
    assert (await from_the_file(second.id)) == outcomes[1] and outcomes[1].version == 2


async def test_two_saves_of_one_table_in_a_batch_are_written_in_order(
    store: SqliteStore, statements: Statements, from_the_file: FromTheFile
) -> None:
    table = await store.create_table(new_table(100))
    statements.seen.clear()
    first = rolled(table, [2, 4])
    second = rolled(copy.copy(first), [1, 5])
    second = replace(second, version=2)  # computed from the first, as a chain of changes would be
    await asyncio.gather(store.save_table(first, ROLL), store.save_table(second, ROLL, changed={"state"}))
    stored = await from_the_file(table.id)
    assert stored is not None and (stored.version, stored.state) == (3, {"chips": [1, 5]})
    assert statements.count("COMMIT") == 1


async def test_no_sqlite_call_runs_on_the_event_loops_thread(
    store: SqliteStore, statements: Statements, db_path: Path
) -> None:
    table = await store.create_table(new_table(100))
    await store.save_table(rolled(table, [2, 4]), ROLL, [Result(1, "Alice", False, 0, True, False, 4)])
    await store.set_message(table.id, 42)
    await store.load_table(table.id)
    await store.last_changed(60.0)
    await store.save_guild_settings(GuildSettings(10, channels=(100,)))
    await store.guild_settings(10)
    await store.save_turn_ping(TurnPing(table.id, 100, 7, 2))
    await store.past_games(100)
    await store.migrate()
    assert statements.count("UPDATE tables") and statements.count("SELECT") and statements.count("COMMIT")
    assert threading.get_ident() not in {thread for _, thread in statements.seen}


# --- SQLite not answering -------------------------------------------------------------------------------------


@pytest.fixture
def other_program(db_path: Path) -> Iterator[sqlite3.Connection]:
    """Another program's connection to the store's file (a backup tool, the sqlite3 shell)."""
    connection = sqlite3.connect(db_path, isolation_level=None)
    yield connection
    connection.close()


async def test_a_file_locked_by_another_program_makes_a_write_unavailable_until_it_lets_go(
    db_path: Path, other_program: sqlite3.Connection, monkeypatch: pytest.MonkeyPatch, from_the_file: FromTheFile
) -> None:
    monkeypatch.setattr("data.sqlite.BUSY_TIMEOUT", 0.05)  # seconds a statement waits for the lock
    store = await SqliteStore.open(db_path, exclusive=False)
    try:
        table = await store.create_table(new_table(100))
        other_program.execute("BEGIN EXCLUSIVE")
        change = rolled(table, [2, 4])
        with pytest.raises(StoreUnavailable, match="not answering"):
            await store.save_table(change, ROLL)
        with pytest.raises(StoreUnavailable):
            await store.set_meta("key", "value")
        assert table.version == 1 and await store.load_table(table.id) == await from_the_file(table.id)
        assert (await store.load_table(table.id)).version == 1  # type: ignore[union-attr]
        other_program.execute("ROLLBACK")
        table = await store.save_table(change, ROLL)  # answering again: the same change goes through
        stored = await from_the_file(table.id)
        assert stored is not None and (stored.version, stored.state) == (2, {"chips": [2, 4]})
    finally:
        await store.close()


async def test_the_wal_starts_over_while_commits_keep_coming(store: SqliteStore, db_path: Path) -> None:
    """SQLite's own checkpoints, on the connection's thread, copy the WAL back into the file every 1,000 pages:
    the WAL is reused from its start instead of growing with every commit."""
    table = await store.create_table(new_table(100))
    wal = Path(f"{db_path}-wal")
    with closing(sqlite3.connect(db_path)) as reader:
        (page,) = reader.execute("PRAGMA page_size").fetchone()
    for chips in range(600):  # each commit writes ~6 pages: over 3,000 in all
        table = await store.save_table(rolled(table, [chips, 1]), ROLL)
    assert wal.stat().st_size < 1500 * (page + 24)


def disk_failing() -> sqlite3.OperationalError:
    error = sqlite3.OperationalError("disk I/O error")
    error.sqlite_errorcode = sqlite3.SQLITE_IOERR_FSYNC
    return error


async def test_a_disk_failing_as_a_lone_save_commits_leaves_its_outcome_unknown(
    store: SqliteStore, monkeypatch: pytest.MonkeyPatch
) -> None:
    [table] = await created(store, 100)
    connection = store.connection
    executemany = connection.executemany

    async def written_then_failing(sql: str, parameters: Any) -> Any:
        await executemany(sql, parameters)
        raise disk_failing()  # the sync after the commit failed: SQLite may find the commit in the WAL

    monkeypatch.setattr(connection, "executemany", written_then_failing)
    with pytest.raises(StoreOutcomeUnknown):
        await store.save_table(rolled(table, [2, 4]), ROLL, alone=True)


async def test_a_disk_failing_at_a_batch_s_commit_leaves_its_outcome_unknown_and_before_it_nothing_was_written(
    store: SqliteStore, monkeypatch: pytest.MonkeyPatch, from_the_file: FromTheFile
) -> None:
    tables = await created(store, 100, 101)
    connection = store.connection
    commit, executemany = connection.commit, connection.executemany

    async def committed_then_failing() -> None:
        await commit()
        raise disk_failing()

    monkeypatch.setattr(connection, "commit", committed_then_failing)
    outcomes = await asyncio.gather(*(store.save_table(rolled(t, [2, 4]), ROLL) for t in tables),
                                    return_exceptions=True)
    assert all(isinstance(outcome, StoreOutcomeUnknown) for outcome in outcomes)
    monkeypatch.setattr(connection, "commit", commit)

    async def failing_before_commit(sql: str, parameters: Any) -> Any:
        raise disk_failing()

    monkeypatch.setattr(connection, "executemany", failing_before_commit)
    stored = [await from_the_file(table.id) for table in tables]
    outcomes = await asyncio.gather(*(store.save_table(rolled(t, [1, 5]), ROLL) for t in stored if t is not None),
                                    return_exceptions=True)
    assert all(type(outcome) is StoreUnavailable for outcome in outcomes)  # nothing was changed: said so
    monkeypatch.setattr(connection, "executemany", executemany)
    assert [await from_the_file(table.id) for table in tables] == stored
