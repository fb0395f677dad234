"""The bounded mapping every cache of the bot keeps its entries in (kept.py)."""

from __future__ import annotations

import gc

from kept import Locks, Newest, remembered


def test_the_least_recently_kept_or_used_entries_are_forgotten_first() -> None:
    kept: Newest[str, int] = Newest(2)
    kept.keep("a", 1)
    kept.keep("b", 2)
    assert kept.used("a") == 1  # "a" is now the newest: "b" goes first
    kept.keep("c", 3)
    assert list(kept.items()) == [("a", 1), ("c", 3)]
    kept.keep("a", 4)  # kept again: newest, with its new value
    kept.keep("d", 5)
    assert list(kept.items()) == [("a", 4), ("d", 5)]
    assert kept.used("b") is None and len(kept) == 2


def test_a_remembered_function_keeps_its_newest_answers_only() -> None:
    asked: list[int] = []

    @remembered(2)
    def square(n: int) -> int:
        asked.append(n)
        return n * n

    assert [square(1), square(2), square(1), square(3)] == [1, 4, 1, 9]  # 1 asked again: 2 is the oldest now
    assert asked == [1, 2, 3]
    square(1)
    square(2)  # forgotten when 3 came
    assert asked == [1, 2, 3, 2]


async def test_a_key_has_one_lock_while_it_is_held_and_none_kept_after() -> None:
    locks: Locks[int] = Locks()
    async with locks.of(1):
        assert locks.of(1).locked() and not locks.of(2).locked()  # the same lock for 1 while it is held
    gc.collect()
    assert len(locks) == 0  # nobody holds or waits for either: both are forgotten
