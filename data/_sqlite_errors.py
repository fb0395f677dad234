"""SQLite errors that mean the database file cannot be used right now, told to users as the database being
unavailable (try again in a moment) rather than as a failure of Pips: nothing of the call was committed."""

from __future__ import annotations

import sqlite3

from data.store import StoreUnavailable

# Primary result codes (https://www.sqlite.org/rescode.html): the file is locked by another connection, or the
# disk refused a read or a write, or the file is gone.
_UNAVAILABLE_CODES = frozenset({
    5,  # SQLITE_BUSY
    6,  # SQLITE_LOCKED
    10,  # SQLITE_IOERR
    13,  # SQLITE_FULL
    14,  # SQLITE_CANTOPEN
    15,  # SQLITE_PROTOCOL
})


def unavailable(error: BaseException) -> BaseException:
    """``error`` as StoreUnavailable when it says the file cannot be used right now; else ``error`` itself."""
    if not isinstance(error, sqlite3.OperationalError):
        return error
    code = getattr(error, "sqlite_errorcode", None)
    if code is None or code & 0xFF not in _UNAVAILABLE_CODES:
        return error
    lost = StoreUnavailable(f"the database file cannot be used right now: {error}")
    lost.__cause__ = error
    return lost
