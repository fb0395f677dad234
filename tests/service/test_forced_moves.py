"""Moves nobody has a choice over (``Game.forced_action``): the service plays them in the same commit as the
move that led to them, each logged as an action row of its own by the bot, so the log still replays."""

from __future__ import annotations

from data.records import Status
from data.sqlite import SqliteStore
from rules.chicago import Chicago
from service.tables import Change, TableService
from tests.conftest import FakeClock
from tests.service.helpers import CHANNEL, GUILD, HOST, current
from tests.service.test_tables import replay


def chicago(change: Change) -> Chicago:
    assert isinstance(change.game, Chicago)
    return change.game


async def test_a_roll_no_reroll_can_save_is_kept_in_the_same_commit(
    service: TableService, store: SqliteStore, clock: FakeClock
) -> None:
    table_id = (await service.open("chicago", GUILD, CHANNEL, HOST, {"double_roll": True})).table.id
    await service.add_computer(table_id, HOST)
    change = await service.start_game(table_id, HOST)

    # The host clicks (roll, or the best reroll when one can score); the computer plays on its timer.
    forced = {"click": 0, "timer": 0}
    while change.table.status is Status.PLAYING:
        game = chicago(change)
        assert game.forced_action() is None, "a state with a forced move is never left waiting"
        before = game.step
        seat = game.current_player
        assert seat is not None
        if change.table.seats[seat].computer:
            assert change.table.deadline is not None
            clock.advance(change.table.deadline - clock())
            await service.on_deadline(table_id)
            change, path = await service.table(table_id), "timer"
        else:
            player, step = current(change)
            change, path = await service.act(table_id, player, step, game.auto_action()), "click"
        logged = [a for a in await store.actions(table_id) if a["version"] == change.table.version]
        if [a["action"] for a in logged] == ["roll", "keep"]:
            forced[path] += 1
            roll, keep = logged
            assert keep["user_id"] is None  # the bot's move, whoever rolled
            assert roll["events"][0]["data"]["may_reroll"] and keep["events"][0]["type"] == "keep"
            assert chicago(change).step == before + 2
            shown = change.table.log[-len(roll["events"]) - len(keep["events"]):]
            assert list(shown) == roll["events"] + keep["events"]
            if path == "click":
                assert roll["user_id"] == HOST.user_id
                assert [e.type for e in change.events][:2] == ["roll", "keep"]
        else:
            assert len(logged) == 1, "one move per commit unless a forced one follows"

    assert forced["click"] > 0 and forced["timer"] > 0  # the fixed seed meets both paths
    replayed = replay(change.table, await store.actions(table_id))
    assert replayed.to_dict() == change.table.state

