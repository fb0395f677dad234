"""The lobby through the table service: seats, host rights, Manage Channel, starting and cancelling, on a real store."""

from __future__ import annotations

import pytest

from data.records import Status
from data.sqlite import SqliteStore
from rules.lcr import Lcr
from service.errors import Refusal
from service.lobby import COMPUTER_NAMES
from service.players import Player
from service.tables import Change, TableService

GUILD, CHANNEL = 10, 100
HOST = Player(1, "Hana")
BOB = Player(2, "Bob")
CARA = Player(3, "Cara")
STRANGER = Player(9, "Sam")
MODERATOR = Player(50, "Mo", can_manage=True)


async def open_lcr(service: TableService, *, options: dict | None = None, stake: int | None = None) -> Change:
    return await service.open("lcr", GUILD, CHANNEL, HOST, options or {}, stake=stake)


async def seated(service: TableService, *others: Player) -> int:
    """A lobby hosted by HOST with ``others`` joined; its id."""
    table_id = (await open_lcr(service)).table.id
    for player in others:
        await service.join(table_id, player)
    return table_id


def user_ids(change: Change) -> list[int]:
    return [seat.user_id for seat in change.table.seats]


# --- opening ------------------------------------------------------------------


async def test_open_seats_the_host_in_a_new_lobby(service: TableService, store: SqliteStore) -> None:
    opened = await open_lcr(service, options={"dice": "always-three"})
    table = opened.table
    assert (table.status, table.host_id, user_ids(opened), table.version) == (Status.LOBBY, HOST.user_id, [1], 1)
    assert table.seed == service.new_seed().hex()
    assert table.options == {"dice": "always-three", "dot_to_win": False, "stakes": False}  # defaults filled in
    assert table.deadline is None
    assert opened.game is None
    assert await store.live_table(CHANNEL) == table


@pytest.mark.parametrize(
    ("options", "turn_timeout"),
    [({"dice": "five"}, 60), ({"colour": "red"}, 60), ({"stakes": 1}, 60), ({}, 14), ({}, 3601)],
)
async def test_open_refuses_bad_options_and_stores_nothing(
    service: TableService, store: SqliteStore, options: dict, turn_timeout: int
) -> None:
    with pytest.raises(Refusal) as refused:
        await service.open("lcr", GUILD, CHANNEL, HOST, options, turn_timeout=turn_timeout)
    assert refused.value.key == "option.invalid"
    assert await store.last_table(CHANNEL) is None


async def test_open_in_a_busy_channel_is_refused_with_a_link_to_its_table(
    service: TableService, store: SqliteStore, refused
) -> None:
    first = await open_lcr(service)
    await service.set_message(first.table.id, 555)
    busy = await refused(first.table.id, service.open("chicago", GUILD, CHANNEL, BOB, {}), "channel.busy")
    assert busy.params == {"guild": GUILD, "channel": CHANNEL, "message": 555}
    assert await store.last_table(CHANNEL) == await store.load_table(first.table.id)


# --- joining and leaving ----------------------------------------------------------


async def test_players_join_in_order(service: TableService, store: SqliteStore) -> None:
    table_id = await seated(service, BOB)
    joined = await service.join(table_id, CARA)
    assert user_ids(joined) == [1, 2, 3]
    assert joined.table.version == 3
    assert [e.type for e in joined.events] == ["joined"]
    assert joined.events[0].data["user_id"] == CARA.user_id
    assert await store.actions(table_id) == []  # lobby changes are not game actions


async def test_joining_twice_is_refused(service: TableService, refused) -> None:
    table_id = await seated(service, BOB)
    await refused(table_id, service.join(table_id, BOB), "lobby.already_seated")
    await refused(table_id, service.join(table_id, HOST), "lobby.already_seated")


async def test_lcr_seats_at_most_twenty(service: TableService, refused) -> None:
    table_id = (await open_lcr(service)).table.id
    for user_id in range(100, 100 + Lcr.max_players - 1):
        await service.join(table_id, Player(user_id, f"P{user_id}"))
    assert len((await service.table(table_id)).table.seats) == 20

    full = await refused(table_id, service.join(table_id, STRANGER), "lobby.full")
    assert full.params == {"seats": 20}
    await refused(table_id, service.add_computer(table_id, HOST), "lobby.full")


async def test_leaving_frees_the_seat(service: TableService, refused) -> None:
    table_id = await seated(service, BOB, CARA)
    left = await service.leave(table_id, BOB)
    assert user_ids(left) == [1, 3]
    assert left.table.status is Status.LOBBY
    await refused(table_id, service.leave(table_id, BOB), "lobby.not_seated")
    await refused(table_id, service.leave(table_id, STRANGER), "lobby.not_seated")


async def test_a_leaving_host_passes_the_host_to_the_first_person(service: TableService) -> None:
    table_id = await seated(service)
    await service.add_computer(table_id, HOST)  # a computer sits before Bob but cannot host
    await service.join(table_id, BOB)
    await service.join(table_id, CARA)
    left = await service.leave(table_id, HOST)
    assert left.table.host_id == BOB.user_id
    assert left.table.status is Status.LOBBY
    assert left.events[0].data == {"user_id": HOST.user_id, "cancelled": False}
    # the new host now holds the host's rights
    await service.add_computer(table_id, BOB)


async def test_a_host_leaving_a_lobby_of_computers_cancels_it(service: TableService, store: SqliteStore) -> None:
    table_id = await seated(service)
    await service.add_computer(table_id, HOST)
    left = await service.leave(table_id, HOST)
    assert left.table.status is Status.CANCELLED
    assert left.events[0].data["cancelled"] is True
    assert await store.live_table(CHANNEL) is None
    reopened = await service.open("lcr", GUILD, CHANNEL, BOB, {})  # the channel is free again
    assert reopened.table.id != table_id


# --- computers ----------------------------------------------------------------


async def test_the_host_adds_computers_with_their_own_ids_and_names(service: TableService) -> None:
    table_id = await seated(service, BOB)
    first = await service.add_computer(table_id, HOST)
    second = await service.add_computer(table_id, HOST)
    computers = [seat for seat in second.table.seats if seat.computer]
    assert [seat.name for seat in computers] == list(COMPUTER_NAMES[:2])
    assert [seat.user_id for seat in computers] == [-1, -2]
    assert first.events[0].type == "computer_joined"
    assert not any(seat.computer for seat in second.table.seats[:2])


async def test_only_the_host_or_a_manager_adds_computers(service: TableService, refused) -> None:
    table_id = await seated(service, BOB)
    await refused(table_id, service.add_computer(table_id, BOB), "lobby.host_only")
    await refused(table_id, service.add_computer(table_id, STRANGER), "lobby.host_only")
    added = await service.add_computer(table_id, MODERATOR)
    assert added.table.seats[-1].computer
    assert MODERATOR.user_id not in user_ids(added)  # managing is not playing


# --- starting -------------------------------------------------------------------


async def test_lcr_needs_three_players_to_start(service: TableService, refused) -> None:
    table_id = await seated(service, BOB)
    too_few = await refused(table_id, service.start_game(table_id, HOST), "lobby.too_few")
    assert too_few.params == {"needed": 3}


async def test_only_the_host_or_a_manager_starts(service: TableService, refused) -> None:
    table_id = await seated(service, BOB, CARA)
    await refused(table_id, service.start_game(table_id, BOB), "lobby.host_only")
    await refused(table_id, service.start_game(table_id, STRANGER), "lobby.host_only")
    started = await service.start_game(table_id, MODERATOR)
    assert started.table.status is Status.PLAYING


async def test_starting_deals_the_game_and_logs_the_start(service: TableService, store: SqliteStore) -> None:
    table_id = await seated(service, BOB, CARA)
    started = await service.start_game(table_id, HOST)
    game = started.game
    assert isinstance(game, Lcr)
    assert (game.players, game.chips, game.pot, game.current_player) == (3, [3, 3, 3], 0, 0)
    assert started.table.state == game.to_dict()
    assert [e.type for e in started.events] == ["deal"]
    assert started.table.log[-1]["type"] == "deal"
    assert started.table.deadline == started.table.updated_at + started.table.turn_timeout
    logged = await store.actions(table_id)
    assert [(a["user_id"], a["action"]) for a in logged] == [(HOST.user_id, "start")]
    assert logged[0]["events"] == [e.to_dict() for e in started.events]


async def test_the_lobby_closes_once_the_game_starts(service: TableService, refused) -> None:
    table_id = await seated(service, BOB, CARA)
    await service.start_game(table_id, HOST)
    await refused(table_id, service.join(table_id, STRANGER), "lobby.already_started")
    await refused(table_id, service.leave(table_id, BOB), "lobby.already_started")
    await refused(table_id, service.add_computer(table_id, HOST), "lobby.already_started")
    await refused(table_id, service.start_game(table_id, HOST), "lobby.already_started")


# --- cancelling ------------------------------------------------------------------


async def test_only_the_host_or_a_manager_cancels(service: TableService, refused) -> None:
    table_id = await seated(service, BOB, CARA)
    await service.start_game(table_id, HOST)
    await refused(table_id, service.cancel(table_id, BOB), "lobby.host_only")
    cancelled = await service.cancel_in_channel(CHANNEL, MODERATOR)
    assert cancelled is not None
    assert cancelled.table.status is Status.CANCELLED
    assert cancelled.table.deadline is None  # no timer for a cancelled game
    assert cancelled.events[0].data == {"user_id": MODERATOR.user_id}
    await refused(table_id, service.cancel(table_id, HOST), "table.over")
    await refused(table_id, service.join(table_id, STRANGER), "table.over")


async def test_the_host_cancels_a_lobby(service: TableService, store: SqliteStore) -> None:
    table_id = await seated(service, BOB)
    cancelled = await service.cancel(table_id, HOST)
    assert cancelled.table.status is Status.CANCELLED
    assert await store.live_table(CHANNEL) is None


async def test_nothing_to_cancel_in_an_empty_channel(service: TableService) -> None:
    with pytest.raises(Refusal) as refused:
        await service.cancel_in_channel(CHANNEL, HOST)
    assert refused.value.key == "channel.no_table"


async def test_an_unknown_table_is_refused(service: TableService) -> None:
    with pytest.raises(Refusal) as refused:
        await service.join(12345, BOB)
    assert refused.value.key == "table.unknown"


# --- stakes ---------------------------------------------------------------------


async def test_stakes_tables_seat_each_player_with_their_stake(service: TableService, refused) -> None:
    table_id = (await open_lcr(service, options={"stakes": True}, stake=5)).table.id
    await service.join(table_id, BOB, stake=8)
    changed = await service.join(table_id, BOB, stake=6)  # joining again changes your stake
    assert [s.stake for s in changed.table.seats] == [5, 6]
    await refused(table_id, service.join(table_id, BOB, stake=6), "lobby.already_seated")
    await service.join(table_id, CARA)  # no choice: the standard three chips
    await service.add_computer(table_id, HOST)

    started = await service.start_game(table_id, HOST)
    game = started.game
    assert isinstance(game, Lcr)
    assert [s.stake for s in started.table.seats] == [5, 6, 3, 3]
    assert (game.chips, game.stakes, game.dealt) == ([5, 6, 3, 3], [5, 6, 3, 3], 17)


async def test_a_change_leaves_the_table_it_changed_as_it_was(service: TableService) -> None:
    """The table object a change started from may still be drawn (a click's answer, a background edit): a new
    stake, a new seat and the log go to the new table the change commits."""
    table_id = (await open_lcr(service, options={"stakes": True}, stake=5)).table.id
    before = (await service.join(table_id, BOB, stake=8)).table
    seats, log = tuple(before.seats), tuple(before.log)
    restaked = await service.join(table_id, BOB, stake=6)
    joined = await service.join(table_id, CARA, stake=4)
    assert (before.seats, before.log) == (seats, log) and [s.stake for s in before.seats] == [5, 8]
    assert [s.stake for s in restaked.table.seats] == [5, 6] and [s.stake for s in joined.table.seats] == [5, 6, 4]
    assert restaked.table.seats[0] is before.seats[0]  # the seat nobody changed: shared, as it cannot change


async def test_a_table_without_stakes_ignores_a_chosen_stake(service: TableService) -> None:
    table_id = (await open_lcr(service, stake=9)).table.id
    joined = await service.join(table_id, BOB, stake=7)
    assert [s.stake for s in joined.table.seats] == [None, None]
