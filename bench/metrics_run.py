"""``python -m bench --metrics``: what an operator scraping Pips sees under the benchmark's load. Pips starts with
METRICS_PORT on the benchmark's load tables (SQLite); /metrics is scraped before the load run and after it, and
every series is printed with both values. Between the scrapes: the load run, a turn ping come due, a 429 and a
502 on an interaction's answer, and the gateway dropped (a new session), while /ready is watched going 503 and
back to 200. Exit status 1 when a counter that all this must move did not, a gauge is missing, or /ready did not
follow the gateway. No figures are compared and bench/results.json is left alone (counting has its own cost)."""

from __future__ import annotations

import asyncio
import contextlib
import tempfile
import time
from collections.abc import Sequence
from pathlib import Path

import aiohttp

from bench.driving import LcrTable, under_load
from bench.run import LOAD_QUIET_FOR, LOAD_STAKE, PIPS, PIPS_BOT, PLAYERS, Bots, Plan, store_of
from bench.scrape import MUST_SHOW, Scrape, changes, not_moved, not_shown, parsed
from bench.seeding import lcr_table_rows, write_tables
from tests.fakediscord import Application, BotProcess, FakeDiscord
from tests.operator_endpoints import Endpoints, free_port

CALLBACK = "POST /interactions/{interaction_id}/{token}/callback"  # the stand-in's name of the route
PING_TURN_TIMEOUT = 40  # seconds: the pinged table's turn is pinged 10 s after it changed (service/nudges.py)
PATIENCE = 60.0  # seconds to wait for /ready to change, or for the counters to move after the load
POLL = 0.1


class Operator(Endpoints):
    """Asks the bot's /ready and /metrics, as a load balancer and Prometheus would."""

    async def scrape(self) -> Scrape:
        return parsed((await self.get("/metrics"))[1])

    async def ready_once(self, status: int) -> float:
        """Seconds until /ready answers ``status``."""
        began = time.monotonic()
        while (await self.get("/ready"))[0] != status:
            if time.monotonic() - began > PATIENCE:
                raise TimeoutError(f"/ready never answered {status}")
            await asyncio.sleep(POLL)
        return time.monotonic() - began


async def answered_under_fault(table: LcrTable) -> None:
    """A click whose answer meets the fault set (discord.py retries it); the click itself does not matter."""
    # (one not answered in time after its retries raises AssertionError: the metrics still saw the fault)
    with contextlib.suppress(AssertionError):
        await table.next_click()


async def incidents(fake: FakeDiscord, app: Application, table: LcrTable, operator: Operator) -> list[str]:
    """A 429 and a 502 on an interaction's answer, then the gateway dropped; what /ready did."""
    fake.rate_limit_route(CALLBACK, 0.3)
    await answered_under_fault(table)
    fake.fail_route(CALLBACK, 502, seconds=0.3)
    await answered_under_fault(table)
    fake.fail_route(CALLBACK, None)
    await fake.drop_gateway(app, how="invalidate")  # discord.py waits 5 s before it identifies anew
    went_down = await operator.ready_once(503)
    back = await operator.ready_once(200)
    return [f"/ready: 503 {went_down:.1f} s after the gateway dropped, 200 again {back:.1f} s later"]


async def until_moved(operator: Operator, before: Scrape) -> Scrape:
    """The scrape once every counter that must move did (a turn ping comes 10 s after its table's click) and every
    gauge shows, or the last one when patience ran out."""
    give_up = time.monotonic() + PATIENCE
    while True:
        after = await operator.scrape()
        if (not not_moved(changes(before, after)) and not not_shown(after)) or time.monotonic() > give_up:
            return after
        await asyncio.sleep(0.5)


async def scraped_under_load(plan: Plan, workdir: Path) -> tuple[Scrape, Scrape, list[str]]:
    port = free_port()
    # heartbeats a second apart: the latency gauge shows once a heartbeat of the session after the drop is answered
    async with FakeDiscord(reaction_time=0, heartbeat_interval=1.0) as fake:
        people = [await fake.add_member(f"Player {number}") for number in range(1, PLAYERS + 1)]
        channels = [await fake.add_channel(f"load-{number}") for number in range(plan.load_tables)]
        pinged = await fake.add_channel("pinged")
        app = fake.add_application("Pips")
        bot = BotProcess(fake, app, PIPS_BOT, workdir=workdir, env={"METRICS_PORT": str(port)})
        bot.log_path.parent.mkdir(parents=True, exist_ok=True)
        rows = lcr_table_rows(fake.guild.id, [channel.id for channel in channels], people, LOAD_STAKE,
                              quiet_for=LOAD_QUIET_FOR)
        ping_row = lcr_table_rows(fake.guild.id, [pinged.id], people, LOAD_STAKE, first_id=len(rows) + 1,
                                  opened_over=0, quiet_for=0)[0]  # (changed just now: no ping long overdue)
        await write_tables(store_of(bot), [*rows, ping_row | {"turn_timeout": PING_TURN_TIMEOUT}])
        bots = Bots(fake, people, {PIPS: bot}, {})
        try:
            await bot.start()
            async with aiohttp.ClientSession() as http:
                operator = Operator(http, port)
                await operator.ready_once(200)
                tables: Sequence[LcrTable] = await bots.show_tables(PIPS, channels)
                [ping_table] = await bots.show_tables(PIPS, [pinged])
                before = await operator.scrape()
                await ping_table.next_click()  # the next player's turn: pinged 10 s later
                run = await under_load(tables, plan.load_seconds, plan.in_flight)
                notes = [f"load: {run.clicks} clicks answered in {run.seconds:.1f} s ({run.refused} refused, "
                         f"{run.lost} lost) on {len(tables)} tables, {plan.in_flight} in flight"]
                notes += await incidents(fake, app, tables[0], operator)
                return before, await until_moved(operator, before), notes
        finally:
            await bot.stop()


def main(plan: Plan) -> int:
    with tempfile.TemporaryDirectory(prefix="pips-bench-metrics-") as workdir:
        before, after, notes = asyncio.run(scraped_under_load(plan, Path(workdir)))
    found = changes(before, after)
    # a histogram's buckets are left out: its _count and _sum say whether it moved
    shown = [change for change in found if change.moved and not change.series[0].endswith("_bucket")]
    shown += [change for change in found if change.series[0] in MUST_SHOW and not change.moved]
    print("\n".join(change.line() for change in shown))
    print(f"({len(found) - len(shown)} more series: buckets, and counters of what did not happen)")
    print("\n".join(notes))
    missing, absent = not_moved(found), not_shown(after)
    for name, labels in missing:
        print(f"DID NOT MOVE: {name} {dict(labels)}")
    for name in absent:
        print(f"NOT SHOWN: {name}")
    print("every metric moved or shown" if not missing and not absent else "metrics MISSED")
    return 1 if missing or absent else 0
