"""The CPU a bot process has used, read from /proc: every thread, and every process it started.

`/proc/<pid>/stat` counts all of a process's threads (those that ended too) in utime and stime, and in cutime and
cstime the children it has waited for. Children still running are found through
`/proc/<pid>/task/<tid>/children` (each thread lists the children it started) and read the same way, so a worker
process a bot keeps (for drawing pictures or odds) counts as the bot's own work. CPU time is what a busy, shared
machine does not change much: the clock time of a click does, its cost in CPU far less.
"""

from __future__ import annotations

import os
from pathlib import Path

TICKS_PER_SECOND = os.sysconf("SC_CLK_TCK")
# Fields of /proc/<pid>/stat after the command name (which may hold spaces, so it is cut off at its last ')').
UTIME, STIME, CUTIME, CSTIME = 11, 12, 13, 14


def own_ticks(pid: int) -> int:
    """utime + stime + cutime + cstime of `pid`, in clock ticks."""
    fields = Path(f"/proc/{pid}/stat").read_text().rpartition(")")[2].split()
    return sum(int(fields[index]) for index in (UTIME, STIME, CUTIME, CSTIME))


def children(pid: int) -> list[int]:
    """The processes `pid` started that are still running (or not yet waited for)."""
    found: list[int] = []
    for listing in Path(f"/proc/{pid}/task").glob("*/children"):
        try:
            found += [int(child) for child in listing.read_text().split()]
        except FileNotFoundError:  # the thread ended meanwhile
            continue
    return found


def cpu_seconds(pid: int) -> float:
    """CPU seconds used so far by `pid` with all its threads and all its descendants."""
    ticks, pending = 0, [pid]
    while pending:
        process = pending.pop()
        try:
            ticks += own_ticks(process)
            pending += children(process)
        except (FileNotFoundError, ProcessLookupError):
            if process == pid:
                raise
            continue  # a child that ended between the listing and the read: its parent's cutime will hold it
    return ticks / TICKS_PER_SECOND


def microseconds_per_click(cpu: float, clicks: int) -> float:
    return round(cpu / clicks * 1_000_000, 1)
