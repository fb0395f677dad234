"""What the service tests share: the people at the tables, opening a game, waiting for the timer task."""

from __future__ import annotations

import asyncio
import time
from collections.abc import Callable
from typing import Any

from service.players import Player
from service.tables import Change, TableService
from tests.patience import PATIENCE

GUILD, CHANNEL = 10, 100
HOST = Player(1, "Hana")
BOB = Player(2, "Bob")
CARA = Player(3, "Cara")
STRANGER = Player(9, "Sam")
MODERATOR = Player(50, "Mo", can_manage=True)
PEOPLE = {p.user_id: p for p in (HOST, BOB, CARA)}


async def start_lcr(
    service: TableService,
    *others: Player,
    computers: int = 0,
    options: dict[str, Any] | None = None,
    channel: int = CHANNEL,
) -> Change:
    """A started LCR game in ``channel`` hosted by HOST, with ``others`` and then ``computers`` computer seats."""
    table_id = (await service.open("lcr", GUILD, channel, HOST, options or {})).table.id
    for player in others:
        await service.join(table_id, player)
    for _ in range(computers):
        await service.add_computer(table_id, HOST)
    return await service.start_game(table_id, HOST)


def current(change: Change) -> tuple[Player, int]:
    """Who is to act on this table, and the step they see."""
    game = change.game
    assert game is not None and game.current_player is not None
    return PEOPLE[change.table.seats[game.current_player].user_id], game.step


def listen(service: TableService) -> list[Change]:
    """The changes the service hands its listeners (turn timeouts, computer seats)."""
    heard: list[Change] = []

    async def listener(change: Change) -> None:
        heard.append(change)

    service.listeners.append(listener)
    return heard


async def eventually(done: Callable[[], bool], within: float = PATIENCE) -> None:
    """Let the event loop run until ``done()`` holds (the timer task works in the background)."""
    give_up = time.monotonic() + within
    while not done():
        assert time.monotonic() < give_up, "the timer did not fire in time"
        await asyncio.sleep(0.005)
