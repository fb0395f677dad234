"""The tables a process owns stay decoded between clicks (service/live.py), on both stores: a click reads no
row, a failed commit leaves the live table (and every Change handed out) as it was, and a write another process
made is caught by the version guard, after which the table is read again."""

from __future__ import annotations

import asyncio
import copy
from typing import Any

import pytest

from data.records import Table
from data.store import Store, StoreUnavailable
from service.errors import Refusal
from service.shards import Shards
from service.tables import Change, TableService
from tests.conftest import COMPUTER_DELAY, FIXED_SEED, FakeClock, OpenAgain
from tests.service.helpers import BOB, CARA, GUILD, current, start_lcr


async def test_a_click_on_a_live_table_reads_no_row(
    service: TableService, store: Store, monkeypatch: pytest.MonkeyPatch
) -> None:
    started = await start_lcr(service, BOB, CARA)

    async def no_read(table_id: int) -> Table | None:
        raise AssertionError("a live table was read from the store")

    monkeypatch.setattr(store, "load_table", no_read)
    player, step = current(started)
    rolled = await service.act(started.table.id, player, step, "roll")
    assert rolled.table.version == started.table.version + 1
    assert (await service.table(started.table.id)).table is rolled.table


async def test_a_table_of_another_process_s_shards_is_read_on_every_click(
    store: Store, clock: FakeClock, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Another process owns it and may write it any time: this one keeps no copy that could go stale."""
    shards = Shards(2, (1,))
    assert not shards.owns(GUILD)
    service = TableService(store, clock=clock, new_seed=lambda: FIXED_SEED, computer_delay=COMPUTER_DELAY,
                           shards=shards)
    try:
        change = await start_lcr(service, BOB, CARA)
        reads: list[int] = []
        load = store.load_table

        async def counted(table_id: int) -> Table | None:
            reads.append(table_id)
            return await load(table_id)

        monkeypatch.setattr(store, "load_table", counted)
        for _ in range(2):
            player, step = current(change)
            change = await service.act(change.table.id, player, step, "roll")
        assert reads == [change.table.id] * 2
    finally:
        await service.stop()


async def test_a_failed_commit_leaves_the_live_table_as_it_was(
    service: TableService, store: Store, monkeypatch: pytest.MonkeyPatch
) -> None:
    started = await start_lcr(service, BOB, CARA)
    assert started.game is not None
    table_before, state_before = copy.deepcopy(started.table), copy.deepcopy(started.game.to_dict())
    save = store.save_table

    async def unreachable(*args: Any, **options: Any) -> Table:
        raise StoreUnavailable("the database went away")

    monkeypatch.setattr(store, "save_table", unreachable)
    player, step = current(started)
    with pytest.raises(StoreUnavailable):
        await service.act(started.table.id, player, step, "roll")
    assert started.table == table_before and started.game.to_dict() == state_before  # nothing half-applied

    monkeypatch.setattr(store, "save_table", save)
    again = await service.table(started.table.id)
    assert again.table == table_before and again.game is not None and again.game.to_dict() == state_before
    rolled = await service.act(started.table.id, player, step, "roll")  # the same click now goes through
    assert rolled.table.version == table_before.version + 1
    assert started.table == table_before  # what an older Change shows never moves


@pytest.mark.parametrize("store_kind", ["postgres"])
async def test_a_write_by_another_process_is_caught_then_the_table_is_read_again(
    service: TableService, store: Store, open_again: OpenAgain, make_service: Any
) -> None:
    """Two processes on one PostgreSQL database both holding the table (a click that reached both while the
    shard count changed): the one holding the older copy is refused, drops it, and plays on the stored one."""
    started = await start_lcr(service, BOB, CARA)
    table_id = started.table.id
    other_store = await open_again()
    try:
        other = make_service(other_store)
        player, step = current(started)
        theirs = await other.act(table_id, player, step, "roll")

        with pytest.raises(Refusal) as stale:
            await service.act(table_id, player, step, "roll")  # ours still holds the table before that roll
        assert stale.value.key == "turn.stale"
        now = await service.table(table_id)
        assert now.table == theirs.table
        player, step = current(now)
        mine = await service.act(table_id, player, step, "roll")
        assert mine.table.version == theirs.table.version + 1
        assert [a["action"] for a in await other_store.actions(table_id)] == ["start", "roll", "roll"]
    finally:
        await other_store.close()


async def test_a_message_id_stored_while_a_click_commits_stays_on_the_live_table(
    service: TableService, store: Store, monkeypatch: pytest.MonkeyPatch
) -> None:
    """/…start posts the table and stores its message id while a computer seat's move may be committing: the
    live table after that move must still know where it is shown (the screen edits that message)."""
    started = await start_lcr(service, BOB, CARA)
    save = store.save_table

    async def message_posted_meanwhile(table: Table, *args: Any, **options: Any) -> Table:
        await service.set_message(table.id, 4242)
        return await save(table, *args, **options)

    monkeypatch.setattr(store, "save_table", message_posted_meanwhile)
    player, step = current(started)
    rolled = await service.act(started.table.id, player, step, "roll")
    assert rolled.table.message_id == 4242
    assert (await service.table(started.table.id)).table.message_id == 4242


async def test_a_change_is_saved_alone_only_when_nothing_else_is_changing(
    service: TableService, store: Store, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Store.save_table's ``alone`` (no batch to wait for) only while the service changes no other table: under
    load the saves of one loop pass share a commit."""
    first = await start_lcr(service, BOB, CARA)
    second = await start_lcr(service, BOB, CARA, channel=first.table.channel_id + 1)
    said: list[bool] = []
    held = asyncio.Event()
    release: asyncio.Event | None = None
    save = store.save_table

    async def noted(table: Table, *args: Any, **options: Any) -> Table:
        said.append(options.get("alone", False))
        if release is not None and table.id == first.table.id:
            held.set()
            await release.wait()
        return await save(table, *args, **options)

    monkeypatch.setattr(store, "save_table", noted)

    async def roll(change: Change) -> Change:
        player, step = current(change)
        return await service.act(change.table.id, player, step, "roll")

    first = await roll(first)
    release = asyncio.Event()
    committing = asyncio.ensure_future(roll(first))
    await held.wait()
    second = await roll(second)  # while the first table's change is still committing
    release.set()
    await committing
    await roll(second)
    assert said == [True, True, False, True]
