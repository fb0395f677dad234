"""bench/before_after.py's account: each bot's CPU per click, the change's worth as after less before, and the
order the bots take their turns in."""

from __future__ import annotations

from bench.before_after import AFTER, BEFORE, summary, turn_order
from bench.driving import LoadRun
from bench.run import SAME_MESSAGE


def test_the_change_is_after_less_before_per_click_and_both_are_set_against_the_same_message_bot() -> None:
    said = summary({BEFORE: LoadRun(clicks=1_000, cpu_seconds=1.2), AFTER: LoadRun(clicks=2_000, cpu_seconds=2.2),
                    SAME_MESSAGE: LoadRun(clicks=1_000, cpu_seconds=0.8)})
    assert said.splitlines() == [
        "        before:    1200 µs a click, 1.50× the same-message bot",
        "         after:    1100 µs a click, 1.38× the same-message bot",
        "  same_message:     800 µs a click",
        "the change: -100 µs a click",
    ]


def test_over_as_many_rounds_as_bots_each_bot_takes_each_place_once() -> None:
    names = [BEFORE, AFTER, SAME_MESSAGE]
    rounds = [turn_order(names, turn) for turn in range(2 * len(names))]
    for place in range(len(names)):
        taken = [order[place] for order in rounds]
        assert sorted(taken) == sorted(names * 2), taken
    assert all(sorted(order) == sorted(names) for order in rounds)
