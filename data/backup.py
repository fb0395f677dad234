"""Backing up the SQLite game database while the bot runs, and restoring it while the bot is stopped.

    python -m data.backup DEST [--force]    # a copy of DATABASE_PATH in DEST (owner-only), safe while Pips runs
    python -m data.backup --restore SRC     # SRC back into DATABASE_PATH; Pips must be stopped

Reads DATABASE_PATH (and DATABASE_URL) from the environment and `.env` as bot.py does, and nothing else: no
token is needed to take a backup. A PostgreSQL deployment backs up with pg_dump instead (docs/operations.md).

The copy goes through SQLite's online backup API, on a read-only connection: it sees the database as of one
committed transaction, while Pips goes on writing through its WAL. A backup holds every open game's dice seed, so
it is created 0600 whatever the umask, under a temporary name until it is complete. A restore writes through
SQLite too, so a ``-wal`` file left beside the database by a crash is replaced, never replayed over the restored
pages; it takes the file's lock first, which a running bot holds.

Exit status, as bot.py's: 0 done; 1 may pass if tried again (the bot holds the file, a busy or failing disk);
2 something to fix first (a setting, an argument, a destination that exists).
"""

from __future__ import annotations

import argparse
import os
import sqlite3
import sys
import tempfile
from collections.abc import Mapping, Sequence
from contextlib import closing
from pathlib import Path
from typing import NoReturn

from data import _owner_only as owner_only
from data._file_lock import FileLock
from data.store import StoreInUse

DEFAULT_DATABASE = Path("data/pips.sqlite3")  # as settings.py: DATABASE_PATH unset


class BackupRefused(Exception):
    """Something to fix before trying again (exit status 2); the message says what."""


def back_up(database: Path, destination: Path, *, force: bool = False) -> int:
    """Copy ``database`` to ``destination`` (created 0600), consistent as of one transaction; its size in bytes.
    Refuses an existing ``destination`` unless ``force``. Raises BackupRefused, or sqlite3.Error / OSError."""
    if not database.is_file():
        raise BackupRefused(f"there is no database at {database}; check DATABASE_PATH")
    if destination.exists() and not force:
        raise BackupRefused(f"{destination} already exists; name another file, or add --force to replace it")
    if destination.is_dir():
        raise BackupRefused(f"{destination} is a directory; name the backup file to write")
    if not destination.parent.is_dir():
        raise BackupRefused(f"there is no directory {destination.parent} to write the backup in")
    descriptor, partial_name = tempfile.mkstemp(prefix=f".{destination.name}.", suffix=".partial",
                                                dir=destination.parent)  # mkstemp: 0600, whatever the umask
    os.close(descriptor)
    partial = Path(partial_name)
    try:
        # mode=ro: the backup never writes to the live database (the bot's lock does not stop a reader)
        with closing(_read_only(database)) as source, closing(sqlite3.connect(partial)) as copy:
            source.backup(copy)  # all pages in one step: one read transaction, one consistent state
            _check(copy, database)  # (the copy is checked: what it holds is what a restore would get)
        os.replace(partial, destination)
    except BaseException:
        partial.unlink(missing_ok=True)
        raise
    return destination.stat().st_size


def restore(backup: Path, database: Path) -> None:
    """Replace ``database`` by ``backup``'s contents. Raises StoreInUse while a bot holds the database, BackupRefused
    for a backup that is not a sound Pips database, or sqlite3.Error / OSError."""
    if not backup.is_file():
        raise BackupRefused(f"there is no backup at {backup}")
    with closing(_read_only(backup)) as source:
        _check(source, backup)  # before touching the database: a wrong file named leaves it as it was
        owner_only.make_directory(database.parent)
        lock = FileLock.take(database)
        try:
            owner_only.create_file(database)  # a new file owner-only, as Pips makes it
            with closing(sqlite3.connect(database)) as target:
                source.backup(target)
        finally:
            lock.release()


def _read_only(database: Path) -> sqlite3.Connection:
    return sqlite3.connect(f"{database.resolve().as_uri()}?mode=ro", uri=True)


def _check(db: sqlite3.Connection, name: Path) -> None:
    """A readable SQLite file holding Pips' tables: the schema has a version and the pages are sound."""
    try:
        version = db.execute("PRAGMA user_version").fetchone()[0]
        checked = db.execute("PRAGMA quick_check").fetchone()[0]
    except sqlite3.DatabaseError as error:
        raise BackupRefused(f"{name} is not a SQLite database ({error})") from None
    if version == 0:
        raise BackupRefused(f"{name} holds no Pips database (its schema has no version)")
    if checked != "ok":
        raise BackupRefused(f"{name} is damaged (SQLite's quick_check: {checked})")


class _Arguments(argparse.ArgumentParser):
    def error(self, message: str) -> NoReturn:
        """One line, as every other refusal here, instead of argparse's usage block and exit."""
        raise BackupRefused(f"{message} (usage: python -m data.backup DEST [--force] | --restore SRC)")


def _parser() -> argparse.ArgumentParser:
    parser = _Arguments(prog="python -m data.backup", description="Back up or restore Pips' SQLite database.")
    parser.add_argument("destination", nargs="?", type=Path, help="the backup file to write")
    parser.add_argument("--force", action="store_true", help="replace DEST if it exists")
    parser.add_argument("--restore", type=Path, metavar="SRC", help="copy SRC into DATABASE_PATH (bot stopped)")
    return parser


def run(argv: Sequence[str], env: Mapping[str, str]) -> int:
    """What ``python -m data.backup`` does with these arguments and settings; its exit status."""
    database = Path(env.get("DATABASE_PATH", "").strip() or DEFAULT_DATABASE)
    restoring = False
    try:
        parser = _parser()
        arguments = parser.parse_args(argv)
        if (arguments.destination is None) == (arguments.restore is None):
            parser.error("name either the backup file to write or --restore SRC")
        if env.get("DATABASE_URL", "").strip() or env.get("DATABASE_URL_FILE", "").strip():
            raise BackupRefused("DATABASE_URL is set: back up PostgreSQL with pg_dump and restore with pg_restore "
                                "(docs/operations.md, Backup and restore)")
        restoring = arguments.restore is not None
        if restoring:
            restore(arguments.restore, database)
            print(f"pips: restored {database} from {arguments.restore}")
        else:
            size = back_up(database, arguments.destination, force=arguments.force)
            print(f"pips: backed up {database} to {arguments.destination} ({size:,} bytes; it holds live dice "
                  "seeds: keep it secret)")
    except BackupRefused as error:
        print(f"pips: {error}", file=sys.stderr)
        return 2
    except StoreInUse:
        print(f"pips: a Pips process is using {database}; stop it before restoring", file=sys.stderr)
        return 1
    except (sqlite3.Error, OSError) as error:
        print(f"pips: {'restore' if restoring else 'backup'} failed: {error}", file=sys.stderr)
        return 1
    return 0


def main() -> int:
    from dotenv import load_dotenv  # as bot.py: the .env at the top of the checkout, under the environment

    load_dotenv()
    return run(sys.argv[1:], os.environ)


if __name__ == "__main__":
    sys.exit(main())
