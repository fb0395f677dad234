"""The gauges of the bot's state, read when Prometheus scrapes rather than kept up to date on every click: a
``Readings`` holds a cheap call for each (and the build running), and ``ReadingsCollector`` turns them into metric
families."""

from __future__ import annotations

import math
from collections.abc import Callable, Iterable, Iterator, Mapping
from dataclasses import dataclass

from prometheus_client.core import GaugeMetricFamily
from prometheus_client.registry import Collector

from ops.version import Build


@dataclass(frozen=True)
class Readings:
    tables: Callable[[], Mapping[tuple[str, str], int]]  # (game, status) → open tables (ops/open_tables.py)
    live_tables: Callable[[], int]  # entries in the live-table cache
    timers: Callable[[], Mapping[str, int]]  # timer ("deadline", "turn_ping") → deadlines armed
    worker_queue: Callable[[], int]  # jobs sent to the worker process and not answered yet
    # (shard, seconds): the last heartbeat's of the shard's session; NaN (not exported) before one was answered
    gateway_latencies: Callable[[], Iterable[tuple[int, float]]]
    gateway_connected: Callable[[], Iterable[tuple[int, bool]]]  # (shard, connected now)
    ready: Callable[[], bool]  # what /ready said when the scrape began
    build: Build  # the build running (ops/version.py)


class ReadingsCollector(Collector):
    def __init__(self, readings: Readings) -> None:
        self.readings = readings

    def describe(self) -> Iterator[GaugeMetricFamily]:
        """The families without their values: registering the collector reads nothing."""
        return self._families()

    def collect(self) -> Iterator[GaugeMetricFamily]:
        return self._families(self.readings)

    @staticmethod
    def _families(readings: Readings | None = None) -> Iterator[GaugeMetricFamily]:
        tables = GaugeMetricFamily(
            "pips_tables", "Open tables (in the lobby or playing) of this process's shards, by game and status",
            labels=["game", "status"],
        )
        live = GaugeMetricFamily("pips_live_tables", "Entries in the live-table cache")
        timers = GaugeMetricFamily("pips_timers_pending", "Deadlines armed in memory, by timer", labels=["timer"])
        queue = GaugeMetricFamily("pips_worker_queue_depth", "Jobs sent to the worker process, not answered yet")
        latency = GaugeMetricFamily(
            "pips_gateway_latency_seconds", "Time between the last gateway heartbeat and its acknowledgement",
            labels=["shard"],
        )
        connected = GaugeMetricFamily(
            "pips_gateway_connected", "1 while the shard's gateway session is connected", labels=["shard"]
        )
        ready = GaugeMetricFamily("pips_ready", "1 when /ready answers 200 (able to play), else 0; read at scrape")
        build = GaugeMetricFamily(
            "pips_build_info", "The build running: its package version and git describe (1)",
            labels=["version", "commit"],
        )
        if readings is not None:
            for (game, status), count in sorted(readings.tables().items()):
                tables.add_metric([game, status], count)
            live.add_metric([], readings.live_tables())
            for timer, armed in sorted(readings.timers().items()):
                timers.add_metric([timer], armed)
            queue.add_metric([], readings.worker_queue())
            for shard, seconds in readings.gateway_latencies():
                if math.isfinite(seconds):  # (not measured in this session yet)
                    latency.add_metric([str(shard)], seconds)
            for shard, up in readings.gateway_connected():
                connected.add_metric([str(shard)], 1.0 if up else 0.0)
            ready.add_metric([], 1.0 if readings.ready() else 0.0)
            build.add_metric([readings.build.version, readings.build.commit], 1.0)
        yield from (tables, live, timers, queue, latency, connected, ready, build)
