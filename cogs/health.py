"""Health and metrics for operators (on when METRICS_PORT is set; docs/operations.md): this cog follows the
gateway's sessions, turns the counting of interactions on, and serves /health, /ready and /metrics (ops/) with what
it reads from the bot and its table service. Ready means able to play: every shard of this process connected, the
store taking a write, no shutdown under way."""

from __future__ import annotations

import asyncio
import math
from collections.abc import Iterable, Mapping

import discord
from discord.ext import commands
from prometheus_client import REGISTRY

from data.store import StoreUnavailable
from discord_side.inflight import inflight_of
from ops.gateway import GatewayWatch
from ops.metrics import COUNTING
from ops.open_tables import OpenTables
from ops.readings import Readings, ReadingsCollector
from ops.server import HealthServer
from ops.version import Build, this_build
from service.tables import TableService

STORE_ANSWERS_WITHIN = 1.0  # seconds the store has to take /ready's trial write (Store.check_writable)


class Health(commands.Cog):
    def __init__(
        self, bot: commands.Bot, service: TableService, *, shards: Iterable[int], host: str, port: int,
        store_within: float = STORE_ANSWERS_WITHIN, build: Build | None = None,
    ) -> None:
        self.bot = bot
        self.service = service
        self.store_within = store_within
        self._was_ready = False  # what /ready said when the last scrape began (pips_ready)
        self.sharded = isinstance(bot, discord.AutoShardedClient)
        self.gateway = GatewayWatch(shards)
        on_shards = None if service.shards.everything else service.shards
        self.open_tables = OpenTables(lambda: service.store.open_table_counts(on_shards))
        self.server = HealthServer(host, port, self.not_ready, before_scrape=self._before_scrape)
        self.collector = ReadingsCollector(Readings(
            tables=self.open_tables.counts,
            live_tables=lambda: len(service.live_tables),
            timers=lambda: {"deadline": service.timers.armed, "turn_ping": service.nudges.timers.armed},
            worker_queue=lambda: service.workers.unfinished,
            gateway_latencies=self._latencies,
            gateway_connected=lambda: [(shard, self.gateway.is_connected(shard)) for shard in self.gateway.owned],
            ready=lambda: self._was_ready,
            build=build or this_build(),
        ))

    async def cog_load(self) -> None:
        REGISTRY.register(self.collector)
        await self.server.start()
        COUNTING.start()

    async def cog_unload(self) -> None:
        COUNTING.stop()
        await self.server.stop()
        REGISTRY.unregister(self.collector)

    async def not_ready(self) -> Mapping[str, str]:
        """What keeps this process from serving (empty: ready): a shard of its own not connected, a store that
        refuses a write or does not take one within a second, a shutdown under way."""
        problems: dict[str, str] = {}
        if inflight_of(self.bot).draining:
            problems["bot"] = "shutting down"
        missing = self.gateway.missing()
        if missing:
            problems["gateway"] = "not connected: shard " + ", ".join(map(str, missing))
        try:
            async with asyncio.timeout(self.store_within):
                await self.service.store.check_writable()
        except TimeoutError:
            problems["store"] = f"no answer within {self.store_within:g} s"
        except StoreUnavailable as error:  # refusing writes or not answering (it names the database, never a password)
            problems["store"] = str(error)
        except Exception as error:
            problems["store"] = type(error).__name__
        return problems

    async def _before_scrape(self) -> None:
        await asyncio.gather(self.open_tables.refresh(), self._read_readiness())

    async def _read_readiness(self) -> None:
        self._was_ready = not await self.not_ready()

    def _latencies(self) -> list[tuple[int, float]]:
        return [(shard, self.gateway.latency(shard, self._reported_latency(shard))) for shard in self.gateway.owned]

    def _reported_latency(self, shard: int) -> float:
        """What discord.py says the shard's heartbeat latency is now (``inf`` before its session's first)."""
        if isinstance(self.bot, discord.AutoShardedClient):
            info = self.bot.get_shard(shard)
            return math.nan if info is None else info.latency
        return self.bot.latency

    # --- what discord.py reports ------------------------------------------------------------------------
    # An unsharded client reports its one session without a shard id; a sharded one reports each shard's too.
    @commands.Cog.listener()
    async def on_connect(self) -> None:
        if not self.sharded:
            self.gateway.connected(self._only_shard, self._reported_latency(self._only_shard))

    @commands.Cog.listener()
    async def on_resumed(self) -> None:
        if not self.sharded:
            self.gateway.resumed(self._only_shard, self._reported_latency(self._only_shard))

    @commands.Cog.listener()
    async def on_disconnect(self) -> None:
        if not self.sharded:
            self.gateway.disconnected(self._only_shard)

    @commands.Cog.listener()
    async def on_shard_connect(self, shard_id: int) -> None:
        self.gateway.connected(shard_id, self._reported_latency(shard_id))

    @commands.Cog.listener()
    async def on_shard_resumed(self, shard_id: int) -> None:
        self.gateway.resumed(shard_id, self._reported_latency(shard_id))

    @commands.Cog.listener()
    async def on_shard_disconnect(self, shard_id: int) -> None:
        self.gateway.disconnected(shard_id)

    @property
    def _only_shard(self) -> int:
        return self.gateway.owned[0]
