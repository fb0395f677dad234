"""Play again / Rematch and the host's controls, through the service."""

from __future__ import annotations

from collections.abc import Callable

from data.records import Status
from data.sqlite import SqliteStore
from rules.buck import Buck
from service.players import Player
from service.tables import AGAIN_WINDOW, Change, TableService
from tests.conftest import FakeClock, OpenAgain, Refuse
from tests.service.helpers import (
    BOB,
    CARA,
    CHANNEL,
    GUILD,
    HOST,
    MODERATOR,
    STRANGER,
    current,
    eventually,
    listen,
    start_lcr,
)


async def play_out(service: TableService, change: Change, move: str) -> Change:
    """Everyone plays ``move`` until the game ends."""
    while change.table.status is Status.PLAYING:
        player, step = current(change)
        change = await service.act(change.table.id, player, step, move)
    return change


async def finished_lcr(service: TableService, *others: Player) -> Change:
    return await play_out(service, await start_lcr(service, *others), "roll")


async def finished_buck(service: TableService) -> Change:
    table_id = (await service.open("buck", GUILD, CHANNEL, HOST, {})).table.id
    await service.join(table_id, BOB)
    await service.join(table_id, CARA)
    return await play_out(service, await service.start_game(table_id, HOST), "throw")


# --- the lobby Play again opens ----------------------------------------------------------------


async def test_play_again_invites_the_last_players_who_rejoin_at_their_stake(
    service: TableService, store: SqliteStore
) -> None:
    table_id = (await service.open("lcr", GUILD, CHANNEL, HOST, {"stakes": True}, stake=5)).table.id
    await service.join(table_id, BOB, stake=7)
    await service.join(table_id, CARA)
    finished = await play_out(service, await service.start_game(table_id, HOST), "roll")

    again = await service.play_again(table_id, BOB)
    lobby = again.table
    assert again.previous == finished.table and (again.game, again.events) == (None, [])
    assert (lobby.status, lobby.host_id, lobby.previous_id) == (Status.LOBBY, BOB.user_id, table_id)
    assert lobby.deadline is None
    assert [(s.user_id, s.stake) for s in lobby.seats] == [(BOB.user_id, 7)]  # whoever clicked is seated
    assert [(s.user_id, s.stake) for s in lobby.invited] == [(HOST.user_id, 5), (CARA.user_id, 3)]
    assert await store.load_table(lobby.id) == lobby

    rejoined = await service.join(lobby.id, HOST)  # one click: the stake of the last game
    assert [(s.user_id, s.stake) for s in rejoined.table.seats] == [(BOB.user_id, 7), (HOST.user_id, 5)]
    assert [s.user_id for s in rejoined.table.invited] == [CARA.user_id]
    changed = await service.join(lobby.id, CARA, stake=9)  # an invited player may still choose another stake
    assert changed.table.invited == () and changed.table.seats[-1].stake == 9

    started = await service.start_game(lobby.id, BOB)  # the new host's right
    assert [s.user_id for s in started.table.seats] == [HOST.user_id, BOB.user_id, CARA.user_id]  # last game's order
    assert started.game is not None and started.game.to_dict()["chips"] == [5, 7, 9]


async def test_the_host_starts_with_those_who_rejoined(service: TableService, refused: Refuse) -> None:
    table_id = (await start_lcr(service, BOB, CARA, computers=1)).table.id
    await service.cancel(table_id, HOST)
    lobby = (await service.play_again(table_id, CARA)).table
    assert [s.user_id for s in lobby.seats] == [CARA.user_id, -1]
    await refused(lobby.id, service.start_game(lobby.id, CARA), "lobby.too_few")  # the invited are not seated
    await service.join(lobby.id, BOB)
    started = await service.start_game(lobby.id, CARA)
    assert [s.user_id for s in started.table.seats] == [BOB.user_id, CARA.user_id, -1]
    assert started.game is not None and started.game.players == 3
    await refused(lobby.id, service.join(lobby.id, HOST), "lobby.already_started")  # too late for Hana


async def test_who_left_is_not_invited_and_computers_come_along_while_the_server_allows_them(
    service: TableService,
) -> None:
    table_id = (await start_lcr(service, BOB, CARA, computers=1)).table.id
    await service.forfeit_in_channel(CHANNEL, CARA)
    await service.cancel(table_id, HOST)
    again = await service.play_again(table_id, BOB)
    assert [(s.user_id, s.computer) for s in again.table.seats] == [(BOB.user_id, False), (-1, True)]
    assert [s.user_id for s in again.table.invited] == [HOST.user_id]
    assert again.computers is True
    await service.cancel(again.table.id, BOB)

    await service.settings.set_computers(GUILD, False)
    without = await service.play_again(table_id, BOB)
    assert [s.user_id for s in without.table.seats] == [BOB.user_id]
    assert without.computers is False and (await service.table(without.table.id)).computers is False


async def test_a_buck_rematch_moves_the_first_shooter_left_among_those_who_rejoined(
    service: TableService, store: SqliteStore
) -> None:
    finished = await finished_buck(service)
    last = finished.game
    assert isinstance(last, Buck)
    people = [HOST, BOB, CARA]
    shooter, stays_away, rejoins = (people[(last.first_shooter + k) % 3] for k in range(3))

    lobby = (await service.play_again(finished.table.id, shooter)).table
    assert lobby.status is Status.LOBBY  # no longer started at once: the others are asked first
    await service.join(lobby.id, rejoins)
    started = await service.start_game(lobby.id, shooter)

    game = started.game
    assert isinstance(game, Buck) and game.players == 2 and game.game_number == 2
    seats = [s.user_id for s in started.table.seats]
    assert seats == [p.user_id for p in people if p is not stays_away]  # the last game's order
    assert seats[game.first_shooter] == rejoins.user_id  # the seat left of the last first shooter was empty
    assert seats[game.point_thrower] == shooter.user_id  # to the new first shooter's right
    assert started.events[0].type == "first_shooter" and started.events[0].data == {"game": 2}
    actions = await store.actions(lobby.id)
    assert [(a["action"], a["events"]) for a in actions] == [("start", [e.to_dict() for e in started.events])]


async def test_a_buck_rematch_with_everyone_moves_one_seat_left(service: TableService) -> None:
    finished = await finished_buck(service)
    last = finished.game
    assert isinstance(last, Buck)
    lobby = (await service.play_again(finished.table.id, HOST)).table
    await service.join(lobby.id, CARA)  # joined in another order than they sat
    await service.join(lobby.id, BOB)
    game = (await service.start_game(lobby.id, HOST)).game
    assert isinstance(game, Buck)
    assert (game.first_shooter, game.point_thrower) == ((last.first_shooter + 1) % 3, last.first_shooter)


# --- Play again expires ---------------------------------------------------------------------------


async def test_play_again_expires_after_ten_minutes_even_across_a_restart(
    store: SqliteStore, make_service: Callable[[SqliteStore], TableService], clock: FakeClock, refused: Refuse
) -> None:
    before = make_service(store)
    finished = (await finished_lcr(before, BOB, CARA)).table
    assert finished.deadline == finished.updated_at + AGAIN_WINDOW and not finished.again_closed
    clock.advance(AGAIN_WINDOW - 1)
    await before.on_deadline(finished.id)  # a timer that came early changes nothing
    assert await store.load_table(finished.id) == finished
    actions = await store.actions(finished.id)
    await before.stop()

    after = make_service(store)  # as after a restart: the deadline is stored, start() re-arms it
    heard = listen(after)
    clock.advance(1)
    await after.start()
    await eventually(lambda: len(heard) == 1)
    closed = heard[0].table
    assert closed.id == finished.id and closed.again_closed and closed.deadline is None
    assert closed.version == finished.version + 1 and closed.log == finished.log  # one change, no new line
    assert await store.load_table(finished.id) == closed
    assert await store.actions(finished.id) == actions  # not a move: no action row
    assert (finished.id, closed.deadline) not in await store.deadlines()
    await refused(finished.id, after.play_again(finished.id, BOB), "again.expired")


async def test_invitations_and_an_expired_play_again_are_kept_in_the_database(
    service: TableService, store: SqliteStore, open_again: OpenAgain, clock: FakeClock
) -> None:
    finished = (await finished_lcr(service, BOB, CARA)).table
    lobby = (await service.play_again(finished.id, BOB)).table
    await service.join(lobby.id, CARA)
    clock.advance(AGAIN_WINDOW)
    await service.on_deadline(finished.id)
    closed, rejoined = await store.load_table(finished.id), await store.load_table(lobby.id)
    assert closed is not None and closed.again_closed and rejoined is not None

    reopened = await open_again()  # read from the file, not from the store's kept rows
    try:
        assert await reopened.load_table(finished.id) == closed
        kept = await reopened.load_table(lobby.id)
        assert kept == rejoined and kept is not None
        assert ([s.user_id for s in kept.invited], kept.previous_id) == ([HOST.user_id], finished.id)
    finally:
        await reopened.close()


async def test_a_click_after_the_window_is_refused_before_the_timer_runs(
    service: TableService, clock: FakeClock, refused: Refuse
) -> None:
    finished = (await finished_lcr(service, BOB, CARA)).table
    clock.advance(AGAIN_WINDOW)
    await refused(finished.id, service.play_again(finished.id, BOB), "again.expired")


# --- host controls --------------------------------------------------------------------------------


async def test_the_host_removes_a_player_from_the_lobby(service: TableService, refused: Refuse) -> None:
    table_id = (await service.open("lcr", GUILD, CHANNEL, HOST, {})).table.id
    await service.join(table_id, BOB)
    await service.join(table_id, CARA)
    await refused(table_id, service.remove_in_channel(CHANNEL, BOB, CARA.user_id), "lobby.host_only")
    await refused(table_id, service.remove_in_channel(CHANNEL, HOST, STRANGER.user_id), "host.not_seated")
    await refused(table_id, service.remove_in_channel(CHANNEL, HOST, HOST.user_id), "host.remove_self")

    removed = await service.remove_in_channel(CHANNEL, HOST, BOB.user_id)
    assert [s.user_id for s in removed.table.seats] == [HOST.user_id, CARA.user_id]
    assert removed.events[0].type == "removed" and removed.events[0].data == {"user_id": 2, "by": 1}
    by_manager = await service.remove_in_channel(CHANNEL, MODERATOR, HOST.user_id)  # the host went away too
    assert by_manager.table.host_id == CARA.user_id and by_manager.table.status is Status.LOBBY


async def test_a_removed_player_forfeits_and_is_told_so_when_they_click(
    service: TableService, store: SqliteStore, refused: Refuse
) -> None:
    started = await start_lcr(service, BOB, CARA)
    table_id = started.table.id
    removed = await service.remove_in_channel(CHANNEL, HOST, BOB.user_id)
    game = removed.game
    assert game is not None and 1 in game.forfeited
    assert [e.type for e in removed.events][:2] == ["removed", "forfeit"]
    last = (await store.actions(table_id))[-1]
    assert (last["action"], last["user_id"]) == ("forfeit", BOB.user_id)  # the action row names who forfeits
    await refused(table_id, service.act(table_id, BOB, game.step, "roll"), "table.removed")
    await refused(table_id, service.remove_in_channel(CHANNEL, HOST, BOB.user_id), "host.not_seated")

    left = await service.forfeit_in_channel(CHANNEL, CARA)  # who leaves by themselves is told they left
    assert left.table.status is Status.FINISHED  # one player left: LCR ends


async def test_a_forfeit_player_who_left_alone_hears_they_left(service: TableService, refused: Refuse) -> None:
    started = await start_lcr(service, BOB, CARA, computers=1)
    left = await service.forfeit_in_channel(CHANNEL, BOB)
    assert left.game is not None
    await refused(started.table.id, service.act(started.table.id, BOB, left.game.step, "roll"), "table.forfeited")


async def test_a_buck_player_removed_while_throwing_against_one_other_is_the_loser(service: TableService) -> None:
    table_id = (await service.open("buck", GUILD, CHANNEL, HOST, {})).table.id
    await service.join(table_id, BOB)
    await service.start_game(table_id, HOST)
    removed = await service.remove_in_channel(CHANNEL, HOST, BOB.user_id)
    game = removed.game
    assert isinstance(game, Buck) and game.is_over and game.loser == 1  # RULES.md: removed by the host = forfeit
    assert removed.table.status is Status.FINISHED


async def test_the_host_hands_the_host_role_to_another_player(service: TableService, refused: Refuse) -> None:
    started = await start_lcr(service, BOB, CARA, computers=1)
    table_id = started.table.id
    await refused(table_id, service.hand_host_in_channel(CHANNEL, BOB, CARA.user_id), "lobby.host_only")
    await refused(table_id, service.hand_host_in_channel(CHANNEL, HOST, -1), "host.not_seated")  # a computer
    await refused(table_id, service.hand_host_in_channel(CHANNEL, HOST, STRANGER.user_id), "host.not_seated")
    await refused(table_id, service.hand_host_in_channel(CHANNEL, HOST, HOST.user_id), "host.already")
    await service.forfeit_in_channel(CHANNEL, CARA)
    await refused(table_id, service.hand_host_in_channel(CHANNEL, HOST, CARA.user_id), "host.not_seated")

    handed = await service.hand_host_in_channel(CHANNEL, HOST, BOB.user_id)
    assert handed.table.host_id == BOB.user_id
    assert handed.events[0].type == "host_changed" and handed.events[0].data == {"user_id": 2, "by": 1}
    await refused(table_id, service.cancel(table_id, HOST), "lobby.host_only")  # Hana is a player like any other
    assert (await service.cancel(table_id, BOB)).table.status is Status.CANCELLED
