"""The benchmark's PostgreSQL parts: seeding through the store either database uses, reading back what was
committed, the PostgreSQL row's ratios, and the row it prints when there is no PostgreSQL."""

from __future__ import annotations

from pathlib import Path

import pytest

from bench import postgres
from bench.run import postgres_figures, postgres_rows, stored_rolls
from bench.seeding import seed_lcr_tables
from settings import Settings
from tests.fakediscord.model import Member

GUILD = 1


@pytest.fixture(params=["sqlite", "postgres"])
def database(request: pytest.FixtureRequest, tmp_path: Path) -> Settings:
    url = request.getfixturevalue("pg_url") if request.param == "postgres" else None
    return Settings(token="bench", database_path=tmp_path / "pips.sqlite3", database_url=url)


async def test_seeded_tables_are_stored_playing_and_untouched(database: Settings) -> None:
    people = [Member(id=100 + number, name=f"Player {number}", locale="en-US", role_ids=[]) for number in range(5)]
    ids = await seed_lcr_tables(database, GUILD, [11, 12, 13], people, stake=30)
    rolls, versions = await stored_rolls(database)
    assert len(set(ids)) == 3
    assert rolls == {}
    assert {table_id: versions[table_id] for table_id in ids} == dict.fromkeys(ids, 1)


def test_no_binaries_means_a_skipped_row(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(postgres, "binaries", lambda: None)
    with postgres.postgres_server() as server:
        assert isinstance(server, postgres.NoPostgres)
        lines = postgres_rows({"postgres": {"skipped": server.reason}}, lambda *cells: " ".join(cells))
    assert lines == ["PostgreSQL: skipped: no PostgreSQL (no PostgreSQL server binaries (initdb, pg_ctl))"]


def test_postgres_is_compared_with_sqlite_and_with_the_baseline() -> None:
    latency = {bot: {"p50_ms": p50, "p99_ms": p99} for bot, p50, p99 in
               (("pips", 2.0, 8.0), ("baseline", 1.0, 4.0), ("postgres", 3.0, 10.0))}
    load = {bot: {"clicks_per_s": rate, "p99_ms": p99} for bot, rate, p99 in
            (("pips", 400.0, 200.0), ("baseline", 800.0, 100.0), ("postgres", 200.0, 500.0))}
    figures = postgres_figures(latency, load)
    assert figures["to_sqlite"] == {"click_p50": 1.5, "click_p99": 1.25, "load_clicks_per_s": 0.5, "load_p99": 2.5}
    assert figures["to_baseline"] == {"click_p50": 3.0, "click_p99": 2.5, "load_clicks_per_s": 0.25, "load_p99": 5.0}
    assert (figures["click_p50_ms"], figures["load_clicks_per_s"]) == (3.0, 200.0)
