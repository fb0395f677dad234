"""What the table service relies on from the store (data.store.Store's docstrings), pinned on the SQLite store:
tables handed out share nothing, the given table is the one updated, ChannelBusy carries the stored table, and
each call is one trip to the database thread."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, TypeVar

import pytest

from data.records import Result, Seat, Status, Table
from data.sqlite import SqliteStore
from data.store import ChannelBusy

T = TypeVar("T")


def new_table(channel_id: int = 100) -> Table:
    return Table(
        kind="lcr", guild_id=10, channel_id=channel_id, host_id=1, seed="ab" * 32,
        options={"dice": "by-chips", "stakes": False},
        seats=[Seat(1, "Alice"), Seat(2, "Bob")], status=Status.PLAYING,
        state={"chips": [3, 3], "nested": {"pot": [1]}}, log=[{"type": "deal"}],
        created_at=1000.0, updated_at=1000.0,
    )


def scribble_on(table: Table) -> None:
    """Changes every mutable part of ``table`` in place, as a rules step computing the next state might."""
    table.state["nested"]["pot"].append(99)  # type: ignore[index]
    table.state["chips"][0] = 0  # type: ignore[index]
    table.seats[0].name = "Mallory"
    table.seats.append(Seat(3, "Cara"))
    table.log.append({"type": "roll"})
    table.options["stakes"] = True


async def test_a_loaded_table_shares_nothing_with_the_store_or_another_load(store: SqliteStore) -> None:
    table_id = (await store.create_table(new_table())).id
    untouched = await store.load_table(table_id)
    for read in (store.load_table(table_id), store.live_table(100), store.last_table(100)):
        loaded = await read
        assert loaded is not None and loaded is not untouched
        scribble_on(loaded)
        assert await store.load_table(table_id) == untouched


async def test_a_table_given_to_the_store_is_not_kept_by_it(store: SqliteStore) -> None:
    table = await store.create_table(new_table())
    created = await store.load_table(table.id)
    scribble_on(table)  # changed after create, never saved
    assert await store.load_table(table.id) == created

    table = await store.load_table(table.id)  # type: ignore[assignment]
    table.status = Status.FINISHED
    saved = await store.load_table((await store.save_table(table)).id)
    scribble_on(table)  # changed after save, never saved
    assert await store.load_table(table.id) == saved


async def test_a_busy_channel_refuses_with_its_table_as_stored(store: SqliteStore) -> None:
    live = await store.create_table(new_table())
    await store.set_message(live.id, 42)  # `live` itself never heard of the message
    newcomer = new_table()
    with pytest.raises(ChannelBusy) as refused:
        await store.create_table(newcomer)
    assert refused.value.table == await store.load_table(live.id)
    assert refused.value.table.message_id == 42
    assert (newcomer.id, newcomer.version) == (0, 0)  # nothing was given to the refused table


async def test_each_call_is_one_trip_to_the_database_thread(
    store: SqliteStore, monkeypatch: pytest.MonkeyPatch
) -> None:
    trips: list[str] = []
    run = store._run

    async def counted(call: Callable[..., T], *args: Any) -> T:
        trips.append(getattr(call, "__name__", repr(call)))
        return await run(call, *args)

    monkeypatch.setattr(store, "_run", counted)
    table = await store.create_table(new_table())
    assert len(trips) == 1
    table.status = Status.FINISHED
    results = [Result(1, "Alice", False, 0, True, False, 6), Result(2, "Bob", False, 1, False, True, 0)]
    await store.save_table(table, [{"user_id": 1, "action": "roll", "events": []}], results)
    assert len(trips) == 2  # the table, its action and its results: one trip, one transaction
    await store.load_table(table.id)  # kept: no trip at all
    assert len(trips) == 2
