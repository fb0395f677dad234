"""Finding a restart's tables changed last (``Store.last_changed``) through two indexes instead of one.

Every click of a running game changes its table's time of change, and each index on that time is written again
by the click's commit (about 13 µs of the click each, measured). The running games' turns already have one:
``tables_by_nudge``, by the time their player is pinged, ``NUDGE_AT_LEAST`` seconds or more after the change
(migration 0007). So ``tables_updated`` holds only the other tables (``SETTLED``: lobbies, ended games, a
running game without a deadline; migration 0008), and a move of a running game writes it no more.

The newest change is then the newest of the settled tables' (one look at their index) and of the running
turns', read from the latest nudge down (``NewestChange``) only as far as a nudge so early that its change,
and every change below it, is older than the newest found: usually a row or two.
"""

from __future__ import annotations

# The tables each index holds, as the migrations write it (a partial index serves a query that says the same).
RUNNING = "status = 'playing' AND deadline IS NOT NULL"
SETTLED = "(status != 'playing' OR deadline IS NULL)"
NUDGE_AT_LEAST = 10.0  # seconds from a turn's change to its nudge, at least (the nudge expressions' MAX / greatest)


class NewestChange:
    """The newest time of change: the settled tables' newest, then the running turns fed from the latest nudge
    down, until ``add`` says no further one can be newer."""

    def __init__(self, settled: float | None) -> None:
        self.newest = settled

    def add(self, updated_at: float, nudge: float) -> bool:
        """Take one running turn into account; False when it (and so every one below it) is older."""
        if self.newest is not None and nudge < self.newest + NUDGE_AT_LEAST:
            return False
        self.newest = updated_at if self.newest is None else max(self.newest, updated_at)
        return True
