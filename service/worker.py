"""One worker process for CPU-bound work the event loop must not do, one job at a time, over a pipe.

Why not ``concurrent.futures.ProcessPoolExecutor``: its management and queue-feeder threads cost the bot process
about 840 µs of CPU per job here (thread wake-ups and hand-offs around every pickle), as much as a whole click.
A pipe the event loop watches costs tens of µs: the job is pickled and written by the loop itself (a few KB,
never more than the pipe holds, so the write does not block) and the answer read when the pipe is readable.

The process is started by ``start()`` (the service's warm-up) or the first job, as a fresh interpreter running
``service._worker_main`` (the bot process has threads, which a fork would copy mid-work), without the bot's
secrets in its environment, at a lower priority so the bot keeps the cores; if it dies, the job in flight
fails and the next job starts a new one. Not multiprocessing's "spawn": that re-runs the bot's main module in
the child (discord.py, aiohttp and every cog, ~0.45 s of CPU the worker never uses) and starts a resource
tracker process besides.
"""

from __future__ import annotations

import asyncio
import os
import subprocess
import sys
from collections.abc import Callable
from multiprocessing import Pipe
from multiprocessing.connection import Connection
from typing import Any

STOP_SECONDS = 2.0  # at most this long to see an ended worker go
SECRETS = ("DISCORD_TOKEN", "DATABASE_URL")  # the work needs neither: kept out of the worker's environment


class WorkerDied(Exception):
    """The worker process ended before it answered."""


class Worker:
    def __init__(self, work: Callable[[Any], Any], *, niceness: int = 10) -> None:
        self._work = work  # a module-level function: the worker process imports it by name
        self._niceness = niceness
        self._process: subprocess.Popen[bytes] | None = None
        self._connection: Connection | None = None
        self._lock = asyncio.Lock()
        self.jobs = 0  # jobs sent to the worker

    @property
    def pid(self) -> int | None:
        return self._process.pid if self._process is not None else None

    async def run(self, job: Any) -> Any:
        """``work(job)`` in the worker process; its exception there comes back as a RuntimeError."""
        async with self._lock:
            connection = self._start()
            self.jobs += 1
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

    def start(self) -> None:
        """Start the worker process now, if it is not running (a job would start it otherwise)."""
        self._start()

    def _start(self) -> Connection:
        if self._connection is not None and self._process is not None and self._process.poll() is None:
            return self._connection
        self.close()
        ours, theirs = Pipe()
        work = f"{self._work.__module__}:{self._work.__qualname__}"
        # the child finds the work's module where this process found it
        environment = {name: value for name, value in os.environ.items() if name not in SECRETS}
        environment["PYTHONPATH"] = os.pathsep.join(path for path in sys.path if path)
        process = subprocess.Popen(
            [sys.executable, "-m", "service._worker_main", work, str(self._niceness), str(theirs.fileno())],
            pass_fds=(theirs.fileno(),), env=environment, stdin=subprocess.DEVNULL)
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
            try:
                process.wait(STOP_SECONDS)
            except subprocess.TimeoutExpired:
                process.kill()
                process.wait()
