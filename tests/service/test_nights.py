"""Scheduled nights on the table service and a real store, with a Discord side that only records what it is
asked, on a clock the test moves (the night's timer is fired as its task would fire it)."""

from __future__ import annotations

from collections.abc import AsyncIterator, Sequence
from dataclasses import dataclass, field

import pytest

from data.nights import Answer, Night
from data.records import Status
from data.store import Store
from service.errors import Refusal
from service.nights import BUSY_RETRY, REMIND_BEFORE, START_GRACE, WATCH_EVERY, EventStatus, Nights
from service.players import Player
from service.tables import Change, TableService
from tests.conftest import FakeClock
from tests.service.helpers import BOB, CARA, CHANNEL, GUILD, HOST, MODERATOR, STRANGER, eventually

HERE = Player(HOST.user_id, HOST.name, channel_id=CHANNEL)
DAN = Player(4, "Dan")
EVE = Player(5, "Eve")


@dataclass
class Door:
    """The Discord side as a record of what the nights asked of it."""

    interested_users: list[Player] | None = field(default_factory=list)
    said: list[tuple[str, int, object]] = field(default_factory=list)
    tables: list[Change] = field(default_factory=list)
    left_out: list[Answer] = field(default_factory=list)

    async def remind(self, night: Night) -> None:
        self.said.append(("remind", night.id, None))

    async def interested(self, night: Night) -> list[Player] | None:
        return self.interested_users

    async def opened(self, night: Night, change: Change, left_out: Sequence[Answer]) -> None:
        self.tables.append(change)
        self.left_out.extend(left_out)
        self.said.append(("opened", night.id, change.table.id))

    async def tell(self, night: Night, key: str) -> None:
        self.said.append(("tell", night.id, key))

    async def redraw(self, night: Night) -> None:
        self.said.append(("redraw", night.id, night.status))

    async def event(self, night: Night, status: EventStatus) -> None:
        self.said.append(("event", night.id, status))

    async def announce(self, night: Night, previous: Night) -> None:
        self.said.append(("announce", night.id, previous.id))


@pytest.fixture
async def nights(store: Store, service: TableService, clock: FakeClock) -> AsyncIterator[Nights]:
    made = Nights(store, service, clock)
    made.door = Door()
    yield made
    await made.stop()


def door_of(nights: Nights) -> Door:
    assert isinstance(nights.door, Door)
    return nights.door


async def test_a_night_is_stored_and_armed_for_its_reminder(nights: Nights, store: Store, clock: FakeClock) -> None:
    night = await nights.schedule(HERE, GUILD, "lcr", "in 2h", "weekly", " snacks ")
    assert (night.starts_at, night.repeat, night.note) == (clock() + 7200, "weekly", "snacks")
    assert night.status == "scheduled"
    assert await store.load_night(night.id) == night
    assert nights.timers.pending(night.id) == night.starts_at - REMIND_BEFORE
    soon = await nights.schedule(HERE, GUILD, "lcr", "in 5 minutes")
    assert nights.timers.pending(soon.id) == soon.starts_at  # too soon for a reminder
    assert [n.id for n in await nights.scheduled(GUILD)] == [soon.id, night.id]


@pytest.mark.parametrize(("when", "key"), [
    ("yesterday", "night.when.unreadable"), ("<t:1000000000>", "night.when.past"), ("in 90 days", "night.when.far"),
])
async def test_a_bad_when_is_refused_and_nothing_is_stored(nights: Nights, when: str, key: str) -> None:
    with pytest.raises(Refusal) as refused:
        await nights.schedule(HERE, GUILD, "lcr", when)
    assert refused.value.key == key
    assert await nights.scheduled(GUILD) == []


async def test_answers_replace_each_other_and_the_host_stays(nights: Nights) -> None:
    night = await nights.schedule(HERE, GUILD, "lcr", "in 1h")
    await nights.answer(night.id, BOB, True)
    await nights.answer(night.id, CARA, True)
    night = await nights.answer(night.id, BOB, False)
    assert [(a.user_id, a.coming) for a in night.answers] == [(CARA.user_id, True), (BOB.user_id, False)]
    assert [a.user_id for a in night.coming] == [HOST.user_id, CARA.user_id]
    with pytest.raises(Refusal, match=r"night\.host_stays"):
        await nights.answer(night.id, HOST, False)
    with pytest.raises(Refusal, match=r"night\.unknown"):  # a click claiming another channel
        await nights.answer(night.id, Player(BOB.user_id, "Bob", channel_id=CHANNEL + 1), True)


async def test_only_the_host_or_a_manager_cancels_and_then_nothing_more_is_taken(nights: Nights) -> None:
    night = await nights.schedule(HERE, GUILD, "lcr", "in 1h")
    with pytest.raises(Refusal, match=r"night\.host_only"):
        await nights.cancel(night.id, STRANGER, GUILD)
    with pytest.raises(Refusal, match=r"night\.unknown"):
        await nights.cancel(night.id, MODERATOR, GUILD + 1)
    cancelled = await nights.cancel(night.id, MODERATOR, GUILD)
    assert cancelled.status == "cancelled" and nights.timers.pending(night.id) is None
    with pytest.raises(Refusal, match=r"night\.over"):
        await nights.answer(night.id, BOB, True)
    assert await nights.scheduled(GUILD) == []


async def test_the_reminder_then_the_start_seats_everyone_coming(
    nights: Nights, store: Store, service: TableService, clock: FakeClock,
) -> None:
    night = await nights.schedule(HERE, GUILD, "lcr", "in 1h")
    await nights.placed(night.id, message_id=700, event_id=900)
    for player, coming in ((BOB, True), (CARA, True), (DAN, False)):
        await nights.answer(night.id, player, coming)
    door = door_of(nights)
    door.interested_users = [EVE, DAN, BOB]  # Dan said Can't come: the event's list does not seat him

    clock.advance(3600 - REMIND_BEFORE - 1)
    await nights.on_due(night.id)  # a second early: nothing
    assert door.said == []
    clock.advance(1)
    await nights.on_due(night.id)
    assert door.said == [("remind", night.id, None)]
    assert nights.timers.pending(night.id) == night.starts_at
    await nights.on_due(night.id)  # the reminder goes out once
    assert len(door.said) == 1

    clock.advance(REMIND_BEFORE)
    await nights.on_due(night.id)
    (change,) = door.tables
    assert change.table.status is Status.LOBBY and change.table.host_id == HOST.user_id
    assert [seat.user_id for seat in change.table.seats] == [HOST.user_id, BOB.user_id, CARA.user_id, EVE.user_id]
    assert (await service.live_in_channel(CHANNEL)).table.id == change.table.id
    started = await store.load_night(night.id)
    assert started is not None and (started.status, started.table_id) == ("started", change.table.id)
    assert door.said[1:] == [("opened", night.id, change.table.id), ("redraw", night.id, "started"),
                             ("event", night.id, "active")]

    clock.advance(WATCH_EVERY)
    await nights.on_due(night.id)  # the game is still on: looked at again later
    assert nights.timers.pending(night.id) == clock() + WATCH_EVERY
    await service.cancel(change.table.id, HOST)
    assert nights.timers.pending(night.id) == clock()  # its table ended: looked at now, not at the next look
    await nights.on_due(night.id)
    assert door.said[-1] == ("event", night.id, "completed")
    done = await store.load_night(night.id)
    assert done is not None and done.status == "done"


async def test_a_table_still_open_is_waited_for_then_the_night_gives_up(
    nights: Nights, store: Store, service: TableService, clock: FakeClock,
) -> None:
    night = await nights.schedule(HERE, GUILD, "lcr", "in 5 minutes", "weekly")
    await nights.placed(night.id, event_id=900)
    await service.open("lcr", GUILD, CHANNEL, BOB, {})
    clock.advance(300)
    await nights.on_due(night.id)
    waiting = await store.load_night(night.id)
    assert waiting is not None and waiting.waiting and waiting.status == "scheduled"
    assert nights.timers.pending(night.id) == clock() + BUSY_RETRY
    clock.advance(START_GRACE)
    await nights.on_due(night.id)
    door = door_of(nights)
    assert door.said[:3] == [("tell", night.id, "night.busy"), ("redraw", night.id, "failed"),
                             ("event", night.id, "cancelled")]
    (following,) = await nights.scheduled(GUILD)
    assert following.starts_at == night.starts_at + 7 * 86400 and following.answers == ()
    assert door.said[3] == ("announce", following.id, night.id)


async def test_after_a_restart_a_start_missed_briefly_opens_and_a_long_miss_is_told(
    store: Store, service: TableService, clock: FakeClock,
) -> None:
    first = Nights(store, service, clock)
    elsewhere = Player(HOST.user_id, HOST.name, channel_id=CHANNEL + 1)
    long = await first.schedule(elsewhere, GUILD, "lcr", "in 5 minutes")
    clock.advance(1)
    brief = await first.schedule(HERE, GUILD, "lcr", "in 5 minutes")
    clock.advance(300 + START_GRACE - 1)  # the bot was down meanwhile: the first is 15 minutes late now
    restarted = Nights(store, service, clock)
    restarted.door = door = Door()
    await restarted.start()  # both are due at once
    try:
        await eventually(lambda: len(door.said) == 4)
        assert sorted(door.said, key=str) == sorted([
            ("opened", brief.id, door.tables[0].table.id), ("redraw", brief.id, "done"),
            ("tell", long.id, "night.missed"), ("redraw", long.id, "missed"),
        ], key=str)
        assert door.tables[0].table.channel_id == CHANNEL
    finally:
        await restarted.stop()


async def test_a_deleted_event_calls_the_night_off(nights: Nights, store: Store, clock: FakeClock) -> None:
    gone = await nights.schedule(HERE, GUILD, "lcr", "in 5 minutes")
    await nights.placed(gone.id, event_id=901)
    await nights.event_deleted(901)
    door = door_of(nights)
    assert door.said == [("tell", gone.id, "night.event_deleted"), ("redraw", gone.id, "cancelled")]
    found_missing = await nights.schedule(HERE, GUILD, "lcr", "in 5 minutes")
    await nights.placed(found_missing.id, event_id=902)
    door.interested_users = None  # deleted while the bot did not hear of it
    clock.advance(300)
    await nights.on_due(found_missing.id)
    assert door.said[2:] == [("tell", found_missing.id, "night.event_deleted"),
                             ("redraw", found_missing.id, "cancelled")]
    assert door.tables == []
