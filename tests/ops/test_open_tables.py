"""pips_tables: the open tables as the store counts them, read when /metrics is scraped, at most once every few
seconds (a scrape storm asks the store once), a failing store keeping the last counts."""

from __future__ import annotations

import asyncio
from pathlib import Path

import aiohttp
from prometheus_client import CollectorRegistry
from prometheus_client.parser import text_string_to_metric_families

from data.records import Status
from data.sqlite import SqliteStore
from ops.open_tables import OpenTables
from ops.readings import Readings, ReadingsCollector
from ops.server import HealthServer
from ops.version import Build
from tests.data.test_store_contract import new_table


class Counting:
    """A store's count, with how often it was asked."""

    def __init__(self) -> None:
        self.asked = 0
        self.answer: dict[tuple[str, str], int] | Exception = {("lcr", "playing"): 1}

    async def __call__(self) -> dict[tuple[str, str], int]:
        self.asked += 1
        await asyncio.sleep(0)  # (another scrape may come in meanwhile)
        if isinstance(self.answer, Exception):
            raise self.answer
        return self.answer


async def no_problems() -> dict[str, str]:
    return {}


async def test_a_count_is_served_again_while_fresh_and_scrapes_together_share_one_read() -> None:
    now = [100.0]
    count = Counting()
    tables = OpenTables(count, fresh_for=5.0, clock=lambda: now[0])
    assert tables.counts() == {}
    await asyncio.gather(*(tables.refresh() for _ in range(10)))
    assert (count.asked, tables.counts()) == (1, {("lcr", "playing"): 1})
    count.answer = {("lcr", "playing"): 2}
    now[0] += 4.9
    await tables.refresh()
    assert (count.asked, tables.counts()) == (1, {("lcr", "playing"): 1})
    now[0] += 0.1
    await tables.refresh()
    assert (count.asked, tables.counts()) == (2, {("lcr", "playing"): 2})
    count.answer = ConnectionError("the database restarts")
    now[0] += 5.0
    await tables.refresh()
    assert (count.asked, tables.counts()) == (3, {("lcr", "playing"): 2})  # the last counts stay
    await tables.refresh()
    assert count.asked == 3  # a failing store is not asked on every scrape either


async def test_a_store_that_does_not_answer_keeps_the_scrape_waiting_at_most_its_time() -> None:
    async def never() -> dict[tuple[str, str], int]:
        await asyncio.Event().wait()
        return {}

    tables = OpenTables(never, store_within=0.01)
    async with asyncio.timeout(5):
        await tables.refresh()
    assert tables.counts() == {}


async def test_metrics_show_every_open_table_of_the_store_by_game_and_status(tmp_path: Path) -> None:
    store = await SqliteStore.open(tmp_path / "pips.db")
    try:
        await store.create_table(new_table(channel_id=1))
        await store.create_table(new_table(channel_id=2))
        await store.create_table(new_table(channel_id=3, status=Status.LOBBY))
        tables = OpenTables(store.open_table_counts)
        registry = CollectorRegistry()
        registry.register(ReadingsCollector(Readings(
            tables=tables.counts, live_tables=lambda: 0, timers=dict, worker_queue=lambda: 0,
            gateway_latencies=list, gateway_connected=list, ready=lambda: True, build=Build("1", ""),
        )))
        server = HealthServer("127.0.0.1", 0, no_problems, registry, before_scrape=tables.refresh)
        await server.start()
        try:
            host, port = server.address
            async with aiohttp.ClientSession() as http, http.get(f"http://{host}:{port}/metrics") as answer:
                text = await answer.text()
        finally:
            await server.stop()
    finally:
        await store.close()
    shown = {
        (sample.labels["game"], sample.labels["status"]): sample.value
        for family in text_string_to_metric_families(text) if family.name == "pips_tables"
        for sample in family.samples
    }
    assert shown == {("lcr", "playing"): 2, ("lcr", "lobby"): 1}
