"""Places Pips is no member of: a DM, a group DM, a server where only people installed Pips to their own account.

There the bot cannot send or edit a channel message (Discord answers 403 Missing Access): it reaches a table only
through the interactions of the people at it, each answered once and then, through the interaction's webhook,
followed up or edited for 15 minutes
(https://discord.com/developers/docs/interactions/receiving-and-responding#responding-to-an-interaction).
So every interaction at such a table leaves its **pass** here (the token, when it came, the message it answered),
kept in memory and in the store so a restart still draws the table; a change nobody clicked for (a computer seat, a
turn timeout) is drawn through the newest pass still valid, else it waits for the next click at the table, which
draws it (``WaitsForClick``). Nothing can be drawn once the last pass expired, so the last drawing that can says it,
beforehand: a table drawn through a pass that expires before its turn's deadline says from when a move waits for
the next click (``waits_after``). Turn pings there are follow-ups, at most five per interaction for an app installed
only by the person (https://discord.com/developers/docs/interactions/receiving-and-responding#followup-messages):
they are counted per token, a sixth is never attempted, and Discord's 40094 is taken as that count reached.

A token is a secret: it is never logged (``TablePass``'s repr leaves it out).
"""

from __future__ import annotations

import asyncio
import logging
import time
from collections.abc import Callable
from dataclasses import replace
from typing import Any

import discord

from data.records import Status, Table
from data.store import Store, StoreUnavailable, TablePass
from discord_side.answers import decline
from kept import Newest

log = logging.getLogger(__name__)

TOKEN_LIFETIME = 15 * 60.0  # seconds an interaction's token works for its webhook
# A pass is used until this long before its token expires (at most a tenth of its life, for the tests' short
# tokens), so that a drawing sent at the last moment still lands.
TOKEN_MARGIN = 30.0
CAPPED_FOLLOWUPS = 5  # follow-ups per interaction of an app only a person installed there
MAXIMUM_FOLLOWUPS = 40094  # Discord: "This interaction has hit the maximum number of follow up messages"
INVALID_WEBHOOK_TOKEN = 50027  # Discord: the token expired
UNKNOWN_WEBHOOK = 10015
UNKNOWN_MESSAGE = 10008
KEPT_PASSES = 2048  # tables whose pass (or whose having none) is remembered, least recently used forgotten first
KEPT_PINGS = 2048  # turn pings sent as follow-ups, by message id: the token that can delete each


class WaitsForClick(Exception):
    """The table's message cannot be drawn now: no interaction's token still valid edits it. The next click at
    the table draws it."""


def reached(interaction: discord.Interaction) -> bool:
    """Whether the interaction comes from a place Pips is no member of (its server did not install it)."""
    return not interaction.is_guild_integration()


async def refused_here(interaction: discord.Interaction) -> bool:
    """In a server that did not install Pips, a person's install answers only privately when the server took away
    "Use External Apps" (https://discord.com/developers/docs/interactions/receiving-and-responding#interaction-callback):
    a table nobody else could see is not opened. True when the person was told why, privately, and how to fix it."""
    if interaction.guild_id is None or not reached(interaction) or interaction.app_permissions.use_external_apps:
        return False
    await decline(interaction, "reach.external_apps_off")
    return True


_NONE = TablePass(0, "", 0.0, 0, 0, False)  # remembered for a table known to have no pass (the bot's channel)


class Reach:
    def __init__(self, client: discord.Client, store: Store, clock: Callable[[], float] = time.time,
                 lifetime: float = TOKEN_LIFETIME) -> None:
        """``lifetime``: seconds a token works (Discord's 15 minutes; the tests' stand-in may make it shorter)."""
        self._client = client
        self._store = store
        self._clock = clock
        self._lifetime = lifetime
        self._usable = lifetime - min(TOKEN_MARGIN, lifetime / 10)
        self._passes: Newest[int, TablePass] = Newest(KEPT_PASSES)
        self._ping_tokens: Newest[int, TablePass] = Newest(KEPT_PINGS)
        self._writes: set[asyncio.Task[None]] = set()

    # --- passes ---------------------------------------------------------------------------------------------

    def note(self, table_id: int, interaction: discord.Interaction, message_id: int | None) -> None:
        """An interaction at a table, answered on message ``message_id`` (the clicked one, or the one a command
        posted): its token becomes the table's pass if newer than the one kept (stored in the background)."""
        if message_id is None or not reached(interaction):
            return
        issued_at = interaction.created_at.timestamp()
        known = self._passes.used(table_id)
        if known is not None and known is not _NONE and known.issued_at >= issued_at:
            return
        self._keep(TablePass(table_id, interaction.token, issued_at, message_id, 0, capped=True))

    async def pass_of(self, table_id: int) -> TablePass | None:
        """The table's newest pass (None: the table is in a channel of the bot's, drawn there)."""
        known = self._passes.used(table_id)
        if known is None:
            try:
                known = await self._store.table_pass(table_id) or _NONE
            except StoreUnavailable:
                return None
            self._passes.keep(table_id, known)
        return None if known is _NONE else known

    def valid(self, table_pass: TablePass) -> bool:
        return self._clock() < self.expiry(table_pass.issued_at)

    def expiry(self, issued_at: float) -> float:
        """When a pass issued at ``issued_at`` stops being used to draw its table."""
        return issued_at + self._usable

    def waits_after(self, issued_at: float, table: Table) -> float | None:
        """What a drawing of ``table`` through a pass issued at ``issued_at`` says: the moment after which a move
        nobody clicks for waits for the next click to be drawn, when the pass expires before the turn's
        deadline (the timeout, or a computer's move, could then not be drawn); None when the pass outlives it,
        or nothing is timed (no turn, no timeout)."""
        expiry = self.expiry(issued_at)
        if table.status is not Status.PLAYING or table.deadline is None or table.deadline <= expiry:
            return None
        return expiry

    def _keep(self, table_pass: TablePass) -> None:
        self._passes.keep(table_pass.table_id, table_pass)
        task = asyncio.create_task(self._save(table_pass))
        self._writes.add(task)
        task.add_done_callback(self._writes.discard)

    async def _save(self, table_pass: TablePass) -> None:
        try:
            await self._store.save_table_pass(table_pass)
        except StoreUnavailable as error:  # kept in memory; a restart meanwhile waits for the next click
            log.warning("could not store the pass of table %s: %s", table_pass.table_id, error)

    async def _expired(self, table_pass: TablePass) -> None:
        """Discord says the token no longer works for the table: never use it again."""
        self._keep(replace(table_pass, issued_at=self._clock() - self._lifetime))

    def _webhook(self, table_pass: TablePass) -> discord.Webhook:
        application_id = self._client.application_id
        assert application_id is not None  # known once logged in, before any interaction
        return discord.Webhook.partial(application_id, table_pass.token, client=self._client)

    # --- drawing and pinging through them -------------------------------------------------------------------

    async def edit(self, table_id: int, message_id: int, **fields: Any) -> bool:
        """Draw the table's message through its pass. False when the table has none (it is in a channel of the
        bot's: the caller edits the channel message); ``WaitsForClick`` when no valid pass edits that message."""
        table_pass = await self.pass_of(table_id)
        if table_pass is None:
            return False
        if not self.valid(table_pass) or table_pass.message_id != message_id:
            raise WaitsForClick(table_id)
        try:
            await self._webhook(table_pass).edit_message(message_id, **fields)
        except discord.HTTPException as error:
            if error.status == 401 or error.code in (INVALID_WEBHOOK_TOKEN, UNKNOWN_WEBHOOK, UNKNOWN_MESSAGE):
                # the token expired before our clock said, or cannot edit that message: never use it again
                await self._expired(table_pass)
                raise WaitsForClick(table_id) from None
            raise
        return True

    async def follow_up(self, table_id: int, **fields: Any) -> int | None:
        """A follow-up (a turn ping) through the table's pass: its message id, or None when none may be sent now
        (no valid pass, its five follow-ups sent, or Discord refused it); the game goes on either way."""
        table_pass = await self.pass_of(table_id)
        if table_pass is None or not self.valid(table_pass):
            log.info("no valid interaction to ping table %s through", table_id)
            return None
        if table_pass.capped and table_pass.followups >= CAPPED_FOLLOWUPS:
            log.info("table %s: its interaction's follow-ups are spent; no ping", table_id)
            return None
        try:
            message = await self._webhook(table_pass).send(wait=True, **fields)
        except discord.HTTPException as error:
            if error.code == MAXIMUM_FOLLOWUPS:
                self._keep(replace(table_pass, followups=CAPPED_FOLLOWUPS))
            elif error.status == 401 or error.code in (INVALID_WEBHOOK_TOKEN, UNKNOWN_WEBHOOK):
                await self._expired(table_pass)
            log.warning("could not ping table %s through its interaction: %s", table_id, error.code)
            return None
        self._keep(replace(table_pass, followups=table_pass.followups + 1))
        self._ping_tokens.keep(message.id, table_pass)
        return message.id

    async def delete_ping(self, message_id: int) -> bool:
        """Delete a turn ping sent as a follow-up, through the token that sent it while it works. False when the
        ping is not one of these (a channel message of the bot's)."""
        table_pass = self._ping_tokens.pop(message_id, None)
        if table_pass is None:
            return False
        if self.valid(table_pass):
            try:
                await self._webhook(table_pass).delete_message(message_id)
            except discord.HTTPException as error:  # a ping left behind is a nuisance, not a fault
                log.info("could not delete turn ping %s: %s", message_id, error.code)
        return True

    async def close(self) -> None:
        """Let the passes being stored be stored."""
        if self._writes:
            await asyncio.wait(self._writes, timeout=3.0)
