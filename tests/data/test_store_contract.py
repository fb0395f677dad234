"""What the table service relies on from a store (data.store.Store's docstrings), pinned on BOTH stores: a real
SQLite file and a real PostgreSQL database. Tables handed out share nothing; the given table is the one updated;
the version guard refuses a stale write and writes nothing; actions and results commit with the guarded write or
not at all; ChannelBusy carries the stored table; one live table per channel; deadlines, last_changed, actions,
results, meta; an undecodable row raises UnreadableRow and can be retired. Every read-back goes through a fresh
store on the same database (what was committed, not what a store kept)."""

from __future__ import annotations

import copy
import json
import sqlite3
from collections.abc import Callable, Mapping
from contextlib import closing
from dataclasses import dataclass, replace
from typing import Any

import asyncpg
import pytest

from data.records import LOG_LENGTH, Result, Seat, Status, Table
from data.sqlite import SqliteStore
from data.store import ChannelBusy, GuildSettings, StaleWrite, Store, TablePass, UnreadableRow
from tests.conftest import OpenAgain

GUILD = 10
# What each store raises when a write breaks a constraint (the whole transaction is rolled back either way).
CONSTRAINT = (sqlite3.IntegrityError, asyncpg.IntegrityConstraintViolationError)


@pytest.fixture(params=["sqlite", "postgres"])
def store_kind(request: pytest.FixtureRequest) -> str:
    return str(request.param)


def new_table(channel_id: int = 100, status: Status = Status.PLAYING, **fields: Any) -> Table:
    fields = {
        "guild_id": GUILD, "options": {"dice": "by-chips", "stakes": False},
        "seats": [Seat(1, "Alice"), Seat(2, "Bob", stake=4), Seat(-1, "Ada", computer=True)],
        "state": {"chips": [3, 3, 3], "nested": {"pot": [1]}}, "log": [{"type": "deal"}],
        "created_at": 1000.0, "updated_at": 1000.0, **fields,
    }
    return Table(kind="lcr", channel_id=channel_id, host_id=1, seed="ab" * 32, status=status, **fields)


def result(seat: int, user_id: int, won: bool) -> Result:
    return Result(user_id, f"P{user_id}", False, seat, won, not won, 9 if won else 0)


def scribble_on(table: Table) -> None:
    """Changes the dicts ``table`` holds in place (a table itself cannot be changed), as careless code might."""
    table.state["nested"]["pot"].append(99)  # type: ignore[index]
    table.state["chips"][0] = 0  # type: ignore[index]
    table.options["stakes"] = True  # type: ignore[index]


async def committed(open_again: OpenAgain, read: Callable[[Store], Any]) -> Any:
    """What a fresh store on the same database reads: what was committed."""
    fresh = await open_again()
    try:
        return await read(fresh)
    finally:
        await fresh.close()


# --- fresh objects, the given table updated --------------------------------------------------------------


async def test_a_loaded_table_shares_nothing_with_the_store_or_another_load(store: Store) -> None:
    table_id = (await store.create_table(new_table())).id
    untouched = await store.load_table(table_id)
    for read in (store.load_table(table_id), store.live_table(100), store.last_table(100)):
        loaded = await read
        assert loaded is not None and loaded is not untouched
        scribble_on(loaded)
        assert await store.load_table(table_id) == untouched


async def test_a_table_given_to_the_store_is_not_kept_by_it(store: Store) -> None:
    table = await store.create_table(new_table())
    created = await store.load_table(table.id)
    scribble_on(table)  # changed after create, never saved
    assert await store.load_table(table.id) == created

    table = await store.load_table(table.id)  # type: ignore[assignment]
    table = replace(table, status=Status.FINISHED)
    saved = await store.load_table((await store.save_table(table)).id)
    scribble_on(table)  # changed after save, never saved
    assert await store.load_table(table.id) == saved


async def test_a_table_round_trips_every_field(store: Store, open_again: OpenAgain) -> None:
    original = new_table(
        turn_timeout=45, locale="fr", message_id=123456789012345678, deadline=1234.5,
        state={"kind": "lcr", "chips": [3, 0], "nested": {"list": [1, 2.5, None, "é"]}},
        log=[{"type": "roll", "player": 0, "data": {"dice": [4, 5, 6]}}],
        invited=[Seat(5, "Eve", stake=2)], previous_id=3, again_closed=True,
    )
    expected = copy.deepcopy(original)
    created = await store.create_table(original)
    assert created.id > 0 and created.version == 1 and original.id == 0  # the one given is left as it was
    expected = replace(expected, id=created.id, version=1)
    assert await committed(open_again, lambda s: s.load_table(created.id)) == expected
    assert await store.load_table(created.id) == expected


async def test_save_bumps_the_version_of_the_given_table_and_stores_what_changed(
    store: Store, open_again: OpenAgain
) -> None:
    table = await store.create_table(new_table(status=Status.LOBBY))
    table = replace(table, status=Status.PLAYING)
    table = replace(table, seats=(*table.seats, Seat(3, "Cara")))
    table = replace(table, host_id=2)
    table = replace(table, options={"dice": "always-three", "dot_to_win": True, "stakes": False})
    table = replace(table, state={"chips": [1, 2, 3]})
    table = replace(table, log=[{"type": "deal"}])
    table = replace(table, deadline=2000.0)
    table = replace(table, updated_at=1500.0)
    table = replace(table, invited=[Seat(4, "Dan")])
    table = replace(table, again_closed=True)
    saved = await store.save_table(table)
    assert saved == replace(table, version=2) and table.version == 1
    assert await committed(open_again, lambda s: s.load_table(table.id)) == saved


async def test_an_unknown_table_is_none_and_an_empty_channel_has_no_table(store: Store) -> None:
    assert await store.load_table(999) is None
    assert await store.live_table(5) is None
    assert await store.last_table(5) is None


# --- the version guard and one transaction per write ------------------------------------------------------


async def test_a_stale_write_is_refused_and_writes_nothing(store: Store, open_again: OpenAgain) -> None:
    table = await store.create_table(new_table())
    first, second = await store.load_table(table.id), await store.load_table(table.id)
    assert first is not None and second is not None
    first = replace(first, state={"winner": None})
    done = copy.deepcopy(await store.save_table(first, [{"user_id": 1, "action": "roll", "events": []}]))

    second = replace(second, status=Status.FINISHED)
    second = replace(second, seats=[])
    with pytest.raises(StaleWrite):
        second = await store.save_table(second, [{"user_id": 2, "action": "roll", "events": []}], [result(0, 2, True)])

    assert second.version == 1  # the refused write did not advance the caller's copy either
    assert await committed(open_again, lambda s: s.load_table(table.id)) == done
    assert [(a["version"], a["action"]) for a in await store.actions(table.id)] == [(2, "roll")]
    assert await store.results(GUILD) == []


async def test_a_write_from_another_process_holding_an_older_copy_is_refused(
    store: Store, open_again: OpenAgain
) -> None:
    """Two stores on one database, as two bot processes: the second read the table, the first moved it on."""
    table = await store.create_table(new_table())
    other = await open_again()
    try:
        theirs = await other.load_table(table.id)
        assert theirs is not None
        table = replace(table, state={"chips": [2, 3, 3]})
        table = await store.save_table(table)
        theirs = replace(theirs, state={"chips": [3, 3, 2]})
        with pytest.raises(StaleWrite):
            theirs = await other.save_table(theirs)
        assert await other.load_table(table.id) == table
    finally:
        await other.close()


async def test_actions_and_results_commit_with_the_write_in_order(store: Store) -> None:
    table = await store.create_table(new_table())
    table = replace(table, updated_at=1100.0)
    table = await store.save_table(table, [{"user_id": 1, "action": "roll",
                                            "events": [{"type": "roll", "dice": [1, 2]}]},
                                   {"user_id": None, "action": "pass", "events": []}])
    table = replace(table, status=Status.FINISHED, updated_at=1200.0)
    table = await store.save_table(table, [{"user_id": 2, "action": "roll", "events": []}],
                           [result(1, 2, True), result(0, 1, False)])
    assert await store.actions(table.id) == [
        {"version": 2, "user_id": 1, "action": "roll", "events": [{"type": "roll", "dice": [1, 2]}], "at": 1100.0},
        {"version": 2, "user_id": None, "action": "pass", "events": [], "at": 1100.0},
        {"version": 3, "user_id": 2, "action": "roll", "events": [], "at": 1200.0},
    ]
    assert await store.results(GUILD) == [
        {"table_id": table.id, "kind": "lcr", "user_id": uid, "name": f"P{uid}", "computer": 0, "seat": seat,
         "won": won, "lost": 1 - won, "score": 9 * won, "rounds": 0, "points": 0, "finished_at": 1200.0}
        for seat, uid, won in ((0, 1, 0), (1, 2, 1))
    ]
    assert await store.results(GUILD, "buck") == [] and await store.results(GUILD + 1) == []


async def test_a_failure_inside_save_rolls_the_whole_transaction_back(store: Store, open_again: OpenAgain) -> None:
    table = await store.create_table(new_table())
    before = copy.deepcopy(table)
    table = replace(table, status=Status.FINISHED)
    table = replace(table, state={"winner": 0})
    same_seat_twice = [result(0, 1, True), result(0, 2, False)]  # breaks the results' primary key
    with pytest.raises(CONSTRAINT):
        table = await store.save_table(table, [{"user_id": 1, "action": "roll", "events": []}], same_seat_twice)
    assert await committed(open_again, lambda s: s.load_table(table.id)) == before
    assert await store.actions(table.id) == []
    assert await store.results(GUILD) == []
    table = replace(table, version=before.version)  # the store is usable again: no transaction was left open
    table = await store.save_table(table, [], [result(0, 1, True), result(1, 2, False)])
    assert [r["seat"] for r in await store.results(GUILD)] == [0, 1]


async def test_a_save_writes_the_columns_it_names_and_always_the_version(store: Store, open_again: OpenAgain) -> None:
    table = await store.create_table(new_table())
    table = replace(table, state={"chips": [2, 4, 3]}, updated_at=1001.0,
                    seats=(replace(table.seats[0], name="Mallory"), *table.seats[1:]))  # not named as changed: kept
    table = await store.save_table(table, changed={"state"})
    loaded = await committed(open_again, lambda s: s.load_table(table.id))
    assert (loaded.state, loaded.version, loaded.updated_at) == ({"chips": [2, 4, 3]}, 2, 1001.0)
    assert loaded.seats[0].name == "Alice"
    table = await store.save_table(table, changed={"seats"})
    loaded = await committed(open_again, lambda s: s.load_table(table.id))
    assert (loaded.seats[0].name, loaded.version) == ("Mallory", 3)


async def test_columns_encoded_ahead_are_written_as_encoded_and_the_others_encoded_at_the_save(
    store: Store, open_again: OpenAgain
) -> None:
    """A change made ahead of its commit has its columns encoded then (``encode``): the save writes those, and
    encodes the clock's and the version itself."""
    table = await store.create_table(new_table())
    table = replace(table, state={"chips": [1, 5, 3]}, log=[*table.log, {"type": "roll"}])
    encoded = store.encode(table, {"state", "log"})
    table = replace(table, updated_at=1002.0, deadline=1062.0)
    table = await store.save_table(table, [{"user_id": 1, "action": "roll", "events": table.log[-1:]}],
                           changed={"state", "log", "deadline"}, encoded=encoded)
    loaded = await committed(open_again, lambda s: s.load_table(table.id))
    assert (loaded.state, loaded.log, loaded.updated_at, loaded.deadline, loaded.version) == (
        {"chips": [1, 5, 3]}, ({"type": "deal"}, {"type": "roll"}), 1002.0, 1062.0, 2)


def reads_of(table_id: int) -> Callable[[Store], Any]:
    """The three ways a store reads a table (by id, the channel's live one, the channel's last), in a list."""

    async def read(store: Store) -> list[Table | None]:
        return [await store.load_table(table_id), await store.live_table(100), await store.last_table(100)]

    return read


def roll(number: int) -> dict[str, Any]:
    return {"type": "roll", "player": number % 3, "data": {"dice": [number % 6 + 1], "chips": [3, 3, number]}}


async def test_a_save_not_writing_the_log_leaves_its_entries_to_its_actions(
    store: Store, open_again: OpenAgain
) -> None:
    """A move's save does not rewrite the log (Store.save_table): every read has it whole all the same, the
    newest LOG_LENGTH entries, and a save writing the log starts again from what it wrote."""
    table = await store.create_table(new_table())
    log: list[Mapping[str, Any]] = list(table.log)
    for number in range(LOG_LENGTH + 3):
        entries = [roll(number)] if number % 4 else [roll(number), {"type": "pass", "player": None, "data": {}}]
        log += entries
        table = replace(table, log=tuple(log[-LOG_LENGTH:]), state={"chips": [3, 3, number]})
        actions = [{"user_id": 1, "action": "roll", "events": entries[:1]}]
        actions += [{"user_id": None, "action": "pass", "events": entries[1:]}] if entries[1:] else []
        table = await store.save_table(table, actions, changed={"state"})
        assert await committed(open_again, reads_of(table.id)) == [table] * 3
    assert len(table.log) == LOG_LENGTH and table.log[-1] == roll(LOG_LENGTH + 2)
    written = replace(table, log=(*table.log[-2:], {"type": "lobby"}))  # a change whose entry no action holds
    table = await store.save_table(written, [{"user_id": 1, "action": "roll", "events": [roll(99)]}],
                                   changed={"log"})
    assert await committed(open_again, lambda s: s.load_table(table.id)) == table
    assert table.log == written.log
    table = await store.save_table(replace(table, log=(*table.log, roll(100))),
                                   [{"user_id": 1, "action": "roll", "events": [roll(100)]}], changed={"state"})
    assert (await committed(open_again, lambda s: s.load_table(table.id))).log == (*written.log, roll(100))
    with pytest.raises(ChannelBusy) as busy:  # the table a busy channel refuses with is read whole too
        await store.create_table(new_table())
    assert busy.value.table == table


async def test_a_read_leaves_out_the_actions_of_a_version_after_the_row_it_read(
    store: Store, open_again: OpenAgain, request: pytest.FixtureRequest
) -> None:
    """A row read as a save commits right after it: the log stops at the row's version."""
    table = await store.create_table(new_table())
    table = await store.save_table(replace(table, log=(*table.log, roll(1))),
                                   [{"user_id": 1, "action": "roll", "events": [roll(1)]}], changed={"state"})
    await add_action(store, request, table.id, table.version + 1, [roll(2)])  # its row's update not there yet
    assert await committed(open_again, lambda s: s.load_table(table.id)) == table


async def add_action(store: Store, request: pytest.FixtureRequest, table_id: int, version: int,
                     events: list[dict[str, Any]]) -> None:
    """An action row written behind the store's back, with the database's own client."""
    sql = "INSERT INTO actions (table_id, version, ordinal, user_id, action, events, at) VALUES ({})"
    values = (table_id, version, 0, 1, "roll", json.dumps(events), 1.0)
    if isinstance(store, SqliteStore):
        with closing(sqlite3.connect(request.getfixturevalue("db_path"))) as db, db:
            db.execute(sql.format(", ".join("?" * len(values))), values)
        return
    connection = await asyncpg.connect(request.getfixturevalue("pg_url"))
    try:
        await connection.execute(sql.format(", ".join(f"${n}" for n in range(1, len(values) + 1))), *values)
    finally:
        await connection.close()


async def test_set_message_is_no_game_change_and_is_not_forgotten_by_the_next(
    store: Store, open_again: OpenAgain
) -> None:
    table = await store.create_table(new_table())
    await store.set_message(table.id, 42)
    loaded = await committed(open_again, lambda s: s.load_table(table.id))
    assert (loaded.message_id, loaded.version) == (42, 1)
    table = await store.save_table(table)  # `table` itself never heard of the message
    loaded = await committed(open_again, lambda s: s.load_table(table.id))
    assert (loaded.message_id, loaded.version) == (42, 2)


# --- one live table per channel ---------------------------------------------------------------------------


async def test_a_busy_channel_refuses_with_its_table_as_stored(store: Store) -> None:
    live = await store.create_table(new_table())
    await store.set_message(live.id, 42)  # `live` itself never heard of the message
    newcomer = new_table()
    with pytest.raises(ChannelBusy) as refused:
        newcomer = await store.create_table(newcomer)
    assert refused.value.table == await store.load_table(live.id)
    assert refused.value.table.message_id == 42
    assert (newcomer.id, newcomer.version) == (0, 0)  # nothing was given to the refused table
    assert (await store.create_table(new_table(channel_id=101))).id != live.id  # another channel is free


@pytest.mark.parametrize("ended", [Status.FINISHED, Status.CANCELLED])
async def test_a_new_table_is_allowed_once_the_old_one_ended_and_the_old_cannot_come_back(
    store: Store, ended: Status
) -> None:
    old = await store.create_table(new_table(channel_id=7))
    old = replace(old, status=ended)
    old = await store.save_table(old)
    assert await store.live_table(7) is None
    new = await store.create_table(new_table(channel_id=7))
    assert new.id > old.id
    assert await store.live_table(7) == new == await store.last_table(7)

    old = replace(old, status=Status.LOBBY)
    with pytest.raises(CONSTRAINT):  # two live tables in one channel: refused by the database itself
        old = await store.save_table(old)
    assert (await store.load_table(old.id)).status is ended  # type: ignore[union-attr]


# --- timers and restarts ---------------------------------------------------------------------------------


async def test_deadlines_are_those_of_tables_still_waiting(store: Store) -> None:
    playing = await store.create_table(new_table(channel_id=1, deadline=50.0))
    lobby = await store.create_table(new_table(channel_id=2, status=Status.LOBBY, deadline=60.0))
    await store.create_table(new_table(channel_id=3))  # no deadline
    await store.create_table(new_table(channel_id=5, status=Status.CANCELLED, deadline=80.0))
    ending = await store.create_table(new_table(channel_id=6, deadline=90.0))
    ending = replace(ending, status=Status.CANCELLED, deadline=None)
    ending = await store.save_table(ending)
    assert sorted(await store.deadlines()) == [(playing.id, 50.0), (lobby.id, 60.0)]


async def test_last_changed_lists_only_the_tables_changed_just_before_the_newest_change(store: Store) -> None:
    assert await store.last_changed(30.0) == []
    old = await store.create_table(new_table(channel_id=1, updated_at=1000.0))
    near = await store.create_table(new_table(channel_id=2, updated_at=1980.0))
    newest = await store.create_table(new_table(channel_id=3, status=Status.FINISHED, updated_at=2000.0))
    assert sorted(await store.last_changed(30.0)) == sorted([near.id, newest.id])
    assert old.id in await store.last_changed(1000.0)


async def test_last_changed_finds_running_turns_whatever_their_timeout(store: Store) -> None:
    """Running turns are found by their nudge (at least 10 s after their change, up to a quarter of an hour for
    an hour's timeout), the other tables by their time of change: the newest change of either counts."""
    hour_old = await store.create_table(new_table(channel_id=1, turn_timeout=3600, deadline=4600.0,
                                                  updated_at=1000.0))  # nudged at 1900
    newest = await store.create_table(new_table(channel_id=2, turn_timeout=60, deadline=2050.0,
                                                updated_at=1990.0))  # nudged at 2005
    hour_near = await store.create_table(new_table(channel_id=3, turn_timeout=3600, deadline=5585.0,
                                                   updated_at=1985.0))  # nudged at 2885, the latest
    lobby = await store.create_table(new_table(channel_id=4, status=Status.LOBBY, updated_at=1970.0))
    await store.create_table(new_table(channel_id=5, status=Status.FINISHED, updated_at=1950.0))
    short_old = await store.create_table(new_table(channel_id=6, turn_timeout=30, deadline=1989.0,
                                                   updated_at=1959.0))  # nudged at 1969, a second too early
    assert sorted(await store.last_changed(30.0)) == sorted([newest.id, hour_near.id, lobby.id])
    assert sorted(await store.last_changed(31.0)) == sorted([newest.id, hour_near.id, lobby.id, short_old.id])
    assert hour_old.id in await store.last_changed(990.0)
    newest = replace(newest, status=Status.FINISHED, deadline=None, updated_at=2100.0)  # its game ends
    newest = await store.save_table(newest)
    assert sorted(await store.last_changed(30.0)) == [newest.id]


@dataclass(frozen=True)
class Shards:
    count: int
    ids: tuple[int, ...]


async def test_with_shards_deadlines_and_last_changed_keep_to_the_guilds_on_them(store: Store) -> None:
    """Discord's (guild_id >> 22) % count; a table without a guild belongs to shard 0."""
    on_1 = await store.create_table(new_table(channel_id=1, guild_id=1 << 22, deadline=50.0, updated_at=1990.0))
    on_0 = await store.create_table(new_table(channel_id=2, guild_id=2 << 22, deadline=60.0, updated_at=1000.0))
    no_guild = await store.create_table(new_table(channel_id=3, guild_id=None, deadline=70.0, updated_at=2000.0))
    assert sorted(await store.deadlines(Shards(2, (0,)))) == [(on_0.id, 60.0), (no_guild.id, 70.0)]
    assert await store.deadlines(Shards(2, (1,))) == [(on_1.id, 50.0)]
    assert len(await store.deadlines(Shards(2, (0, 1)))) == 3
    # the newest change of shard 1's own tables, not of all: another process may have changed its own since
    assert await store.last_changed(30.0, Shards(2, (1,))) == [on_1.id]
    assert await store.last_changed(30.0, Shards(2, (0,))) == [no_guild.id]
    assert sorted(await store.last_changed(30.0)) == sorted([on_1.id, no_guild.id])


async def test_open_tables_are_counted_by_game_and_status_and_with_shards_only_theirs(store: Store) -> None:
    assert await store.open_table_counts() == {}
    await store.create_table(new_table(channel_id=1, guild_id=1 << 22))
    await store.create_table(new_table(channel_id=2, guild_id=2 << 22))
    await store.create_table(new_table(channel_id=3, status=Status.LOBBY, guild_id=2 << 22))
    await store.create_table(replace(new_table(channel_id=4, guild_id=None), kind="buck"))
    for channel_id, ended in ((5, Status.FINISHED), (6, Status.CANCELLED)):  # closed: not counted
        await store.create_table(new_table(channel_id=channel_id, status=ended))
    assert await store.open_table_counts() == {("lcr", "playing"): 2, ("lcr", "lobby"): 1, ("buck", "playing"): 1}
    assert await store.open_table_counts(Shards(2, (1,))) == {("lcr", "playing"): 1}
    assert await store.open_table_counts(Shards(2, (0,))) == {
        ("lcr", "playing"): 1, ("lcr", "lobby"): 1, ("buck", "playing"): 1}


# --- meta ---------------------------------------------------------------------------------------------------


async def test_meta_values_are_kept_by_key_replaced_by_the_next_and_committed(
    store: Store, open_again: OpenAgain
) -> None:
    assert await store.get_meta("command_sync:global") is None
    await store.set_meta("command_sync:global", "aaa")
    await store.set_meta("command_sync:guild:5", "bbb")
    await store.set_meta("command_sync:global", "ccc")
    assert await committed(open_again, lambda s: s.get_meta("command_sync:global")) == "ccc"
    assert await committed(open_again, lambda s: s.get_meta("command_sync:guild:5")) == "bbb"


# --- rows that cannot be read -----------------------------------------------------------------------------


async def damage(store: Store, request: pytest.FixtureRequest, table_id: int, state: str) -> None:
    """Overwrite the table's stored state behind the store's back, with the database's own client."""
    if isinstance(store, SqliteStore):
        with closing(sqlite3.connect(request.getfixturevalue("db_path"))) as db, db:
            db.execute("UPDATE tables SET state = ? WHERE id = ?", (state, table_id))
        return
    connection = await asyncpg.connect(request.getfixturevalue("pg_url"))
    try:
        await connection.execute("UPDATE tables SET state = $1 WHERE id = $2", state, table_id)
    finally:
        await connection.close()


async def test_an_undecodable_row_raises_unreadable_row_and_can_be_retired(
    store: Store, open_again: OpenAgain, request: pytest.FixtureRequest
) -> None:
    table = await store.create_table(new_table(channel_id=9, deadline=70.0))
    await damage(store, request, table.id, '{"chips": [3, 3')  # cut short mid-write
    reopened = await open_again()  # a store that never saw the row whole (the SQLite store keeps rows it wrote)
    try:
        for read in (reopened.load_table(table.id), reopened.live_table(9), reopened.last_table(9)):
            with pytest.raises(UnreadableRow) as unreadable:
                await read
            assert (unreadable.value.table_id, unreadable.value.channel_id, unreadable.value.host_id) == (
                table.id, 9, 1,
            )
        await reopened.retire_unreadable(table.id)
        assert await reopened.live_table(9) is None  # the channel is free again
        assert await reopened.deadlines() == []
        with pytest.raises(StaleWrite):  # its version moved on: no older write can land
            table = await reopened.save_table(table)
        assert (await reopened.create_table(new_table(channel_id=9))).id != table.id
    finally:
        await reopened.close()


async def finish(store: Store, channel_id: int, at: float, winner: int, kind: str = "lcr") -> Table:
    """A game of Alice (1) and Bob (2) finished at ``at``, ``winner`` seat winning."""
    table = await store.create_table(new_table(channel_id, seats=[Seat(1, "Alice"), Seat(2, "Bob")]))
    table = replace(table, status=Status.FINISHED, updated_at=at)
    results = [result(0, 1, winner == 0), result(1, 2, winner == 1)]
    return await store.save_table(replace(table, kind=kind), results=results)


async def test_standings_and_records_keep_to_a_season_between_two_times(store: Store, open_again: OpenAgain) -> None:
    await finish(store, 100, 1000.0, 0)
    await finish(store, 101, 2000.0, 1)
    await finish(store, 102, 3000.0, 1)

    async def wins(fresh: Store, since: float | None, until: float | None) -> dict[int, tuple[int, int]]:
        rows = await fresh.standings(GUILD, since=since, until=until)
        return {row.user_id: (row.games, row.wins) for row in rows}

    assert await committed(open_again, lambda fresh: wins(fresh, None, None)) == {1: (3, 1), 2: (3, 2)}
    assert await committed(open_again, lambda fresh: wins(fresh, 1000, 2000)) == {1: (1, 1), 2: (1, 0)}
    assert await committed(open_again, lambda fresh: wins(fresh, 2000, None)) == {1: (2, 0), 2: (2, 2)}
    records = await committed(open_again, lambda fresh: fresh.player_records(GUILD, 2, since=1500, until=3000))
    assert [(r.games, r.wins) for r in records] == [(1, 1)]
    assert await committed(open_again, lambda fresh: fresh.first_finished_at(GUILD)) == 1000.0
    assert await store.first_finished_at(GUILD + 1) is None


async def test_luck_counts_the_games_with_start_chances_wins_or_losses_as_each_says(
    store: Store, open_again: OpenAgain
) -> None:
    first = await finish(store, 100, 1000.0, 0)
    second = await finish(store, 101, 2000.0, 1)
    await finish(store, 102, 3000.0, 0)  # no chances stored: left out
    await store.save_start_chances(first.id, [0.25, 0.75], losing=False)
    await store.save_start_chances(first.id, [0.9, 0.1], losing=False)  # once stored, kept
    await store.save_start_chances(second.id, [0.5, 0.5], losing=True)

    lucks = await committed(open_again, lambda fresh: fresh.luck(GUILD))
    assert [(x.kind, x.user_id, x.games, x.hits, x.expected, x.losing) for x in lucks] == [
        ("lcr", 1, 2, 2, 0.75, True), ("lcr", 2, 2, 0, 1.25, True),
    ]
    alone = await committed(open_again, lambda fresh: fresh.luck(GUILD, "lcr", user_id=2, since=1500))
    assert [(x.games, x.hits, x.expected) for x in alone] == [(1, 0, 0.5)]
    assert await store.luck(GUILD, "chicago") == []


async def test_a_season_length_is_kept_with_when_it_was_chosen_and_earlier_ones_stay(
    store: Store, open_again: OpenAgain
) -> None:
    assert (await store.guild_settings(GUILD)).season == "month"
    await store.save_guild_settings(GuildSettings(GUILD, season="week", season_since=5000))
    await store.save_guild_settings(GuildSettings(GUILD, pings=False, season="week", season_since=5000))
    await store.save_guild_settings(GuildSettings(GUILD, pings=False, season="none", season_since=9000))
    settings = await committed(open_again, lambda fresh: fresh.guild_settings(GUILD))
    assert (settings.season, settings.season_since, settings.pings) == ("none", 9000, False)
    assert await committed(open_again, lambda fresh: fresh.season_changes(GUILD)) == [(5000, "week"), (9000, "none")]
    assert await store.season_changes(GUILD + 1) == []


async def test_a_table_pass_is_kept_replaced_and_read_after_a_restart(store: Store, open_again: OpenAgain) -> None:
    table = await store.create_table(new_table(guild_id=None))
    assert await store.table_pass(table.id) is None
    first = TablePass(table.id, "token-one", 1000.5, 555, 0, True)
    await store.save_table_pass(first)
    newer = replace(first, token="token-two", issued_at=1100.25, message_id=777, followups=3)
    await store.save_table_pass(newer)
    assert await committed(open_again, lambda fresh: fresh.table_pass(table.id)) == newer
    assert "token" not in repr(newer).replace("table_id", "")  # the secret stays out of logs
