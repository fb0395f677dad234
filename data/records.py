"""What the store keeps: tables (a lobby or a game, with its engine state) and results."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, fields
from enum import StrEnum
from typing import Any


class Status(StrEnum):
    LOBBY = "lobby"
    PLAYING = "playing"
    FINISHED = "finished"
    CANCELLED = "cancelled"

    @property
    def live(self) -> bool:
        return self in (Status.LOBBY, Status.PLAYING)


@dataclass(frozen=True)
class Seat:
    """A seat at a table. Computer seats carry a synthetic negative user id."""

    user_id: int
    name: str
    computer: bool = False
    stake: int | None = None

    def to_dict(self) -> dict[str, Any]:
        return {"user_id": self.user_id, "name": self.name, "computer": self.computer, "stake": self.stake}

    @classmethod
    def from_dict(cls, raw: dict[str, Any]) -> Seat:
        return cls(raw["user_id"], raw["name"], raw.get("computer", False), raw.get("stake"))


# A table keeps its newest LOG_LENGTH log entries (its "recent turns"); the store writes the log itself only when
# a change's new entries are not all in its action rows (data/sqlite.py, ``log_version``).
LOG_LENGTH = 12


@dataclass(frozen=True)
class Table:
    """One table in one channel: its lobby, then its game, then its result.

    A table is never changed in place: a change builds a new one (``dataclasses.replace``), so a table may be
    shared (the live one, the one a message shows, a change being prepared) without copying it. Its ``state``
    is replaced whole, with its game's ``to_dict``.

    ``version`` grows by one with every committed change; a write names the
    version it was computed from and is refused if another got there first.
    ``deadline`` is when the bot acts by itself (turn timeout or computer seat; on a finished table, when its
    Play again expires and ``again_closed`` is set). A lobby opened by Play again lists last game's players
    not yet rejoined in ``invited`` and the finished table in ``previous_id``.
    """

    kind: str
    guild_id: int | None
    channel_id: int
    host_id: int
    seed: str
    options: Mapping[str, Any]
    turn_timeout: int = 60
    locale: str = "en-US"
    seats: Sequence[Seat] = ()  # a tuple (a list given is made one)
    status: Status = Status.LOBBY
    state: Mapping[str, Any] | None = None
    log: Sequence[Mapping[str, Any]] = ()  # a tuple, its entries are never changed
    message_id: int | None = None
    deadline: float | None = None
    id: int = 0
    version: int = 0
    created_at: float = 0.0
    updated_at: float = 0.0
    invited: Sequence[Seat] = ()  # a tuple
    previous_id: int | None = None
    again_closed: bool = False

    def __post_init__(self) -> None:
        # lists given (a store's decoded row, a test) are kept as tuples: nothing can append to a shared table
        if type(self.seats) is not tuple:
            object.__setattr__(self, "seats", tuple(self.seats))
        if type(self.log) is not tuple:
            object.__setattr__(self, "log", tuple(self.log))
        if type(self.invited) is not tuple:
            object.__setattr__(self, "invited", tuple(self.invited))

    def evolve(self, **changes: Any) -> Table:
        """``dataclasses.replace(self, **changes)``, several times faster: a click builds three tables (``replace``
        looks up every field and calls ``__init__``, ~15 µs for this one's 21 fields; this copies one dict)."""
        unknown = changes.keys() - _TABLE_FIELDS
        if unknown:
            raise TypeError(f"a Table has no field {sorted(unknown)}")
        evolved = object.__new__(Table)
        evolved.__dict__.update(self.__dict__, **changes)
        evolved.__post_init__()
        return evolved

    def seat_of(self, user_id: int) -> int | None:
        for index, seat in enumerate(self.seats):
            if seat.user_id == user_id:
                return index
        return None


_TABLE_FIELDS = frozenset(field.name for field in fields(Table))


@dataclass(frozen=True)
class Result:
    """One player's line in a finished game, for the leaderboard."""

    user_id: int
    name: str
    computer: bool
    seat: int
    won: bool
    lost: bool
    score: int
    rounds: int = 0
    points: int = 0
