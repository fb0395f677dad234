"""The benchmark's PostgreSQL parts: seeding either database in bulk, reading back what was committed, and the
row it prints when there is no PostgreSQL (its ratios: test_figures.py)."""

from __future__ import annotations

from pathlib import Path

import pytest

from bench import postgres
from bench.run import postgres_rows, stored_rolls
from bench.seeding import LIVE_CHANCES, lcr_table_rows, playing_lcr_table, seed_lcr_tables, write_tables
from data.open import open_store
from settings import Settings
from tests.fakediscord.model import Member

GUILD = 1


@pytest.fixture(params=["sqlite", "postgres"])
def database(request: pytest.FixtureRequest, tmp_path: Path) -> Settings:
    url = request.getfixturevalue("pg_url") if request.param == "postgres" else None
    return Settings(token="bench", database_path=tmp_path / "pips.sqlite3", database_url=url)


PEOPLE = [Member(id=100 + number, name=f"Player {number}", locale="en-US", role_ids=[]) for number in range(5)]


async def test_seeded_tables_are_stored_playing_and_untouched(database: Settings) -> None:
    ids = await seed_lcr_tables(database, GUILD, [11, 12, 13], PEOPLE, stake=30)
    rolls, versions = await stored_rolls(database)
    assert len(set(ids)) == 3
    assert rolls == {}
    assert {table_id: versions[table_id] for table_id in ids} == dict.fromkeys(ids, 1)
    store = await open_store(database)
    try:
        table = await store.live_table(12)
        assert table is not None and table.id == ids[1]
        assert [seat.stake for seat in table.seats] == [30] * 5 and table.state is not None
        # the store numbers the next table after the seeded ones
        created = await store.create_table(playing_lcr_table(GUILD, 14, PEOPLE, 30, 0.0, {"stakes": True}))
        assert created.id == max(ids) + 1
    finally:
        await store.close()


async def test_a_table_seeded_with_live_chances_off_holds_the_option(database: Settings) -> None:
    rows = lcr_table_rows(GUILD, [21], PEOPLE, 30) + lcr_table_rows(GUILD, [22], PEOPLE, 30, first_id=2,
                                                                    live_chances=False)
    assert await write_tables(database, rows) == [1, 2]
    store = await open_store(database)
    try:
        on, off = await store.live_table(21), await store.live_table(22)
    finally:
        await store.close()
    assert on is not None and off is not None
    assert LIVE_CHANCES not in on.options and off.options[LIVE_CHANCES] is False
    assert off.state is not None and LIVE_CHANCES not in off.state["options"]  # a table option, not a rule


def test_no_binaries_means_a_skipped_row(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(postgres, "binaries", lambda: None)
    with postgres.postgres_server() as server:
        assert isinstance(server, postgres.NoPostgres)
        lines = postgres_rows({"postgres": {"skipped": server.reason}}, lambda *cells: " ".join(cells))
    assert lines == ["PostgreSQL: skipped: no PostgreSQL (no PostgreSQL server binaries (initdb, pg_ctl))"]
