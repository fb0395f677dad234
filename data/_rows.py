"""How a table is kept as a row, the same for every store: its columns, JSON encoded, and back."""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from typing import Any, Protocol

from data.records import Seat, Status, Table
from data.store import Finisher, PastGame, UnreadableRow

Row = Mapping[str, Any]  # a row of `tables` by column name


class Columns(Protocol):
    """A fetched row read by column name: sqlite3.Row, asyncpg.Record, or a dict."""

    def __getitem__(self, key: str, /) -> Any: ...


dumps = json.JSONEncoder(separators=(",", ":")).encode  # built once: json.dumps with options builds one a call


def table_row(table: Table) -> dict[str, Any]:
    """The row that stores ``table``, JSON columns encoded."""
    return {
        "id": table.id, "kind": table.kind, "guild_id": table.guild_id, "channel_id": table.channel_id,
        "message_id": table.message_id, "host_id": table.host_id, "locale": table.locale,
        "status": table.status.value, "seed": table.seed, "options": dumps(table.options),
        "turn_timeout": table.turn_timeout, "seats": dumps([s.to_dict() for s in table.seats]),
        "state": dumps(table.state) if table.state is not None else None, "log": dumps(table.log),
        "deadline": table.deadline, "version": table.version, "created_at": table.created_at,
        "updated_at": table.updated_at, "invited": dumps([s.to_dict() for s in table.invited]),
        "previous_id": table.previous_id, "again_closed": int(table.again_closed),
    }


# What a save changes: each store's guarded UPDATE writes exactly these columns.
SAVED_COLUMNS = (
    "status", "seats", "state", "log", "deadline", "options", "host_id", "version", "updated_at", "invited",
    "again_closed",
)


def row_to_table(row: Row) -> Table:
    try:
        return _decode(row)
    except (ValueError, KeyError, TypeError) as error:  # json.JSONDecodeError is a ValueError
        raise UnreadableRow(row["id"], row["channel_id"], row["host_id"], f"{type(error).__name__}: {error}") from None


def _decode(row: Row) -> Table:
    return Table(
        kind=row["kind"],
        guild_id=row["guild_id"],
        channel_id=row["channel_id"],
        host_id=row["host_id"],
        seed=row["seed"],
        options=json.loads(row["options"]),
        turn_timeout=row["turn_timeout"],
        locale=row["locale"],
        seats=[Seat.from_dict(s) for s in json.loads(row["seats"])],
        status=Status(row["status"]),
        state=json.loads(row["state"]) if row["state"] else None,
        log=json.loads(row["log"]),
        message_id=row["message_id"],
        deadline=row["deadline"],
        id=row["id"],
        version=row["version"],
        created_at=row["created_at"],
        updated_at=row["updated_at"],
        invited=[Seat.from_dict(s) for s in json.loads(row["invited"])],
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
