"""A table whose stored game cannot be read is set aside; the bot and every other table carry on.

Each test restarts on a real SQLite file where one table's state was damaged behind the bot's back (plain
sqlite3), beside a sound table in another channel.
"""

from __future__ import annotations

import json
import sqlite3
from collections.abc import AsyncIterator, Callable
from contextlib import closing
from pathlib import Path
from typing import Any, NamedTuple

import pytest

from data.records import Status, Table
from data.sqlite import SqliteStore
from service.errors import Refusal
from service.tables import TableService
from tests.conftest import stored_row
from tests.service.helpers import BOB, CARA, CHANNEL, GUILD, HOST, STRANGER, eventually, listen, start_lcr

Damage = Callable[[dict[str, Any]], str]  # a stored state -> the text the damaged row holds


def missing_field(state: dict[str, Any]) -> str:
    return json.dumps({key: value for key, value in state.items() if key != "chips"})


def future_format(state: dict[str, Any]) -> str:
    return json.dumps({**state, "format": 99})  # written by a newer Pips


def not_json(state: dict[str, Any]) -> str:
    return json.dumps(state)[:40]  # cut short mid-write


class BadFile(NamedTuple):
    broken: Table  # as stored before its state was damaged
    healthy: Table
    damaged_state: str


@pytest.fixture(params=[missing_field, future_format, not_json])
def damage(request: pytest.FixtureRequest) -> Damage:
    chosen: Damage = request.param
    return chosen


@pytest.fixture
async def bad_file(db_path: Path, make_service: Callable[[SqliteStore], TableService], damage: Damage) -> BadFile:
    """The bot's file before the restart: two games in play, then one state damaged."""
    before = await SqliteStore.open(db_path)
    try:
        service = make_service(before)
        broken = await start_lcr(service, BOB, CARA)
        healthy = await start_lcr(service, BOB, CARA, channel=CHANNEL + 1)
    finally:
        await before.close()
    assert broken.table.state is not None
    damaged_state = damage(dict(broken.table.state))
    with closing(sqlite3.connect(db_path)) as db, db:
        db.execute("UPDATE tables SET state = ? WHERE id = ?", (damaged_state, broken.table.id))
    return BadFile(broken.table, healthy.table, damaged_state)


@pytest.fixture
async def store(bad_file: BadFile, db_path: Path) -> AsyncIterator[SqliteStore]:
    """The store the bot opens after the restart (the service and `refused` fixtures use it)."""
    opened = await SqliteStore.open(db_path)
    yield opened
    await opened.close()


def set_aside_lines(caplog: pytest.LogCaptureFixture, table_id: int) -> list[str]:
    return [r.getMessage() for r in caplog.records if r.getMessage().startswith(f"table {table_id} set aside")]


async def test_clicks_and_commands_on_it_are_refused_and_it_is_logged_once(
    service: TableService, bad_file: BadFile, refused, caplog: pytest.LogCaptureFixture
) -> None:
    broken = bad_file.broken.id
    await refused(broken, service.act(broken, HOST, 0, "roll"), "table.unreadable")
    await refused(broken, service.act(broken, HOST, 0, "roll"), "table.unreadable")
    await refused(broken, service.join(broken, STRANGER), "table.unreadable")
    await refused(broken, service.forfeit_in_channel(CHANNEL, BOB), "table.unreadable")  # /game leave
    with pytest.raises(Refusal) as status:  # /game status
        await service.live_in_channel(CHANNEL)
    assert status.value.key == "table.unreadable"

    logged = set_aside_lines(caplog, broken)
    assert len(logged) == 1
    assert any(reason in logged[0] for reason in ("chips", "format", "JSON"))  # the reason the rules or store gave


async def test_other_tables_play_on(service: TableService, bad_file: BadFile) -> None:
    healthy = bad_file.healthy
    rolled = await service.act(healthy.id, HOST, 0, "roll")
    assert rolled.table.version == healthy.version + 1


@pytest.mark.parametrize("damage", [missing_field, future_format])
async def test_the_host_can_still_cancel_it(service: TableService, store: SqliteStore, bad_file: BadFile) -> None:
    broken = bad_file.broken.id
    cancelled = await service.cancel_in_channel(CHANNEL, HOST)  # /game cancel
    assert cancelled is not None
    assert (cancelled.table.id, cancelled.table.status, cancelled.game) == (broken, Status.CANCELLED, None)
    assert [entry["type"] for entry in cancelled.table.log][-1] == "cancelled"

    stored = await store.load_table(broken)
    assert stored is not None and stored.status is Status.CANCELLED
    assert stored.deadline is None
    assert stored.state == json.loads(bad_file.damaged_state)  # kept as found
    assert service.timers.pending(broken) is None
    reopened = await service.open("lcr", GUILD, CHANNEL, HOST, {})  # the channel is free again
    assert reopened.table.status is Status.LOBBY


@pytest.mark.parametrize("damage", [not_json])
async def test_a_row_that_is_not_even_json_is_retired_by_the_host_as_it_is(
    service: TableService, bad_file: BadFile, refused, db_path: Path
) -> None:
    broken = bad_file.broken.id
    await refused(broken, service.cancel_in_channel(CHANNEL, STRANGER), "lobby.host_only")
    assert await service.cancel_in_channel(CHANNEL, HOST) is None  # nothing left to draw
    with closing(sqlite3.connect(db_path)) as db:
        status, state, deadline = db.execute(
            "SELECT status, state, deadline FROM tables WHERE id = ?", (broken,)
        ).fetchone()
    assert (status, state, deadline) == ("cancelled", bad_file.damaged_state, None)  # kept as found
    assert service.timers.pending(broken) is None
    reopened = await service.open("lcr", GUILD, CHANNEL, HOST, {})  # the channel is free again
    assert reopened.table.status is Status.LOBBY


@pytest.mark.parametrize("damage", [missing_field, future_format, not_json])
async def test_the_restart_redraw_skips_it(
    service: TableService, bad_file: BadFile, caplog: pytest.LogCaptureFixture
) -> None:
    first = await service.last_changed()
    again = await service.last_changed()
    assert [change.table.id for change in first] == [bad_file.healthy.id]
    assert [change.table.id for change in again] == [bad_file.healthy.id]
    assert len(set_aside_lines(caplog, bad_file.broken.id)) == 1


async def test_its_timer_skips_it_quietly(
    service: TableService, bad_file: BadFile, clock, caplog: pytest.LogCaptureFixture, db_path: Path
) -> None:
    broken = bad_file.broken.id
    as_found = stored_row(db_path, broken)
    heard = listen(service)
    clock.advance(60)  # both players whose turn it was have timed out
    await service.start()  # re-arms both deadlines from the file
    await eventually(lambda: len(heard) == 1 and bool(set_aside_lines(caplog, broken)))
    await eventually(lambda: not service.timers.firing)

    assert heard[0].table.id == bad_file.healthy.id  # the sound table was played for
    assert stored_row(db_path, broken) == as_found
    assert len(set_aside_lines(caplog, broken)) == 1
    assert "timer of table" not in caplog.text  # skipped, not failed
    assert service.timers.pending(broken) is None
