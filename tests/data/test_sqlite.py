"""The SQLite store on real files: migrations, round trips, the version guard, one live table per channel, rollback."""

from __future__ import annotations

import asyncio
import copy
import sqlite3
import threading
from contextlib import closing
from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pytest

from data import sqlite as sqlite_store
from data.records import Result, Seat, Status, Table
from data.sqlite import SqliteStore, migrations
from data.store import ChannelBusy, StaleWrite

if TYPE_CHECKING:
    from tests.data.conftest import FromTheFile

GUILD = 10
OTHER_GUILD = 20


def make_table(channel_id: int = 100, status: Status = Status.LOBBY, **fields: Any) -> Table:
    fields.setdefault("seats", [Seat(1, "Alice", stake=4), Seat(-1, "Ada", computer=True, stake=7)])
    return Table(
        kind=fields.pop("kind", "lcr"),
        guild_id=fields.pop("guild_id", GUILD),
        channel_id=channel_id,
        host_id=1,
        seed="ab" * 32,
        options={"dice": "by-chips", "dot_to_win": False, "stakes": True},
        status=status,
        created_at=1000.0,
        updated_at=fields.pop("updated_at", 1000.0),
        **fields,
    )


def result(seat: int, user_id: int, won: bool, score: int) -> Result:
    return Result(user_id=user_id, name=f"P{user_id}", computer=False, seat=seat, won=won, lost=not won, score=score)


def read_file(path: Path, sql: str) -> list[tuple[Any, ...]]:
    """Rows read through a plain sqlite3 connection: what is really in the file."""
    with closing(sqlite3.connect(path)) as connection:
        return connection.execute(sql).fetchall()


def sqlite_pragma(path: Path, name: str) -> Any:
    return read_file(path, f"PRAGMA {name}")[0][0]


def stored_tables(path: Path) -> set[str]:
    return {row[0] for row in read_file(path, "SELECT name FROM sqlite_master WHERE type = 'table'")}


# --- opening ------------------------------------------------------------------


async def test_migrations_bring_an_empty_file_to_the_newest_version(db_path: Path) -> None:
    newest = max(number for number, _ in migrations())
    store = await SqliteStore.open(db_path)
    assert await store.schema_version() == newest
    await store.close()
    assert sqlite_pragma(db_path, "user_version") == newest
    assert {"tables", "actions", "results", "meta"} <= stored_tables(db_path)


async def test_migrations_are_idempotent_on_reopen(db_path: Path) -> None:
    first = await SqliteStore.open(db_path)
    kept = await first.create_table(make_table())
    await first.close()

    again = await SqliteStore.open(db_path)  # re-running 0001 would fail on CREATE TABLE
    try:
        assert await again.migrate() == await again.schema_version() == max(n for n, _ in migrations())
        assert await again.load_table(kept.id) == kept
    finally:
        await again.close()


def test_migrations_are_numbered_without_gaps() -> None:
    numbers = [number for number, _ in migrations()]
    assert numbers == list(range(1, len(numbers) + 1))


async def test_a_failed_migration_changes_nothing_and_lets_go_of_the_file(db_path: Path) -> None:
    with closing(sqlite3.connect(db_path)) as foreign:  # another program's database, say
        foreign.execute("CREATE TABLE tables (unrelated TEXT)")
        foreign.commit()
    threads_before = set(threading.enumerate())

    with pytest.raises(sqlite3.OperationalError):
        await SqliteStore.open(db_path)

    assert sqlite_pragma(db_path, "user_version") == 0
    assert stored_tables(db_path) == {"tables"}
    # the connection's thread ends, not left behind (it may still be returning from its last call)
    for thread in [t for t in threading.enumerate() if t not in threads_before]:
        thread.join(timeout=10)
        assert not thread.is_alive()
    # and the lock was let go: trying again fails the same way, not with StoreInUse
    with pytest.raises(sqlite3.OperationalError):
        await SqliteStore.open(db_path)


async def test_a_failed_migration_on_an_open_store_leaves_it_usable(
    store: SqliteStore, db_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    newest = await store.schema_version()
    broken = [*migrations(), (newest + 1, "CREATE TABLE extra (x INTEGER);\nNOT SQL AT ALL;")]
    monkeypatch.setattr(sqlite_store, "migrations", lambda: broken)
    with pytest.raises(sqlite3.OperationalError):
        await store.migrate()

    assert await store.schema_version() == newest
    assert "extra" not in stored_tables(db_path)
    # no transaction was left open: the next write is committed to the file on its own
    created = await store.create_table(make_table())
    assert read_file(db_path, "SELECT id FROM tables") == [(created.id,)]


async def test_wal_mode_is_on(store: SqliteStore, db_path: Path) -> None:
    assert sqlite_pragma(db_path, "journal_mode") == "wal"


# --- tables -------------------------------------------------------------------


async def test_a_table_round_trips_every_field(store: SqliteStore, from_the_file: FromTheFile) -> None:
    original = make_table(
        status=Status.PLAYING,
        turn_timeout=45,
        locale="fr",
        state={"kind": "lcr", "chips": [3, 0], "nested": {"list": [1, 2.5, None, "é"]}},
        log=[{"type": "roll", "player": 0, "data": {"dice": [4, 5, 6]}}],
        message_id=123456789012345678,
        deadline=1234.5,
    )
    expected = copy.deepcopy(original)
    created = await store.create_table(original)
    assert original.id == 0  # the table given is left as it was
    assert created.id > 0
    assert created.version == 1

    expected = replace(expected, id=created.id, version=1)
    assert await from_the_file(created.id) == expected
    assert await store.load_table(created.id) == expected


async def test_load_of_an_unknown_table_is_none(store: SqliteStore) -> None:
    assert await store.load_table(999) is None


async def test_a_live_game_survives_closing_and_reopening(db_path: Path) -> None:
    store = await SqliteStore.open(db_path)
    table = await store.create_table(make_table())
    table = replace(table, status=Status.PLAYING)
    table = replace(table, state={"kind": "lcr", "chips": [2, 4], "pot": 0, "turn": 1})
    table = replace(table, deadline=1060.0)
    saved = copy.deepcopy(await store.save_table(table, [{"user_id": 1, "action": "start", "events": []}]))
    await store.close()

    reopened = await SqliteStore.open(db_path)
    try:
        assert await reopened.load_table(saved.id) == saved
        assert await reopened.live_table(saved.channel_id) == saved
        assert await reopened.deadlines() == [(saved.id, 1060.0)]
        assert [a["action"] for a in await reopened.actions(saved.id)] == ["start"]
    finally:
        await reopened.close()


async def test_a_stale_write_is_refused_and_changes_nothing(store: SqliteStore, from_the_file: FromTheFile) -> None:
    table = await store.create_table(make_table())
    first, second = await store.load_table(table.id), await store.load_table(table.id)
    assert first is not None and second is not None
    first = replace(first, status=Status.PLAYING)
    first = replace(first, state={"winner": None})
    committed = copy.deepcopy(await store.save_table(first, [{"user_id": 1, "action": "start", "events": []}]))

    second = replace(second, status=Status.CANCELLED)
    second = replace(second, seats=[])
    with pytest.raises(StaleWrite):
        await store.save_table(second, [{"user_id": 2, "action": "roll", "events": []}], [result(0, 2, True, 9)])

    assert second.version == 1  # the refused write did not advance the caller's copy either
    assert await store.load_table(table.id) == committed == await from_the_file(table.id)
    assert [(a["version"], a["action"]) for a in await store.actions(table.id)] == [(2, "start")]
    assert await store.results(GUILD) == []


async def test_a_failure_inside_save_rolls_the_whole_transaction_back(store: SqliteStore) -> None:
    table = await store.create_table(make_table(status=Status.PLAYING))
    before = copy.deepcopy(table)
    table = replace(table, status=Status.FINISHED)
    table = replace(table, state={"winner": 0})
    table = replace(table, deadline=None)
    same_seat_twice = [result(0, 1, True, 9), result(0, -1, False, 0)]  # violates the results primary key
    with pytest.raises(sqlite3.IntegrityError):
        table = await store.save_table(table, [{"user_id": 1, "action": "roll", "events": []}], same_seat_twice)

    assert await store.load_table(table.id) == before
    assert await store.actions(table.id) == []
    assert await store.results(GUILD) == []
    # the connection is usable again: no transaction was left open
    table = replace(table, version=before.version)
    table = replace(table, status=Status.FINISHED)
    table = await store.save_table(table, [], [result(0, 1, True, 9), result(1, -1, False, 0)])
    assert [r["seat"] for r in await store.results(GUILD)] == [0, 1]


async def test_a_lone_save_whose_action_row_fails_leaves_its_table_as_it_was(
    store: SqliteStore, db_path: Path, from_the_file: FromTheFile
) -> None:
    """A lone save is one statement (through a view, data/sqlite.py): its table's update went through before its
    action row broke the key, and is taken back with it."""
    table = await store.create_table(make_table(status=Status.PLAYING, state={"chips": [3, 3]}))
    before = await from_the_file(table.id)
    with closing(sqlite3.connect(db_path)) as other:  # an action row already where the save's would go
        other.execute(
            "INSERT INTO actions (table_id, version, ordinal, action, events, at) VALUES (?, 2, 0, 'x', '[]', 0)",
            (table.id,),
        )
        other.commit()
    with pytest.raises(sqlite3.IntegrityError):
        await store.save_table(
            replace(table, state={"chips": [2, 4]}), [{"user_id": 1, "action": "roll", "events": []}]
        )
    assert await from_the_file(table.id) == before and before is not None and before.version == 1


# --- one live table per channel ------------------------------------------------


async def test_only_one_live_table_per_channel(store: SqliteStore) -> None:
    existing = await store.create_table(make_table(channel_id=7))
    with pytest.raises(ChannelBusy) as refused:
        await store.create_table(make_table(channel_id=7, kind="chicago"))
    assert refused.value.table == existing
    assert await store.live_table(7) == existing
    assert await store.last_table(7) == existing
    # another channel is not affected
    assert (await store.create_table(make_table(channel_id=8))).id != existing.id


@pytest.mark.parametrize("ended", [Status.FINISHED, Status.CANCELLED])
async def test_a_new_table_is_allowed_once_the_old_one_ended(store: SqliteStore, ended: Status) -> None:
    old = await store.create_table(make_table(channel_id=7))
    old = replace(old, status=ended)
    old = await store.save_table(old)
    assert await store.live_table(7) is None

    new = await store.create_table(make_table(channel_id=7))
    assert new.id != old.id
    assert await store.live_table(7) == new
    assert await store.last_table(7) == new
    assert (await store.load_table(old.id)).status is ended  # type: ignore[union-attr]


async def test_a_saved_table_cannot_come_back_to_life_beside_another(store: SqliteStore) -> None:
    old = await store.create_table(make_table(channel_id=7))
    old = replace(old, status=Status.CANCELLED)
    old = await store.save_table(old)
    await store.create_table(make_table(channel_id=7))
    old = replace(old, status=Status.LOBBY)
    with pytest.raises(sqlite3.IntegrityError):
        old = await store.save_table(old)
    assert (await store.load_table(old.id)).status is Status.CANCELLED  # type: ignore[union-attr]


async def test_no_table_in_an_empty_channel(store: SqliteStore) -> None:
    assert await store.live_table(5) is None
    assert await store.last_table(5) is None


# --- timers, logs and results ----------------------------------------------------


async def test_deadlines_lists_the_tables_with_a_deadline_except_cancelled_ones(store: SqliteStore) -> None:
    playing = await store.create_table(make_table(channel_id=1, status=Status.PLAYING, deadline=50.0))
    lobby = await store.create_table(make_table(channel_id=2, status=Status.LOBBY, deadline=60.0))
    await store.create_table(make_table(channel_id=3, status=Status.PLAYING))  # no deadline
    finished = await store.create_table(make_table(channel_id=4, status=Status.FINISHED, deadline=70.0))  # Play again
    await store.create_table(make_table(channel_id=5, status=Status.CANCELLED, deadline=80.0))
    ending = await store.create_table(make_table(channel_id=6, status=Status.PLAYING, deadline=90.0))
    ending = replace(ending, status=Status.FINISHED, deadline=None)
    ending = await store.save_table(ending)

    assert sorted(await store.deadlines()) == [(playing.id, 50.0), (lobby.id, 60.0), (finished.id, 70.0)]


async def test_actions_come_back_in_order(store: SqliteStore) -> None:
    table = await store.create_table(make_table(status=Status.PLAYING))
    other = await store.create_table(make_table(channel_id=999, status=Status.PLAYING))
    other = await store.save_table(other, [{"user_id": 9, "action": "elsewhere", "events": []}])
    batches: list[list[dict[str, Any]]] = [
        [{"user_id": 1, "action": "start", "events": [{"type": "deal"}]}],
        [
            {"user_id": 1, "action": "roll", "events": [{"type": "roll", "data": {"dice": [4]}}]},
            {"user_id": None, "action": "auto", "events": []},
        ],
        [],
        [{"user_id": 2, "action": "forfeit", "events": [{"type": "forfeit", "player": 1}]}],
    ]
    for batch in batches:
        table = replace(table, updated_at=table.updated_at + 1)
        table = await store.save_table(table, batch)

    logged = await store.actions(table.id)
    assert [(a["version"], a["user_id"], a["action"], a["events"]) for a in logged] == [
        (2, 1, "start", [{"type": "deal"}]),
        (3, 1, "roll", [{"type": "roll", "data": {"dice": [4]}}]),
        (3, None, "auto", []),
        (5, 2, "forfeit", [{"type": "forfeit", "player": 1}]),
    ]
    assert [a["at"] for a in logged] == [1001.0, 1002.0, 1002.0, 1004.0]


async def test_results_filter_by_guild_and_kind_newest_first(store: SqliteStore) -> None:
    async def finish(channel_id: int, kind: str, guild_id: int, at: float, winner: int) -> Table:
        table = await store.create_table(make_table(channel_id=channel_id, kind=kind, guild_id=guild_id))
        table = replace(table, status=Status.FINISHED)
        table = replace(table, updated_at=at)
        lines = [result(0, 1, winner == 1, 5), result(1, 2, winner == 2, 3)]
        return await store.save_table(table, [], lines)

    old_lcr = await finish(1, "lcr", GUILD, 100.0, winner=1)
    chicago = await finish(2, "chicago", GUILD, 200.0, winner=2)
    new_lcr = await finish(3, "lcr", GUILD, 300.0, winner=2)
    await finish(4, "lcr", OTHER_GUILD, 400.0, winner=1)

    everything = await store.results(GUILD)
    assert [(r["table_id"], r["seat"]) for r in everything] == [
        (new_lcr.id, 0), (new_lcr.id, 1), (chicago.id, 0), (chicago.id, 1), (old_lcr.id, 0), (old_lcr.id, 1)
    ]
    lcr_only = await store.results(GUILD, "lcr")
    assert {r["table_id"] for r in lcr_only} == {old_lcr.id, new_lcr.id}
    assert all(r["kind"] == "lcr" for r in lcr_only)
    assert await store.results(GUILD, "buck") == []
    assert len(await store.results(OTHER_GUILD)) == 2

    line = everything[1]
    assert line == {
        "table_id": new_lcr.id, "kind": "lcr", "user_id": 2, "name": "P2", "computer": 0, "seat": 1,
        "won": 1, "lost": 0, "score": 3, "rounds": 0, "points": 0, "finished_at": 300.0,
    }


async def test_set_message_keeps_the_version(store: SqliteStore, from_the_file: FromTheFile) -> None:
    table = await store.create_table(make_table())
    await store.set_message(table.id, 42)
    for loaded in (await store.load_table(table.id), await from_the_file(table.id)):
        assert loaded is not None
        assert (loaded.message_id, loaded.version) == (42, 1)
    # a game change after it does not forget the message
    table = await store.save_table(table)  # `table` itself never heard of the message
    for loaded in (await store.load_table(table.id), await from_the_file(table.id)):
        assert loaded is not None
        assert (loaded.message_id, loaded.version) == (42, 2)



@pytest.mark.parametrize("message_first", [True, False], ids=["message_id_first", "save_first"])
async def test_a_message_id_stored_during_a_save_is_kept(
    store: SqliteStore, from_the_file: FromTheFile, message_first: bool
) -> None:
    """/…start posts the table and stores its message id while a computer seat's move may be committing."""
    table = await store.create_table(make_table(status=Status.PLAYING, state={"chips": [3, 3]}))
    table = replace(table, state={"chips": [2, 4]})
    store_message, save = store.set_message(table.id, 4242), store.save_table(table)
    await asyncio.gather(*((store_message, save) if message_first else (save, store_message)))

    loaded = await store.load_table(table.id)
    assert loaded is not None and (loaded.message_id, loaded.version, loaded.state) == (4242, 2, {"chips": [2, 4]})
    assert loaded == await from_the_file(table.id)


async def test_a_row_another_writer_changed_is_refused_then_read_as_it_is(
    store: SqliteStore, db_path: Path
) -> None:
    table = await store.create_table(make_table(status=Status.PLAYING, state={"chips": [3, 3]}))
    other = await SqliteStore.open(db_path, exclusive=False)  # standing in for another process
    try:
        theirs = await other.load_table(table.id)
        assert theirs is not None
        theirs = replace(theirs, state={"chips": [0, 6]})
        theirs = await other.save_table(theirs)
    finally:
        await other.close()

    table = replace(table, state={"chips": [6, 0]})
    with pytest.raises(StaleWrite):
        table = await store.save_table(table)
    fresh = await store.load_table(table.id)
    assert fresh is not None and (fresh.version, fresh.state) == (2, {"chips": [0, 6]})

async def test_a_move_of_a_running_game_writes_no_index_on_its_time_of_change_but_its_nudge(
    store: SqliteStore, db_path: Path
) -> None:
    """Each index a click's commit writes costs the click (~13 µs each): a move writes its table's row, the index
    entries of its deadline and of its nudge, and its action row (with its primary key), each a page of the
    WAL, and nothing else: not tables_updated (migration 0008)."""
    table = await store.create_table(make_table(channel_id=1, status=Status.PLAYING, deadline=1060.0,
                                                turn_timeout=60, state={"chips": [3, 3]}, log=[]))
    read_file(db_path, "PRAGMA wal_checkpoint(TRUNCATE)")  # the WAL starts empty
    table = replace(table, state={"chips": [2, 3]}, deadline=1065.0, updated_at=1005.0)
    table = await store.save_table(table, [{"user_id": 1, "action": "roll", "events": []}],
                           changed={"state", "deadline"})
    page_size = sqlite_pragma(db_path, "page_size")
    wal = Path(f"{db_path}-wal").stat().st_size
    assert (wal - 32) // (24 + page_size) == 5  # WAL header, then frames of a header and a page each
