"""Stored deadlines read a page at a time: a restart with many live tables arms one page, not a timer per table,
and every stored deadline still fires, earliest first, with what changed since the start taking precedence.

The heap's tests read from a list standing in for the store (every deadline already due, so nothing waits on
real time); the service's tests run on both real stores with a small page.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable

import pytest

from data.store import Store, StoreUnavailable
from service import timers as timers_module
from service.nudges import nudge_time
from service.tables import TableService
from service.timers import Key, Timers
from tests.service.helpers import BOB, CARA, GUILD, HOST, eventually, listen, start_lcr
from tests.service.test_nudges import SETTLE, FakePinger

NOW = 1000.0
PAGE = 4


class StoredDeadlines:
    """Deadlines as a store keeps them, read by (deadline, table id) from a key on; how many each read got."""

    def __init__(self, deadlines: dict[int, float]) -> None:
        self.deadlines = deadlines
        self.pages: list[int] = []
        self.failures = 0  # reads still to fail, as a database restarting would

    async def __call__(self, after: Key | None, limit: int) -> list[tuple[int, float]]:
        if self.failures:
            self.failures -= 1
            raise StoreUnavailable("the database is restarting")
        keys = sorted((when, table_id) for table_id, when in self.deadlines.items())
        page = [(table_id, when) for when, table_id in keys if after is None or (when, table_id) > after][:limit]
        self.pages.append(len(page))
        return page


def paged_timers(stored: StoredDeadlines, fired: list[int], armed: list[int] | None = None) -> Timers:
    """Timers over ``stored`` recording the tables fired (and, in ``armed``, how many were in memory each time)."""

    async def fire(table_id: int) -> None:
        fired.append(table_id)
        if armed is not None:
            armed.append(timers.armed)

    timers = Timers(fire, lambda: NOW, stored, page=PAGE)
    return timers


async def test_stored_deadlines_fire_earliest_first_reading_a_page_at_a_time() -> None:
    # ties on the deadline are ordered by table id, also across a page's edge
    deadlines = {table_id: NOW - 100 + (table_id * 7) % 13 for table_id in range(1, 31)}
    stored, fired, armed = StoredDeadlines(deadlines), list[int](), list[int]()
    timers = paged_timers(stored, fired, armed)
    await timers.read_first_page()
    assert timers.armed == PAGE  # not 30
    timers.start()
    try:
        await eventually(lambda: len(fired) == len(deadlines))
    finally:
        await timers.stop()
    assert fired == sorted(deadlines, key=lambda table_id: (deadlines[table_id], table_id))
    assert stored.pages == [PAGE] * 7 + [2]  # read as the heap came to them, the last page short
    assert max(armed) < PAGE  # never more in memory than a page


async def test_a_deadline_set_since_the_start_waits_for_the_earlier_stored_ones() -> None:
    stored, fired = StoredDeadlines({table_id: NOW - 30 + table_id for table_id in range(1, 21)}), list[int]()
    timers = paged_timers(stored, fired)
    timers.schedule(99, NOW - 30 + 10.5)  # a click after the start, beyond the first page read
    timers.start()
    try:
        await eventually(lambda: len(fired) == 21)
    finally:
        await timers.stop()
    assert fired == [*range(1, 11), 99, *range(11, 21)]


async def test_a_change_since_the_start_wins_over_the_stored_deadline_not_read_yet() -> None:
    stored, fired = StoredDeadlines({table_id: NOW - 30 + table_id for table_id in range(1, 21)}), list[int]()
    timers = paged_timers(stored, fired)
    await timers.read_first_page()
    timers.cancel(15)  # the table ended: its stored deadline, read later, is not armed
    timers.schedule(12, NOW + 3600)  # moved on: its next deadline is far off
    timers.schedule(3, NOW - 5)  # moved on (already read): later than every stored one
    timers.start()
    try:
        await eventually(lambda: len(fired) == 18)
    finally:
        await timers.stop()
    assert fired == [1, 2, *range(4, 12), 13, 14, *range(16, 21), 3]
    assert timers.pending(12) == NOW + 3600


async def test_a_page_that_met_the_database_down_is_read_again(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(timers_module, "RETRY_SECONDS", 0.01)
    stored, fired = StoredDeadlines({table_id: NOW - 30 + table_id for table_id in range(1, 11)}), list[int]()
    stored.failures = 2
    timers = paged_timers(stored, fired)
    await timers.read_first_page()  # fails: the timer task reads it again
    assert timers.armed == 0
    timers.start()
    try:
        await eventually(lambda: len(fired) == 10)
    finally:
        await timers.stop()
    assert fired == list(range(1, 11))


async def test_a_restart_with_many_tables_arms_a_page_and_still_plays_and_pings_them_all(
    store: Store, open_again: Callable[[], Awaitable[Store]], make_service: Callable[[Store], TableService], clock,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(timers_module, "PAGE", PAGE)
    before = make_service(store)
    # opened at the same moment: every deadline and every nudge ties, so the pages' edges fall inside ties
    tables = [(await start_lcr(before, BOB, CARA, channel=700 + n)).table.id for n in range(3 * PAGE - 1)]
    await before.stop()
    await store.close()

    reopened = await open_again()
    after = make_service(reopened)
    after.nudges.pinger = pinger = FakePinger()
    heard = listen(after)
    reads: list[int] = []
    read = reopened.deadlines_after

    async def counted(*args: object) -> list[tuple[int, float]]:
        page = await read(*args)  # type: ignore[arg-type]
        reads.append(len(page))
        return page

    monkeypatch.setattr(reopened, "deadlines_after", counted)
    try:
        clock.advance(15)  # every turn is due its ping, no timeout yet
        await after.start()
        assert (after.timers.armed, after.nudges.timers.armed) == (PAGE, PAGE)  # not one per table
        await eventually(lambda: len(pinger.sent) == len(tables), within=SETTLE)
        assert sorted(nudge.table_id for nudge in pinger.sent) == tables
        clock.advance(45)  # every turn times out
        await after.timers.stop()  # the timer task sleeps in real time: started again, it sees the clock moved
        after.timers.start()
        await eventually(lambda: len(heard) == len(tables), within=SETTLE)
        assert sorted(change.table.id for change in heard) == tables
        assert all(change.events[0].type == "timeout" for change in heard)
        assert len(reads) >= 3 and max(reads) == PAGE  # a page at a time, as the heap came to them
    finally:
        await after.stop()
        await reopened.close()



async def test_the_store_pages_turns_by_the_nudge_time_the_service_pings_at(
    service: TableService, store: Store, clock
) -> None:
    """The store's query writes the nudge time out (for its index): it must be ``nudge_time``'s, timeouts whose
    quarter is under the minimum included; a computer's short turn and a turn past its deadline get none."""
    changes = []
    for channel, timeout in enumerate((15, 60, 3600, 39, 41)):
        table_id = (await service.open("lcr", GUILD, 900 + channel, HOST, {}, turn_timeout=timeout)).table.id
        for player in (BOB, CARA):
            await service.join(table_id, player)
        changes.append(await service.start_game(table_id, HOST))
        clock.advance(1)
    computer = await start_lcr(service, computers=2, channel=950)
    await service.act(computer.table.id, HOST, 0, "roll")  # a computer's turn: due in a second, never pinged
    clock.advance(15)  # the 15 s turn is over now
    expected = sorted(
        (nudge_time(c.table.updated_at, c.table.turn_timeout, c.table.deadline or 0.0), c.table.id)
        for c in changes[1:]
    )
    pages = [await store.nudges_after(clock(), None, 2)]
    while len(pages[-1]) == 2:
        table_id, when = pages[-1][-1]
        pages.append(await store.nudges_after(clock(), (when, table_id), 2))
    assert [(when, table_id) for page in pages for table_id, when in page] == expected
