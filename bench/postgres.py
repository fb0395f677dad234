"""The PostgreSQL server the benchmark runs Pips on, started and stopped by the benchmark itself.

It reuses the tests' server helper (`tests/data/postgres_server.py`: Debian's initdb + pg_ctl on a temporary
folder and a free port, as the `postgres` user when root) on purpose, as the benchmark already drives the
tests' Discord stand-in: one way to start a throwaway server, kept where the tests keep it. Only the
pytest-free parts are used (`binaries`, `PostgresServer`), so a machine without PostgreSQL gets a reason to
print rather than a pytest skip.

The one difference is durability. The tests' server runs without fsync; this one keeps fsync and full-page
writes on, and Pips's connections ask for `synchronous_commit=on` (data/postgres.py, `DURABILITY`): every
answered click is on the server's disk, as the bot promises.
"""

from __future__ import annotations

import os
import shutil
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

import asyncpg

from tests.data.postgres_server import PostgresServer, binaries

SKIPPED = "skipped: no PostgreSQL"


class BenchPostgres(PostgresServer):
    def start(self) -> None:
        options = (f"-p {self.port} -k {self.folder} -c listen_addresses=127.0.0.1"
                   " -c max_connections=200")
        self._run(str(self.bin / "pg_ctl"), "-D", str(self.data), "-l", str(self.folder / "server.log"),
                  "-o", options, "-w", "-t", "60", "start")


@dataclass(frozen=True)
class NoPostgres:
    reason: str


def missing() -> str | None:
    """Why no server can be started here, or None when one can."""
    if binaries() is None:
        return "no PostgreSQL server binaries (initdb, pg_ctl)"
    if os.geteuid() == 0 and shutil.which("runuser") is None:
        return "running as root without runuser to start the server as the postgres user"
    return None


@contextmanager
def postgres_server() -> Iterator[PostgresServer | NoPostgres]:
    """A started server for the run (stopped and removed afterwards), or why there is none."""
    reason, folder = missing(), binaries()
    if reason is not None or folder is None:
        yield NoPostgres(reason or "no PostgreSQL")
        return
    root = Path(tempfile.mkdtemp(prefix="pips-bench-pg-"))
    server = BenchPostgres(folder, root)
    try:
        server.init()
        server.start()
        try:
            yield server
        finally:
            server.stop()
    finally:
        shutil.rmtree(root, ignore_errors=True)


async def stored_rolls(url: str) -> tuple[dict[int, int], dict[int, int]]:
    """Per table: roll actions committed, and the table's version (as `run.stored_rolls` reads SQLite)."""
    connection = await asyncpg.connect(url)
    try:
        rolls = await connection.fetch(
            "SELECT table_id, COUNT(*) AS n FROM actions WHERE action = 'roll' GROUP BY table_id"
        )
        versions = await connection.fetch("SELECT id, version FROM tables")
    finally:
        await connection.close()
    return {row["table_id"]: row["n"] for row in rolls}, {row["id"]: row["version"] for row in versions}
