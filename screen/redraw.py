"""The start-up redraw: a crash between committing a click and answering it leaves that table's message a move
behind, so after a restart the tables changed in the moments before the stop are drawn again.

It runs in the background once the gateway is ready, so the first click is served as soon as it can be: a
table that click draws first is then skipped by the screen (it never draws an older or equal version). Tables
are read and drawn REDRAW_BATCH at a time, each batch waited for (at most BATCH_PATIENCE) before the next, so a
restart after a busy moment neither holds thousands of tables in memory nor piles thousands of edits on the
event loop and Discord's rate limits at once.
"""

from __future__ import annotations

import logging

import discord

from screen.sequencer import Screen
from service.tables import TableService

log = logging.getLogger(__name__)

REDRAW_BATCH = 32  # tables read and drawn at a time
BATCH_PATIENCE = 5.0  # seconds a batch's edits are waited for before the next batch goes (a 429 may hold them)


async def redraw_when_ready(client: discord.Client, service: TableService, screen: Screen) -> None:
    await client.wait_until_ready()
    await redraw_changed(service, screen)


async def redraw_changed(service: TableService, screen: Screen) -> None:
    """Draw again the tables changed just before the last stop; a failure is logged (a redraw is a nicety)."""
    try:
        table_ids = await service.last_changed_ids()
        for start in range(0, len(table_ids), REDRAW_BATCH):
            batch = table_ids[start:start + REDRAW_BATCH]
            for change in await service.last_changed(batch):
                screen.publish(change)
            await screen.shown(batch, BATCH_PATIENCE)
    except Exception:
        log.exception("redrawing the tables changed before the restart failed")
    else:
        if table_ids:
            log.info("redrew the %d tables changed just before the restart", len(table_ids))
