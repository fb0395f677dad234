"""Any PostgreSQL password works: given apart from the URL (DATABASE_PASSWORD_FILE) it reaches the driver as it
is; in the URL it works percent-encoded (``build_url``). A real role on the test server, a real login."""

from __future__ import annotations

import uuid
from collections.abc import AsyncIterator
from pathlib import Path
from urllib.parse import urlsplit

import asyncpg
import pytest

from data.open import open_store
from data.postgres import PostgresStore
from data.store import StoreUnusable
from data.where import build_url
from settings import Settings
from tests.data.postgres_server import PostgresServer

# every character that breaks an unencoded URL, and a percent-encoding that must not be decoded
HARD_PASSWORD = "p@ss/w:rd #Tr0ub4dor%41%"


@pytest.fixture
async def hard_role(postgres: PostgresServer, pg_url: str) -> AsyncIterator[tuple[str, str]]:
    """A login role with HARD_PASSWORD owning the test's database: (role, database)."""
    role = f"hard_{uuid.uuid4().hex[:12]}"
    database = urlsplit(pg_url).path.strip("/")
    admin = await asyncpg.connect(postgres.url("postgres"))
    try:
        literal = HARD_PASSWORD.replace("'", "''")
        await admin.execute(f"CREATE ROLE \"{role}\" LOGIN PASSWORD '{literal}'")
        await admin.execute(f'ALTER DATABASE "{database}" OWNER TO "{role}"')
    finally:
        await admin.close()
    yield role, database


async def written_and_read_back(store: PostgresStore) -> str | None:
    try:
        await store.set_meta("k", "v")
        return await store.get_meta("k")
    finally:
        await store.close()


async def test_a_password_given_in_a_file_reaches_the_server_as_it_is(
    hard_role: tuple[str, str], postgres: PostgresServer, tmp_path: Path
) -> None:
    role, database = hard_role
    secret = tmp_path / "postgres_password"
    secret.write_text(HARD_PASSWORD + "\n")  # as `echo` writes it
    settings = Settings.from_env({
        "DISCORD_TOKEN": "token",
        "DATABASE_URL": build_url(user=role, host="127.0.0.1", port=postgres.port, database=database),
        "DATABASE_PASSWORD_FILE": str(secret),
    })
    assert settings.database_password == HARD_PASSWORD and HARD_PASSWORD in settings.secrets
    store = await open_store(settings)
    assert isinstance(store, PostgresStore)
    assert await written_and_read_back(store) == "v"


async def test_a_percent_encoded_url_carries_the_same_password(
    hard_role: tuple[str, str], postgres: PostgresServer
) -> None:
    role, database = hard_role
    url = build_url(user=role, password=HARD_PASSWORD, host="127.0.0.1", port=postgres.port, database=database)
    settings = Settings.from_env({"DISCORD_TOKEN": "token", "DATABASE_URL": url})
    assert HARD_PASSWORD in settings.secrets
    store = await open_store(settings)
    assert isinstance(store, PostgresStore)
    assert await written_and_read_back(store) == "v"


async def test_a_wrong_password_given_apart_is_refused_without_showing_it(
    hard_role: tuple[str, str], postgres: PostgresServer
) -> None:
    role, database = hard_role
    wrong = HARD_PASSWORD + "x"
    url = build_url(user=role, host="127.0.0.1", port=postgres.port, database=database)
    with pytest.raises(StoreUnusable) as refused:  # a login to fix: the bot exits 2, not to be restarted
        await PostgresStore.open(url, password=wrong)
    assert "password authentication failed" in str(refused.value) and wrong not in str(refused.value)
