"""One worker thread on which every database call runs, one at a time, in the order they were handed over.

sqlite3 lets a connection be used only on the thread that made it, and a call blocks while SQLite works, so
the event loop hands each call to this thread and awaits its result: one hand-over there, one back
(``call_soon_threadsafe``) per call. The thread is a daemon, so a crash that skips ``stop`` never keeps the
process from exiting; ``stop`` runs the calls already handed over, then ends the thread and joins it.

``idle`` tells the event loop that no call is waiting or running on the thread: the thread is then not using
the connection, so a short call may be made right there on the loop (``GroupCommit``'s commits do), in order
with every call handed over before it.
"""

from __future__ import annotations

import asyncio
import contextlib
import queue
import sqlite3
import threading
from collections.abc import Callable
from typing import Any, TypeVar, TypeVarTuple

from data._sqlite_errors import unavailable

T = TypeVar("T")
Ts = TypeVarTuple("Ts")

_Job = Callable[[], None]


class DbThread:
    def __init__(self, name: str) -> None:
        self._jobs: queue.SimpleQueue[_Job | None] = queue.SimpleQueue()
        self._thread = threading.Thread(target=self._work, name=name, daemon=True)
        self._stopping = False
        self._unfinished = 0  # calls handed over and not yet answered; counted on the event loop only
        self._thread.start()

    def idle(self) -> bool:
        """No call is waiting or running on the thread (and it is not stopping): the loop may use the connection."""
        return self._unfinished == 0 and not self._stopping

    async def run(self, call: Callable[[*Ts], T], *args: *Ts) -> T:
        """``call(*args)`` on the thread; its result or its exception comes back here."""
        return await self.hand(call, *args)

    def hand(self, call: Callable[[*Ts], T], *args: *Ts) -> asyncio.Future[T]:
        """``call(*args)`` handed to the thread now; the future of its result (for a loop callback, which
        cannot await)."""
        if self._stopping:
            raise sqlite3.ProgrammingError("the store is closed")
        return self._hand(call, *args)

    def _hand(self, call: Callable[[*Ts], T], *args: *Ts) -> asyncio.Future[T]:
        loop = asyncio.get_running_loop()
        done: asyncio.Future[T] = loop.create_future()

        def job() -> None:
            try:
                outcome: Callable[[], None] = _settle(done, call(*args))
            except BaseException as error:  # handed to the caller, whatever it is
                outcome = _fail(done, unavailable(error))
            with contextlib.suppress(RuntimeError):  # the loop is closed: nobody waits for this any more
                loop.call_soon_threadsafe(self._answered, outcome)

        self._unfinished += 1
        self._jobs.put(job)
        return done

    def _answered(self, outcome: Callable[[], None]) -> None:
        """On the loop, once a call has returned on the thread (it no longer uses the connection)."""
        self._unfinished -= 1
        outcome()

    async def stop(self, last: Callable[[], Any] | None = None) -> None:
        """Run the calls already handed over, then ``last`` (e.g. closing the connection); end the thread."""
        if self._stopping:
            return
        self._stopping = True  # refuse new calls from here on: none may come after ``last``
        try:
            if last is not None:
                await self._hand(last)
        finally:
            self._jobs.put(None)
            # the queue is empty but for the sentinel, so this join waits only for the thread to return
            self._thread.join()

    def _work(self) -> None:
        while (job := self._jobs.get()) is not None:
            job()


def _settle(future: asyncio.Future[T], result: T) -> Callable[[], None]:
    def settle() -> None:
        if not future.cancelled():  # a cancelled caller stopped waiting; the call itself still ran
            future.set_result(result)

    return settle


def _fail(future: asyncio.Future[Any], error: BaseException) -> Callable[[], None]:
    def fail() -> None:
        if not future.cancelled():
            future.set_exception(error)

    return fail
