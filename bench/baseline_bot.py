"""The benchmark's floors: bare discord.py bots that answer a button click by updating the message.

No game, no database, no i18n, discord.py used the ordinary way (a persistent View item as a DynamicItem, the
answer through `interaction.response.edit_message`). `BASELINE` in the environment picks which:

- `counter` (the default): `/counter` posts "Count: 0" with one `+1` button whose custom_id carries the count;
  a click answers with the count one higher.
- `same-message`: `/table` posts Pips's table message as recorded in `bench/table_message.json` (a Components V2
  card: a container in the game's colour with its texts and a row of one button); a click answers with that same
  message, only the count at the end of its last text and in its custom_id changing. It costs what discord.py
  costs for Pips's message and nothing more.

Configured like Pips, by environment: DISCORD_TOKEN, DEV_GUILD_ID, DISCORD_ADDRESS (reached like Pips, over TLS at
Discord's names: discord_address.py).
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import os
import re
import signal
import sys
from pathlib import Path
from typing import Any

import discord
from discord import app_commands

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # the project root, as for bot.py

from discord_address import connector, parse_address

DEV_GUILD = discord.Object(int(os.environ["DEV_GUILD_ID"]))
COUNTER, SAME_MESSAGE = "counter", "same-message"
TABLE_MESSAGE = Path(__file__).with_name("table_message.json")

ViewButton = discord.ui.Button[discord.ui.View]
CardButton = discord.ui.Button[Any]  # a button of a card (LayoutView)
TEXT_DISPLAY = 10  # the recorded card's component type for a text; the other is the row of its one button


class CountButton(discord.ui.DynamicItem[ViewButton], template=r"bench:count:(?P<count>\d+)"):
    def __init__(self, count: int) -> None:
        button: ViewButton = discord.ui.Button(
            label="+1", style=discord.ButtonStyle.primary, custom_id=f"bench:count:{count}"
        )
        super().__init__(button)
        self.count = count

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> CountButton:
        return cls(int(match["count"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        await interaction.response.edit_message(content=f"Count: {self.count + 1}", view=counter_view(self.count + 1))


def counter_view(count: int) -> discord.ui.View:
    view = discord.ui.View(timeout=None)
    view.add_item(CountButton(count))
    return view


def recorded_table() -> tuple[dict[str, Any], dict[str, Any]]:
    """Pips's table message: its card's one container, and its one button, as recorded."""
    payload = json.loads(TABLE_MESSAGE.read_text())
    (container,) = payload["components"]
    (button,) = [item for row in container["components"] if row["type"] != TEXT_DISPLAY for item in row["components"]]
    return container, button


class TableButton(discord.ui.DynamicItem[CardButton], template=r"bench:table:(?P<count>\d+)"):
    def __init__(self, count: int) -> None:
        recorded = RECORDED_BUTTON
        button: CardButton = discord.ui.Button(
            label=recorded["label"], style=discord.ButtonStyle(recorded["style"]), custom_id=f"bench:table:{count}"
        )
        super().__init__(button)
        self.count = count

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> TableButton:
        return cls(int(match["count"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        await interaction.response.edit_message(view=table_card(self.count + 1))


def table_card(count: int) -> discord.ui.LayoutView:
    """The recorded card, built anew as a bot builds its message, with the count at the end of its last text."""
    parts = RECORDED_CARD["components"]
    button: list[discord.ui.Item[Any]] = [TableButton(count)]
    last_text = max(index for index, part in enumerate(parts) if part["type"] == TEXT_DISPLAY)
    items: list[discord.ui.Item[discord.ui.LayoutView]] = [
        discord.ui.TextDisplay(part["content"] + (f" · {count}" if index == last_text else ""))
        if part["type"] == TEXT_DISPLAY else discord.ui.ActionRow(*button)
        for index, part in enumerate(parts)
    ]
    card = discord.ui.LayoutView(timeout=None)
    card.add_item(discord.ui.Container(*items, accent_colour=discord.Colour(RECORDED_CARD["accent_color"])))
    return card


class BaselineBot(discord.Client):
    def __init__(self, item: type[CountButton | TableButton]) -> None:
        address = os.environ.get("DISCORD_ADDRESS")
        super().__init__(  # as Pips: interactions need no other events
            intents=discord.Intents(guilds=True), connector=connector(parse_address(address) if address else None)
        )
        self.tree = app_commands.CommandTree(self)
        self.item = item

    async def setup_hook(self) -> None:
        self.add_dynamic_items(self.item)
        await self.tree.sync(guild=DEV_GUILD)


async def post_counter(interaction: discord.Interaction) -> None:
    await interaction.response.send_message("Count: 0", view=counter_view(0))


async def post_table(interaction: discord.Interaction) -> None:
    await interaction.response.send_message(view=table_card(0))


def baseline_bot(kind: str) -> BaselineBot:
    command: app_commands.Command[Any, [], None]
    if kind == SAME_MESSAGE:
        bot = BaselineBot(TableButton)
        command = app_commands.Command(name="table", description="Post Pips's table message", callback=post_table)
    elif kind == COUNTER:
        bot = BaselineBot(CountButton)
        command = app_commands.Command(
            name="counter", description="Post a counter with a +1 button", callback=post_counter
        )
    else:
        raise SystemExit(f"BASELINE must be {COUNTER} or {SAME_MESSAGE}, not {kind!r}")
    bot.tree.add_command(command, guild=DEV_GUILD)
    return bot


RECORDED_CARD, RECORDED_BUTTON = recorded_table()

async def main() -> None:
    discord.utils.setup_logging()
    async with baseline_bot(os.environ.get("BASELINE", COUNTER)) as bot:  # (its connector needs the running loop)
        await bot.start(os.environ["DISCORD_TOKEN"])


if __name__ == "__main__":
    # Ctrl+C (SIGINT) stops it cleanly even when it was started from a shell's background job, which ignores SIGINT
    # (a child inherits that): asyncio.run takes SIGINT only where Python's own handler is in place.
    signal.signal(signal.SIGINT, signal.default_int_handler)
    with contextlib.suppress(KeyboardInterrupt):  # SIGINT: a clean stop, as discord.py's run() takes it
        asyncio.run(main())
