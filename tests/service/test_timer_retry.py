"""A deadline whose firing fails (PostgreSQL restarting, Discord failing, a bug) is tried again a moment later,
sooner at first and then at a bounded interval, so a computer seat or a turn timeout is never lost with it."""

from __future__ import annotations

import time

import pytest

from data.store import StoreUnavailable
from service import timers as timers_module
from service.timers import Timers
from tests.service.helpers import eventually


async def test_a_deadline_that_found_the_database_down_fires_again(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(timers_module, "RETRY_SECONDS", 0.02)
    calls: list[float] = []

    async def fire(table_id: int) -> None:
        calls.append(time.monotonic())
        if len(calls) == 1:
            raise StoreUnavailable("the database is restarting")

    timers = Timers(fire, time.monotonic)
    timers.schedule(1, time.monotonic())
    timers.start()
    try:
        await eventually(lambda: len(calls) == 2)
    finally:
        await timers.stop()
    assert calls[1] - calls[0] >= 0.02
    assert timers.pending(1) is None  # it went through the second time: nothing left to retry


async def test_a_newer_deadline_set_meanwhile_is_kept() -> None:
    timers: Timers
    fired: list[int] = []

    async def fire(table_id: int) -> None:
        fired.append(table_id)
        timers.schedule(table_id, time.monotonic() + 60)  # the table moved on (e.g. a click) before the failure
        raise StoreUnavailable("the database is restarting")

    timers = Timers(fire, time.monotonic)
    later = time.monotonic() + 60
    timers.schedule(1, time.monotonic())
    timers.start()
    try:
        await eventually(lambda: fired == [1] and not timers.firing)  # fired, failed, done
    finally:
        await timers.stop()
    assert (timers.pending(1) or 0) >= later  # not replaced by the retry


class DelaysSeen(Timers):
    """Timers that note the delay each deadline is set at (now or later: a retry's pause)."""

    def __init__(self, outcomes: list[BaseException | None]) -> None:
        super().__init__(self._fire_next, time.monotonic)
        self.delays: list[float] = []
        self.outcomes = outcomes  # what each firing in turn ends with: None, it went through
        self.calls = 0

    def schedule(self, table_id: int, when: float) -> None:
        self.delays.append(max(0.0, round(when - time.monotonic(), 3)))
        super().schedule(table_id, when)

    async def _fire_next(self, table_id: int) -> None:
        self.calls += 1
        if (failure := self.outcomes[self.calls - 1]) is not None:
            raise failure


async def test_any_failure_is_retried_with_a_doubling_delay_up_to_a_bound(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(timers_module, "RETRY_SECONDS", 0.01)
    monkeypatch.setattr(timers_module, "RETRY_AT_MOST", 0.04)
    timers = DelaysSeen([RuntimeError("Discord answered 503")] * 5 + [None])  # not a database error: retried too
    timers.schedule(1, time.monotonic())
    timers.start()
    try:
        await eventually(lambda: timers.calls == 6)
    finally:
        await timers.stop()
    assert timers.delays == [0.0, 0.01, 0.02, 0.04, 0.04, 0.04]  # the first deadline, then each failure's retry
    assert timers.pending(1) is None


async def test_the_delay_starts_over_after_a_firing_that_went_through(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(timers_module, "RETRY_SECONDS", 0.01)
    down = StoreUnavailable("the database is restarting")
    timers = DelaysSeen([down, down, None, down, None])  # fails twice, goes through, fails once, goes through
    timers.schedule(1, time.monotonic())
    timers.start()
    try:
        await eventually(lambda: timers.calls == 3)
        timers.schedule(1, time.monotonic())  # the table's next deadline
        await eventually(lambda: timers.calls == 5)
    finally:
        await timers.stop()
    assert timers.delays == [0.0, 0.01, 0.02, 0.0, 0.01]
