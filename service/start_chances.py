"""Each seat's chance when its game starts, stored once for luck (service/luck.py).

Found as the live chances are (rules/odds/live.py): exact where the game knows how (Chicago; LCR through its
chain, solved in the worker once per table size), else the same Monte Carlo estimate. The work runs in the bot's
worker process (service/workers.py) after the start is committed and answered: the click that starts a game does
not wait for it, and no other click pays for it. Should the bot stop before it is stored, that game has no chances
and luck leaves it out.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Awaitable, Callable, Mapping
from typing import Any

from data.records import Table
from data.store import Store, StoreUnavailable
from rules.games import GAMES
from rules.info import Chances
from rules.odds.live import exact_chances, exact_solve, samples_for, simulated_chances
from service.chances import estimate_seed
from service.workers import Workers

log = logging.getLogger(__name__)

Find = Callable[[str, Mapping[str, Any], str], Awaitable[Chances]]


def chances_at_start(kind: str, state: Mapping[str, Any], table_seed: str) -> Chances:
    """A game's chances from its state (run in the worker process): exact where the game solves the position
    (solving its chain here first if it needs one), else estimated."""
    game = GAMES[kind].game.from_dict(state)
    exact = exact_chances(game)
    size = exact_solve(game)
    methods = GAMES[kind].chances()
    if exact is None and size is not None and methods.solved is not None and methods.take_in is not None:
        methods.take_in(methods.solved(size.chain, size.size))
        exact = exact_chances(game)
    if exact is not None:
        return exact
    return simulated_chances(game, estimate_seed(table_seed, game.step), samples_for(game))


class StartChances:
    """Finds and stores the chances of the games started here, one task per game start."""

    def __init__(self, store: Store, workers: Workers, find: Find | None = None) -> None:
        self.store = store
        self.workers = workers
        self._find = find or self._in_worker
        self._tasks: set[asyncio.Task[None]] = set()

    def started(self, table: Table) -> None:
        """The table's game has just started (committed): find and store its chances, off the caller's path."""
        if table.state is None:
            return
        task = asyncio.get_running_loop().create_task(self._keep(table.id, table.kind, table.state, table.seed))
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    async def _keep(self, table_id: int, kind: str, state: Mapping[str, Any], seed: str) -> None:
        try:
            chances = await self._find(kind, state, seed)
            await self.store.save_start_chances(table_id, chances, GAMES[kind].counts_losers)
        except StoreUnavailable as error:  # the database restarting: that game is left out of luck, as said
            log.warning("the start chances of table %s could not be kept: %s", table_id, error)
        except Exception:
            log.exception("the start chances of table %s could not be kept", table_id)

    async def _in_worker(self, kind: str, state: Mapping[str, Any], seed: str) -> Chances:
        return await self.workers.run(chances_at_start, kind, dict(state), seed)

    async def idle(self) -> None:
        """Wait until the chances asked for are stored (or given up)."""
        while self._tasks:
            await asyncio.gather(*self._tasks, return_exceptions=True)

    async def close(self) -> None:
        for task in self._tasks:
            task.cancel()
        await asyncio.gather(*self._tasks, return_exceptions=True)
