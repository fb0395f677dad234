"""Which language a reader sees: a private answer speaks the clicking user's Discord language; a table and
everything public in a channel the server's (its /settings language, else the server's own Discord locale, else
English)."""

from __future__ import annotations

import discord

from i18n import DEFAULT


def user_locale(interaction: discord.Interaction) -> str:
    """The language of a private answer: the user's own Discord locale."""
    return str(interaction.locale)


def server_locale(interaction: discord.Interaction) -> str:
    """The server's preferred Discord locale when Discord gives it (a command in a server), else English; never the
    user's, so everyone in a channel reads its public messages alike."""
    return str(interaction.guild_locale) if interaction.guild_locale is not None else DEFAULT
