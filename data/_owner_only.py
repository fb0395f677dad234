"""The SQLite database's files kept owner-only, whatever the umask: they hold each open game's secret dice seed.

Pips creates the database file itself, 0600, before SQLite opens it; SQLite gives the ``-wal`` and ``-shm`` files
it makes the database file's mode (and the ``-lock`` file is made 0600 by ``_file_lock``). A directory Pips creates
for the database is 0700. A file of the database found readable by others (made by an older Pips, or copied in)
is tightened when the store opens.
"""

from __future__ import annotations

import errno
import logging
import os
import stat
from pathlib import Path

log = logging.getLogger(__name__)

FILE_MODE = 0o600
DIRECTORY_MODE = 0o700
OTHERS = 0o077  # the group's and everyone else's permission bits
# the database file and the files SQLite and the lock keep beside it
SUFFIXES = ("", "-wal", "-shm", "-journal", "-lock")


def make_directory(folder: Path) -> None:
    """Create ``folder`` and its missing parents, each 0700; folders that exist are left as they are."""
    missing = []
    for candidate in (folder, *folder.parents):
        if candidate.exists():
            if not candidate.is_dir():  # named as what stands in the way, not as a file that cannot be made in it
                raise NotADirectoryError(errno.ENOTDIR, "Not a directory", str(candidate))
            break
        missing.append(candidate)
    for candidate in reversed(missing):
        try:
            candidate.mkdir(mode=DIRECTORY_MODE)
        except FileExistsError:
            continue  # made meanwhile by someone else: theirs to set
        candidate.chmod(DIRECTORY_MODE)  # mkdir's mode passes through the umask, which may take bits off


def create_file(database: Path) -> None:
    """Create the empty database file 0600 unless it exists (SQLite takes an empty file for a new database)."""
    try:
        descriptor = os.open(database, os.O_WRONLY | os.O_CREAT | os.O_EXCL, FILE_MODE)
    except FileExistsError:
        return
    try:
        os.fchmod(descriptor, FILE_MODE)  # the umask may have taken bits off the mode asked for
    finally:
        os.close(descriptor)


def tighten(database: Path) -> list[str]:
    """Make owner-only each file of the database that others could read or write: the group's and others' bits go,
    the owner's stay (a read-only file stays read-only, and says so when opened). Returns what it changed, for
    ``said_tightened`` once the store is open (a start that fails says one line, its failure)."""
    real = os.path.realpath(database)  # SQLite and the lock keep their files beside the real file
    tightened = []
    for suffix in SUFFIXES:
        path = Path(f"{real}{suffix}")
        try:
            mode = stat.S_IMODE(path.stat().st_mode)
        except FileNotFoundError:
            continue
        if mode & OTHERS:
            try:
                path.chmod(mode & ~OTHERS)
            except PermissionError:
                log.warning("%s is %04o, readable by others, and not ours to make owner-only (0600)", path, mode)
                continue
            tightened.append(f"{path.name} (was {mode:04o}, now {mode & ~OTHERS:04o})")
    return tightened


def said_tightened(tightened: list[str]) -> None:
    if tightened:
        log.info("made the database's files owner-only: %s", ", ".join(tightened))
