"""One worker process for CPU-bound work the event loop must not do, one job at a time, over a pipe.

Why not ``concurrent.futures.ProcessPoolExecutor``: its management and queue-feeder threads cost the bot process
about 840 µs of CPU per job here (thread wake-ups and hand-offs around every pickle), as much as a whole click.
A pipe the event loop watches costs tens of µs: the job is pickled and written by the loop itself (a few KB,
never more than the pipe holds, so the write does not block) and the answer read when the pipe is readable.

The process is started on the first job with "spawn" (the bot process has threads, which a fork would copy
mid-work), at a lower priority so the bot keeps the cores; if it dies, the job in flight fails and the next
job starts a new one.
"""

from __future__ import annotations

import asyncio
import multiprocessing
import os
from collections.abc import Callable
from multiprocessing.connection import Connection
from multiprocessing.process import BaseProcess
from typing import Any

STOP_SECONDS = 2.0  # at most this long to see an ended worker go


class WorkerDied(Exception):
    """The worker process ended before it answered."""


def _serve(connection: Connection, work: Callable[[Any], Any], niceness: int) -> None:
    os.nice(niceness)
    while True:
        try:
            job = connection.recv()
        except (EOFError, OSError):  # the bot closed its end, or died
            return
        try:
            answer: tuple[bool, Any] = (True, work(job))
        except Exception as error:
            answer = (False, f"{type(error).__name__}: {error}")
        connection.send(answer)


class Worker:
    def __init__(self, work: Callable[[Any], Any], *, niceness: int = 10) -> None:
        self._work = work  # a module-level function: the worker process imports it by name
        self._niceness = niceness
        self._process: BaseProcess | None = None
        self._connection: Connection | None = None
        self._lock = asyncio.Lock()

    @property
    def pid(self) -> int | None:
        return self._process.pid if self._process is not None else None

    async def run(self, job: Any) -> Any:
        """``work(job)`` in the worker process; its exception there comes back as a RuntimeError."""
        async with self._lock:
            connection = self._start()
            loop = asyncio.get_running_loop()
            answered: asyncio.Future[tuple[bool, Any]] = loop.create_future()

            def readable() -> None:
                try:
                    answer = connection.recv()
                except (EOFError, OSError) as error:
                    if not answered.done():
                        answered.set_exception(WorkerDied(str(error)))
                else:
                    if not answered.done():
                        answered.set_result(answer)

            pipe = connection.fileno()
            loop.add_reader(pipe, readable)
            died = False
            try:
                connection.send(job)
                done, answer = await answered
            except (WorkerDied, OSError):
                died = True
                raise
            finally:  # cancelled too (a shutdown): nothing may watch the pipe once it closes
                loop.remove_reader(pipe)
                if died:
                    self.close()
        if not done:
            raise RuntimeError(answer)
        return answer

    def _start(self) -> Connection:
        if self._connection is not None and self._process is not None and self._process.is_alive():
            return self._connection
        self.close()
        context = multiprocessing.get_context("spawn")
        ours, theirs = context.Pipe()
        process = context.Process(target=_serve, args=(theirs, self._work, self._niceness), daemon=True,
                                  name="pips-estimates")
        process.start()
        theirs.close()  # the worker's end lives in the worker: our copy would hide its death from recv
        self._process, self._connection = process, ours
        return ours

    def close(self) -> None:
        """End the worker at once: a job it is doing is of no use to anyone any more."""
        connection, process = self._connection, self._process
        self._connection = self._process = None
        if connection is not None:
            connection.close()
        if process is not None:
            process.terminate()
            process.join(STOP_SECONDS)
