"""Refusals the service answers a user with (never a crash, never a change)."""

from __future__ import annotations

from typing import Any


class Refusal(Exception):
    """A request the rules or the lobby do not allow. ``key`` is a message-catalog key."""

    def __init__(self, key: str, **params: Any) -> None:
        super().__init__(key, params)
        self.key = key
        self.params = params
