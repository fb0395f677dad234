"""Turn timers and computer seats: the timer heap on its own, then the service's deadlines on a real store.

The service runs on a fake clock that only moves when the test says so; real waits stay under a fifth of a second.
"""

from __future__ import annotations

import asyncio
import time
import tracemalloc

import pytest

from data.records import Status
from data.sqlite import SqliteStore
from rules.base import Event
from service.tables import AGAIN_WINDOW, Change, TableService
from service.timers import COMPACT_SLACK, Timers
from tests.service.helpers import BOB, CARA, CHANNEL, GUILD, HOST, current, eventually, listen, start_lcr
from tests.stored_events import stored_event


def ev(type: str, player: int | None = None, data: dict | None = None) -> Event:
    """An LCR event as the log stores it."""
    return stored_event("lcr", type, player, data)

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
        await eventually(lambda: fired == [2], within=30)  # long before the 60 s deadline would have woken it
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


async def test_a_rescheduled_table_fires_once_at_its_last_deadline() -> None:
    fired: list[tuple[int, float]] = []

    async def fire(table_id: int) -> None:
        fired.append((table_id, time.monotonic()))

    timers = Timers(fire, time.monotonic)
    now = time.monotonic()
    for delay in (0.01, 0.03, 0.02):  # each commit moves the table's deadline
        timers.schedule(1, now + delay)
    timers.schedule(2, now + 0.04)  # fires after every entry of table 1 has come up
    timers.start()
    try:
        await eventually(lambda: any(table_id == 2 for table_id, _ in fired))
    finally:
        await timers.stop()
    assert [table_id for table_id, _ in fired] == [1, 2]
    assert fired[0][1] >= now + 0.02


async def test_a_cancelled_deadline_never_fires() -> None:
    fired: list[int] = []

    async def fire(table_id: int) -> None:
        fired.append(table_id)

    timers = Timers(fire, time.monotonic)
    now = time.monotonic()
    timers.schedule(1, now + 0.01)
    timers.schedule(2, now + 0.03)
    timers.cancel(1)  # the table ended
    assert timers.pending(1) is None
    timers.start()
    try:
        await eventually(lambda: fired == [2])
    finally:
        await timers.stop()
    assert fired == [2]


async def test_rescheduling_a_table_again_and_again_keeps_the_heap_small() -> None:
    async def fire(table_id: int) -> None:
        raise AssertionError("nothing is due")

    timers = Timers(fire, time.monotonic)
    later = time.monotonic() + 3600
    tracemalloc.start()
    try:
        for table_id in (1, 2):
            for commit in range(1000):
                timers.schedule(table_id, later + commit)
        held, _ = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    assert (timers.pending(1), timers.pending(2)) == (later + 999, later + 999)
    # a replaced deadline is about 100 bytes: 2,000 of them kept would be ~200 kB
    assert held < (2 * 2 + COMPACT_SLACK) * 100 + 10_000  # not one entry per commit


async def test_a_table_moved_on_by_many_commits_wakes_once_with_its_stored_deadline_read_again(clock) -> None:
    """Each commit replaces the table's deadline (and stores it): the replaced ones, and the stored one a start
    reads again, wake nothing."""
    fired: list[int] = []

    async def fire(table_id: int) -> None:
        fired.append(table_id)

    stored: list[tuple[int, float]] = []

    async def source(after: tuple[float, int] | None, limit: int) -> list[tuple[int, float]]:
        return stored if after is None else []

    timers = Timers(fire, clock, source)
    for _ in range(6):
        clock.advance(1)
        timers.schedule(1, clock() + 60)
        stored[:] = [(1, clock() + 60)]
    clock.advance(60)  # every deadline the table ever had has passed
    await timers.read_first_page()
    timers.start()
    try:
        await eventually(lambda: fired == [1])
        await eventually(lambda: timers.armed == 0 and not timers.firing)
        await asyncio.sleep(0.05)  # room for any other wake-up to come (none may)
    finally:
        await timers.stop()
    assert fired == [1]


# --- turn timeouts -----------------------------------------------------------------


async def test_an_idle_players_turn_is_played_after_the_timeout(
    service: TableService, store: SqliteStore, clock
) -> None:
    heard = listen(service)
    started = await start_lcr(service, BOB, CARA)
    table_id = started.table.id
    assert started.table.deadline == clock() + 60

    clock.advance(59)
    await service.on_deadline(table_id)  # as the timer would, a second early: nothing is due
    assert heard == []
    assert await store.load_table(table_id) == started.table

    clock.advance(1)
    await service.on_deadline(table_id)
    assert len(heard) == 1
    played = heard[0]
    assert played.events[0] == ev("timeout", 0)
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
    await service.on_deadline(started.table.id)
    assert heard == []
    assert await store.load_table(started.table.id) == moved_on.table


async def test_a_cancelled_game_ignores_its_pending_timer(service: TableService, store: SqliteStore, clock) -> None:
    heard = listen(service)
    started = await start_lcr(service, computers=2)
    await service.act(started.table.id, HOST, 0, "roll")  # a computer's timer is now pending
    cancelled = await service.cancel(started.table.id, HOST)
    clock.advance(3600)
    await service.on_deadline(started.table.id)
    assert heard == []
    assert await store.load_table(started.table.id) == cancelled.table


async def test_a_failing_listener_does_not_stop_the_others(service: TableService, clock) -> None:
    async def broken(change: Change) -> None:
        raise RuntimeError("the channel is gone")

    service.listeners.append(broken)
    heard = listen(service)
    started = await start_lcr(service, BOB, CARA)
    clock.advance(60)
    await service.on_deadline(started.table.id)
    assert len(heard) == 1


async def test_many_commits_on_a_table_play_its_timeout_once(service: TableService, clock) -> None:
    change = await start_lcr(service, BOB, CARA)
    table_id = change.table.id
    for _ in range(6):
        clock.advance(1)  # each click gives the table a later deadline
        player, step = current(change)
        change = await service.act(table_id, player, step, "roll")

    heard = listen(service)
    clock.advance(60)  # every deadline the table ever had has passed
    await service.start()  # and start() re-arms the stored one once more
    await eventually(lambda: len(heard) == 1)
    await eventually(lambda: not service.timers.firing)  # every wake-up that came up has run
    assert len(heard) == 1 and [e.type for e in heard[0].events] == ["timeout", "roll"]
    assert service.timers.pending(table_id) == heard[0].table.deadline


async def test_a_table_with_no_deadline_left_has_no_timer(service: TableService) -> None:
    """No timer once cancelled; once finished, only the one that ends its Play again (tests/service/test_again)."""
    cancelled = await start_lcr(service, BOB, CARA)
    assert service.timers.pending(cancelled.table.id) == cancelled.table.deadline
    await service.cancel(cancelled.table.id, HOST)
    assert service.timers.pending(cancelled.table.id) is None

    finished = await start_lcr(service, BOB, CARA, channel=CHANNEL + 1)
    await service.forfeit_in_channel(CHANNEL + 1, BOB)
    ended = await service.forfeit_in_channel(CHANNEL + 1, CARA)
    assert ended.table.status is Status.FINISHED
    assert service.timers.pending(finished.table.id) == ended.table.updated_at + AGAIN_WINDOW


async def test_start_rearms_deadlines_after_a_restart(store: SqliteStore, open_again, make_service, clock) -> None:
    before = make_service(store)
    started = await start_lcr(before, BOB, CARA)
    finished = await start_lcr_elsewhere_and_end_it(before)
    await store.close()  # the bot goes down with Hana's timer pending

    reopened = await open_again()
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
