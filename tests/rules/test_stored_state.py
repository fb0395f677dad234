"""Stored game states: their format version, upgrades from older formats, and one exception for anything
unreadable.

``stored/<kind>_format1.json`` holds real ``to_dict()`` output of each game (mid-play, with forfeits,
finished), captured when formats were introduced and kept as they were: without "format", as the rows
stored before then look. Never regenerate them: they stand for rows already in databases. A new game's are written
once, when it is added, by ``python -m tests.rules.capture_stored <kind>``.
"""

from __future__ import annotations

import copy
import json
from collections.abc import Mapping
from pathlib import Path
from typing import Any, ClassVar

import pytest

from rules.base import Game, UnreadableState
from rules.dice import SeededDice, dice_from_dict
from rules.games import GAMES
from rules.lcr import Lcr
from tests.rules import capture_stored

STORED = Path(__file__).parent / "stored"
STEP_BOUND = 10_000


def stored_states(kind: str) -> dict[str, dict[str, Any]]:
    path = STORED / f"{kind}_format1.json"
    if not path.exists():  # a new game's: test_every_game_has_stored_states_playing_with_forfeits_and_finished says so
        return {}
    states: dict[str, dict[str, Any]] = json.loads(path.read_text())
    return states


STATES = [(kind, name, state) for kind in GAMES for name, state in stored_states(kind).items()]
STATE_IDS = [f"{kind}-{name}" for kind, name, _ in STATES]


def unreadable(kind: str, state: Any) -> UnreadableState:
    with pytest.raises(UnreadableState) as refused:
        GAMES[kind].game.from_dict(state)
    assert refused.value.kind == kind and refused.value.reason
    return refused.value


# --- format-1 rows, as stored before formats existed ------------------------------------------------


def check_shape(kind: str, states: dict[str, dict[str, Any]]) -> None:
    assert set(states) == {"playing", "forfeits", "finished"}
    assert all("format" not in state and state["kind"] == kind for state in states.values())
    assert not GAMES[kind].game.from_dict(states["playing"]).is_over
    assert states["forfeits"]["forfeited"]
    assert GAMES[kind].game.from_dict(states["finished"]).is_over


def test_every_game_has_stored_states_playing_with_forfeits_and_finished() -> None:
    missing = sorted(kind for kind in GAMES if not (STORED / f"{kind}_format1.json").exists())
    assert not missing, f"write them once: python -m tests.rules.capture_stored {' '.join(missing)}"
    assert {path.name for path in STORED.glob("*.json")} == {f"{kind}_format1.json" for kind in GAMES}
    for kind in GAMES:
        check_shape(kind, stored_states(kind))


@pytest.mark.parametrize("kind", GAMES)
def test_a_new_games_states_are_written_as_they_are_read_here(kind: str, tmp_path: Path,
                                                              monkeypatch: pytest.MonkeyPatch) -> None:
    check_shape(kind, capture_stored.states(kind))
    monkeypatch.setattr(capture_stored, "STORED", tmp_path)
    assert capture_stored.main([kind]) == 0
    assert json.loads((tmp_path / f"{kind}_format1.json").read_text()) == capture_stored.states(kind)
    assert capture_stored.main([kind]) == 1  # never overwritten


@pytest.mark.parametrize(("kind", "name", "state"), STATES, ids=STATE_IDS)
def test_a_format_1_row_loads_round_trips_and_plays_on(kind: str, name: str, state: dict[str, Any]) -> None:
    original = copy.deepcopy(state)
    game = GAMES[kind].game.from_dict(state)
    assert state == original  # loading leaves the row alone
    # written back in the current format: what each upgrade since format 1 added, nothing else changed
    upgraded = copy.deepcopy(state)
    for version in range(1, GAMES[kind].game.STATE_FORMAT):
        upgraded = GAMES[kind].game.STATE_UPGRADES[version](upgraded)
    assert game.to_dict() == {**upgraded, "format": GAMES[kind].game.STATE_FORMAT}
    written = {key: value for key, value in game.to_dict().items() if key != "format"}
    assert json.dumps(written) == json.dumps(upgraded)  # the same JSON text, its fields in the same order
    assert GAMES[kind].game.from_dict(game.to_dict()).to_dict() == game.to_dict()
    assert sorted(game.forfeited) == state["forfeited"] and game.step == state["step"]
    for _ in range(STEP_BOUND):
        if game.is_over:
            break
        player = game.current_player
        assert player is not None and player not in game.forfeited
        game.apply(player, game.auto_action())
    outcome = game.outcome()
    assert game.is_over and outcome is not None and outcome.winners
    assert game.step >= state["step"]


@pytest.mark.parametrize(("kind", "option"), [("buck", "point_per_throw"), ("leftovers", "fixed_pile")])
def test_a_game_stored_before_an_option_existed_plays_without_it(kind: str, option: str) -> None:
    for state in stored_states(kind).values():
        assert option not in state["options"]
        assert GAMES[kind].game.STATE_UPGRADES[1](state)["options"][option] is False  # the upgrade says so
        assert GAMES[kind].game.from_dict(state).to_dict()["options"][option] is False


def test_the_current_format_is_written_and_read() -> None:
    for kind, game_type in ((kind, info.game) for kind, info in GAMES.items()):
        game, _ = game_type.start(game_type.min_players, None, SeededDice(b"format"))
        assert game.to_dict()["format"] == game_type.STATE_FORMAT
        assert game_type.from_dict(game.to_dict()).to_dict() == game.to_dict(), kind


# --- what cannot be read -------------------------------------------------------------------------------


def wrong_values(value: Any) -> list[Any]:
    """Values of another type than ``value`` (as JSON could hold them) that a loader must not take for it."""
    if isinstance(value, bool):
        return [1, "true", None]
    if isinstance(value, int):
        return [True, float(value), str(value), [value]]  # not None: some int fields may be None
    if value is None:
        return ["x", 1.5, {"a": 1}]
    if isinstance(value, str):
        return [5, "another"]
    if isinstance(value, list):
        return ["x", 7, {"a": 1}, [*value, "x"], [*value, 1.5]]
    assert isinstance(value, dict)
    return ["x", [], 5]


FIELDS = [(kind, name, key) for kind, name, state in STATES for key in state]


@pytest.mark.parametrize(("kind", "name", "key"), FIELDS, ids=[f"{k}-{n}-{key}" for k, n, key in FIELDS])
def test_a_missing_field_or_a_value_of_the_wrong_type_is_unreadable(kind: str, name: str, key: str) -> None:
    state = stored_states(kind)[name]
    if key != "kind":  # "kind" only guards against loading another game's row
        missing = {k: v for k, v in state.items() if k != key}
        assert unreadable(kind, missing).reason == f"missing {key!r}"
    for wrong in wrong_values(state[key]):
        unreadable(kind, {**state, key: wrong})


@pytest.mark.parametrize(
    ("kind", "change"),
    [
        ("lcr", {"chips": [3, "2", 7, 1, 0]}),
        ("lcr", {"options": {"dice": "four"}}),  # an option the game does not have
        ("lcr", {"options": {"dice": "by-chips", "colour": "red"}}),
        ("chicago", {"sheet": [[0, 0, 0, 5], [2, 0, "0"], [0, 0, 0], [0, 0, 4, 0]]}),
        ("chicago", {"sheet": [[0, 0, 0, 5], [2, 0, 0], None, [0, 0, 4, 0]]}),
        ("chicago", {"finished": 0}),
        ("leftovers", {"claims": [None, 7, True, None]}),
        ("lcr", {"players": 2}),  # fewer than the game is played with
        ("lcr", {"players": 21}),
        ("lcr", {"step": -1}),
        ("lcr", {"forfeited": [5]}),  # a seat the table does not have
        ("lcr", {"forfeited": [-1]}),
        ("lcr", {"forfeited": [[1]]}),
        ("buck", {"dice": {"seed": "zz", "position": 0}}),  # not hex
        ("buck", {"dice": {"seed": "00ff", "position": -1}}),
        ("buck", {"dice": {"seed": "00ff", "position": "3"}}),
        ("buck", {"dice": {"seed": "00ff", "position": True}}),
        ("buck", {"dice": {"seed": 255, "position": 0}}),
        ("buck", {"dice": {"seed": "00ff"}}),
        ("chicago", {"kind": "lcr"}),  # another game's row
    ],
)
def test_damaged_values_are_unreadable(kind: str, change: dict[str, Any]) -> None:
    state = stored_states(kind)["playing"]
    unreadable(kind, {**state, **change})


@pytest.mark.parametrize("raw", [None, [], "lcr", 5, [("kind", "lcr")]])
def test_something_other_than_a_mapping_is_unreadable(raw: Any) -> None:
    unreadable("lcr", raw)


@pytest.mark.parametrize("ahead", [1, 97])
def test_a_format_newer_than_the_code_is_unreadable(ahead: int) -> None:
    state = {**stored_states("buck")["playing"], "format": GAMES["buck"].game.STATE_FORMAT + ahead}
    assert "newer" in unreadable("buck", state).reason


@pytest.mark.parametrize("version", [0, -1, "1", 1.0, True, None])
def test_a_format_that_is_no_format_number_is_unreadable(version: Any) -> None:
    unreadable("leftovers", {**stored_states("leftovers")["playing"], "format": version})


def test_the_cause_is_kept_for_the_log() -> None:
    state = {k: v for k, v in stored_states("lcr")["playing"].items() if k != "pot"}
    refused = unreadable("lcr", state)
    assert isinstance(refused.__cause__, KeyError)
    assert str(refused) == "lcr: missing 'pot'"


def test_dice_from_dict_reads_what_to_dict_wrote_and_refuses_the_rest() -> None:
    dice = SeededDice(bytes(range(32)), 17)
    assert dice_from_dict(dice.to_dict()).to_dict() == dice.to_dict()
    damaged_dice: list[tuple[dict[str, Any], type[Exception]]] = [
        ({"seed": "zz", "position": 0}, ValueError),
        ({"seed": "00", "position": -3}, ValueError),
        ({"seed": "00", "position": 2.0}, TypeError),
        ({"seed": b"\x00", "position": 0}, TypeError),
        ({"position": 0}, KeyError),
    ]
    for damaged, error in damaged_dice:
        with pytest.raises(error):
            dice_from_dict(damaged)


# --- upgrades ----------------------------------------------------------------------------------------

calls: list[int] = []


def pot_renamed(state: dict[str, Any]) -> dict[str, Any]:
    """Format 1 to 2: "pot" became "middle"."""
    calls.append(1)
    state["middle"] = state.pop("pot")
    return state


def hands_counted_from_zero(state: dict[str, Any]) -> dict[str, Any]:
    """Format 2 to 3: "hands" became "double_pots" (one less)."""
    calls.append(2)
    state["double_pots"] = state.pop("hands") - 1
    return state


class LcrFormat3(Lcr):
    """LCR as a later Pips could store it: two changes to the state, each with its upgrade."""

    STATE_FORMAT: ClassVar[int] = 3
    STATE_UPGRADES: ClassVar[Mapping[int, Any]] = {2: hands_counted_from_zero, 1: pot_renamed}  # order: by format

    def _state_dict(self) -> dict[str, Any]:
        state = super()._state_dict()
        state["middle"] = state.pop("pot")
        state["double_pots"] = state.pop("hands") - 1
        return state

    def _load_state(self, raw: Mapping[str, Any]) -> None:
        super()._load_state({**raw, "pot": raw["middle"], "hands": raw["double_pots"] + 1})


def loaded_fields(game: Game) -> dict[str, Any]:
    return {name: value.to_dict() if name == "dice" else value for name, value in vars(game).items()}


@pytest.mark.parametrize("name", ["playing", "forfeits", "finished"])
def test_upgrades_are_applied_in_order_from_the_stored_format(name: str) -> None:
    old = stored_states("lcr")[name]
    original = copy.deepcopy(old)
    calls.clear()
    game = LcrFormat3.from_dict(old)
    assert calls == [1, 2]
    assert old == original  # the upgrades worked on a copy
    upgraded = game.to_dict()
    assert upgraded["format"] == 3 and upgraded["middle"] == old["pot"] and upgraded["double_pots"] == old["hands"] - 1
    assert "pot" not in upgraded and "hands" not in upgraded
    assert loaded_fields(game) == loaded_fields(Lcr.from_dict(old))  # the very game format 1 stored
    calls.clear()
    assert LcrFormat3.from_dict(upgraded).to_dict() == upgraded  # the current format: no upgrade runs
    assert calls == []
    from_format_2 = pot_renamed(copy.deepcopy(old)) | {"format": 2}
    calls.clear()
    assert LcrFormat3.from_dict(from_format_2).to_dict() == upgraded
    assert calls == [2]


def test_a_failing_upgrade_or_a_missing_one_is_unreadable() -> None:
    old = {k: v for k, v in stored_states("lcr")["playing"].items() if k != "pot"}
    with pytest.raises(UnreadableState, match="missing 'pot'"):
        LcrFormat3.from_dict(old)

    class LcrWithoutUpgrade(LcrFormat3):
        STATE_UPGRADES: ClassVar[Mapping[int, Any]] = {1: pot_renamed}

    with pytest.raises(UnreadableState, match="no upgrade from format 2"):
        LcrWithoutUpgrade.from_dict(stored_states("lcr")["playing"])


def test_a_field_whose_type_cannot_be_checked_is_a_bug_not_a_bad_row() -> None:
    class Odd(Lcr):
        when: complex  # no check for this: from_dict says so rather than call every row unreadable

    with pytest.raises(TypeError, match="cannot be of type"):
        Odd.from_dict(stored_states("lcr")["playing"])
