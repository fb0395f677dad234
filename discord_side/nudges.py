"""Turn pings on Discord: the message that pings the player to move, and its deletion (see service/nudges.py).

A table is an embed and is only ever edited, which notifies nobody; a new message with a mention does. Its
``allowed_mentions`` lets it notify that one person, whatever else the text holds.
"""

from __future__ import annotations

import logging

import discord

from discord_side.reach import Reach
from i18n import t
from ops.metrics import turn_ping_sent
from screen.presenter import relative_time
from screen.sequencer import table_url
from service.nudges import Nudge

log = logging.getLogger(__name__)


class TurnPinger:
    """Sends and deletes turn pings for the table service (its ``Pinger``)."""

    def __init__(self, client: discord.Client, reach: Reach | None = None) -> None:
        self.client = client
        self.reach = reach  # where Pips is no member, a ping is a follow-up of the newest interaction at the table

    async def ping(self, nudge: Nudge) -> int | None:
        locale = nudge.locale
        content = t(locale, "ping.turn", mention=f"<@{nudge.user_id}>", game=t(locale, f"game.{nudge.kind}"),
                    deadline=relative_time(nudge.deadline))
        view = discord.ui.View(timeout=None)
        url = table_url({"guild": nudge.guild_id, "channel": nudge.channel_id, "message": nudge.table_message_id})
        if url is not None:
            view.add_item(discord.ui.Button(style=discord.ButtonStyle.link, url=url,
                                            label=t(locale, "button.go_to_table")))
        only_them = discord.AllowedMentions(
            users=[discord.Object(nudge.user_id)], roles=False, everyone=False, replied_user=False
        )
        if self.reach is not None and await self.reach.pass_of(nudge.table_id) is not None:
            sent = await self.reach.follow_up(nudge.table_id, content=content, view=view, allowed_mentions=only_them)
            if sent is not None:
                turn_ping_sent()
            return sent
        try:
            message = await self._channel(nudge.channel_id, nudge.guild_id).send(
                content, view=view, allowed_mentions=only_them
            )
        except discord.HTTPException as error:  # no permission to send there, say: the game goes on unpinged
            log.warning("could not ping for table %s: %s", nudge.table_id, error)
            return None
        turn_ping_sent()
        return message.id

    async def unping(self, channel_id: int, message_id: int) -> None:
        if self.reach is not None and await self.reach.delete_ping(message_id):
            return
        try:
            await self._channel(channel_id).get_partial_message(message_id).delete()
        except discord.NotFound:
            log.debug("turn ping %s was already deleted", message_id)  # by a moderator: nothing left to do
        except discord.HTTPException as error:  # not retried: a ping left behind is a nuisance, not a fault
            log.warning("could not delete turn ping %s: %s", message_id, error)

    def _channel(self, channel_id: int, guild_id: int | None = None) -> discord.PartialMessageable:
        return self.client.get_partial_messageable(channel_id, guild_id=guild_id)
