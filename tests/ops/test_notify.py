"""The notify protocol against a real AF_UNIX datagram socket, bound here as systemd binds its own."""

from __future__ import annotations

import asyncio
import os
import socket
import time
import uuid
from collections.abc import Iterator
from pathlib import Path

import pytest

from ops.notify import Notifier, notify_address, watchdog_interval

INTERVAL = 0.05  # seconds between pings in these tests


@pytest.fixture
def manager(tmp_path: Path) -> Iterator[tuple[socket.socket, str]]:
    """A socket where systemd's would be, and the NOTIFY_SOCKET naming it."""
    with socket.socket(socket.AF_UNIX, socket.SOCK_DGRAM) as listening:
        path = tmp_path / "notify"
        listening.bind(str(path))
        listening.setblocking(False)
        yield listening, str(path)


def received(listening: socket.socket) -> list[str]:
    """Every message waiting on the socket, oldest first."""
    messages = []
    while True:
        try:
            messages.append(listening.recv(4096).decode())
        except BlockingIOError:
            return messages


async def test_ready_pings_and_stopping_reach_the_socket(manager: tuple[socket.socket, str]) -> None:
    listening, name = manager
    notifier = Notifier.from_environment({"NOTIFY_SOCKET": name, "WATCHDOG_USEC": str(int(INTERVAL * 2e6))})
    assert notifier.interval == pytest.approx(INTERVAL)
    notifier.ready("connected as Pips#0001")
    notifier.start_watchdog()
    await asyncio.sleep(INTERVAL * 4.5)
    notifier.stopping()
    notifier.close()
    messages = received(listening)
    assert messages[0] == "READY=1\nSTATUS=connected as Pips#0001"
    assert messages[-1] == "STOPPING=1\nSTATUS=shutting down"
    pings = messages[1:-1]
    assert len(pings) >= 3 and set(pings) == {"WATCHDOG=1"}
    await asyncio.sleep(INTERVAL * 2)
    assert received(listening) == []  # closed: no more pings


async def test_a_blocked_event_loop_stops_the_pings(manager: tuple[socket.socket, str]) -> None:
    listening, name = manager
    notifier = Notifier(notify_address({"NOTIFY_SOCKET": name}), INTERVAL)
    notifier.start_watchdog()
    try:
        await asyncio.sleep(INTERVAL * 2.5)
        assert "WATCHDOG=1" in received(listening)
        time.sleep(INTERVAL * 4)  # the loop stuck, as in a blocking call
        assert received(listening) == []
        await asyncio.sleep(INTERVAL * 2.5)  # free again: the pings resume
        assert "WATCHDOG=1" in received(listening)
    finally:
        notifier.close()


def test_an_abstract_socket_name_is_reached() -> None:
    name = f"pips-test-{uuid.uuid4().hex}"
    with socket.socket(socket.AF_UNIX, socket.SOCK_DGRAM) as listening:
        listening.bind("\0" + name)
        listening.setblocking(False)
        notifier = Notifier.from_environment({"NOTIFY_SOCKET": "@" + name})
        notifier.ready("connected")
        notifier.close()
        assert received(listening) == ["READY=1\nSTATUS=connected"]


async def test_without_notify_socket_nothing_is_sent_nor_fed() -> None:
    notifier = Notifier.from_environment({"WATCHDOG_USEC": "100000"})
    assert notifier.address is None and notifier.interval is None
    notifier.ready("connected")
    notifier.start_watchdog()
    notifier.stopping()
    notifier.close()


def test_an_address_of_another_kind_is_not_used() -> None:
    assert notify_address({"NOTIFY_SOCKET": "vsock:2:1234"}) is None
    assert notify_address({"NOTIFY_SOCKET": "@"}) is None


def test_a_missing_manager_is_a_warning_not_a_failure(tmp_path: Path, caplog: pytest.LogCaptureFixture) -> None:
    notifier = Notifier.from_environment({"NOTIFY_SOCKET": str(tmp_path / "gone")})
    notifier.ready("connected")
    notifier.close()
    assert "could not tell systemd READY=1" in caplog.text


@pytest.mark.parametrize(("environ", "interval"), [
    ({"WATCHDOG_USEC": "30000000"}, 15.0),
    ({"WATCHDOG_USEC": "30000000", "WATCHDOG_PID": "4242"}, 15.0),
    ({"WATCHDOG_USEC": "30000000", "WATCHDOG_PID": "4243"}, None),  # another process's watchdog
    ({}, None),
    ({"WATCHDOG_USEC": "0"}, None),
    ({"WATCHDOG_USEC": "soon"}, None),
])
def test_the_watchdog_interval_is_half_of_what_systemd_asks(environ: dict[str, str], interval: float | None) -> None:
    assert watchdog_interval(environ, 4242) == interval


def test_our_own_pid_is_the_default() -> None:
    environ = {"NOTIFY_SOCKET": "/run/systemd/notify", "WATCHDOG_USEC": "2000000", "WATCHDOG_PID": str(os.getpid())}
    assert Notifier.from_environment(environ).interval == 1.0
