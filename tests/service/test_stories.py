"""How it went (service/story.py): a finished table's replay from its stored seed and action log, on a real store;
who is refused a story, and why."""

from __future__ import annotations

from dataclasses import replace

from data.records import Status
from service.story import Stories
from service.tables import Change, TableService
from tests.conftest import FakeClock, Refuse
from tests.service.helpers import BOB, CARA, CHANNEL, GUILD, HOST, MODERATOR, STRANGER, current, start_lcr


async def play_out(service: TableService, change: Change, move: str) -> Change:
    while change.table.status is Status.PLAYING:
        player, step = current(change)
        change = await service.act(change.table.id, player, step, move)
    return change


async def test_a_finished_game_replays_to_its_stored_end_with_forfeits_timeouts_and_computers(
    service: TableService, clock: FakeClock
) -> None:
    table_id = (await service.open("lcr", GUILD, CHANNEL, HOST, {"stakes": True}, stake=2)).table.id
    await service.join(table_id, BOB, stake=5)
    await service.add_computer(table_id, HOST)
    await service.join(table_id, CARA, stake=1)
    change = await service.start_game(table_id, HOST)
    turns = 0
    while change.table.status is Status.PLAYING:
        turns += 1
        if turns == 3:
            change = await service.forfeit_in_channel(CHANNEL, CARA)
            continue
        game = change.game
        assert game is not None and game.current_player is not None
        if change.table.seats[game.current_player].computer or turns % 4 == 0:  # its timer: the bot plays
            assert change.table.deadline is not None
            clock.advance(change.table.deadline - clock())
            await service.on_deadline(table_id)
            change = await service.table(table_id)
        else:
            player, step = current(change)
            change = await service.act(table_id, player, step, "roll")

    request = await Stories(service).request(table_id, BOB)
    assert (request.table_id, request.kind) == (table_id, "lcr")
    assert request.names == ("Hana", "Bob", change.table.seats[2].name, "Cara")
    assert request.replay.stakes == (2, 5, 3, 1)  # the computer seat: the default stake
    assert any(move.action == "forfeit" and move.seat == 3 for move in request.replay.moves)
    assert any(move.seat is None for move in request.replay.moves)  # the bot's own moves
    assert request.replay.final().to_dict() == change.table.state


async def test_a_rematch_replays_from_the_rotation_the_last_game_left(service: TableService) -> None:
    table_id = (await service.open("buck", GUILD, CHANNEL, HOST, {})).table.id
    await service.join(table_id, BOB)
    await service.join(table_id, CARA)
    await play_out(service, await service.start_game(table_id, HOST), "throw")
    lobby = (await service.play_again(table_id, CARA)).table
    await service.join(lobby.id, HOST)
    await service.join(lobby.id, BOB)
    rematch = await play_out(service, await service.start_game(lobby.id, CARA), "throw")

    replay = (await Stories(service).request(lobby.id, HOST)).replay
    assert replay.rematch_of is not None and replay.rematch_seats == (0, 1, 2)
    assert replay.final().to_dict() == rematch.table.state
    assert replace(replay, rematch_of=None).start().to_dict() != replay.start().to_dict()


async def test_only_a_finished_game_of_this_channel_has_a_story_for_its_players(
    service: TableService, refused: Refuse
) -> None:
    running = await start_lcr(service, BOB, CARA)
    table_id = running.table.id
    stories = Stories(service)
    await refused(table_id, stories.request(table_id, HOST), "story.not_finished")
    await refused(table_id, stories.request(table_id, replace(HOST, channel_id=CHANNEL + 1)), "table.other_channel")
    await service.cancel(table_id, HOST)
    await refused(table_id, stories.request(table_id, HOST), "story.cancelled")

    finished = await play_out(service, await start_lcr(service, BOB, CARA), "roll")
    await refused(finished.table.id, stories.request(finished.table.id, STRANGER), "story.not_seated")
    assert (await stories.request(finished.table.id, MODERATOR)).table_id == finished.table.id
    await refused(0, stories.request(12345, HOST), "table.unknown")
