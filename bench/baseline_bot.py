"""The benchmark's floor: a bare discord.py bot that answers a button click by updating the message.

No game, no database, no i18n: `/counter` posts a message with one persistent `+1` button whose custom_id
carries the count, and a click answers with the message updated (one interaction response, as Pips's clicks).
Configured like Pips, by environment: DISCORD_TOKEN, DEV_GUILD_ID, DISCORD_API_BASE, DISCORD_GATEWAY_URL.
"""

from __future__ import annotations

import os
import re
from typing import Any

import discord
import yarl
from discord import app_commands

DEV_GUILD = discord.Object(int(os.environ["DEV_GUILD_ID"]))


ViewButton = discord.ui.Button[discord.ui.View]


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


class BaselineBot(discord.Client):
    def __init__(self) -> None:
        super().__init__(intents=discord.Intents(guilds=True))  # as Pips: interactions need no other events
        self.tree = app_commands.CommandTree(self)

    async def setup_hook(self) -> None:
        self.add_dynamic_items(CountButton)
        await self.tree.sync(guild=DEV_GUILD)


bot = BaselineBot()


@bot.tree.command(name="counter", description="Post a counter with a +1 button", guild=DEV_GUILD)
async def counter(interaction: discord.Interaction) -> None:
    await interaction.response.send_message("Count: 0", view=counter_view(0))


if __name__ == "__main__":
    if "DISCORD_API_BASE" in os.environ:
        discord.http.Route.BASE = os.environ["DISCORD_API_BASE"]
    if "DISCORD_GATEWAY_URL" in os.environ:
        discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY = yarl.URL(os.environ["DISCORD_GATEWAY_URL"])
    bot.run(os.environ["DISCORD_TOKEN"])
