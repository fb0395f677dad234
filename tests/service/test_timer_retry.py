"""A deadline that meets an unreachable database (PostgreSQL restarting) is tried again a moment later, so a
computer seat or a turn timeout is not lost with it; any other failure is logged and not retried."""

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
        await eventually(lambda: fired == [1] and not timers._running)  # fired, failed, done
    finally:
        await timers.stop()
    assert (timers.pending(1) or 0) >= later  # not replaced by the retry
