"""One task that wakes tables when their deadline comes (turn timeouts, computer seats).

A heap of (deadline, table id); entries are never removed, only skipped when
the table's stored deadline has moved on, so rescheduling is a push.
"""

from __future__ import annotations

import asyncio
import contextlib
import heapq
import logging
import time
from collections.abc import Awaitable, Callable

log = logging.getLogger(__name__)


class Timers:
    def __init__(self, fire: Callable[[int], Awaitable[None]], clock: Callable[[], float] = time.time) -> None:
        self._fire = fire
        self._clock = clock
        self._heap: list[tuple[float, int]] = []
        self._wake = asyncio.Event()
        self._task: asyncio.Task[None] | None = None
        self._running: set[asyncio.Task[None]] = set()

    def schedule(self, table_id: int, when: float) -> None:
        heapq.heappush(self._heap, (when, table_id))
        if self._heap[0] == (when, table_id):
            self._wake.set()

    def start(self) -> None:
        if self._task is None:
            self._task = asyncio.create_task(self._run(), name="pips-timers")

    async def stop(self) -> None:
        if self._task is not None:
            self._task.cancel()
            await asyncio.gather(self._task, return_exceptions=True)
            self._task = None
        for task in list(self._running):
            task.cancel()
        await asyncio.gather(*self._running, return_exceptions=True)

    async def _run(self) -> None:
        while True:
            self._wake.clear()
            if not self._heap:
                await self._wake.wait()
                continue
            when, table_id = self._heap[0]
            delay = when - self._clock()
            if delay > 0:
                # asyncio.timeout, not wait_for: on Python 3.11 wait_for swallows a cancel that arrives
                # just as the wake fires, and stop() would then wait forever
                with contextlib.suppress(TimeoutError):
                    async with asyncio.timeout(delay):
                        await self._wake.wait()
                continue
            heapq.heappop(self._heap)
            task = asyncio.create_task(self._fire_safely(table_id))
            self._running.add(task)
            task.add_done_callback(self._running.discard)

    async def _fire_safely(self, table_id: int) -> None:
        try:
            await self._fire(table_id)
        except Exception:
            log.exception("timer of table %s failed", table_id)
