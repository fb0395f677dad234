"""A throwaway PostgreSQL server for the tests: Debian's `initdb` + `pg_ctl` on a temporary folder.

It listens on 127.0.0.1 at a free port (and on a unix socket in its folder), trusts local connections, and
skips durability (fsync off): it lives for one test session. Running as root (CI), the server runs as the
`postgres` system user, since initdb refuses root. Each test gets its own database (`new_database`).

Without the binaries the PostgreSQL tests skip, naming what is missing; with CI=true they fail instead.
"""

from __future__ import annotations

import asyncio
import contextlib
import glob
import os
import shutil
import socket
import subprocess
import tempfile
import uuid
from collections.abc import Callable
from concurrent.futures import Future, ThreadPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path

import asyncpg
import pytest

USER = "pips"
PASSWORD = "pips-test-secret"  # the tests check it never shows in the bot's output


def binaries() -> Path | None:
    """The folder of Debian's PostgreSQL server binaries (the newest installed), or None."""
    found = sorted(glob.glob("/usr/lib/postgresql/*/bin/pg_ctl"), key=lambda p: int(Path(p).parts[4]))
    if found:
        return Path(found[-1]).parent
    on_path = shutil.which("pg_ctl")
    return Path(on_path).parent if on_path else None


def unavailable(reason: str) -> None:
    """Skip outside CI; fail in CI, where the PostgreSQL tests must run."""
    if os.environ.get("CI", "").lower() == "true":
        pytest.fail(f"PostgreSQL tests cannot run in CI: {reason}")
    pytest.skip(f"PostgreSQL tests skipped: {reason} (install Debian's postgresql package to run them)")


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


@dataclass
class PostgresServer:
    bin: Path
    folder: Path
    port: int = field(default_factory=free_port)
    # the next test's database, made on a thread of its own while this test runs (``new_database``)
    _maker: ThreadPoolExecutor = field(default_factory=lambda: ThreadPoolExecutor(1, "new-database"), init=False,
                                       repr=False)
    _next: Future[str] | None = field(default=None, init=False, repr=False)

    @property
    def data(self) -> Path:
        return self.folder / "data"

    def url(self, database: str, *, password: bool = True) -> str:
        secret = f":{PASSWORD}" if password else ""
        return f"postgresql://{USER}{secret}@127.0.0.1:{self.port}/{database}"

    def _run(self, *command: str) -> None:
        """A server binary, as the postgres system user when we are root (initdb and postgres refuse root)."""
        as_user = ["runuser", "-u", "postgres", "--"] if os.geteuid() == 0 else []
        done = subprocess.run([*as_user, *command], capture_output=True, text=True, timeout=120, check=False)
        if done.returncode != 0:
            raise RuntimeError(f"{' '.join(command)} failed ({done.returncode}):\n{done.stdout}\n{done.stderr}")

    def init(self) -> None:
        self.data.mkdir(parents=True)
        if os.geteuid() == 0:
            shutil.chown(self.folder, "postgres", "postgres")
            shutil.chown(self.data, "postgres", "postgres")
        pwfile = self.folder / "password"
        pwfile.write_text(PASSWORD)
        if os.geteuid() == 0:
            shutil.chown(pwfile, "postgres", "postgres")
        self._run(str(self.bin / "initdb"), "-D", str(self.data), "-U", USER, f"--pwfile={pwfile}",
                  "--auth-local=trust", "--auth-host=scram-sha-256", "--encoding=UTF8", "--locale=C.UTF-8",
                  "--no-sync")  # a throwaway server: its files need not reach the disk
        pwfile.unlink()

    def start(self) -> None:
        options = (f"-p {self.port} -k {self.folder} -c listen_addresses=127.0.0.1 -c fsync=off"
                   " -c synchronous_commit=off -c full_page_writes=off -c max_connections=200")
        self._run(str(self.bin / "pg_ctl"), "-D", str(self.data), "-l", str(self.folder / "server.log"),
                  "-o", options, "-w", "-t", "60", "start")

    def stop(self) -> None:
        self._run(str(self.bin / "pg_ctl"), "-D", str(self.data), "-m", "fast", "-w", "-t", "60", "stop")

    def new_database(self) -> str:
        """A fresh empty database; its URL (with the password). Blocking, so a fixture of any kind can call it
        (databases are made with an event loop of their own, on a thread of their own). Each call hands over the
        database made during the test before and starts making the next one: CREATE DATABASE is most of a
        PostgreSQL test's set-up. One that could not be made (a test had stopped the server) is made again."""
        ready, self._next = self._next, None
        url = None
        if ready is not None:
            with contextlib.suppress(Exception):
                url = ready.result()
        if url is None:
            url = self._maker.submit(self._create).result()
        self._next = self._maker.submit(self._create)
        return url

    def _create(self) -> str:
        name = f"pips_{uuid.uuid4().hex[:16]}"

        async def create() -> None:
            connection = await asyncpg.connect(self.url("postgres"))
            try:
                await connection.execute(f'CREATE DATABASE "{name}" TEMPLATE template0')
            finally:
                await connection.close()

        asyncio.run(create())
        return self.url(name)

    def close(self) -> None:
        """Make no more databases (the one being made is finished first)."""
        self._maker.shutdown(wait=True, cancel_futures=True)


def start_server() -> tuple[PostgresServer, Callable[[], None]]:
    """A started server and the function that stops it and removes its folder."""
    folder = binaries()
    if folder is None:
        unavailable("no PostgreSQL server binaries (initdb, pg_ctl) found")
        raise AssertionError("unreachable")
    if os.geteuid() == 0 and shutil.which("runuser") is None:
        unavailable("running as root without runuser to start the server as the postgres user")
    root = Path(tempfile.mkdtemp(prefix="pips-pg-"))
    server = PostgresServer(folder, root)
    try:
        server.init()
        server.start()
    except Exception:
        shutil.rmtree(root, ignore_errors=True)
        raise

    def finish() -> None:
        try:
            server.close()
            server.stop()
        finally:
            shutil.rmtree(root, ignore_errors=True)

    return server, finish
