"""Shows changes nobody clicked for (timeouts, computer seats) by editing the table message.

Edits of one table run one at a time and skip to the newest change, so a
burst of computer moves costs few edits and Discord's per-channel rate
limit is met by waiting (discord.py retries a 429) rather than piling up.
A change older than what a click already showed is dropped.
"""

from __future__ import annotations

import asyncio
import logging

import discord

from cogs._render import render
from service.tables import Change

log = logging.getLogger(__name__)


class Publisher:
    def __init__(self, client: discord.Client) -> None:
        self._client = client
        self._pending: dict[int, Change] = {}
        self._shown: dict[int, int] = {}  # table id -> newest version on screen
        self._workers: dict[int, asyncio.Task[None]] = {}

    def shown(self, change: Change) -> None:
        """A click's answer put this version on screen."""
        table = change.table
        self._shown[table.id] = max(self._shown.get(table.id, 0), table.version)

    def publish(self, change: Change) -> None:
        table_id = change.table.id
        pending = self._pending.get(table_id)
        if pending is None or pending.table.version < change.table.version:
            self._pending[table_id] = change
        if table_id not in self._workers:
            self._workers[table_id] = asyncio.create_task(self._work(table_id))

    async def _work(self, table_id: int) -> None:
        try:
            while (change := self._pending.pop(table_id, None)) is not None:
                if change.table.version <= self._shown.get(table_id, 0) or change.table.message_id is None:
                    continue
                embed, view = render(change)
                channel = self._client.get_partial_messageable(change.table.channel_id)
                try:
                    await channel.get_partial_message(change.table.message_id).edit(embed=embed, view=view)
                    self.shown(change)
                except discord.HTTPException:
                    log.exception("could not show table %s", table_id)
        finally:
            del self._workers[table_id]

    async def close(self) -> None:
        tasks = list(self._workers.values())
        for task in tasks:
            task.cancel()
        await asyncio.gather(*tasks, return_exceptions=True)
