"""A bot process (`python <script>` from the project root) pointed at a FakeDiscord through its environment."""

from __future__ import annotations

import asyncio
import os
import signal
import sys
import time
from collections import deque
from pathlib import Path
from types import TracebackType

from tests.patience import PATIENCE

from .model import Application
from .server import FakeDiscord

PROJECT_ROOT = Path(__file__).resolve().parents[2]
LOG_TAIL_LINES = 40
POLL_SECONDS = 0.02


class BotProcess:
    """Runs `script` (relative to the project root) as `app`: DISCORD_TOKEN, DEV_GUILD_ID, DISCORD_ADDRESS,
    SSL_CERT_FILE and DATABASE_PATH (in `workdir`, kept across restarts) plus `env`. Its stdout and
    stderr go to `workdir/<name>.log` (`name`: the app's, unless several processes run one app); failures of
    the stand-in's test API quote the tail of that log. With SHARD_COUNT (and SHARD_IDS) in `env` it runs those
    shards, and `start` waits for a fresh session of each."""

    def __init__(
        self,
        fake: FakeDiscord,
        app: Application,
        script: str | Path,
        *,
        workdir: Path,
        env: dict[str, str] | None = None,
        syncs_commands: bool = True,
        name: str | None = None,
    ) -> None:
        self.fake = fake
        self.app = app
        self.name = name or app.name
        self.script = PROJECT_ROOT / script
        self.database_path = workdir / f"{self.name}.sqlite3"
        self.log_path = workdir / f"{self.name}.log"
        self.extra_env = env or {}
        self.syncs_commands = syncs_commands
        self.process: asyncio.subprocess.Process | None = None
        self.starts = 0
        others = app.describe_bot  # another process of the same app: show both logs
        if others is None:
            app.describe_bot = self.log_tail
        else:
            app.describe_bot = lambda: f"{others()}\n--- {self.name} ---\n{self.log_tail()}"

    @property
    def shard_ids(self) -> list[int]:
        """The shards this process runs, as its SHARD_COUNT and SHARD_IDS say (unsharded: the one shard 0)."""
        count = self.extra_env.get("SHARD_COUNT", "").strip()
        ids = self.extra_env.get("SHARD_IDS", "").strip()
        if not count:
            return [0]
        return [int(shard) for shard in ids.split(",")] if ids else list(range(int(count)))

    @property
    def running(self) -> bool:
        return self.process is not None and self.process.returncode is None

    def environment(self) -> dict[str, str]:
        # A developer's own DISCORD_* settings must not leak into the bot under test.
        inherited = {key: value for key, value in os.environ.items() if not key.startswith("DISCORD_")}
        return {
            **inherited, "PYTHONUNBUFFERED": "1", **self.fake.bot_env(self.app),
            "DATABASE_PATH": str(self.database_path), **self.extra_env,
        }

    async def start(self, *, timeout: float = PATIENCE) -> None:
        """Start the bot and wait until it has identified on the gateway and its commands are registered (as on
        Discord, commands synced by an earlier start stay registered: a bot may rightly skip an unchanged sync)."""
        if self.running:
            raise AssertionError(f"{self.app.name} is already running")
        sessions_before = {shard: self.fake.state.sessions.get((self.app.id, shard)) for shard in self.shard_ids}

        def identified() -> bool:  # each of its shards has a session this start made
            now = {shard: self.fake.state.sessions.get((self.app.id, shard)) for shard in self.shard_ids}
            return all(now[shard] not in (None, sessions_before[shard]) for shard in self.shard_ids)

        self.starts += 1
        with self.log_path.open("ab") as log:
            log.write(f"===== start {self.starts}: {self.script.name} =====\n".encode())
            log.flush()
            self.process = await asyncio.create_subprocess_exec(
                sys.executable, str(self.script), cwd=PROJECT_ROOT, env=self.environment(),
                stdin=asyncio.subprocess.DEVNULL, stdout=log, stderr=asyncio.subprocess.STDOUT,
            )
        deadline = time.monotonic() + timeout
        while not (identified() and (not self.syncs_commands or self.app.has_commands())):
            if self.process.returncode is not None:
                code = self.process.returncode
                raise AssertionError(f"{self.app.name} exited with {code} while starting{self.app.describe()}")
            if time.monotonic() > deadline:
                raise AssertionError(f"{self.app.name} did not connect within {timeout} s{self.app.describe()}")
            await asyncio.sleep(POLL_SECONDS)

    async def stop(self, *, timeout: float = PATIENCE) -> int | None:
        """Ask the bot to shut down as Ctrl+C does (discord.py closes cleanly); SIGKILL if it will not. (A graceful
        stop lets clicks in progress finish for up to 5 s of its own: a busy machine takes longer still.)"""
        if self.process is None:
            return None
        if self.running:
            self.process.send_signal(signal.SIGINT)
            try:
                await asyncio.wait_for(self.process.wait(), timeout)
            except TimeoutError:
                await self.kill()
        return self.process.returncode

    async def kill(self) -> None:
        """SIGKILL: the bot gets no chance to clean up, as in a crash or an OOM kill."""
        if self.process is not None and self.running:
            self.process.kill()
            await self.process.wait()

    async def restart(self, *, kill: bool = False) -> None:
        """Stop (or SIGKILL) and start again on the same database."""
        await (self.kill() if kill else self.stop())
        await self.start()

    def log_tail(self, lines: int = LOG_TAIL_LINES) -> str:
        if not self.log_path.exists():
            return "(no log yet)"
        with self.log_path.open(errors="replace") as log:
            return "".join(deque(log, maxlen=lines))

    async def __aenter__(self) -> BotProcess:
        await self.start()
        return self

    async def __aexit__(
        self, kind: type[BaseException] | None, error: BaseException | None, trace: TracebackType | None
    ) -> None:
        await self.stop()
        # pytest shows captured output only for failing tests, so the tail costs nothing when all is well.
        print(f"--- last lines of {self.log_path} ---\n{self.log_tail()}")
