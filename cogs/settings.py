"""/settings: a server's Pips settings, seen and changed by members with Manage Server, always privately."""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import TYPE_CHECKING

import discord
from discord import app_commands
from discord.ext import commands

from data.store import GuildSettings, SeasonLength
from discord_side.answers import decline, refuse, tell
from discord_side.languages import chosen_language, language_choices
from discord_side.locales import server_locale, user_locale
from discord_side.translator import localized, text
from i18n import t
from i18n.names import name_in
from service.errors import Refusal
from service.settings import (
    DEFAULT_TIMEZONE,
    DEFAULT_TURN_TIMEOUT,
    MAX_TURN_TIMEOUT,
    MIN_TURN_TIMEOUT,
    channel_list,
    zones_matching,
)

if TYPE_CHECKING:
    from discord_side.pips import Pips

# what /settings show lists, in order
LINES = ("language", "turn_timeout", "pings", "computers", "channels", "season", "timezone")


def setting_line(settings: GuildSettings, name: str, locale: str, server_locale: str) -> str:
    """One setting as /settings shows it, in ``locale``."""
    if name == "language":
        value = (name_in(settings.language, locale) if settings.language
                 else t(locale, "settings.language.server", locale=server_locale))
        return t(locale, "settings.language", value=value)
    if name == "turn_timeout":
        seconds = settings.turn_timeout or DEFAULT_TURN_TIMEOUT
        line = t(locale, "settings.turn_timeout", seconds=seconds)
        return line + (t(locale, "settings.turn_timeout.default") if settings.turn_timeout is None else "")
    if name in ("pings", "computers"):
        on = settings.pings if name == "pings" else settings.computers
        return t(locale, f"settings.{name}", value=t(locale, f"settings.{name}.{'on' if on else 'off'}"))
    if name == "season":
        return t(locale, "settings.season", value=t(locale, f"season.length.{settings.season}"))
    if name == "timezone":
        return t(locale, "settings.timezone", zone=settings.timezone or DEFAULT_TIMEZONE)
    assert name == "channels", name
    value = channel_list(settings.channels) if settings.channels else t(locale, "settings.channels.any")
    return t(locale, "settings.channels", value=value)


def _server_locale(interaction: discord.Interaction) -> str:
    return server_locale(interaction)


Change = Callable[[int], Awaitable[GuildSettings]]  # a settings service call for a guild id


# A server's own settings: only where the server installed Pips (the bot's defaults would add DMs and user installs)
@app_commands.allowed_contexts(guilds=True, dms=False, private_channels=False)
@app_commands.allowed_installs(guilds=True, users=False)
@app_commands.default_permissions(manage_guild=True)
class SettingsCog(commands.GroupCog, name="Settings", group_name="settings", group_description=text("cmd.settings")):
    """Discord hides /settings from members without Manage Server, but a server's admins can override that (and
    an interaction can be forged), so every subcommand checks the permission Discord computed for the member."""

    channels = app_commands.Group(name="channels", description=text("cmd.settings.channels"))

    def __init__(self, bot: Pips) -> None:
        self.bot = bot
        self.settings = bot.service.settings

    @staticmethod
    async def _managed_guild(interaction: discord.Interaction) -> int | None:
        """The server's id if the member may manage its settings; else they are told why not, and None."""
        if interaction.guild_id is None:
            await decline(interaction, "error.guild_only")
            return None
        if not interaction.permissions.manage_guild:
            await decline(interaction, "settings.managers_only")
            return None
        return interaction.guild_id

    async def _change(
        self, interaction: discord.Interaction, line: str, change: Change, saved: str = "settings.saved"
    ) -> None:
        """Apply a change; answer privately with the setting's new value, or why nothing changed."""
        guild_id = await self._managed_guild(interaction)
        if guild_id is None:
            return
        try:
            settings = await change(guild_id)
        except Refusal as refusal:
            await refuse(interaction, refusal)
            return
        locale = str(interaction.locale)
        await tell(interaction, saved, line=setting_line(settings, line, locale, _server_locale(interaction)))

    @app_commands.command(name="show", description=text("cmd.settings.show"))
    async def show(self, interaction: discord.Interaction) -> None:
        guild_id = await self._managed_guild(interaction)
        if guild_id is None:
            return
        settings, locale = await self.settings.of(guild_id), str(interaction.locale)
        lines = [setting_line(settings, name, locale, _server_locale(interaction)) for name in LINES]
        embed = discord.Embed(title=t(locale, "settings.title"), description="\n".join(lines))
        embed.set_footer(text=t(locale, "settings.applies"))
        await interaction.response.send_message(embed=embed, ephemeral=True)

    @app_commands.command(name="language", description=text("cmd.settings.language"))
    @localized(value="cmd.settings.language.value")
    async def language(self, interaction: discord.Interaction, value: str) -> None:
        # a value naming no language (typed, not picked) is refused by the settings service
        chosen = chosen_language(value, user_locale(interaction))
        await self._change(interaction, "language", lambda guild: self.settings.set_language(guild, chosen))

    @language.autocomplete("value")
    async def suggest_languages(self, interaction: discord.Interaction, typed: str) -> list[app_commands.Choice[str]]:
        """More languages than Discord's 25 fixed choices: suggested as the manager types, in their language."""
        return language_choices(typed, user_locale(interaction))

    @app_commands.command(name="turn-timeout", description=text("cmd.settings.turn_timeout"))
    @localized(seconds="cmd.settings.turn_timeout.seconds")
    async def turn_timeout(
        self,
        interaction: discord.Interaction,
        seconds: app_commands.Range[int, MIN_TURN_TIMEOUT, MAX_TURN_TIMEOUT] | None = None,
    ) -> None:
        await self._change(interaction, "turn_timeout", lambda guild: self.settings.set_turn_timeout(guild, seconds))

    @app_commands.command(name="timezone", description=text("cmd.settings.timezone"))
    @localized(zone="cmd.settings.timezone.zone")
    async def timezone(self, interaction: discord.Interaction, zone: str | None = None) -> None:
        """A zone name typed rather than picked is checked by the settings service."""
        await self._change(interaction, "timezone", lambda guild: self.settings.set_timezone(guild, zone))

    @timezone.autocomplete("zone")
    async def suggest_zones(self, interaction: discord.Interaction, typed: str) -> list[app_commands.Choice[str]]:
        return [app_commands.Choice(name=zone, value=zone) for zone in zones_matching(typed)]

    @app_commands.command(name="pings", description=text("cmd.settings.pings"))
    @localized(send="cmd.settings.pings.send")
    async def pings(self, interaction: discord.Interaction, send: bool) -> None:
        await self._change(interaction, "pings", lambda guild: self.settings.set_pings(guild, send))

    @app_commands.command(name="computers", description=text("cmd.settings.computers"))
    @localized(allowed="cmd.settings.computers.allowed")
    async def computers(self, interaction: discord.Interaction, allowed: bool) -> None:
        await self._change(interaction, "computers", lambda guild: self.settings.set_computers(guild, allowed))

    @app_commands.command(name="season", description=text("cmd.settings.season"))
    @localized(length="cmd.settings.season.length")
    @app_commands.choices(length=[app_commands.Choice(name=text(f"season.length.{length}"), value=length)
                                  for length in ("week", "month", "none")])
    async def season(self, interaction: discord.Interaction, length: str) -> None:
        """Seasons are kept as the lengths chosen and since when: a change starts a new season now and leaves the
        ended ones as they were (service/seasons.py)."""
        chosen: SeasonLength = "week" if length == "week" else "none" if length == "none" else "month"
        await self._change(interaction, "season", lambda guild: self.settings.set_season(guild, chosen),
                           saved="season.saved")

    @channels.command(name="add", description=text("cmd.settings.channels.add"))
    @localized(game_channel="cmd.settings.channels.channel")
    async def add_channel(self, interaction: discord.Interaction, game_channel: discord.TextChannel) -> None:
        await self._change(interaction, "channels", lambda guild: self.settings.add_channel(guild, game_channel.id))

    @channels.command(name="remove", description=text("cmd.settings.channels.remove"))
    @localized(game_channel="cmd.settings.channels.channel")
    async def remove_channel(self, interaction: discord.Interaction, game_channel: discord.TextChannel) -> None:
        await self._change(interaction, "channels", lambda guild: self.settings.remove_channel(guild, game_channel.id))

    @channels.command(name="clear", description=text("cmd.settings.channels.clear"))
    async def clear_channels(self, interaction: discord.Interaction) -> None:
        await self._change(interaction, "channels", self.settings.clear_channels)


async def setup(bot: Pips) -> None:
    await bot.add_cog(SettingsCog(bot))
