"""/schedule: game nights set for a time (service/nights.py), their invite cards and buttons, and what a night
needs Discord for (the reminder, the table's post and its pings, the scheduled event: the nights' door)."""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import Sequence
from typing import TYPE_CHECKING

import discord
from discord import app_commands
from discord.ext import commands

from data.nights import Answer, Night
from data.store import StoreUnavailable
from discord_side import night_events
from discord_side.answers import admitted, attempt, decline, player_of, refuse, tell, tell_unexpected
from discord_side.locales import server_locale, user_locale
from discord_side.night_card import NightButton, mentions, night_card, when_text
from discord_side.translator import game_choices, localized, text
from i18n import t
from i18n.dates import day_and_time
from service.errors import Refusal
from service.nights import MAX_NOTE, EventStatus, Nights
from service.players import Player
from service.settings import table_locale, zone_of
from service.tables import Change

if TYPE_CHECKING:
    from discord_side.pips import Pips

log = logging.getLogger(__name__)

REPEAT_CHOICES = [app_commands.Choice(name=text(f"cmd.schedule.repeat.{repeat}"), value=repeat)
                  for repeat in ("none", "weekly")]


@app_commands.guild_only()
class ScheduleCog(commands.GroupCog, name="Schedule", group_name="schedule", group_description=text("cmd.schedule")):
    def __init__(self, bot: Pips) -> None:
        self.bot = bot
        self.nights = Nights(bot.service.store, bot.service, bot.service.clock)
        self.nights.door = Door(bot, self.nights)
        self._starting: asyncio.Task[None] | None = None

    async def cog_load(self) -> None:
        self.bot.add_dynamic_items(NightButton)
        NightButton.answer = self._on_button
        self._starting = asyncio.create_task(self._start_when_ready(), name="pips-nights")

    async def cog_unload(self) -> None:
        self.bot.remove_dynamic_items(NightButton)
        NightButton.answer = None
        if self._starting is not None:
            self._starting.cancel()
            await asyncio.gather(self._starting, return_exceptions=True)
        await self.nights.stop()

    async def _start_when_ready(self) -> None:
        """The nights' timers start once connected: a night due at once posts in its channel."""
        await self.bot.wait_until_ready()
        while True:
            try:
                await self.nights.start()
                return
            except StoreUnavailable as error:
                log.warning("arming the scheduled nights failed: %s; retrying in 1 s", error)
                await asyncio.sleep(1.0)

    # --- /schedule new, list, cancel ------------------------------------------------------------------------
    @app_commands.command(name="new", description=text("cmd.schedule.new"))
    @localized(game="cmd.schedule.new.game", when="cmd.schedule.new.when", repeat="cmd.schedule.new.repeat",
               note="cmd.schedule.new.note")
    @app_commands.choices(game=game_choices(), repeat=REPEAT_CHOICES)
    async def new(
        self, interaction: discord.Interaction, game: str, when: app_commands.Range[str, 1, 100],
        repeat: str = "none", note: app_commands.Range[str, 1, MAX_NOTE] | None = None,
    ) -> None:
        if interaction.guild_id is None or interaction.channel_id is None:
            await decline(interaction, "channel.guild_only")
            return
        night = await attempt(interaction, self.nights.schedule(
            player_of(interaction), interaction.guild_id, game, when, repeat, note or "", server_locale(interaction),
        ))
        if night is None:
            return
        embed, view = night_card(night, await self.nights_locale(night))
        response = await interaction.response.send_message(embed=embed, view=view)
        event_id = None
        if interaction.app_permissions.manage_events:
            event_id = await night_events.create_event(self.bot, night, await self.nights_locale(night))
        await self.nights.placed(night.id, message_id=response.message_id, event_id=event_id)

    @app_commands.command(name="list", description=text("cmd.schedule.list"))
    async def list_nights(self, interaction: discord.Interaction) -> None:
        if interaction.guild_id is None:
            await decline(interaction, "channel.guild_only")
            return
        nights = await attempt(interaction, self.nights.scheduled(interaction.guild_id))
        if nights is None:
            return
        locale = user_locale(interaction)
        if not nights:
            await tell(interaction, "night.list.empty")
            return
        lines = [t(locale, "night.list.line", time=f"<t:{n.starts_at}:F>", game=t(locale, f"game.{n.kind}"),
                   channel=f"<#{n.channel_id}>", host=f"<@{n.host_id}>", count=len(n.coming)) for n in nights]
        embed = discord.Embed(title=t(locale, "night.list.title"), description="\n".join(lines))
        await interaction.response.send_message(embed=embed, ephemeral=True)

    @app_commands.command(name="cancel", description=text("cmd.schedule.cancel"))
    @localized(night="cmd.schedule.cancel.night")
    async def cancel(self, interaction: discord.Interaction, night: int) -> None:
        if interaction.guild_id is None:
            await decline(interaction, "channel.guild_only")
            return
        cancelled = await attempt(interaction, self.nights.cancel(night, player_of(interaction),
                                                                  interaction.guild_id))
        if cancelled is None:
            return
        await tell(interaction, "night.cancelled", game=t(user_locale(interaction), f"game.{cancelled.kind}"),
                   time=f"<t:{cancelled.starts_at}:F>")
        door = self.nights.door
        assert isinstance(door, Door)
        await door.redraw(cancelled)
        await door.event(cancelled, "cancelled")

    @cancel.autocomplete("night")
    async def suggest_nights(self, interaction: discord.Interaction, typed: str) -> list[app_commands.Choice[int]]:
        """The server's nights by game and date (in its time zone: a choice shows no Discord timestamp)."""
        if interaction.guild_id is None:
            return []
        settings = await self.bot.service.settings.of(interaction.guild_id)
        zone, locale = zone_of(settings), user_locale(interaction)
        choices = []
        for night in await self.nights.scheduled(interaction.guild_id):
            at = day_and_time(night.starts_at, locale, zone)
            name = t(locale, "night.choice", game=t(locale, f"game.{night.kind}"), time=at, zone=zone.key)
            if typed.strip().lower() in name.lower():
                choices.append(app_commands.Choice(name=name[:100], value=night.id))
        return choices[:25]

    # --- I'm in / Can't come --------------------------------------------------------------------------------
    async def _on_button(self, button: NightButton, interaction: discord.Interaction) -> None:
        if not await admitted(interaction):
            return
        try:
            night = await self.nights.answer(button.night, player_of(interaction), button.coming)
        except Refusal as refusal:
            await refuse(interaction, refusal)
            return
        except Exception as error:
            await tell_unexpected(interaction, error)
            return
        embed, view = night_card(night, await self.nights_locale(night))
        await interaction.response.edit_message(embed=embed, view=view)

    @commands.Cog.listener()
    async def on_scheduled_event_delete(self, event: discord.ScheduledEvent) -> None:
        try:
            await self.nights.event_deleted(event.id)
        except Exception:
            log.exception("a deleted Discord event's night could not be called off")

    async def nights_locale(self, night: Night) -> str:
        return await locale_of(self.bot, night)


async def locale_of(bot: Pips, night: Night) -> str:
    """A night's public messages speak its server's table language."""
    return table_locale(await bot.service.settings.of(night.guild_id), night.locale)


class Door:
    """What a night asks of Discord (service/nights.py's NightDoor)."""

    def __init__(self, bot: Pips, nights: Nights) -> None:
        self.bot = bot
        self.nights = nights

    def _channel(self, night: Night) -> discord.PartialMessageable:
        return self.bot.get_partial_messageable(night.channel_id, guild_id=night.guild_id)

    async def _say(self, night: Night, content: str, people: Sequence[int] = ()) -> None:
        allowed = discord.AllowedMentions(everyone=False, roles=False, replied_user=False,
                                          users=[discord.Object(user) for user in people])
        await self._channel(night).send(content, allowed_mentions=allowed)

    async def remind(self, night: Night) -> None:
        locale = await locale_of(self.bot, night)
        people = [answer.user_id for answer in night.coming]
        if night.event_id is not None:
            with contextlib.suppress(discord.HTTPException):
                found = await night_events.interested(self.bot, night)
                declined = {answer.user_id for answer in night.not_coming}
                people += [p.user_id for p in found or [] if p.user_id not in people and p.user_id not in declined]
        await self._say(night, t(locale, "night.reminder", mentions=mentions(people),
                                 game=t(locale, f"game.{night.kind}"), relative=f"<t:{night.starts_at}:R>"), people)

    async def interested(self, night: Night) -> list[Player] | None:
        return await night_events.interested(self.bot, night)

    async def opened(self, night: Night, change: Change, left_out: Sequence[Answer]) -> None:
        """The ping first, then the table below it (the bottom of the channel, where eyes are)."""
        locale = await locale_of(self.bot, night)
        people = [seat.user_id for seat in change.table.seats if not seat.computer]
        content = t(locale, "night.opened", mentions=mentions(people), game=t(locale, f"game.{night.kind}"),
                    host=f"<@{night.host_id}>")
        if left_out:
            content += "\n" + t(locale, "night.left_out", names=mentions([a.user_id for a in left_out]))
        try:
            await self._say(night, content, people)
            await self.bot.screen.post_in_channel(change)
        except discord.HTTPException:  # the table is open: /game status posts it again
            log.warning("night %s: its table %s could not be posted", night.id, change.table.id, exc_info=True)

    async def tell(self, night: Night, key: str) -> None:
        locale = await locale_of(self.bot, night)
        try:
            await self._say(night, t(locale, key, game=t(locale, f"game.{night.kind}"), time=when_text(night, locale)))
        except discord.HTTPException:
            log.warning("night %s: could not say %s in its channel", night.id, key, exc_info=True)

    async def redraw(self, night: Night) -> None:
        if night.message_id is None:
            return
        embed, view = night_card(night, await locale_of(self.bot, night))
        try:
            await self._channel(night).get_partial_message(night.message_id).edit(embed=embed, view=view)
        except discord.HTTPException:
            log.warning("night %s: its card could not be drawn", night.id, exc_info=True)

    async def event(self, night: Night, status: EventStatus) -> None:
        if night.event_id is not None:
            await night_events.move(self.bot, night, status)

    async def announce(self, night: Night, previous: Night) -> None:
        """A weekly night's next card, below the last one; its own event if the last had one."""
        locale = await locale_of(self.bot, night)
        embed, view = night_card(night, locale)
        try:
            message = await self._channel(night).send(embed=embed, view=view)
        except discord.HTTPException:
            log.warning("night %s: its card could not be posted", night.id, exc_info=True)
            return
        event_id = await night_events.create_event(self.bot, night, locale) if previous.event_id else None
        await self.nights.placed(night.id, message_id=message.id, event_id=event_id)


async def setup(bot: Pips) -> None:
    await bot.add_cog(ScheduleCog(bot))
