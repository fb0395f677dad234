"""Turn pings: when a person's turn is pinged, that it is pinged once, and that the ping goes when the turn moves on.

The service runs on the fake clock; a nudge is fired by calling the timers' callback (``on_due``), as they would.
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import Awaitable, Callable

import pytest

from data.store import Store, TurnPing
from service.nudges import PINGS_AT_ONCE, Nudge, nudge_time
from service.tables import TableService
from tests.service.helpers import BOB, CARA, GUILD, HOST, current, eventually, start_lcr

SETTLE = 30.0  # seconds a background step may take on a busy machine (only a failure waits that long)


class FakePinger:
    """Records the pings sent and deleted; `hold` makes the next send wait until released."""

    def __init__(self) -> None:
        self.sent: list[Nudge] = []
        self.deleted: list[tuple[int, int]] = []
        self.hold: asyncio.Event | None = None
        self.sending = asyncio.Event()
        self.in_flight: set[int] = set()  # tables whose ping is being sent

    async def ping(self, nudge: Nudge) -> int | None:
        self.sending.set()
        self.in_flight.add(nudge.table_id)
        if self.hold is not None:
            await self.hold.wait()
        self.in_flight.discard(nudge.table_id)
        self.sent.append(nudge)
        return 1000 + len(self.sent)

    async def unping(self, channel_id: int, message_id: int) -> None:
        self.deleted.append((channel_id, message_id))


async def stored_pings_become(store: Store, expected: list[TurnPing]) -> None:
    """Wait until the store holds these pings: a ping taken away is deleted from it in the background."""
    give_up = time.monotonic() + SETTLE
    while (stored := await store.turn_pings()) != expected:
        assert time.monotonic() < give_up, f"the stored pings stayed {stored}"
        await asyncio.sleep(0.005)


@pytest.fixture
def pinger(service: TableService) -> FakePinger:
    service.nudges.pinger = made = FakePinger()
    return made


def test_a_nudge_is_due_a_quarter_of_the_timeout_in_and_at_least_ten_seconds() -> None:
    assert nudge_time(100.0, 60, 160.0) == 115.0
    assert nudge_time(100.0, 120, 220.0) == 130.0
    assert nudge_time(100.0, 15, 115.0) == 110.0  # a quarter would be 3.75 s: ten at least
    assert nudge_time(100.0, 60, 101.0) is None  # a computer seat's moment: it plays before


async def test_a_waiting_player_is_pinged_once_and_the_ping_goes_when_they_move(
    service: TableService, store: Store, pinger: FakePinger, clock
) -> None:
    started = await start_lcr(service, BOB, CARA)
    table_id = started.table.id
    assert service.nudges.timers.pending(table_id) == clock() + 15

    clock.advance(14)
    await service.nudges.on_due(table_id)  # early: nothing yet
    assert pinger.sent == []
    clock.advance(1)
    await service.nudges.on_due(table_id)
    await service.nudges.on_due(table_id)  # a second wake-up for the same turn pings nobody again
    assert [(n.user_id, n.channel_id, n.kind, n.deadline) for n in pinger.sent] == [
        (HOST.user_id, started.table.channel_id, "lcr", started.table.deadline)
    ]
    assert await store.turn_pings() == [TurnPing(table_id, started.table.channel_id, 1001, started.table.version)]

    moved = await service.act(table_id, HOST, 0, "roll")
    await eventually(lambda: pinger.deleted == [(started.table.channel_id, 1001)], within=SETTLE)
    await stored_pings_become(store, [])
    assert service.nudges.timers.pending(table_id) == moved.table.updated_at + 15  # Bob's turn gets its own


async def test_quick_moves_ping_nobody(service: TableService, pinger: FakePinger, clock) -> None:
    started = await start_lcr(service, BOB, CARA)
    clock.advance(14)
    await service.act(started.table.id, HOST, 0, "roll")
    clock.advance(2)  # Hana's nudge time has passed, but Bob has had his turn for 2 s only
    await service.nudges.on_due(started.table.id)
    assert pinger.sent == []


async def test_a_server_with_pings_off_gets_none(service: TableService, pinger: FakePinger, clock) -> None:
    await service.settings.set_pings(GUILD, False)
    started = await start_lcr(service, BOB, CARA)
    clock.advance(15)
    await service.nudges.on_due(started.table.id)
    assert pinger.sent == []


async def test_a_computer_seat_is_never_pinged(service: TableService, pinger: FakePinger, clock) -> None:
    started = await start_lcr(service, computers=2)
    rolled = await service.act(started.table.id, HOST, 0, "roll")  # a computer is to move, a moment later
    assert service.nudges.timers.pending(rolled.table.id) is None
    service.computer_delay = 60.0  # a bot set to make its computers wait as long as a person's turn
    slow = await start_lcr(service, computers=2, channel=started.table.channel_id + 1)
    await service.act(slow.table.id, HOST, 0, "roll")
    clock.advance(15)
    await service.nudges.on_due(rolled.table.id)
    await service.nudges.on_due(slow.table.id)
    assert pinger.sent == []


async def test_a_timeout_takes_the_ping_away(service: TableService, pinger: FakePinger, clock) -> None:
    started = await start_lcr(service, BOB, CARA)
    clock.advance(15)
    await service.nudges.on_due(started.table.id)
    clock.advance(45)
    await service.on_deadline(started.table.id)  # Hana is played for
    await eventually(lambda: pinger.deleted == [(started.table.channel_id, 1001)], within=SETTLE)


async def test_opening_a_move_menu_takes_the_ping_away(service: TableService, pinger: FakePinger, clock) -> None:
    started = await start_lcr(service, BOB, CARA)
    clock.advance(15)
    await service.nudges.on_due(started.table.id)
    await service.my_turn(started.table.id, HOST, 0)
    await eventually(lambda: pinger.deleted == [(started.table.channel_id, 1001)], within=SETTLE)


async def test_two_moves_in_a_row_take_the_ping_away_once(
    service: TableService, store: Store, pinger: FakePinger, clock
) -> None:
    started = await start_lcr(service, BOB, CARA)
    clock.advance(15)
    await service.nudges.on_due(started.table.id)
    rolled = await service.act(started.table.id, HOST, 0, "roll")
    player, step = current(rolled)
    await service.act(started.table.id, player, step, "roll")  # its withdrawal finds the ping taken already
    await eventually(lambda: bool(pinger.deleted), within=SETTLE)
    await stored_pings_become(store, [])
    assert pinger.deleted == [(started.table.channel_id, 1001)]


async def test_a_move_while_the_ping_is_being_sent_still_takes_it_away(
    service: TableService, pinger: FakePinger, clock
) -> None:
    started = await start_lcr(service, BOB, CARA)
    clock.advance(15)
    pinger.hold = asyncio.Event()
    sending = asyncio.create_task(service.nudges.on_due(started.table.id))
    await pinger.sending.wait()
    await service.act(started.table.id, HOST, 0, "roll")  # committed while the ping is on its way
    pinger.hold.set()
    await sending
    await eventually(lambda: pinger.deleted == [(started.table.channel_id, 1001)], within=SETTLE)


async def test_a_ping_sent_before_a_restart_is_deleted_after_it(
    store: Store, open_again: Callable[[], Awaitable[Store]], make_service: Callable[[Store], TableService], clock
) -> None:
    before = make_service(store)
    before.nudges.pinger = FakePinger()
    started = await start_lcr(before, BOB, CARA)
    moved_on = await start_lcr(before, BOB, CARA, channel=started.table.channel_id + 1)
    clock.advance(15)
    await before.nudges.on_due(started.table.id)
    # a crash after a commit, before its ping was deleted: the stored ping names an older turn
    stale = TurnPing(moved_on.table.id, moved_on.table.channel_id, 999, moved_on.table.version - 1)
    await store.save_turn_ping(stale)
    await before.stop()
    await store.close()

    reopened = await open_again()
    after = make_service(reopened)
    after.nudges.pinger = pinger = FakePinger()
    try:
        await after.start()
        await eventually(lambda: pinger.deleted == [(moved_on.table.channel_id, 999)], within=SETTLE)
        # both nudges were due at the restart: the turn pinged before is not pinged again, the other one is
        await eventually(lambda: len(pinger.sent) == 1, within=SETTLE)
        await after.nudges.on_due(started.table.id)
        assert [nudge.table_id for nudge in pinger.sent] == [moved_on.table.id]
        await after.act(started.table.id, HOST, 0, "roll")
        await eventually(lambda: (started.table.channel_id, 1001) in pinger.deleted, within=SETTLE)
        waiting = moved_on.table
        await stored_pings_become(reopened, [TurnPing(waiting.id, waiting.channel_id, 1001, waiting.version)])
    finally:
        await after.stop()
        await reopened.close()


async def test_a_restart_arms_the_nudges_still_to_come(
    store: Store, open_again: Callable[[], Awaitable[Store]], make_service: Callable[[Store], TableService], clock
) -> None:
    before = make_service(store)
    started = await start_lcr(before, BOB, CARA)
    await store.close()
    reopened = await open_again()
    after = make_service(reopened)
    try:
        await after.start()
        assert after.nudges.timers.pending(started.table.id) == started.table.updated_at + 15
    finally:
        await after.stop()
        await reopened.close()


async def test_a_burst_of_due_nudges_sends_only_a_few_pings_at_once(
    service: TableService, pinger: FakePinger, clock
) -> None:
    tables = [(await start_lcr(service, BOB, CARA, channel=500 + n)).table.id for n in range(PINGS_AT_ONCE + 3)]
    clock.advance(15)
    pinger.hold = asyncio.Event()  # every send waits: the ones in flight pile up
    fired = [asyncio.create_task(service.nudges.on_due(table_id)) for table_id in tables]
    await eventually(lambda: len(pinger.in_flight) == PINGS_AT_ONCE, within=SETTLE)
    await asyncio.sleep(0.05)  # room for any send beyond the limit to start (none may)
    assert len(pinger.in_flight) == PINGS_AT_ONCE
    pinger.hold.set()
    await asyncio.gather(*fired)
    assert len(pinger.sent) == len(tables)
