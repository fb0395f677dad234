"""Events: what happened, one frozen dataclass per kind of event.

A game's ``apply`` returns its own event types (``rules/<game>/events.py``); the events every table shares (a player
joining, leaving, forfeiting...) are here. An event is stored in the table's log and its action rows as
``{"type": ..., "player": ..., "data": {...}}``: ``type`` is the class's name for it (also its message-catalog
entry), ``player`` whom it is about (None: nobody in particular) and ``data`` its other fields, lists for tuples.
``to_dict`` writes that and ``from_dict`` reads it back, so stored logs keep the JSON they always had.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, ClassVar, Self, dataclass_transform

OMIT_NONE: Mapping[str, bool] = {"omit_none": True}  # a field's metadata: left out of ``data`` while None


def optional() -> Any:
    """A field stored only when it has a value (Buck Dice's ``would_be``: an overshoot's alone)."""
    return field(default=None, metadata=OMIT_NONE)


@dataclass_transform(frozen_default=True, kw_only_default=True, field_specifiers=(field,))
@dataclass(frozen=True, kw_only=True)
class Event:
    """Something that happened. A subclass declares its stored name and its fields, nothing more:

        class Win(Event, type="win"):
            chips: int

    and is made a frozen, keyword-only dataclass. A subclass without ``type`` holds fields its subclasses share."""

    type: ClassVar[str]
    player: int | None = None

    def __init_subclass__(cls, type: str | None = None, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        if type is not None:
            cls.type = type
        dataclass(frozen=True, kw_only=True)(cls)

    @property
    def data(self) -> dict[str, Any]:
        """The fields but ``player``, as stored (the catalog's parameters for the event's line)."""
        data: dict[str, Any] = {}
        fields = self.__dict__
        for name, omit_none in _fields(type(self)):
            value = fields[name]
            if type(value) is tuple:
                value = _stored(value)
            elif value is None and omit_none:
                continue
            data[name] = value
        return data

    def to_dict(self) -> dict[str, Any]:
        return {"type": self.type, "player": self.player, "data": self.data}

    @classmethod
    def from_dict(cls, raw: Mapping[str, Any]) -> Self:
        """The event ``to_dict`` stored; raises TypeError (or KeyError) for data that does not fit ``cls``."""
        data = raw.get("data") or {}
        names = {name for name, _ in _fields(cls)}
        values = {name: _read(value) for name, value in data.items() if name in names}  # older extras are dropped
        return cls(player=raw.get("player"), **values)


class UnreadEvent(Event, type="unread"):
    """A stored event no event type of the game reads (a type or data this Pips does not know): kept as stored,
    shown as nothing."""

    raw: Mapping[str, Any] = field(default_factory=dict)

    @property
    def data(self) -> dict[str, Any]:
        data = self.raw.get("data")
        return dict(data) if isinstance(data, Mapping) else {}

    def to_dict(self) -> dict[str, Any]:
        return dict(self.raw)


_FIELDS: dict[type[Event], tuple[tuple[str, bool], ...]] = {}


def _fields(event: type[Event]) -> tuple[tuple[str, bool], ...]:
    """(name, left out while None) of an event type's fields but ``player``, in order (worked out once per type)."""
    known = _FIELDS.get(event)
    if known is None:
        known = _FIELDS[event] = tuple(
            (f.name, bool(f.metadata.get("omit_none"))) for f in dataclasses.fields(event) if f.name != "player"
        )
    return known


def _stored(value: Any) -> Any:
    """A field as JSON holds it: tuples as lists, all the way down (type tests, not isinstance: every click writes
    its events, most of them tuples of ints)."""
    if type(value) is tuple:
        return [_stored(item) if type(item) is tuple else item for item in value]
    return value


def _read(value: Any) -> Any:
    """A stored field as an event holds it: lists as tuples, all the way down (a list, not a generator: every
    table drawn reads its newest events)."""
    if isinstance(value, list):
        return tuple([_read(item) if isinstance(item, list) else item for item in value])
    return value


def reader(*types: type[Event]) -> Mapping[str, type[Event]]:
    """Event types by their stored ``type``."""
    return {event.type: event for event in types}


def read_event(types: Mapping[str, type[Event]], raw: Mapping[str, Any]) -> Event:
    """The event a stored entry holds, by its ``type`` among ``types``; an ``UnreadEvent`` for one they do not read."""
    event = types.get(raw.get("type", ""))
    if event is not None:
        try:
            return event.from_dict(raw)
        except (TypeError, KeyError, AttributeError):
            pass
    return UnreadEvent(player=raw.get("player"), raw=dict(raw))


# --- the events of every table ------------------------------------------------------------------------------------
class Forfeit(Event, type="forfeit"):
    """``player`` left the game (by /game leave, or removed by the host); the game's own events follow."""


class Timeout(Event, type="timeout"):
    """``player``'s time ran out: the computer's move is played for them."""


class UserEvent(Event):
    """An event about a person by their user id (a lobby's, before anyone has a seat in a game)."""

    user_id: int


class WithStake(UserEvent):
    stake: int | None = None  # (a table without stakes)


class DoneBy(UserEvent):
    """An event another person caused: ``by``, their user id."""

    by: int


class Joined(WithStake, type="joined"): ...
class StakeChanged(WithStake, type="stake_changed"): ...
class ComputerJoined(UserEvent, type="computer_joined"): ...
class Cancelled(UserEvent, type="cancelled"): ...
class Removed(DoneBy, type="removed"): ...
class HostChanged(DoneBy, type="host_changed"): ...


class Left(UserEvent, type="left"):
    cancelled: bool  # the lobby emptied


TABLE_EVENTS: Sequence[type[Event]] = (
    Forfeit, Timeout, Joined, StakeChanged, Left, ComputerJoined, Cancelled, Removed, HostChanged,
)
