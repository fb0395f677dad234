"""The table service: every change to a table goes through here, one at a time.

Each change runs the same way: take the table's lock, load it from the store,
check the request came from the table's channel, apply the change (lobby
rules or the rules engine), commit it with its actions in one transaction,
then re-arm or cancel the table's timer. Whoever asked gets the committed
result; changes nobody clicked for (turn timeouts, computer seats) are
handed to the listener, which shows them.

A table whose stored game cannot be read (damaged, or written by a newer
Pips) is set aside: logged once, refused to every request but /game cancel,
skipped by the start-up redraw and by its timer. Other tables never notice.
"""

from __future__ import annotations

import asyncio
import heapq
import logging
import os
import time
from collections.abc import Awaitable, Callable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from typing import Any

from data.records import LOG_LENGTH, Result, Seat, Status, Table
from data.store import (
    SAVED_COLUMNS,
    ChannelBusy,
    StaleWrite,
    Store,
    StoreOutcomeUnknown,
    StoreUnavailable,
    UnreadableRow,
)
from kept import Locks
from rules.base import (
    DEFAULT_STAKE,
    Action,
    Cancelled,
    ComputerJoined,
    Event,
    Game,
    HostChanged,
    IllegalAction,
    IllegalOption,
    Joined,
    Left,
    Removed,
    StakeChanged,
    Timeout,
    UnreadableState,
)
from rules.dice import SeededDice
from rules.games import GAMES
from rules.info import Chances
from rules.odds.live import settled_chances
from service import lobby
from service.chances import (
    BUSY_SHARE,
    LIVE_CHANCES,
    WARM_UP_AFTER,
    WORKER_SHARE,
    LiveChances,
    engine_options,
    table_options,
)
from service.errors import Refusal
from service.live import Known, Live, LiveTables
from service.nudges import MIN_NUDGE_DELAY, NUDGE_SHARE, Nudges
from service.players import Player
from service.prepared import Prepared
from service.settings import (
    MAX_TURN_TIMEOUT,
    MIN_TURN_TIMEOUT,
    ServerSettings,
    check_channel,
    check_computers,
    table_locale,
    table_turn_timeout,
)
from service.shards import TIMESTAMP_SHIFT, Shards
from service.start_chances import StartChances
from service.timers import COMPACT_SLACK, Timers
from service.workers import Workers

log = logging.getLogger(__name__)

MIN_STAKE, MAX_STAKE = 1, 99
UNSHOWN_WINDOW = 30.0  # seconds a committed change may wait to be shown (rate limits included)
REREAD_SECONDS, REREAD_AT_MOST = 1.0, 8.0  # a table read again after a lost commit: first retry, longest wait
AGAIN_WINDOW = 600.0  # seconds a finished table offers Play again / Rematch: old games stop inviting clicks
# The saved columns a change's play decides; the clock decides the others when it commits (``_set_clock``), and
# the store writes the version and the time of every save anyway.
_PLAYED_COLUMNS = tuple(column for column in SAVED_COLUMNS if column not in ("deadline", "updated_at", "version"))
_DEADLINE = frozenset({"deadline"})


@dataclass
class Change:
    """A committed change: the table as stored, its game (if started), what happened."""

    table: Table
    game: Game | None = None
    events: list[Event] = field(default_factory=list)  # in order: the newest entries of the table's log
    previous: Table | None = None  # for "play again": the finished table
    computers: bool = True  # a lobby: whether its server allows computer seats (shown; the button offered)
    chances: tuple[float, ...] | None = None  # a game's live win chances per seat, when known (service/chances.py)


Listener = Callable[[Change], Awaitable[None]]
# A change to a table: given the committed table and a copy of its game (the game's to play on), the new table and
# what happened.
Apply = Callable[[Table, Game | None], tuple[Table, list[Event]]]


class TableService:
    def __init__(
        self,
        store: Store,
        *,
        clock: Callable[[], float] = time.time,
        new_seed: Callable[[], bytes] = lambda: os.urandom(32),
        computer_delay: float = 1.0,
        shards: Shards | None = None,
        keep_start_chances: bool = False,
        workers: Workers | None = None,
        worker_share: float = WORKER_SHARE,
        busy_share: float | None = BUSY_SHARE,
        warm_up_after: float = WARM_UP_AFTER,
    ) -> None:
        """``keep_start_chances``: store each game's chances when it starts, for luck (the bot does; most tests
        need no worker process). ``workers``: the worker process, closed with the service (a new one unless given);
        ``worker_share`` and ``busy_share``: how the live chances give way to the clicks, ``warm_up_after``: when
        the worker starts and solves the commonest chains (service/chances.py). A
        test that waits for an estimate gives a worker at its own priority and lifts both, to wait for the worker
        alone, not for the machine's load."""
        self.store = store
        self.clock = clock
        self.new_seed = new_seed
        self.computer_delay = computer_delay
        # the guilds this process answers for: it alone times and redraws their tables (service/shards.py)
        self.shards = shards or Shards()
        self._on_shards = None if self.shards.everything else self.shards
        # what ``_owns`` asks, as plain values: a click calls nothing in service/shards.py
        self._owns_all = self.shards.everything
        self._shard_count, self._shard_ids = self.shards.count, frozenset(self.shards.ids)
        self.listeners: list[Listener] = []
        # told of every table whose commit just ended it (finished or cancelled), whatever ended it; each starts its
        # own work (a tournament records the table's ranking) off the way of the click or timer that ended it
        self.ended: list[Callable[[Change], None]] = []
        # stored deadlines are read a page at a time as they come near, not all at start (service/timers.py)
        self.timers = Timers(
            self.on_deadline, clock, lambda after, limit: store.deadlines_after(after, limit, self._on_shards)
        )
        self.settings = ServerSettings(store, clock)  # /settings, applied to the tables opened here
        self.nudges = Nudges(store, self.settings, self._table_and_game, clock, self._on_shards,  # turn pings
                             changed=self._arm)
        self._locks: Locks[int] = Locks()
        self._changing = 0  # changes in progress (waiting for their table or committing)
        self._set_aside: set[int] = set()  # tables whose game could not be read, logged once each
        self._rereads: dict[int, asyncio.Task[None]] = {}  # tables to show again once the store answers
        # this process's tables as last committed, decoded, with what is derived from them: the one cache of live
        # tables (service/live.py)
        self._live = LiveTables()
        # the bot's worker process: estimates, exact chains, pictures (service/workers.py)
        self.workers = workers if workers is not None else Workers()
        # live win chances, off the click path; those known are kept in the live tables' entries
        self.chances = LiveChances(self.workers, live=self._live, share=worker_share, busy_share=busy_share,
                                   warm_up_after=warm_up_after)
        self.start_chances = StartChances(store, self.workers) if keep_start_chances else None

    # --- life cycle -------------------------------------------------------
    async def start(self) -> None:
        """Re-arm the timers of this process's guilds' live tables (after a restart), the earliest now and the
        others as their time comes near; start the clock."""
        await self.timers.read_first_page()
        self.timers.start()
        await self.nudges.start()
        self.chances.start()

    async def stop(self) -> None:
        for reread in list(self._rereads.values()):
            reread.cancel()
        await self.timers.stop()
        await self.nudges.stop()
        await self.chances.close()
        if self.start_chances is not None:
            await self.start_chances.close()
        self.workers.close()

    @property
    def live_tables(self) -> LiveTables:
        """The tables kept live, for the operator's metrics to count (never changed through here)."""
        return self._live

    # --- reading ----------------------------------------------------------
    async def table(self, table_id: int, asker: Player | None = None) -> Change:
        """The table as stored; with ``asker``, refused unless asked from the table's channel."""
        table = await self._load(table_id, asker)
        return await self._with_settings(Change(table, self._game_of(table)))

    async def _with_settings(self, change: Change) -> Change:
        """A lobby shows the server settings that apply to it (kept in memory: nothing is read)."""
        if change.table.status is Status.LOBBY:
            change.computers = (await self.settings.of(change.table.guild_id)).computers
        change.chances = chances_of(self.chances, change.table, change.game)
        return change

    async def _table_and_game(self, table_id: int) -> tuple[Table, Game | None]:
        change = await self.table(table_id)
        return change.table, change.game

    async def live_in_channel(self, channel_id: int) -> Change:
        table = await self._live_table(channel_id)
        return await self._with_settings(Change(table, self._game_of(table)))

    async def last_in_channel(self, channel_id: int) -> Change:
        table = await self._read(self.store.last_table(channel_id))
        if table is None:
            raise Refusal("channel.no_game")
        return Change(table, self._game_of(table))

    async def last_changed_ids(self) -> list[int]:
        """Ids of the tables changed in the moments before the bot last stopped.

        A crash between committing a click and answering it leaves that table's
        message a move behind; only tables changed that close to the newest
        change can be in that state, so a restart need not touch the others.
        """
        return await self.store.last_changed(UNSHOWN_WINDOW, self._on_shards)

    async def last_changed(self, table_ids: Sequence[int] | None = None) -> list[Change]:
        """Those tables as stored (``table_ids``: these of them, a batch); one that cannot be read is left out."""
        changes = []
        for table_id in await self.last_changed_ids() if table_ids is None else table_ids:
            try:
                changes.append(await self.table(table_id))
            except Exception as error:  # a game the rules cannot read, or a row even the store cannot decode
                self._note_unreadable(table_id, f"{type(error).__name__}: {error}")
        return changes

    # --- opening ----------------------------------------------------------
    async def open(
        self,
        kind: str,
        guild_id: int | None,
        channel_id: int,
        host: Player,
        options: dict[str, Any],
        turn_timeout: int | None = None,
        locale: str = "en-US",
        stake: int | None = None,
        parent_id: int | None = None,
    ) -> Change:
        """A new lobby with the host seated (refused if the channel has a live table, or is not one of the
        server's game channels; a thread, ``parent_id`` given, is one where its channel is). The server's settings
        choose the language over ``locale`` (Discord's server locale) and the turn timeout when none is given."""
        chosen = await self.settings.of(guild_id)
        check_channel(chosen, channel_id if parent_id is None else parent_id)
        turn_timeout, locale = table_turn_timeout(chosen, turn_timeout), table_locale(chosen, locale)
        game = GAMES[kind]
        try:
            game_options = {**game.options.from_dict(engine_options(options)).to_dict(), **table_options(options)}
        except IllegalOption as error:
            raise Refusal("option.invalid", option=error.option, value=error.value) from None
        if not MIN_TURN_TIMEOUT <= turn_timeout <= MAX_TURN_TIMEOUT:
            raise Refusal("option.invalid", option="turn_timeout", value=turn_timeout)
        now = self.clock()
        table = Table(
            kind=kind,
            guild_id=guild_id,
            channel_id=channel_id,
            host_id=host.user_id,
            seed=self.new_seed().hex(),
            options=game_options,
            turn_timeout=turn_timeout,
            locale=locale,
            seats=(Seat(host.user_id, host.name, stake=self._default_stake(game_options, stake)),),
            created_at=now,
            updated_at=now,
        )
        return await self._with_settings(Change(await self._create(table, "channel.busy")))

    async def set_message(self, table_id: int, message_id: int) -> None:
        await self.store.set_message(table_id, message_id)
        self._live.message_moved(table_id, message_id)

    @staticmethod
    def _default_stake(options: Mapping[str, Any], stake: int | None) -> int | None:
        if not options.get("stakes"):
            return None
        return stake if stake is not None else DEFAULT_STAKE

    # --- the lobby --------------------------------------------------------
    async def join(self, table_id: int, player: Player, stake: int | None = None) -> Change:
        """Seat ``player``; one invited by Play again rejoins at their last stake unless they give one."""

        def change(table: Table, _: Game | None) -> tuple[Table, list[Event]]:
            table, invited = lobby.take_invited(table, player.user_id)
            remembered = invited.stake if invited is not None else None
            chosen = self._default_stake(table.options, stake if stake is not None else remembered)
            if chosen is not None and not MIN_STAKE <= chosen <= MAX_STAKE:
                raise Refusal("stake.invalid")
            table, changed = lobby.join(table, GAMES[table.kind].game, player, chosen)
            return table, [(StakeChanged if changed else Joined)(user_id=player.user_id, stake=chosen)]

        return await self._change(table_id, change, player)

    async def leave(self, table_id: int, player: Player) -> Change:
        def change(table: Table, _: Game | None) -> tuple[Table, list[Event]]:
            table, emptied = lobby.leave(table, player)
            return table, [Left(user_id=player.user_id, cancelled=emptied)]

        return await self._change(table_id, change, player)

    async def add_computer(self, table_id: int, player: Player) -> Change:
        check_computers(await self.settings.of((await self._load(table_id, player)).guild_id))
        def change(table: Table, _: Game | None) -> tuple[Table, list[Event]]:
            stake = self._default_stake(table.options, None)
            table, seat = lobby.add_computer(table, GAMES[table.kind].game, player, stake)
            return table, [ComputerJoined(user_id=seat.user_id)]

        return await self._change(table_id, change, player)

    async def start_game(self, table_id: int, player: Player) -> Change:
        """Start with whoever is seated. After Play again the last game's players keep their turn order
        (newcomers after them), and a game that carries state into its rematch (Buck Dice) gets it."""
        previous_id = (await self._load(table_id, player)).previous_id
        previous = await self._read(self.store.load_table(previous_id)) if previous_id is not None else None
        finished = self._game_of(previous, needed=False) if previous is not None else None

        def change(table: Table, _: Game | None) -> tuple[Table, list[Event]]:
            game_class = GAMES[table.kind].game
            lobby.check_start(table, game_class, player)
            dice = SeededDice(bytes.fromhex(table.seed))
            order = None
            if previous is not None:
                table, order = lobby.rematch_order(table, previous)
            rematch = finished.rematch(dice, order) if finished is not None and order is not None else None
            stakes = [s.stake or DEFAULT_STAKE for s in table.seats] if table.options.get("stakes") else None
            game, events = rematch or game_class.start(len(table.seats), engine_options(table.options), dice, stakes)
            return replace(table, status=Status.PLAYING, state=game.to_dict()), events

        started = await self._change(table_id, change, player, action="start")
        if self.start_chances is not None:
            self.start_chances.started(started.table)  # for luck, off this click's path
        return started

    async def cancel(self, table_id: int, player: Player) -> Change:
        """End a live table; works on a table whose game cannot be read (it needs no game)."""

        def change(table: Table, _: Game | None) -> tuple[Table, list[Event]]:
            if not table.status.live:
                raise Refusal("table.over")
            lobby.require_host(table, player)
            return replace(table, status=Status.CANCELLED), [Cancelled(user_id=player.user_id)]

        return await self._change(table_id, change, player, needs_game=False)

    async def cancel_in_channel(self, channel_id: int, player: Player) -> Change | None:
        """/game cancel; None when the table's row could not be read at all and was retired as it is."""
        try:
            table = await self.store.live_table(channel_id)
        except UnreadableRow as damaged:
            self._note_unreadable(damaged.table_id, damaged.reason)
            if player.user_id != damaged.host_id and not player.can_manage:
                raise Refusal("lobby.host_only") from None
            await self.store.retire_unreadable(damaged.table_id)
            self._live.pop(damaged.table_id, None)
            self.timers.cancel(damaged.table_id)
            self.nudges.withdraw(damaged.table_id)
            return None
        if table is None:
            raise Refusal("channel.no_table")
        return await self.cancel(table.id, player)

    # --- playing ----------------------------------------------------------
    async def act(self, table_id: int, player: Player, step: int, action: Action | str) -> Change:
        """Play ``action`` (or its text, as a click names it) for ``player``, as clicked on the table shown at
        ``step``."""
        return await self._change(table_id, self._mover(player, step, action), player, action=str(action))

    def _mover(
        self, player: Player, step: int, action: Action | str
    ) -> Apply:
        """The change ``act`` makes: ``player`` plays ``action`` if they may, on the table drawn at ``step``."""

        def change(table: Table, game: Game | None) -> tuple[Table, list[Event]]:
            seat = _turn_of(table, game, player, step)
            assert game is not None  # _turn_of refuses a table without one
            return table, self._play(game, seat, action)

        return change

    async def my_turn(self, table_id: int, player: Player, step: int) -> Change:
        """The table as stored, refused as ``act`` would refuse a move: for a click that only changes what the
        table's message shows (a step of a move menu), so it commits nothing."""
        change = await self.table(table_id, player)
        _turn_of(change.table, change.game, player, step)
        self.nudges.acted(change.table)  # they are at it: no ping needed
        return change

    async def forfeit_in_channel(self, channel_id: int, player: Player) -> Change:
        """/game leave: leave the lobby, or forfeit your seat in a running game."""
        current = await self.live_in_channel(channel_id)
        if current.table.status is Status.LOBBY:
            return await self.leave(current.table.id, player)

        def change(table: Table, game: Game | None) -> tuple[Table, list[Event]]:
            seat = table.seat_of(player.user_id)
            if game is None or seat is None:
                raise Refusal("table.not_seated")
            try:
                return table, game.forfeit(seat)
            except IllegalAction:
                raise Refusal("table.forfeited") from None

        return await self._change(current.table.id, change, player, action="forfeit")

    # --- host controls ----------------------------------------------------
    async def remove_in_channel(self, channel_id: int, player: Player, user_id: int) -> Change:
        """/game remove: the host (or Manage Channel) takes away a player who went away: out of the lobby, or
        forfeiting the running game as its rules say (the action row names them, so the log still replays)."""
        current = await self.live_in_channel(channel_id)
        if user_id == player.user_id:
            raise Refusal("host.remove_self")

        def change(table: Table, game: Game | None) -> tuple[Table, list[Event]]:
            lobby.require_host(table, player)
            seat = table.seat_of(user_id)
            if seat is None or (game is not None and seat in game.forfeited):
                raise Refusal("host.not_seated", player=user_id)
            removed = Removed(user_id=user_id, by=player.user_id)
            if game is None:
                table = lobby.without_seat(table, seat)
                if user_id == table.host_id:  # a manager who removes a lone host cancels the lobby
                    table = lobby.pass_host(table) or replace(table, status=Status.CANCELLED)
                return table, [removed]
            events = [removed, *game.forfeit(seat)]
            if user_id == table.host_id:
                table = lobby.pass_host(table, frozenset(game.forfeited)) or table
            return table, events

        started = current.table.status is not Status.LOBBY
        removed_player = replace(player, user_id=user_id)  # whom the action row names: the one who forfeits
        return await self._change(current.table.id, change, removed_player if started else player,
                                  action="forfeit" if started else None)

    async def hand_host_in_channel(self, channel_id: int, player: Player, user_id: int) -> Change:
        """/game host: the host (or Manage Channel) hands the host role to another person playing here."""
        current = await self.live_in_channel(channel_id)

        def change(table: Table, game: Game | None) -> tuple[Table, list[Event]]:
            lobby.require_host(table, player)
            seat = table.seat_of(user_id)
            if seat is None or table.seats[seat].computer or (game is not None and seat in game.forfeited):
                raise Refusal("host.not_seated", player=user_id)
            if user_id == table.host_id:
                raise Refusal("host.already", player=user_id)
            return replace(table, host_id=user_id), [HostChanged(user_id=user_id, by=player.user_id)]

        return await self._change(current.table.id, change, player)

    async def play_again(self, table_id: int, player: Player) -> Change:
        """A lobby for the next game in the channel, hosted by whoever asked (seated at their last stake).

        The last game's other players are invited: each rejoins with one click, at their last stake. Its
        computer seats come along if the server still allows them; players who left it are not invited.
        Buck Dice's rotation carries over when the host starts (``start_game``).
        """
        old = await self._load(table_id, player)
        if old.status.live:
            raise Refusal("again.not_finished")
        if old.seat_of(player.user_id) is None and not player.can_manage:
            raise Refusal("table.not_seated")
        if old.again_closed or (old.status is Status.FINISHED and old.deadline is not None
                                and old.deadline <= self.clock()):
            raise Refusal("again.expired")
        finished = self._game_of(old)
        gone = finished.forfeited if finished is not None else set()
        stayed = [seat for index, seat in enumerate(old.seats) if index not in gone]
        host = next((s for s in stayed if s.user_id == player.user_id), None)
        computers = (await self.settings.of(old.guild_id)).computers
        now = self.clock()
        table = Table(
            kind=old.kind,
            guild_id=old.guild_id,
            channel_id=old.channel_id,
            host_id=player.user_id,
            seed=self.new_seed().hex(),
            options=dict(old.options),
            turn_timeout=old.turn_timeout,
            locale=old.locale,
            seats=(
                host or Seat(player.user_id, player.name, stake=self._default_stake(old.options, None)),
                *(s for s in stayed if s.computer and computers),
            ),
            created_at=now,
            updated_at=now,
            invited=tuple(s for s in stayed if not s.computer and s is not host),
            previous_id=old.id,
        )
        table = await self._create(table, "again.exists")
        return Change(table, previous=old, computers=computers)

    async def _create(self, table: Table, busy_key: str) -> Table:
        try:
            created = await self.store.create_table(table)
        except ChannelBusy as busy:
            live = busy.table
            raise Refusal(busy_key, guild=live.guild_id, channel=live.channel_id, message=live.message_id) from None
        self._remember(created, None)
        return created

    def _play(self, game: Game, seat: int, action: Action | str) -> list[Event]:
        try:
            return game.apply(seat, action)
        except IllegalAction as error:
            raise Refusal(f"rules.{error.reason}", **error.params) from None

    # --- the machinery ----------------------------------------------------
    async def _load(self, table_id: int, asker: Player | None) -> Table:
        """The stored table, refused if ``asker`` asks from another channel (a forged or
        copied custom_id must not change, nor be drawn over, another channel's table). A table of this process
        kept live is not read again; one read is kept live (its game decoded once)."""
        live = self._live.used(table_id)
        if live is not None:
            table = live.table
        else:
            read = await self._read(self.store.load_table(table_id))
            if read is None:
                raise Refusal("table.unknown")
            self._remember_read(read)
            table = read
        if asker is not None and asker.channel_id is not None and asker.channel_id != table.channel_id:
            raise Refusal("table.other_channel")
        return table

    async def _read(self, read: Awaitable[Table | None]) -> Table | None:
        """A store read; a row that cannot be decoded is refused like an unreadable game (logged once)."""
        try:
            return await read
        except UnreadableRow as damaged:
            self._note_unreadable(damaged.table_id, damaged.reason)
            raise Refusal("table.unreadable") from None

    async def _live_table(self, channel_id: int) -> Table:
        table = await self._read(self.store.live_table(channel_id))
        if table is None:
            raise Refusal("channel.no_table")
        return table

    def _remember(self, table: Table, game: Game | None) -> None:
        """Keep ``table`` as committed (and its game) live, if it is a table of this process's guilds."""
        if self._owns(table.guild_id):
            kept = self._live.get(table.id)
            if kept is None:
                self._live.keep(table.id, Live(table, game))
            elif kept.table.version <= table.version:  # (else a read that raced a commit: the newer one stays)
                self._live.keep(table.id, Live(table, game, kept.chances))  # the chances known for it stay

    def _owns(self, guild_id: int | None) -> bool:
        """Whether the table of ``guild_id`` is this process's to keep live and to time (``Shards.owns``)."""
        if self._owns_all:
            return True
        return ((guild_id >> TIMESTAMP_SHIFT) % self._shard_count if guild_id is not None else 0) in self._shard_ids

    def _remember_read(self, table: Table) -> None:
        """Keep a table just read live, with its game: unless that cannot be read (it is refused every time)."""
        if not self._owns(table.guild_id):
            return
        try:
            game = GAMES[table.kind].game.from_dict(table.state) if table.state is not None else None
        except UnreadableState:
            return
        self._remember(table, game)

    def _game_of(self, table: Table, *, needed: bool = True) -> Game | None:
        """The table's game (None before it starts): the live one for a live table. A stored game that cannot be
        read is refused with ``table.unreadable``, or, when not ``needed``, taken as no game."""
        if table.state is None:
            return None
        live = self._live.get(table.id)
        if live is not None and live.table is table:
            return live.game
        try:
            return GAMES[table.kind].game.from_dict(table.state)
        except UnreadableState as error:
            self._note_unreadable(table.id, error.reason)
            if needed:
                raise Refusal("table.unreadable") from None
            return None

    def _note_unreadable(self, table_id: int, reason: str) -> None:
        """Log a table set aside, once per process: every click on it would log it again otherwise."""
        if table_id not in self._set_aside:
            self._set_aside.add(table_id)
            log.error("table %s set aside: its stored game cannot be read (%s)", table_id, reason)

    async def _change(
        self,
        table_id: int,
        apply: Apply,
        player: Player | None = None,
        *,
        action: str | Callable[[], str | None] | None = None,
        needs_game: bool = True,
    ) -> Change:
        """Run ``apply`` on the stored table for ``player`` (None: the bot itself) and commit.

        ``action`` is what the log records (a callable when only ``apply`` knows the move, as
        for a timeout). Without ``needs_game`` a game that cannot be read is left as stored.
        """
        self._changing += 1
        try:
            async with self._locks.of(table_id):
                committed = await self._load(table_id, player)
                user_id = player.user_id if player else None
                prepared = self._prepare(committed, apply, action, user_id, needs_game=needs_game)
                change = await self._commit(prepared, alone=self._changing == 1)  # no other change in progress
        finally:
            self._changing -= 1
        return await self._with_settings(change)

    def _prepare(
        self,
        committed: Table,
        apply: Apply,
        action: str | Callable[[], str | None] | None,
        user_id: int | None,
        *,
        needs_game: bool = True,
    ) -> Prepared:
        """``apply`` played on ``committed`` and a copy of its game (the committed game stays as it is until the
        commit is done), with the moves it forces, the game's state encoded and the log and action rows
        written: all of the change but the clock."""
        known = self._game_of(committed, needed=needs_game)
        game = known.copy() if known is not None else None
        table, events = apply(committed, game)
        if committed.state is None:
            game = self._game_of(table)  # the game ``apply`` may just have started
        logged = action() if callable(action) else action
        forced = self._play_forced(table, game)
        stored = [e.to_dict() for e in events]  # the log and the action rows hold the same entries
        forced_stored = [(move, [e.to_dict() for e in happened]) for move, happened in forced]
        entries = (*table.log, *stored, *(entry for _, entries in forced_stored for entry in entries))[-LOG_LENGTH:]
        results: list[Result] = []
        if game is None:
            table = table.evolve(log=entries)
        else:
            finished = game.is_over and table.status is Status.PLAYING
            status = Status.FINISHED if finished else table.status
            table = table.evolve(state=game.to_dict(), status=status, log=entries)
            if finished:
                results = self._results(table, game)
        actions = [{"user_id": user_id, "action": logged, "events": stored}] if logged else []
        actions += [{"user_id": None, "action": move, "events": entries} for move, entries in forced_stored]
        happened = events + [event for _, moved in forced for event in moved]
        # the new log entries are in the action rows (the move's, each forced move's) unless the change logs no
        # action: only then is the log written itself (Store.save_table)
        log_in_actions = bool(logged) or not stored
        changed = frozenset(name for name in _PLAYED_COLUMNS if not (name == "log" and log_in_actions)
                            and getattr(table, name) != getattr(committed, name))
        return Prepared(committed, table, game, happened, actions, changed, self.store.encode(table, changed), results)

    def _set_clock(self, table: Table, game: Game | None) -> Table:
        """``table`` as of now: its time and, from it, its deadline."""
        now = self.clock()
        return table.evolve(updated_at=now, deadline=self._deadline(table, game, now))

    async def _commit(self, prepared: Prepared, *, alone: bool = False) -> Change:
        """Commit the prepared change, writing only the columns that changed; once it is committed its table is
        the live one. Should the commit fail, the table is read again next time. ``alone``: no other change is
        in progress (Store.save_table)."""
        committed, game = prepared.committed, prepared.game
        table = self._set_clock(prepared.table, game)
        changed = prepared.changed | _DEADLINE if table.deadline != committed.deadline else prepared.changed
        try:
            table = await self.store.save_table(table, prepared.actions, prepared.results, changed=changed,
                                                alone=alone, encoded=prepared.encoded)
        except StaleWrite:
            # another process changed it between our read and write: nothing was applied; its write may have
            # moved the deadline, so the timer follows the row as it is now
            self._live.pop(table.id, None)
            await self._follow_stored(table.id)
            raise Refusal("turn.stale") from None
        except StoreOutcomeUnknown:
            # sent, and its answer lost: the move may be stored or not, so nobody is told "nothing was changed";
            # the table is shown as the store kept it once the store answers again
            self._live.pop(table.id, None)
            self._show_when_readable(table.id)
            raise Refusal("error.store_outcome_unknown") from None
        except BaseException:
            self._live.pop(table.id, None)  # not committed, or not known to be: read it again next time
            raise
        live = self._live.get(table.id)
        if live is not None:  # (else it was let go meanwhile: the store has its message id, read it there)
            if live.table.message_id != table.message_id:  # stored meanwhile: a save never writes it
                table = table.evolve(message_id=live.table.message_id)
            self._remember(table, game)
        self._arm(table)
        change = Change(table, game, prepared.events)
        if committed.status.live and not table.status.live:
            for hear in self.ended:
                hear(change)
        return change

    def _show_when_readable(self, table_id: int) -> None:
        """Read the table again (its timer armed from the row) and hand it to the listeners, as soon as the store
        answers: a change nobody is told about otherwise."""
        if table_id not in self._rereads:
            self._rereads[table_id] = asyncio.create_task(self._show_stored(table_id), name="pips-reread")
            self._rereads[table_id].add_done_callback(lambda _: self._rereads.pop(table_id, None))

    async def _show_stored(self, table_id: int) -> None:
        delay = REREAD_SECONDS
        while True:
            try:
                async with self._locks.of(table_id):
                    change = await self.table(table_id)
                    self._arm(change.table)
                break
            except StoreUnavailable as error:
                log.warning("table %s: reading it again after a lost commit failed: %s", table_id, error)
                await asyncio.sleep(delay)
                delay = min(delay * 2, REREAD_AT_MOST)
            except Refusal:
                return  # gone, or set aside (logged once)
        for listener in self.listeners:
            try:
                await listener(change)
            except Exception:
                log.exception("showing table %s failed", table_id)

    async def _follow_stored(self, table_id: int) -> None:
        """Arm the table's timer from its row as stored now (as another process left it)."""
        try:
            stored = await self.store.load_table(table_id)
        except UnreadableRow:  # the click is refused all the same
            return
        # (StoreUnavailable goes up: a click is told to try again, a timer tries again, so none is lost)
        if stored is not None:
            self._arm(stored)

    @staticmethod
    def _play_forced(table: Table, game: Game | None) -> list[tuple[str, list[Event]]]:
        """Play at once the moves nobody has a choice over (``Game.forced_action``), in the same commit. Each
        is an action row of its own, made by the bot (no user), so the log still replays move by move."""
        moves: list[tuple[str, list[Event]]] = []
        while game is not None and table.status is Status.PLAYING and game.current_player is not None:
            move = game.forced_action()
            if move is None:
                break
            moves.append((str(move), game.apply(game.current_player, move)))
        return moves

    def _arm(self, table: Table) -> None:
        """Keep the table's one timer in step with its stored deadline, and its turn ping with its turn. Only the
        process of the table's guild times it: another one timing it too would only lose the race to the version
        guard. The timers' and the pings' tasks read what is written here (a click runs no code of theirs)."""
        deadline = table.deadline
        set_due(self.timers, table.id, deadline if self._owns(table.guild_id) else None)
        nudges = self.nudges
        if table.id in nudges.sending:  # its ping, being sent, announces an older turn: withdrawn once sent
            nudges.sending[table.id] = table.version
        elif (ping := nudges.pings.get(table.id)) is not None and ping.version < table.version:
            nudges.withdraw_later(table.id, before=table.version)  # its ping is for an older turn
        # when the turn gets its ping (service/nudges.py ``nudge_time``), unless its deadline comes first
        nudge = None
        if table.status is Status.PLAYING and deadline is not None:
            nudge = table.updated_at + max(table.turn_timeout * NUDGE_SHARE, MIN_NUDGE_DELAY)
            if nudge < deadline:
                nudges.until[table.id] = deadline
            else:
                nudge = None
        if nudge is None:
            nudges.until.pop(table.id, None)
        set_due(nudges.timers, table.id, nudge)

    def _deadline(self, table: Table, game: Game | None, now: float) -> float | None:
        """When the bot acts on ``table`` changed ``now`` by itself, if it does."""
        if table.status is Status.FINISHED and not table.again_closed:
            return now + AGAIN_WINDOW  # then its Play again expires (a stored deadline: restarts keep it)
        if table.status is not Status.PLAYING or game is None or game.current_player is None:
            return None
        seat = table.seats[game.current_player]
        delay = self.computer_delay if seat.computer else table.turn_timeout
        return now + delay

    @staticmethod
    def _results(table: Table, game: Game) -> list[Result]:
        outcome = game.outcome()
        assert outcome is not None
        return [
            Result(
                user_id=seat.user_id,
                name=seat.name,
                computer=seat.computer,
                seat=index,
                won=index in outcome.winners,
                lost=index in outcome.losers,
                score=outcome.scores[index],
                rounds=game.rounds_of(index),
                points=outcome.scores[index],
            )
            for index, seat in enumerate(table.seats)
        ]

    async def on_deadline(self, table_id: int) -> None:
        """A table's deadline came: a computer seat plays, an idle player is played for, or a finished table's
        Play again expires (the listener redraws it once, without the button)."""

        played: list[Action] = []  # the move chosen, for the action log (replay needs the real move)

        def change(table: Table, game: Game | None) -> tuple[Table, list[Event]]:
            if table.deadline is None or table.deadline > self.clock() + 0.001:
                raise _NothingDue
            if table.status is Status.FINISHED:
                return replace(table, again_closed=True), []
            if game is None:
                raise _NothingDue
            seat = game.current_player
            assert seat is not None
            events: list[Event] = [] if table.seats[seat].computer else [Timeout(player=seat)]
            played.append(game.auto_action())
            return table, events + game.apply(seat, played[0])

        try:
            result = await self._change(table_id, change, action=lambda: str(played[0]) if played else None)
        except (_NothingDue, Refusal):
            return  # moved on, ended, or set aside (logged once by _game_of)
        for listener in self.listeners:
            try:
                await listener(result)
            except Exception:
                log.exception("showing table %s failed", table_id)


def set_due(timers: Timers, table_id: int, when: float | None) -> None:
    """``timers.schedule(table_id, when)``, or ``timers.cancel(table_id)`` for None, written out over the timers'
    data: each commit arms its table's timers, and a click calls into no other module (service/timers.py)."""
    due = timers.due
    if when is None:
        due.pop(table_id, None)
        if not timers.read_all:  # its stored deadline, if not read yet, must not arm it later
            timers.forgotten.add(table_id)
        return
    if timers.forgotten:
        timers.forgotten.discard(table_id)
    if due.get(table_id) == when:
        return
    due[table_id] = when
    heap = timers.heap
    if len(heap) >= 2 * len(due) + COMPACT_SLACK:  # replaced entries would pile up under a far deadline
        heap[:] = [(at, table) for table, at in due.items()]
        heapq.heapify(heap)
    else:
        heapq.heappush(heap, (when, table_id))
    if heap[0] == (when, table_id):
        timers.wake.set()  # the earliest now: the task waits for it


def chances_of(chances: LiveChances, table: Table, game: Game | None, *, ask: bool = True) -> Chances | None:
    """The chances to show for the table now: its step's when known (kept in its live entry, or an exact position
    the worker solved, ``Game.exact_chances``), else the last known (or None); with ``ask``, its step is asked for
    once the table stays quiet at it (service/chances.py). None for a table that does not show them, and for one
    not in play. A plain lookup: the click calls into no chances or odds module."""
    if game is None or table.status is not Status.PLAYING or table.options.get(LIVE_CHANCES, True) is False:
        return None
    if game.is_over:
        return settled_chances(game)
    live = chances.live.get(table.id)
    known = live.chances if live is not None else None
    if known is not None and known.seed != table.seed:
        known = None
    if known is not None and known.step == game.step:
        return known.chances
    exact = game.exact_chances(chances.exact) if chances.exact else None
    if exact is not None:
        if ask and live is not None:
            chances.live[table.id] = replace(live, chances=Known(table.seed, game.step, exact))
        return exact
    if ask and (known is None or known.step < game.step):
        if chances.quiet <= 0:
            chances.settled(table, game)
            return known.chances if known is not None else None
        settling = chances.settling
        waiting = settling.get(table.id)
        if waiting is None or waiting[2].step != game.step:  # (the same step drawn again is not a move)
            settling.pop(table.id, None)
            loop = asyncio.get_running_loop()
            due = loop.time() + chances.quiet
            settling[table.id] = (due, table, game)
            if chances.sweep_at is None:
                chances.sweep_at = loop.call_at(due, chances.sweep)
    return known.chances if known is not None else None


def _turn_of(table: Table, game: Game | None, player: Player, step: int) -> int:
    """The seat of ``player`` if a click of theirs drawn at ``step`` may move now; else the Refusal to answer."""
    if game is None:
        raise Refusal("table.not_started" if table.status is Status.LOBBY else "table.over")
    if not table.status.live or game.is_over:
        raise Refusal("table.over")
    seat = table.seat_of(player.user_id)
    if seat is None:
        raise Refusal("table.not_seated")
    if seat in game.forfeited:
        raise Refusal("table.removed" if _was_removed(table, player.user_id) else "table.forfeited")
    if step != game.step:  # a double click, or a click on a table that moved on
        raise Refusal("turn.stale")
    if seat != game.current_player:
        raise Refusal("turn.not_yours", player=table.seats[game.current_player].user_id)  # type: ignore[index]
    return seat


def _was_removed(table: Table, user_id: int) -> bool:
    """Whether the table's recent log says the host removed this player (else they left by themselves)."""
    read = GAMES[table.kind].read_event
    return any(isinstance(event := read(entry), Removed) and event.user_id == user_id for entry in table.log)


class _NothingDue(Exception):
    """The timer was stale: the table moved on before it fired."""
