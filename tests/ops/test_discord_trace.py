"""Discord's answers seen through the client session's trace: 429s by scope and 5xx by status counted, an
interaction's callback marks it answered (not while discord.py will retry it), one Discord refused as failed."""

from __future__ import annotations

from aiohttp import ClientSession, web
from aiohttp.test_utils import TestServer
from prometheus_client import REGISTRY

from ops.discord_http import discord_trace
from ops.interactions import Interactions

CALLBACK_STATUS = {11: 204, 12: 503, 13: 400}  # interaction id → what its callback gets (503: retried later)


def counts() -> dict[str, float]:
    samples = {
        "429 user": ("pips_discord_rate_limited_total", {"scope": "user"}),
        "429 global": ("pips_discord_rate_limited_total", {"scope": "global"}),
        "502": ("pips_discord_server_errors_total", {"status": "502"}),
        "503": ("pips_discord_server_errors_total", {"status": "503"}),
        "accepted": ("pips_interactions_answered_total", {"kind": "component", "outcome": "accepted"}),
        "failed": ("pips_interactions_answered_total", {"kind": "component", "outcome": "failed"}),
    }
    return {key: REGISTRY.get_sample_value(name, labels) or 0.0 for key, (name, labels) in samples.items()}


async def status(request: web.Request) -> web.Response:
    """GET /api/v10/<status>[?scope=]: that status; a 429 with Discord's scope headers."""
    answer = int(request.match_info["status"])
    scope = request.query.get("scope")
    headers = {"X-RateLimit-Scope": scope} if scope else {"X-RateLimit-Global": "true"} if answer == 429 else {}
    return web.json_response({}, status=answer, headers=headers)


async def callback(request: web.Request) -> web.Response:
    return web.Response(status=CALLBACK_STATUS[int(request.match_info["id"])])


async def test_429s_5xx_and_callbacks_are_counted_as_requests_end(counting: None) -> None:
    app = web.Application()
    app.router.add_get("/api/v10/{status}", status)
    app.router.add_post("/api/v10/interactions/{id}/{token}/callback", callback)
    interactions = Interactions()
    for interaction in CALLBACK_STATUS:
        interactions.received(interaction, "component")
    before = counts()
    async with TestServer(app) as server, ClientSession(trace_configs=[discord_trace(interactions)]) as session:
        for path in ("429?scope=user", "429", "502", "200"):
            async with session.get(server.make_url(f"/api/v10/{path}")):
                pass
        for interaction in CALLBACK_STATUS:
            async with session.post(server.make_url(f"/api/v10/interactions/{interaction}/a.token/callback")):
                pass
    after = counts()
    assert {key: after[key] - before[key] for key in before} == {
        "429 user": 1, "429 global": 1, "502": 1, "503": 1, "accepted": 1, "failed": 1,
    }
