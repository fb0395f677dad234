"""Events and actions as the log stores them, for tests: ``stored_event("lcr", "roll", 0, {...})``."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

from rules.base import Action, Event, UnreadEvent
from rules.games import GAMES


def stored_event(kind: str, type: str, player: int | None = None, data: Mapping[str, Any] | None = None) -> Event:
    """The typed event of a ``kind`` table that ``{"type": type, "player": player, "data": data}`` stores."""
    event = GAMES[kind].read_event({"type": type, "player": player, "data": dict(data or {})})
    assert not isinstance(event, UnreadEvent), f"no {kind} event reads {type} {data}"
    return event


def written(actions: Iterable[Action]) -> list[str]:
    """Actions as a custom_id and the action log write them."""
    return [str(action) for action in actions]
