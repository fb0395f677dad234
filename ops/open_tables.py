"""The open tables by game and status, as the store counts them (one GROUP BY), read when Prometheus scrapes: at
most once every few seconds whatever the number of scrapes, one read at a time."""

from __future__ import annotations

import asyncio
import logging
import time
from collections.abc import Awaitable, Callable, Mapping

log = logging.getLogger(__name__)

FRESH_FOR = 5.0  # seconds a count is served again before the store is asked anew
STORE_WITHIN = 1.0  # seconds the store has to count (a scrape waits for it)

Counts = Mapping[tuple[str, str], int]  # (game, status) → open tables


class OpenTables:
    def __init__(
        self, count: Callable[[], Awaitable[Counts]], *, fresh_for: float = FRESH_FOR,
        store_within: float = STORE_WITHIN, clock: Callable[[], float] = time.monotonic,
    ) -> None:
        self._count = count
        self.fresh_for = fresh_for
        self.store_within = store_within
        self._clock = clock
        self._lock = asyncio.Lock()  # scrapes arriving together share one read
        self._read_at: float | None = None
        self._counts: Counts = {}

    def counts(self) -> Counts:
        """The last counts read (empty before the first)."""
        return self._counts

    async def refresh(self) -> None:
        """Ask the store again unless the last answer is fresh; a store that fails keeps the last counts (and is
        asked again only once they are stale: /ready reports the store's trouble)."""
        async with self._lock:
            if self._read_at is not None and self._clock() - self._read_at < self.fresh_for:
                return
            try:
                async with asyncio.timeout(self.store_within):
                    self._counts = dict(await self._count())
            except Exception as error:
                log.warning("could not count the open tables: %s", type(error).__name__)
            self._read_at = self._clock()
