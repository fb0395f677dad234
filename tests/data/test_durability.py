"""DURABILITY: what a committed click survives, and what each store is told for it."""

from __future__ import annotations

from pathlib import Path

import pytest

from data.sqlite import SqliteStore
from data.store import Durability
from settings import Settings, SettingsError


@pytest.mark.parametrize(("durability", "synchronous"), [("crash", 1), ("power", 2)])  # NORMAL, FULL
async def test_sqlite_durability_is_its_synchronous_pragma(
    db_path: Path, durability: Durability, synchronous: int
) -> None:
    store = await SqliteStore.open(db_path, durability=durability)
    try:
        [(found,)] = await store.connection.execute_fetchall("PRAGMA synchronous")  # per connection: the store's own
        assert found == synchronous
    finally:
        await store.close()


@pytest.mark.parametrize(("durability", "synchronous_commit"), [("crash", "on"), ("power", "on")])
async def test_postgres_durability_is_its_synchronous_commit(
    pg_url: str, durability: Durability, synchronous_commit: str
) -> None:
    from data.postgres import PostgresStore

    store = await PostgresStore.open(pg_url, durability=durability)
    try:
        async with store.pooled() as connection:  # the setting each pooled connection carries
            assert await connection.fetchval("SHOW synchronous_commit") == synchronous_commit
    finally:
        await store.close()


@pytest.mark.parametrize(("raw", "durability"), [("", "crash"), ("crash", "crash"), (" Power ", "power")])
def test_the_durability_setting_reads_crash_or_power(raw: str, durability: str) -> None:
    assert Settings.from_env({"DISCORD_TOKEN": "t", "DURABILITY": raw}).durability == durability


def test_any_other_durability_stops_the_bot_with_what_to_write() -> None:
    with pytest.raises(SettingsError, match=r"DURABILITY must be crash .* or power .* not .disk."):
        Settings.from_env({"DISCORD_TOKEN": "t", "DURABILITY": "disk"})
