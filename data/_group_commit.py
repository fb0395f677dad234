"""Group commit: the saves handed in while the store is busy are written together, in one transaction.

Under load many clicks are ready at once, and each statement of a transaction is a trip to the connection's
thread and back. So one writer task at a time takes every save waiting, hands them to ``write_all`` (one
transaction for all of them), and answers each caller with its own save's outcome; the saves handed in
meanwhile wait for the next batch. A lone save waits only for the writer task to start (one pass of the
event loop), so the saves of that pass join it.

A caller that stops waiting (cancelled) does not take its save back: the batch it is in is written anyway.
"""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable, Sequence
from typing import Generic, TypeVar

T = TypeVar("T")

# Per save of a batch: None when it was written, else what refused it (nothing of it was written).
Outcomes = Sequence[BaseException | None]


class GroupCommit(Generic[T]):
    def __init__(self, write_all: Callable[[list[T]], Awaitable[Outcomes]]) -> None:
        self._write_all = write_all
        self._waiting: list[tuple[T, asyncio.Future[None]]] = []
        self._writer: asyncio.Task[None] | None = None

    async def write(self, item: T) -> None:
        """Write ``item`` with the others waiting; return once its transaction is committed, or raise what
        refused it."""
        done: asyncio.Future[None] = asyncio.get_running_loop().create_future()
        self._waiting.append((item, done))
        if self._writer is None:
            self._writer = asyncio.create_task(self._write_waiting(), name="pips-group-commit")
        await done

    @property
    def idle(self) -> bool:
        """No batch is being written, and none is waiting."""
        return self._writer is None

    async def finish(self) -> None:
        """Return once every save handed in so far is written (before the store closes)."""
        if self._writer is not None:
            await asyncio.shield(self._writer)

    async def _write_waiting(self) -> None:
        try:
            while self._waiting:
                batch, self._waiting = self._waiting, []
                try:
                    outcomes = await self._write_all([item for item, _ in batch])
                except Exception as error:  # the batch failed as a whole: nothing of it was written
                    outcomes = [error] * len(batch)
                except BaseException:
                    for _, done in batch:
                        done.cancel()
                    raise
                for (_, done), outcome in zip(batch, outcomes, strict=True):
                    if done.cancelled():  # its caller stopped waiting
                        continue
                    if outcome is None:
                        done.set_result(None)
                    else:
                        done.set_exception(outcome)
        finally:
            self._writer = None
