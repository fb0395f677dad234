"""The bot's worker process: CPU-bound work kept off the event loop and out of the clicks' GIL (live-chance
estimates, exact LCR chains, "How it went" pictures), in one ``concurrent.futures.ProcessPoolExecutor``.

Its process is a fresh interpreter ("spawn": a fork would copy the bot's threads mid-work), started by ``start()`` or
the first job. Spawning runs the main script again in it, and ``bot.py`` imports nothing at its top for that reason:
the worker loads only what its jobs need, not discord.py, aiohttp and every cog (~0.45 s of CPU at each start).
``prepare_worker``, its initializer, lowers its priority (the bot keeps the cores), takes the bot's secrets out of its
environment (the work needs none), ties its life to the bot's and registers the games and catalog
folders the bot has (a fresh interpreter knows only those its imports register, not a game a launcher or a test
registered as it ran). To end with the bot, a thread waits on ``multiprocessing.parent_process().sentinel``, a pipe
whose other end only the bot holds, so the worker ends when the bot ends however it ends, SIGKILL included (the
executor's own queues would keep it waiting forever: it holds both their ends itself). A worker that dies fails its jobs
in flight (``WorkerDied``); the next job starts a new one.
"""

from __future__ import annotations

import asyncio
import concurrent.futures
import multiprocessing
import multiprocessing.connection
import os
import signal
import threading
from collections.abc import Callable, Sequence
from concurrent.futures.process import BrokenProcessPool
from typing import Any, TypeVar

from i18n import add_catalogs, catalog_folders
from rules.games import declarations, register_declared

NICENESS = 10  # the worker yields the cores to the bot process
SECRETS = ("DISCORD_TOKEN", "DATABASE_URL")  # the work needs neither
T = TypeVar("T")


class WorkerDied(Exception):
    """The worker process ended before it answered."""


def prepare_worker(niceness: int, games: Sequence[str] = (), catalogs: Sequence[str] = ()) -> None:
    """The worker process's set-up, before any job: ``games`` are the bot's game declarations
    (``rules.games.declarations``), ``catalogs`` its catalog folders (``i18n.catalog_folders``)."""
    os.nice(niceness)
    for name in SECRETS:
        os.environ.pop(name, None)
    signal.signal(signal.SIGINT, signal.SIG_IGN)  # Ctrl+C reaches the whole process group: the bot decides
    parent = multiprocessing.parent_process()
    if parent is not None:
        threading.Thread(target=_end_with_parent, args=(parent.sentinel,), name="end-with-parent",
                         daemon=True).start()
    for folder in catalogs:
        add_catalogs(folder)
    register_declared(games)


def _end_with_parent(sentinel: int) -> None:
    multiprocessing.connection.wait([sentinel])  # ready (end of file) only once the parent has gone
    os._exit(0)  # at once, even in the middle of a job: nobody is left to take its answer


class Workers:
    """Runs functions in the worker process, one job at a time (the work waits rather than take a second core
    from the clicks); one ``Workers`` serves the whole bot."""

    def __init__(self, *, niceness: int = NICENESS) -> None:
        self._niceness = niceness
        self._pool: concurrent.futures.ProcessPoolExecutor | None = None
        self._pids: concurrent.futures.Future[int] | None = None  # the first job's answer: the worker's pid
        self._process: multiprocessing.process.BaseProcess | None = None  # the worker, from its start on
        self.jobs = 0  # jobs sent to the worker
        self.unfinished = 0  # jobs sent and not answered yet (waiting their turn or running)

    @property
    def pid(self) -> int | None:
        """The running worker's process id, once it has started (None before and after)."""
        pids = self._pids
        if pids is None or not pids.done() or pids.cancelled() or pids.exception() is not None:
            return None
        return pids.result()

    def start(self) -> None:
        """Start the worker process now, if it is not running (a job would start it otherwise)."""
        self._pool_now()

    async def run(self, work: Callable[..., T], *args: Any) -> T:
        """``work(*args)`` in the worker process (``work``: a module-level function; the arguments and answer
        are pickled). An exception there is raised here; ``WorkerDied`` when the process ended first."""
        pool = self._pool_now()
        self.jobs += 1
        self.unfinished += 1
        try:
            return await asyncio.get_running_loop().run_in_executor(pool, work, *args)
        except BrokenProcessPool as error:
            if pool is self._pool:
                self.close()
            raise WorkerDied(str(error)) from error
        except asyncio.CancelledError:
            task = asyncio.current_task()
            if pool is not self._pool and task is not None and not task.cancelling():
                # closed before the worker took the job (close() cancels what waits): it ended first all the same
                raise WorkerDied("the worker was closed before it began the job") from None
            raise
        finally:
            self.unfinished -= 1

    async def ready(self) -> int:
        """The worker's process id, once it has started."""
        self._pool_now()
        assert self._pids is not None
        return await asyncio.wrap_future(self._pids)

    def _pool_now(self) -> concurrent.futures.ProcessPoolExecutor:
        if self._pool is None:
            running = {child.pid for child in multiprocessing.active_children()}
            self._pool = concurrent.futures.ProcessPoolExecutor(
                1, mp_context=multiprocessing.get_context("spawn"), initializer=prepare_worker,
                # the games and catalogs as they are now: a game is registered before the bot starts
                initargs=(self._niceness, declarations(), [str(folder) for folder in catalog_folders()]),
            )
            self._pids = self._pool.submit(os.getpid)  # starts the process (before it returns), and names it
            # the process just started: close() ends it even while it is still starting (its pid not known yet)
            self._process = next(
                (child for child in multiprocessing.active_children() if child.pid not in running), None)
        return self._pool

    def close(self) -> None:
        """End the worker at once: a job it is doing is of no use to anyone any more."""
        pool, process = self._pool, self._process
        self._pool = self._pids = self._process = None
        if pool is None:
            return
        pool.shutdown(wait=False, cancel_futures=True)
        if process is not None and process.is_alive():
            process.kill()  # a job in progress, or the start itself, would otherwise hold the bot's exit
            process.join()
