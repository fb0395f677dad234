"""Turn timers and computer seats: the timer heap on its own, then the service's deadlines on a real store.

The service runs on a fake clock that only moves when the test says so; real waits stay under a fifth of a second.
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import Callable

import pytest

from data.records import Status
from data.sqlite import SqliteStore
from rules.base import Event
from service.players import Player
from service.tables import Change, TableService
from service.timers import Timers

GUILD, CHANNEL = 10, 100
HOST = Player(1, "Hana")
BOB = Player(2, "Bob")
CARA = Player(3, "Cara")


async def eventually(done: Callable[[], bool], within: float = 1.0) -> None:
    """Let the event loop run until ``done()`` holds (the timer task works in the background)."""
    give_up = time.monotonic() + within
    while not done():
        assert time.monotonic() < give_up, "the timer did not fire in time"
        await asyncio.sleep(0.005)


async def start_lcr(service: TableService, *others: Player, computers: int = 0) -> Change:
    table_id = (await service.open("lcr", GUILD, CHANNEL, HOST, {})).table.id
    for player in others:
        await service.join(table_id, player)
    for _ in range(computers):
        await service.add_computer(table_id, HOST)
    return await service.start_game(table_id, HOST)


def listen(service: TableService) -> list[Change]:
    heard: list[Change] = []

    async def listener(change: Change) -> None:
        heard.append(change)

    service.listeners.append(listener)
    return heard


# --- the timer heap -------------------------------------------------------------


async def test_timers_fire_in_deadline_order_and_never_early() -> None:
    fired: list[tuple[int, float]] = []

    async def fire(table_id: int) -> None:
        fired.append((table_id, time.monotonic()))

    timers = Timers(fire, time.monotonic)
    now = time.monotonic()
    due = {3: now + 0.06, 1: now + 0.02, 2: now + 0.04}
    for table_id, when in due.items():
        timers.schedule(table_id, when)
    timers.start()
    try:
        await eventually(lambda: len(fired) == 3)
    finally:
        await timers.stop()
    assert [table_id for table_id, _ in fired] == [1, 2, 3]
    assert all(at >= due[table_id] for table_id, at in fired)


async def test_an_earlier_deadline_wakes_a_sleeping_timer() -> None:
    fired: list[int] = []

    async def fire(table_id: int) -> None:
        fired.append(table_id)

    timers = Timers(fire, time.monotonic)
    timers.schedule(1, time.monotonic() + 60)
    timers.start()
    try:
        await asyncio.sleep(0.01)  # the loop is now waiting for the 60 s deadline
        timers.schedule(2, time.monotonic() + 0.02)
        await eventually(lambda: fired == [2], within=0.2)
    finally:
        await timers.stop()


async def test_a_failing_table_does_not_stop_the_timers(caplog: pytest.LogCaptureFixture) -> None:
    fired: list[int] = []

    async def fire(table_id: int) -> None:
        if table_id == 1:
            raise RuntimeError("boom")
        fired.append(table_id)

    timers = Timers(fire, time.monotonic)
    timers.schedule(1, time.monotonic())
    timers.schedule(2, time.monotonic() + 0.02)
    timers.start()
    try:
        await eventually(lambda: fired == [2])
    finally:
        await timers.stop()
    assert "timer of table 1 failed" in caplog.text


async def test_stop_just_after_a_new_deadline_returns() -> None:
    """The bot shutting down right after a commit scheduled a timer (Python 3.11's wait_for lost that cancel)."""

    async def fire(table_id: int) -> None:
        raise AssertionError("nothing was due")

    timers = Timers(fire, time.monotonic)
    timers.schedule(1, time.monotonic() + 60)
    timers.start()
    await asyncio.sleep(0.01)  # the loop is now waiting for the 60 s deadline
    timers.schedule(2, time.monotonic() + 30)  # wakes the loop...
    await asyncio.wait_for(timers.stop(), timeout=1)  # ...as it is cancelled


async def test_stopped_timers_fire_nothing() -> None:
    fired: list[int] = []

    async def fire(table_id: int) -> None:
        fired.append(table_id)

    timers = Timers(fire, time.monotonic)
    timers.start()
    await timers.stop()
    timers.schedule(1, time.monotonic())
    await asyncio.sleep(0.05)
    assert fired == []


# --- turn timeouts -----------------------------------------------------------------


async def test_an_idle_players_turn_is_played_after_the_timeout(
    service: TableService, store: SqliteStore, clock
) -> None:
    heard = listen(service)
    started = await start_lcr(service, BOB, CARA)
    table_id = started.table.id
    assert started.table.deadline == clock() + 60

    clock.advance(59)
    await service._on_deadline(table_id)  # as the timer would, a second early: nothing is due
    assert heard == []
    assert await store.load_table(table_id) == started.table

    clock.advance(1)
    await service._on_deadline(table_id)
    assert len(heard) == 1
    played = heard[0]
    assert played.events[0] == Event("timeout", 0)
    assert [e.type for e in played.events] == ["timeout", "roll"]
    assert played.events[1].player == 0
    assert played.game is not None and (played.game.step, played.game.current_player) == (1, 1)
    assert played.table == await store.load_table(table_id)
    assert played.table.deadline == clock() + 60  # Bob's turn starts its own timeout
    last = (await store.actions(table_id))[-1]
    assert (last["user_id"], last["action"]) == (None, "roll")
    assert last["events"] == [e.to_dict() for e in played.events]


async def test_a_computer_seat_plays_after_the_computer_delay(
    service: TableService, store: SqliteStore, clock
) -> None:
    heard = listen(service)
    await service.start()
    started = await start_lcr(service, computers=2)
    rolled = await service.act(started.table.id, HOST, 0, "roll")
    assert rolled.table.deadline == clock() + service.computer_delay

    await asyncio.sleep(0.1)  # real time passes, the table's clock does not: the computer waits
    assert heard == []

    clock.advance(service.computer_delay)
    await eventually(lambda: len(heard) == 1)
    played = heard[0]
    assert [(e.type, e.player) for e in played.events] == [("roll", 1)]  # no "timeout" for a computer
    assert played.game is not None and played.game.step == 2
    assert played.table == await store.load_table(started.table.id)
    assert played.table.version == rolled.table.version + 1
    assert (await store.actions(started.table.id))[-1]["action"] == "roll"


async def test_a_stale_timer_does_nothing(service: TableService, store: SqliteStore, clock) -> None:
    heard = listen(service)
    started = await start_lcr(service, BOB, CARA)
    clock.advance(30)
    moved_on = await service.act(started.table.id, HOST, 0, "roll")  # Hana acts in time
    clock.advance(31)  # Hana's old deadline has passed, Bob's has not
    await service._on_deadline(started.table.id)
    assert heard == []
    assert await store.load_table(started.table.id) == moved_on.table


async def test_a_cancelled_game_ignores_its_pending_timer(service: TableService, store: SqliteStore, clock) -> None:
    heard = listen(service)
    started = await start_lcr(service, computers=2)
    await service.act(started.table.id, HOST, 0, "roll")  # a computer's timer is now pending
    cancelled = await service.cancel(started.table.id, HOST)
    clock.advance(3600)
    await service._on_deadline(started.table.id)
    assert heard == []
    assert await store.load_table(started.table.id) == cancelled.table


async def test_a_failing_listener_does_not_stop_the_others(service: TableService, clock) -> None:
    async def broken(change: Change) -> None:
        raise RuntimeError("the channel is gone")

    service.listeners.append(broken)
    heard = listen(service)
    started = await start_lcr(service, BOB, CARA)
    clock.advance(60)
    await service._on_deadline(started.table.id)
    assert len(heard) == 1


async def test_start_rearms_deadlines_after_a_restart(store: SqliteStore, db_path, make_service, clock) -> None:
    before = make_service(store)
    started = await start_lcr(before, BOB, CARA)
    finished = await start_lcr_elsewhere_and_end_it(before)
    await store.close()  # the bot goes down with Hana's timer pending

    reopened = await SqliteStore.open(db_path)
    try:
        after = make_service(reopened)
        heard = listen(after)
        clock.advance(120)  # the bot was down past Hana's deadline
        await after.start()
        await eventually(lambda: len(heard) == 1)
        played = heard[0]
        assert played.table.id == started.table.id
        assert [e.type for e in played.events] == ["timeout", "roll"]
        assert played.table == await reopened.load_table(started.table.id)
        assert await reopened.load_table(finished.table.id) == finished.table
    finally:
        await after.stop()
        await reopened.close()


async def start_lcr_elsewhere_and_end_it(service: TableService) -> Change:
    """A cancelled game in another channel: its old deadline must not come back after a restart."""
    table_id = (await service.open("lcr", GUILD, CHANNEL + 1, BOB, {})).table.id
    await service.join(table_id, HOST)
    await service.join(table_id, CARA)
    await service.start_game(table_id, BOB)
    cancelled = await service.cancel(table_id, BOB)
    assert cancelled.table.status is Status.CANCELLED
    return cancelled
