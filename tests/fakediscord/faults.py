"""REST faults a test switches on, as Discord and the network show them: a route's requests held a while (a fixed
or a random time each), a route failing with a status (until cleared, or for a window that ends by itself), a
route's rate limit bucket exhausted for a window, and the global rate limit hit for a window.

Discord's 429 (https://discord.com/developers/docs/topics/rate-limits): a JSON body `{"message", "retry_after",
"global"}` with `retry_after` the seconds until the limit resets, and the headers `Retry-After` (whole seconds),
`X-RateLimit-Scope` (`user` for a bot's own limit, `global` for the global one) and, for a route's bucket,
`X-RateLimit-Limit`, `-Remaining`, `-Reset` (unix seconds), `-Reset-After` and `-Bucket`; a global 429 says so with
`X-RateLimit-Global: true`. Interaction endpoints (the callback and the interaction webhook, which carry no bot
token) are not bound by the global limit. Discord's answers come through its proxy: they carry `Via`, without
which discord.py takes a 429 for a Cloudflare ban.
"""

from __future__ import annotations

import hashlib
import random
import time
from dataclasses import dataclass

from .errors import DiscordAPIError, RateLimited, failure

LIMIT_PER_BUCKET = 5  # what a window's 429s name as the bucket's size (X-RateLimit-Limit)


class BucketLimited(RateLimited):
    """Discord's 429 for a route's exhausted bucket, with the bucket's headers."""

    def __init__(self, route: str, reset_after: float) -> None:
        super().__init__(reset_after)
        self.route = route

    def limit_headers(self) -> dict[str, str]:
        return {
            "X-RateLimit-Scope": "user", "X-RateLimit-Limit": str(LIMIT_PER_BUCKET), "X-RateLimit-Remaining": "0",
            "X-RateLimit-Reset": f"{time.time() + self.retry_after:.3f}",
            "X-RateLimit-Reset-After": f"{self.retry_after:.3f}", "X-RateLimit-Bucket": bucket_hash(self.route),
        }


class GloballyLimited(RateLimited):
    """Discord's 429 for the global rate limit: no bucket headers, `global: true`."""

    is_global = True

    def limit_headers(self) -> dict[str, str]:
        return {"X-RateLimit-Global": "true", "X-RateLimit-Scope": "global"}


def bucket_hash(route: str) -> str:
    """An opaque bucket id per route, as Discord's `X-RateLimit-Bucket`."""
    return hashlib.sha1(route.encode()).hexdigest()[:16]


@dataclass
class Failing:
    status: int
    until: float | None  # monotonic time the failure clears by itself; None: until cleared


class RouteFaults:
    """The faults switched on now, by route name (as `route_counts` names routes)."""

    def __init__(self) -> None:
        self.delays: dict[str, tuple[float, float]] = {}  # route → (least, most) seconds a request is held
        self.failures: dict[str, Failing] = {}
        self.limited: dict[str, float] = {}  # route → monotonic time its bucket resets
        self.global_until = 0.0  # monotonic time the global rate limit resets

    def hold(self, route: str) -> float:
        """Seconds to hold this request before handling it (0: none)."""
        least, most = self.delays.get(route, (0.0, 0.0))
        return random.uniform(least, most) if most > least else least

    def refusal(self, route: str, *, bot_token: bool) -> DiscordAPIError | None:
        """What Discord answers this request instead of handling it, if a fault says so; `bot_token`: the request
        carries a bot token (the global limit binds those only)."""
        now = time.monotonic()
        failing = self.failures.get(route)
        if failing is not None:
            if failing.until is None or now < failing.until:
                return failure(failing.status)
            del self.failures[route]
        if bot_token and now < self.global_until:
            return GloballyLimited(self.global_until - now)
        reset = self.limited.get(route)
        if reset is not None:
            if now < reset:
                return BucketLimited(route, reset - now)
            del self.limited[route]
        return None
