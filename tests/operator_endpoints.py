"""The bot's operator endpoints (/health, /ready, /metrics on METRICS_PORT), asked as a load balancer and
Prometheus would: one reader for the e2e tests and ``python -m bench --metrics``."""

from __future__ import annotations

import socket

import aiohttp


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


class Endpoints:
    """Answers from the bot's operator endpoints on ``port``."""

    def __init__(self, http: aiohttp.ClientSession, port: int) -> None:
        self.http = http
        self.base = f"http://127.0.0.1:{port}"

    async def get(self, path: str) -> tuple[int, str]:
        """The status and body ``path`` answers."""
        async with self.http.get(self.base + path) as response:
            return response.status, await response.text()
