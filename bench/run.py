"""The benchmark: Pips against the floor discord.py itself sets, measured side by side in one run.

The stand-in (tests/fakediscord) serves both the real bot (`bot.py`, a subprocess on a fresh database, as in
production) and the baseline (`bench/baseline_bot.py`: a bare discord.py bot that answers a click by
updating the message). They take turns on the same machine, so what is compared is the ratio:

1. click latency: clicks one after another on a computer-free LCR table (5 players, 99 chips each);
2. load: 500 live tables in 500 channels, 100 clicks in flight; afterwards the database must hold exactly one
   roll per accepted click;
3. restart: a database of 10,000 live tables; process start to the first click on the oldest table answered,
   and the peak RSS;
4. the simulator: five-player LCR games per second through `rules.simulate.simulate`.

When PostgreSQL's server binaries are installed, a second Pips process runs on a PostgreSQL server the
benchmark starts (bench/postgres.py) and takes its turns in 1 and 2 beside the other two: its click latency
and load figures, as ratios to Pips on SQLite and to the baseline. Without them its row reads "skipped".

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
from collections.abc import Awaitable, Callable, Sequence
from contextlib import closing
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any, TypeVar

import discord

from bench import postgres
from bench.driving import (
    JOIN,
    START,
    CountingMessage,
    LcrTable,
    LoadRun,
    Target,
    one_after_another,
    under_load,
)
from bench.seeding import seed_lcr_tables
from rules.simulate import simulate
from settings import Settings
from tests.fakediscord import Answer, Application, BotProcess, Channel, FakeDiscord, Member, StoredMessage

RESULTS = Path(__file__).with_name("results.json")
PIPS_BOT = "bot.py"
BASELINE_BOT = "bench/baseline_bot.py"
PIPS, BASELINE, POSTGRES = "pips", "baseline", "postgres"  # the bots, as the results name them
PLAYERS = 5
LATENCY_STAKE = 99  # about a thousand rolls a game
LOAD_STAKE = 30  # about three hundred rolls a game: none ends within the run
SETUP_IN_FLIGHT = 50
MODAL_REACTION_TIME = 0.03  # discord.py stores a modal just after answering with it; a person is not faster

T = TypeVar("T")


@dataclass(frozen=True)
class Plan:
    latency_clicks: int  # per bot
    latency_block: int  # clicks per turn before the other bot's turn
    load_tables: int
    in_flight: int
    load_seconds: float  # per bot, in alternating slices
    load_slice: float
    load_warmup: float
    restart_tables: int
    restarts: int  # timed restarts per bot
    simulator_games: int


FULL = Plan(2000, 100, 500, 100, 30.0, 5.0, 1.0, 10_000, 3, 100_000)
QUICK = Plan(400, 100, 500, 100, 6.0, 3.0, 0.5, 10_000, 1, 20_000)


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


def posted(answer: Answer) -> StoredMessage:
    assert answer.message is not None, f"the bot posted nothing: {answer.content!r}"
    return answer.message


# --- 1. click latency ---------------------------------------------------------------------------------------


async def open_lcr_table(
    fake: FakeDiscord, channel: Channel, people: Sequence[Member], app: Application
) -> LcrTable:
    """Through Discord, as players do: /lcr start with stakes, everyone joins with 99 chips, the host starts."""
    host = people[0]
    table = posted(await fake.slash(host, "lcr start", channel=channel, app=app, stakes=True))
    fake.reaction_time = MODAL_REACTION_TIME
    try:
        for person in people:  # the host too: joining again sets their stake
            modal = await fake.click(person, table, JOIN)
            await fake.submit_modal(person, modal, {"stake": str(LATENCY_STAKE)})
    finally:
        fake.reaction_time = 0
    await fake.click(host, table, START)
    return LcrTable(fake, table, people)


async def click_latency(
    fake: FakeDiscord, channel: Channel, people: Sequence[Member], plan: Plan, pips_apps: dict[str, Application]
) -> dict[str, Any]:
    """Each Pips process (`pips_apps`: on SQLite, and on PostgreSQL when it runs) and the baseline click in
    blocks, taking turns."""
    tables = {name: await open_lcr_table(fake, channel, people, app) for name, app in pips_apps.items()}
    targets: dict[str, Target] = {PIPS: tables[PIPS], BASELINE: CountingMessage(
        fake, posted(await fake.slash(people[0], "counter", channel=channel)), people[0]
    )}
    targets.update(tables)  # PostgreSQL's turn comes after the baseline's
    latencies: dict[str, list[float]] = {name: [] for name in targets}
    while len(latencies[PIPS]) < plan.latency_clicks:
        for name, target in targets.items():
            latencies[name] += await one_after_another(target, plan.latency_block)
    figures = {name: milliseconds(values) for name, values in latencies.items()}
    return {
        "clicks": len(latencies[PIPS]),
        "games": len(tables[PIPS].rolls),
        **figures,
        "ratio_p50": ratio(figures[PIPS]["p50_ms"], figures[BASELINE]["p50_ms"]),
        "ratio_p99": ratio(figures[PIPS]["p99_ms"], figures[BASELINE]["p99_ms"]),
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


async def check_committed(database: Settings, tables: Sequence[LcrTable], seeded: Sequence[int]) -> dict[str, Any]:
    """Every accepted click is one committed roll and one version: nothing lost, nothing doubled."""
    rolls, versions = await stored_rolls(database)
    accepted = sum((table.rolls for table in tables), start=Counter[int]())
    wrong = [
        table_id for table_id in seeded
        if rolls.get(table_id, 0) != accepted[table_id] or versions[table_id] != 1 + accepted[table_id]
    ]
    return {
        "accepted_clicks": sum(accepted.values()),
        "roll_rows": sum(rolls.get(table_id, 0) for table_id in seeded),
        "tables_not_matching": len(wrong),
        "ok": not wrong and set(accepted) <= set(seeded),  # no game ended and was played again meanwhile
    }


def load_figures(run: LoadRun) -> dict[str, Any]:
    return {
        "clicks": run.clicks,
        "seconds": round(run.seconds, 2),
        "clicks_per_s": round(run.clicks / run.seconds, 1),
        **milliseconds(run.latencies),
        "refused": run.refused,
        "lost": run.lost,
        "errors": run.errors,
    }


async def live_tables(
    fake: FakeDiscord, pips: BotProcess, channels: Sequence[Channel], people: Sequence[Member]
) -> tuple[list[LcrTable], list[int]]:
    """One playing table per channel written into the bot's database while it is stopped, then each shown
    through Discord; the tables and their ids."""
    await pips.stop()
    seeded = await seed_lcr_tables(
        store_of(pips), fake.guild.id, [channel.id for channel in channels], people, LOAD_STAKE
    )
    await pips.start()
    # /game status posts each table in its channel, as when a table has scrolled away
    shown = await at_most(
        SETUP_IN_FLIGHT, [fake.slash(people[0], "game status", channel=c, app=pips.app) for c in channels]
    )
    return [LcrTable(fake, posted(answer), people) for answer in shown], seeded


async def load(
    fake: FakeDiscord, pips: dict[str, BotProcess], baseline: BotProcess, channels: Sequence[Channel],
    people: Sequence[Member], plan: Plan,
) -> dict[str, Any]:
    """Each Pips process (on SQLite, and on PostgreSQL when it runs) and the baseline under load, taking turns
    in slices. The PostgreSQL figures sit beside the others (`postgres`, `postgres_database`)."""
    tables, seeded = {}, {}
    for name, bot in pips.items():
        tables[name], seeded[name] = await live_tables(fake, bot, channels, people)
    made = await at_most(SETUP_IN_FLIGHT, [fake.slash(people[0], "counter", channel=c) for c in channels])
    counters = [CountingMessage(fake, posted(answer), people[0]) for answer in made]

    targets: dict[str, Sequence[Target]] = {PIPS: tables[PIPS], BASELINE: counters}
    targets.update(tables)  # PostgreSQL's slice comes after the baseline's
    runs = {name: LoadRun() for name in targets}
    for name in runs:  # caches and connections warm, not counted
        await under_load(targets[name], plan.load_warmup, plan.in_flight)
    while runs[PIPS].seconds < plan.load_seconds:
        for name, run in runs.items():
            run.add(await under_load(targets[name], plan.load_slice, plan.in_flight))
    figures = {name: load_figures(run) for name, run in runs.items()}
    checked = {name: await check_committed(store_of(bot), tables[name], seeded[name]) for name, bot in pips.items()}
    counted = sum(counter.clicks for counter in counters)
    return {
        "tables": len(tables[PIPS]),
        "in_flight": plan.in_flight,
        **figures,
        "ratio_clicks_per_s": ratio(figures[PIPS]["clicks_per_s"], figures[BASELINE]["clicks_per_s"]),
        "database": checked.pop(PIPS),
        **{f"{name}_database": check for name, check in checked.items()},
        "baseline_counts_ok": all(c.message.content == f"Count: {c.clicks}" for c in counters) and counted > 0,
        "pips_peak_rss_mb": peak_rss_mb(process_id(pips[PIPS])),
        "baseline_peak_rss_mb": peak_rss_mb(process_id(baseline)),
    }


def postgres_figures(latency: dict[str, Any], load: dict[str, Any]) -> dict[str, Any]:
    """Pips on PostgreSQL against Pips on SQLite and against the baseline, from the same turns."""
    clicks, busy = latency[POSTGRES], load[POSTGRES]
    figures: dict[str, Any] = {
        "click_p50_ms": clicks["p50_ms"],
        "click_p99_ms": clicks["p99_ms"],
        "load_clicks_per_s": busy["clicks_per_s"],
        "load_p99_ms": busy["p99_ms"],
    }
    for against in (PIPS, BASELINE):
        figures[f"to_{'sqlite' if against == PIPS else against}"] = {
            "click_p50": ratio(clicks["p50_ms"], latency[against]["p50_ms"]),
            "click_p99": ratio(clicks["p99_ms"], latency[against]["p99_ms"]),
            "load_clicks_per_s": ratio(busy["clicks_per_s"], load[against]["clicks_per_s"]),
            "load_p99": ratio(busy["p99_ms"], load[against]["p99_ms"]),
        }
    return figures


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


async def restart(
    fake: FakeDiscord, pips_app: Application, baseline: BotProcess, channel: Channel, people: Sequence[Member],
    workdir: Path, plan: Plan,
) -> dict[str, Any]:
    workdir.mkdir(parents=True, exist_ok=True)
    pips = BotProcess(fake, pips_app, PIPS_BOT, workdir=workdir)
    channels = [channel.id] + [fake.state.ids.next() for _ in range(plan.restart_tables - 1)]
    began = time.monotonic()
    await seed_lcr_tables(store_of(pips), fake.guild.id, channels, people, LOAD_STAKE)
    seeding = time.monotonic() - began
    # a first life for both: the oldest table shown in its channel, a counter beside it
    await pips.start()
    if not baseline.running:
        await baseline.start()
    oldest = LcrTable(
        fake, posted(await fake.slash(people[0], "game status", channel=channel, app=pips_app)), people
    )
    counter = CountingMessage(fake, posted(await fake.slash(people[0], "counter", channel=channel)), people[0])
    await message_stored(pips.database_path, oldest.table_id)  # the bot goes on after its answer
    await pips.stop()
    await baseline.stop()

    times: dict[str, list[float]] = {"pips": [], "baseline": []}
    rss: dict[str, list[float]] = {"pips": [], "baseline": []}
    for _ in range(plan.restarts):
        for name, bot, target in (("baseline", baseline, counter), ("pips", pips, oldest)):
            took, peak = await first_click_after_start(fake, bot, target)
            times[name].append(took)
            rss[name].append(peak)
    pips_s, baseline_s = statistics.median(times["pips"]), statistics.median(times["baseline"])
    return {
        "tables": plan.restart_tables,
        "seeding_s": round(seeding, 2),
        "pips_first_click_s": round(pips_s, 3),
        "baseline_first_click_s": round(baseline_s, 3),
        "difference_s": round(pips_s - baseline_s, 3),
        "all_pips_s": [round(value, 3) for value in times["pips"]],
        "all_baseline_s": [round(value, 3) for value in times["baseline"]],
        "pips_peak_rss_mb": max(rss["pips"]),
        "baseline_peak_rss_mb": max(rss["baseline"]),
        "rss_difference_mb": round(max(rss["pips"]) - max(rss["baseline"]), 1),
    }


# --- 4. simulator ---------------------------------------------------------------------------------------------


def simulator(plan: Plan) -> dict[str, Any]:
    """Run before the stand-in starts any thread: the simulator's process pool forks."""
    jobs = os.cpu_count() or 1
    rates, summaries = {}, {}
    for processes in sorted({1, jobs}):
        began = time.perf_counter()
        summaries[processes] = simulate("lcr", PLAYERS, plan.simulator_games, {}, jobs=processes)
        rates[processes] = round(plan.simulator_games / (time.perf_counter() - began))
    return {
        "players": PLAYERS,
        "games": plan.simulator_games,
        "jobs": jobs,
        "games_per_s_1_job": rates[1],
        "games_per_s": rates[jobs],
        "same_result_with_jobs": summaries[jobs] == summaries[1],
    }


# --- the run --------------------------------------------------------------------------------------------------


async def bots_side_by_side(plan: Plan, workdir: Path, database_url: str | None) -> dict[str, Any]:
    """Pips on SQLite and the baseline, and Pips on PostgreSQL too when `database_url` names a database."""
    async with FakeDiscord(reaction_time=0) as fake:
        people = [await fake.add_member(f"Player {number}") for number in range(1, PLAYERS + 1)]
        latency_channel = await fake.add_channel("latency")
        load_channels = [await fake.add_channel(f"load-{number}") for number in range(plan.load_tables)]
        restart_channel = await fake.add_channel("restart")
        pips_app = fake.add_application("Pips")
        pips = BotProcess(fake, pips_app, PIPS_BOT, workdir=workdir / "main")
        baseline = BotProcess(fake, fake.add_application("Baseline"), BASELINE_BOT, workdir=workdir / "baseline")
        pips_bots = {PIPS: pips}
        if database_url is not None:
            pips_bots[POSTGRES] = BotProcess(
                fake, fake.add_application("Pips on PostgreSQL"), PIPS_BOT, workdir=workdir / POSTGRES,
                env={"DATABASE_URL": database_url},
            )
        bots = [*pips_bots.values(), baseline]
        for bot in bots:
            bot.log_path.parent.mkdir(parents=True, exist_ok=True)
        try:
            for bot in bots:
                await bot.start()
            pips_apps = {name: bot.app for name, bot in pips_bots.items()}
            results: dict[str, Any] = {
                "latency": await click_latency(fake, latency_channel, people, plan, pips_apps)
            }
            results["load"] = await load(fake, pips_bots, baseline, load_channels, people, plan)
            for bot in pips_bots.values():
                await bot.stop()
            if database_url is not None:
                results[POSTGRES] = postgres_figures(results["latency"], results["load"])
            results["restart"] = await restart(
                fake, pips_app, baseline, restart_channel, people, workdir / "restart", plan
            )
            results["unknown_routes"] = list(fake.unknown_routes)
            return results
        finally:
            for bot in bots:
                await bot.stop()


def nothing_lost(load: dict[str, Any], bot: str) -> bool:
    database = load["database" if bot == PIPS else f"{bot}_database"]
    return bool(database["ok"]) and load[bot]["lost"] == 0 and load[bot]["refused"] == 0


def verdicts(results: dict[str, Any]) -> dict[str, bool]:
    """The targets. PostgreSQL has none of its own for speed, but a click lost or doubled there fails the run."""
    latency, load, restart, simulator = (results[key] for key in ("latency", "load", "restart", "simulator"))
    on_postgres = {"postgres_nothing_lost": nothing_lost(load, POSTGRES)} if POSTGRES in load else {}
    return {
        "latency_p50": latency["ratio_p50"] <= 1.5,
        "latency_p99": latency["ratio_p99"] <= 1.5,
        "load_throughput": load["ratio_clicks_per_s"] >= 0.7,
        "load_p99": load["pips"]["p99_ms"] < 250,
        "load_nothing_lost": nothing_lost(load, PIPS),
        "restart_time": restart["difference_s"] <= 1.0,
        "restart_rss": restart["rss_difference_mb"] <= 60,
        "simulator": simulator["games_per_s"] >= 20_000,
        **on_postgres,
    }


def report(results: dict[str, Any]) -> str:
    latency, load, restart, simulator = (results[key] for key in ("latency", "load", "restart", "simulator"))
    met = results["targets"]
    pips_load, baseline_load = load["pips"], load["baseline"]

    def row(what: str, pips: str, baseline: str, compared: str, target: str, verdict: str) -> str:
        mark = "" if not verdict else ("ok" if met[verdict] else "MISSED")
        return f"{what:<44}{pips:>10}{baseline:>10}{compared:>10}  {target:<16}{mark}"

    lines = [
        f"Pips against a bare discord.py bot ({results['mode']}, {results['machine']['cpus']} CPUs)",
        row("", "Pips", "baseline", "Pips/base", "target", ""),
        row(f"click p50, ms ({latency['clicks']} clicks one by one)", f"{latency['pips']['p50_ms']:.2f}",
            f"{latency['baseline']['p50_ms']:.2f}", f"{latency['ratio_p50']:.2f}x", "<= 1.5x", "latency_p50"),
        row("click p99, ms", f"{latency['pips']['p99_ms']:.2f}", f"{latency['baseline']['p99_ms']:.2f}",
            f"{latency['ratio_p99']:.2f}x", "<= 1.5x", "latency_p99"),
        row(f"load clicks/s ({load['tables']} tables, {load['in_flight']} in flight)",
            f"{pips_load['clicks_per_s']:.0f}", f"{baseline_load['clicks_per_s']:.0f}",
            f"{load['ratio_clicks_per_s']:.2f}x", ">= 0.7x", "load_throughput"),
        row("load p99, ms", f"{pips_load['p99_ms']:.1f}", f"{baseline_load['p99_ms']:.1f}", "", "< 250 ms",
            "load_p99"),
        row(f"load clicks lost/refused ({load['database']['roll_rows']} rolls stored)",
            f"{pips_load['lost']}/{pips_load['refused']}", f"{baseline_load['lost']}/{baseline_load['refused']}",
            "", "0, db = clicks", "load_nothing_lost"),
        row(f"start to first click, s ({restart['tables']} live tables)", f"{restart['pips_first_click_s']:.2f}",
            f"{restart['baseline_first_click_s']:.2f}", f"{restart['difference_s']:+.2f}s", "<= +1.0 s",
            "restart_time"),
        row("peak RSS at first click, MB", f"{restart['pips_peak_rss_mb']:.0f}",
            f"{restart['baseline_peak_rss_mb']:.0f}", f"{restart['rss_difference_mb']:+.0f}", "<= +60 MB",
            "restart_rss"),
        row("peak RSS after the load, MB", f"{load['pips_peak_rss_mb']:.0f}", f"{load['baseline_peak_rss_mb']:.0f}",
            "", "", ""),
        row(f"simulator, 5-player LCR games/s ({simulator['jobs']} jobs)", f"{simulator['games_per_s']:,}", "", "",
            ">= 20,000", "simulator"),
        row("simulator, 1 job", f"{simulator['games_per_s_1_job']:,}", "", "", "", ""),
        *postgres_rows(results, row),
    ]
    return "\n".join(lines)


def postgres_rows(results: dict[str, Any], row: Callable[[str, str, str, str, str, str], str]) -> list[str]:
    """Pips on PostgreSQL: its figure, then its ratio to Pips on SQLite, then to the baseline."""
    figures = results[POSTGRES]
    if "skipped" in figures:
        return [f"PostgreSQL: {postgres.SKIPPED} ({figures['skipped']})"]
    to_sqlite, to_baseline = figures["to_sqlite"], figures["to_baseline"]
    database = results["load"]["postgres_database"]

    def compared(what: str, value: str, key: str) -> str:
        return row(what, value, f"{to_sqlite[key]:.2f}x", f"{to_baseline[key]:.2f}x", "", "")

    return [
        "Pips on PostgreSQL (same run)",
        row("", "PG", "PG/SQLite", "PG/base", "", ""),
        compared("click p50, ms", f"{figures['click_p50_ms']:.2f}", "click_p50"),
        compared("click p99, ms", f"{figures['click_p99_ms']:.2f}", "click_p99"),
        compared("load clicks/s", f"{figures['load_clicks_per_s']:.0f}", "load_clicks_per_s"),
        compared("load p99, ms", f"{figures['load_p99_ms']:.1f}", "load_p99"),
        row(f"load clicks lost/refused ({database['roll_rows']} rolls stored)",
            f"{results['load'][POSTGRES]['lost']}/{results['load'][POSTGRES]['refused']}", "", "",
            "0, db = clicks", "postgres_nothing_lost"),
    ]


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench", description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="a ~30 s run with fewer clicks and shorter load")
    parser.add_argument("--out", type=Path, default=RESULTS, help="where the JSON results go")
    args = parser.parse_args(argv)
    plan = QUICK if args.quick else FULL
    began = time.monotonic()
    results: dict[str, Any] = {
        "mode": "quick" if args.quick else "full",
        "plan": asdict(plan),
        "machine": {
            "cpus": os.cpu_count(), "python": platform.python_version(), "discord.py": discord.__version__,
            "platform": platform.platform(),
        },
        "simulator": simulator(plan),
    }
    with tempfile.TemporaryDirectory(prefix="pips-bench-") as workdir, postgres.postgres_server() as server:
        if isinstance(server, postgres.NoPostgres):
            results[POSTGRES] = {"skipped": server.reason}
        database_url = None if isinstance(server, postgres.NoPostgres) else server.new_database()
        results.update(asyncio.run(bots_side_by_side(plan, Path(workdir), database_url)))
    results["targets"] = verdicts(results)
    results["wall_s"] = round(time.monotonic() - began, 1)
    args.out.write_text(json.dumps(results, indent=2) + "\n")
    print(report(results))
    print(f"({results['wall_s']} s; details in {args.out})")
    return 0 if all(results["targets"].values()) else 1


if __name__ == "__main__":
    sys.exit(main())
