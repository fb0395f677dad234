"""A table click's message reaches discord.py cut down to what the click needs (cogs/_slim_clicks.py); every
other interaction reaches it as Discord sent it. (That a click still works, and that a custom_id not on its
message is still refused, the e2e tests show with the bot's own parser.)"""

from __future__ import annotations

import copy
from typing import Any

import discord

from cogs import _slim_clicks as slim_clicks
from cogs._components import custom_id

ROLL = custom_id(42, 7, "roll")
ROLL_BUTTON = {"type": 2, "style": 1, "label": "Roll", "custom_id": ROLL}
OTHER_BUTTON = {"type": 2, "style": 2, "label": "Other", "custom_id": custom_id(42, 7, "keep")}
AUTHOR = {"id": "5", "username": "Pips", "discriminator": "0", "avatar": None}


def click(sent_id: str, component_type: int = 2, interaction_type: int = 3) -> dict[str, Any]:
    message = {
        "id": "900", "channel_id": "800", "type": 0, "content": "", "author": AUTHOR, "flags": 0,
        "embeds": [{"title": "LCR", "description": "x" * 700}],
        "components": [{"type": 1, "components": [OTHER_BUTTON]}, {"type": 1, "components": [ROLL_BUTTON]}],
        "mentions": [AUTHOR], "edited_timestamp": "2026-11-23T10:00:00+00:00",
        "interaction_metadata": {"id": "1", "type": 2, "user": AUTHOR},
    }
    return {"id": "1", "type": interaction_type, "token": "t", "message": message,
            "data": {"custom_id": sent_id, "component_type": component_type}}


def test_a_table_click_keeps_its_message_id_and_author_and_only_the_clicked_component() -> None:
    sent = click(ROLL)
    before = copy.deepcopy(sent)
    message = slim_clicks.slimmed(sent)["message"]
    assert message == {"id": "900", "channel_id": "800", "type": 0, "content": "", "author": AUTHOR, "flags": 0,
                       "components": [{"type": 1, "components": [ROLL_BUTTON]}]}
    assert sent == before  # Discord's payload itself is left as it came


def test_a_custom_id_not_on_the_message_leaves_no_component_to_find() -> None:
    assert slim_clicks.slimmed(click(custom_id(43, 7, "roll")))["message"]["components"] == []
    assert slim_clicks.slimmed(click(ROLL, component_type=3))["message"]["components"] == []  # not a button
    assert slim_clicks.slimmed(click("pips:hello"))["message"]["components"] == []  # forged: refused as before


def test_every_other_interaction_is_left_as_discord_sent_it() -> None:
    for sent in (
        click("pips:board:all:0"),  # a leaderboard page: its DynamicItem reads the whole message
        click("pips:story"),  # /history's story menu: a DynamicItem too
        click("someone-elses:button"),
        click(ROLL, interaction_type=2),  # not a click
        {"id": "1", "type": 2, "token": "t", "data": {"name": "lcr"}},  # a slash command
    ):
        assert slim_clicks.slimmed(sent) is sent


def test_installed_in_discord_pys_parsers_and_taken_out_again() -> None:
    client = discord.Client(intents=discord.Intents.none())
    parsers = client._connection.parsers
    seen: list[Any] = []
    parsers[slim_clicks.EVENT] = seen.append
    uninstall = slim_clicks.install(client)
    parsers[slim_clicks.EVENT](click(ROLL))
    parsers[slim_clicks.EVENT](click("pips:board:all:0"))
    assert [len(data["message"]["components"]) for data in seen] == [1, 2]
    assert "embeds" not in seen[0]["message"] and "embeds" in seen[1]["message"]
    uninstall()
    assert parsers[slim_clicks.EVENT] == seen.append
