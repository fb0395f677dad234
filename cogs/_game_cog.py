"""The base of every game's command group: `/<game> rules`, and `/<game> start` made thin."""

from __future__ import annotations

from typing import Any, ClassVar

import discord
from discord import app_commands
from discord.ext import commands

from cogs._translator import text
from cogs._ui import GameUi


class GameCog(commands.GroupCog):
    """Subclasses set ``ui`` and define their own ``start`` with the game's options."""

    ui: ClassVar[GameUi]

    def __init__(self, bot: commands.Bot) -> None:
        self.bot = bot

    async def open_table(self, interaction: discord.Interaction, turn_timeout: int, **options: Any) -> None:
        tables = self.bot.get_cog("Tables")
        await tables.open_table(interaction, self.ui.kind, options, turn_timeout)  # type: ignore[union-attr]

    @app_commands.command(name="rules", description=text("cmd.rules"))
    async def rules(self, interaction: discord.Interaction) -> None:
        await interaction.response.send_message(self.ui.rules_text(str(interaction.locale)), ephemeral=True)
