"""bot.py speaks the notify protocol deploy/pips.service's Type=notify and WatchdogSec= rely on: run against the
stand-in with NOTIFY_SOCKET and WATCHDOG_USEC set, as systemd sets them, it says READY=1 once connected, pings the
watchdog, and says STOPPING=1 on SIGTERM."""

from __future__ import annotations

import asyncio
import signal
import socket
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from pathlib import Path

from e2e.conftest import stand_in
from fakediscord import BotProcess

from tests.patience import PATIENCE

WATCHDOG_USEC = "200000"  # a ping every 0.1 s


class ServiceManager:
    """What systemd hears on its notify socket: each message received, in order."""

    def __init__(self) -> None:
        self.messages: list[str] = []

    async def listen(self, listening: socket.socket) -> None:
        while True:
            self.messages.append((await asyncio.get_running_loop().sock_recv(listening, 4096)).decode())

    async def until(self, line: str) -> None:
        try:
            async with asyncio.timeout(PATIENCE):
                while not any(line in message.splitlines() for message in self.messages):
                    await asyncio.sleep(0.01)
        except TimeoutError:
            raise AssertionError(f"no {line} within {PATIENCE} s; the last messages: {self.messages[-3:]}") from None


@asynccontextmanager
async def service_manager(path: Path) -> AsyncIterator[ServiceManager]:
    """A notify socket at `path`, listened to while the block runs."""
    manager = ServiceManager()
    with socket.socket(socket.AF_UNIX, socket.SOCK_DGRAM) as listening:
        listening.bind(str(path))
        listening.setblocking(False)
        listener = asyncio.create_task(manager.listen(listening))
        try:
            yield manager
        finally:
            listener.cancel()


async def test_the_bot_tells_systemd_it_is_ready_alive_and_stopping(tmp_path: Path) -> None:
    notify_socket = tmp_path / "notify"
    env = {"NOTIFY_SOCKET": str(notify_socket), "WATCHDOG_USEC": WATCHDOG_USEC}
    async with service_manager(notify_socket) as systemd, stand_in() as fake, BotProcess(
        fake, fake.add_application("Pips"), "bot.py", workdir=tmp_path, env=env
    ) as bot:
        await systemd.until("READY=1")
        await systemd.until("WATCHDOG=1")
        assert bot.process is not None
        bot.process.send_signal(signal.SIGTERM)
        await systemd.until("STOPPING=1")
        assert await asyncio.wait_for(bot.process.wait(), PATIENCE) == 0
    messages = systemd.messages
    ready = messages.index("READY=1\nSTATUS=connected as Pips#0000")  # discord.py's name for a user: name#0000
    stopping = messages.index("STOPPING=1\nSTATUS=shutting down")
    assert ready < stopping
    assert set(messages) - {messages[ready], messages[stopping]} == {"WATCHDOG=1"}
