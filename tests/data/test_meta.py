"""The store's key/value facts (e.g. the hash of the slash commands last synced): on the file, by key."""

from __future__ import annotations

import sqlite3
from contextlib import closing
from pathlib import Path

from data.sqlite import SqliteStore


async def test_an_unknown_key_has_no_value(store: SqliteStore) -> None:
    assert await store.get_meta("command_sync:global") is None


async def test_a_value_is_kept_by_key_and_replaced_by_the_next(store: SqliteStore, db_path: Path) -> None:
    await store.set_meta("command_sync:global", "aaa")
    await store.set_meta("command_sync:guild:5", "bbb")
    await store.set_meta("command_sync:global", "ccc")
    assert await store.get_meta("command_sync:global") == "ccc"
    assert await store.get_meta("command_sync:guild:5") == "bbb"
    with closing(sqlite3.connect(db_path)) as on_file:
        stored = sorted(on_file.execute("SELECT key, value FROM meta"))
    assert stored == [
        ("command_sync:global", "ccc"), ("command_sync:guild:5", "bbb")
    ]


async def test_values_survive_a_restart(db_path: Path) -> None:
    first = await SqliteStore.open(db_path)
    await first.set_meta("command_sync:global", "aaa")
    await first.close()
    again = await SqliteStore.open(db_path)
    try:
        assert await again.get_meta("command_sync:global") == "aaa"
    finally:
        await again.close()
