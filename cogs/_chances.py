"""Live win chances on the table: the few characters after each player's chips or score ("· 34%")."""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable, Sequence
from typing import TYPE_CHECKING

from data.records import Status
from data.store import StoreUnavailable
from i18n import t
from rules.games import GAMES
from service.errors import Refusal
from service.tables import TableService

if TYPE_CHECKING:  # the screen draws with the renderer, which uses this module
    from cogs._screen import Screen

SURE = 1.0
# seconds a table must stay at a step after fresher chances arrive before they are drawn on it (an estimate is
# asked only once its table stayed quiet for ASK_QUIET, service/chances.py: this guards the moment it arrives)
REDRAW_QUIET = 0.25
REDRAW_EVERY = 2.5  # seconds between two such redraws of a table (at most 2 of Discord's 5 edits per 5 s)
KEPT_REDRAWS = 4096  # tables whose last redraw time is kept before the old ones are forgotten


def percent(chance: float) -> str:
    """A chance in whole percent; never "0" or "100" for a chance that is neither (the game is not decided)."""
    if chance <= 0.0 or chance >= SURE:
        return str(round(chance * 100))
    return "<1" if chance < 0.005 else ">99" if chance > 0.995 else str(round(chance * 100))


def chance_text(chances: Sequence[float] | None, index: int, kind: str, locale: str) -> str:
    """What follows a player's row: their chance to win (or to be the loser, where the game shows that); "" when
    none is known."""
    if chances is None or not 0 <= index < len(chances):
        return ""
    key = "chances.seat.lose" if GAMES[kind].counts_losers else "chances.seat"
    return t(locale, key, percent=percent(chances[index]))


def redraw_on_fresh_chances(
    service: TableService, screen: Screen, *, quiet: float = REDRAW_QUIET, every: float = REDRAW_EVERY,
) -> Callable[[int, int], Awaitable[None]]:
    """The listener of fresh estimates: one background edit shows them, if the table still stands at the
    estimated step once it has been quiet for ``quiet`` seconds, and at most once per ``every`` seconds per table.
    A table in quick play is not redrawn at all (each answer shows the last chances known): a redraw must never
    spend Discord's per-channel edit budget (5 per 5 s) that the computers' moves need, nor hold up a click."""
    last: dict[int, float] = {}  # table id → when its chances were last redrawn (loop time)
    waiting: dict[int, asyncio.TimerHandle] = {}

    async def redraw(table_id: int, step: int) -> None:
        try:
            change = await service.table(table_id)
        except (Refusal, StoreUnavailable):  # the database out of reach: the next click or estimate draws it
            return
        if change.table.status is Status.PLAYING and change.game is not None and change.game.step == step:
            last[table_id] = asyncio.get_running_loop().time()
            screen.publish(change, redraw=True)

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

    tasks: set[asyncio.Task[None]] = set()  # referenced until done
    return fresh
