"""A lone save as ONE SQLite statement: one trip to aiosqlite's thread instead of four.

Each statement through aiosqlite is a trip to its thread and back (a queue hand-over and a wake-up of the event
loop), and a save in a transaction of its own takes four: BEGIN, the table's update, its action row, COMMIT. So a
save with at most one action row and no results is written as one INSERT into a temporary view, whose INSTEAD OF
trigger makes the version-guarded update of the table and inserts the action row. One statement outside a
transaction is a transaction of its own: a crash at any moment leaves the old row or the new one with its
action, never half; a stale version raises in the trigger, which undoes the whole statement. The saves of a
batch (group commit) that fit go through the same INSERT, by ``executemany`` between BEGIN and COMMIT.

The view and its trigger are TEMP: they live in the connection that made them, not in the database file (no
migration, nothing another program reading the file sees). There is one view per set of columns a save writes,
because an UPDATE maintains every index on a column it sets, changed or not (a move leaves ``status`` alone, and
the indexes on it with it); a few sets come up (a move, a lobby change, the end of a game).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from functools import lru_cache
from typing import Any

from data._rows import entries_json

STALE = "pips: stale version"  # the trigger's error when the row is no longer at the expected version
ACTION_COLUMNS = ("user_id", "action", "events")


def fits(actions: Sequence[Mapping[str, Any]], results: Sequence[object]) -> bool:
    """Whether a save with these action rows and result lines can be written as one statement."""
    return len(actions) <= 1 and not results


@lru_cache(maxsize=64)
def view_of(columns: tuple[str, ...]) -> tuple[str, str]:
    """The statements creating the view for saves writing ``columns`` (the table's saved columns, version and
    time of change among them), and its trigger."""
    name = view_name(columns)
    fields = ("id", "expected", *columns, *ACTION_COLUMNS)
    view = f"CREATE TEMP VIEW IF NOT EXISTS {name} ({', '.join(fields)}) AS SELECT {', '.join(['NULL'] * len(fields))}"
    trigger = (
        f"CREATE TEMP TRIGGER IF NOT EXISTS {name} INSTEAD OF INSERT ON {name} BEGIN"
        f" UPDATE tables SET {', '.join(f'{column} = NEW.{column}' for column in columns)}"
        " WHERE id = NEW.id AND version = NEW.expected;"
        f" SELECT RAISE(ABORT, '{STALE}') WHERE changes() = 0;"
        " INSERT INTO actions (table_id, version, ordinal, user_id, action, events, at)"
        " SELECT NEW.id, NEW.version, 0, NEW.user_id, NEW.action, NEW.events, NEW.updated_at"
        " WHERE NEW.action IS NOT NULL;"
        " END"
    )
    return view, trigger


@lru_cache(maxsize=64)
def insert_of(columns: tuple[str, ...]) -> str:
    """The one statement of a save writing ``columns`` (named parameters, as ``parameters`` gives them)."""
    fields = ("id", "expected", *columns, *ACTION_COLUMNS)
    return f"INSERT INTO {view_name(columns)} ({', '.join(fields)}) VALUES ({', '.join(f':{f}' for f in fields)})"


def view_name(columns: tuple[str, ...]) -> str:
    return f"save_{'_'.join(columns)}"


def parameters(
    row: Mapping[str, Any], table_id: int, expected: int, actions: Sequence[Mapping[str, Any]]
) -> dict[str, Any]:
    """The statement's parameters: the saved columns ``row``, the table and the version it was computed from,
    and its action row if it has one."""
    action = actions[0] if actions else None
    return {
        **row, "id": table_id, "expected": expected,
        "user_id": action.get("user_id") if action else None,
        "action": action["action"] if action else None,
        "events": entries_json(action["events"]) if action else None,
    }
