"""What /ready checks in the bot (cogs/health.py): every owned shard connected, the store answering within its
time, no shutdown under way; each problem named."""

from __future__ import annotations

import asyncio
from typing import Any

import discord
from discord.ext import commands

from cogs._inflight import inflight_of
from cogs.health import Health
from data.store import StoreUnavailable
from service.tables import TableService


class Store:
    """Answers get_meta as told: at once, never, or with StoreUnavailable."""

    def __init__(self) -> None:
        self.answer = "now"

    async def get_meta(self, key: str) -> str | None:
        if self.answer == "never":
            await asyncio.Event().wait()
        if self.answer == "unavailable":
            raise StoreUnavailable("the database at db.example.com/pips does not answer")
        return None


async def test_ready_names_each_thing_that_is_not() -> None:
    store = Store()
    bot = commands.Bot(command_prefix="!", intents=discord.Intents.none())
    health = Health(bot, TableService(store), shards=[0, 1], host="127.0.0.1", port=0,  # type: ignore[arg-type]
                    store_within=0.01)
    assert await health.not_ready() == {"gateway": "not connected: shard 0, 1"}
    await health.on_shard_connect(0)
    await health.on_shard_connect(1)
    assert await health.not_ready() == {}
    await health.on_shard_disconnect(1)
    store.answer = "never"
    expected: dict[str, Any] = {"gateway": "not connected: shard 1", "store": "no answer within 0.01 s"}
    assert await health.not_ready() == expected
    await health.on_shard_resumed(1)
    store.answer = "unavailable"
    assert await health.not_ready() == {"store": "the database at db.example.com/pips does not answer"}
    store.answer = "now"
    await inflight_of(bot).drain(0)
    assert await health.not_ready() == {"bot": "shutting down"}


async def test_an_unsharded_bot_s_session_events_count_for_its_one_shard() -> None:
    bot = commands.Bot(command_prefix="!", intents=discord.Intents.none())
    health = Health(bot, TableService(Store()), shards=[0], host="127.0.0.1", port=0)  # type: ignore[arg-type]
    await health.on_connect()
    assert health.gateway.missing() == []
    await health.on_disconnect()
    assert health.gateway.missing() == [0]
    await health.on_resumed()
    assert health.gateway.missing() == []
