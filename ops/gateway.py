"""Which of this process's shards are connected to Discord's gateway, how often each came back after a drop, and
whether its heartbeat latency was measured in the session it has now. The cog (``cogs/health.py``) reports
discord.py's connect, resume and disconnect events here."""

from __future__ import annotations

import math
from collections.abc import Iterable

from ops.instruments import GATEWAY_RECONNECTS
from ops.labels import RECONNECTS

NOT_MEASURED = math.nan


class GatewayWatch:
    def __init__(self, owned: Iterable[int]) -> None:
        self.owned = tuple(owned)
        self._connected: set[int] = set()
        self._ever: set[int] = set()  # shards that had a session: a later one is a reconnect
        # shard → the latency discord.py reported as its session began: a value from before (an old session's, or
        # a first heartbeat answered while the identify waited its turn), not a measure of the session's own
        self._before_session: dict[int, float] = {}
        for shard in self.owned:  # (each shard's reconnects read 0 from the start)
            for how in RECONNECTS:
                GATEWAY_RECONNECTS.labels(str(shard), how)

    def connected(self, shard: int, latency: float = NOT_MEASURED) -> None:
        """A session began (READY); ``latency``: what discord.py reports for the shard at that moment."""
        if shard in self._ever:
            GATEWAY_RECONNECTS.labels(str(shard), "identify").inc()
        self._ever.add(shard)
        self._began(shard, latency)

    def resumed(self, shard: int, latency: float = NOT_MEASURED) -> None:
        """A dropped session was resumed (RESUMED)."""
        GATEWAY_RECONNECTS.labels(str(shard), "resume").inc()
        self._began(shard, latency)

    def disconnected(self, shard: int) -> None:
        self._connected.discard(shard)

    def is_connected(self, shard: int) -> bool:
        return shard in self._connected

    def missing(self) -> list[int]:
        """The shards this process owns that are not connected now."""
        return [shard for shard in self.owned if shard not in self._connected]

    def latency(self, shard: int, reported: float) -> float:
        """The shard's heartbeat latency as discord.py ``reported`` it now, or NaN while the shard is not connected
        or no heartbeat of its session has been answered since it began (discord.py reports ``inf`` before a first
        answer, and the value from before the session until the next one)."""
        if shard not in self._connected or not math.isfinite(reported):
            return NOT_MEASURED
        if shard in self._before_session:
            if reported == self._before_session[shard]:
                return NOT_MEASURED
            del self._before_session[shard]  # a heartbeat of this session was answered
        return reported

    def _began(self, shard: int, latency: float) -> None:
        self._connected.add(shard)
        self._before_session[shard] = latency
