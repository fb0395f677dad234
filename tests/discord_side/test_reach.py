"""Where Pips is no member (discord_side/reach.py), without Discord: a table's pass is its newest interaction's,
kept through the store; a pass past its token's life, or for another message, draws nothing and waits for a click;
a pass whose five follow-ups are spent sends no sixth. None of these reaches the network."""

from __future__ import annotations

import datetime
from types import SimpleNamespace
from typing import Any, cast

import discord
import pytest

from data.records import Status, Table
from data.store import Store, TablePass
from discord_side.reach import CAPPED_FOLLOWUPS, TOKEN_LIFETIME, TOKEN_MARGIN, Reach, WaitsForClick

NOW = 1_000_000.0


class Passes:
    """The store's passes, in memory."""

    def __init__(self) -> None:
        self.kept: dict[int, TablePass] = {}

    async def table_pass(self, table_id: int) -> TablePass | None:
        return self.kept.get(table_id)

    async def save_table_pass(self, table_pass: TablePass) -> None:
        self.kept[table_pass.table_id] = table_pass


def interaction(token: str, at: float, *, guild_installed: bool = False) -> discord.Interaction:
    made = SimpleNamespace(token=token, created_at=datetime.datetime.fromtimestamp(at, datetime.UTC),
                           is_guild_integration=lambda: guild_installed)
    return cast(discord.Interaction, made)


def reach(passes: Passes, now: float = NOW) -> Reach:
    client = cast(Any, SimpleNamespace(application_id=1))
    return Reach(client, cast(Store, passes), clock=lambda: now)


async def test_the_newest_interaction_s_pass_is_kept_and_stored_and_a_server_s_none() -> None:
    passes = Passes()
    seen = reach(passes)
    seen.note(7, interaction("newer", NOW - 5), 70)
    seen.note(7, interaction("older", NOW - 50), 70)  # answered after, made before: not the newest
    seen.note(8, interaction("server", NOW, guild_installed=True), 80)  # the bot's own channel: no pass
    await seen.close()
    assert passes.kept == {7: TablePass(7, "newer", NOW - 5, 70, 0, True)}
    assert await reach(passes).pass_of(7) == passes.kept[7]  # after a restart, from the store
    assert await seen.pass_of(8) is None
    assert not await seen.edit(8, 80)  # a table of the bot's channel: the channel message is edited instead


@pytest.mark.parametrize(("issued", "message"), [(NOW - TOKEN_LIFETIME, 70), (NOW - 5, 71)])
async def test_a_pass_past_its_token_s_life_or_for_another_message_waits_for_a_click(issued: float,
                                                                                   message: int) -> None:
    passes = Passes()
    passes.kept[7] = TablePass(7, "token", issued, 70, 0, True)
    with pytest.raises(WaitsForClick):
        await reach(passes).edit(7, message)


async def test_no_sixth_follow_up_is_sent_through_one_pass() -> None:
    passes = Passes()
    passes.kept[7] = TablePass(7, "token", NOW - 5, 70, CAPPED_FOLLOWUPS, True)
    assert await reach(passes).follow_up(7, content="your turn") is None  # (the client has no way to send)
    passes.kept[7] = TablePass(7, "token", NOW - TOKEN_LIFETIME, 70, 0, True)
    assert await reach(passes).follow_up(7, content="your turn") is None


def table_at(deadline: float | None, status: Status = Status.PLAYING) -> Table:
    return Table(kind="lcr", guild_id=None, channel_id=2, host_id=3, seed="00", options={}, id=7, status=status,
                 deadline=deadline)


@pytest.mark.parametrize("lifetime", [TOKEN_LIFETIME, 12.0])
def test_a_move_waits_for_a_click_after_the_pass_stops_drawing_if_the_deadline_comes_later(lifetime: float) -> None:
    """The moment a drawing says a move waits for a click is the one the pass stops drawing at, by the same
    clock: a table drawn through a pass its turn's deadline outlives says it, any other says nothing."""
    issued = NOW - 5
    seen = Reach(cast(Any, SimpleNamespace(application_id=1)), cast(Store, Passes()), lifetime=lifetime,
                 clock=lambda: NOW)
    expiry = seen.expiry(issued)
    assert issued + lifetime - TOKEN_MARGIN <= expiry < issued + lifetime  # (a margin, for the last drawing)
    table_pass = TablePass(7, "token", issued, 70, 0, True)
    assert Reach(cast(Any, None), cast(Store, None), clock=lambda: expiry - 0.01, lifetime=lifetime).valid(
        table_pass)
    assert not Reach(cast(Any, None), cast(Store, None), clock=lambda: expiry, lifetime=lifetime).valid(table_pass)
    assert seen.waits_after(issued, table_at(expiry + 1)) == expiry
    assert seen.waits_after(issued, table_at(expiry)) is None  # the timeout is drawn through it still
    assert seen.waits_after(issued, table_at(None)) is None  # no timeout: only clicks move the table
    assert seen.waits_after(issued, table_at(expiry + 1, Status.FINISHED)) is None  # (Play again's end)
