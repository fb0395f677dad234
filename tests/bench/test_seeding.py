"""Seeded rows are the rows the engine and the store would make for each table, however they were made."""

from __future__ import annotations

import json
from dataclasses import replace
from pathlib import Path

import pytest

from bench import seeding
from bench.run import clicked_and_load_rows
from bench.seeding import LIVE_CHANCES, lcr_table_rows, playing_lcr_table, write_tables
from data.open import open_store
from data.sqlite import table_row
from service.tables import TableService
from settings import Settings
from tests.fakediscord.model import Member

PEOPLE = [Member(id=100 + number, name=f"Player {number}", locale="en-US", role_ids=[]) for number in range(5)]


@pytest.mark.parametrize("live_chances", [None, False])
def test_every_row_is_the_engines_own(live_chances: bool | None) -> None:
    rows = lcr_table_rows(1, [11, 12, 13, 14], PEOPLE, 30, first_id=7, live_chances=live_chances)
    assert [row["id"] for row in rows] == [7, 8, 9, 10] and len({row["seed"] for row in rows}) == 4
    for row in rows:
        options = json.loads(row["options"])
        assert options.get(LIVE_CHANCES) == live_chances
        table = playing_lcr_table(1, row["channel_id"], PEOPLE, 30, row["created_at"], options,
                                  bytes.fromhex(row["seed"]))
        table = replace(table, id=row["id"], version=1)
        assert table_row(table) == row


def test_a_game_that_rolled_at_its_start_would_be_refused(monkeypatch: pytest.MonkeyPatch) -> None:
    made = playing_lcr_table

    def rolled(*args: object, **kwargs: object) -> object:
        table = made(*args, **kwargs)  # type: ignore[arg-type]
        assert table.state is not None
        table = replace(table, state={**table.state, "pot": int(table.seed, 16)})  # a start that depends on the dice
        return table

    monkeypatch.setattr(seeding, "playing_lcr_table", rolled)
    with pytest.raises(AssertionError, match="depends on more than its seed"):
        lcr_table_rows(1, [11, 12, 13], PEOPLE, 30)


async def test_a_start_redraws_the_clicked_tables_and_none_of_the_load_tables(tmp_path: Path) -> None:
    """The start-up redraw (the tables changed within UNSHOWN_WINDOW of the last change) and the chances it
    asks for are start-up work: with the benchmark's tables, it draws only the ones it then clicks."""
    on, off = [21], [22]
    clicked, load = clicked_and_load_rows(1, on, off, list(range(100, 400)), PEOPLE)
    database = Settings(token="bench", database_path=tmp_path / "pips.sqlite3")
    await write_tables(database, clicked + load)
    store = await open_store(database)
    try:
        service = TableService(store)
        assert sorted(await service.last_changed_ids()) == [row["id"] for row in clicked] == [1, 2]
    finally:
        await store.close()
