"""A move's text is what custom_ids and stored action logs hold: ``str`` writes today's text and ``parse`` reads
exactly that back."""

from __future__ import annotations

import pytest

from rules.base import UnknownAction
from rules.chicago.actions import KEEP, Reroll
from rules.games import GAMES
from rules.lcr.actions import ROLL
from rules.leftovers.actions import Claim, ClaimDoubles, Doubles, Take


@pytest.mark.parametrize(
    ("kind", "action", "text"),
    [
        ("lcr", ROLL, "roll"),
        ("chicago", Reroll(1), "reroll:1"),
        ("chicago", KEEP, "keep"),
        ("leftovers", Claim(8, 2, 6), "claim:8:2-6"),
        ("leftovers", ClaimDoubles(9), "claim:9:doubles"),
        ("leftovers", Take(4, 4), "take:4-4"),
        ("leftovers", Doubles(), "doubles"),
    ],
)
def test_each_move_writes_todays_text_and_reads_it_back(kind: str, action: object, text: str) -> None:
    assert str(action) == text
    assert GAMES[kind].game.parse_action(text) == action


@pytest.mark.parametrize(
    ("kind", "text"),
    [("lcr", "Roll"), ("lcr", "roll:1"), ("chicago", "reroll:01"), ("chicago", "reroll:-1"), ("chicago", "reroll:"),
     ("leftovers", "claim:8:2-6:1"), ("leftovers", "take:10-1"), ("buck", "roll"), ("lcr", "")],
)
def test_text_no_move_writes_is_refused_as_a_value_error(kind: str, text: str) -> None:
    with pytest.raises(UnknownAction) as refused:
        GAMES[kind].game.parse_action(text)
    assert isinstance(refused.value, ValueError)
