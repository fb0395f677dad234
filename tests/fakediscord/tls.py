"""Discord's own names served over TLS, for bots that reach the stand-in as they reach Discord.

A bot process started with ``DISCORD_ADDRESS`` (the stand-in's TLS port) and ``SSL_CERT_FILE`` (this stand-in's
test authority, made with trustme) resolves discord.com and gateway.discord.gg to the stand-in and checks its
certificate as it would Discord's: it runs unmodified, at Discord's URLs (discord_address.py)."""

from __future__ import annotations

import ssl
import tempfile
from pathlib import Path

import trustme
from aiohttp import web

DISCORD_NAMES = ("discord.com", "gateway.discord.gg")
DISCORD_GATEWAY = "wss://gateway.discord.gg"  # discord.py's own first gateway; resumes and shards are sent here too


class TestAuthority:
    """A certificate authority for one stand-in, its certificate in a file a bot process is pointed at."""

    def __init__(self) -> None:
        authority = trustme.CA()
        self._folder = tempfile.TemporaryDirectory(prefix="fakediscord-ca-")
        self.ca_file = Path(self._folder.name) / "ca.pem"
        authority.cert_pem.write_to_path(str(self.ca_file))
        self.server_context = ssl.create_default_context(ssl.Purpose.CLIENT_AUTH)
        authority.issue_cert(*DISCORD_NAMES).configure_cert(self.server_context)

    def close(self) -> None:
        self._folder.cleanup()


def gateway_url(request: web.Request, plain: str) -> str:
    """The gateway a client reached over ``request`` is sent to: Discord's over TLS, the ``plain`` one else."""
    return DISCORD_GATEWAY if request.secure else plain
