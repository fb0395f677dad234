"""Discord's per-channel rate limit on a bot's message edits made outside interaction answers
(PATCH /channels/{id}/messages/{mid}): `limit` edits per `per` seconds for each bot in each channel.

A sliding window of the edits let through: a refused edit does not count, and `retry_after` is exactly the
wait until the oldest of them leaves the window, so discord.py's retry after that sleep is let through.
"""

from __future__ import annotations

import time
from collections import deque

from .errors import RateLimited

DISCORD_EDITS_PER_CHANNEL = (5, 5.0)


class ChannelEditLimit:
    def __init__(self, limit: int, per: float) -> None:
        self.limit = limit
        self.per = per
        self._recent: dict[tuple[int, int], deque[float]] = {}  # (app id, channel id) → times of edits let through

    def check(self, app_id: int, channel_id: int) -> None:
        """Count one edit, or raise RateLimited (429) if the window is full."""
        now = time.monotonic()
        recent = self._recent.setdefault((app_id, channel_id), deque())
        while recent and recent[0] <= now - self.per:
            recent.popleft()
        if len(recent) >= self.limit:
            raise RateLimited(recent[0] + self.per - now)
        recent.append(now)
