"""A click's answer drawn ahead (cogs/_ahead.py) is what drawing the committed change would give, or it is not
used: same table and game objects, same chances, settings and dice pictures; a deadline that moved on to
another second is written in."""

from __future__ import annotations

import asyncio
import copy
from types import SimpleNamespace
from typing import Any, cast

import discord

import cogs.lcr
from cogs._ahead import DrawnAhead
from cogs._inflight import Inflight
from cogs._render import render_rows
from cogs._screen import LOOK_AHEAD_IN_FLIGHT, Screen
from cogs._update import Payload, update_payload
from data.records import Seat, Status, Table
from rules.dice import SeededDice
from rules.lcr import Lcr
from service.tables import Change

assert cogs.lcr  # imported: the game's UI is registered
DEADLINE = 1_700_000_060.25


def lcr_change(computer: str | None = None, deadline: float | None = DEADLINE) -> Change:
    """A table of three, the first to play; ``computer``: the name of a computer in the third seat."""
    game, events = Lcr.start(3, {}, SeededDice(bytes(32)))
    seats = [Seat(100, "Ann"), Seat(101, "Bo"), Seat(102, computer or "Cy", computer=computer is not None)]
    table = Table(kind="lcr", guild_id=1, channel_id=2, host_id=100, seed=bytes(32).hex(), options={},
                  seats=seats, status=Status.PLAYING, state=game.to_dict(), log=[e.to_dict() for e in events],
                  id=7, deadline=deadline, turn_timeout=60, locale="en")
    return Change(table, game, events, chances=(0.5, 0.25, 0.25))


def committed(ahead: Change, **changed: Any) -> Change:
    """The click's Change of the move drawn ahead: the same objects, the clock set again at the click."""
    for name, value in changed.items():
        setattr(ahead.table, name, value)
    return Change(ahead.table, ahead.game, ahead.events, chances=ahead.chances)


MENTIONS = discord.AllowedMentions.none()  # the bot's


def answer(change: Change) -> Payload:
    """The answer's body drawing ``change`` at the click would send."""
    return update_payload(*render_rows(change), MENTIONS)


def test_the_drawing_ahead_answers_the_click_that_commits_it() -> None:
    drawn = DrawnAhead()
    ahead = lcr_change()
    drawn.draw(ahead, MENTIONS)
    click = committed(ahead, version=ahead.table.version + 1, updated_at=1.0, message_id=99)
    used = drawn.take(click, MENTIONS)
    assert used is not None and used == answer(click)
    assert drawn.take(click, MENTIONS) is None  # used once


def test_a_deadline_a_second_later_is_written_in() -> None:
    drawn = DrawnAhead()
    ahead = lcr_change()
    drawn.draw(ahead, MENTIONS)
    click = committed(ahead, deadline=DEADLINE + 1)
    used = drawn.take(click, MENTIONS)
    assert used is not None and used == answer(click)
    assert f"<t:{int(DEADLINE) + 1}:R>" in used["data"]["embeds"][0]["description"]


def test_a_deadline_found_twice_in_the_text_is_drawn_again() -> None:
    drawn = DrawnAhead()
    ahead = lcr_change(computer=f"<t:{int(DEADLINE)}:R>")  # (computers' names are Pips's own: for the test)
    drawn.draw(ahead, MENTIONS)
    assert drawn.take(committed(ahead, deadline=DEADLINE + 1), MENTIONS) is None


def test_a_drawing_that_could_differ_is_not_used() -> None:
    drawn = DrawnAhead()
    ahead = lcr_change()
    drawn.draw(ahead, MENTIONS)
    assert drawn.take(Change(ahead.table, ahead.game, chances=(0.4, 0.3, 0.3)), MENTIONS) is None  # fresher chances

    drawn.draw(ahead, MENTIONS)
    another_table = copy.copy(ahead.table)
    assert drawn.take(Change(another_table, ahead.game, chances=ahead.chances), MENTIONS) is None

    drawn.draw(ahead, MENTIONS)
    other_game = ahead.game.copy() if ahead.game is not None else None
    assert drawn.take(Change(ahead.table, other_game, chances=ahead.chances), MENTIONS) is None  # another game

    drawn.draw(ahead, MENTIONS)
    assert drawn.take(committed(ahead, deadline=None), MENTIONS) is None  # no deadline any more: drawn again

    drawn.draw(ahead, MENTIONS)
    assert drawn.take(committed(ahead), discord.AllowedMentions.all()) is None  # the bot's mentions were changed
    assert len(drawn) == 0


def test_only_the_tables_drawn_last_are_kept() -> None:
    drawn = DrawnAhead(kept=2)
    for table_id in (1, 2, 3):
        change = lcr_change()
        change.table.id = table_id
        drawn.draw(change, MENTIONS)
    assert len(drawn) == 2


async def test_moves_are_prepared_ahead_only_while_the_bot_is_quiet() -> None:
    """Under load, preparing ahead would only move work and keep more alive (LOOK_AHEAD_IN_FLIGHT)."""
    client = SimpleNamespace(inflight=Inflight())
    asked: list[int] = []

    def look_ahead(table_id: int) -> Change | None:
        asked.append(table_id)
        return None

    async def remember(table_id: int, message_id: int) -> None:
        return None

    screen = Screen.of(cast(discord.Client, client), remember, look_ahead)

    async def answered(table_id: int) -> None:
        screen._look_ahead_soon(table_id, MENTIONS)
        for _ in range(3):  # the look ahead comes two loop passes after the answer
            await asyncio.sleep(0)

    await answered(1)
    release = asyncio.Event()

    async def clicking() -> None:
        assert client.inflight.admit()
        await release.wait()

    clicks = [asyncio.create_task(clicking()) for _ in range(LOOK_AHEAD_IN_FLIGHT + 1)]
    await asyncio.sleep(0)
    await answered(2)  # busy: not asked
    release.set()
    await asyncio.gather(*clicks)
    await answered(3)
    assert asked == [1, 3]
