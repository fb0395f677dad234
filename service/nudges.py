"""Turn pings: a person whose turn has waited a while is pinged once, and the ping goes when the turn moves on.

Tables are embeds and their edits notify nobody, so the channel gets one short message that mentions the
player. It is due NUDGE_SHARE of the turn timeout after the table last changed (at least MIN_NUDGE_DELAY
seconds, so quick back-and-forth pings nobody), only while a person is to move and only before the turn's
deadline; a server can turn pings off (/settings). The ping is deleted when the table changes again (a move, a
timeout, a forfeit, the end, a cancel) or when the player opens a move menu.

This module sends, deletes and remembers the ping out (in the store too, so a ping sent before a restart is
still deleted after it); a ``Pinger`` (the Discord side) sends and deletes the messages. Each table has one
pending nudge, in a ``Timers`` of its own, which the table service arms on each commit
(``service.tables.TableService._arm``: a click runs no code here). No lock: the table's version orders it all. A
ping being sent is in ``sending``; a commit meanwhile writes its version there, and the ping, once sent, is
withdrawn if it announced an older one. A withdrawal takes the ping out of ``pings`` before its first wait, so
two withdrawals never delete one ping twice. A click never waits for a ping.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Awaitable, Callable, Sequence
from dataclasses import dataclass
from typing import Protocol

from data.records import Status, Table
from data.store import ShardSelection, Store, TurnPing
from rules.base import Game
from service.errors import Refusal
from service.settings import ServerSettings
from service.timers import Timers

log = logging.getLogger(__name__)

NUDGE_SHARE = 0.25  # of the turn timeout
MIN_NUDGE_DELAY = 10.0  # seconds
# Pings sent at once: after a long downtime many nudges come due together, and a burst of them must not
# starve clicks (or the gateway's connection) of the event loop and the store.
PINGS_AT_ONCE = 4


def nudge_time(updated_at: float, turn_timeout: int, deadline: float) -> float | None:
    """When a turn that began (or last changed) at ``updated_at`` gets its ping; None: its deadline comes first
    (a computer seat's short delay, a timeout that would play the turn before)."""
    when = updated_at + max(turn_timeout * NUDGE_SHARE, MIN_NUDGE_DELAY)
    return when if when < deadline else None


@dataclass(frozen=True)
class Nudge:
    """One ping to send: who, at which table (its message, to link to), in which language, until when."""

    table_id: int
    guild_id: int | None
    channel_id: int
    table_message_id: int | None
    user_id: int
    kind: str
    locale: str
    deadline: float


class Pinger(Protocol):
    async def ping(self, nudge: Nudge) -> int | None:
        """Send the ping; the id of its message, or None if it could not be sent."""

    async def unping(self, channel_id: int, message_id: int) -> None:
        """Delete a ping; one already gone (deleted by a moderator) is no error."""


Load = Callable[[int], Awaitable[tuple[Table, Game | None]]]


class Nudges:
    """Each table's pending nudge and its ping out (see the module's docstring)."""

    def __init__(
        self, store: Store, settings: ServerSettings, load: Load, clock: Callable[[], float],
        shards: ShardSelection | None = None, changed: Callable[[Table], None] | None = None,
    ) -> None:
        """``changed``: what the table service does with a committed table's nudge (``TableService._arm``), for
        the tables whose ping a restart found."""
        self.store = store
        self._shards = shards  # a sharded process pings only for its own guilds' tables (service/shards.py)
        self.settings = settings
        self.pinger: Pinger | None = None  # set by the Discord side; without one nothing is sent
        # stored turns are read a page at a time as their nudge comes near, not all at start (service/timers.py)
        self.timers = Timers(self.on_due, clock, self._stored_nudges, timer="turn_ping")
        self._load = load
        self._clock = clock
        self._changed = changed
        # What a commit reads and writes (TableService._arm), besides the timers' ``due`` and ``heap``:
        # table id -> its ping out (message_id 0: none could be sent; the turn is not pinged again)
        self.pings: dict[int, TurnPing] = {}
        self.until: dict[int, float] = {}  # table id -> the deadline of the turn its pending nudge is for
        # table id -> the newest version committed (or acted on) while its ping is being sent (0: none yet)
        self.sending: dict[int, int] = {}
        self._tasks: set[asyncio.Task[None]] = set()
        self._sending = asyncio.Semaphore(PINGS_AT_ONCE)

    # --- life cycle -------------------------------------------------------------------------------------------
    async def start(self) -> None:
        """After a restart: delete the pings whose turn has moved on, and arm the nudges still to come (the
        earliest now, the others as their time comes near)."""
        for ping in await self.store.turn_pings(self._shards):
            self.pings[ping.table_id] = ping
        await self.timers.read_first_page()
        for table_id in list(self.pings):
            try:
                table, _ = await self._load(table_id)
            except Refusal:  # gone or unreadable: nothing will move it on
                self.withdraw_later(table_id, before=self.pings[table_id].version + 1)
                continue
            if self._changed is not None:
                self._changed(table)
        self.timers.start()

    async def stop(self) -> None:
        await self.timers.stop()
        await asyncio.gather(*self._tasks, return_exceptions=True)

    def _stored_nudges(self, after: tuple[float, int] | None, limit: int) -> Awaitable[Sequence[tuple[int, float]]]:
        """The timers' source: stored turns by nudge time (``nudge_time``, which the store's query writes out),
        leaving out those whose deadline has passed (their timeout plays them: a ping would come too late)."""
        return self.store.nudges_after(self._clock(), after, limit, self._shards)

    # --- what the table service tells ---------------------------------------------------------------------
    def acted(self, table: Table) -> None:
        """The player to move clicked (a move menu: nothing committed): they know it is their turn."""
        self._arm(table.id, None, None)
        if table.id in self.sending:
            self.sending[table.id] = max(self.sending[table.id], table.version + 1)
        elif table.id in self.pings:
            self.withdraw_later(table.id, before=table.version + 1)

    def withdraw(self, table_id: int) -> None:
        """The table ended without a commit (a row that could not be read, retired as it is)."""
        self._arm(table_id, None, None)
        self.withdraw_later(table_id, before=None)

    def _arm(self, table_id: int, when: float | None, deadline: float | None) -> None:
        if when is None or deadline is None:
            self.timers.cancel(table_id)
            self.until.pop(table_id, None)
        else:
            self.timers.schedule(table_id, when)
            self.until[table_id] = deadline

    # --- sending and withdrawing ----------------------------------------------------------------------------
    def withdraw_later(self, table_id: int, before: int | None) -> None:
        task = asyncio.create_task(self._withdraw(table_id, before))
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    async def _withdraw(self, table_id: int, before: int | None) -> None:
        """Delete the table's ping if it announced a version older than ``before`` (None: any)."""
        ping = self.pings.get(table_id)
        if ping is None or (before is not None and ping.version >= before):
            return
        del self.pings[table_id]  # before any wait: this withdrawal alone deletes it
        try:
            if ping.message_id:
                await self.store.delete_turn_ping(table_id)
            if ping.message_id and self.pinger is not None:
                await self.pinger.unping(ping.channel_id, ping.message_id)
        except Exception:
            log.exception("withdrawing the turn ping of table %s failed", table_id)

    async def on_due(self, table_id: int) -> None:
        """A table's nudge came due (the timers call it): ping the person to move, unless the table moved on or
        needs no ping. A call for a table whose nudge is not due yet, or was pinged already, pings nobody."""
        rearmed = self.timers.pending(table_id)
        if rearmed is not None and rearmed > self._clock():
            return  # the table changed after this nudge came due and its next nudge is armed: this one is stale
        until = self.until.pop(table_id, None)
        if until is not None and until <= self._clock():
            return  # the turn's deadline passed first (the bot was down): no need to read the table
        if table_id in self.sending:
            return  # (a retry of a firing still sending)
        self.sending[table_id] = 0
        try:
            async with self._sending:
                nudge, version = await self._due(table_id)
                if nudge is None or self.pinger is None:
                    return
                message_id = await self.pinger.ping(nudge)
                ping = self.pings[table_id] = TurnPing(table_id, nudge.channel_id, message_id or 0, version)
                if message_id:
                    await self.store.save_turn_ping(ping)
        finally:
            moved_on = self.sending.pop(table_id)
        if moved_on > version:  # the table changed while its ping was being sent: it is for an older turn
            await self._withdraw(table_id, before=moved_on)

    async def _due(self, table_id: int) -> tuple[Nudge | None, int]:
        """The ping to send now for the table as stored, with its version (no ping: not due, not a person's
        turn, already pinged or acted on, or pings turned off by the server)."""
        try:
            table, game = await self._load(table_id)
        except Refusal:
            return None, 0
        if table.status is not Status.PLAYING or game is None or game.current_player is None:
            return None, table.version
        when = nudge_time(table.updated_at, table.turn_timeout, table.deadline or 0.0)
        if when is None or when > self._clock() + 0.001 or (table.deadline or 0.0) <= self._clock():
            return None, table.version
        known = self.pings.get(table_id)
        seat = table.seats[game.current_player]
        if seat.computer or (known is not None and known.version >= table.version):
            return None, table.version
        if not (await self.settings.of(table.guild_id)).pings:
            return None, table.version
        nudge = Nudge(table.id, table.guild_id, table.channel_id, table.message_id, seat.user_id, table.kind,
                      table.locale, table.deadline or 0.0)
        return nudge, table.version
