"""A SQLite file another connection holds locked, or a disk that fails, is the database being unavailable for
the moment (users are told to try again), never a failure of Pips."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

from data._db_thread import DbThread
from data._sqlite_errors import unavailable
from data.store import StoreUnavailable


def _locked_out(path: Path) -> sqlite3.OperationalError:
    """The error a write gets while another connection holds the file's write lock."""
    holder = sqlite3.connect(path, isolation_level=None)
    holder.execute("CREATE TABLE t (x)")
    holder.execute("BEGIN EXCLUSIVE")
    writer = sqlite3.connect(path, timeout=0, isolation_level=None)
    try:
        writer.execute("INSERT INTO t VALUES (1)")
    except sqlite3.OperationalError as error:
        return error
    finally:
        writer.close()
        holder.close()
    raise AssertionError("the write went through a held lock")


def test_a_locked_file_is_unavailable(tmp_path: Path) -> None:
    error = _locked_out(tmp_path / "pips.sqlite3")
    told = unavailable(error)
    assert isinstance(told, StoreUnavailable)
    assert told.__cause__ is error


def test_other_sqlite_errors_stay_what_they_are() -> None:
    with sqlite3.connect(":memory:") as connection:
        try:
            connection.execute("SELECT * FROM nowhere")
        except sqlite3.OperationalError as error:  # a bug in a statement: not the database being away
            assert unavailable(error) is error
        else:
            raise AssertionError("the statement went through")
    refused = sqlite3.IntegrityError("UNIQUE constraint failed")
    assert unavailable(refused) is refused


async def test_a_call_on_the_database_thread_that_finds_the_file_locked_raises_store_unavailable(
    tmp_path: Path,
) -> None:
    path = tmp_path / "pips.sqlite3"
    holder = sqlite3.connect(path, isolation_level=None)
    holder.execute("CREATE TABLE t (x)")
    holder.execute("BEGIN EXCLUSIVE")

    def write() -> None:
        writer = sqlite3.connect(path, timeout=0, isolation_level=None)
        try:
            writer.execute("INSERT INTO t VALUES (1)")
        finally:
            writer.close()

    thread = DbThread("test-db")
    try:
        with pytest.raises(StoreUnavailable):
            await thread.run(write)
    finally:
        await thread.stop()
        holder.close()
