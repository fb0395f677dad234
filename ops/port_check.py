"""Whether /health, /ready and /metrics can listen where METRICS_HOST and METRICS_PORT say, found before logging in
to Discord: the server itself starts in the bot's set-up, after the login."""

from __future__ import annotations

import asyncio
import socket

from ops.errors import PortUnavailable


async def check_listenable(host: str, port: int) -> None:
    """Bind each address ``host`` names on ``port`` as asyncio's server will (SO_REUSEADDR, IPv6 sockets IPv6 only),
    and let go at once. Binding a port another socket listens on fails on Linux even so. Raises PortUnavailable."""
    try:
        addresses = await asyncio.get_running_loop().getaddrinfo(
            host, port, type=socket.SOCK_STREAM, flags=socket.AI_PASSIVE
        )
    except socket.gaierror as error:
        raise PortUnavailable.at(host, port, error.strerror or str(error)) from None
    for family, kind, protocol, _, address in addresses:
        with socket.socket(family, kind, protocol) as probe:
            probe.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
            if family == socket.AF_INET6:
                probe.setsockopt(socket.IPPROTO_IPV6, socket.IPV6_V6ONLY, 1)
            try:
                probe.bind(address)
            except OSError as error:
                raise PortUnavailable.at(host, port, error.strerror or str(error)) from None
