"""Which of this process's shards are connected to Discord's gateway, and how often each came back after a drop.
The cog (``cogs/health.py``) reports discord.py's connect, resume and disconnect events here."""

from __future__ import annotations

from collections.abc import Iterable

from ops.instruments import GATEWAY_RECONNECTS


class GatewayWatch:
    def __init__(self, owned: Iterable[int]) -> None:
        self.owned = tuple(owned)
        self._connected: set[int] = set()
        self._ever: set[int] = set()  # shards that had a session: a later one is a reconnect

    def connected(self, shard: int) -> None:
        """A session began (READY)."""
        if shard in self._ever:
            GATEWAY_RECONNECTS.labels(str(shard), "identify").inc()
        self._ever.add(shard)
        self._connected.add(shard)

    def resumed(self, shard: int) -> None:
        """A dropped session was resumed (RESUMED)."""
        GATEWAY_RECONNECTS.labels(str(shard), "resume").inc()
        self._connected.add(shard)

    def disconnected(self, shard: int) -> None:
        self._connected.discard(shard)

    def is_connected(self, shard: int) -> bool:
        return shard in self._connected

    def missing(self) -> list[int]:
        """The shards this process owns that are not connected now."""
        return [shard for shard in self.owned if shard not in self._connected]
