"""The instruments at their few places: a commit counted by outcome and timed, a timer's lateness measured on the
clock the timers use, the worker's unanswered jobs counted while they wait."""

from __future__ import annotations

import asyncio

import pytest
from prometheus_client import REGISTRY

from data.store import StaleWrite, StoreUnavailable
from ops.metrics import timed_commit
from service.timers import Timers
from service.workers import Workers


def value(name: str, **labels: str) -> float:
    return REGISTRY.get_sample_value(name, labels) or 0.0


def commits() -> dict[str, float]:
    return {outcome: value("pips_commits_total", outcome=outcome) for outcome in ("committed", "stale", "failed")}


async def test_a_commit_is_counted_by_outcome_and_a_committed_one_timed() -> None:
    async def commit(error: Exception | None) -> str:
        if error is not None:
            raise error
        return "saved"

    before, timed = commits(), value("pips_commit_seconds_count")
    assert await timed_commit(commit(None)) == "saved"
    with pytest.raises(StaleWrite):
        await timed_commit(commit(StaleWrite()))
    with pytest.raises(StoreUnavailable):
        await timed_commit(commit(StoreUnavailable("down")))
    after = commits()
    assert {outcome: after[outcome] - before[outcome] for outcome in before} == {
        "committed": 1, "stale": 1, "failed": 1,
    }
    assert value("pips_commit_seconds_count") - timed == 1


async def test_a_timer_s_lateness_is_measured_on_its_own_clock() -> None:
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
    workers = Workers()
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
