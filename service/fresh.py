"""Fresh live chances turned into a table to draw: the service's side of "the chances just arrived".

An estimate arrives for a table's step (service/chances.py). The table is shown again with it only once it has
stayed at that step for ``quiet`` seconds, and at most once per ``every`` seconds per table; a table in quick
play is not redrawn at all (each answer to a click shows the last chances known). A redraw must never spend
Discord's per-channel edit budget (5 per 5 s) that the computers' moves need, nor hold up a click. What is due
is read here and handed on as a Change: whoever draws tables (the cogs' screen) only draws it.
"""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable

from data.records import Status
from data.store import StoreUnavailable
from service.errors import Refusal
from service.tables import Change

# seconds a table must stay at a step after fresher chances arrive before they are drawn on it (an estimate is
# asked only once its table stayed quiet for ASK_QUIET, service/chances.py: this guards the moment it arrives)
REDRAW_QUIET = 0.25
REDRAW_EVERY = 2.5  # seconds between two such redraws of a table (at most 2 of Discord's 5 edits per 5 s)
KEPT_REDRAWS = 4096  # tables whose last redraw time is kept before the old ones are forgotten

Load = Callable[[int], Awaitable[Change]]  # a table as stored (TableService.table)
Show = Callable[[Change], object]  # draw a table again with its fresher chances


def redraws_of_fresh_chances(
    load: Load, show: Show, *, quiet: float = REDRAW_QUIET, every: float = REDRAW_EVERY,
) -> Callable[[int, int], Awaitable[None]]:
    """The listener of fresh estimates (``LiveChances.listeners``): ``show`` gets the table, loaded by ``load``,
    if it still stands at the estimated step once quiet for ``quiet`` seconds, at most once per ``every``."""
    last: dict[int, float] = {}  # table id → when its chances were last redrawn (loop time)
    waiting: dict[int, asyncio.TimerHandle] = {}
    tasks: set[asyncio.Task[None]] = set()  # referenced until done

    async def redraw(table_id: int, step: int) -> None:
        try:
            change = await load(table_id)
        except (Refusal, StoreUnavailable):  # the database out of reach: the next click or estimate draws it
            return
        if change.table.status is Status.PLAYING and change.game is not None and change.game.step == step:
            last[table_id] = asyncio.get_running_loop().time()
            show(change)

    def due(table_id: int, step: int) -> None:
        waiting.pop(table_id, None)
        task = asyncio.get_running_loop().create_task(redraw(table_id, step))
        tasks.add(task)
        task.add_done_callback(tasks.discard)

    async def fresh(table_id: int, step: int) -> None:
        loop = asyncio.get_running_loop()
        if (earlier := waiting.pop(table_id, None)) is not None:
            earlier.cancel()  # an older step's: this one replaces it
        now = loop.time()
        if len(last) > KEPT_REDRAWS:  # forget the tables redrawn long enough ago to be free again
            for seen in [seen for seen, when in last.items() if when + every < now]:
                del last[seen]
        waiting[table_id] = loop.call_at(max(now + quiet, last.get(table_id, -every) + every), due, table_id, step)

    return fresh
