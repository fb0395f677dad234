"""Playing through the table service on a real store: turns, refusals, races, games, forfeits, play again, replay."""

from __future__ import annotations

import asyncio
from collections.abc import Sequence
from dataclasses import replace
from typing import Any

import pytest

from data.records import Status, Table
from data.sqlite import SqliteStore
from rules.base import Game
from rules.dice import SeededDice
from rules.games import GAMES
from rules.lcr import Lcr
from service.errors import Refusal
from service.players import Player
from service.tables import AGAIN_WINDOW, Change, TableService
from tests.service.helpers import BOB, CARA, CHANNEL, GUILD, HOST, MODERATOR, PEOPLE, STRANGER, current, start_lcr


def lcr(change: Change) -> Lcr:
    assert isinstance(change.game, Lcr)
    return change.game


async def play_out(service: TableService, change: Change) -> Change:
    """Every seat clicks "roll" on its turn until the game ends, checking the chip invariant at each step."""
    while change.table.status is Status.PLAYING:
        game = lcr(change)
        assert sum(game.chips) + game.pot == game.dealt
        player, step = current(change)
        change = await service.act(change.table.id, player, step, "roll")
    return change


# --- one action -------------------------------------------------------------------


async def test_an_accepted_roll_is_committed_with_its_action(service: TableService, store: SqliteStore) -> None:
    started = await start_lcr(service, BOB, CARA)
    rolled = await service.act(started.table.id, HOST, 0, "roll")

    assert rolled.table.version == started.table.version + 1
    assert lcr(rolled).step == 1
    assert lcr(rolled).current_player == 1
    assert [e.type for e in rolled.events] == ["roll"]
    assert await store.load_table(started.table.id) == rolled.table
    assert rolled.table.state == lcr(rolled).to_dict()
    assert rolled.table.log[-1] == rolled.events[-1].to_dict()
    assert rolled.table.deadline == rolled.table.updated_at + rolled.table.turn_timeout
    logged = await store.actions(started.table.id)
    assert [(a["user_id"], a["action"]) for a in logged] == [(HOST.user_id, "start"), (HOST.user_id, "roll")]
    assert logged[-1]["events"] == [e.to_dict() for e in rolled.events]


async def test_the_recent_log_keeps_only_the_last_entries(service: TableService) -> None:
    change = await start_lcr(service, BOB, CARA)
    for _ in range(15):
        player, step = current(change)
        change = await service.act(change.table.id, player, step, "roll")
    assert len(change.table.log) == 12
    assert change.table.log[-1] == change.events[-1].to_dict()


async def test_a_stranger_cannot_act(service: TableService, refused) -> None:
    table_id = (await start_lcr(service, BOB, CARA)).table.id
    await refused(table_id, service.act(table_id, STRANGER, 0, "roll"), "table.not_seated")
    await refused(table_id, service.act(table_id, MODERATOR, 0, "roll"), "table.not_seated")


async def test_acting_out_of_turn_names_whose_turn_it_is(service: TableService, refused) -> None:
    table_id = (await start_lcr(service, BOB, CARA)).table.id
    refusal = await refused(table_id, service.act(table_id, BOB, 0, "roll"), "turn.not_yours")
    assert refusal.params == {"player": HOST.user_id}


async def test_a_click_from_an_older_step_is_stale(service: TableService, refused) -> None:
    table_id = (await start_lcr(service, BOB, CARA)).table.id
    await service.act(table_id, HOST, 0, "roll")
    # Bob's turn now, but his button was drawn at step 0
    await refused(table_id, service.act(table_id, BOB, 0, "roll"), "turn.stale")
    await refused(table_id, service.act(table_id, BOB, 7, "roll"), "turn.stale")


async def test_an_action_the_rules_do_not_allow_is_refused(service: TableService, refused) -> None:
    table_id = (await start_lcr(service, BOB, CARA)).table.id
    refusal = await refused(table_id, service.act(table_id, HOST, 0, "pass"), "rules.not_legal")
    assert refusal.params == {"action": "pass"}


async def test_acting_in_a_lobby_is_refused(service: TableService, refused) -> None:
    table_id = (await service.open("lcr", GUILD, CHANNEL, HOST, {})).table.id
    await refused(table_id, service.act(table_id, HOST, 0, "roll"), "table.not_started")


async def test_acting_after_the_end_is_refused(service: TableService, refused) -> None:
    finished = await play_out(service, await start_lcr(service, BOB, CARA))
    player = PEOPLE[finished.table.seats[0].user_id]
    await refused(finished.table.id, service.act(finished.table.id, player, lcr(finished).step, "roll"), "table.over")


async def test_acting_in_a_cancelled_game_is_refused(service: TableService, refused) -> None:
    table_id = (await start_lcr(service, BOB, CARA)).table.id
    await service.cancel(table_id, HOST)
    await refused(table_id, service.act(table_id, HOST, 0, "roll"), "table.over")
    cancelled_lobby = (await service.open("lcr", GUILD, CHANNEL, HOST, {})).table.id
    await service.cancel(cancelled_lobby, HOST)
    await refused(cancelled_lobby, service.act(cancelled_lobby, HOST, 0, "roll"), "table.over")


# --- the channel a click comes from ----------------------------------------------------


def elsewhere(player: Player) -> Player:
    """``player`` clicking in another channel: a custom_id copied or forged from another channel's table."""
    return replace(player, channel_id=CHANNEL + 1)


async def test_a_click_from_the_tables_own_channel_is_applied(service: TableService) -> None:
    table_id = (await start_lcr(service, BOB, CARA)).table.id
    rolled = await service.act(table_id, replace(HOST, channel_id=CHANNEL), 0, "roll")
    assert lcr(rolled).step == 1


async def test_a_lobby_is_changed_from_its_own_channel_only(service: TableService, refused) -> None:
    table_id = (await service.open("lcr", GUILD, CHANNEL, HOST, {})).table.id
    await service.join(table_id, BOB)
    await service.join(table_id, CARA)
    for request in (
        service.join(table_id, elsewhere(STRANGER)),
        service.leave(table_id, elsewhere(BOB)),
        service.add_computer(table_id, elsewhere(HOST)),
        service.start_game(table_id, elsewhere(HOST)),
        service.cancel(table_id, elsewhere(HOST)),
    ):
        await refused(table_id, request, "table.other_channel")


async def test_a_game_is_played_from_its_own_channel_only(service: TableService, store: SqliteStore, refused) -> None:
    table_id = (await start_lcr(service, BOB, CARA)).table.id
    await refused(table_id, service.act(table_id, elsewhere(HOST), 0, "roll"), "table.other_channel")
    await refused(table_id, service.cancel(table_id, elsewhere(MODERATOR)), "table.other_channel")
    finished = await play_out(service, await service.table(table_id))
    await refused(finished.table.id, service.play_again(table_id, elsewhere(HOST)), "table.other_channel")
    assert await store.last_table(CHANNEL) == finished.table  # no new lobby either
    with pytest.raises(Refusal) as read:
        await service.table(table_id, elsewhere(HOST))
    assert read.value.key == "table.other_channel"


# --- races ------------------------------------------------------------------------


def split(outcomes: Sequence[Change | BaseException]) -> tuple[list[Change], list[BaseException]]:
    applied = [o for o in outcomes if isinstance(o, Change)]
    return applied, [o for o in outcomes if not isinstance(o, Change)]


async def test_a_double_click_applies_once(service: TableService, store: SqliteStore) -> None:
    started = await start_lcr(service, BOB, CARA)
    outcomes = await asyncio.gather(
        service.act(started.table.id, HOST, 0, "roll"), service.act(started.table.id, HOST, 0, "roll"),
        return_exceptions=True,
    )
    applied, refusals = split(outcomes)
    assert len(applied) == 1
    assert len(refusals) == 1 and isinstance(refusals[0], Refusal)
    stored = await store.load_table(started.table.id)
    assert stored == applied[0].table
    assert stored is not None and stored.version == started.table.version + 1
    assert [a["action"] for a in await store.actions(started.table.id)] == ["start", "roll"]


async def test_a_commit_behind_another_process_is_stale_and_writes_nothing(
    service: TableService, store: SqliteStore, open_again, make_service, monkeypatch
) -> None:
    """Two services on one database, as two processes would be: their table locks know nothing of each other, so
    only the store's version guard keeps the second writer from overwriting the first."""
    started = await start_lcr(service, BOB, CARA)
    table_id = started.table.id
    other_store = await open_again()  # the second process's own connection
    try:
        other = make_service(other_store)
        theirs: list[Change] = []
        save = store.save_table

        async def save_once_the_other_has_committed(table: Table, *args: Any, **options: Any) -> Table:
            # ours has loaded the table and applied its roll: the other process commits the same roll first
            theirs.append(await other.act(table_id, HOST, 0, "roll"))
            return await save(table, *args, **options)

        monkeypatch.setattr(store, "save_table", save_once_the_other_has_committed)
        with pytest.raises(Refusal) as stale:
            await service.act(table_id, HOST, 0, "roll")
        assert stale.value.key == "turn.stale"
        assert len(theirs) == 1

        monkeypatch.undo()
        stored = await other_store.load_table(table_id)
        assert stored == theirs[0].table
        assert stored is not None and stored.version == started.table.version + 1
        assert [a["action"] for a in await other_store.actions(table_id)] == ["start", "roll"]
        assert await store.load_table(table_id) == stored  # ours reads the row again, not what it tried
    finally:
        await other_store.close()


# --- whole games -------------------------------------------------------------------


async def test_a_whole_game_ends_with_results_and_every_chip(service: TableService, store: SqliteStore) -> None:
    finished = await play_out(service, await start_lcr(service, BOB, CARA))
    game = lcr(finished)
    table = finished.table
    assert table.status is Status.FINISHED
    assert table.deadline == table.updated_at + AGAIN_WINDOW  # when its Play again expires
    assert game.is_over and game.winner is not None
    assert sum(game.chips) + game.pot == game.dealt == 9
    assert await store.load_table(table.id) == table
    assert await store.deadlines() == [(table.id, table.deadline)]  # only Play again's expiry is left

    results = await store.results(GUILD, "lcr")
    assert [r["seat"] for r in sorted(results, key=lambda r: r["seat"])] == [0, 1, 2]
    assert [r["user_id"] for r in sorted(results, key=lambda r: r["seat"])] == [1, 2, 3]
    assert [r["seat"] for r in results if r["won"]] == [game.winner]
    assert sum(r["lost"] for r in results) == 2
    assert sum(r["score"] for r in results) == 9
    assert all(r["table_id"] == table.id and r["finished_at"] == table.updated_at for r in results)

    with pytest.raises(Refusal) as none_live:
        await service.live_in_channel(CHANNEL)
    assert none_live.value.key == "channel.no_table"
    assert (await service.last_in_channel(CHANNEL)).table == table


# --- forfeits -----------------------------------------------------------------------


async def test_leaving_a_lobby_through_forfeit_is_a_leave(service: TableService, store: SqliteStore) -> None:
    table_id = (await service.open("lcr", GUILD, CHANNEL, HOST, {})).table.id
    await service.join(table_id, BOB)
    left = await service.forfeit_in_channel(CHANNEL, BOB)
    assert [s.user_id for s in left.table.seats] == [HOST.user_id]
    assert left.table.status is Status.LOBBY
    assert await store.actions(table_id) == []


async def test_a_forfeit_puts_the_chips_in_the_pot(service: TableService, store: SqliteStore, refused) -> None:
    started = await start_lcr(service, BOB, CARA)
    table_id = started.table.id
    forfeited = await service.forfeit_in_channel(CHANNEL, HOST)  # the player whose turn it is
    game = lcr(forfeited)
    assert (game.chips, game.pot, game.forfeited) == ([0, 3, 3], 3, {0})
    assert [e.type for e in forfeited.events] == ["forfeit", "chips_to_pot"]
    assert game.current_player == 1
    assert forfeited.table.status is Status.PLAYING
    assert [(a["user_id"], a["action"]) for a in await store.actions(table_id)][-1] == (HOST.user_id, "forfeit")

    await refused(table_id, service.forfeit_in_channel(CHANNEL, HOST), "table.forfeited")
    await refused(table_id, service.act(table_id, HOST, game.step, "roll"), "table.forfeited")
    await refused(table_id, service.forfeit_in_channel(CHANNEL, STRANGER), "table.not_seated")


async def test_forfeits_that_leave_one_player_end_the_game(service: TableService, store: SqliteStore) -> None:
    started = await start_lcr(service, BOB, CARA)
    await service.forfeit_in_channel(CHANNEL, BOB)
    ended = await service.forfeit_in_channel(CHANNEL, CARA)
    game = lcr(ended)
    assert ended.table.status is Status.FINISHED
    assert game.winner == 0
    assert (game.chips, game.pot) == ([9, 0, 0], 0)
    results = await store.results(GUILD)
    assert {(r["user_id"], r["won"], r["score"]) for r in results} == {(1, 1, 9), (2, 0, 0), (3, 0, 0)}
    assert await store.live_table(started.table.channel_id) is None


# --- play again --------------------------------------------------------------------------


# How the lobby invites the last game's players, and Buck's rematch: tests/service/test_again.py


async def test_play_again_needs_a_finished_table_and_a_seat(service: TableService, refused) -> None:
    table_id = (await start_lcr(service, BOB, CARA)).table.id
    await refused(table_id, service.play_again(table_id, HOST), "again.not_finished")
    await service.cancel(table_id, HOST)
    await refused(table_id, service.play_again(table_id, STRANGER), "table.not_seated")

    by_manager = await service.play_again(table_id, MODERATOR)
    assert [s.user_id for s in by_manager.table.seats] == [MODERATOR.user_id]
    assert [s.user_id for s in by_manager.table.invited] == [1, 2, 3]
    assert by_manager.table.host_id == MODERATOR.user_id


async def test_play_again_in_a_busy_channel_is_refused(service: TableService, store: SqliteStore, refused) -> None:
    table_id = (await start_lcr(service, BOB, CARA)).table.id
    await service.cancel(table_id, HOST)
    newer = await service.open("lcr", GUILD, CHANNEL, CARA, {})
    exists = await refused(newer.table.id, service.play_again(table_id, BOB), "again.exists")
    assert exists.params == {"guild": GUILD, "channel": CHANNEL, "message": None}
    assert await store.last_table(CHANNEL) == newer.table


# --- replay from the seed -------------------------------------------------------------------


def replay(table: Table, actions: list[dict[str, Any]]) -> Game:
    """A fresh engine from the stored seed, options and stakes, fed the stored actions in order."""
    game_class = GAMES[table.kind].game
    opening, *rest = actions
    assert opening["action"] == "start"
    stakes = [seat.stake or 3 for seat in table.seats] if table.options.get("stakes") else None
    game, events = game_class.start(len(table.seats), table.options, SeededDice(bytes.fromhex(table.seed)), stakes)
    assert [e.to_dict() for e in events] == opening["events"]
    for logged in rest:
        if logged["action"] == "forfeit":
            seat = table.seat_of(logged["user_id"])
            assert seat is not None
            events = game.forfeit(seat)
        elif logged["user_id"] is None:  # a computer seat, or a timed-out player: the move the bot chose
            assert game.current_player is not None
            events = game.apply(game.current_player, logged["action"])
        else:
            seat = table.seat_of(logged["user_id"])
            assert seat is not None
            events = game.apply(seat, logged["action"])
        assert [e.to_dict() for e in events] == [e for e in logged["events"] if e["type"] != "timeout"]
    return game


async def test_the_action_log_replays_the_game_from_the_seed(service: TableService, store: SqliteStore, clock) -> None:
    table_id = (await service.open("lcr", GUILD, CHANNEL, HOST, {"stakes": True, "dot_to_win": True}, stake=2)).table.id
    await service.join(table_id, BOB, stake=4)
    await service.add_computer(table_id, HOST)
    await service.join(table_id, CARA, stake=1)
    change = await service.start_game(table_id, HOST)

    # people alternate clicking and timing out, computers play on their timer, Cara walks away early
    turns = timeouts = 0
    while change.table.status is Status.PLAYING:
        turns += 1
        if turns == 4:
            change = await service.forfeit_in_channel(CHANNEL, CARA)
            continue
        seat = change.table.seats[lcr(change).current_player]  # type: ignore[index]
        if seat.computer or turns % 3 == 0:
            assert change.table.deadline is not None
            clock.advance(change.table.deadline - clock())
            await service.on_deadline(table_id)
            timeouts += not seat.computer
            change = await service.table(table_id)
        else:
            player, step = current(change)
            change = await service.act(table_id, player, step, "roll")

    actions = await store.actions(table_id)
    assert {a["action"] for a in actions} == {"start", "roll", "forfeit"}
    assert any(a["user_id"] is None for a in actions)  # the bot's own moves are logged as the moves they were
    assert sum(e["type"] == "timeout" for a in actions for e in a["events"]) == timeouts > 0
    replayed = replay(change.table, actions)
    assert replayed.to_dict() == change.table.state
    assert replayed.is_over
