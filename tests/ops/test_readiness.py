"""What /ready checks in the bot (cogs/health.py): every owned shard connected, the store taking a write within
its time, no shutdown under way; each problem named. ``pips_ready`` says the same at each scrape, beside
``pips_build_info``; the gateway latency is exported only once measured in the shard's session."""

from __future__ import annotations

import asyncio
import math
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import aiohttp
import discord
import pytest
from discord.ext import commands
from prometheus_client import REGISTRY, CollectorRegistry, generate_latest
from prometheus_client.parser import text_string_to_metric_families

from cogs.health import Health
from data.sqlite import SqliteStore
from data.store import StoreReadOnly, StoreUnavailable
from discord_side.inflight import Inflight, inflight_of
from ops.gateway import GatewayWatch
from ops.readings import Readings, ReadingsCollector
from ops.version import Build
from service.tables import TableService


class Store:
    """Answers check_writable as told: at once, never, with StoreUnavailable or StoreReadOnly."""

    def __init__(self) -> None:
        self.answer = "now"

    async def check_writable(self) -> None:
        if self.answer == "never":
            await asyncio.Event().wait()
        if self.answer == "unavailable":
            raise StoreUnavailable("the database at db.example.com/pips does not answer")
        if self.answer == "read-only":
            raise StoreReadOnly('the PostgreSQL database "pips" on db:5432 is read-only: it takes no writes')

    async def open_table_counts(self, shards: object = None) -> dict[tuple[str, str], int]:
        return {}


class ABot(commands.Bot):
    def __init__(self) -> None:
        super().__init__(command_prefix="!", intents=discord.Intents.none())
        self.inflight = Inflight()


def a_bot() -> commands.Bot:
    return ABot()


async def test_ready_names_each_thing_that_is_not() -> None:
    store = Store()
    bot = a_bot()
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
    store.answer = "read-only"
    assert await health.not_ready() == {
        "store": 'the PostgreSQL database "pips" on db:5432 is read-only: it takes no writes',
    }
    store.answer = "now"
    await inflight_of(bot).drain(0)
    assert await health.not_ready() == {"bot": "shutting down"}


async def test_an_unsharded_bot_s_session_events_count_for_its_one_shard() -> None:
    health = Health(a_bot(), TableService(Store()), shards=[0], host="127.0.0.1", port=0)  # type: ignore[arg-type]
    await health.on_connect()
    assert health.gateway.missing() == []
    await health.on_disconnect()
    assert health.gateway.missing() == [0]
    await health.on_resumed()
    assert health.gateway.missing() == []


@pytest.fixture
async def sqlite_store(db_path: Path) -> AsyncIterator[SqliteStore]:
    store = await SqliteStore.open(db_path)
    yield store
    await store.close()


async def test_ready_is_503_with_the_reason_when_the_store_takes_no_write(
    sqlite_store: SqliteStore, db_path: Path,
) -> None:
    health = Health(a_bot(), TableService(sqlite_store), shards=[0], host="127.0.0.1", port=0)
    await health.on_connect()
    await health.server.start()
    try:
        async with aiohttp.ClientSession() as http:
            url = "http://{}:{}/ready".format(*health.server.address)
            async with http.get(url) as ready:
                assert (ready.status, await ready.json()) == (200, {"ready": True})
            await sqlite_store.connection.execute("PRAGMA query_only = ON")  # reads still answer, writes do not
            async with http.get(url) as ready:
                answer = await ready.json()
                assert ready.status == 503 and list(answer["not_ready"]) == ["store"]
                assert answer["not_ready"]["store"].startswith(f"the SQLite database {db_path} refuses writes")
    finally:
        await health.server.stop()


def scraped(text: str) -> dict[tuple[str, tuple[tuple[str, str], ...]], float]:
    return {
        (sample.name, tuple(sorted(sample.labels.items()))): sample.value
        for family in text_string_to_metric_families(text) for sample in family.samples
    }


async def test_pips_ready_and_build_info_are_read_at_each_scrape() -> None:
    store = Store()
    health = Health(a_bot(), TableService(store), shards=[0], host="127.0.0.1", port=0,  # type: ignore[arg-type]
                    build=Build("2.0.1", "v2.0.1-5-g0a1b2c3"))
    await health.cog_load()
    try:
        await health.on_connect()
        async with aiohttp.ClientSession() as http:
            url = "http://{}:{}/metrics".format(*health.server.address)

            async def scrape() -> dict[tuple[str, tuple[tuple[str, str], ...]], float]:
                async with http.get(url) as metrics:
                    return scraped(await metrics.text())

            first = await scrape()
            assert first[("pips_ready", ())] == 1
            assert first[("pips_build_info", (("commit", "v2.0.1-5-g0a1b2c3"), ("version", "2.0.1")))] == 1
            store.answer = "read-only"
            assert (await scrape())[("pips_ready", ())] == 0
            store.answer = "now"
            await health.on_disconnect()
            assert (await scrape())[("pips_ready", ())] == 0
    finally:
        await health.cog_unload()


def test_the_gateway_latency_is_exported_only_once_measured_in_the_session() -> None:
    reported = {0: math.inf, 1: math.inf}
    watch = GatewayWatch([0, 1])
    registry = CollectorRegistry()
    registry.register(ReadingsCollector(Readings(
        tables=dict, live_tables=lambda: 0, timers=dict, worker_queue=lambda: 0,
        gateway_latencies=lambda: [(shard, watch.latency(shard, reported[shard])) for shard in watch.owned],
        gateway_connected=lambda: [(shard, watch.is_connected(shard)) for shard in watch.owned],
        ready=lambda: True, build=Build("1", ""),
    )))

    def latencies() -> dict[str, float]:
        return {
            labels[0][1]: value for (name, labels), value in scraped(generate_latest(registry).decode()).items()
            if name == "pips_gateway_latency_seconds"
        }

    assert latencies() == {}  # nothing connected
    reported[0] = 5.02  # the first heartbeat, answered while the identify waited its 5 s: not this session's
    watch.connected(0, reported[0])
    watch.connected(1, reported[1])  # none answered yet
    assert latencies() == {}
    reported[0], reported[1] = 0.041, 0.038  # the session's first heartbeats answered
    assert latencies() == {"0": 0.041, "1": 0.038}
    watch.disconnected(1)
    assert latencies() == {"0": 0.041}
    watch.resumed(1, 0.038)  # the old session's value, carried over
    assert latencies() == {"0": 0.041}
    reported[1] = 0.043
    assert latencies() == {"0": 0.041, "1": 0.043}


def test_every_labelled_counter_is_exported_at_its_known_label_sets_from_the_start() -> None:
    GatewayWatch([0, 3])
    samples = scraped(generate_latest(REGISTRY).decode())
    expected = [
        *(("pips_discord_rate_limited_total", (("scope", scope),)) for scope in ("global", "shared", "user")),
        *(("pips_discord_server_errors_total", (("status", status),)) for status in ("500", "502", "503", "504")),
        *(("pips_gateway_reconnects_total", (("how", how), ("shard", shard)))
          for shard in ("0", "3") for how in ("identify", "resume")),
        *(("pips_store_write_failures_total", (("what", what),))
          for what in ("table", "message", "start_chances", "settings", "turn_ping", "meta", "night")),
        *(("pips_timer_retries_total", (("timer", timer),)) for timer in ("deadline", "turn_ping", "night")),
        *(("pips_commits_total", (("outcome", outcome),)) for outcome in ("committed", "stale", "failed")),
        *(("pips_interactions_answered_total", (("kind", "command"), ("outcome", outcome)))
          for outcome in ("accepted", "refused", "failed")),
        ("pips_interactions_received_total", (("kind", "component"),)),
        ("pips_turn_pings_sent_total", ()),
    ]
    assert [sample for sample in expected if sample not in samples] == []
