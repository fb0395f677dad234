"""Fresh live chances: a table is drawn again with them once it stayed at the estimated step, and not too often."""

from __future__ import annotations

import asyncio

from data.records import Seat, Status, Table
from data.store import StoreUnavailable
from rules.dice import SeededDice
from rules.games import GAMES
from service.fresh import redraws_of_fresh_chances
from service.tables import Change


def started(kind: str, players: int) -> Change:
    seats = [Seat(index + 1, f"Player {index}") for index in range(players)]
    table = Table(kind=kind, guild_id=1, channel_id=2, host_id=1, seed=bytes(32).hex(), options={}, turn_timeout=60,
                  locale="en", seats=seats, id=7, status=Status.PLAYING)
    game, _ = GAMES[kind].game.start(players, {}, SeededDice(bytes(32)))
    return Change(table, game)


async def test_fresh_chances_wait_for_a_quiet_table_and_redraw_it_at_most_so_often() -> None:
    current = started("lcr", 3)
    assert current.game is not None
    published: list[tuple[int, float]] = []
    drawn = asyncio.Event()

    async def load(table_id: int) -> Change:
        return current

    def show(change: Change) -> None:
        published.append((change.game.step if change.game else -1, loop.time()))
        drawn.set()

    loop = asyncio.get_running_loop()
    fresh = redraws_of_fresh_chances(load, show, quiet=0.05, every=0.3)
    asked = loop.time()
    await fresh(current.table.id, 0)
    current.game.step = 1  # a move before the table was quiet: step 0's chances are not drawn
    await fresh(current.table.id, 1)
    await drawn.wait()
    assert [step for step, _ in published] == [1] and published[0][1] - asked >= 0.05
    drawn.clear()
    current.game.step = 2
    await fresh(current.table.id, 2)
    await drawn.wait()
    assert [step for step, _ in published] == [1, 2] and published[1][1] - published[0][1] >= 0.3
    current.game.step = 4
    await fresh(current.table.id, 3)  # the table moved on since: no redraw for it
    await fresh(current.table.id, 4)
    drawn.clear()
    await drawn.wait()
    assert [step for step, _ in published] == [1, 2, 4]


async def test_fresh_chances_for_a_table_the_database_cannot_give_now_are_left_for_the_next_drawing() -> None:
    asked: list[int] = []

    async def load(table_id: int) -> Change:
        asked.append(table_id)
        raise StoreUnavailable("the database is restarting")

    def show(change: Change) -> None:
        raise AssertionError("nothing to draw")

    loop = asyncio.get_running_loop()
    failed: list[object] = []
    loop.set_exception_handler(lambda _, context: failed.append(context))
    fresh = redraws_of_fresh_chances(load, show, quiet=0.01, every=0.01)
    await fresh(7, 1)
    await asyncio.sleep(0.1)
    assert asked == [7] and failed == []  # asked once, and no task ended in an error

