"""One Pips process per database file: a second store on the file is refused until the first lets go of it,
by closing or by dying."""

from __future__ import annotations

import signal
import subprocess
import sys
from pathlib import Path

import pytest

from data.sqlite import SqliteStore
from data.store import StoreInUse

ROOT = Path(__file__).resolve().parents[2]
# A second process: opens the store, says so, and holds it until its stdin closes.
HOLDER = """
import asyncio, sys
from data.sqlite import SqliteStore

async def main() -> None:
    store = await SqliteStore.open(sys.argv[1])
    print("open", flush=True)
    await asyncio.to_thread(sys.stdin.read)
    await store.close()

asyncio.run(main())
"""


def second_process(db_path: Path) -> subprocess.Popen[str]:
    return subprocess.Popen(
        [sys.executable, "-c", HOLDER, str(db_path)], cwd=ROOT, text=True,
        stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
    )


async def test_a_second_store_on_the_file_is_refused_until_the_first_closes(db_path: Path) -> None:
    first = await SqliteStore.open(db_path)
    with pytest.raises(StoreInUse) as refused:
        await SqliteStore.open(db_path)
    assert str(db_path) in str(refused.value) and "another Pips process" in str(refused.value)
    assert refused.value.path == db_path
    await first.set_meta("still", "working")  # the refusal did not disturb the first store
    await first.close()

    second = await SqliteStore.open(db_path)
    try:
        assert await second.get_meta("still") == "working"
    finally:
        await second.close()


async def test_another_path_to_the_same_file_is_refused_too(db_path: Path, tmp_path: Path) -> None:
    first = await SqliteStore.open(db_path)
    try:
        (tmp_path / "alias.sqlite3").symlink_to(db_path)
        with pytest.raises(StoreInUse):
            await SqliteStore.open(tmp_path / "alias.sqlite3")
    finally:
        await first.close()


async def test_stores_in_memory_need_no_lock() -> None:
    first, second = await SqliteStore.open(":memory:"), await SqliteStore.open(":memory:")
    await first.close()
    await second.close()


async def test_a_second_process_is_refused(db_path: Path) -> None:
    store = await SqliteStore.open(db_path)
    try:
        refused = second_process(db_path)
        out, err = refused.communicate(timeout=60)
        assert refused.returncode != 0 and out == ""
        assert "StoreInUse" in err and str(db_path) in err
    finally:
        await store.close()


async def test_a_dead_process_lets_go_of_the_file(db_path: Path) -> None:
    holder = second_process(db_path)
    try:
        assert holder.stdout is not None and holder.stdout.readline() == "open\n"
        with pytest.raises(StoreInUse):
            await SqliteStore.open(db_path)
        holder.send_signal(signal.SIGKILL)  # no close: only the OS lets go of the lock
        holder.wait(timeout=60)
    finally:
        holder.kill()
        holder.communicate()
    store = await SqliteStore.open(db_path)
    await store.close()
