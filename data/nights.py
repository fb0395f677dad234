"""A scheduled game night as stored (/schedule), and its row in both stores."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any, Literal

import orjson

NightStatus = Literal["scheduled", "started", "done", "cancelled", "missed", "failed"]
Repeat = Literal["none", "weekly"]
REPEATS: tuple[Repeat, ...] = ("none", "weekly")
# The columns a night's save writes; the others are written once, when it is scheduled.
NIGHT_SAVED = ("status", "answers", "message_id", "event_id", "reminded", "waiting", "table_id")
NIGHT_BOOLEANS = frozenset({"reminded", "waiting"})  # 0/1 in SQLite, BOOLEAN in PostgreSQL


@dataclass(frozen=True)
class Answer:
    """One person's answer to a night's invite: I'm in (``coming``) or Can't come."""

    user_id: int
    name: str
    coming: bool


@dataclass(frozen=True)
class Night:
    """A game set for a time in a channel. Never changed in place: a change is a new Night saved."""

    guild_id: int
    channel_id: int
    host_id: int
    host_name: str
    kind: str
    options: Mapping[str, Any]
    starts_at: int  # Unix seconds
    repeat: Repeat = "none"
    note: str = ""
    locale: str = "en-US"  # the server's Discord locale when scheduled (the server's /settings language wins)
    created_at: float = 0.0
    status: NightStatus = "scheduled"
    answers: tuple[Answer, ...] = field(default=())
    message_id: int | None = None  # the invite card
    event_id: int | None = None  # the Discord scheduled event, if one was made
    reminded: bool = False
    waiting: bool = False  # its start found the channel's table still open
    table_id: int | None = None  # the table it opened
    id: int = 0

    @property
    def coming(self) -> tuple[Answer, ...]:
        """Who said I'm in, in the order they did; the host first, always."""
        others = tuple(a for a in self.answers if a.coming and a.user_id != self.host_id)
        return (Answer(self.host_id, self.host_name, True), *others)

    @property
    def not_coming(self) -> tuple[Answer, ...]:
        return tuple(a for a in self.answers if not a.coming)


def night_row(night: Night) -> dict[str, Any]:
    """The night's columns (without its id), as both stores write them (booleans as Python's)."""
    return {
        "guild_id": night.guild_id, "channel_id": night.channel_id, "host_id": night.host_id,
        "host_name": night.host_name, "kind": night.kind, "options": orjson.dumps(dict(night.options)).decode(),
        "starts_at": night.starts_at, "repeat": night.repeat, "note": night.note, "locale": night.locale,
        "created_at": night.created_at, "status": night.status, "answers": _answers(night.answers),
        "message_id": night.message_id, "event_id": night.event_id, "reminded": night.reminded,
        "waiting": night.waiting, "table_id": night.table_id,
    }


def row_to_night(row: Mapping[str, Any]) -> Night:
    return Night(
        id=row["id"], guild_id=row["guild_id"], channel_id=row["channel_id"], host_id=row["host_id"],
        host_name=row["host_name"], kind=row["kind"], options=orjson.loads(row["options"]),
        starts_at=row["starts_at"], repeat=row["repeat"], note=row["note"], locale=row["locale"],
        created_at=row["created_at"], status=row["status"],
        answers=tuple(Answer(int(user), str(name), bool(coming))
                      for user, name, coming in orjson.loads(row["answers"])),
        message_id=row["message_id"], event_id=row["event_id"], reminded=bool(row["reminded"]),
        waiting=bool(row["waiting"]), table_id=row["table_id"],
    )


def _answers(answers: tuple[Answer, ...]) -> str:
    return orjson.dumps([[a.user_id, a.name, a.coming] for a in answers]).decode()
