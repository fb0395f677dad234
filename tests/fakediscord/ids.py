"""Snowflake ids and timestamps as Discord makes them."""

from __future__ import annotations

import datetime
import time

DISCORD_EPOCH_MS = 1_420_070_400_000
TIMESTAMP_SHIFT = 22  # a snowflake's bits below its millisecond timestamp


class SnowflakeFactory:
    """Strictly increasing snowflakes whose top bits are the creation time, like Discord's."""

    def __init__(self) -> None:
        self._last = 0

    def next(self) -> int:
        from_clock = (int(time.time() * 1000) - DISCORD_EPOCH_MS) << 22
        self._last = max(from_clock, self._last + 1)
        return self._last

    def next_on_shard(self, shard_id: int, shard_count: int) -> int:
        """The next snowflake whose guild would be on shard ``shard_id`` of ``shard_count`` (Discord's
        ``(id >> 22) % count``): its time part is moved at most ``count - 1`` ms on."""
        candidate = self.next()
        behind = (shard_id - (candidate >> TIMESTAMP_SHIFT)) % shard_count
        if behind:
            candidate = ((candidate >> TIMESTAMP_SHIFT) + behind) << TIMESTAMP_SHIFT
            self._last = candidate
        return candidate


def shard_of(guild_id: int | None, shard_count: int) -> int:
    """The shard Discord sends a guild's events to; events without a guild (DMs) go to shard 0."""
    return 0 if guild_id is None else (guild_id >> TIMESTAMP_SHIFT) % shard_count


def iso_now() -> str:
    return datetime.datetime.now(datetime.UTC).isoformat()
