"""What the renderer keeps from one drawing of a table to the next, so a click formats only what changed: the
log lines of the events still shown, and the table's header (title, host and options line, footer).

Everything kept for a table is dropped as soon as anything it was formatted from may differ: the language, the
seats (names), the options, the dice pictures (`cogs/_faces` loads them after start-up). Events are matched to
the lines drawn last time by lining the new log up with the old one: a change appends events at the end and
the log drops its oldest ones. Bounded: the least recently drawn tables are forgotten first.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Mapping, Sequence
from typing import Any, Final

from cogs import _faces
from data.records import Table
from kept import Newest
from service.live import LIVE_KEPT

# As many tables as the service keeps live, forgotten the same way (kept.Newest). Not in the live entries
# themselves: these are the presenter's strings (per language and dice pictures), the service holds no display
# and the presenter reads no service internals; a table forgotten here is only formatted in full again.
KEPT_TABLES = LIVE_KEPT


class _Unknown:
    """A log line not formatted yet (an event may rightly have no line: None)."""


UNKNOWN: Final = _Unknown()
Line = str | None | _Unknown


def context(table: Table) -> Hashable:
    """Everything besides the events that a table's log lines and header are formatted from."""
    # a change that keeps the seats keeps the same tuple (data/records.py), which compares at once
    return table.kind, table.locale, _faces.in_use(), tuple(table.seats), tuple(table.options.items())


class TableDrawn:
    """One table's formatted lines, as of its last drawing."""

    __slots__ = ("context", "header", "header_key", "lines", "log")

    def __init__(self, context: Hashable) -> None:
        self.context = context
        self.log: tuple[Mapping[str, Any], ...] = ()  # the log as last drawn (a table's log is a tuple)
        self.lines: list[Line] = []  # the line of each entry of `log`, UNKNOWN where none was formatted
        self.header_key: Hashable = None
        self.header: tuple[str, ...] = ()

    def known_lines(self, log: Sequence[Mapping[str, Any]]) -> list[Line]:
        """The lines already formatted for the entries of `log` (UNKNOWN for the others), found by lining it up
        with the log drawn last: the newest `shift` entries were appended, as many of the oldest dropped. Entries
        lined up this way are equal, so their lines are too."""
        known: list[Line] = [UNKNOWN] * len(log)
        previous = self.log
        for shift in range(len(previous)):
            overlap = len(previous) - shift
            if overlap <= len(log) and log[:overlap] == previous[shift:]:
                known[:overlap] = self.lines[shift:]
                break
        return known

    def remember(self, log: Sequence[Mapping[str, Any]], lines: list[Line]) -> None:
        self.log, self.lines = tuple(log), lines

    def header_of(self, key: Hashable, draw: Callable[[], tuple[str, ...]]) -> tuple[str, ...]:
        """The header drawn last when its `key` (what it shows besides the context) is the same, else `draw()`."""
        if key != self.header_key or not self.header:
            self.header_key, self.header = key, draw()
        return self.header


class Drawn:
    """The tables drawn lately, least recently drawn first."""

    def __init__(self, kept: int = KEPT_TABLES) -> None:
        self._tables: Newest[int, TableDrawn] = Newest(kept)

    def of(self, table: Table) -> TableDrawn:
        """What is kept for `table`: empty when new, or when its context changed since."""
        now = context(table)
        drawn = self._tables.used(table.id)
        if drawn is None or drawn.context != now:
            drawn = TableDrawn(now)
            self._tables.keep(table.id, drawn)
        return drawn

    def __len__(self) -> int:
        return len(self._tables)

    def clear(self) -> None:
        self._tables.clear()


DRAWN = Drawn()
