"""Opening the store a deployment asked for: PostgreSQL when DATABASE_URL is set, else the SQLite file."""

from __future__ import annotations

from typing import TYPE_CHECKING

from data.store import Store

if TYPE_CHECKING:
    from settings import Settings


async def open_store(settings: Settings) -> Store:
    """The migrated store. Raises StoreUnavailable (PostgreSQL that cannot be opened, named without its password)
    or StoreInUse (a SQLite file another process holds)."""
    if settings.database_url:
        from data.postgres import PostgresStore  # asyncpg is loaded only by deployments that use it

        return await PostgresStore.open(
            settings.database_url, durability=settings.durability, password=settings.database_password
        )
    from data.sqlite import SqliteStore

    return await SqliteStore.open(settings.database_path, durability=settings.durability)
