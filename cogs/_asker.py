"""Who is asking, as the service knows players, and the language their answer speaks."""

from __future__ import annotations

import discord

from service.players import Player
from service.settings import ServerSettings, table_locale


def player_of(interaction: discord.Interaction) -> Player:
    permissions = interaction.permissions
    return Player(
        interaction.user.id,
        interaction.user.display_name,
        bool(permissions.manage_channels),
        channel_id=interaction.channel_id,
    )


async def answer_locale(interaction: discord.Interaction, posted: ServerSettings | None) -> str:
    """A private answer (``posted`` None) speaks the asker's language; a posted one the server's table language,
    from its settings ``posted``."""
    if posted is None or interaction.guild_id is None:
        return str(interaction.locale)
    return table_locale(await posted.of(interaction.guild_id), str(interaction.guild_locale or interaction.locale))
