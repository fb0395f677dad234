"""Why a SQLite database could not be opened, in a sentence that names the path and what to do: StoreUnusable for
what only the operator can fix (a directory or file Pips may not write, a file that is no database), StoreUnavailable
for what may pass (a full disk, a lock another program keeps)."""

from __future__ import annotations

import errno
import sqlite3
from pathlib import Path

from data.store import StoreUnavailable, StoreUnusable

_FULL_DISK = frozenset({errno.ENOSPC, errno.EDQUOT})
_NOT_WRITABLE = frozenset({errno.EACCES, errno.EPERM, errno.EROFS})
_NOT_A_DIRECTORY = frozenset({errno.ENOTDIR, errno.EEXIST})  # mkdir meets a file where a directory should be
_READ_ONLY = frozenset({sqlite3.SQLITE_READONLY, sqlite3.SQLITE_PERM, sqlite3.SQLITE_AUTH})
_NOT_A_DATABASE = frozenset({sqlite3.SQLITE_NOTADB, sqlite3.SQLITE_CORRUPT})
_WRITABLE_BY_PIPS = "writable by the user Pips runs as"


def opening_failure(error: BaseException, path: Path) -> Exception | None:
    """What opening the database at ``path`` raises for ``error``; None for an error this does not know (a bug)."""
    cause = error.__cause__ if isinstance(error, StoreUnavailable) else error
    if isinstance(cause, OSError):
        return _os_failure(cause, path)
    if isinstance(cause, sqlite3.Error):
        return _sqlite_failure(cause, path)
    return None


def _os_failure(error: OSError, path: Path) -> Exception:
    where = error.filename or path
    if error.errno in _FULL_DISK:
        return StoreUnavailable(f"cannot create {where}: the disk is full; free some space")
    if error.errno in _NOT_WRITABLE:
        return StoreUnusable(
            f"cannot create {where} ({error.strerror}): the directory of DATABASE_PATH must be {_WRITABLE_BY_PIPS}; "
            f"fix its owner or permissions, or set DATABASE_PATH to a file in a directory Pips may write"
        )
    if error.errno == errno.EISDIR:
        return StoreUnusable(f"DATABASE_PATH {path} is a directory; name a file in it (e.g. {path / 'pips.sqlite3'})")
    if error.errno in _NOT_A_DIRECTORY:
        return StoreUnusable(f"cannot use DATABASE_PATH {path}: {where} is a file, not a directory; "
                             "set DATABASE_PATH to a file in a directory")
    return StoreUnusable(f"cannot create {where} ({error.strerror or error}); "
                         "set DATABASE_PATH to a file in a directory Pips may write")


def _sqlite_failure(error: sqlite3.Error, path: Path) -> Exception | None:
    code = getattr(error, "sqlite_errorcode", 0) & 0xFF  # the primary result code
    if code in _READ_ONLY:
        return StoreUnusable(
            f"the SQLite database {path} is read-only: the file, its -wal and -shm files and their directory must be "
            f"{_WRITABLE_BY_PIPS}; fix their owner or permissions"
        )
    if code == sqlite3.SQLITE_CANTOPEN:
        return StoreUnusable(
            f"cannot open the SQLite database {path} ({error}): the file and its directory must be {_WRITABLE_BY_PIPS}"
        )
    if code in _NOT_A_DATABASE:
        return StoreUnusable(f"{path} is not a usable SQLite database ({error}); set DATABASE_PATH to Pips's "
                             "database, or restore it from a backup")
    if code == sqlite3.SQLITE_FULL:
        return StoreUnavailable(f"the SQLite database {path} cannot grow: the disk is full; free some space")
    if code in (sqlite3.SQLITE_BUSY, sqlite3.SQLITE_LOCKED):
        return StoreUnavailable(f"the SQLite database {path} is locked by another program ({error}); "
                                "stop it or wait for it to finish")
    if code in (sqlite3.SQLITE_IOERR, sqlite3.SQLITE_PROTOCOL):
        return StoreUnavailable(f"the SQLite database {path} is not answering ({error})")
    return None  # a statement that failed (a migration, say): a bug, not the file
