"""The Discord side of a click: a table's click reaches the table by its custom_id alone (discord.py keeps no
view of a table message), and its answer updates the clicked message in one callback."""

from __future__ import annotations

from typing import Any

import discord
import pytest
from e2e.conftest import CALLBACK, UPDATE_MESSAGE, open_table, whose_turn
from fakediscord import BotProcess, FakeDiscord, Member

from cogs.lcr import UI as LCR_UI
from data.records import Seat, Status, Table
from discord_side.custom_ids import TableClick, clicked
from i18n import t
from rules.dice import SeededDice
from rules.lcr import Lcr
from screen.presenter import PICK, TableSelect, custom_id, render
from service.tables import Change
from tests import cards


async def test_a_click_is_answered_by_one_update_of_its_message(
    fake: FakeDiscord, people: list[Member], bot: BotProcess
) -> None:
    table = await open_table(fake, "lcr start", people)
    player = whose_turn(table, people)
    before = table.text()
    answer = await fake.click(player, table, t("en", "lcr.action.roll"))
    assert answer.type == UPDATE_MESSAGE and answer.message is table
    # (a background edit of the table may come before it: live chances drawn when ready)
    assert len([call for call in answer.rest_calls if call.route == CALLBACK]) == 1
    assert table.text() != before and whose_turn(table, people) is not player


def lcr_table(status: Status) -> Change:
    assert LCR_UI.kind == "lcr"  # imported: the LCR table's UI is registered
    seats = [Seat(10**18 + index, f"Player {index}") for index in range(3)]
    table = Table(kind="lcr", guild_id=1, channel_id=2, host_id=seats[0].user_id, seed=bytes(32).hex(), options={},
                  turn_timeout=60, locale="en", seats=seats, id=7, status=status)
    if status is Status.LOBBY:
        return Change(table)
    game, _ = Lcr.start(3, {}, SeededDice(bytes(32)))
    return Change(table, game)


@pytest.mark.parametrize("status", [Status.LOBBY, Status.PLAYING])
def test_discord_py_keeps_no_view_of_a_table_message(status: Status) -> None:
    """A view it thinks it dispatches, it keeps in memory for the message: one per table message, forever."""
    card = render(lcr_table(status))
    assert cards.items(card) and not card.is_dispatchable()
    select = TableSelect(custom_id(7, 3, PICK), [discord.SelectOption(label="Roll", value="roll")])
    assert not select.is_dispatchable()


class Clicked:
    """Just what ``clicked`` reads of an interaction: its raw data and the clicked message's components."""

    def __init__(self, data: dict[str, object], components: list[discord.Component]) -> None:
        self.data = data
        self.message = type("Message", (), {"components": components})()


def message_components(change: Change) -> list[discord.Component]:
    payload: list[Any] = render(change).to_components()  # as Discord sends it back
    return [discord.Container(card, None) for card in payload]


def test_a_click_is_the_table_s_only_when_its_component_is_on_the_clicked_message() -> None:
    components = message_components(lcr_table(Status.LOBBY))
    join = custom_id(7, None, "join")

    def click(sent_id: str, component_type: int = 2) -> object:
        return clicked(Clicked({"custom_id": sent_id, "component_type": component_type}, components))  # type: ignore[arg-type]

    assert click(join) == TableClick(7, None, "join")
    assert click(custom_id(7, None, "again")) is None  # a well-formed id this message does not carry
    assert click(join, component_type=3) is None  # the right id, claimed by a select
    assert click(custom_id(8, None, "join")) is None  # another table's
