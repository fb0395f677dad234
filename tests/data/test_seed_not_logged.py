"""The SQLite store's statements carry each game's secret dice seed: none of them reaches a log, at any level."""

from __future__ import annotations

import logging
from dataclasses import replace
from pathlib import Path

import pytest

from data.sqlite import SqliteStore
from tests.data.test_sqlite import make_table

SEED = "5eed" * 16


async def test_no_statement_and_its_parameters_is_logged_even_at_debug(
    db_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    with caplog.at_level(logging.DEBUG):  # the root logger, as LOG_LEVEL=DEBUG sets it
        store = await SqliteStore.open(db_path)
        try:
            table = await store.create_table(replace(make_table(), seed=SEED))
            assert await store.load_table(table.id) == table
        finally:
            await store.close()
    assert SEED not in caplog.text and SEED[:12] not in caplog.text
