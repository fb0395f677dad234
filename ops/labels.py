"""The fixed values the metrics' labels take (a bounded set: never an id). Each labelled counter is bound to all of
its values at start (ops/instruments.py), so that it reads 0 rather than nothing before its first event."""

from __future__ import annotations

from typing import Literal

Outcome = Literal["accepted", "refused", "failed"]
OUTCOMES: tuple[Outcome, ...] = ("accepted", "refused", "failed")
KINDS = ("command", "component", "modal", "autocomplete", "other")
Timer = Literal["deadline", "turn_ping", "night"]
TIMERS: tuple[Timer, ...] = ("deadline", "turn_ping", "night")
RATE_LIMIT_SCOPES = ("user", "global", "shared")  # (Discord's X-RateLimit-Scope)
SERVER_ERROR_STATUSES = ("500", "502", "503", "504")  # the 5xx Discord answers with; any other is counted as it comes
RECONNECTS = ("identify", "resume")  # how a shard came back: a new session, or the dropped one resumed
