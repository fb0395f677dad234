"""bot.py, unmodified, with the cycle collector off: SIGUSR1 collects what is left so far (and forgets it), SIGUSR2
collects what was left since and writes the type of each object it found unreachable (``module.qualname``, one per
line) to the file named by GARBAGE_OUT. test_click_garbage.py runs it as the bot under test."""

from __future__ import annotations

import gc
import os
import runpy
import signal
import sys
from pathlib import Path
from types import FrameType

ROOT = Path(__file__).resolve().parents[2]


def forget(signum: int, frame: FrameType | None) -> None:
    gc.collect()
    gc.garbage.clear()


def report(signum: int, frame: FrameType | None) -> None:
    gc.set_debug(gc.DEBUG_SAVEALL)  # the unreachable objects kept in gc.garbage rather than freed
    gc.collect()
    gc.set_debug(0)
    found = [f"{type(thing).__module__}.{type(thing).__qualname__}\n" for thing in gc.garbage]
    gc.garbage.clear()
    Path(os.environ["GARBAGE_OUT"]).write_text("".join(found))


gc.disable()  # (bot.py sets the collector's thresholds only: it stays off)
signal.signal(signal.SIGUSR1, forget)
signal.signal(signal.SIGUSR2, report)
sys.path.insert(0, str(ROOT))
sys.argv = [str(ROOT / "bot.py")]
runpy.run_path(str(ROOT / "bot.py"), run_name="__main__")
