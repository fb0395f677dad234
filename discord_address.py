"""Where the bot reaches Discord: where DNS says, or (``DISCORD_ADDRESS``) one fixed address for every name.

The test stand-in listens on 127.0.0.1 and answers for Discord's own names (discord.com, gateway.discord.gg) over
TLS, with a certificate from a test authority the bot process is told to trust (OpenSSL's ``SSL_CERT_FILE``). The
bot then talks to it exactly as to Discord, same URLs, certificates checked: only the name lookup answers
differently, through aiohttp's resolver interface, in the connector discord.py's ``Client`` takes. A server at
that address without a certificate the bot trusts for Discord's names gets no request at all.
"""

from __future__ import annotations

import ipaddress
import socket

import aiohttp
from aiohttp.abc import AbstractResolver, ResolveResult


class AddressError(ValueError):
    """An address that is not ``IP:port``."""


def parse_address(raw: str) -> tuple[str, int]:
    """``127.0.0.1:8443`` or ``[::1]:8443`` as (IP, port)."""
    host, colon, port = raw.strip().rpartition(":")
    host = host.removeprefix("[").removesuffix("]")
    try:
        ipaddress.ip_address(host)
    except ValueError:
        raise AddressError(f"{raw!r} is not IP:port (e.g. 127.0.0.1:8443)") from None
    if not colon or not port.isdigit() or not 0 < int(port) < 65536:
        raise AddressError(f"{raw!r} is not IP:port (e.g. 127.0.0.1:8443)")
    return host, int(port)


class FixedAddress(AbstractResolver):
    """Every name resolves to one IP and port."""

    def __init__(self, host: str, port: int) -> None:
        self.host = host
        self.port = port
        self.family = socket.AF_INET6 if ipaddress.ip_address(host).version == 6 else socket.AF_INET

    async def resolve(
        self, host: str, port: int = 0, family: socket.AddressFamily = socket.AF_INET
    ) -> list[ResolveResult]:
        flags = socket.AI_NUMERICHOST | socket.AI_NUMERICSERV
        return [ResolveResult(hostname=host, host=self.host, port=self.port, family=self.family, proto=0,
                              flags=flags)]

    async def close(self) -> None:
        pass


def connector(address: tuple[str, int] | None) -> aiohttp.TCPConnector | None:
    """discord.py's connector for ``Client(connector=…)``: None (its own) unless an address is set. Made inside
    the running event loop."""
    if address is None:
        return None
    return aiohttp.TCPConnector(resolver=FixedAddress(*address))
