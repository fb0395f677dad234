"""SQLite checkpoints in the pauses between saves: once no table was saved for a moment, the store copies the WAL
back into the file and starts it over, so that the click after the pause meets neither (data/sqlite.py)."""

from __future__ import annotations

import asyncio
import sqlite3
import time
from collections.abc import AsyncIterator
from contextlib import closing
from pathlib import Path

import pytest

from data.sqlite import SqliteStore, migrations
from data.store import StaleWrite
from tests.data.test_group_commit import ROLL, created, rolled

QUIET = 0.05  # seconds without a save before the store checkpoints (the bot's: QUIET_CHECKPOINT)
SAVES = 30
PATIENCE = 10.0  # seconds a wait for the checkpoint may last: only a failure reaches it


def frames_in_the_wal(path: Path) -> int:
    """The pages the WAL holds now, as another connection finds them (its own checkpoint then copies them)."""
    with closing(sqlite3.connect(path)) as db:
        [(busy, frames, copied)] = db.execute("PRAGMA wal_checkpoint(PASSIVE)").fetchall()
    assert not busy and copied == frames
    return int(frames)


@pytest.fixture
async def store(db_path: Path, request: pytest.FixtureRequest) -> AsyncIterator[SqliteStore]:
    quiet = getattr(request, "param", QUIET)
    opened = await SqliteStore.open(db_path, quiet_checkpoint=quiet)
    try:
        yield opened
    finally:
        await opened.close()


async def checkpointed(store: SqliteStore, count: int) -> None:
    give_up = time.monotonic() + PATIENCE
    while time.monotonic() < give_up:
        if store.checkpoints >= count:
            return
        await asyncio.sleep(0.01)
    raise AssertionError(f"the store made {store.checkpoints} checkpoints, not {count}")


async def test_a_pause_in_the_saves_checkpoints_and_starts_the_wal_over(store: SqliteStore, db_path: Path) -> None:
    (table,) = await created(store, 1)
    for chips in range(SAVES):
        table = await store.save_table(rolled(table, [3, chips]), ROLL)
    await checkpointed(store, 1)
    # started over: only the write that did it (the schema's version, the same number) is in the WAL
    assert frames_in_the_wal(db_path) <= 2
    assert await store.schema_version() == migrations()[-1][0]
    assert await store.load_table(table.id) == table


LONGER_QUIET = 0.3  # saves 0.02 s apart for a second: only a stall of 0.3 s on a loaded machine looks like a pause


@pytest.mark.parametrize("store", [LONGER_QUIET], indirect=True)
async def test_no_checkpoint_while_the_saves_keep_coming(store: SqliteStore, db_path: Path) -> None:
    (table,) = await created(store, 1)
    for chips in range(50):
        table = await store.save_table(rolled(table, [3, chips]), ROLL)
        await asyncio.sleep(0.02)
    assert store.checkpoints == 0
    assert frames_in_the_wal(db_path) >= SAVES  # each save's pages, still in the WAL


async def test_a_refused_save_is_no_save(store: SqliteStore) -> None:
    (table,) = await created(store, 1)
    saved = await store.save_table(rolled(table, [3, 2]), ROLL)
    await checkpointed(store, 1)
    with pytest.raises(StaleWrite):
        await store.save_table(rolled(table, [3, 1]), ROLL)  # from the version before
    await asyncio.sleep(QUIET * 3)
    assert store.checkpoints == 1  # nothing written since the last one
    assert await store.load_table(table.id) == saved
