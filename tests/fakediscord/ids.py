"""Snowflake ids and timestamps as Discord makes them."""

from __future__ import annotations

import datetime
import time

DISCORD_EPOCH_MS = 1_420_070_400_000


class SnowflakeFactory:
    """Strictly increasing snowflakes whose top bits are the creation time, like Discord's."""

    def __init__(self) -> None:
        self._last = 0

    def next(self) -> int:
        from_clock = (int(time.time() * 1000) - DISCORD_EPOCH_MS) << 22
        self._last = max(from_clock, self._last + 1)
        return self._last


def iso_now() -> str:
    return datetime.datetime.now(datetime.UTC).isoformat()
