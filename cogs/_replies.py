"""Answering a user, whether or not the interaction was already answered."""

from __future__ import annotations

import logging
from typing import Any

import discord
from discord import app_commands

from i18n import t

log = logging.getLogger(__name__)


async def tell(interaction: discord.Interaction, key: str, /, **params: Any) -> None:
    """A short ephemeral answer from the catalog, in the user's language."""
    text = t(str(interaction.locale), key, **params)
    try:
        if interaction.response.is_done():
            await interaction.followup.send(text, ephemeral=True)
        else:
            await interaction.response.send_message(text, ephemeral=True)
    except discord.HTTPException:
        log.warning("could not answer interaction %s with %s", interaction.id, key)


async def tell_unexpected(interaction: discord.Interaction, error: BaseException) -> None:
    log.error("interaction %s failed", interaction.id, exc_info=error)
    await tell(interaction, "error.unexpected")


class PipsTree(app_commands.CommandTree):
    """One error handler for every slash command: log it, answer the user."""

    async def on_error(self, interaction: discord.Interaction, error: app_commands.AppCommandError) -> None:
        original = getattr(error, "original", error)
        await tell_unexpected(interaction, original)
