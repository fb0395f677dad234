"""Replays: a finished table as it stood at any step, rebuilt from its seed and its action log.

The rules are pure and the dice come from the seed, so replaying the action rows move by move gives back every
state the table went through (the story picture does the same: service/story.py). Nothing is stored for a replay:
a game finished before replays existed replays too. Step 0 is the game as its opening dealt it, step k the game
after its first k action rows (a forfeit is one), the last step the finished game.

A finished game never changes, so what a replay needs (the table and its moves) is kept for the last few tables
asked, with the game at every CHECKPOINT-th step passed: a step is then at most CHECKPOINT moves from a kept one.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from typing import Any

from data.records import LOG_LENGTH, Status, Table
from data.store import Store, UnreadableRow
from kept import Newest
from rules.base import Game, IllegalAction
from rules.odds.story import Replay, play
from service.errors import Refusal
from service.story import replay_of
from service.tables import Change

KEPT_REPLAYS = 32  # finished tables kept, least recently asked forgotten first
CHECKPOINT = 32  # a copy of the game is kept every this many steps


@dataclass(frozen=True)
class Frame:
    """The table as it stood at ``step`` of its ``steps``: status, game and recent log as they were then."""

    change: Change
    step: int
    steps: int


@dataclass
class _Recorded:
    """A finished table, its moves, and the game at the steps kept so far (with the log's last entries)."""

    table: Table
    replay: Replay
    checkpoints: dict[int, tuple[Game, tuple[Mapping[str, Any], ...]]] = field(default_factory=dict)

    @property
    def steps(self) -> int:
        return len(self.replay.moves)


class Replays:
    def __init__(self, store: Store, kept: int = KEPT_REPLAYS, checkpoint: int = CHECKPOINT) -> None:
        self.store = store
        self.checkpoint = checkpoint
        self._recorded: Newest[int, _Recorded] = Newest(kept)

    async def frame(self, table_id: int, guild_id: int | None, step: int | None) -> Frame:
        """Table ``table_id`` as it stood at ``step`` (None: its last step), for someone in guild ``guild_id``;
        a Refusal when it is not a finished game of that guild or has no such step."""
        recorded = await self._record(table_id, guild_id)
        steps = recorded.steps
        at = steps if step is None else step
        if not 0 <= at <= steps:
            raise Refusal("replay.no_step", step=at, steps=steps)
        try:
            game, log = _rebuilt(recorded, at, self.checkpoint)
        except (IllegalAction, ValueError):  # a log that does not replay: nothing to show
            raise Refusal("replay.unreadable") from None
        table = replace(
            recorded.table, status=Status.FINISHED if game.is_over else Status.PLAYING, state=game.to_dict(),
            log=log, deadline=None, again_closed=True,
        )
        return Frame(Change(table, game), at, steps)

    async def _record(self, table_id: int, guild_id: int | None) -> _Recorded:
        recorded = self._recorded.used(table_id)
        if recorded is None:
            table = await self._load(table_id)
            if table.guild_id != guild_id:
                raise Refusal("replay.other_guild")
            if table.status is not Status.FINISHED:
                raise Refusal("replay.not_finished")
            previous = await self._load(table.previous_id) if table.previous_id is not None else None
            try:
                replay = replay_of(table, await self.store.actions(table_id), previous)
            except Refusal:
                raise Refusal("replay.unreadable") from None
            recorded = _Recorded(table, replay)
            self._recorded.keep(table_id, recorded)
        elif recorded.table.guild_id != guild_id:
            raise Refusal("replay.other_guild")
        return recorded

    async def _load(self, table_id: int) -> Table:
        try:
            table = await self.store.load_table(table_id)
        except UnreadableRow:
            raise Refusal("table.unreadable") from None
        if table is None:
            raise Refusal("table.unknown")
        return table


def _rebuilt(recorded: _Recorded, step: int, every: int) -> tuple[Game, tuple[Mapping[str, Any], ...]]:
    """The game at ``step`` (a copy of its own) and the table's log then, played on from the nearest kept step
    (the game is kept at every ``every``-th step passed)."""
    checkpoints = recorded.checkpoints
    if 0 not in checkpoints:
        game, events = recorded.replay.opening()
        checkpoints[0] = (game, tuple(event.to_dict() for event in events)[-LOG_LENGTH:])
    base = max(kept for kept in checkpoints if kept <= step)
    kept_game, kept_log = checkpoints[base]
    game = kept_game.copy()
    log: deque[Mapping[str, Any]] = deque(kept_log, maxlen=LOG_LENGTH)
    for at in range(base, step):
        _, events = play(game, recorded.replay.moves[at])
        log.extend(event.to_dict() for event in events)
        if (at + 1) % every == 0 and at + 1 not in checkpoints:
            checkpoints[at + 1] = (game.copy(), tuple(log))
    return game, tuple(log)
