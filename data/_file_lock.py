"""The lock that keeps one Pips process per database file.

An exclusive ``flock`` on ``<database>-lock`` (named like SQLite's own ``-wal`` and ``-shm`` files beside the
database), taken without waiting and held until released or until the process dies, when the OS lets go of
it: a crash leaves no stale lock behind. The lock file itself stays; removing it could let two processes lock
two different files of one name.
"""

from __future__ import annotations

import fcntl
import os
from pathlib import Path

from data.store import StoreInUse


class FileLock:
    def __init__(self, descriptor: int) -> None:
        self._descriptor: int | None = descriptor

    @classmethod
    def take(cls, database: Path) -> FileLock:
        """Lock ``database`` for this process. Raises StoreInUse if another holds it."""
        # beside the real file, so two paths to one database (a symlink, a relative path) meet on one lock
        lock_path = Path(f"{database.resolve()}-lock")
        # owner-only like the database (see _owner_only); not inherited by child processes
        descriptor = os.open(lock_path, os.O_RDWR | os.O_CREAT, 0o600)
        try:
            fcntl.flock(descriptor, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            os.close(descriptor)
            raise StoreInUse(database) from None
        except BaseException:
            os.close(descriptor)
            raise
        return cls(descriptor)

    def release(self) -> None:
        if self._descriptor is not None:
            os.close(self._descriptor)  # closing the only descriptor of the open file drops its flock
            self._descriptor = None
