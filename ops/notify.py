"""Telling systemd how the bot is doing (the notify protocol of sd_notify(3), for the unit's ``Type=notify`` and
``WatchdogSec=``): each message is one datagram of ``NAME=value`` lines sent to the AF_UNIX socket that
``$NOTIFY_SOCKET`` names (a leading ``@``: Linux's abstract namespace). Without that variable every call does
nothing, so the bot run by hand or in a container behaves as before.

The watchdog is fed from a task on the event loop, not a thread: a loop that is stuck (a blocking call, a busy loop)
stops the pings, and systemd kills and restarts the bot once ``WatchdogSec`` passes without one.
"""

from __future__ import annotations

import asyncio
import logging
import os
import socket
from collections.abc import Mapping

log = logging.getLogger(__name__)


def notify_address(environ: Mapping[str, str]) -> bytes | None:
    """The socket address ``NOTIFY_SOCKET`` names, as ``sendto`` takes it; None when unset or not a path or an
    abstract name (systemd's other forms, such as ``vsock:``, are for virtual machines)."""
    name = environ.get("NOTIFY_SOCKET", "")
    if name.startswith("/"):
        return os.fsencode(name)
    if name.startswith("@") and len(name) > 1:
        return b"\0" + os.fsencode(name[1:])
    if name:
        log.warning("NOTIFY_SOCKET %r is neither a path nor an abstract socket name; not notifying", name)
    return None


def watchdog_interval(environ: Mapping[str, str], pid: int) -> float | None:
    """Seconds between pings, half of ``WATCHDOG_USEC`` as sd_watchdog_enabled(3) advises; None when no watchdog
    is asked of this process (unset, or ``WATCHDOG_PID`` naming another process)."""
    watched = environ.get("WATCHDOG_PID", "")
    if watched and watched != str(pid):
        return None
    try:
        microseconds = int(environ.get("WATCHDOG_USEC", ""))
    except ValueError:
        return None
    return microseconds / 2_000_000 if microseconds > 0 else None


class Notifier:
    """Sends the bot's state to the service manager at `address` (None: nowhere, every call a no-op), pinging the
    watchdog every `interval` seconds once started (None: no watchdog)."""

    def __init__(self, address: bytes | None, interval: float | None = None) -> None:
        self.address = address
        self.interval = interval
        self._socket: socket.socket | None = None
        self._feeder: asyncio.Task[None] | None = None

    @classmethod
    def from_environment(cls, environ: Mapping[str, str] = os.environ, pid: int | None = None) -> Notifier:
        address = notify_address(environ)
        interval = watchdog_interval(environ, os.getpid() if pid is None else pid) if address is not None else None
        return cls(address, interval)

    def send(self, *assignments: str) -> None:
        """One message (``READY=1``, ``STATUS=...``); never blocks: a full socket buffer drops it."""
        if self.address is None:
            return
        if self._socket is None:
            self._socket = socket.socket(socket.AF_UNIX, socket.SOCK_DGRAM | socket.SOCK_CLOEXEC)
            self._socket.setblocking(False)
        try:
            self._socket.sendto("\n".join(assignments).encode(), self.address)
        except OSError as error:
            log.warning("could not tell systemd %s: %s", assignments[0], error)

    def ready(self, status: str) -> None:
        """Start-up is over: systemd counts the service as started, and its watchdog as armed."""
        self.send("READY=1", f"STATUS={status}")

    def stopping(self) -> None:
        self.send("STOPPING=1", "STATUS=shutting down")

    def start_watchdog(self) -> None:
        """Ping the watchdog from now on, from the running event loop (a no-op without a watchdog)."""
        if self.interval is not None and self._feeder is None:
            self._feeder = asyncio.get_running_loop().create_task(self._feed(self.interval), name="systemd-watchdog")

    async def _feed(self, interval: float) -> None:
        while True:
            self.send("WATCHDOG=1")
            await asyncio.sleep(interval)

    def close(self) -> None:
        """Stop the pings and close the socket."""
        if self._feeder is not None:
            self._feeder.cancel()
            self._feeder = None
        if self._socket is not None:
            self._socket.close()
            self._socket = None
