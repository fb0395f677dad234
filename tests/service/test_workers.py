"""The bot's worker process (service/workers.py): jobs run there at a lower priority, without the bot's secrets; a
failing job is raised here and the worker goes on; a worker that dies fails its job and the next job starts a new
one; closing ends a busy worker at once; and the worker ends when its parent is SIGKILLed."""

from __future__ import annotations

import asyncio
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from i18n import add_catalogs, t
from rules.dice import SeededDice
from rules.games import GAMES
from service.chances import Job, estimate
from service.workers import WorkerDied, Workers
from tests.games.high_roll.game import HIGH_ROLL_INFO, HighRoll

PATIENCE = 60.0  # seconds a wait for a process to end may last: only a failure reaches it
POLL = 0.02


def pid_and_priority(job: int) -> tuple[int, int, int]:
    if job < 0:
        raise ValueError("a negative job")
    if job == 0:
        os.kill(os.getpid(), signal.SIGKILL)
    return job, os.getpid(), os.nice(0)


def secrets_seen() -> list[str]:
    return sorted(name for name in ("DISCORD_TOKEN", "DATABASE_URL") if name in os.environ)


def ended(pid: int) -> bool:
    """Whether process ``pid`` is gone (a zombie nobody has reaped yet counts: it runs nothing)."""
    try:
        state = Path(f"/proc/{pid}/stat").read_text().rpartition(")")[2].split()[0]
    except FileNotFoundError:
        return True
    return state in ("Z", "X")


def children_of(pid: int) -> list[int]:
    """The processes whose parent is ``pid`` now (from /proc)."""
    children = []
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                stat = (entry / "stat").read_text()
            except (FileNotFoundError, ProcessLookupError):
                continue
            if int(stat.rpartition(")")[2].split()[1]) == pid:
                children.append(int(entry.name))
    return children


def is_a_worker(pid: int) -> bool:
    """A process multiprocessing started for a pool (not its resource tracker)."""
    try:
        return b"multiprocessing.spawn" in Path(f"/proc/{pid}/cmdline").read_bytes()
    except (FileNotFoundError, ProcessLookupError):
        return False


def wait_until_ended(pid: int) -> None:
    deadline = time.monotonic() + PATIENCE
    while not ended(pid):
        assert time.monotonic() < deadline, f"process {pid} is still running"
        time.sleep(POLL)


async def test_jobs_run_in_one_low_priority_worker_process_which_survives_a_failing_job() -> None:
    workers = Workers(niceness=1)  # low, yet not so low that a loaded machine holds up its start-up
    try:
        job, pid, niceness = await workers.run(pid_and_priority, 1)
        assert job == 1 and pid == workers.pid and pid != os.getpid()
        assert niceness == os.nice(0) + 1
        with pytest.raises(ValueError, match="a negative job"):
            await workers.run(pid_and_priority, -1)
        assert (await workers.run(pid_and_priority, 2))[1] == pid  # the same process, still working
        assert workers.jobs == 3
    finally:
        workers.close()
    assert workers.pid is None
    wait_until_ended(pid)


async def test_a_worker_that_dies_fails_its_job_and_the_next_job_gets_a_new_one() -> None:
    workers = Workers(niceness=1)  # barely below the test's priority: a loaded machine does not hold up its start-up
    try:
        first = (await workers.run(pid_and_priority, 1))[1]
        assert first == await workers.ready()
        with pytest.raises(WorkerDied):
            await workers.run(pid_and_priority, 0)  # it kills itself
        second = (await workers.run(pid_and_priority, 3))[1]
        assert second != first and second == workers.pid
        assert (await workers.run(pid_and_priority, 4))[2] == os.nice(0) + 1  # the new one as low as the first
    finally:
        workers.close()


async def test_the_worker_process_gets_none_of_the_bots_secrets(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("DISCORD_TOKEN", "a-token")
    monkeypatch.setenv("DATABASE_URL", "postgresql://pips:a-password@localhost/pips")
    workers = Workers(niceness=0)  # at the test's own priority: a loaded machine does not hold up its start-up
    try:
        assert await workers.run(secrets_seen) == []
    finally:
        workers.close()


async def test_the_worker_knows_a_game_and_catalogs_added_from_outside_the_production_tree(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    add_catalogs(Path(__file__).resolve().parents[1] / "games" / "high_roll" / "i18n")  # as its bot adds them
    monkeypatch.setitem(GAMES, HIGH_ROLL_INFO.kind, HIGH_ROLL_INFO)  # registered as its bot does, for this test only
    game, _ = HighRoll.start(2, None, SeededDice(bytes(32)))
    workers = Workers(niceness=0)  # at the test's own priority: a loaded machine does not hold up its start-up
    try:
        chances, _ = await workers.run(estimate, Job(1, bytes(32).hex(), 0, HIGH_ROLL_INFO.kind, game.to_dict()))
        assert chances == pytest.approx((0.54, 0.54), abs=0.1)  # even seats; a tie is a win for both
        rules = await workers.run(t, "fr", "high_roll.rules")  # the story picture's words come from there
        assert rules == t("fr", "high_roll.rules") != "high_roll.rules"
    finally:
        workers.close()


def busy(started: str, seconds: float) -> None:
    Path(started).touch()
    time.sleep(seconds)


async def test_closing_ends_a_busy_worker_at_once_and_fails_its_job(tmp_path: Path) -> None:
    workers = Workers(niceness=0)  # at the test's own priority: a loaded machine does not hold up its start-up
    pid = await workers.ready()
    started = tmp_path / "started"
    job = asyncio.ensure_future(workers.run(busy, str(started), PATIENCE))  # a job nobody will wait for
    deadline = time.monotonic() + PATIENCE
    while not started.exists():
        assert time.monotonic() < deadline, "the job never began"
        await asyncio.sleep(POLL)
    began = time.monotonic()
    workers.close()
    assert ended(pid) and time.monotonic() - began < PATIENCE / 2
    with pytest.raises(WorkerDied):
        await job


async def test_closing_ends_a_worker_still_starting(tmp_path: Path) -> None:
    """A bot stopped right after its first job was asked for (a game started, its chances wanted) does not wait
    for the worker to finish starting and run that job: closing ends it at once."""
    workers = Workers(niceness=0)
    before = set(children_of(os.getpid()))
    job = asyncio.ensure_future(workers.run(busy, str(tmp_path / "started"), PATIENCE))
    await asyncio.sleep(0)  # the job handed to the pool: its process is starting
    (starting,) = [pid for pid in set(children_of(os.getpid())) - before if is_a_worker(pid)]
    workers.close()
    assert ended(starting) and not (tmp_path / "started").exists()
    with pytest.raises(WorkerDied):
        await job


PARENT = """
import asyncio, sys
from service.workers import Workers

async def main() -> None:
    workers = Workers(niceness=0)
    print(await workers.ready(), flush=True)
    await asyncio.sleep(3600)

asyncio.run(main())
"""


def test_the_worker_ends_when_its_parent_is_sigkilled() -> None:
    """A bot killed with SIGKILL cleans nothing up: its worker must see it gone by itself."""
    root = Path(__file__).resolve().parents[2]
    parent = subprocess.Popen([sys.executable, "-c", PARENT], cwd=root, stdout=subprocess.PIPE, text=True,
                              env={**os.environ, "PYTHONPATH": str(root)})
    try:
        assert parent.stdout is not None
        worker = int(parent.stdout.readline())
        children = children_of(parent.pid)  # the worker, and multiprocessing's resource tracker
        assert worker in children and not ended(worker)
    finally:
        parent.kill()
        parent.wait()
    for child in children:
        wait_until_ended(child)
