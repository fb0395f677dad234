"""What tests/data shares: reading a table back as a store that has read nothing yet finds it in the file."""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from pathlib import Path

import pytest

from data.records import Table
from data.sqlite import SqliteStore

FromTheFile = Callable[[int], Awaitable[Table | None]]


@pytest.fixture
def from_the_file(db_path: Path) -> FromTheFile:
    """Loads a table through a fresh store on the test's file: what was written, not what the store kept."""

    async def load(table_id: int) -> Table | None:
        fresh = await SqliteStore.open(db_path, exclusive=False)  # the test's own store holds the lock
        try:
            return await fresh.load_table(table_id)
        finally:
            await fresh.close()

    return load
