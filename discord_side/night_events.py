"""A night's Discord scheduled event, so it shows in the server's Events list: made where the app may manage
events (external, its location the night's channel, ending two hours after the start), its interested members
read at the start, and moved on as the night goes (active when it starts, completed when its game ends,
cancelled when the night is called off). A failure is logged and leaves the night as it is, but for reading
who is interested, which the night's timer tries again."""

from __future__ import annotations

import datetime
import logging
from typing import Literal

import discord

from data.nights import Night
from i18n import t
from service.players import Player

log = logging.getLogger(__name__)

LENGTH = datetime.timedelta(hours=2)
MAX_NAME, MAX_DESCRIPTION, MAX_LOCATION = 100, 1000, 100  # Discord's limits


def channel_url(night: Night) -> str:
    return f"https://discord.com/channels/{night.guild_id}/{night.channel_id}"


async def create_event(client: discord.Client, night: Night, locale: str) -> int | None:
    """The new event's id; None when it could not be made (the night goes on without one)."""
    guild = client.get_guild(night.guild_id)
    if guild is None:
        return None
    start = datetime.datetime.fromtimestamp(night.starts_at, datetime.UTC)
    game = t(locale, f"game.{night.kind}")
    description = t(locale, "night.event.description", game=game)
    if night.note:
        description = f"{night.note}\n\n{description}"
    try:
        event = await guild.create_scheduled_event(
            name=t(locale, "night.event.name", game=game)[:MAX_NAME], start_time=start, end_time=start + LENGTH,
            entity_type=discord.EntityType.external, privacy_level=discord.PrivacyLevel.guild_only,
            location=channel_url(night)[:MAX_LOCATION], description=description[:MAX_DESCRIPTION],
        )
    except discord.HTTPException as error:
        log.warning("night %s: no Discord event made: %s", night.id, error)
        return None
    return event.id


async def _event(client: discord.Client, night: Night) -> discord.ScheduledEvent | None:
    """The night's event as Discord has it now; None when it is gone."""
    guild = client.get_guild(night.guild_id)
    if guild is None or night.event_id is None:
        return None
    try:
        return await guild.fetch_scheduled_event(night.event_id)
    except discord.NotFound:
        return None


async def interested(client: discord.Client, night: Night) -> list[Player] | None:
    """The members marked interested in the night's event, as players in its channel; None when the event was
    deleted."""
    event = await _event(client, night)
    if event is None:
        return None
    return [Player(user.id, user.display_name, channel_id=night.channel_id)
            async for user in event.users(limit=None) if not user.bot]


async def move(client: discord.Client, night: Night, status: Literal["active", "completed", "cancelled"]) -> None:
    """Move the event on, if it is where that move starts from (a person may have moved it already)."""
    try:
        event = await _event(client, night)
        if event is None:
            return
        if status == "active" and event.status is discord.EventStatus.scheduled:
            await event.start()
        elif status == "completed" and event.status is discord.EventStatus.active:
            await event.end()
        elif status == "cancelled" and event.status is discord.EventStatus.scheduled:
            await event.cancel()
    except discord.HTTPException as error:
        log.warning("night %s: its Discord event could not be made %s: %s", night.id, status, error)
