"""Answering a user, whether or not the interaction was already answered (who asks, in which language, a service
refusal explained); the tree's checks and errors."""

from __future__ import annotations

import logging
from collections.abc import Awaitable, Mapping
from typing import Any, TypeVar

import discord
from discord import app_commands

from data.store import StoreUnavailable
from discord_side.inflight import inflight_of
from discord_side.locales import server_locale
from discord_side.options import UnknownOption, check_options, failed_parameter, wants
from i18n import t
from ops.interactions import INTERACTIONS
from ops.logs import about
from service.errors import Refusal
from service.players import Player
from service.settings import ServerSettings, table_locale

log = logging.getLogger(__name__)
T = TypeVar("T")


def player_of(interaction: discord.Interaction) -> Player:
    """Who an interaction comes from, as the table service knows players."""
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
    return table_locale(await posted.of(interaction.guild_id), server_locale(interaction))


async def tell(interaction: discord.Interaction, key: str, /, **params: Any) -> None:
    """A short ephemeral answer from the catalog, in the user's language."""
    await _say(interaction, key, t(str(interaction.locale), key, **params))


async def decline(interaction: discord.Interaction, key: str, /, **params: Any) -> None:
    """A refusal the adapter makes itself (a forged or illegal click, a form not valid, a command outside a
    server), answered like ``tell`` and counted as refused."""
    INTERACTIONS.refused(interaction.id)
    await tell(interaction, key, **params)


async def refuse(interaction: discord.Interaction, refusal: Refusal) -> None:
    """A refusal explained privately; one that points at a table (a busy channel) has a button going there."""
    INTERACTIONS.refused(interaction.id)
    locale = str(interaction.locale)
    text = t(locale, refusal.key, **refusal.params)
    url = table_url(refusal.params)
    if url is None:
        await _say(interaction, refusal.key, text)
        return
    view = discord.ui.View(timeout=None)
    view.add_item(discord.ui.Button(style=discord.ButtonStyle.link, url=url, label=t(locale, "button.go_to_table")))
    await _say(interaction, refusal.key, text, view)


def table_url(params: Mapping[str, Any]) -> str | None:
    """The link to a table message named by a refusal's guild, channel and message (None: no such message yet)."""
    guild, channel, message = params.get("guild"), params.get("channel"), params.get("message")
    if "guild" not in params or channel is None or message is None:
        return None
    # a table in a DM or a group DM has no server: Discord's links name those "@me"
    return f"https://discord.com/channels/{'@me' if guild is None else guild}/{channel}/{message}"


async def _say(interaction: discord.Interaction, key: str, text: str, view: discord.ui.View | None = None) -> None:
    extra: dict[str, Any] = {} if view is None else {"view": view}
    try:
        if interaction.response.is_done():
            await interaction.followup.send(text, ephemeral=True, **extra)
        else:
            await interaction.response.send_message(text, ephemeral=True, **extra)
    except discord.HTTPException:
        log.warning("could not answer interaction %s with %s", interaction.id, key)


async def tell_unexpected(interaction: discord.Interaction, error: BaseException) -> None:
    INTERACTIONS.failed(interaction.id)
    if isinstance(error, StoreUnavailable):  # the database restarting, say: nothing was applied, try again soon
        log.warning("interaction %s: %s", interaction.id, error)
        await tell(interaction, "error.store_unavailable")
        return
    log.error("interaction %s failed", interaction.id, exc_info=error)
    await tell(interaction, "error.unexpected")


async def attempt(interaction: discord.Interaction, pending: Awaitable[T]) -> T | None:
    """Await a service call; on a refusal, explain it to the user and return None."""
    try:
        return await pending
    except Refusal as refusal:
        await refuse(interaction, refusal)
        return None


async def admitted(interaction: discord.Interaction) -> bool:
    """Call first in every interaction entry point: False (and the user told so) once the bot is shutting down."""
    INTERACTIONS.received(interaction.id, interaction.type.name)
    about(guild=interaction.guild_id, channel=interaction.channel_id)  # what this task's log lines are about
    if inflight_of(interaction.client).admit():
        return True
    INTERACTIONS.refused(interaction.id)
    await tell(interaction, "bot.restarting")
    return False


def _permissions(names: list[str]) -> str:
    return ", ".join(name.replace("_", " ").title() for name in names)


class PipsTree(app_commands.CommandTree):
    """Every slash command passes here: admitted, its options checked, and any error answered by its kind."""

    async def interaction_check(self, interaction: discord.Interaction) -> bool:
        if interaction.type is discord.InteractionType.autocomplete:
            INTERACTIONS.received(interaction.id, interaction.type.name)
            return True  # Pips offers none; an autocomplete cannot be answered with a message anyway
        if not await admitted(interaction):
            return False
        await check_options(interaction)  # raises UnknownOption / TransformerError, answered by on_error
        return True

    async def on_error(self, interaction: discord.Interaction, error: app_commands.AppCommandError) -> None:
        INTERACTIONS.refused(interaction.id)  # (a real fault below is counted as failed instead)
        if isinstance(error, app_commands.CommandNotFound | app_commands.CommandSignatureMismatch):
            # Normal for up to an hour after a sync: the user's client still shows the commands as they were.
            log.info("interaction %s used an outdated command: %s", interaction.id, error)
            await tell(interaction, "error.command_updated")
        elif isinstance(error, UnknownOption):
            await tell(interaction, "error.unknown_option", command=error.command.qualified_name, option=error.option)
        elif isinstance(error, app_commands.TransformerError):
            await self._bad_value(interaction, error)
        elif isinstance(error, app_commands.NoPrivateMessage):
            await tell(interaction, "error.guild_only")
        elif isinstance(error, app_commands.MissingPermissions):
            await tell(interaction, "error.missing_permissions", permissions=_permissions(error.missing_permissions))
        elif isinstance(error, app_commands.BotMissingPermissions):
            await tell(interaction, "error.bot_missing_permissions",
                       permissions=_permissions(error.missing_permissions))
        elif isinstance(error, app_commands.CheckFailure):
            await tell(interaction, "error.check_failed")
        elif isinstance(error, app_commands.CommandInvokeError) and isinstance(error.original, Refusal):
            await refuse(interaction, error.original)
        else:  # a real fault: CommandInvokeError around a bug, or a kind Pips does not expect
            await tell_unexpected(interaction, getattr(error, "original", error))

    @staticmethod
    async def _bad_value(interaction: discord.Interaction, error: app_commands.TransformerError) -> None:
        parameter = failed_parameter(interaction, error)
        if parameter is None:
            await tell_unexpected(interaction, error)
            return
        locale = str(interaction.locale)
        await tell(interaction, "error.option_value", option=parameter.display_name, wants=wants(parameter, locale))
