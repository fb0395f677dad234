"""The estimates' worker process: jobs run there, not in the bot's process; a failing job is reported and the
worker goes on; a worker that dies fails its job and the next job starts a new one."""

from __future__ import annotations

import os
import signal

import pytest

from service.worker import Worker, WorkerDied


def pid_and_priority(job: int) -> tuple[int, int, int]:
    if job < 0:
        raise ValueError("a negative job")
    if job == 0:
        os.kill(os.getpid(), signal.SIGKILL)
    return job, os.getpid(), os.nice(0)


async def test_jobs_run_in_one_low_priority_worker_process_which_survives_a_failing_job() -> None:
    worker = Worker(pid_and_priority, niceness=7)
    try:
        job, pid, niceness = await worker.run(1)
        assert job == 1 and pid == worker.pid and pid != os.getpid()
        assert niceness == os.nice(0) + 7
        with pytest.raises(RuntimeError, match="ValueError: a negative job"):
            await worker.run(-1)
        assert (await worker.run(2))[1] == pid  # the same process, still working
    finally:
        worker.close()
    assert worker.pid is None


async def test_a_worker_that_dies_fails_its_job_and_the_next_job_gets_a_new_one() -> None:
    worker = Worker(pid_and_priority)
    try:
        first = (await worker.run(1))[1]
        with pytest.raises(WorkerDied):
            await worker.run(0)  # it kills itself
        second = (await worker.run(3))[1]
        assert second != first and second == worker.pid
    finally:
        worker.close()


def secrets_seen(job: int) -> list[str]:
    return sorted(name for name in ("DISCORD_TOKEN", "DATABASE_URL") if name in os.environ)


async def test_the_worker_process_gets_none_of_the_bots_secrets(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("DISCORD_TOKEN", "a-token")
    monkeypatch.setenv("DATABASE_URL", "postgresql://pips:a-password@localhost/pips")
    worker = Worker(secrets_seen)
    try:
        assert await worker.run(1) == []
    finally:
        worker.close()

