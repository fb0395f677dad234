"""A stored row read back, the same for every store: a table from its columns (JSON decoded), past games from
theirs. (How a table is written as a row is data/sqlite.py's, for both stores: it is on the click's path.)"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from typing import Any, Protocol

from data.records import LOG_LENGTH, Seat, Status, Table
from data.store import Finisher, PastGame, UnreadableRow

Row = Mapping[str, Any]  # a row of `tables` by column name


class Columns(Protocol):
    """A fetched row read by column name: sqlite3.Row, asyncpg.Record, or a dict."""

    def __getitem__(self, key: str, /) -> Any: ...


# The events of the actions saved after a table's log was last written (``log_version``) up to the version of the
# row read (a save committed in between is not the row's), oldest first; the placeholders, in that order, are the
# store's (? or $n).
NEWER_EVENTS = (
    "SELECT events FROM actions WHERE table_id = {} AND version > {} AND version <= {} ORDER BY version, ordinal"
)


def row_to_table(row: Row, newer: Sequence[str] = ()) -> Table:
    """The table a row stores; ``newer``: the ``events`` (JSON text) of the actions saved after its log column was
    written (NEWER_EVENTS), whose entries follow that log."""
    try:
        return _decode(row, newer)
    except (ValueError, KeyError, TypeError) as error:  # json.JSONDecodeError is a ValueError
        raise UnreadableRow(row["id"], row["channel_id"], row["host_id"], f"{type(error).__name__}: {error}") from None


def log_of(written: str, newer: Sequence[str]) -> list[Any]:
    """A table's log: its ``log`` column as ``written``, followed by the entries in ``newer`` (the ``events`` of the
    actions saved since, NEWER_EVENTS), the newest LOG_LENGTH of them."""
    log: list[Any] = json.loads(written)
    for events in newer:
        log += json.loads(events)
    return log[-LOG_LENGTH:]


def _decode(row: Row, newer: Sequence[str]) -> Table:
    return Table(
        kind=row["kind"],
        guild_id=row["guild_id"],
        channel_id=row["channel_id"],
        host_id=row["host_id"],
        seed=row["seed"],
        options=json.loads(row["options"]),
        turn_timeout=row["turn_timeout"],
        locale=row["locale"],
        seats=tuple(Seat.from_dict(s) for s in json.loads(row["seats"])),
        status=Status(row["status"]),
        state=json.loads(row["state"]) if row["state"] else None,
        log=tuple(log_of(row["log"], newer)),
        message_id=row["message_id"],
        deadline=row["deadline"],
        id=row["id"],
        version=row["version"],
        created_at=row["created_at"],
        updated_at=row["updated_at"],
        invited=tuple(Seat.from_dict(s) for s in json.loads(row["invited"])),
        previous_id=row["previous_id"],
        again_closed=bool(row["again_closed"]),
    )


def past_games(tables: Sequence[Columns], finishers: Sequence[Columns]) -> list[PastGame]:
    """Finished tables (id, kind, guild_id, channel_id, message_id, seed, updated_at) with their result lines
    (table_id, user_id, name, computer, won, lost; in seat order) as the store's PastGame records."""
    seats: dict[int, list[Finisher]] = {row["id"]: [] for row in tables}
    for row in finishers:
        seats[row["table_id"]].append(
            Finisher(row["user_id"], row["name"], bool(row["computer"]), bool(row["won"]), bool(row["lost"]))
        )
    return [
        PastGame(
            table_id=row["id"], kind=row["kind"], guild_id=row["guild_id"], channel_id=row["channel_id"],
            message_id=row["message_id"], seed=row["seed"], finished_at=row["updated_at"],
            seats=tuple(seats[row["id"]]),
        )
        for row in tables
    ]
