"""Tournaments on the table service: sign-up, the first round dealt and opened as ordinary tables with their
players seated, each ended table ranked as its game declares, the next round dealt, a champion; a restart that
missed a table's end catches up; refusals change nothing."""

from __future__ import annotations

import pytest

from data.records import Status
from data.store import Store
from service.errors import Refusal
from service.players import Player
from service.tables import Change, TableService
from service.tournaments import Cup, TournamentService
from tests.service.helpers import GUILD, eventually

CHANNEL = 500
PEOPLE = [Player(user, name) for user, name in enumerate(("Ann", "Ben", "Cat", "Dan", "Eve", "Fay"), start=1)]
STRANGER = Player(99, "Sam")
THREADS = iter(range(9000, 9100))


async def play_out(tables: TableService, change: Change) -> Change:
    """Each player makes the computer's move on their turn until the game ends."""
    while change.table.status is Status.PLAYING:
        game = change.game
        assert game is not None and game.current_player is not None
        seat = change.table.seats[game.current_player]
        change = await tables.act(change.table.id, Player(seat.user_id, seat.name), game.step, str(game.auto_action()))
    return change


async def signed_up(cups: TournamentService, kind: str, people: int, size: int, advance: int = 1) -> Cup:
    cup = await cups.open(kind, GUILD, CHANNEL, PEOPLE[0], {}, size, advance)
    for player in PEOPLE[1:people]:
        cup = await cups.join(cup.id, player)
    return cup


async def open_round(cups: TournamentService, cup: Cup) -> list[Change]:
    opened = []
    for round_index, index in cup.unopened():
        await cups.opened_thread(cup.id, round_index, index, next(THREADS))
        opened.append(await cups.open_table(cup.id, round_index, index))
    return opened


@pytest.fixture
def cups(service: TableService, store: Store) -> TournamentService:
    return TournamentService(store, service, new_seed=lambda: bytes(32))


async def test_five_players_of_chicago_play_two_tables_then_a_final(
    cups: TournamentService, service: TableService
) -> None:
    cup = await cups.start((await signed_up(cups, "chicago", 5, 3)).id, PEOPLE[0])
    first = await open_round(cups, cup)
    assert sorted(len(change.table.seats) for change in first) == [2, 3]
    assert all(change.table.status is Status.PLAYING for change in first)
    for change in first:
        await play_out(service, change)
    await eventually(lambda: not cups._tasks)
    cup = await cups.cup(cup.id)
    assert len(cup.seats) == 2 and len(cup.tournament.rounds[1].tables) == 1
    (final,) = await open_round(cups, cup)
    went_on = {table.went_on[0] for table in cup.tournament.rounds[0].tables}
    assert {seat.user_id for seat in final.table.seats} == went_on
    ended = await play_out(service, final)
    await eventually(lambda: not cups._tasks)
    cup = await cups.cup(cup.id)
    assert ended.game is not None and cup.row.status == "finished"
    winner = ended.table.seats[ended.game.outcome().winners[0]].user_id  # type: ignore[union-attr]
    assert cup.tournament.champion == winner == cup.row.champion_id
    assert await cups.store.tournament_wins(GUILD, winner) == 1


async def test_buck_dice_sends_its_loser_home(cups: TournamentService, service: TableService) -> None:
    cup = await cups.start((await signed_up(cups, "buck", 6, 3, advance=2)).id, PEOPLE[0])
    for change in await open_round(cups, cup):
        ended = await play_out(service, change)
        await eventually(lambda: not cups._tasks)
        assert ended.game is not None
        outcome = ended.game.outcome()
        assert outcome is not None
        loser = ended.table.seats[outcome.losers[0]].user_id
        cup = await cups.cup(cup.id)
        (table,) = [t for t in cup.tournament.rounds[0].tables if loser in t.players]
        assert loser not in table.went_on and len(table.went_on) == 2


async def test_a_restart_that_missed_a_table_s_end_records_it(
    cups: TournamentService, service: TableService, store: Store
) -> None:
    cup = await cups.start((await signed_up(cups, "chicago", 4, 2)).id, PEOPLE[0])
    first, second = await open_round(cups, cup)
    service.ended.clear()  # the bot stopped hearing (as if it stopped right after the commit)
    await play_out(service, first)
    again = TournamentService(store, service)
    (caught,) = await again.catch_up()
    assert caught.tournament.rounds[0].tables[0].over and not caught.tournament.rounds[0].tables[1].over
    await play_out(service, second)
    await eventually(lambda: not again._tasks)
    assert len((await again.cup(cup.id)).seats) == 2


async def test_refusals_change_nothing(cups: TournamentService) -> None:
    cup = await signed_up(cups, "chicago", 3, 3)
    with pytest.raises(Refusal) as too_few:
        await cups.start(cup.id, PEOPLE[0])
    assert too_few.value.key == "tournament.too_few"
    with pytest.raises(Refusal) as not_host:
        await cups.start(cup.id, PEOPLE[1])
    assert not_host.value.key == "tournament.host_only"
    cup = await cups.join(cup.id, PEOPLE[3])
    started = await cups.start(cup.id, PEOPLE[0])
    with pytest.raises(Refusal) as late:
        await cups.join(cup.id, STRANGER)
    assert late.value.key == "tournament.started"
    assert (await cups.cup(cup.id)).row == started.row
    with pytest.raises(Refusal):
        await cups.cancel(cup.id, STRANGER)
    assert (await cups.cancel(cup.id, PEOPLE[0])).row.status == "cancelled"


async def test_leaving_after_the_start_forfeits(cups: TournamentService, service: TableService) -> None:
    cup = await cups.start((await signed_up(cups, "chicago", 4, 2)).id, PEOPLE[0])
    first, _ = await open_round(cups, cup)
    quitter = first.table.seats[0].user_id
    await cups.leave(cup.id, Player(quitter, "x"))
    await play_out(service, first)
    await eventually(lambda: not cups._tasks)
    cup = await cups.cup(cup.id)
    assert cup.tournament.rounds[0].tables[0].went_on == (first.table.seats[1].user_id,)


async def test_where_the_server_lists_game_channels_the_tables_play_in_threads_of_one(
    cups: TournamentService, service: TableService
) -> None:
    await service.settings.add_channel(GUILD, CHANNEL + 1)
    with pytest.raises(Refusal) as elsewhere:
        await signed_up(cups, "chicago", 4, 2)
    assert elsewhere.value.key == "settings.channel_not_allowed"
    await service.settings.add_channel(GUILD, CHANNEL)
    cup = await cups.start((await signed_up(cups, "chicago", 4, 2)).id, PEOPLE[0])
    opened = await open_round(cups, cup)
    assert [change.table.status for change in opened] == [Status.PLAYING, Status.PLAYING]


async def test_the_game_s_options_reach_its_tables_and_another_game_s_are_refused(
    cups: TournamentService, service: TableService
) -> None:
    with pytest.raises(Refusal) as other:
        await cups.open("chicago", GUILD, CHANNEL, PEOPLE[0], {"fixed_pile": True}, 2, 1)
    assert (other.value.key, other.value.params) == ("option.invalid", {"option": "fixed_pile", "value": True})
    with pytest.raises(Refusal):
        await cups.open("lcr", GUILD, CHANNEL, PEOPLE[0], {"dice": "sometimes"}, 3, 1)
    cup = await cups.open("chicago", GUILD, CHANNEL, PEOPLE[0], {"double_roll": True, "turn_timeout": 90}, 2, 1)
    for player in PEOPLE[1:4]:
        await cups.join(cup.id, player)
    cup = await cups.start(cup.id, PEOPLE[0])
    for change in await open_round(cups, cup):
        assert change.table.options["double_roll"] is True and change.table.turn_timeout == 90
