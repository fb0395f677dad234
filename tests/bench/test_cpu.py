"""The CPU a bot process used, read from /proc: its threads, and the processes it started, running or ended."""

from __future__ import annotations

import subprocess
import sys
from collections.abc import Iterator

import pytest

from bench.cpu import cpu_seconds, microseconds_per_click

BURN = 0.2  # CPU seconds each busy part spends
# A parent that idles on its main thread while a thread of its own and a child process each burn BURN seconds
# of CPU; it says when both are done, and waits for the child only once told to.
PARENT = f"""
import subprocess, sys, threading, time

def burn():
    began = time.thread_time()
    while time.thread_time() - began < {BURN}:
        pass

child = subprocess.Popen([sys.executable, "-c", "import time\\nbegan = time.process_time()\\n"
                          "while time.process_time() - began < {BURN}: pass\\nprint('burnt', flush=True)\\n"
                          "import sys; sys.stdin.readline()"], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
thread = threading.Thread(target=burn)
thread.start()
thread.join()
child.stdout.readline()
print("busy", flush=True)
sys.stdin.readline()
child.stdin.close()
child.wait()
print("reaped", flush=True)
sys.stdin.readline()
"""


@pytest.fixture
def parent() -> Iterator[subprocess.Popen[str]]:
    process = subprocess.Popen(
        [sys.executable, "-c", PARENT], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True
    )
    try:
        yield process
    finally:
        process.kill()
        process.wait()


def tell(process: subprocess.Popen[str], expected: str | None) -> None:
    """Let the parent go on to its next step (and wait for it to say `expected`)."""
    assert process.stdin is not None and process.stdout is not None
    if expected is None:
        process.stdin.write("\n")
        process.stdin.flush()
        return
    assert process.stdout.readline().strip() == expected


def test_a_thread_and_a_child_count_as_the_process_running_and_after_it_ended(
    parent: subprocess.Popen[str],
) -> None:
    tell(parent, "busy")
    running = cpu_seconds(parent.pid)
    tell(parent, None)
    tell(parent, "reaped")
    assert running >= 2 * BURN * 0.95  # the ticks are 10 ms: a little under is rounding
    assert cpu_seconds(parent.pid) >= 2 * BURN * 0.95


def test_a_process_that_is_gone_is_an_error() -> None:
    ended = subprocess.Popen([sys.executable, "-c", "pass"])
    ended.wait()
    with pytest.raises(FileNotFoundError):
        cpu_seconds(ended.pid)


def test_microseconds_per_click() -> None:
    assert microseconds_per_click(1.5, 1000) == 1500.0
