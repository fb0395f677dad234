"""One task that wakes tables when their deadline comes (turn timeouts, computer seats).

Each table has at most one pending deadline, kept in a dict. The heap of
(deadline, table id) under it is lazy: rescheduling is a push, and an entry
that no longer matches its table's pending deadline is dropped when it comes
up, without firing, so a table moved on by many commits wakes once.

Deadlines stored before a start (a restart with 100,000 live tables, say) are
read from a ``Source`` a page at a time, earliest first, as time reaches them:
the start arms one page, not a timer per table. Every stored deadline up to the
last one read is in memory; the heap fires an entry only up to there, and reads
the next page before anything later (a deadline set since the start included).

The table service arms a table on every commit by writing into ``due`` and ``heap`` itself
(``service.tables.set_due``, what ``schedule`` and ``cancel`` do): a click runs no code of this
module, and the task wakes only when the earliest deadline changed.
"""

from __future__ import annotations

import asyncio
import contextlib
import heapq
import logging
import math
import time
from collections.abc import Awaitable, Callable, Sequence

from data.store import StoreUnavailable
from ops.labels import Timer
from ops.logs import about
from ops.metrics import timer_fired, timer_retried

log = logging.getLogger(__name__)

RETRY_SECONDS = 1.0  # a deadline whose firing failed fires again this much later, doubling up to RETRY_AT_MOST
RETRY_AT_MOST = 8.0  # so a table is never left waiting long after its database or Discord is back
COMPACT_SLACK = 64  # replaced entries the heap may hold beyond twice the pending ones before a rebuild
PAGE = 512  # stored deadlines read at a time

Key = tuple[float, int]  # (deadline, table id): the order deadlines fire and are read in
# The stored deadlines after a key (None: from the earliest), earliest first, at most `limit`, as (table id, when).
Source = Callable[[Key | None, int], Awaitable[Sequence[tuple[int, float]]]]
BEFORE_ALL: Key = (-math.inf, -1)


class Timers:
    def __init__(
        self, fire: Callable[[int], Awaitable[None]], clock: Callable[[], float] = time.time,
        source: Source | None = None, page: int | None = None, timer: Timer = "deadline",
    ) -> None:
        self._fire = fire
        self._timer = timer  # which timer this is, for its metrics
        self._clock = clock
        self._source = source
        self._page = page or PAGE
        self._read_to = BEFORE_ALL  # every stored deadline up to this key is in memory (or was replaced)
        self.read_all = source is None
        self.forgotten: set[int] = set()  # cancelled before their stored deadline was read: not to be armed
        # what a table's commit writes (service.tables.set_due) and the task reads:
        self.due: dict[int, float] = {}  # table id -> its one deadline still to fire
        self.heap: list[tuple[float, int]] = []
        self.wake = asyncio.Event()
        self._task: asyncio.Task[None] | None = None
        self._running: set[asyncio.Task[None]] = set()
        self._failures: dict[int, int] = {}  # table id -> how many firings in a row failed

    @property
    def armed(self) -> int:
        """How many deadlines are held in memory (not how many are stored)."""
        return len(self.due)

    @property
    def firing(self) -> int:
        """How many deadlines are being fired now (taken off, their callback not yet returned)."""
        return len(self._running)

    def schedule(self, table_id: int, when: float) -> None:
        """Wake ``table_id`` at ``when``, instead of any deadline it had."""
        self.forgotten.discard(table_id)
        if self.due.get(table_id) == when:
            return
        self.due[table_id] = when
        if len(self.heap) >= 2 * len(self.due) + COMPACT_SLACK:
            self._compact()  # the new deadline included
        else:
            heapq.heappush(self.heap, (when, table_id))
        if self.heap[0] == (when, table_id):
            self.wake.set()

    def cancel(self, table_id: int) -> None:
        """The table waits for nothing any more (lobby, finished, cancelled)."""
        self.due.pop(table_id, None)
        if not self.read_all:  # its stored deadline, if not read yet, must not arm it later
            self.forgotten.add(table_id)

    def pending(self, table_id: int) -> float | None:
        return self.due.get(table_id)

    async def read_first_page(self) -> None:
        """Arm the earliest stored deadlines now (a start-up does this before it serves anything)."""
        if not self.read_all and self._read_to == BEFORE_ALL:
            await self._read_page()

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
            self.wake.clear()
            self._drop_stale()
            if not self.read_all and (not self.heap or self.heap[0] > self._read_to):
                if not await self._read_page():
                    await asyncio.sleep(RETRY_SECONDS)
                continue
            if not self.heap:
                await self.wake.wait()
                continue
            when, table_id = self.heap[0]
            delay = when - self._clock()
            if delay > 0:
                # asyncio.timeout, not wait_for: on Python 3.11 wait_for swallows a cancel that arrives
                # just as the wake fires, and stop() would then wait forever
                with contextlib.suppress(TimeoutError):
                    async with asyncio.timeout(delay):
                        await self.wake.wait()
                continue
            heapq.heappop(self.heap)
            del self.due[table_id]
            timer_fired(-delay)
            task = asyncio.create_task(self._fire_safely(table_id))
            self._running.add(task)
            task.add_done_callback(self._running.discard)

    async def _read_page(self) -> bool:
        """Arm the next page of stored deadlines; False if the store could not be read (tried again later)."""
        assert self._source is not None
        after = None if self._read_to == BEFORE_ALL else self._read_to
        try:
            rows = await self._source(after, self._page)
        except Exception as error:  # StoreUnavailable, say: nothing is lost, the same page is read again
            log.warning("reading stored deadlines failed: %s; retrying in %.0f s", error, RETRY_SECONDS)
            return False
        for table_id, when in rows:
            # a deadline set or cancelled in this process since the start is newer than the stored one read here
            if table_id not in self.due and table_id not in self.forgotten:
                self.due[table_id] = when
                heapq.heappush(self.heap, (when, table_id))
        if len(rows) < self._page:
            self.read_all = True
            self.forgotten.clear()
        else:
            self._read_to = (rows[-1][1], rows[-1][0])
        return True

    def _compact(self) -> None:
        """Rebuild the heap from the pending deadlines: replaced entries would otherwise pile up
        under a far deadline (one per commit) until it comes up."""
        self.heap = [(when, table_id) for table_id, when in self.due.items()]
        heapq.heapify(self.heap)

    def _drop_stale(self) -> None:
        """Pop the entries at the top that a later schedule or a cancel replaced."""
        heap = self.heap
        while heap and self.due.get(heap[0][1]) != heap[0][0]:
            heapq.heappop(heap)

    async def _fire_safely(self, table_id: int) -> None:
        """Fire a table's deadline. A firing that fails for any reason is tried again later, sooner at first:
        its table's stored deadline is unchanged (nothing was committed), and no other change may come to
        wake the table (a computer seat, a player who went away)."""
        about(table=table_id)  # its log lines name the table
        try:
            await self._fire(table_id)
        except Exception as error:
            failures = self._failures[table_id] = self._failures.get(table_id, 0) + 1
            delay = min(RETRY_SECONDS * 2 ** (failures - 1), RETRY_AT_MOST)
            if isinstance(error, StoreUnavailable):  # the database restarting, say: expected, no traceback
                log.warning("timer of table %s: %s; retrying in %.0f s", table_id, error, delay)
            else:
                log.exception("timer of table %s failed; retrying in %.0f s", table_id, delay)
            if table_id not in self.due:  # (a change since may have set a new deadline: that one stands)
                self.schedule(table_id, self._clock() + delay)
                timer_retried(self._timer)
        else:
            self._failures.pop(table_id, None)
