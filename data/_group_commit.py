"""Group commit: the writes handed in during one pass of the event loop go to the database thread together.

A WAL commit costs far more than the statements it commits, and each trip to the database thread costs a
hand-over there and back. Under load many clicks are ready in the same loop pass, so they share both: the
first write of a pass flushes once the loop has gone through that pass (``write``); every write handed in
meanwhile joins the batch. The batch is ONE call on the thread (``write_all``), which writes each item in a
savepoint of one transaction (an item alone needs none) and says per item whether it failed; each caller
waits for the whole batch, so a click is answered only once its transaction is committed, and gets its own
item's outcome: one refused write (e.g. a stale version) fails alone. A failure of the transaction itself
(COMMIT) fails every write of it.

``here=True`` (a commit that does not wait for the disk: SQLite's WAL with synchronous=NORMAL, ~0.1 ms) writes
the batch right on the event loop whenever the thread is idle: the two hand-overs cost a click more CPU and
time than the commit itself. A batch that would wait for the disk, or that comes while the thread is busy
(after the calls before it, in order), goes to the thread.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable, Sequence
from typing import Generic, TypeVar

from data._db_thread import DbThread
from data._sqlite_errors import unavailable

T = TypeVar("T")

# Per item of a batch: None when it was written, else what refused it (nothing of it was written).
Outcomes = list[BaseException | None]


class GroupCommit(Generic[T]):
    def __init__(self, thread: DbThread, write_all: Callable[[Sequence[T]], Outcomes], *, here: bool = False) -> None:
        self._thread = thread
        self._write_all = write_all
        self._here = here
        self._waiting: list[tuple[T, asyncio.Future[None]]] = []

    async def write(self, item: T, *, alone: bool = False) -> None:
        """Write ``item`` with whatever else is handed in this loop pass; return once it is committed.

        The first write of a pass hands the batch in itself, one pass later (what a ``call_soon`` of ``flush``
        would do, without a further pass to wake it once written): it gives the loop one pass for the others
        to join, then flushes; when the batch is written here, its own answer is ready without waiting. It
        flushes even if cancelled while it gives way, so the others are not left waiting. ``alone``: the
        caller knows no other write is on its way (nothing else is being changed), so the first write of a
        pass is handed in at once, without that pass."""
        done: asyncio.Future[None] = asyncio.get_running_loop().create_future()
        self._waiting.append((item, done))
        if len(self._waiting) == 1:
            try:
                if not alone:
                    await asyncio.sleep(0)
            finally:
                self.flush()
        await done

    def flush(self) -> None:
        """Hand the waiting writes to the thread now (the end of a loop pass, or before the store closes)."""
        batch, self._waiting = self._waiting, []
        if not batch:
            return
        if self._here and self._thread.idle():
            try:
                outcomes = self._write_all([item for item, _ in batch])
            except Exception as error:  # the transaction failed: nothing of the batch was written
                _settle(batch, unavailable(error), None)
            else:
                _answer(batch, outcomes)
            return
        try:
            written = self._thread.hand(self._write_all, [item for item, _ in batch])
        except BaseException as error:  # the thread is stopping: nothing was written
            _settle(batch, error, None)
            return
        written.add_done_callback(lambda outcome: _settle(batch, outcome.exception(), outcome))


def _settle(
    batch: list[tuple[T, asyncio.Future[None]]], failed: BaseException | None, written: asyncio.Future[Outcomes] | None
) -> None:
    _answer(batch, [failed] * len(batch) if failed is not None or written is None else written.result())


def _answer(batch: list[tuple[T, asyncio.Future[None]]], outcomes: Outcomes) -> None:
    for (_, done), error in zip(batch, outcomes, strict=True):
        if done.cancelled():  # its caller stopped waiting; the write itself went ahead
            continue
        if error is None:
            done.set_result(None)
        else:
            done.set_exception(unavailable(error))
