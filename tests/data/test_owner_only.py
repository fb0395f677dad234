"""The SQLite database's files are owner-only whatever the umask: they hold each open game's secret dice seed."""

from __future__ import annotations

import logging
import os
import stat
from collections.abc import Iterator
from pathlib import Path

import pytest

from data.sqlite import SqliteStore
from tests.data.test_sqlite import make_table


def mode(path: Path) -> int:
    return stat.S_IMODE(path.stat().st_mode)


@pytest.fixture(params=[0o022, 0o000], ids=["umask-022", "umask-000"])
def umask(request: pytest.FixtureRequest) -> Iterator[int]:
    before = os.umask(request.param)
    yield request.param
    os.umask(before)


async def test_a_new_database_its_wal_shm_lock_and_folders_are_owner_only(
    umask: int, tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    database = tmp_path / "made" / "by-pips" / "pips.sqlite3"
    with caplog.at_level(logging.INFO, logger="data"):
        store = await SqliteStore.open(database)
    assert not caplog.records  # made owner-only, not tightened after the fact
    try:
        await store.create_table(make_table())  # a write, so that the WAL holds something
        files = sorted(database.parent.iterdir())
        assert {path.name for path in files} == {f"pips.sqlite3{suffix}" for suffix in ("", "-wal", "-shm", "-lock")}
        assert {path.name: mode(path) for path in files} == {path.name: 0o600 for path in files}
        assert mode(tmp_path / "made") == mode(tmp_path / "made" / "by-pips") == 0o700
    finally:
        await store.close()


async def test_a_database_others_could_read_is_tightened_at_open_saying_so_once(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    database = tmp_path / "pips.sqlite3"
    store = await SqliteStore.open(database)
    await store.create_table(make_table())
    await store.close()
    for path in tmp_path.iterdir():
        path.chmod(0o644)
    with caplog.at_level(logging.INFO, logger="data"):
        store = await SqliteStore.open(database)
    try:
        assert {path.name: mode(path) for path in tmp_path.iterdir()} == {
            path.name: 0o600 for path in tmp_path.iterdir()
        }
        said = [record for record in caplog.records if "owner-only" in record.getMessage()]
        assert len(said) == 1 and said[0].levelno == logging.INFO
        assert "pips.sqlite3 (was 0644, now 0600)" in said[0].getMessage()
    finally:
        await store.close()


async def test_an_existing_folder_keeps_its_mode(tmp_path: Path) -> None:
    tmp_path.chmod(0o755)
    store = await SqliteStore.open(tmp_path / "pips.sqlite3")
    await store.close()
    assert mode(tmp_path) == 0o755
