"""Sharded processes on one database (both stores): which guilds a process owns, and that each re-arms and redraws
only its own tables; a click that loses a race with another process is refused whole."""

from __future__ import annotations

from collections.abc import AsyncIterator, Callable
from typing import Any

import pytest

from data.records import Table
from data.store import Store, TurnPing
from service.errors import Refusal
from service.nudges import Nudge
from service.shards import Shards, shard_of
from service.tables import Change, TableService
from tests.conftest import COMPUTER_DELAY, FIXED_SEED, FakeClock, OpenAgain
from tests.service.helpers import BOB, CARA, HOST

ON_SHARD_0, ON_SHARD_1 = 6 << 22 | 12345, 7 << 22 | 678  # guild ids Discord routes to shard 0 and 1 of 2
SHARD_0, SHARD_1 = Shards(2, (0,)), Shards(2, (1,))


def test_a_guild_belongs_to_the_shard_discord_routes_it_to() -> None:
    assert [shard_of(ON_SHARD_0, 2), shard_of(ON_SHARD_1, 2), shard_of(None, 2)] == [0, 1, 0]  # no guild: a DM's
    assert shard_of(5 << 22, 4) == 1 and shard_of((5 << 22) - 1, 4) == 0  # the low 22 bits never count
    assert SHARD_0.owns(ON_SHARD_0) and SHARD_0.owns(None) and not SHARD_0.owns(ON_SHARD_1)
    assert SHARD_1.owns(ON_SHARD_1) and not SHARD_1.owns(None) and not SHARD_1.owns(ON_SHARD_0)
    assert Shards(2, (1, 0)).ids == (0, 1) and Shards(2, (1, 0)).everything
    assert not SHARD_0.everything and Shards().everything and Shards().owns(ON_SHARD_1)
    assert Shards.of(None, None) == Shards() and Shards.of(3, None) == Shards(3, (0, 1, 2))
    assert SHARD_0.syncs_commands and not SHARD_1.syncs_commands  # one process sends the commands: shard 0's


@pytest.mark.parametrize(("count", "ids"), [(2, (2,)), (0, (0,)), (2, ()), (1, (-1,))])
def test_shards_outside_the_count_are_refused(count: int, ids: tuple[int, ...]) -> None:
    with pytest.raises(ValueError, match="numbered 0 to count - 1"):
        Shards(count, ids)


MakeSharded = Callable[[Store, Shards], TableService]


@pytest.fixture
async def sharded(clock: FakeClock) -> AsyncIterator[MakeSharded]:
    """Builds services as the processes of some shards would run them; stops their timers at the end."""
    made: list[TableService] = []

    def build(on: Store, shards: Shards) -> TableService:
        made.append(TableService(on, clock=clock, new_seed=lambda: FIXED_SEED, computer_delay=COMPUTER_DELAY,
                                 shards=shards))
        return made[-1]

    yield build
    for service in made:
        await service.stop()


async def started_in(service: TableService, guild_id: int | None, channel_id: int) -> Change:
    """An LCR game of Hana, Bob and Cara in that guild's channel: Hana to roll, her turn timer set."""
    table_id = (await service.open("lcr", guild_id, channel_id, HOST, {})).table.id
    for player in (BOB, CARA):
        await service.join(table_id, player)
    started = await service.start_game(table_id, HOST)
    assert started.table.deadline is not None
    return started


async def test_each_process_rearms_and_redraws_only_the_tables_of_its_own_guilds(
    store: Any, open_again: OpenAgain, sharded: MakeSharded, clock: FakeClock
) -> None:
    before_sharding = sharded(store, Shards())
    tables = {guild: (await started_in(before_sharding, guild, channel)).table
              for guild, channel in ((ON_SHARD_0, 100), (ON_SHARD_1, 101), (None, 102))}
    await before_sharding.stop()
    other_store = await open_again()  # the second process's own connection
    try:
        first, second = sharded(store, SHARD_0), sharded(other_store, SHARD_1)
        await first.start()
        await second.start()
        pending = {guild: (first.timers.pending(t.id), second.timers.pending(t.id)) for guild, t in tables.items()}
        assert pending == {
            ON_SHARD_0: (tables[ON_SHARD_0].deadline, None),
            ON_SHARD_1: (None, tables[ON_SHARD_1].deadline),
            None: (tables[None].deadline, None),
        }
        mine = sorted([tables[ON_SHARD_0].id, tables[None].id])
        assert sorted(c.table.id for c in await first.last_changed()) == mine
        assert [c.table.id for c in await second.last_changed()] == [tables[ON_SHARD_1].id]

        # Much later shard 0's process plays on; shard 1's process, down all that while, still finds its table
        # among its last changes: the window runs back from the newest change of its own guilds.
        clock.advance(1000)
        await first.act(tables[ON_SHARD_0].id, HOST, 0, "roll")
        assert tables[ON_SHARD_1].id not in await store.last_changed(30.0)
        assert [c.table.id for c in await second.last_changed()] == [tables[ON_SHARD_1].id]
        assert [c.table.id for c in await first.last_changed()] == [tables[ON_SHARD_0].id]
    finally:
        await other_store.close()


class Unpinged:
    """A pinger that only records which ping messages it was asked to delete."""

    def __init__(self) -> None:
        self.deleted: list[int] = []

    async def ping(self, nudge: Nudge) -> int | None:
        raise AssertionError("no ping is due in this test")

    async def unping(self, channel_id: int, message_id: int) -> None:
        self.deleted.append(message_id)


async def test_each_process_keeps_the_turn_pings_of_its_own_guilds_only(
    store: Any, open_again: OpenAgain, sharded: MakeSharded
) -> None:
    before_sharding = sharded(store, Shards())
    tables = [(await started_in(before_sharding, guild, 100 + n)).table
              for n, guild in enumerate((ON_SHARD_0, ON_SHARD_1, None))]
    for table in tables:  # each turn was pinged, then the table moved on: the ping is to be deleted
        await store.save_turn_ping(TurnPing(table.id, table.channel_id, 900 + table.id, table.version - 1))
    await before_sharding.stop()
    other_store = await open_again()
    try:
        first, second = sharded(store, SHARD_0), sharded(other_store, SHARD_1)
        first.nudges.pinger, second.nudges.pinger = Unpinged(), Unpinged()
        await first.start()
        await second.start()
        nudged = [(first.nudges.timers.pending(t.id) is not None, second.nudges.timers.pending(t.id) is not None)
                  for t in tables]
        assert nudged == [(True, False), (False, True), (True, False)]
        await first.nudges.stop()  # the deletions are done
        await second.nudges.stop()
        assert sorted(first.nudges.pinger.deleted) == [900 + tables[0].id, 900 + tables[2].id]
        assert second.nudges.pinger.deleted == [900 + tables[1].id]
        assert await store.turn_pings() == []
    finally:
        await other_store.close()


async def test_a_click_that_loses_a_race_with_another_process_is_refused_whole(
    store: Any, open_again: OpenAgain, sharded: MakeSharded, clock: FakeClock, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Shard 0's process has loaded the table and applied Hana's roll when another process (one still running an
    older shard layout) commits the same roll first: ours gets "the table moved on" and writes nothing, and its
    timer follows the turn the other process wrote."""
    owner = sharded(store, SHARD_0)
    started = await started_in(owner, ON_SHARD_0, 100)
    table_id = started.table.id
    other_store = await open_again()
    try:
        intruder = sharded(other_store, SHARD_1)
        theirs: list[Change] = []
        save = store.save_table

        async def save_once_the_other_has_committed(table: Table, *args: Any, **options: Any) -> Table:
            clock.advance(5)  # a moment later, so the other's turn has a later deadline than ours would have
            theirs.append(await intruder.act(table_id, HOST, 0, "roll"))
            return await save(table, *args, **options)

        monkeypatch.setattr(store, "save_table", save_once_the_other_has_committed)
        with pytest.raises(Refusal) as stale:
            await owner.act(table_id, HOST, 0, "roll")
        monkeypatch.undo()
        assert stale.value.key == "turn.stale"

        stored = await other_store.load_table(table_id)
        assert stored == theirs[0].table and stored.version == started.table.version + 1
        assert [a["action"] for a in await other_store.actions(table_id)] == ["start", "roll"]
        assert owner.timers.pending(table_id) == stored.deadline != started.table.deadline
        assert intruder.timers.pending(table_id) is None  # not its guild: it never times that table
        moved_on = await owner.act(table_id, BOB, 1, "roll")  # the owner plays on from the stored turn
        assert moved_on.table.version == stored.version + 1
    finally:
        await other_store.close()
