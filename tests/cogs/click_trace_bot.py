"""bot.py, unmodified, with a profiler on the event loop's thread that records which project files run: SIGUSR1
starts recording, SIGUSR2 writes the files seen (one per line, relative to the project root) to the file named by
CLICK_TRACE_OUT and stops. test_click_trace.py runs it as the bot under test."""

from __future__ import annotations

import os
import runpy
import signal
import sys
from pathlib import Path
from types import FrameType
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
PROJECT = str(ROOT) + os.sep
OUTSIDE = (str(ROOT / ".venv") + os.sep, str(ROOT / "tests") + os.sep)
seen: set[str] = set()


def record(frame: FrameType, event: str, arg: Any) -> None:
    if event == "call":
        name = frame.f_code.co_filename
        if name.startswith(PROJECT) and not name.startswith(OUTSIDE):
            seen.add(name[len(PROJECT):])


def start(signum: int, frame: FrameType | None) -> None:
    seen.clear()
    sys.setprofile(record)  # this thread only: signal handlers run on the main thread, the event loop's


def stop(signum: int, frame: FrameType | None) -> None:
    sys.setprofile(None)
    Path(os.environ["CLICK_TRACE_OUT"]).write_text("".join(f"{name}\n" for name in sorted(seen)))


signal.signal(signal.SIGUSR1, start)
signal.signal(signal.SIGUSR2, stop)
sys.path.insert(0, str(ROOT))
sys.argv = [str(ROOT / "bot.py")]
runpy.run_path(str(ROOT / "bot.py"), run_name="__main__")
