"""How a table is kept as a row, the same for every store: its columns, JSON encoded, and back."""

from __future__ import annotations

import json
from collections.abc import Callable, Collection, Mapping, Sequence
from functools import lru_cache
from typing import Any, Protocol

import orjson

from data.records import Seat, Status, Table
from data.store import SAVED_COLUMNS, Finisher, PastGame, UnreadableRow

Row = Mapping[str, Any]  # a row of `tables` by column name


class Columns(Protocol):
    """A fetched row read by column name: sqlite3.Row, asyncpg.Record, or a dict."""

    def __getitem__(self, key: str, /) -> Any: ...


_json_dumps = json.JSONEncoder(separators=(",", ":")).encode


def dumps(value: Any) -> str:
    """Compact JSON text, by orjson (five to ten times faster than the json module; int keys become strings, as
    with json.dumps), or by the json module for what orjson does not write (an int beyond 64 bits)."""
    try:
        return orjson.dumps(value, option=orjson.OPT_NON_STR_KEYS).decode()
    except TypeError:
        return _json_dumps(value)


ENTRIES_KEPT = 1 << 14  # log entries whose JSON is at hand (most are in live tables anyway); all forgotten when full
_entry_json: dict[int, tuple[object, str]] = {}  # id(entry) → (the entry, kept alive so its id stays its, JSON)


def entries_json(entries: Sequence[Mapping[str, Any]]) -> str:
    """``dumps(list(entries))``, each entry encoded once: a table's log keeps its entries (never changed once
    made) from one save to the next, the action rows hold the same ones, and a move adds only a few."""
    parts = []
    for entry in entries:
        known = _entry_json.get(id(entry))
        if known is None or known[0] is not entry:
            if len(_entry_json) >= ENTRIES_KEPT:
                _entry_json.clear()
            known = _entry_json[id(entry)] = (entry, dumps(entry))
        parts.append(known[1])
    return f"[{','.join(parts)}]"


def _seats(seats: Sequence[Seat]) -> str:
    return dumps([s.to_dict() for s in seats])


# Each column of a table's row, from the Table (JSON columns encoded).
_ENCODE: dict[str, Callable[[Table], Any]] = {
    "id": lambda t: t.id, "kind": lambda t: t.kind, "guild_id": lambda t: t.guild_id,
    "channel_id": lambda t: t.channel_id, "message_id": lambda t: t.message_id, "host_id": lambda t: t.host_id,
    "locale": lambda t: t.locale, "status": lambda t: t.status.value, "seed": lambda t: t.seed,
    "options": lambda t: dumps(t.options), "turn_timeout": lambda t: t.turn_timeout, "seats": lambda t: _seats(t.seats),
    "state": lambda t: dumps(t.state) if t.state is not None else None, "log": lambda t: entries_json(t.log),
    "deadline": lambda t: t.deadline, "version": lambda t: t.version, "created_at": lambda t: t.created_at,
    "updated_at": lambda t: t.updated_at, "invited": lambda t: _seats(t.invited),
    "previous_id": lambda t: t.previous_id, "again_closed": lambda t: int(t.again_closed),
}


def table_row(table: Table) -> dict[str, Any]:
    """The row that stores ``table``, JSON columns encoded."""
    return {column: encode(table) for column, encode in _ENCODE.items()}


ALWAYS_SAVED = ("version", "updated_at")  # written by every save, whatever changed


def saved_columns(changed: Collection[str] | None) -> tuple[str, ...]:
    """The columns a save writes: ``changed`` (None: all it may write) and the ones every save writes, in the
    order of SAVED_COLUMNS (so the same set is always the same statement)."""
    return SAVED_COLUMNS if changed is None else _saved_columns(frozenset(changed))


@lru_cache(maxsize=256)  # a few sets come up: a move, a lobby change, the end of a game
def _saved_columns(changed: frozenset[str]) -> tuple[str, ...]:
    unknown = changed - set(SAVED_COLUMNS)
    if unknown:
        raise ValueError(f"a save does not write {sorted(unknown)}")
    return tuple(column for column in SAVED_COLUMNS if column in changed or column in ALWAYS_SAVED)


def saved_row(table: Table, columns: Sequence[str], encoded: Mapping[str, Any] | None = None) -> dict[str, Any]:
    """The ``columns`` of the row that stores ``table`` (``saved_columns``), JSON columns encoded; those in
    ``encoded`` as they are there (``Store.encode``: encoded ahead, from the same values)."""
    if not encoded:
        return {column: _ENCODE[column](table) for column in columns}
    return {column: encoded[column] if column in encoded else _ENCODE[column](table) for column in columns}


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
        seats=tuple(Seat.from_dict(s) for s in json.loads(row["seats"])),
        status=Status(row["status"]),
        state=json.loads(row["state"]) if row["state"] else None,
        log=tuple(json.loads(row["log"])),
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
