"""bench/before_after.py's account: each bot's CPU per click, and the change's worth as after less before."""

from __future__ import annotations

from bench.before_after import AFTER, BEFORE, summary
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
