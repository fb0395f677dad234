"""The instruments at their few places: a commit counted by outcome and timed (by either store), a timer's lateness
measured on the clock the timers use, the worker's unanswered jobs counted while they wait, a turn ping counted once
sent."""

from __future__ import annotations

import asyncio
from types import SimpleNamespace
from typing import Any, cast

import discord
import pytest
from prometheus_client import REGISTRY

from data.records import Table
from data.store import StaleWrite, Store, StoreUnavailable
from discord_side.nudges import TurnPinger
from ops.labels import Timer
from service.nudges import Nudge, Nudges
from service.timers import Timers
from service.workers import Workers


def value(name: str, **labels: str) -> float:
    return REGISTRY.get_sample_value(name, labels) or 0.0


def commits() -> dict[str, float]:
    return {outcome: value("pips_commits_total", outcome=outcome) for outcome in ("committed", "stale", "failed")}


@pytest.fixture(params=["sqlite", "postgres"])
def store_kind(request: pytest.FixtureRequest) -> str:
    return str(request.param)


async def saves(store: Store, monkeypatch: pytest.MonkeyPatch) -> None:
    """A save committed, a stale one, and one the database does not answer."""
    table = await store.create_table(Table(kind="lcr", guild_id=10, channel_id=100, host_id=1, seed="ab" * 32,
                                           options={}, created_at=1000.0, updated_at=1000.0))
    saved = await store.save_table(table.evolve(updated_at=1001.0))
    with pytest.raises(StaleWrite):
        await store.save_table(table.evolve(updated_at=1002.0))
    down = StoreUnavailable("down")

    async def acquire() -> None:
        raise OSError("refused")

    async def write_saves(batch: list[object]) -> None:
        raise down

    with monkeypatch.context() as down_for_one_save:  # undone at once: the store's own teardown closes its pool
        down_for_one_save.setattr(store, "_pool", SimpleNamespace(acquire=acquire), raising=False)  # PostgreSQL's
        down_for_one_save.setattr(store, "_write_saves", write_saves, raising=False)  # SQLite's
        with pytest.raises(StoreUnavailable):
            await store.save_table(saved, alone=True)


async def test_a_commit_is_counted_by_outcome_and_a_committed_one_timed(
    counting: None, store: Store, monkeypatch: pytest.MonkeyPatch
) -> None:
    before, timed = commits(), value("pips_commit_seconds_count")
    await saves(store, monkeypatch)
    after = commits()
    assert {outcome: after[outcome] - before[outcome] for outcome in before} == {
        "committed": 1, "stale": 1, "failed": 1,
    }
    assert value("pips_commit_seconds_count") - timed == 1


async def test_a_commit_is_not_counted_while_metrics_are_off(store: Store, monkeypatch: pytest.MonkeyPatch) -> None:
    before = commits()
    await saves(store, monkeypatch)
    assert commits() == before


async def test_a_timer_s_lateness_is_measured_on_its_own_clock(counting: None) -> None:
    now = [1_000.0]
    fired = asyncio.Event()

    async def fire(table_id: int) -> None:
        fired.set()

    timers = Timers(fire, lambda: now[0])
    count, total = value("pips_timer_lateness_seconds_count"), value("pips_timer_lateness_seconds_sum")
    timers.schedule(7, 999.75)  # due a quarter of a second ago, as after a busy moment
    timers.start()
    try:
        await asyncio.wait_for(fired.wait(), 10)
    finally:
        await timers.stop()
    assert value("pips_timer_lateness_seconds_count") - count == 1
    assert value("pips_timer_lateness_seconds_sum") - total == pytest.approx(0.25)


async def test_the_worker_s_unanswered_jobs_are_counted() -> None:
    workers = Workers(niceness=0)  # at the test's own priority: a loaded machine does not hold up its start-up
    try:
        await workers.ready()
        assert workers.unfinished == 0
        jobs = [asyncio.create_task(workers.run(sum, [n, 1])) for n in range(3)]
        await asyncio.sleep(0)  # (each job is sent)
        assert workers.unfinished == 3
        assert await asyncio.gather(*jobs) == [1, 2, 3]
        assert workers.unfinished == 0
    finally:
        workers.close()


class Channel:
    def __init__(self, refuse: bool) -> None:
        self.refuse = refuse

    async def send(self, content: str, **options: object) -> object:
        if self.refuse:
            raise discord.Forbidden(cast(Any, Response()), "Missing Access")
        return SimpleNamespace(id=99)


class Response:
    status = 403
    reason = "Forbidden"


class Client:
    def __init__(self) -> None:
        self.refuse = False

    def get_partial_messageable(self, channel_id: int, guild_id: int | None = None) -> Channel:
        return Channel(self.refuse)


async def test_a_turn_ping_is_counted_once_sent_and_not_when_discord_refuses_it(counting: None) -> None:
    client = Client()
    pinger = TurnPinger(client)  # type: ignore[arg-type]
    nudge = Nudge(table_id=1, guild_id=2, channel_id=3, table_message_id=4, user_id=5, kind="lcr", locale="en",
                  deadline=2_000_000_000.0)
    before = value("pips_turn_pings_sent_total")
    assert await pinger.ping(nudge) == 99
    client.refuse = True
    assert await pinger.ping(nudge) is None
    assert value("pips_turn_pings_sent_total") - before == 1


@pytest.mark.parametrize("timer", ["deadline", "turn_ping"])
async def test_a_timer_that_failed_and_is_armed_again_is_counted_as_retried(counting: None, timer: Timer) -> None:
    failed = asyncio.Event()

    async def fire(table_id: int) -> None:
        failed.set()
        raise StoreUnavailable("the database is restarting")

    timers = Timers(fire, lambda: 1_000.0, timer=timer)
    before = value("pips_timer_retries_total", timer=timer)
    timers.schedule(7, 999.0)
    timers.start()
    try:
        await asyncio.wait_for(failed.wait(), 10)
        for _ in range(100):  # (the retry is armed just after the firing fails)
            if timers.pending(7) is not None:
                break
            await asyncio.sleep(0.001)
    finally:
        await timers.stop()
    assert timers.pending(7) == 1_001.0  # armed again, a second later
    assert value("pips_timer_retries_total", timer=timer) - before == 1



async def test_a_turn_ping_that_failed_is_retried_under_its_own_timer(counting: None) -> None:
    async def load(table_id: int) -> object:
        raise StoreUnavailable("the database is restarting")

    async def nothing_stored(*args: object) -> list[tuple[int, float]]:
        return []

    store = SimpleNamespace(nudges_after=nothing_stored)
    nudges = Nudges(store, None, load, lambda: 1_000.0)  # type: ignore[arg-type]
    before = value("pips_timer_retries_total", timer="turn_ping")
    nudges.timers.schedule(7, 999.0)
    nudges.timers.start()
    try:
        for _ in range(1000):
            if nudges.timers.pending(7) == 1_001.0:  # fired, failed, and armed again a second later
                break
            await asyncio.sleep(0.001)
    finally:
        await nudges.stop()
    assert nudges.timers.pending(7) == 1_001.0
    assert value("pips_timer_retries_total", timer="turn_ping") - before == 1
