"""How it went: what replays a finished table (its seed, options and action log) for the story picture.

Only a finished game has a story, and only its players (or someone with Manage Channel) are shown it; a click
from another channel is refused as every table click is. Nothing here changes a table.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from data.records import Status, Table
from rules.base import DEFAULT_STAKE
from rules.odds.story import Move, Replay
from service import lobby
from service.chances import engine_options
from service.errors import Refusal
from service.players import Player
from service.tables import TableService


@dataclass(frozen=True)
class StoryRequest:
    table_id: int
    kind: str
    replay: Replay
    names: tuple[str, ...]  # each seat's name, as the table showed it


class Stories:
    def __init__(self, tables: TableService) -> None:
        self.tables = tables

    async def request(self, table_id: int, asker: Player) -> StoryRequest:
        """What replays table ``table_id`` for ``asker``; a Refusal when it has no story for them."""
        table = (await self.tables.table(table_id, asker)).table
        if table.status is Status.CANCELLED:
            raise Refusal("story.cancelled")
        if table.status is not Status.FINISHED:
            raise Refusal("story.not_finished")
        if table.seat_of(asker.user_id) is None and not asker.can_manage:
            raise Refusal("story.not_seated")
        store = self.tables.store
        previous = await store.load_table(table.previous_id) if table.previous_id is not None else None
        replay = replay_of(table, await store.actions(table_id), previous)
        return StoryRequest(table.id, table.kind, replay, tuple(seat.name for seat in table.seats))


def replay_of(table: Table, actions: list[dict[str, Any]], previous: Table | None = None) -> Replay:
    """The table's replay: its action rows after "start" as moves (a forfeit names the seat of the user on its
    row; the bot's rows, user None, are the move of whoever's turn it was), started as the table started it:
    with stakes when it has them, and from ``previous`` (the finished game Play again came from) for a game
    that carries its rotation into the rematch."""
    moves = []
    for row in actions:
        if row["action"] == "start":
            continue
        seat = table.seat_of(row["user_id"]) if row["user_id"] is not None else None
        if row["user_id"] is not None and seat is None:
            raise Refusal("story.unreadable")  # a row naming someone who never sat here: a damaged log
        moves.append(Move(seat, str(row["action"])))
    stakes = tuple(seat.stake or DEFAULT_STAKE for seat in table.seats) if table.options.get("stakes") else None
    rematch_of = rematch_seats = None
    if previous is not None and previous.state is not None:
        rematch_of = previous.state
        rematch_seats = tuple(lobby.rematch_order(table, previous)[1])
    return Replay(table.kind, engine_options(table.options), len(table.seats), bytes.fromhex(table.seed),
                  tuple(moves), stakes, rematch_of, rematch_seats)

