"""The base of every game's command group: `/<game> rules`, and `/<game> start` made thin."""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, ClassVar, cast

import discord
from discord import app_commands
from discord.ext import commands

from discord_side.options import leaf_options
from discord_side.translator import text
from screen.presenter import GameUi

if TYPE_CHECKING:
    from discord_side.pips import Pips

TURN_TIMEOUT = "turn_timeout"  # every start command's option, under this name on the wire


class GameCog(commands.GroupCog):
    """Subclasses set ``ui`` and define their own ``start`` with the game's options."""

    ui: ClassVar[GameUi]

    def __init__(self, bot: Pips) -> None:
        self.bot = bot
        self.desk = bot.desk  # opens and posts the table

    async def open_table(self, interaction: discord.Interaction, turn_timeout: int, **options: Any) -> None:
        # a turn timeout the person left out is the server's default (/settings), not the parameter's default
        given = {option.get("name") for option in leaf_options(cast(Mapping[str, Any], interaction.data or {}))}
        timeout = turn_timeout if TURN_TIMEOUT in given else None
        await self.desk.open_table(interaction, self.ui.kind, options, timeout)

    @app_commands.command(name="rules", description=text("cmd.rules"))
    async def rules(self, interaction: discord.Interaction) -> None:
        await interaction.response.send_message(self.ui.rules_text(str(interaction.locale)), ephemeral=True)
