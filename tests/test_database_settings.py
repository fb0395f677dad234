"""DATABASE_URL: checked when read, never shown with its password, and `open_store` choosing the store by it."""

from __future__ import annotations

from pathlib import Path

import pytest

from data.open import open_store
from data.postgres import PostgresStore
from data.sqlite import SqliteStore
from data.where import describe_url, scrub
from settings import Settings, SettingsError

SECRET = "s3cr3t-pw"


def settings(**env: str) -> Settings:
    return Settings.from_env({"DISCORD_TOKEN": "token", **env})


def test_without_a_url_the_bot_keeps_its_sqlite_file() -> None:
    chosen = settings(DATABASE_PATH="games.sqlite3")
    assert chosen.database_url is None and chosen.database_path == Path("games.sqlite3")


def test_a_url_is_kept_but_never_shown_with_its_password() -> None:
    url = f"postgresql://pips:{SECRET}@db.example.com:6543/games"
    chosen = settings(DATABASE_URL=f"  {url} ")
    assert chosen.database_url == url
    assert SECRET not in repr(chosen) and SECRET not in str(chosen)
    assert describe_url(url) == 'PostgreSQL database "games" on db.example.com:6543'
    assert scrub(f"failed for {SECRET}", url) == "failed for ***"


def test_a_unix_socket_url_names_its_folder() -> None:
    url = "postgresql:///games?host=/run/postgresql"
    assert settings(DATABASE_URL=url).database_url == url
    assert describe_url(url) == 'PostgreSQL database "games" on /run/postgresql:5432'


@pytest.mark.parametrize(("url", "says"), [
    (f"mysql://pips:{SECRET}@db/games", "must start with postgresql://"),
    (f"postgresql://pips:{SECRET}@/games", "names no host"),
    (f"postgresql://pips:{SECRET}@db.example.com", "names no database"),
    (f"postgresql://pips:{SECRET}@db.example.com:99999/games", "malformed"),
])
def test_a_malformed_url_is_refused_saying_why_without_the_password(url: str, says: str) -> None:
    with pytest.raises(SettingsError) as refused:
        settings(DATABASE_URL=url)
    assert says in str(refused.value) and SECRET not in str(refused.value)


async def test_open_store_opens_sqlite_without_a_url_and_postgresql_with_one(tmp_path: Path, pg_url: str) -> None:
    lite = await open_store(settings(DATABASE_PATH=str(tmp_path / "pips.sqlite3")))
    try:
        assert isinstance(lite, SqliteStore)
    finally:
        await lite.close()
    pg = await open_store(settings(DATABASE_PATH=str(tmp_path / "unused.sqlite3"), DATABASE_URL=pg_url))
    try:
        assert isinstance(pg, PostgresStore)
        await pg.set_meta("k", "v")
        assert await pg.get_meta("k") == "v"
    finally:
        await pg.close()
    assert not (tmp_path / "unused.sqlite3").exists()
