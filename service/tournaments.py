"""Tournaments: a sign-up, then rounds of ordinary tables (each in a thread of the channel) to a champion.

The pure part (``rules.tournament``: the deal, who goes on, ties) is the tournament's own; this module keeps it
stored (``Store.create_tournament`` / ``save_tournament``, version-guarded, one lock per tournament) and plays its
tables through the table service as a `/<game> start` would, players already seated. It hears of every table that
ends (``TableService.ended``) and records the ranking its game declares (``GameInfo.ranking``); the round's last
table deals the next round. What the Discord side must do (open the round's threads, redraw the bracket) goes out
through ``listeners``, one way. Every step is stored before it is acted on, and ``catch_up`` at start-up finishes
what a stop interrupted: a table that ended unheard is recorded, a round whose tables were not all opened is told
to the listeners again.
"""

from __future__ import annotations

import asyncio
import logging
import os
import time
from collections.abc import Awaitable, Callable, Mapping
from dataclasses import dataclass, fields, replace
from typing import Any

from data.records import Status
from data.store import StaleWrite, Store, TournamentRow
from kept import Locks
from rules.base import IllegalOption
from rules.games import GAMES
from rules.tournament import Tournament, TournamentError
from service.chances import TABLE_OPTIONS, engine_options, table_options
from service.errors import Refusal
from service.players import Player
from service.settings import check_channel
from service.tables import Change, TableService

log = logging.getLogger(__name__)

MAX_ENTRANTS = 100
CLOSE_PATIENCE = 5.0  # seconds a shutdown waits for what ended tables started (a round being opened), as for clicks


@dataclass(frozen=True)
class Where:
    """Where one table of a round plays: its thread and its table, once opened."""

    thread_id: int | None = None
    table_id: int | None = None


@dataclass
class Cup:
    """A tournament as the service works on it: its row, the pure tournament, names, and where its tables are."""

    row: TournamentRow
    tournament: Tournament
    names: dict[int, str]
    seats: list[list[Where]]  # per round, per table
    locale: str = "en-US"  # the server's Discord locale at sign-up: its tables' language unless /settings chose

    @classmethod
    def of(cls, row: TournamentRow) -> Cup:
        state = row.state
        return cls(
            row,
            Tournament.from_dict(state["tournament"]),
            {int(user): str(name) for user, name in state["names"].items()},
            [[Where(s.get("thread_id"), s.get("table_id")) for s in played] for played in state["seats"]],
            str(state.get("locale", "en-US")),
        )

    def state(self) -> dict[str, Any]:
        return {
            "tournament": self.tournament.to_dict(),
            "names": {str(user): name for user, name in self.names.items()},
            "seats": [[{"thread_id": s.thread_id, "table_id": s.table_id} for s in played] for played in self.seats],
            "locale": self.locale,
        }

    @property
    def id(self) -> int:
        return self.row.id

    def unopened(self) -> list[tuple[int, int]]:
        """The (round, table) indices of the current round whose table is not opened yet."""
        if not self.seats or self.row.status != "playing":
            return []
        current = len(self.seats) - 1
        return [(current, index) for index, seat in enumerate(self.seats[current]) if seat.table_id is None]

    def where(self, table_id: int) -> tuple[int, int] | None:
        for round_index, played in enumerate(self.seats):
            for index, seat in enumerate(played):
                if seat.table_id == table_id:
                    return round_index, index
        return None


Listener = Callable[[Cup], Awaitable[None]]


class TournamentService:
    def __init__(
        self,
        store: Store,
        tables: TableService,
        *,
        clock: Callable[[], float] = time.time,
        new_seed: Callable[[], bytes] = lambda: os.urandom(32),
    ) -> None:
        self.store = store
        self.tables = tables
        self.clock = clock
        self.new_seed = new_seed
        self.listeners: list[Listener] = []  # the Discord side: open the unopened tables, redraw the bracket
        self._locks: Locks[int] = Locks()
        self._by_table: dict[int, int] = {}  # table id → the tournament playing it
        self._tasks: set[asyncio.Task[None]] = set()
        tables.ended.append(self._table_ended)

    async def close(self, patience: float = CLOSE_PATIENCE) -> None:
        """Stop hearing of tables that end (the cog holding this service is unloaded), and let what the tables that
        ended started finish: a round being opened keeps the thread Discord made for it, which a later start would
        otherwise make again. What is still running after ``patience`` seconds is cancelled."""
        if self._table_ended in self.tables.ended:
            self.tables.ended.remove(self._table_ended)
        if self._tasks:
            _, running = await asyncio.wait(set(self._tasks), timeout=patience)
            for task in running:
                task.cancel()
            await asyncio.gather(*running, return_exceptions=True)

    # --- sign-up ----------------------------------------------------------------------------------------------

    async def open(
        self,
        kind: str,
        guild_id: int | None,
        channel_id: int,
        host: Player,
        options: Mapping[str, Any],
        table_size: int | None,
        advance: int,
        locale: str = "en-US",
    ) -> Cup:
        check_channel(await self.tables.settings.of(guild_id), channel_id)
        game = GAMES[kind]
        for name, value in options.items():  # checked now, not when the first tables open
            if name not in {f.name for f in fields(game.options)} | TABLE_OPTIONS | {"turn_timeout"}:
                raise Refusal("option.invalid", option=name, value=value)
        try:
            game.options.from_dict(engine_options({k: v for k, v in options.items() if k != "turn_timeout"}))
            table_options({k: v for k, v in options.items() if k != "turn_timeout"})
        except IllegalOption as error:
            raise Refusal("option.invalid", option=error.option, value=error.value) from None
        size = table_size if table_size is not None else max(game.min_players, min(4, game.max_players))
        if not game.min_players <= size <= game.max_players:
            raise Refusal("tournament.table_size", low=game.min_players, high=game.max_players)
        if not 1 <= advance < size:
            raise Refusal("tournament.advance", most=size - 1)
        tournament = Tournament(size, advance, game.min_players, self.new_seed(), entrants=[host.user_id])
        now = self.clock()
        cup = Cup(
            TournamentRow(guild_id, channel_id, host.user_id, kind, dict(options), {}, created_at=now, updated_at=now),
            tournament,
            {host.user_id: host.name},
            [],
            locale,
        )
        cup.row = await self.store.create_tournament(replace(cup.row, state=cup.state()))
        return cup

    async def cup(self, tournament_id: int) -> Cup:
        row = await self.store.load_tournament(tournament_id)
        if row is None:
            raise Refusal("tournament.gone")
        return Cup.of(row)

    async def join(self, tournament_id: int, player: Player) -> Cup:
        def change(cup: Cup) -> None:
            if cup.row.status != "signup":
                raise Refusal("tournament.started")
            if player.user_id in cup.tournament.entrants:
                raise Refusal("tournament.already_in")
            if len(cup.tournament.entrants) >= MAX_ENTRANTS:
                raise Refusal("tournament.full", most=MAX_ENTRANTS)
            cup.tournament.entrants.append(player.user_id)
            cup.names[player.user_id] = player.name

        return await self._change(tournament_id, change)

    async def leave(self, tournament_id: int, player: Player) -> Cup:
        """Before the start: off the list. After: a forfeit (they go on from no table)."""

        def change(cup: Cup) -> None:
            if cup.row.status not in ("signup", "playing"):
                raise Refusal("tournament.over")
            if player.user_id not in cup.tournament.entrants:
                raise Refusal("tournament.not_in")
            if cup.row.status == "signup":
                cup.tournament.entrants.remove(player.user_id)
            elif player.user_id in cup.tournament.forfeited:
                raise Refusal("tournament.not_in")
            else:
                cup.tournament.forfeit(player.user_id)

        return await self._change(tournament_id, change)

    async def cancel(self, tournament_id: int, player: Player) -> Cup:
        def change(cup: Cup) -> None:
            if cup.row.status not in ("signup", "playing"):
                raise Refusal("tournament.over")
            if player.user_id != cup.row.host_id and not player.can_manage:
                raise Refusal("tournament.host_only")
            cup.row = replace(cup.row, status="cancelled")

        return await self._change(tournament_id, change)

    async def start(self, tournament_id: int, player: Player) -> Cup:
        """Deal the first round (stored); the listeners then open its tables."""

        def change(cup: Cup) -> None:
            if cup.row.status != "signup":
                raise Refusal("tournament.started")
            if player.user_id != cup.row.host_id and not player.can_manage:
                raise Refusal("tournament.host_only")
            if not cup.tournament.can_start():
                raise Refusal("tournament.too_few", needed=cup.tournament.table_size + 1)
            dealt = cup.tournament.start()
            cup.seats.append([Where() for _ in dealt.tables])
            cup.row = replace(cup.row, status="playing")

        return await self._change(tournament_id, change)

    async def set_card(self, tournament_id: int, message_id: int) -> Cup:
        """The message showing the tournament (its sign-up card, then its bracket)."""

        def change(cup: Cup) -> None:
            cup.row = replace(cup.row, message_id=message_id)

        return await self._change(tournament_id, change)

    # --- the tables -------------------------------------------------------------------------------------------

    async def opened_thread(self, tournament_id: int, round_index: int, index: int, thread_id: int) -> Cup:
        """The thread of a table was made: kept before its table is opened there (a restart opens it in it)."""

        def change(cup: Cup) -> None:
            seat = cup.seats[round_index][index]
            if seat.thread_id is None:
                cup.seats[round_index][index] = replace(seat, thread_id=thread_id)

        return await self._change(tournament_id, change)

    async def open_table(self, tournament_id: int, round_index: int, index: int) -> Change:
        """Open the table in its thread, its players seated (computers where the deal added them), and start its
        game, as the host of a `/<game> start` would; kept as the tournament's once opened. Taken up where it
        stopped: a table opened but not yet started is seated and started."""
        cup = await self.cup(tournament_id)
        seat = cup.seats[round_index][index]
        dealt = cup.tournament.rounds[round_index].tables[index]
        players = [Player(user, cup.names.get(user, str(user))) for user in dealt.players]
        first = replace(players[0], can_manage=True)
        if seat.table_id is None:
            assert seat.thread_id is not None
            options = dict(cup.row.options)
            turn_timeout = options.pop("turn_timeout", None)
            opened = await self.tables.open(
                cup.row.kind, cup.row.guild_id, seat.thread_id, first, options, turn_timeout, cup.locale,
                parent_id=cup.row.channel_id,
            )
            table_id = opened.table.id

            def keep(cup: Cup) -> None:
                cup.seats[round_index][index] = replace(cup.seats[round_index][index], table_id=table_id)

            await self._change(tournament_id, keep)
        else:
            table_id = seat.table_id
        self._by_table[table_id] = tournament_id
        change = await self.tables.table(table_id)
        if change.table.status is not Status.LOBBY:
            return change
        for player in players[1:]:
            if change.table.seat_of(player.user_id) is None:
                change = await self.tables.join(table_id, player)
        for _ in range(dealt.computers - sum(1 for s in change.table.seats if s.computer)):
            change = await self.tables.add_computer(table_id, first)
        return await self.tables.start_game(table_id, first)

    def _table_ended(self, change: Change) -> None:
        tournament_id = self._by_table.get(change.table.id)
        if tournament_id is None:
            return
        task = asyncio.create_task(self._record(tournament_id, change), name="pips-tournament")
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    async def _record(self, tournament_id: int, change: Change) -> None:
        try:
            cup = await self.record(tournament_id, change)
        except Exception:
            log.exception("tournament %s: recording table %s failed", tournament_id, change.table.id)
            return
        await self._tell(cup)

    async def record(self, tournament_id: int, change: Change) -> Cup:
        """The ranking of a table that ended, as its game declares it (a table ended without a game: its players
        level, a roll settles who goes on); the next round dealt when this was the last of its round."""
        table, game = change.table, change.game
        outcome = game.outcome() if game is not None and table.status is Status.FINISHED else None
        everyone_level = (tuple(range(len(table.seats))),)
        places = GAMES[table.kind].ranking(outcome) if outcome is not None else everyone_level

        def change_cup(cup: Cup) -> None:
            where = cup.where(table.id)
            if where is None or cup.row.status != "playing":
                return
            round_index, index = where
            dealt = cup.tournament.rounds[round_index].tables[index]
            if dealt.over:
                return
            # the table's seats are the dealt players in order, then its computers: a seat index is a dealt index
            try:
                following = cup.tournament.record(round_index, index, places)
            except TournamentError:
                return
            if following is not None:
                cup.seats.append([Where() for _ in following.tables])
            if cup.tournament.over:
                cup.row = replace(cup.row, status="finished", champion_id=cup.tournament.champion)

        self._by_table.pop(table.id, None)
        return await self._change(tournament_id, change_cup)

    async def catch_up(self) -> list[Cup]:
        """At start-up: the tournaments still going, each table of theirs that ended while nobody heard recorded,
        and the listeners told of each (they open what is not opened and redraw the bracket)."""
        going = []
        for row in await self.store.going_tournaments():
            cup = Cup.of(row)
            for played in cup.seats[-1:]:
                for seat in played:
                    if seat.table_id is None:
                        continue
                    self._by_table[seat.table_id] = cup.id
                    ended = await self.tables.table(seat.table_id)
                    if not ended.table.status.live:
                        cup = await self.record(cup.id, ended)
            going.append(cup)
        return going

    async def _tell(self, cup: Cup) -> None:
        for listener in self.listeners:
            try:
                await listener(cup)
            except Exception:
                log.exception("showing tournament %s failed", cup.id)

    async def _change(self, tournament_id: int, change: Callable[[Cup], None]) -> Cup:
        async with self._locks.of(tournament_id):
            for _ in range(3):
                cup = await self.cup(tournament_id)
                change(cup)
                row = replace(cup.row, state=cup.state(), updated_at=self.clock())
                try:
                    cup.row = await self.store.save_tournament(row)
                except StaleWrite:
                    continue  # another process saved it meanwhile: apply the change to what it stored
                return cup
        raise Refusal("turn.stale")
