"""Moves prepared ahead of their click (service/ahead.py), on both stores: a click that finds its move prepared
commits exactly what it would have played itself, and a prepared move is never used for another click or on a
table that changed since it was prepared."""

from __future__ import annotations

from typing import Any

from data.records import Status
from data.store import Store
from service.errors import Refusal
from service.tables import Change, TableService
from tests.conftest import FakeClock
from tests.service.helpers import BOB, CARA, CHANNEL, GUILD, HOST, PEOPLE, current, start_lcr

OTHER_CHANNEL = CHANNEL + 1


def played(change: Change) -> tuple[Any, ...]:
    """What a change committed, but for the table's own id and channel."""
    table = change.table
    return (table.state, table.log, table.status, table.version, table.deadline, table.updated_at,
            [event.to_dict() for event in change.events])


def rows(actions: list[dict[str, Any]]) -> list[dict[str, Any]]:
    return [{key: value for key, value in action.items() if key != "table_id"} for action in actions]


async def test_a_click_commits_its_move_prepared_ahead_exactly_as_it_would_play_it(
    service: TableService, store: Store, clock: FakeClock
) -> None:
    """Two tables with the same seed, played click for click to the end: one has every move prepared ahead."""
    ahead = await start_lcr(service, BOB, CARA)
    plain = await start_lcr(service, BOB, CARA, channel=OTHER_CHANNEL)
    assert ahead.table.seed == plain.table.seed
    clicks = 0
    while ahead.table.status is Status.PLAYING:
        prepared = service.look_ahead(ahead.table.id)
        assert prepared is not None and prepared.table.version == ahead.table.version  # nothing committed yet
        assert (await service.table(ahead.table.id)).table is ahead.table
        clock.advance(1)
        player, step = current(ahead)
        ahead = await service.act(ahead.table.id, player, step, "roll")
        plain = await service.act(plain.table.id, player, step, "roll")
        assert ahead.game is prepared.game  # the prepared move was the one committed
        assert played(ahead) == played(plain)
        clicks += 1
    assert clicks > 3 and plain.table.status is Status.FINISHED
    assert service.look_ahead(ahead.table.id) is None  # a finished game waits for no move
    assert rows(await store.actions(ahead.table.id)) == rows(await store.actions(plain.table.id))
    assert (await store.results(GUILD)) != []


async def test_a_move_prepared_ahead_is_committed_with_its_row_encoded_ahead(
    service: TableService, store: Store, clock: FakeClock, json_encoded: list[object]
) -> None:
    """The state and the log are encoded when the move is prepared: its click's commit encodes no JSON (a new
    log entry's JSON is kept for its action row too, data/_rows.py ``entries_json``)."""
    ahead = await start_lcr(service, BOB, CARA)
    plain = await start_lcr(service, BOB, CARA, channel=OTHER_CHANNEL)
    encoded = json_encoded
    player, step = current(ahead)
    assert service.look_ahead(ahead.table.id) is not None
    prepared = len(encoded)
    clock.advance(1)
    ahead = await service.act(ahead.table.id, player, step, "roll")
    assert prepared > 0 and len(encoded) == prepared  # nothing more at the click
    await service.act(plain.table.id, player, step, "roll")
    assert len(encoded) > prepared  # (a click played at once encodes its row, of course)
    stored = await store.load_table(ahead.table.id)
    assert stored is not None and (stored.state, stored.log, stored.version) == (
        ahead.table.state, ahead.table.log, ahead.table.version)


async def test_a_move_prepared_before_another_change_is_not_committed(
    service: TableService, store: Store
) -> None:
    """The host role changes hands between the look ahead and the click: the same player, step and move, on a
    table that is not the one the move was prepared from. Committing the prepared copy would undo the handover."""
    started = await start_lcr(service, BOB, CARA)
    player, step = current(started)
    prepared = service.look_ahead(started.table.id)
    assert prepared is not None
    handed = await service.hand_host_in_channel(CHANNEL, HOST, BOB.user_id)
    assert current(handed) == (player, step)
    rolled = await service.act(started.table.id, player, step, "roll")
    assert rolled.game is not prepared.game
    assert rolled.table.host_id == BOB.user_id
    assert [entry["type"] for entry in rolled.table.log].count("host_changed") == 1
    stored = await store.load_table(started.table.id)
    assert stored is not None and (stored.host_id, stored.log, stored.state) == (
        BOB.user_id, rolled.table.log, rolled.table.state)


async def test_a_move_prepared_for_one_click_is_not_used_by_another(service: TableService) -> None:
    started = await start_lcr(service, BOB, CARA)
    player, step = current(started)
    prepared = service.look_ahead(started.table.id)
    assert prepared is not None
    stranger = next(p for p in PEOPLE.values() if p != player)
    refused = [await _refusal(service.act(started.table.id, stranger, step, "roll")),
               await _refusal(service.act(started.table.id, player, step - 1, "roll"))]
    assert refused == ["turn.not_yours", "turn.stale"]
    rolled = await service.act(started.table.id, player, step, "roll")
    assert rolled.game is prepared.game  # still there for its own click


async def test_nothing_is_prepared_without_exactly_one_move_for_a_person(service: TableService) -> None:
    lobby = await service.open("lcr", GUILD, CHANNEL, HOST, {})
    assert service.look_ahead(lobby.table.id) is None
    await service.cancel(lobby.table.id, HOST)
    with_computer = await start_lcr(service, BOB, computers=1)
    while with_computer.game is not None and not with_computer.game.is_over:
        seat = with_computer.game.current_player
        assert seat is not None
        if with_computer.table.seats[seat].computer:
            assert service.look_ahead(with_computer.table.id) is None  # the bot plays it on its own timer
            break
        player, step = current(with_computer)
        with_computer = await service.act(with_computer.table.id, player, step, "roll")
    else:
        raise AssertionError("the computer never had a turn")
    assert service.look_ahead(987654) is None  # not a table kept live here


async def _refusal(request: Any) -> str:
    try:
        await request
    except Refusal as refusal:
        return refusal.key
    raise AssertionError("not refused")
