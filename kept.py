"""A mapping that keeps only its newest entries: every bounded cache of the bot (the live tables with their chances,
stored rows, log lines, the catalog's texts and locales, story pictures) forgets its least recently used entries this
one way."""

from __future__ import annotations

from collections import OrderedDict
from typing import TypeVar

K = TypeVar("K")
V = TypeVar("V")


class Newest(OrderedDict[K, V]):
    """At most ``limit`` entries, the least recently kept or used forgotten first."""

    def __init__(self, limit: int) -> None:
        super().__init__()
        self.limit = limit

    def keep(self, key: K, value: V) -> None:
        """``key`` holds ``value``, as the newest entry; the oldest beyond the limit are forgotten."""
        self[key] = value
        self.move_to_end(key)
        while len(self) > self.limit:
            self.popitem(last=False)

    def used(self, key: K) -> V | None:
        """The value of ``key`` (None when it is not kept), which makes it the newest entry."""
        value = self.get(key)
        if value is not None:
            self.move_to_end(key)
        return value
