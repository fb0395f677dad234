"""What the operator's server can fail with, importable without the server (the bot, discord_side/pips.py, reads it
at every start; the server itself is imported only when METRICS_PORT is set)."""

from __future__ import annotations


class PortUnavailable(Exception):
    """The server cannot listen where METRICS_HOST and METRICS_PORT say (the port taken, the address not this
    machine's); the message says which."""

    @classmethod
    def at(cls, host: str, port: int, reason: str) -> PortUnavailable:
        return cls(f"cannot listen on {host}:{port} ({reason}); set METRICS_PORT (or METRICS_HOST) to a free one")
