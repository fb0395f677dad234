"""Scheduled game nights (/schedule): a game set for a time in a channel, and its people seated when it comes.

A night is stored when it is scheduled (data/nights.py) and has one timer (``service/timers.py``'s, on the
table service's clock) for what it waits for next: its reminder ``REMIND_BEFORE`` its start (when it was
scheduled further ahead than that), its start, a try again while the channel's table is still open, and, once
started with a Discord event, a look at its table to complete the event when the game ends: at once when the table
service says its table ended, and every ``WATCH_EVERY`` at the latest.
Every night still to start or still watched is armed again at start-up, so a restart loses none.

At its time the table opens through the table service as a `/<game> start` opens one, the host (who scheduled
it) seated first, then those who said I'm in, then those the Discord event lists as interested (but not who said
Can't come). A table still open in the channel is waited for up to ``START_GRACE``, then the night is told it
could not start; a start missed while the bot was down opens at once if under ``START_GRACE`` late, otherwise
the channel is told it was missed. A weekly night schedules its next one (a night of its own) when it starts or
is missed.

What is Discord's (the invite card, the reminder, the table's post, the scheduled event) is done by the Discord
side through ``door`` (cogs/schedule.py sets it, as the tables cog sets the turn pinger): this module imports
nothing from Discord. Each night has a lock: a click, a cancel and its timer never change it at once.
"""

from __future__ import annotations

import logging
import time
from collections.abc import Callable, Sequence
from dataclasses import replace
from typing import Literal, Protocol

from data.nights import REPEATS, Answer, Night, NightStatus, Repeat
from data.store import Store
from kept import Locks
from rules.games import GAMES
from service.errors import Refusal
from service.players import Player
from service.settings import check_channel, zone_of
from service.tables import Change, TableService
from service.timers import Timers
from service.when import next_week, read_when

log = logging.getLogger(__name__)

REMIND_BEFORE = 10 * 60  # the reminder goes out this long before the start
START_GRACE = 15 * 60  # a start missed (bot down) or held up (a table still open) by less still opens
BUSY_RETRY = 30.0  # while the channel's table is still open, the start is tried again this often
WATCH_EVERY = 10.0  # a started night with a Discord event looks at its table this often
MAX_NOTE = 200  # characters of a night's note
MAX_NIGHTS = 25  # nights a server may have scheduled at once (/schedule list and cancel's choices show them all)

EventStatus = Literal["active", "completed", "cancelled"]


class NightDoor(Protocol):
    """What a night needs the Discord side for."""

    async def remind(self, night: Night) -> None:
        """Ping those coming: the night starts soon."""

    async def interested(self, night: Night) -> list[Player] | None:
        """Who the night's Discord event lists as interested; None when the event is gone from Discord."""

    async def opened(self, night: Night, change: Change, left_out: Sequence[Answer]) -> None:
        """Post the table the night opened and ping those seated (``left_out``: no seat was left for them)."""

    async def tell(self, night: Night, key: str) -> None:
        """A sentence of the catalog in the night's channel (why it did not start)."""

    async def redraw(self, night: Night) -> None:
        """Draw the night's invite card as the night is now."""

    async def event(self, night: Night, status: EventStatus) -> None:
        """Move the night's Discord event on."""

    async def announce(self, night: Night, previous: Night) -> None:
        """Post the invite card of a weekly night's next one (with an event, if ``previous`` had one); the Discord
        side then calls ``Nights.placed``."""


class Nights:
    def __init__(self, store: Store, tables: TableService, clock: Callable[[], float] = time.time) -> None:
        self.store = store
        self.tables = tables
        self.clock = clock
        self.door: NightDoor | None = None  # set by the Discord side before the timers start
        self.timers = Timers(self.on_due, clock, timer="night")
        self._shards = None if tables.shards.everything else tables.shards
        self._locks: Locks[int] = Locks()
        self._watching: dict[int, int] = {}  # a started night's table → the night: looked at once the table ends
        tables.ended.append(self._table_ended)

    # --- life cycle -------------------------------------------------------
    async def start(self) -> None:
        """Arm every night still to start or to watch (after a restart: what was missed is handled at once)."""
        for night in await self.store.pending_nights(self._shards):
            self._arm(night)
        self.timers.start()

    async def stop(self) -> None:
        if self._table_ended in self.tables.ended:
            self.tables.ended.remove(self._table_ended)
        await self.timers.stop()

    def _table_ended(self, change: Change) -> None:
        """A night's table ended here: its event is completed now rather than at the next look."""
        night_id = self._watching.pop(change.table.id, None)
        if night_id is not None:
            self.timers.schedule(night_id, self.clock())

    # --- what people ask --------------------------------------------------
    async def schedule(
        self, host: Player, guild_id: int, kind: str, when: str, repeat: str = "none", note: str = "",
        locale: str = "en-US",
    ) -> Night:
        """A new night in ``host``'s channel, at the time ``when`` reads as in the server's time zone."""
        assert host.channel_id is not None
        settings = await self.tables.settings.of(guild_id)
        check_channel(settings, host.channel_id)
        if kind not in GAMES:
            raise Refusal("option.invalid", option="game", value=kind)
        if repeat not in REPEATS:
            raise Refusal("option.invalid", option="repeat", value=repeat)
        now = self.clock()
        starts_at = read_when(when, now, zone_of(settings))
        if len(await self.store.guild_nights(guild_id)) >= MAX_NIGHTS:
            raise Refusal("night.too_many", max=MAX_NIGHTS)
        chosen: Repeat = "weekly" if repeat == "weekly" else "none"
        night = await self.store.create_night(Night(
            guild_id=guild_id, channel_id=host.channel_id, host_id=host.user_id, host_name=host.name, kind=kind,
            options={}, starts_at=starts_at, repeat=chosen, note=note.strip()[:MAX_NOTE], locale=locale,
            created_at=now,
        ))
        self._arm(night)
        return night

    async def placed(self, night_id: int, *, message_id: int | None = None, event_id: int | None = None) -> Night:
        """Remember the night's invite card and Discord event, once made."""
        async with self._locks.of(night_id):
            night = await self._load(night_id)
            night = replace(night, message_id=message_id or night.message_id, event_id=event_id or night.event_id)
            await self.store.save_night(night)
            return night

    async def answer(self, night_id: int, player: Player, coming: bool) -> Night:
        """I'm in / Can't come (a second answer replaces the first)."""
        async with self._locks.of(night_id):
            night = await self._load(night_id, player)
            if night.status != "scheduled":
                raise Refusal("night.over")
            if player.user_id == night.host_id and not coming:
                raise Refusal("night.host_stays")
            answers = tuple(a for a in night.answers if a.user_id != player.user_id)
            night = replace(night, answers=(*answers, Answer(player.user_id, player.name, coming)))
            await self.store.save_night(night)
            return night

    async def cancel(self, night_id: int, player: Player, guild_id: int) -> Night:
        """The host (or Manage Channel) calls a night of the server ``guild_id`` off; its card and event are the
        Discord side's to update."""
        async with self._locks.of(night_id):
            night = await self._load(night_id)
            if night.guild_id != guild_id:
                raise Refusal("night.unknown")
            if night.status != "scheduled":
                raise Refusal("night.over")
            if player.user_id != night.host_id and not player.can_manage:
                raise Refusal("night.host_only")
            night = replace(night, status="cancelled")
            await self.store.save_night(night)
            self.timers.cancel(night.id)
            return night

    async def scheduled(self, guild_id: int) -> list[Night]:
        """The server's nights still to start, soonest first."""
        return await self.store.guild_nights(guild_id)

    async def event_deleted(self, event_id: int) -> None:
        """Someone deleted a night's Discord event: the night is called off."""
        night = await self.store.night_of_event(event_id)
        if night is None:
            return
        async with self._locks.of(night.id):
            night = await self._load(night.id)
            if night.status == "scheduled":
                await self._end(night, "cancelled", "night.event_deleted", event=None, next_week=False)

    # --- the timer ----------------------------------------------------------
    async def on_due(self, night_id: int) -> None:
        """The night's timer came: what it waited for (its reminder, its start, its table's end) is looked at."""
        async with self._locks.of(night_id):
            night = await self.store.load_night(night_id)
            if night is None:
                return
            if night.status == "started":
                await self._watch(night)
            elif night.status == "scheduled":
                await self._come(night)

    async def _come(self, night: Night) -> None:
        """The night's reminder or start is due (or its start is tried again)."""
        door = self._door()
        now = self.clock()
        if now < night.starts_at:
            if not night.reminded and night.starts_at - now <= REMIND_BEFORE and _reminds(night):
                night = replace(night, reminded=True)
                await self.store.save_night(night)
                await door.remind(night)
            self._arm(night)
            return
        late = now - night.starts_at
        if late >= START_GRACE:
            if night.waiting:
                await self._end(night, "failed", "night.busy")
            else:
                await self._end(night, "missed", "night.missed")
            return
        interested: list[Player] = []
        if night.event_id is not None:
            found = await door.interested(night)
            if found is None:
                await self._end(night, "cancelled", "night.event_deleted", event=None, next_week=False)
                return
            interested = found
        host = Player(night.host_id, night.host_name, channel_id=night.channel_id)
        try:
            change = await self.tables.open(night.kind, night.guild_id, night.channel_id, host, dict(night.options),
                                            None, night.locale)
        except Refusal as refusal:
            if refusal.key != "channel.busy":
                log.info("night %s could not open its table: %s", night.id, refusal.key)
                await self._end(night, "failed", "night.refused")
                return
            if not night.waiting:
                night = replace(night, waiting=True)
                await self.store.save_night(night)
            self.timers.schedule(night.id, now + BUSY_RETRY)
            return
        change, left_out = await self._seat(change, night, interested)
        night = replace(night, status="started" if night.event_id is not None else "done", waiting=False,
                        table_id=change.table.id)
        await self.store.save_night(night)
        await door.opened(night, change, left_out)
        await door.redraw(night)
        if night.event_id is not None:
            await door.event(night, "active")
            self._look_later(night)
        await self._next_week(night)

    async def _seat(
        self, change: Change, night: Night, interested: Sequence[Player]
    ) -> tuple[Change, list[Answer]]:
        """Those coming seated after the host, in the order they answered, then the event's interested (not who
        said Can't come); those the table has no seat for are left out."""
        declined = {answer.user_id for answer in night.not_coming}
        seated = {night.host_id}
        wanted = [*night.coming[1:],
                  *(Answer(p.user_id, p.name, True) for p in interested if p.user_id not in declined)]
        left_out = []
        for answer in wanted:
            if answer.user_id in seated:
                continue
            seated.add(answer.user_id)
            player = Player(answer.user_id, answer.name, channel_id=night.channel_id)
            try:
                change = await self.tables.join(change.table.id, player)
            except Refusal:  # the table is full
                left_out.append(answer)
        return change, left_out

    async def _watch(self, night: Night) -> None:
        """A started night's table: while it is live, look again later; once over, complete the event."""
        if night.table_id is not None:
            try:
                live = (await self.tables.table(night.table_id)).table.status.live
            except Refusal:  # a table the store cannot read any more: nothing to wait for
                live = False
            if live:
                self._look_later(night)
                return
            self._watching.pop(night.table_id, None)  # ended elsewhere (another process, a restart): seen now
        await self._door().event(night, "completed")
        await self.store.save_night(replace(night, status="done"))

    async def _end(
        self, night: Night, status: NightStatus, key: str, *, event: EventStatus | None = "cancelled",
        next_week: bool = True,
    ) -> None:
        """The night will not start: say why in its channel, update its card (and event), and, weekly, go on."""
        door = self._door()
        night = replace(night, status=status, waiting=False)
        await self.store.save_night(night)
        self.timers.cancel(night.id)
        await door.tell(night, key)
        await door.redraw(night)
        if event is not None and night.event_id is not None:
            await door.event(night, event)
        if next_week:
            await self._next_week(night)

    async def _next_week(self, night: Night) -> None:
        if night.repeat != "weekly":
            return
        zone = zone_of(await self.tables.settings.of(night.guild_id))
        starts_at = next_week(night.starts_at, zone)
        while starts_at <= self.clock():  # a night missed for weeks goes on from the next one still to come
            starts_at = next_week(starts_at, zone)
        following = await self.store.create_night(replace(
            night, id=0, starts_at=starts_at, created_at=self.clock(), status="scheduled", answers=(),
            message_id=None, event_id=None, reminded=False, waiting=False, table_id=None,
        ))
        self._arm(following)
        await self._door().announce(following, night)

    # --- the machinery ----------------------------------------------------
    def _look_later(self, night: Night) -> None:
        """Look at a started night's table when it ends (``_table_ended``), or in WATCH_EVERY at the latest: a table
        another process ended, or one that ended while this one restarted, is seen then."""
        if night.table_id is not None:
            self._watching[night.table_id] = night.id
        self.timers.schedule(night.id, self.clock() + WATCH_EVERY)

    def _arm(self, night: Night) -> None:
        if night.status == "started":
            self.timers.schedule(night.id, self.clock())
        elif night.status == "scheduled":
            remind_at = night.starts_at - REMIND_BEFORE
            due = remind_at if not night.reminded and _reminds(night) and self.clock() < remind_at else night.starts_at
            self.timers.schedule(night.id, due)

    async def _load(self, night_id: int, asker: Player | None = None) -> Night:
        night = await self.store.load_night(night_id)
        if night is None or (asker is not None and asker.channel_id not in (None, night.channel_id)):
            raise Refusal("night.unknown")
        return night

    def _door(self) -> NightDoor:
        if self.door is None:
            raise RuntimeError("no Discord side to reach: the schedule cog sets the nights' door at start-up")
        return self.door


def _reminds(night: Night) -> bool:
    """A night scheduled further ahead than the reminder's lead gets one."""
    return night.starts_at - night.created_at > REMIND_BEFORE
