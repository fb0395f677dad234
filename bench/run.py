"""The benchmark: Pips against the floor discord.py itself sets, measured side by side in one run.

The stand-in (tests/fakediscord) serves the real bot (`bot.py`, a subprocess on a fresh database, as in
production) and two bare discord.py bots (`bench/baseline_bot.py`): the same-message bot, which answers a click
with Pips's own table message (recorded in `bench/table_message.json`, only a counter changing), and the
counter bot, which answers with a one-line count. They take turns on the same machine, so what is compared is
the ratio, above all to the same-message bot: what Pips costs beyond what discord.py costs for its message.

For every bot, in one run: CPU per click (the bot process's utime + stime over all its threads and child
processes, from /proc, before and after each of its turns, divided by its clicks: `bench/cpu.py`), click
p50/p99 one click after another, and throughput and p99 under load:

1. clicks one after another: five-player LCR tables with 99 chips each, in blocks of 100 taking turns; Pips
   clicks two tables, one with live chances on (the default) and one with them off; measured from 3 s after
   the last bot started, after 20 clicks on each message (one-time start-up work is not a click's);
2. load: 500 live tables (or messages) in 500 channels, 100 clicks in flight; afterwards the database must hold
   exactly one roll and one version per accepted click: nothing lost, nothing doubled;
3. restart: a database of 100,000 live tables; process start to the first click on the oldest table
   answered, and the peak RSS;
4. the simulators: five-player LCR games per second through `rules.simulate.simulate` (the engine) and through
   `rules.lcr.fast.simulate_lcr` (vectorised, one core).

When PostgreSQL's server binaries are installed, a second Pips process runs on a PostgreSQL server the
benchmark starts (bench/postgres.py) and takes its turns in 1 and 2 beside the others, with its own ratios.

    python -m bench [--quick]      # prints one table, writes bench/results.json
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import platform
import sqlite3
import statistics
import sys
import tempfile
import time
from collections import Counter
from collections.abc import Awaitable, Callable, Mapping, Sequence
from contextlib import closing
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any, TypeVar

import discord

from bench import postgres
from bench.cpu import cpu_seconds, microseconds_per_click
from bench.driving import (
    CountingMessage,
    LcrTable,
    LoadRun,
    Target,
    one_after_another,
    posted,
    under_load,
)
from bench.seeding import QUIET_FOR, lcr_table_rows, live_chances_built, seed_lcr_tables, write_tables
from bench.table_message import payload_bytes, payload_of
from rules.lcr.fast import simulate_lcr
from rules.simulate import simulate
from service.tables import UNSHOWN_WINDOW
from settings import Settings
from tests.fakediscord import BotProcess, Channel, FakeDiscord, Member

RESULTS = Path(__file__).with_name("results.json")
PIPS_BOT = "bot.py"
BASELINE_BOT = "bench/baseline_bot.py"
# The bots as the results name them; PIPS_LIVE_OFF is Pips on SQLite clicking a table with live chances off.
PIPS, PIPS_LIVE_OFF, SAME_MESSAGE, COUNTER, POSTGRES = "pips", "pips_live_off", "same_message", "counter", "postgres"
REFERENCES = {SAME_MESSAGE: SAME_MESSAGE, COUNTER: COUNTER}  # bot → the suffix of its ratios
PLAYERS = 5
LATENCY_STAKE = 99  # about a thousand rolls a game
LOAD_STAKE = 30  # about three hundred rolls a game: none ends within the run
SETUP_IN_FLIGHT = 50
ISSUE_RESTART_TABLES = 100_000  # the start-up target is set for this many live tables
# Seconds since the last load table changed when the bot starts: more than UNSHOWN_WINDOW before the clicked
# tables (QUIET_FOR), so the start-up redraw leaves the load tables be.
LOAD_QUIET_FOR = QUIET_FOR + 2 * UNSHOWN_WINDOW

T = TypeVar("T")


@dataclass(frozen=True)
class Plan:
    latency_clicks: int  # per bot
    latency_block: int  # clicks per turn before the next bot's turn
    load_tables: int
    in_flight: int
    load_seconds: float  # per bot, in alternating slices
    load_slice: float
    load_warmup: float
    restart_tables: int
    restarts: int  # timed restarts per bot
    simulator_games: int
    vectorised_games: int
    # Before anything is measured: the bots' one-time start-up work is not a click's (Pips starts its estimates
    # worker and solves its commonest chains 2 s after start: service/chances.py WARM_UP_AFTER), and each
    # clicked message gets a few clicks unmetered. Start-up is measured on its own (restart).
    settle_seconds: float = 3.0
    latency_warmup: int = 20


FULL = Plan(2000, 100, 500, 100, 30.0, 5.0, 1.0, ISSUE_RESTART_TABLES, 3, 100_000, 1_000_000)
QUICK = Plan(400, 100, 500, 100, 6.0, 3.0, 0.5, ISSUE_RESTART_TABLES, 1, 20_000, 200_000)


def percentile(values: Sequence[float], share: float) -> float:
    """Nearest-rank percentile."""
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, round(share * len(ordered)) - 1))]


def milliseconds(latencies: Sequence[float]) -> dict[str, float]:
    return {
        "p50_ms": round(percentile(latencies, 0.50) * 1000, 2),
        "p99_ms": round(percentile(latencies, 0.99) * 1000, 2),
        "mean_ms": round(sum(latencies) / len(latencies) * 1000, 2),
    }


def peak_rss_mb(pid: int) -> float:
    """VmHWM: the most resident memory the process has had."""
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmHWM:"):
            return round(int(line.split()[1]) / 1024, 1)
    raise RuntimeError(f"no VmHWM for process {pid}")


def process_id(bot: BotProcess) -> int:
    assert bot.process is not None
    return bot.process.pid


def store_of(bot: BotProcess) -> Settings:
    """The database a Pips process runs on, as its environment tells it: PostgreSQL with DATABASE_URL, else
    its SQLite file."""
    return Settings(token="bench", database_path=bot.database_path, database_url=bot.extra_env.get("DATABASE_URL"))


def ratio(numerator: float, denominator: float) -> float:
    return round(numerator / denominator, 2)


async def at_most(in_flight: int, pending: Sequence[Awaitable[T]]) -> list[T]:
    """Await everything, `in_flight` at a time."""
    gate = asyncio.Semaphore(in_flight)

    async def one(awaitable: Awaitable[T]) -> T:
        async with gate:
            return await awaitable

    return list(await asyncio.gather(*(one(awaitable) for awaitable in pending)))


async def metered(pid: int, work: Awaitable[T]) -> tuple[T, float]:
    """The work's result and the CPU seconds process `pid` (threads and children) spent meanwhile."""
    before = cpu_seconds(pid)
    result = await work
    return result, cpu_seconds(pid) - before


@dataclass
class Bots:
    """The processes of one run and the people clicking: each Pips process by name, and both baselines."""

    fake: FakeDiscord
    people: list[Member]
    pips: dict[str, BotProcess]
    baselines: dict[str, BotProcess]

    def pid(self, name: str) -> int:
        bot = self.pips.get(PIPS if name == PIPS_LIVE_OFF else name) or self.baselines[name]
        return process_id(bot)

    async def show_tables(self, name: str, channels: Sequence[Channel]) -> list[LcrTable]:
        """The seeded table of each channel shown through Discord by the Pips process `name` (/game status
        posts it, as when a table has scrolled away)."""
        app = self.pips[name].app
        shown = await at_most(SETUP_IN_FLIGHT, [
            self.fake.slash(self.people[0], "game status", channel=channel, app=app) for channel in channels
        ])
        return [LcrTable(self.fake, posted(answer), self.people) for answer in shown]

    async def baseline_messages(self, name: str, channels: Sequence[Channel]) -> list[CountingMessage]:
        """A baseline's message in each channel: `/table` (same-message bot) or `/counter`."""
        command, label = ("table", "Roll") if name == SAME_MESSAGE else ("counter", "+1")
        made = await at_most(SETUP_IN_FLIGHT, [
            self.fake.slash(self.people[0], command, channel=channel) for channel in channels
        ])
        return [CountingMessage(self.fake, posted(answer), self.people[0], label) for answer in made]


def clicked_and_load_rows(
    guild_id: int, on: Sequence[int], off: Sequence[int], load: Sequence[int], people: Sequence[Member]
) -> tuple[list[dict[str, Any]], list[dict[str, Any]]]:
    """The rows of the tables clicked one by one (in channels `on`, and `off` with live chances off), then those
    of the load tables. The clicked ones were the last to change, the load tables more than UNSHOWN_WINDOW
    before them: a start redraws the tables changed within that window of the last change (screen/redraw.py),
    and each one redrawn asks for its chances, which the worker estimates at its share of a core, one every
    ~2 s. Start-up work is measured under Restart: it must not run on through the clicks measured."""
    rows = lcr_table_rows(guild_id, on, people, LATENCY_STAKE, opened_over=0)
    if off:
        rows += lcr_table_rows(guild_id, off, people, LATENCY_STAKE, first_id=len(rows) + 1, opened_over=0,
                               live_chances=False if live_chances_built() else None)
    load_rows = lcr_table_rows(guild_id, load, people, LOAD_STAKE, first_id=len(rows) + 1, quiet_for=LOAD_QUIET_FOR)
    return rows, load_rows


# --- 1. clicks one after another ---------------------------------------------------------------------------


async def click_latency(bots: Bots, targets: Mapping[str, Target], plan: Plan) -> dict[str, Any]:
    """Each bot's target clicked in blocks, taking turns; latency and CPU per click for each."""
    latencies: dict[str, list[float]] = {name: [] for name in targets}
    cpu = dict.fromkeys(targets, 0.0)
    await asyncio.sleep(plan.settle_seconds)
    for target in targets.values():
        await one_after_another(target, plan.latency_warmup)
    while len(latencies[PIPS]) < plan.latency_clicks:
        for name, target in targets.items():
            block, spent = await metered(bots.pid(name), one_after_another(target, plan.latency_block))
            latencies[name] += block
            cpu[name] += spent
    return {
        "clicks": len(latencies[PIPS]),
        **{name: {**milliseconds(values), "cpu_us_per_click": microseconds_per_click(cpu[name], len(values)),
                  "message_bytes": payload_bytes(payload_of(targets[name].message.data))}
           for name, values in latencies.items()},
    }


# --- 2. load --------------------------------------------------------------------------------------------------


async def stored_rolls(database: Settings) -> tuple[dict[int, int], dict[int, int]]:
    """Per table: roll actions committed, and the table's version (1 when written, +1 per change)."""
    if database.database_url:
        return await postgres.stored_rolls(database.database_url)
    with closing(sqlite3.connect(f"file:{database.database_path}?mode=ro", uri=True)) as db:
        rolls = dict(db.execute("SELECT table_id, COUNT(*) FROM actions WHERE action = 'roll' GROUP BY table_id"))
        versions = dict(db.execute("SELECT id, version FROM tables"))
    return rolls, versions


def lost_and_doubled(
    accepted: Mapping[int, int], unanswered: Mapping[int, int], rolls: Mapping[int, int], versions: Mapping[int, int],
    tables: Sequence[int],
) -> dict[str, int]:
    """Per the clicks on each table: accepted ones the database does not hold (lost); rolls stored beyond the
    accepted clicks, as many as that table had clicks answered too late (late: committed, but the person was
    told the click failed; the click counts as lost already); and tables holding more rolls or versions than
    even that explains (doubled)."""
    lost = late = doubled = 0
    for table in tables:
        clicks, stored, version = accepted.get(table, 0), rolls.get(table, 0), versions.get(table, 1)
        lost += max(0, clicks - stored)
        late += min(max(0, stored - clicks), unanswered.get(table, 0))
        doubled += stored > clicks + unanswered.get(table, 0) or version > 1 + clicks + unanswered.get(table, 0)
    return {"lost": lost, "late": late, "doubled": doubled}


async def check_committed(database: Settings, tables: Sequence[LcrTable], seeded: Sequence[int]) -> dict[str, Any]:
    """Every accepted click is one committed roll and one version: nothing lost, nothing doubled."""
    rolls, versions = await stored_rolls(database)
    accepted = sum((table.rolls for table in tables), start=Counter[int]())
    unanswered = sum((table.unanswered for table in tables), start=Counter[int]())
    return {
        "accepted_clicks": sum(accepted.values()),
        "roll_rows": sum(rolls.get(table_id, 0) for table_id in seeded),
        **lost_and_doubled(accepted, unanswered, rolls, versions, seeded),
        "only_seeded_tables": set(accepted) <= set(seeded),  # no game ended and was played again meanwhile
    }


def load_figures(run: LoadRun) -> dict[str, Any]:
    return {
        "clicks": run.clicks,
        "seconds": round(run.seconds, 2),
        "clicks_per_s": round(run.clicks / run.seconds, 1),
        **milliseconds(run.latencies),
        "cpu_us_per_click": microseconds_per_click(run.cpu_seconds, run.clicks),
        "refused": run.refused,
        "lost": run.lost,
        "errors": run.errors,
    }


async def load(
    bots: Bots, targets: Mapping[str, Sequence[Target]], plan: Plan, seeded: Mapping[str, Sequence[int]]
) -> dict[str, Any]:
    """Each bot under load, taking turns in slices; then what each Pips database holds."""
    runs = {name: LoadRun() for name in targets}
    for name in runs:  # caches and connections warm, not counted
        await under_load(targets[name], plan.load_warmup, plan.in_flight)
    while runs[PIPS].seconds < plan.load_seconds:
        for name, run in runs.items():
            ran, spent = await metered(bots.pid(name), under_load(targets[name], plan.load_slice, plan.in_flight))
            ran.cpu_seconds = spent
            run.add(ran)
    figures: dict[str, Any] = {name: load_figures(run) for name, run in runs.items()}
    for name, bot in bots.pips.items():
        tables = [target for target in targets[name] if isinstance(target, LcrTable)]
        figures[name]["database"] = await check_committed(store_of(bot), tables, seeded[name])
    for name in bots.baselines:
        messages = [target for target in targets[name] if isinstance(target, CountingMessage)]
        figures[name]["counts_ok"] = all(message.shows_count() for message in messages)
    return {
        "tables": plan.load_tables,
        "in_flight": plan.in_flight,
        **figures,
        **{f"{name}_peak_rss_mb": peak_rss_mb(bots.pid(name)) for name in (PIPS, SAME_MESSAGE, COUNTER)},
    }


# --- the figures compared ----------------------------------------------------------------------------------


def bot_summary(latency: Mapping[str, Any], load: Mapping[str, Any]) -> dict[str, float]:
    """One bot's figures from both runs: CPU per click (under load, and one by one), click p50/p99 (one by
    one), load throughput and p99."""
    return {
        "cpu_us_per_click": load["cpu_us_per_click"],
        "cpu_us_per_click_one_by_one": latency["cpu_us_per_click"],
        "p50_ms": latency["p50_ms"],
        "p99_ms": latency["p99_ms"],
        "load_clicks_per_s": load["clicks_per_s"],
        "load_p99_ms": load["p99_ms"],
    }


def ratios(bots: Mapping[str, Mapping[str, float]], bot: str, references: Mapping[str, str]) -> dict[str, float]:
    """`bot` against each reference bot: `<figure>_vs_<suffix>`. Above 1 is worse for CPU and latency, below 1
    worse for throughput."""
    mine = bots[bot]
    found = {}
    for reference, suffix in references.items():
        theirs = bots[reference]
        found[f"cpu_per_click_vs_{suffix}"] = ratio(mine["cpu_us_per_click"], theirs["cpu_us_per_click"])
        found[f"p50_vs_{suffix}"] = ratio(mine["p50_ms"], theirs["p50_ms"])
        found[f"p99_vs_{suffix}"] = ratio(mine["p99_ms"], theirs["p99_ms"])
        found[f"load_vs_{suffix}"] = ratio(mine["load_clicks_per_s"], theirs["load_clicks_per_s"])
    return found


def live_chances_cost(latency: Mapping[str, Any]) -> dict[str, Any]:
    """A click on a table with live chances on against one with them off (same process, same turns)."""
    on, off = latency[PIPS], latency[PIPS_LIVE_OFF]
    return {
        "built": live_chances_built(),
        "on": {"cpu_us_per_click": on["cpu_us_per_click"], "p50_ms": on["p50_ms"]},
        "off": {"cpu_us_per_click": off["cpu_us_per_click"], "p50_ms": off["p50_ms"]},
        "cpu_on_vs_off": ratio(on["cpu_us_per_click"], off["cpu_us_per_click"]),
        "p50_on_vs_off": ratio(on["p50_ms"], off["p50_ms"]),
    }


def compare(results: dict[str, Any]) -> None:
    """Add the per-bot summaries, Pips's ratios, the lost and doubled counts and PostgreSQL's own ratios."""
    latency, load = results["latency"], results["load"]
    bots = {name: bot_summary(latency[name], load[name]) for name in (PIPS, SAME_MESSAGE, COUNTER, POSTGRES)
            if name in load}
    results["bots"] = bots
    results["ratios"] = ratios(bots, PIPS, REFERENCES)
    stores = [name for name in (PIPS, POSTGRES) if name in load]
    results["lost"] = sum(load[name]["lost"] + load[name]["database"]["lost"] for name in stores)
    results["doubled"] = sum(load[name]["database"]["doubled"] for name in stores)
    results["late"] = sum(load[name]["database"]["late"] for name in stores)  # among the lost
    results["live_chances"] = live_chances_cost(latency)
    if POSTGRES in bots:
        results[POSTGRES] = {
            "ratios": ratios(bots, POSTGRES, {**REFERENCES, PIPS: "sqlite"}),
            "lost": load[POSTGRES]["lost"] + load[POSTGRES]["database"]["lost"],
            "doubled": load[POSTGRES]["database"]["doubled"],
            "late": load[POSTGRES]["database"]["late"],
        }


# --- 3. restart -----------------------------------------------------------------------------------------------


async def message_stored(database: Path, table_id: int, timeout: float = 5.0) -> None:
    """Wait until the bot has stored which message shows the table (it does so just after posting it)."""
    deadline = time.monotonic() + timeout
    while True:
        with closing(sqlite3.connect(f"file:{database}?mode=ro", uri=True)) as db:
            (message_id,) = db.execute("SELECT message_id FROM tables WHERE id = ?", (table_id,)).fetchone()
        if message_id is not None:
            return
        if time.monotonic() > deadline:
            raise AssertionError(f"table {table_id} never got its message id")
        await asyncio.sleep(0.02)


async def first_click_after_start(fake: FakeDiscord, bot: BotProcess, target: Target) -> tuple[float, float]:
    """Seconds from starting the process to the first click answered, and the peak RSS by then."""
    identified = bot.app.identify_count
    began = time.monotonic()
    starting = asyncio.create_task(bot.start())
    await fake.wait_until(lambda: bot.app.identify_count > identified, timeout=30, what=f"{bot.app.name} to connect")
    answer = await target.next_click()
    answered_at = answer.record.answered_at
    assert answered_at is not None
    rss = peak_rss_mb(process_id(bot))
    await starting
    await bot.stop()
    return answered_at - began, rss


async def restart(bots: Bots, channel: Channel, workdir: Path, plan: Plan) -> dict[str, Any]:
    """Pips on a database of `plan.restart_tables` live tables against the counter bot: start to first click."""
    fake, people, counter_bot = bots.fake, bots.people, bots.baselines[COUNTER]
    workdir.mkdir(parents=True, exist_ok=True)
    pips = BotProcess(fake, bots.pips[PIPS].app, PIPS_BOT, workdir=workdir)
    channels = [channel.id] + [fake.state.ids.next() for _ in range(plan.restart_tables - 1)]
    began = time.monotonic()
    await seed_lcr_tables(store_of(pips), fake.guild.id, channels, people, LOAD_STAKE)
    seeding = time.monotonic() - began
    # a first life for both: the oldest table shown in its channel, a counter beside it
    await pips.start()
    if not counter_bot.running:
        await counter_bot.start()
    oldest = LcrTable(
        fake, posted(await fake.slash(people[0], "game status", channel=channel, app=pips.app)), people
    )
    counter = CountingMessage(fake, posted(await fake.slash(people[0], "counter", channel=channel)), people[0])
    await message_stored(pips.database_path, oldest.table_id)  # the bot goes on after its answer
    await pips.stop()
    await counter_bot.stop()

    times: dict[str, list[float]] = {PIPS: [], COUNTER: []}
    rss: dict[str, list[float]] = {PIPS: [], COUNTER: []}
    for _ in range(plan.restarts):
        for name, bot, target in ((COUNTER, counter_bot, counter), (PIPS, pips, oldest)):
            took, peak = await first_click_after_start(fake, bot, target)
            times[name].append(took)
            rss[name].append(peak)
    pips_s, counter_s = statistics.median(times[PIPS]), statistics.median(times[COUNTER])
    return {
        "tables": plan.restart_tables,
        "seeding_s": round(seeding, 2),
        "pips_first_click_s": round(pips_s, 3),
        "counter_first_click_s": round(counter_s, 3),
        "difference_s": round(pips_s - counter_s, 3),
        "all_pips_s": [round(value, 3) for value in times[PIPS]],
        "all_counter_s": [round(value, 3) for value in times[COUNTER]],
        "pips_peak_rss_mb": max(rss[PIPS]),
        "counter_peak_rss_mb": max(rss[COUNTER]),
        "rss_difference_mb": round(max(rss[PIPS]) - max(rss[COUNTER]), 1),
    }


# --- 4. simulators --------------------------------------------------------------------------------------------


def simulators(plan: Plan) -> dict[str, Any]:
    """Run before the stand-in starts any thread: the engine simulator's process pool forks."""
    jobs = os.cpu_count() or 1
    rates, summaries = {}, {}
    for processes in sorted({1, jobs}):
        began = time.perf_counter()
        summaries[processes] = simulate("lcr", PLAYERS, plan.simulator_games, {}, jobs=processes)
        rates[processes] = round(plan.simulator_games / (time.perf_counter() - began))
    simulate_lcr(PLAYERS, 1_000, seed=0)  # numpy and the move tables loaded, not counted
    began, cpu_began = time.perf_counter(), time.process_time()
    simulate_lcr(PLAYERS, plan.vectorised_games, seed=1)
    wall, cpu = time.perf_counter() - began, time.process_time() - cpu_began
    return {
        "players": PLAYERS,
        "games": plan.simulator_games,
        "jobs": jobs,
        "games_per_s_1_job": rates[1],
        "games_per_s": rates[jobs],
        "same_result_with_jobs": summaries[jobs] == summaries[1],
        "vectorised_games": plan.vectorised_games,
        "vectorised_games_per_cpu_s": round(plan.vectorised_games / cpu),  # one core: all of its threads counted
        "vectorised_games_per_s": round(plan.vectorised_games / wall),
    }


# --- the run --------------------------------------------------------------------------------------------------


async def bots_side_by_side(plan: Plan, workdir: Path, database_url: str | None) -> dict[str, Any]:
    """Pips on SQLite, both baselines, and Pips on PostgreSQL too when `database_url` names a database."""
    # the stand-in's checks against Discord's API specification are its own CPU time, off the bots' timing
    async with FakeDiscord(reaction_time=0, check_requests=False) as fake:
        people = [await fake.add_member(f"Player {number}") for number in range(1, PLAYERS + 1)]
        latency_on, latency_off = await fake.add_channel("latency"), await fake.add_channel("latency-off")
        load_channels = [await fake.add_channel(f"load-{number}") for number in range(plan.load_tables)]
        restart_channel = await fake.add_channel("restart")
        pips_bots = {PIPS: BotProcess(fake, fake.add_application("Pips"), PIPS_BOT, workdir=workdir / PIPS)}
        if database_url is not None:
            pips_bots[POSTGRES] = BotProcess(
                fake, fake.add_application("Pips on PostgreSQL"), PIPS_BOT, workdir=workdir / POSTGRES,
                env={"DATABASE_URL": database_url},
            )
        baselines = {
            name: BotProcess(fake, fake.add_application(name), BASELINE_BOT, workdir=workdir / name,
                             env={"BASELINE": name.replace("_", "-")})
            for name in (SAME_MESSAGE, COUNTER)
        }
        bots = Bots(fake, people, pips_bots, baselines)
        every = [*pips_bots.values(), *baselines.values()]
        for bot in every:
            bot.log_path.parent.mkdir(parents=True, exist_ok=True)
        # Each Pips database gets its tables before its bot starts: the clicked ones, then one per load channel.
        seeded: dict[str, list[int]] = {}
        for name, bot in pips_bots.items():
            off = [latency_off.id] if name == PIPS else []
            rows, load_rows = clicked_and_load_rows(fake.guild.id, [latency_on.id], off, [c.id for c in load_channels],
                                                    people)
            await write_tables(store_of(bot), rows + load_rows)
            seeded[name] = [row["id"] for row in load_rows]
        try:
            for bot in every:
                await bot.start()
            clicked: dict[str, Target] = {PIPS: (await bots.show_tables(PIPS, [latency_on]))[0]}
            for name in baselines:
                clicked[name] = (await bots.baseline_messages(name, [latency_on]))[0]
            clicked[PIPS_LIVE_OFF] = (await bots.show_tables(PIPS, [latency_off]))[0]
            if POSTGRES in pips_bots:
                clicked[POSTGRES] = (await bots.show_tables(POSTGRES, [latency_on]))[0]
            results: dict[str, Any] = {"latency": await click_latency(bots, clicked, plan)}

            loaded: dict[str, Sequence[Target]] = {PIPS: await bots.show_tables(PIPS, load_channels)}
            for name in baselines:
                loaded[name] = await bots.baseline_messages(name, load_channels)
            if POSTGRES in pips_bots:
                loaded[POSTGRES] = await bots.show_tables(POSTGRES, load_channels)
            results["load"] = await load(bots, loaded, plan, seeded)
            for bot in pips_bots.values():
                await bot.stop()
            results["restart"] = await restart(bots, restart_channel, workdir / "restart", plan)
            results["unknown_routes"] = list(fake.unknown_routes)
            return results
        finally:
            for bot in every:
                await bot.stop()


# --- targets and the report -----------------------------------------------------------------------------------

TARGETS = {  # the speed bar (docs/performance.md), against the same-message bot in the same run
    "cpu_per_click_vs_same_message": 1.25,
    "p50_vs_same_message": 1.25,
    "p99_vs_same_message": 1.5,
    "load_vs_same_message": 0.8,  # at least
}
LOAD_P99_MS = 250
FIRST_CLICK_S = 1.0
RSS_DIFFERENCE_MB = 60
ENGINE_GAMES_PER_S = 20_000  # with a process per CPU
VECTORISED_GAMES_PER_S = 100_000  # on one core


def verdicts(results: Mapping[str, Any]) -> dict[str, bool]:
    """The targets met. PostgreSQL has none of its own for speed, but a click lost or doubled there fails the
    run as on SQLite."""
    found, load, restart, simulator = results["ratios"], results["load"], results["restart"], results["simulator"]
    stores = [name for name in (PIPS, POSTGRES) if name in load]
    refused = sum(load[name]["refused"] for name in stores)
    checked = all(load[name]["database"]["only_seeded_tables"] for name in stores)  # no game replayed unchecked
    return {
        "cpu_per_click": found["cpu_per_click_vs_same_message"] <= TARGETS["cpu_per_click_vs_same_message"],
        "click_p50": found["p50_vs_same_message"] <= TARGETS["p50_vs_same_message"],
        "click_p99": found["p99_vs_same_message"] <= TARGETS["p99_vs_same_message"],
        "load_throughput": found["load_vs_same_message"] >= TARGETS["load_vs_same_message"],
        "load_p99": load[PIPS]["p99_ms"] < LOAD_P99_MS,
        "nothing_lost": results["lost"] == 0 and results["doubled"] == 0 and refused == 0 and checked,
        "restart_time": restart["pips_first_click_s"] <= FIRST_CLICK_S,
        "restart_rss": restart["rss_difference_mb"] <= RSS_DIFFERENCE_MB,
        "engine_simulator": simulator["games_per_s"] >= ENGINE_GAMES_PER_S,
        "vectorised_simulator": simulator["vectorised_games_per_cpu_s"] >= VECTORISED_GAMES_PER_S,
    }


Row = Callable[..., str]
COLUMNS = 5  # figures per report line: three bots, then two ratios


def table_row(met: Mapping[str, bool]) -> Row:
    """A report line: what, one cell per column, the target and whether it was met."""

    def row(what: str, *cells: str, target: str = "", verdict: str = "") -> str:
        mark = "" if not verdict else ("ok" if met[verdict] else "MISSED")
        padded = [*cells, *[""] * (COLUMNS - len(cells))]
        return (f"{what:<46}" + "".join(f"{cell:>10}" for cell in padded) + f"  {target:<12}{mark}").rstrip()

    return row


def report(results: Mapping[str, Any]) -> str:
    latency, load, restart, simulator = (results[key] for key in ("latency", "load", "restart", "simulator"))
    bots, found, row = results["bots"], results["ratios"], table_row(results["targets"])
    order = (PIPS, SAME_MESSAGE, COUNTER)

    def figures(key: str, form: str) -> list[str]:
        return [format(bots[name][key], form) for name in order]

    def compared(key: str) -> list[str]:
        return [f"{found[f'{key}_vs_{suffix}']:.2f}x" for suffix in REFERENCES.values()]

    lost = f"{results['lost']}/{results['doubled']}"
    live = results["live_chances"]
    lines = [
        f"Pips against bare discord.py bots ({results['mode']}, {results['machine']['cpus']} CPUs)",
        "same: the same-message bot, answering with Pips's table message; counter: with a one-line count",
        row("", "Pips", "same", "counter", "Pips/same", "Pips/cnt", target="target"),
        row(f"CPU per click, µs (load, {load['tables']} tables)", *figures("cpu_us_per_click", ".0f"),
            *compared("cpu_per_click"), target="<= 1.25x", verdict="cpu_per_click"),
        row("CPU per click, µs (one by one)", *figures("cpu_us_per_click_one_by_one", ".0f")),
        row(f"click p50, ms ({latency['clicks']} one by one)", *figures("p50_ms", ".2f"), *compared("p50"),
            target="<= 1.25x", verdict="click_p50"),
        row("click p99, ms", *figures("p99_ms", ".2f"), *compared("p99"), target="<= 1.5x", verdict="click_p99"),
        row(f"load clicks/s ({load['in_flight']} in flight)", *figures("load_clicks_per_s", ".0f"),
            *compared("load"), target=">= 0.8x", verdict="load_throughput"),
        row("load p99, ms", *figures("load_p99_ms", ".1f"), target=f"< {LOAD_P99_MS} ms", verdict="load_p99"),
        row("message bytes", *[str(latency[name]["message_bytes"]) for name in order]),
        row(f"lost/doubled ({load[PIPS]['database']['roll_rows']} rolls, {load[PIPS]['database']['late']} late)",
            lost, target="0/0", verdict="nothing_lost"),
        row(f"start to first click, s ({restart['tables']:,} tables)", f"{restart['pips_first_click_s']:.2f}", "",
            f"{restart['counter_first_click_s']:.2f}", target=f"<= {FIRST_CLICK_S} s", verdict="restart_time"),
        row("peak RSS at first click, MB", f"{restart['pips_peak_rss_mb']:.0f}", "",
            f"{restart['counter_peak_rss_mb']:.0f}", "", f"{restart['rss_difference_mb']:+.0f}",
            target=f"<= +{RSS_DIFFERENCE_MB} MB", verdict="restart_rss"),
        row(f"live chances on/off{'' if live['built'] else ' (not built yet: alike)'}", "on", "off", "on/off"),
        row("  CPU per click, µs (one by one)", f"{live['on']['cpu_us_per_click']:.0f}",
            f"{live['off']['cpu_us_per_click']:.0f}", f"{live['cpu_on_vs_off']:.2f}x"),
        row("  click p50, ms", f"{live['on']['p50_ms']:.2f}", f"{live['off']['p50_ms']:.2f}",
            f"{live['p50_on_vs_off']:.2f}x"),
        row("vectorised LCR, 5-player games/s (1 core, CPU)", f"{simulator['vectorised_games_per_cpu_s']:,}",
            target=f">= {VECTORISED_GAMES_PER_S:,}", verdict="vectorised_simulator"),
        row(f"engine LCR, 5-player games/s ({simulator['jobs']} jobs)", f"{simulator['games_per_s']:,}",
            target=f">= {ENGINE_GAMES_PER_S:,}", verdict="engine_simulator"),
        row("engine LCR, 1 job", f"{simulator['games_per_s_1_job']:,}"),
        *postgres_rows(results, row),
    ]
    if restart["tables"] < ISSUE_RESTART_TABLES:
        lines.append(f"(start-up measured with {restart['tables']:,} tables; the target is for "
                     f"{ISSUE_RESTART_TABLES:,})")
    return "\n".join(lines)


def postgres_rows(results: Mapping[str, Any], row: Row) -> list[str]:
    """Pips on PostgreSQL: its figures, and its ratios to the same-message bot, the counter bot and SQLite."""
    figures = results[POSTGRES]
    if "skipped" in figures:
        return [f"PostgreSQL: {postgres.SKIPPED} ({figures['skipped']})"]
    mine, found = results["bots"][POSTGRES], figures["ratios"]

    def compared(what: str, value: str, key: str) -> str:
        return row(what, value, *(f"{found[f'{key}_vs_{suffix}']:.2f}x" for suffix in ("same_message", "counter",
                                                                                          "sqlite")))

    return [
        row("Pips on PostgreSQL (same run)", "PG", "PG/same", "PG/cnt", "PG/SQLite"),
        compared("CPU per click, µs (load)", f"{mine['cpu_us_per_click']:.0f}", "cpu_per_click"),
        compared("click p50, ms", f"{mine['p50_ms']:.2f}", "p50"),
        compared("click p99, ms", f"{mine['p99_ms']:.2f}", "p99"),
        compared("load clicks/s", f"{mine['load_clicks_per_s']:.0f}", "load"),
        row("load p99, ms", f"{mine['load_p99_ms']:.1f}"),
        row(f"lost/doubled ({results['load'][POSTGRES]['database']['roll_rows']} rolls, {figures['late']} late)",
            f"{figures['lost']}/{figures['doubled']}", target="0/0", verdict="nothing_lost"),
    ]


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench", description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="a ~2 min run with fewer clicks and a shorter load")
    parser.add_argument("--out", type=Path, default=RESULTS, help="where the JSON results go")
    parser.add_argument("--metrics", action="store_true",
                        help="only Pips under the load with METRICS_PORT: which metrics moved (docs/operations.md)")
    args = parser.parse_args(argv)
    plan = QUICK if args.quick else FULL
    if args.metrics:
        from bench import metrics_run  # (it builds on this module)

        return metrics_run.main(plan)
    began = time.monotonic()
    results: dict[str, Any] = {
        "mode": "quick" if args.quick else "full",
        "plan": asdict(plan),
        "machine": {
            "cpus": os.cpu_count(), "python": platform.python_version(), "discord.py": discord.__version__,
            "platform": platform.platform(),
        },
        "simulator": simulators(plan),
    }
    with tempfile.TemporaryDirectory(prefix="pips-bench-") as workdir, postgres.postgres_server() as server:
        if isinstance(server, postgres.NoPostgres):
            results[POSTGRES] = {"skipped": server.reason}
        database_url = None if isinstance(server, postgres.NoPostgres) else server.new_database()
        results.update(asyncio.run(bots_side_by_side(plan, Path(workdir), database_url)))
    compare(results)
    results["targets"] = verdicts(results)
    results["wall_s"] = round(time.monotonic() - began, 1)
    args.out.write_text(json.dumps(results, indent=2) + "\n")
    print(report(results))
    print(f"({results['wall_s']} s; details in {args.out})")
    return 0 if all(results["targets"].values()) else 1


if __name__ == "__main__":
    sys.exit(main())
