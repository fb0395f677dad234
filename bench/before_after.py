"""What a change is worth under load: Pips before it and Pips with it, side by side in one run.

    .venv/bin/python -m bench.before_after HEAD~1     # the commit before against the working tree, ~2 minutes

The benchmark's own figures move more from one run to the next than most changes are worth. Here both Pips
processes (``before``: the given git revision, checked out in a temporary worktree; ``after``: this tree) and the
same-message bot take 500 tables each with 100 clicks in flight, in turns of a few seconds, each bot first, second
and third in as many rounds (six by default), so the machine's moods fall on all three alike; each one's CPU per
click is read as the benchmark reads it (bench/cpu.py). With the same code on both sides the two still come out
tens of µs apart now and then: run it more than once. docs/performance.md says what each measure was worth this way.
"""

from __future__ import annotations

import argparse
import asyncio
import subprocess
import tempfile
from collections.abc import Mapping, Sequence
from pathlib import Path

from bench.cpu import microseconds_per_click
from bench.driving import LoadRun, Target, stand_in_undisturbed, under_load
from bench.run import (
    BASELINE_BOT,
    PIPS_BOT,
    PLAYERS,
    SAME_MESSAGE,
    Bots,
    clicked_and_load_rows,
    metered,
    store_of,
)
from bench.seeding import write_tables
from tests.fakediscord import BotProcess, FakeDiscord

BEFORE, AFTER = "before", "after"
ROOT = Path(__file__).resolve().parents[1]
TABLES, IN_FLIGHT = 500, 100


def per_click(run: LoadRun) -> float:
    return microseconds_per_click(run.cpu_seconds, run.clicks)


def summary(runs: Mapping[str, LoadRun]) -> str:
    """Each bot's CPU per click, the two Pips against the same-message bot, and what the change was worth."""
    per_click_us = {name: per_click(run) for name, run in runs.items()}
    same = per_click_us[SAME_MESSAGE]
    lines = [f"{name:>14}: {per_click_us[name]:7.0f} µs a click"
             + (f", {per_click_us[name] / same:.2f}× the same-message bot" if name != SAME_MESSAGE else "")
             for name in (BEFORE, AFTER, SAME_MESSAGE)]
    lines.append(f"the change: {per_click_us[AFTER] - per_click_us[BEFORE]:+.0f} µs a click")
    return "\n".join(lines)


def turn_order(names: Sequence[str], turn: int) -> list[str]:
    """The bots in the order they take round ``turn``: the list turned by one place a round, so that over as many
    rounds as bots each is first, in the middle and last once (a place in the round weighs on a bot's CPU: the one
    following its own turn, say, finds its caches warm)."""
    shift = turn % len(names)
    return [*names[shift:], *names[:shift]]


async def side_by_side(before: Path, rounds: int, seconds: float) -> dict[str, LoadRun]:
    with tempfile.TemporaryDirectory() as scratch:
        workdir = Path(scratch)
        async with FakeDiscord(reaction_time=0, check_requests=False) as fake:
            people = [await fake.add_member(f"Player {n}") for n in range(1, PLAYERS + 1)]
            quiet = await fake.add_channel("unclicked")  # the last table changed, as the benchmark's: a start
            channels = [await fake.add_channel(f"load-{n}") for n in range(TABLES)]  # redraws none of these
            pips = {
                BEFORE: BotProcess(fake, fake.add_application("Pips before"), before / PIPS_BOT,
                                   workdir=workdir / BEFORE),
                AFTER: BotProcess(fake, fake.add_application("Pips after"), ROOT / PIPS_BOT, workdir=workdir / AFTER),
            }
            same = BotProcess(fake, fake.add_application(SAME_MESSAGE), ROOT / BASELINE_BOT,
                              workdir=workdir / SAME_MESSAGE, env={"BASELINE": "same-message"})
            bots = Bots(fake, people, pips, {SAME_MESSAGE: same})
            last, rows = clicked_and_load_rows(fake.guild.id, [quiet.id], [], [channel.id for channel in channels],
                                               people)
            for bot in (*pips.values(), same):
                bot.log_path.parent.mkdir(parents=True, exist_ok=True)
            for bot in pips.values():
                await write_tables(store_of(bot), last + rows)
            started = [*pips.values(), same]
            try:
                for bot in started:
                    await bot.start()
                targets: dict[str, Sequence[Target]] = {name: await bots.show_tables(name, channels) for name in pips}
                targets[SAME_MESSAGE] = await bots.baseline_messages(SAME_MESSAGE, channels)
                runs = {name: LoadRun() for name in targets}
                with stand_in_undisturbed():
                    for found in targets.values():  # each bot's first clicks: not what is compared
                        await under_load(found, 1.0, IN_FLIGHT)
                    for turn in range(rounds):
                        names = turn_order(list(targets), turn)
                        for name in names:
                            ran, spent = await metered(bots.pid(name), under_load(targets[name], seconds, IN_FLIGHT))
                            ran.cpu_seconds = spent
                            runs[name].add(ran)
                        print(f"round {turn + 1} so far: " + ", ".join(
                            f"{name} {per_click(run):.0f} µs" for name, run in runs.items()), flush=True)
                return runs
            finally:
                for bot in started:
                    await bot.stop()


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench.before_after", description=__doc__.splitlines()[0])
    parser.add_argument("revision", help="the git revision before the change (the working tree is after it)")
    parser.add_argument("--rounds", type=int, default=6, help="turns each bot takes (default 6)")
    parser.add_argument("--seconds", type=float, default=5.0, help="seconds a turn lasts (default 5)")
    arguments = parser.parse_args(argv)
    with tempfile.TemporaryDirectory() as scratch:
        before = Path(scratch) / "before"
        subprocess.run(["git", "-C", str(ROOT), "worktree", "add", "--detach", "--quiet", str(before),
                        arguments.revision], check=True)
        try:
            runs = asyncio.run(side_by_side(before, arguments.rounds, arguments.seconds))
        finally:
            subprocess.run(["git", "-C", str(ROOT), "worktree", "remove", "--force", str(before)], check=True)
    print(summary(runs))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
