"""Discord's limits on a bot's message edits made outside interaction answers (PATCH /channels/{id}/messages/{mid}).

Per channel: `limit` edits per `per` seconds for each bot in each channel.

A sliding window of the edits let through: a refused edit does not count, and `retry_after` is exactly the
wait until the oldest of them leaves the window, so discord.py's retry after that sleep is let through.
"""

from __future__ import annotations

import time
from collections import deque

from .errors import MAXIMUM_OLD_MESSAGE_EDITS, DiscordAPIError, RateLimited
from .model import StoredMessage

DISCORD_EDITS_PER_CHANNEL = (5, 5.0)
OLD_MESSAGE_AGE = 3600.0  # seconds: Discord limits the edits of messages older than an hour
DISCORD_OLD_MESSAGE_EDITS = 3  # edits of such a message let through before 30046 (Discord gives no number)


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


class OldMessageEditLimit:
    """Discord's error 30046: past `limit` edits of a message older than an hour, it refuses more (400)."""

    def __init__(self, limit: int) -> None:
        self.limit = limit

    def check(self, message: StoredMessage) -> None:
        """Count one edit of an old message, or raise 30046."""
        if time.monotonic() - message.created_at < OLD_MESSAGE_AGE:
            return
        if message.edits_while_old >= self.limit:
            raise DiscordAPIError(
                400, MAXIMUM_OLD_MESSAGE_EDITS, "Maximum number of edits to messages older than 1 hour reached."
            )
        message.edits_while_old += 1
