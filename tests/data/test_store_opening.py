"""Opening a store that cannot be used says why in a sentence, as the exception bot.py turns into its exit code:
StoreUnusable (a setting, path or permission to fix: exit 2) or StoreUnavailable (may pass: exit 1). The SQLite
cases root can meet; those about file modes are run as an operator in tests/test_startup_failures.py."""

from __future__ import annotations

from pathlib import Path

import asyncpg
import pytest

from data.postgres import PostgresStore
from data.sqlite import SqliteStore
from data.store import StoreUnavailable, StoreUnusable
from tests.data.postgres_server import PASSWORD, PostgresServer

# --- SQLite ---------------------------------------------------------------------------------------------------


async def test_a_database_path_that_is_a_directory_is_named(tmp_path: Path) -> None:
    with pytest.raises(StoreUnusable, match=f"DATABASE_PATH {tmp_path} is a directory; name a file in it"):
        await SqliteStore.open(tmp_path)


async def test_a_file_that_is_no_database_is_named(tmp_path: Path) -> None:
    notes = tmp_path / "notes.txt"
    notes.write_text("not a database, and long enough for SQLite to read a header from it\n" * 10)
    with pytest.raises(StoreUnusable, match=f"{notes} is not a usable SQLite database"):
        await SqliteStore.open(notes)


# --- PostgreSQL -----------------------------------------------------------------------------------------------


async def set_read_only(postgres: PostgresServer, url: str) -> None:
    """Every new session on the database read-only, as `ALTER DATABASE … SET default_transaction_read_only` makes
    it (a standby refuses writes the same way)."""
    database = url.rsplit("/", 1)[1]
    connection = await asyncpg.connect(postgres.url("postgres"))
    try:
        await connection.execute(f'ALTER DATABASE "{database}" SET default_transaction_read_only = on')
    finally:
        await connection.close()


@pytest.mark.parametrize("migrated", [False, True], ids=["new", "migrated"])
async def test_a_read_only_postgresql_database_is_a_sentence_not_a_traceback(
    postgres: PostgresServer, pg_url: str, migrated: bool
) -> None:
    if migrated:
        await (await PostgresStore.open(pg_url)).close()
    await set_read_only(postgres, pg_url)
    with pytest.raises(StoreUnavailable) as refused:
        await PostgresStore.open(pg_url)
    assert "refuses writes: it is a read-only standby or default_transaction_read_only is on" in str(refused.value)
    assert PASSWORD not in str(refused.value)


async def test_a_database_the_server_does_not_have_is_unusable_not_unavailable(postgres: PostgresServer) -> None:
    with pytest.raises(StoreUnusable, match='"no_such_database" does not exist'):
        await PostgresStore.open(postgres.url("no_such_database"))


async def test_a_user_who_may_not_create_tables_is_told_so(postgres: PostgresServer, pg_url: str) -> None:
    database = pg_url.rsplit("/", 1)[1]
    admin = await asyncpg.connect(postgres.url("postgres"))
    try:
        await admin.execute(f"CREATE ROLE reader_{database} LOGIN PASSWORD '{PASSWORD}'")
    finally:
        await admin.close()
    as_reader = pg_url.replace("//pips:", f"//reader_{database}:")
    with pytest.raises(StoreUnusable, match="refuses to let Pips create its tables"):
        await PostgresStore.open(as_reader)
