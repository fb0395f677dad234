"""The database thread: calls run there in order, a caller that stops waiting does not break it, and closing
finishes the calls already made, then ends the thread and refuses any more."""

from __future__ import annotations

import asyncio
import sqlite3
import threading
from pathlib import Path

import pytest

from data._db_thread import DbThread
from data.records import Status, Table
from data.sqlite import SqliteStore


async def test_calls_run_on_the_thread_in_the_order_they_were_made() -> None:
    worker = DbThread("test")
    ran: list[tuple[int, str]] = []

    def call(number: int) -> int:
        ran.append((number, threading.current_thread().name))
        return number * 10

    try:
        assert await asyncio.gather(*(worker.run(call, n) for n in range(20))) == [n * 10 for n in range(20)]
        assert ran == [(n, "test") for n in range(20)]
    finally:
        await worker.stop()


async def test_a_failing_call_raises_in_the_caller() -> None:
    worker = DbThread("test")
    try:
        with pytest.raises(ZeroDivisionError):
            await worker.run(lambda: 1 // 0)
        assert await worker.run(lambda: 1) == 1
    finally:
        await worker.stop()


async def test_a_caller_that_stops_waiting_does_not_break_the_thread() -> None:
    worker = DbThread("test")
    going_on, finished = threading.Event(), threading.Event()

    def slow() -> str:
        going_on.wait()
        finished.set()
        return "done"

    loop_errors: list[dict[str, object]] = []
    asyncio.get_running_loop().set_exception_handler(lambda _, context: loop_errors.append(context))
    try:
        waiting = asyncio.create_task(worker.run(slow))
        await asyncio.sleep(0)  # the call is handed over
        waiting.cancel()
        going_on.set()
        with pytest.raises(asyncio.CancelledError):
            await waiting
        assert await worker.run(lambda: "next") == "next"  # answered after the cancelled call's answer
        assert finished.is_set()  # the call itself still ran to its end
        assert loop_errors == []  # and its answer, which nobody awaits any more, upset nothing
    finally:
        await worker.stop()


async def test_close_finishes_the_calls_made_then_ends_the_thread(db_path: Path) -> None:
    threads_before = set(threading.enumerate())
    store = await SqliteStore.open(db_path)
    table = Table(kind="lcr", guild_id=1, channel_id=2, host_id=3, seed="ab" * 32, options={})
    creating = asyncio.create_task(store.create_table(table))
    await asyncio.sleep(0)  # the create is handed over before close is
    await store.close()
    assert (await creating).id == 1
    assert [t for t in threading.enumerate() if t not in threads_before] == []

    with pytest.raises(sqlite3.ProgrammingError, match="closed"):
        await store.load_table(99)
    reopened = await SqliteStore.open(db_path)
    try:
        assert (await reopened.load_table(1)).status is Status.LOBBY  # type: ignore[union-attr]
    finally:
        await reopened.close()
