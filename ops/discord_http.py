"""What Pips' requests to Discord meet, seen through aiohttp's public request tracing (discord.py's ``http_trace``
option): 429s and 5xx answers are counted, and an interaction's callback going through marks it answered."""

from __future__ import annotations

import re
from collections.abc import Mapping
from types import SimpleNamespace

import aiohttp

from ops.instruments import DISCORD_RATE_LIMITED, DISCORD_SERVER_ERRORS
from ops.interactions import INTERACTIONS, Interactions

# POST /api/v10/interactions/{interaction id}/{token}/callback: only the id is read, never the token
CALLBACK = re.compile(r"/interactions/(\d+)/[^/]+/callback$")
SCOPES = frozenset({"user", "global", "shared"})


def discord_trace(interactions: Interactions = INTERACTIONS) -> aiohttp.TraceConfig:
    """A trace config for the client's HTTP session (``discord.Client(http_trace=...)``)."""

    async def on_request_end(
        session: aiohttp.ClientSession, context: SimpleNamespace, params: aiohttp.TraceRequestEndParams
    ) -> None:
        status = params.response.status
        retried = status == 429 or status >= 500  # discord.py sleeps and sends it again
        if status == 429:
            DISCORD_RATE_LIMITED.labels(rate_limit_scope(params.response.headers)).inc()
        elif status >= 500:
            DISCORD_SERVER_ERRORS.labels(str(status)).inc()
        if not retried and (callback := CALLBACK.search(params.url.path)):
            interactions.answered(int(callback[1]), refused_by_discord=status >= 400)

    async def on_request_exception(
        session: aiohttp.ClientSession, context: SimpleNamespace, params: aiohttp.TraceRequestExceptionParams
    ) -> None:
        if callback := CALLBACK.search(params.url.path):
            interactions.answered(int(callback[1]), refused_by_discord=True)

    trace = aiohttp.TraceConfig()
    trace.on_request_end.append(on_request_end)
    trace.on_request_exception.append(on_request_exception)
    return trace


def rate_limit_scope(headers: Mapping[str, str]) -> str:
    """Whose limit a 429 hit, as Discord's headers say: user (the bot's own), global, shared (a resource's).
    ``headers``: aiohttp's, whose names are case-insensitive."""
    scope = headers.get("X-RateLimit-Scope", "").lower()
    if scope in SCOPES:
        return scope
    return "global" if headers.get("X-RateLimit-Global", "").lower() == "true" else "unknown"
