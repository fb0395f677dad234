"""Opening a table and posting it: what every game's `/… start`, `/game status` and Play again answer with."""

from __future__ import annotations

import discord

from discord_side.answers import attempt, decline, player_of
from discord_side.locales import server_locale
from discord_side.reach import refused_here
from screen.sequencer import Screen
from service.tables import Change, TableService


class TableDesk:
    def __init__(self, service: TableService, screen: Screen) -> None:
        self._service = service
        self._screen = screen

    async def post(self, interaction: discord.Interaction, change: Change) -> None:
        """Post the table as a new message (the answer to a command): the table moves there."""
        if await self._screen.post(interaction, change) is None:
            return
        # a computer seat may have played before the message id was stored: show that too
        latest = await self._service.table(change.table.id)
        if latest.table.version > change.table.version:
            self._screen.publish(latest)

    async def open_table(
        self,
        interaction: discord.Interaction,
        kind: str,
        options: dict[str, object],
        turn_timeout: int | None,
    ) -> None:
        """What every game's `/… start` does (``turn_timeout`` None: the server's default). In a DM or group DM
        the table has no server (``guild_id`` None): its channel is the conversation."""
        if interaction.channel_id is None:
            await decline(interaction, "channel.guild_only")
            return
        if await refused_here(interaction):
            return
        pending = self._service.open(
            kind,
            interaction.guild_id,
            interaction.channel_id,
            player_of(interaction),
            dict(options),
            turn_timeout,
            server_locale(interaction),
        )
        if change := await attempt(interaction, pending):
            await self.post(interaction, change)
