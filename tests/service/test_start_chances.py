"""Each seat's chance when its game starts, found once (exact where the game solves it) and stored for luck, off
the path of the click that started it."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from typing import Any

import pytest

from data.records import Result, Status
from data.store import Store, StoreUnavailable
from rules.dice import SeededDice
from rules.games import GAMES
from rules.info import Chances
from service.start_chances import StartChances, chances_at_start
from service.workers import Workers
from tests.service.helpers import BOB, CARA, GUILD, HOST


def started(kind: str, players: int) -> dict[str, Any]:
    game, _ = GAMES[kind].game.start(players, None, SeededDice(bytes(32)))
    return game.to_dict()


def test_lcr_and_chicago_start_exactly_and_buck_dice_gives_each_seats_chance_to_lose() -> None:
    lcr = chances_at_start("lcr", started("lcr", 3), "ab" * 32)
    assert sum(lcr) == pytest.approx(1) and lcr[2] > lcr[0]  # the last to roll is the likeliest to win
    assert chances_at_start("lcr", started("lcr", 3), "cd" * 32) == lcr  # exact: no dice of its own
    chicago = chances_at_start("chicago", started("chicago", 2), "ab" * 32)
    assert chicago == chances_at_start("chicago", started("chicago", 2), "cd" * 32)
    buck = chances_at_start("buck", started("buck", 3), "ab" * 32)
    assert sum(buck) == pytest.approx(1) and all(0 < chance < 1 for chance in buck)  # one loser


async def test_a_started_game_has_its_chances_stored_once_the_work_is_done(
    store: Store, service_for_luck: Any
) -> None:
    service, found = service_for_luck
    table_id = (await service.open("lcr", GUILD, 100, HOST, {})).table.id
    await service.join(table_id, BOB)
    await service.join(table_id, CARA)
    change = await service.start_game(table_id, HOST)
    assert found == []  # the click's answer did not wait for it
    await service.start_chances.idle()
    assert found == [("lcr", change.table.seed)]  # asked once, for the game as it started
    table = await store.load_table(table_id)
    assert table is not None  # (the game ends: its results, as the service writes them, meet the chances stored)
    results = [Result(seat.user_id, seat.name, False, index, index == 0, index != 0, 0)
               for index, seat in enumerate(table.seats)]
    await store.save_table(replace(table, status=Status.FINISHED), results=results)
    lucks = await store.luck(GUILD)
    assert [(luck.user_id, luck.hits, luck.expected) for luck in lucks] == [
        (HOST.user_id, 1, pytest.approx(0.2)), (BOB.user_id, 0, pytest.approx(0.3)),
        (CARA.user_id, 0, pytest.approx(0.5)),
    ]


@pytest.fixture
async def service_for_luck(store: Store, make_service: Any) -> Any:
    found: list[tuple[str, str]] = []

    async def find(kind: str, state: Mapping[str, Any], seed: str) -> Chances:
        found.append((kind, seed))
        return (0.2, 0.3, 0.5)

    service = make_service(store)
    service.start_chances = StartChances(store, Workers(), find)
    return service, found


class _DatabaseDown:
    async def save_start_chances(self, table_id: int, chances: Chances, losing: bool) -> None:
        raise StoreUnavailable("the database is restarting")


async def test_a_database_down_when_the_chances_are_found_leaves_that_game_out_with_a_warning_not_a_traceback(
    store: Store, make_service: Any, caplog: pytest.LogCaptureFixture
) -> None:
    async def find(kind: str, state: Mapping[str, Any], seed: str) -> Chances:
        return (0.2, 0.3, 0.5)

    service = make_service(store)
    service.start_chances = StartChances(_DatabaseDown(), Workers(), find)  # type: ignore[arg-type]
    table_id = (await service.open("lcr", GUILD, 100, HOST, {})).table.id
    await service.join(table_id, BOB)
    await service.join(table_id, CARA)
    await service.start_game(table_id, HOST)
    await service.start_chances.idle()
    [record] = [record for record in caplog.records if f"table {table_id}" in record.getMessage()]
    assert record.levelname == "WARNING" and record.exc_info is None
