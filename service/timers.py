"""One task that wakes tables when their deadline comes (turn timeouts, computer seats).

Each table has at most one pending deadline, kept in a dict. The heap of
(deadline, table id) under it is lazy: rescheduling is a push, and an entry
that no longer matches its table's pending deadline is dropped when it comes
up, without firing, so a table moved on by many commits wakes once.
"""

from __future__ import annotations

import asyncio
import contextlib
import heapq
import logging
import time
from collections.abc import Awaitable, Callable

from data.store import StoreUnavailable

log = logging.getLogger(__name__)

RETRY_SECONDS = 1.0  # a deadline that met an unreachable database fires again this much later
COMPACT_SLACK = 64  # replaced entries the heap may hold beyond twice the pending ones before a rebuild


class Timers:
    def __init__(self, fire: Callable[[int], Awaitable[None]], clock: Callable[[], float] = time.time) -> None:
        self._fire = fire
        self._clock = clock
        self._pending: dict[int, float] = {}  # table id -> its one deadline still to fire
        self._heap: list[tuple[float, int]] = []
        self._wake = asyncio.Event()
        self._task: asyncio.Task[None] | None = None
        self._running: set[asyncio.Task[None]] = set()

    def schedule(self, table_id: int, when: float) -> None:
        """Wake ``table_id`` at ``when``, instead of any deadline it had."""
        if self._pending.get(table_id) == when:
            return
        self._pending[table_id] = when
        if len(self._heap) >= 2 * len(self._pending) + COMPACT_SLACK:
            self._compact()  # the new deadline included
        else:
            heapq.heappush(self._heap, (when, table_id))
        if self._heap[0] == (when, table_id):
            self._wake.set()

    def cancel(self, table_id: int) -> None:
        """The table waits for nothing any more (lobby, finished, cancelled)."""
        self._pending.pop(table_id, None)

    def pending(self, table_id: int) -> float | None:
        return self._pending.get(table_id)

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
            self._drop_stale()
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
            del self._pending[table_id]
            task = asyncio.create_task(self._fire_safely(table_id))
            self._running.add(task)
            task.add_done_callback(self._running.discard)

    def _compact(self) -> None:
        """Rebuild the heap from the pending deadlines: replaced entries would otherwise pile up
        under a far deadline (one per commit) until it comes up."""
        self._heap = [(when, table_id) for table_id, when in self._pending.items()]
        heapq.heapify(self._heap)

    def _drop_stale(self) -> None:
        """Pop the entries at the top that a later schedule or a cancel replaced."""
        heap = self._heap
        while heap and self._pending.get(heap[0][1]) != heap[0][0]:
            heapq.heappop(heap)

    async def _fire_safely(self, table_id: int) -> None:
        try:
            await self._fire(table_id)
        except StoreUnavailable as error:  # the database is restarting: nothing was applied, try again shortly
            log.warning("timer of table %s: %s; retrying in %.0f s", table_id, error, RETRY_SECONDS)
            if table_id not in self._pending:
                self.schedule(table_id, self._clock() + RETRY_SECONDS)
        except Exception:
            log.exception("timer of table %s failed", table_id)
