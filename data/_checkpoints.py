"""WAL checkpoints off the click path: a second connection on a thread of its own copies the WAL into the file.

SQLite's automatic checkpoint runs inside the commit that fills the WAL past 1,000 pages, and a checkpoint
waits for the disk (it syncs the database file even with synchronous=NORMAL): a commit made on the event loop
(``GroupCommit(here=True)``) would stall every click for it. So the store's own connection turns automatic
checkpoints off, and every ``every`` commits this one runs a PASSIVE checkpoint on its thread, which copies
what it can without ever blocking the writer; the writer starts the WAL over once it has all been copied.

"All" matters: a writer starts the WAL over only if every frame in it had been copied when its transaction
began. A checkpoint copies the frames that were there when it started, and with clicks coming one after
another some always came meanwhile: the WAL grew without end (13 MB per thousand clicks). So a checkpoint
round goes on, a moment apart, until the WAL has started over (it got shorter) or nothing came since the
last try and all is copied (the next commit starts it over), at most ``CATCH_UP_TRIES`` times; the next round
goes on from there.
"""

from __future__ import annotations

import sqlite3
import time

from data._db_thread import DbThread

# Commits between checkpoint rounds (a click's commit writes ~6 pages: a WAL of ~6,000 pages, ~25 MB, at most;
# grouped commits share pages). A round's cost is mostly its tries, each syncing the database file, not the pages
# it copies: under load (500 tables, 25 clicks a batch) a round every 100 commits cost 25 µs of CPU a click, every
# 1,000 commits 5 µs.
CHECKPOINT_EVERY = 1000
CATCH_UP_TRIES = 100  # checkpoints in a round, at most
CATCH_UP_PAUSE = 0.005  # seconds between them: a gap between commits comes soon at any pace short of saturation


class Checkpoints:
    def __init__(self, thread: DbThread, connection: sqlite3.Connection, every: int) -> None:
        self._thread = thread
        self._db = connection
        self._every = every
        self._commits = 0
        self.done = 0  # checkpoints run, for tests
        self.behind = 0  # frames the last checkpoint saw and could not copy (a reader still held them)

    @classmethod
    async def open(cls, path: str, *, every: int | None = None) -> Checkpoints:
        thread = DbThread(name=f"pips-sqlite-checkpoints {path}")
        try:
            connection = await thread.run(_connect, path)
        except BaseException:
            await thread.stop()
            raise
        return cls(thread, connection, every or CHECKPOINT_EVERY)

    def committed(self) -> None:
        """A commit was made: start a checkpoint when enough came since the last, unless one is running."""
        self._commits += 1
        if self._commits >= self._every and self._thread.idle():
            self._commits = 0
            self._thread.hand(self._checkpoint)

    def _checkpoint(self) -> None:
        last = None
        for tried in range(CATCH_UP_TRIES):
            if tried:
                time.sleep(CATCH_UP_PAUSE)  # on this thread of its own: nothing else waits for it
            _, frames, copied = self._db.execute("PRAGMA wal_checkpoint(PASSIVE)").fetchone()
            self.done += 1
            self.behind = max(frames - copied, 0)
            if last is not None and (frames < last or (frames == last and not self.behind)):
                return
            last = frames

    async def close(self) -> None:
        await self._thread.stop(last=self._db.close)


def _connect(path: str) -> sqlite3.Connection:
    connection = sqlite3.connect(path, isolation_level=None)
    connection.execute("PRAGMA busy_timeout=5000")
    return connection
