"""The bot's one way to remember: at most so many entries, the least recently used forgotten first. ``Newest`` is the
mapping (the live tables with their chances, log lines, the catalog's texts and locales, story pictures);
``remembered`` the same rule for a pure function's answers (a game class's stored fields, the odds solvers' steps,
languages' names). ``Locks`` keeps one asyncio lock per key (a table, a game night, a tournament) only while someone
holds or waits for it. docs/architecture.md lists every one with its bound and why it exists."""

from __future__ import annotations

import asyncio
import functools
import weakref
from collections import OrderedDict
from collections.abc import Callable
from typing import ParamSpec, TypeVar, cast

K = TypeVar("K")
V = TypeVar("V")
P = ParamSpec("P")
R = TypeVar("R")


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


def remembered(size: int) -> Callable[[Callable[P, R]], Callable[P, R]]:
    """A pure function's answers by its (hashable) arguments, at most ``size``, the least recently used forgotten
    first: functools.lru_cache, whose C code the odds solvers need (they ask millions of times a solve)."""

    def remember(function: Callable[P, R]) -> Callable[P, R]:
        return cast(Callable[P, R], functools.lru_cache(maxsize=size)(function))

    return remember


class Locks(weakref.WeakValueDictionary[K, asyncio.Lock]):
    """One lock per key, forgotten once nobody holds or waits for it (so it is bounded by the work in progress)."""

    def of(self, key: K) -> asyncio.Lock:
        lock = self.get(key)
        if lock is None:
            lock = self[key] = asyncio.Lock()
        return lock
