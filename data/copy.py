"""Copy a whole Pips database into an empty one: `python -m data.copy SOURCE DEST`.

Each side is a SQLite file path or a postgresql:// URL. Everything is copied (tables live and finished, action
logs, results, meta, server settings, turn pings) with ids and versions as they are, in one transaction on the
destination; PostgreSQL's id sequence is moved past the copied ids. Both sides are first opened as the bot opens
them (so migrated to the same schema, and a SQLite file a running bot holds is refused). A destination that
holds anything is refused. Stop the bot before copying: a change made during the copy would not be in it.
"""

from __future__ import annotations

import argparse
import asyncio
import sqlite3
import sys
from collections.abc import Sequence
from contextlib import closing
from typing import Any

import asyncpg

from data.postgres import PostgresStore
from data.sqlite import SqliteStore
from data.store import StoreInUse, StoreUnavailable
from data.where import SCHEMES, describe_url

# In an order that keeps every reference valid (actions, results, pings and start chances name a table).
TABLES = (
    "tables", "actions", "results", "meta", "guild_settings", "guild_channels", "turn_pings", "season_changes",
    "start_chances", "nights", "table_passes", "tournaments",
)

Rows = list[dict[str, Any]]


class CopyRefused(Exception):
    """The copy cannot be made (a non-empty destination, schemas that differ); nothing was written."""


def is_url(where: str) -> bool:
    return where.split("://", 1)[0] in SCHEMES and "://" in where


def describe(where: str) -> str:
    return describe_url(where) if is_url(where) else f"SQLite file {where}"


async def schema_of(where: str) -> int:
    """Open (and so migrate) the database as the bot does; its schema number."""
    if is_url(where):
        pg = await PostgresStore.open(where)
        try:
            return await pg.schema_version()
        finally:
            await pg.close()
    lite = await SqliteStore.open(where)
    try:
        return await lite.schema_version()
    finally:
        await lite.close()


# --- SQLite side -------------------------------------------------------------------------------------


def _sqlite_tables(db: sqlite3.Connection) -> set[str]:
    return {row[0] for row in db.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}


def read_sqlite(path: str) -> dict[str, Rows]:
    with closing(sqlite3.connect(f"file:{path}?mode=ro", uri=True)) as db:
        db.row_factory = sqlite3.Row
        present = _sqlite_tables(db)
        return {name: [dict(row) for row in db.execute(f"SELECT * FROM {name}")] for name in TABLES if name in present}


def write_sqlite(path: str, data: dict[str, Rows]) -> None:
    with closing(sqlite3.connect(path, isolation_level=None)) as db:
        present = _sqlite_tables(db)
        db.execute("BEGIN IMMEDIATE")
        try:
            for name in TABLES:
                if name in present and db.execute(f"SELECT 1 FROM {name} LIMIT 1").fetchone():
                    raise CopyRefused(f"{describe(path)} is not empty (its {name} has rows); copy into an empty one")
            for name, rows in data.items():
                if rows:
                    columns = list(rows[0])
                    db.executemany(
                        f"INSERT INTO {name} ({', '.join(columns)}) VALUES ({', '.join('?' * len(columns))})",
                        [[_to_sqlite(row[column]) for column in columns] for row in rows],
                    )
            db.execute("COMMIT")
        except BaseException:
            db.execute("ROLLBACK")
            raise


def _to_sqlite(value: Any) -> Any:
    return int(value) if isinstance(value, bool) else value


# --- PostgreSQL side ---------------------------------------------------------------------------------


async def read_postgres(url: str) -> dict[str, Rows]:
    connection = await asyncpg.connect(url)
    try:
        return {name: [dict(row) for row in await connection.fetch(f"SELECT * FROM {name}")] for name in TABLES}
    finally:
        await connection.close()


async def write_postgres(url: str, data: dict[str, Rows]) -> None:
    connection = await asyncpg.connect(url)
    try:
        async with connection.transaction():
            for name in TABLES:
                if await connection.fetchval(f"SELECT EXISTS (SELECT 1 FROM {name})"):
                    raise CopyRefused(f"{describe(url)} is not empty (its {name} has rows); copy into an empty one")
            booleans = {
                (row["table_name"], row["column_name"])
                for row in await connection.fetch(
                    "SELECT table_name, column_name FROM information_schema.columns"
                    " WHERE table_schema = current_schema() AND data_type = 'boolean'"
                )
            }
            for name, rows in data.items():
                if rows:
                    columns = list(rows[0])
                    await connection.copy_records_to_table(
                        name, columns=columns,
                        records=[_to_postgres(row, columns, {c for t, c in booleans if t == name}) for row in rows],
                    )
            # ids were copied as they were: the next table gets the one after the highest
            await connection.execute(
                "SELECT setval(pg_get_serial_sequence('tables', 'id'), max(id)) FROM tables HAVING count(*) > 0"
            )
            await connection.execute(
                "SELECT setval(pg_get_serial_sequence('nights', 'id'), max(id)) FROM nights HAVING count(*) > 0"
            )
    finally:
        await connection.close()


def _to_postgres(row: dict[str, Any], columns: Sequence[str], booleans: set[str]) -> tuple[Any, ...]:
    return tuple(bool(row[c]) if c in booleans and row[c] is not None else row[c] for c in columns)


# --- the copy ----------------------------------------------------------------------------------------------


async def copy(source: str, dest: str) -> dict[str, int]:
    """Copy ``source`` into the empty ``dest``; the number of rows copied per table."""
    if source == dest:
        raise CopyRefused("SOURCE and DEST are the same database")
    source_schema, dest_schema = await schema_of(source), await schema_of(dest)
    if source_schema != dest_schema:
        raise CopyRefused(f"{describe(source)} has schema {source_schema} but {describe(dest)} has {dest_schema}: "
                          "run the same Pips version on both")
    data = await read_postgres(source) if is_url(source) else read_sqlite(source)
    if is_url(dest):
        await write_postgres(dest, data)
    else:
        write_sqlite(dest, data)
    return {name: len(rows) for name, rows in data.items()}


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m data.copy",
        description="Copy a whole Pips database (a SQLite file or a postgresql:// URL) into an empty one.",
    )
    parser.add_argument("source", help="the database to copy: a SQLite file or postgresql://user:pw@host/db")
    parser.add_argument("dest", help="the empty database to copy into (created and migrated if need be)")
    args = parser.parse_args(argv)
    try:
        counts = asyncio.run(copy(args.source, args.dest))
    except (CopyRefused, StoreUnavailable) as error:
        print(f"data.copy: {error}; nothing was copied", file=sys.stderr)
        return 1
    except StoreInUse as error:
        print(f"data.copy: {error}; stop the bot first; nothing was copied", file=sys.stderr)
        return 1
    copied = ", ".join(f"{count} {name}" for name, count in counts.items())
    print(f"copied {describe(args.source)} into {describe(args.dest)}: {copied}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
