"""Replays (service/replay.py): every registered game, played to its end through the table service, rebuilt at
every step from its seed and action log: each step the table was shown at is the state the live game had then,
drawn the same by the presenter; the steps' bounds, and who is refused a replay."""

from __future__ import annotations

import importlib
from dataclasses import replace
from typing import Any, cast

import pytest

from data.records import Seat, Status, Table
from data.store import Store
from rules.base import Game
from rules.dice import SeededDice
from rules.games import GAMES
from screen.presenter import render
from service.lobby import rematch_order
from service.replay import Replays
from service.tables import Change, TableService
from tests import cards
from tests.conftest import Refuse
from tests.rules.test_stored_state import stored_states
from tests.service.helpers import BOB, CARA, CHANNEL, GUILD, HOST, current

CHECKPOINT = 5  # the game kept every 5 steps, or more often in a game too short to pass several

for _game in GAMES.values():  # each game's cog registers how its table reads
    importlib.import_module(_game.cog_module)


@pytest.fixture
def store_kind() -> str:
    return "sqlite"  # the replay reads the store's public calls only; both stores: tests/e2e/test_replay_e2e.py


def shown(change: Change) -> str:
    """What the presenter draws of a table, but for what a replay leaves out: the turn's deadline (a countdown
    that meant something only then) and the live chances (worked out in the background while it was played)."""
    return cards.without_footer(render(Change(replace(change.table, deadline=None), change.game), "en-US"))


async def played_out(service: TableService, kind: str) -> tuple[int, dict[int, Change]]:
    """A game of ``kind`` for three, played to its end (Cara forfeits on her second turn, or on her first in a game
    that gives her no second): its table id and each table it showed, by the number of action rows it was shown
    after."""
    table_id = (await service.open(kind, GUILD, CHANNEL, HOST, {})).table.id
    await service.join(table_id, BOB)
    await service.join(table_id, CARA)
    change = await service.start_game(table_id, HOST)
    seen: dict[int, Change] = {}
    turns_of_cara = 0
    while True:
        seen[len(await service.store.actions(table_id)) - 1] = change  # its rows after "start"
        if change.table.status is not Status.PLAYING:
            return table_id, seen
        player, step = current(change)
        game = change.game
        assert game is not None
        if player == CARA and ((turns_of_cara := turns_of_cara + 1) == 2 or not turns_again(game)):
            change = await service.forfeit_in_channel(CHANNEL, CARA)
        else:
            change = await service.act(table_id, player, step, game.auto_action())


def turns_again(game: Game) -> bool:
    """Whether the player to act gets another turn when every move is the computer's choice (played on a copy)."""
    twin, player = game.copy(), game.current_player
    twin.play_auto()
    while not twin.is_over and twin.current_player != player:
        twin.play_auto()
    return not twin.is_over


@pytest.mark.parametrize("kind", sorted(GAMES))
async def test_every_step_is_the_live_games_state_after_as_many_actions(service: TableService, kind: str) -> None:
    table_id, seen = await played_out(service, kind)
    checkpoint = min(CHECKPOINT, max(1, max(seen) // 3))
    replays = Replays(service.store, checkpoint=checkpoint)
    last = await replays.frame(table_id, GUILD, None)
    assert last.step == last.steps == max(seen) and last.steps > checkpoint
    assert last.change.table.status is Status.FINISHED and last.change.game is not None
    assert last.change.game.forfeited == {2}  # Cara's forfeit is a step too
    for step in range(last.steps, -1, -1):  # backwards: every step from a kept one, none from the start
        frame = await replays.frame(table_id, GUILD, step)
        assert frame.step == step and frame.steps == last.steps
        game = frame.change.game
        assert game is not None and frame.change.table.status is (Status.FINISHED if game.is_over else
                                                                  Status.PLAYING)
        live = seen.get(step)
        if live is not None:  # a step the table was shown at
            assert live.game is not None and game.to_dict() == live.game.to_dict()
            assert shown(frame.change) == shown(live)


async def test_the_steps_go_from_the_opening_to_the_end_and_no_further(service: TableService) -> None:
    table_id, seen = await played_out(service, "lcr")
    replays = Replays(service.store)
    steps = max(seen)
    opening = await replays.frame(table_id, GUILD, 0)
    assert opening.change.game is not None and opening.change.game.step == 0
    for outside in (-1, steps + 1, 10**9):
        with pytest.raises(Exception) as refused:
            await replays.frame(table_id, GUILD, outside)
        assert getattr(refused.value, "key", None) == "replay.no_step"


async def test_a_replay_is_read_from_the_store_once(service: TableService, store: Store,
                                                    monkeypatch: pytest.MonkeyPatch) -> None:
    table_id, seen = await played_out(service, "buck")
    reads: list[int] = []
    actions = store.actions

    async def counted(table: int) -> list[dict[str, object]]:
        reads.append(table)
        return await actions(table)

    monkeypatch.setattr(store, "actions", counted)
    replays = Replays(store)
    for step in (0, 1, max(seen), 2):
        await replays.frame(table_id, GUILD, step)
    assert reads == [table_id]


async def test_only_a_finished_game_of_this_server_has_a_replay(service: TableService, refused: Refuse) -> None:
    table_id, _ = await played_out(service, "chicago")
    replays = Replays(service.store)
    await refused(table_id, replays.frame(table_id, GUILD + 1, 0), "replay.other_guild")
    await replays.frame(table_id, GUILD, 0)  # kept now: still refused to another server
    await refused(table_id, replays.frame(table_id, GUILD + 1, 0), "replay.other_guild")
    await refused(table_id + 99, replays.frame(table_id + 99, GUILD, 0), "table.unknown")

    running = (await service.open("lcr", GUILD, CHANNEL + 1, HOST, {})).table.id
    await service.join(running, BOB)
    await service.join(running, CARA)
    await refused(running, replays.frame(running, GUILD, 0), "replay.not_finished")
    await service.start_game(running, HOST)
    await refused(running, replays.frame(running, GUILD, 0), "replay.not_finished")
    await service.cancel(running, HOST)
    await refused(running, replays.frame(running, GUILD, 0), "replay.not_finished")


class RowsOnly:
    """A store holding rows written long ago: only what a replay reads (the tables and their action rows)."""

    def __init__(self, tables: list[Table], actions: dict[int, list[dict[str, Any]]]) -> None:
        self.tables = {table.id: table for table in tables}
        self.rows = actions

    async def load_table(self, table_id: int) -> Table | None:
        return self.tables.get(table_id)

    async def actions(self, table_id: int) -> list[dict[str, Any]]:
        return self.rows.get(table_id, [])


async def test_a_rematch_stored_before_replays_existed_replays_from_its_old_rows() -> None:
    """A Buck Dice rematch starts from the rotation its last game left: a game stored before state formats
    existed (tests/rules/stored: an old row as written then) still gives it, so its replay is the game played."""
    old_state = stored_states("buck")["finished"]
    seats = tuple(Seat(user_id, f"P{user_id}") for user_id in (1, 2, 3, 4))
    last = Table(kind="buck", guild_id=GUILD, channel_id=CHANNEL, host_id=1, seed="00" * 32,
                 options=old_state["options"], seats=seats, status=Status.FINISHED, state=old_state, id=1)
    lobby_table = replace(last, seed=bytes(range(32)).hex(), seats=seats[::-1], state=None, id=2, previous_id=1)
    rematch, order = rematch_order(lobby_table, last)
    game = GAMES["buck"].game.from_dict(old_state).rematch(SeededDice(bytes.fromhex(rematch.seed)), order)
    assert game is not None
    played, _ = game
    states = [played.to_dict()]
    rows: list[dict[str, Any]] = [{"user_id": 1, "action": "start", "events": []}]
    while not played.is_over:
        move = played.auto_action()
        played.apply(played.current_player or 0, move)
        rows.append({"user_id": None, "action": str(move), "events": []})
        states.append(played.to_dict())
    finished = replace(rematch, status=Status.FINISHED, state=played.to_dict())
    replays = Replays(cast(Store, RowsOnly([last, finished], {2: rows})))
    for step, state in enumerate(states):
        frame = await replays.frame(2, GUILD, step)
        assert frame.change.game is not None and frame.change.game.to_dict() == state
