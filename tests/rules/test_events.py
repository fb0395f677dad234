"""Stored events read back as typed events, and what a log holds that this Pips cannot read stays as it is."""

from __future__ import annotations

import json

import pytest

from rules.base import Joined, UnreadEvent
from rules.buck.events import Threw
from rules.games import GAMES
from rules.lcr.events import Rolled


def test_a_stored_roll_reads_as_the_roll_with_tuples_for_lists() -> None:
    raw = {"type": "roll", "player": 1, "data": {"dice": [4, 1, 6], "moves": [["L", 2], ["R", 0]], "chips": [4, 1, 4],
                                                 "pot": 0}}
    event = GAMES["lcr"].read_event(raw)
    assert event == Rolled(player=1, dice=(4, 1, 6), moves=(("L", 2), ("R", 0)), chips=(4, 1, 4), pot=0)
    assert event.to_dict() == raw


def test_a_field_stored_only_with_a_value_is_left_out_without_one() -> None:
    overshoot = Threw(player=0, dice=(2, 2, 3), kind="overshoot", would_be=16, scored=0, score=14, next=0)
    miss = Threw(player=0, dice=(1, 1, 3), kind="miss", scored=0, score=14, next=1)
    assert overshoot.data["would_be"] == 16 and "would_be" not in miss.data
    assert GAMES["buck"].read_event(miss.to_dict()) == miss


def test_the_same_type_name_reads_as_each_game_s_own_event() -> None:
    raw = {"type": "roll", "player": 0, "data": {"round": 1, "target": 2, "dice": [1, 1], "pair": [0, 1], "total": 2,
                                                 "score": 2, "may_reroll": False}}
    assert type(GAMES["chicago"].read_event(raw)).__module__ == "rules.chicago.events"
    assert isinstance(GAMES["lcr"].read_event(raw), UnreadEvent)  # not an LCR roll: kept, shown as nothing


def test_an_event_this_pips_cannot_read_is_kept_as_stored() -> None:
    for raw in ({"type": "fireworks", "player": 2, "data": {"colour": "red"}},
                {"type": "roll", "player": 2, "data": {"dice": [1]}}):  # a roll missing its fields
        event = GAMES["lcr"].read_event(raw)
        assert isinstance(event, UnreadEvent) and event.to_dict() == raw and event.player == 2


def test_every_table_reads_its_lobby_events_and_an_older_join_without_a_stake() -> None:
    for game in GAMES.values():
        assert game.read_event({"type": "joined", "player": None, "data": {"user_id": 7}}) == Joined(user_id=7)


@pytest.mark.parametrize(("kind", "text"), [
    ("buck", '{"type": "order_throw", "player": null, "data": {"players": [0, 1, 2], "dice": [4, 2, 4], '
             '"deciding": "order", "rethrow": true}}'),
    ("buck", '{"type": "throw", "player": 2, "data": {"dice": [2, 1, 2], "kind": "miss", "scored": 0, "score": 3, '
             '"next": 0}}'),
    ("buck", '{"type": "loser", "player": 1, "data": {"score": 7, "by": "throw"}}'),
    ("chicago", '{"type": "roll", "player": 1, "data": {"round": 1, "target": 2, "dice": [1, 6], "pair": null, '
                '"total": 7, "score": 0, "may_reroll": true}}'),
    ("chicago", '{"type": "reroll", "player": 2, "data": {"round": 1, "target": 2, "die": 1, "old": 4, "new": 1, '
                '"dice": [4, 1], "pair": null, "total": 5, "score": 0}}'),
    ("chicago", '{"type": "keep", "player": 1, "data": {"round": 1, "target": 2, "dice": [1, 6], "score": 0}}'),
    ("lcr", '{"type": "roll", "player": 1, "data": {"dice": [2, 5], "moves": [["L", 0]], "chips": [4, 1, 4], '
            '"pot": 0}}'),
    ("lcr", '{"type": "double_pot", "player": null, "data": {"pot": 9, "chips": [3, 3, 3], "hand": 2}}'),
    ("leftovers", '{"type": "take", "player": 3, "data": {"dice": [5, 5], "center": [1]}}'),
    ("leftovers", '{"type": "doubles", "player": 1, "data": {"face": 2, "center": [3]}}'),
    ("leftovers", '{"type": "stuck", "player": 4, "data": {"points": 4, "score": 9, "dice": [1, 3]}}'),
    ("leftovers", '{"type": "out", "player": 1, "data": {"score": 21}}'),
    ("lcr", '{"type": "joined", "player": null, "data": {"user_id": 7, "stake": 3}}'),
    ("lcr", '{"type": "removed", "player": null, "data": {"user_id": 7, "by": 1}}'),
])
def test_a_stored_event_is_written_back_as_the_same_json_text(kind: str, text: str) -> None:
    event = GAMES[kind].read_event(json.loads(text))
    assert not isinstance(event, UnreadEvent) and json.dumps(event.to_dict()) == text
