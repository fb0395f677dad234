"""LCR as RULES.md fixes it: scripted tables for each rule, then properties over seeded games."""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from rules.base import Event, IllegalAction, IllegalOption
from rules.dice import ScriptedDice, SeededDice
from rules.lcr import Lcr, LcrOptions
from tests.stored_events import stored_event, written


def ev(type: str, player: int | None = None, data: dict | None = None) -> Event:
    """An LCR event as the log stores it."""
    return stored_event("lcr", type, player, data)

DOT, L, C, R = 1, 4, 5, 6  # faces 1..3 are dots; 2 and 3 get their own cases below
DOTS = [DOT, DOT, DOT]  # a quiet turn for a player with 3 or more chips


def start(
    players: int,
    faces: Sequence[int],
    options: Mapping[str, Any] | None = None,
    stakes: Sequence[int] | None = None,
) -> Lcr:
    game, _ = Lcr.start(players, options, ScriptedDice(faces), stakes)
    return game


def roll(game: Lcr) -> list[Event]:
    player = game.current_player
    assert player is not None
    return game.apply(player, "roll")


def roll_turns(game: Lcr, turns: int) -> None:
    for _ in range(turns):
        roll(game)


# --- starting -------------------------------------------------------------


def test_start_deals_three_chips_each_and_seat_one_rolls_first():
    game, events = Lcr.start(4, None, ScriptedDice([]))
    assert events == [ev("deal", data={"chips": [3, 3, 3, 3]})]
    assert game.chips == [3, 3, 3, 3]
    assert (game.pot, game.dealt, game.hands, game.rolls) == (0, 12, 1, 0)
    assert game.current_player == 0
    assert written(game.legal_actions()) == ["roll"]
    assert str(game.auto_action()) == "roll"
    assert not game.is_over and game.outcome() is None


@pytest.mark.parametrize("players", [2, 21, 0])
def test_player_count_outside_3_to_20_is_refused(players):
    with pytest.raises(IllegalOption) as refused:
        Lcr.start(players, None, ScriptedDice([]))
    assert refused.value.option == "players"


@pytest.mark.parametrize("players", [3, 20])
def test_player_count_bounds_are_accepted(players):
    assert start(players, []).chips == [3] * players


def test_an_options_object_is_used_as_given():
    options = LcrOptions(dice="always-three", dot_to_win=True)
    assert start(3, []).options == LcrOptions()
    game, _ = Lcr.start(3, options, ScriptedDice([]))
    assert game.options is options


# --- faces ----------------------------------------------------------------


@pytest.mark.parametrize(
    ("roller", "face", "chips", "pot", "moves"),
    [
        (0, 1, [3, 3, 3, 3], 0, []),
        (0, 2, [3, 3, 3, 3], 0, []),
        (0, 3, [3, 3, 3, 3], 0, []),
        (0, L, [2, 4, 3, 3], 0, [["L", 1]]),
        (0, C, [2, 3, 3, 3], 1, [["C", None]]),
        (0, R, [2, 3, 3, 4], 0, [["R", 3]]),  # right of the first seat wraps to the last
        (1, L, [3, 2, 4, 3], 0, [["L", 2]]),
        (1, R, [4, 2, 3, 3], 0, [["R", 0]]),
        (3, L, [4, 3, 3, 2], 0, [["L", 0]]),  # left of the last seat wraps to the first
        (3, C, [3, 3, 3, 2], 1, [["C", None]]),
        (3, R, [3, 3, 4, 2], 0, [["R", 2]]),
    ],
)
def test_each_face(roller, face, chips, pot, moves):
    game = start(4, DOTS * roller + [face, DOT, DOT])
    roll_turns(game, roller)
    assert game.current_player == roller
    assert roll(game) == [ev("roll", roller, {"dice": [face, DOT, DOT], "moves": moves, "chips": chips, "pot": pot})]
    assert (game.chips, game.pot) == (chips, pot)
    assert game.current_player == (roller + 1) % 4


def test_dice_resolve_one_at_a_time_in_the_order_rolled():
    game = start(4, [R, C, L])
    [event] = roll(game)
    assert event.data["moves"] == [["R", 3], ["C", None], ["L", 1]]
    assert (game.chips, game.pot) == ([0, 4, 3, 4], 1)


# --- how many dice --------------------------------------------------------


@pytest.mark.parametrize(
    ("dice_option", "held", "rolled"),
    [
        ("by-chips", 1, 1),
        ("by-chips", 2, 2),
        ("by-chips", 3, 3),
        ("by-chips", 7, 3),
        ("always-three", 1, 3),
        ("always-three", 2, 3),
        ("always-three", 3, 3),
        ("always-three", 99, 3),
    ],
)
def test_number_of_dice(dice_option, held, rolled):
    game = start(3, DOTS, {"dice": dice_option, "stakes": True}, [held, 3, 3])
    assert game.dice_count(0) == rolled
    [event] = roll(game)
    assert event.data["dice"] == [DOT] * rolled
    assert game.dice.used == rolled


@pytest.mark.parametrize(
    ("held", "faces", "chips", "pot", "moves"),
    [
        (1, [L, R, C], [0, 4, 3], 0, [["L", 1]]),
        (1, [DOT, C, L], [0, 3, 3], 1, [["C", None]]),
        (2, [R, C, L], [0, 3, 4], 1, [["R", 2], ["C", None]]),
        (2, [L, DOT, R], [0, 4, 4], 0, [["L", 1], ["R", 2]]),
        (3, [C, C, C], [0, 3, 3], 3, [["C", None]] * 3),
    ],
)
def test_always_three_remaining_dice_do_nothing_once_out_of_chips(held, faces, chips, pot, moves):
    game = start(3, faces, {"dice": "always-three", "stakes": True}, [held, 3, 3])
    [event] = roll(game)
    assert event.data == {"dice": faces, "moves": moves, "chips": chips, "pot": pot}
    assert game.dice.used == 3


def test_by_chips_two_chips_two_dice_both_pass():
    game = start(3, [L, R], {"stakes": True}, [2, 3, 3])
    roll(game)
    assert game.chips == [0, 4, 4]


# --- players without chips ------------------------------------------------


def test_players_with_no_chips_are_skipped_and_play_again_when_given_chips():
    script = [C, C, C, *DOTS, *DOTS, *DOTS, R, DOT, DOT, *DOTS, *DOTS, DOT]
    game = start(4, script)
    roll(game)
    assert game.chips == [0, 3, 3, 3]
    roll_turns(game, 3)
    assert game.current_player == 1  # seat 0 has nothing and rolls nothing
    assert game.dice.used == 12
    with pytest.raises(IllegalAction) as refused:
        game.apply(0, "roll")
    assert refused.value.reason == "not_your_turn"
    roll(game)  # seat 1 rolls R: seat 0 has a chip again
    assert game.chips == [1, 2, 3, 3]
    roll_turns(game, 2)
    assert game.current_player == 0
    [event] = roll(game)
    assert event.data["dice"] == [DOT]  # one chip, one die


def test_turn_passes_over_several_empty_seats():
    game = start(4, [C, C, C, C, C, C, *DOTS, *DOTS])
    roll_turns(game, 4)
    assert game.chips == [0, 0, 3, 3]
    assert game.current_player == 2


# --- winning --------------------------------------------------------------


def test_last_holder_wins_their_chips_and_the_pot():
    game = start(3, [C, C, C, C, C, C])
    roll(game)
    assert not game.is_over
    events = roll(game)
    assert [e.type for e in events] == ["roll", "win"]
    assert events[-1] == ev("win", 2, {"chips": 9})
    assert game.is_over and game.current_player is None and written(game.legal_actions()) == []
    assert (game.chips, game.pot, game.dealt) == ([0, 0, 9], 0, 9)
    outcome = game.outcome()
    assert outcome is not None
    assert (outcome.winners, outcome.losers, outcome.scores) == ((2,), (0, 1), (0, 0, 9))
    assert game.stats() == {"rolls": 2, "hands": 1}


def test_the_winner_need_not_be_the_roller():
    # Seat 0 pots 2 and passes 1 left; seat 1 passes 3 left, then its last chip: seat 2 is left holding alone.
    game = start(3, [C, C, L, L, L, L, *DOTS, L])
    roll_turns(game, 3)
    assert game.chips == [0, 1, 6]
    events = roll(game)
    assert events[-1] == ev("win", 2, {"chips": 9})
    assert game.outcome().winners == (2,)


def test_a_win_with_stakes_collects_every_chip_dealt():
    game = start(3, [C, C, C], {"stakes": True}, [1, 2, 5])
    roll_turns(game, 2)
    assert game.is_over
    assert game.chips == [0, 0, 8] and game.pot == 0


# --- dot to win -----------------------------------------------------------


def sole_holder_table(*tail: int, dice: str = "by-chips") -> Lcr:
    """Seats 0 and 1 put everything in the pot: seat 2 holds 3 chips alone, pot 6, seat 2 to roll."""
    game = start(3, [C, C, C, C, C, C, *tail], {"dot_to_win": True, "dice": dice})
    roll_turns(game, 2)
    assert (game.chips, game.pot, game.current_player, game.is_over) == ([0, 0, 3], 6, 2, False)
    return game


@pytest.mark.parametrize("dots", [[1, 2, 3], [3, 3, 3]])
def test_dot_to_win_sole_holder_wins_on_all_dots(dots):
    game = sole_holder_table(*dots)
    events = roll(game)
    assert events[-1] == ev("win", 2, {"chips": 9})
    assert game.is_over


def test_dot_to_win_passing_left_or_right_continues():
    game = sole_holder_table(L, DOT, DOT, DOT)
    roll(game)
    assert (game.chips, game.is_over, game.current_player) == ([1, 0, 2], False, 0)
    roll(game)  # seat 0 rolls a dot: two holders, no win
    assert not game.is_over


def test_dot_to_win_center_keeps_the_sole_holder_rolling():
    game = sole_holder_table(C, DOT, DOT, DOT, DOT)
    roll(game)
    assert (game.chips, game.pot, game.is_over, game.current_player) == ([0, 0, 2], 7, False, 2)
    assert roll(game)[-1] == ev("win", 2, {"chips": 9})


def test_dot_to_win_last_chip_to_the_pot_doubles_the_pot():
    game = sole_holder_table(C, C, C, C, C, C, C, C, C, DOT, DOT, DOT)
    events = roll(game)
    assert [e.type for e in events] == ["roll", "double_pot"]
    assert events[-1] == ev("double_pot", None, {"pot": 9, "chips": [3, 3, 3], "hand": 2})
    assert (game.chips, game.pot, game.dealt, game.hands) == ([3, 3, 3], 9, 18, 2)
    assert game.current_player == 0  # the turn goes on to the left of the last roller
    roll_turns(game, 2)
    assert not game.is_over  # seat 2 holds alone but has not rolled its dots yet
    assert roll(game)[-1] == ev("win", 2, {"chips": 18})
    assert game.stats() == {"rolls": 6, "hands": 2}


@pytest.mark.parametrize(
    ("dice", "faces", "over", "hands"),
    [
        ("by-chips", [DOT], True, 1),
        ("by-chips", [C], False, 2),
        ("always-three", [DOT, DOT, DOT], True, 1),
        ("always-three", [C, L, R], False, 2),  # the L and R find no chip left to pass
        ("always-three", [DOT, C, DOT], False, 2),
    ],
)
def test_dot_to_win_sole_holder_with_one_chip(dice, faces, over, hands):
    # Seats 0 and 1 pot everything: seat 2 holds its single chip alone.
    seat_1_roll = [C, C, DOT] if dice == "always-three" else [C, C]
    game = start(3, [C, C, C, *seat_1_roll, *faces], {"dot_to_win": True, "dice": dice, "stakes": True}, [3, 2, 1])
    roll_turns(game, 2)
    assert (game.chips, game.current_player) == ([0, 0, 1], 2)
    roll(game)
    assert (game.is_over, game.hands) == (over, hands)
    assert sum(game.chips) + game.pot == game.dealt


def test_double_pot_deals_each_stake_again():
    game = start(3, [C, C, C, C, C, C, C, C], {"dot_to_win": True, "stakes": True}, [2, 5, 1])
    roll_turns(game, 3)
    assert (game.chips, game.current_player) == ([0, 2, 0], 1)
    roll(game)
    assert (game.chips, game.pot, game.dealt, game.hands) == ([2, 5, 1], 8, 16, 2)
    assert game.current_player == 2


def test_without_dot_to_win_there_is_no_double_pot():
    game = start(3, [C, C, C, C, C, C])
    roll_turns(game, 2)
    assert game.is_over and game.hands == 1


# --- stakes ---------------------------------------------------------------


def test_stakes_give_each_player_their_own_starting_chips():
    game, events = Lcr.start(3, {"stakes": True}, ScriptedDice([]), [1, 50, 99])
    assert events == [ev("deal", data={"chips": [1, 50, 99]})]
    assert (game.chips, game.stakes, game.dealt) == ([1, 50, 99], [1, 50, 99], 150)


@pytest.mark.parametrize(
    ("options", "stakes"),
    [
        (None, [1, 5, 9]),  # no stakes option: everyone starts with 3
        ({"stakes": False}, [4, 3, 3]),
        ({"stakes": True}, [0, 3, 3]),
        ({"stakes": True}, [3, 100, 3]),
        ({"stakes": True}, [3, 3, -1]),
        ({"stakes": True}, [True, 3, 3]),
        ({"stakes": True}, [3, 3.0, 3]),
        ({"stakes": True}, [3, 3]),  # one stake per player
        ({"stakes": True}, [3, 3, 3, 3]),
    ],
)
def test_stakes_refused(options, stakes):
    with pytest.raises(IllegalOption) as refused:
        Lcr.start(3, options, ScriptedDice([]), stakes)
    assert refused.value.option == "stakes"


@pytest.mark.parametrize("options", [{"dice": "four"}, {"dot_to_win": 1}, {"stakes": "yes"}, {"colour": "red"}])
def test_unknown_or_ill_typed_options_are_refused(options):
    with pytest.raises(IllegalOption):
        Lcr.start(3, options, ScriptedDice([]))


# --- forfeits -------------------------------------------------------------


def test_forfeit_puts_chips_in_the_pot_and_the_seat_is_skipped():
    game = start(4, DOTS * 3)
    events = game.forfeit(2)
    assert events == [ev("forfeit", 2), ev("chips_to_pot", 2, {"chips": 3, "pot": 3})]
    assert (game.chips, game.pot, game.step) == ([3, 3, 0, 3], 3, 1)
    assert game.current_player == 0  # someone else's forfeit leaves the turn alone
    turns = []
    for _ in range(3):
        turns.append(game.current_player)
        roll(game)
    assert turns == [0, 1, 3]
    assert game.current_player == 0


def test_forfeit_of_the_current_player_passes_the_turn():
    game = start(3, [])
    game.forfeit(0)
    assert game.current_player == 1
    assert (game.chips, game.pot) == ([0, 3, 3], 3)
    assert not game.is_over


def test_last_active_player_wins_everything():
    game = start(3, [])
    game.forfeit(0)
    events = game.forfeit(1)
    assert events[-1] == ev("win", 2, {"chips": 9})
    assert game.is_over and game.outcome().winners == (2,)
    assert (game.chips, game.pot) == ([0, 0, 9], 0)


def test_forfeit_leaving_one_holder_ends_the_game():
    game = start(3, [C, C, C])
    roll(game)
    events = game.forfeit(1)
    assert events[-1] == ev("win", 2, {"chips": 9})


def test_forfeit_leaving_one_holder_under_dot_to_win_continues():
    game = start(3, [C, C, C, *DOTS], {"dot_to_win": True})
    roll(game)
    game.forfeit(1)
    assert (game.is_over, game.current_player) == (False, 2)
    assert roll(game)[-1] == ev("win", 2, {"chips": 9})


def test_forfeit_of_the_dot_to_win_sole_holder_doubles_the_pot_for_those_still_playing():
    game = sole_holder_table()
    events = game.forfeit(2)
    assert events[-1].type == "double_pot"
    assert (game.chips, game.pot, game.dealt, game.hands) == ([3, 3, 0], 9, 15, 2)
    assert game.current_player == 0


def test_double_pot_deals_no_chips_to_forfeited_players():
    game = start(4, [C] * 9, {"dot_to_win": True})
    game.forfeit(3)
    roll_turns(game, 3)
    assert (game.chips, game.pot, game.dealt, game.hands) == ([3, 3, 3, 0], 12, 21, 2)


@pytest.mark.parametrize(
    ("roller_turns", "faces", "chips"),
    [
        (0, [L, DOT, DOT], [2, 0, 4, 3]),  # seat 0's left is seat 2 once seat 1 has gone
        (1, [*DOTS, R, DOT, DOT], [4, 0, 2, 3]),  # seat 2's right is seat 0
    ],
)
def test_left_and_right_pass_over_forfeited_players(roller_turns, faces, chips):
    game = start(4, faces)
    game.forfeit(1)
    roll_turns(game, roller_turns + 1)
    assert game.chips == chips


@pytest.mark.parametrize("seat", [3, -1])
def test_forfeit_by_someone_not_playing_is_refused(seat):
    game = start(3, [])
    with pytest.raises(IllegalAction) as refused:
        game.forfeit(seat)
    assert refused.value.reason == "not_playing"


def test_forfeiting_twice_is_refused():
    game = start(4, [])
    game.forfeit(1)
    with pytest.raises(IllegalAction) as refused:
        game.forfeit(1)
    assert refused.value.reason == "not_playing"
    assert game.pot == 3 and game.step == 1


# --- illegal actions ------------------------------------------------------


def test_roll_out_of_turn_is_refused_and_changes_nothing():
    game = start(3, [])
    with pytest.raises(IllegalAction) as refused:
        game.apply(1, "roll")
    assert refused.value.reason == "not_your_turn"
    assert (game.step, game.dice.used, game.chips) == (0, 0, [3, 3, 3])


@pytest.mark.parametrize("action", ["pass", "", "Roll", "take:1-1"])
def test_unknown_action_is_refused(action):
    game = start(3, [])
    with pytest.raises(IllegalAction) as refused:
        game.apply(0, action)
    assert refused.value.reason == "not_legal"
    assert refused.value.params == {"action": action}
    assert game.step == 0


def test_nothing_is_accepted_once_the_game_is_over():
    game = start(3, [C, C, C, C, C, C])
    roll_turns(game, 2)
    for attempt in (lambda: game.apply(2, "roll"), lambda: game.apply(0, "roll"), lambda: game.forfeit(0)):
        with pytest.raises(IllegalAction) as refused:
            attempt()
        assert refused.value.reason == "game_over"
    assert game.step == 2


def test_step_counts_rolls_and_forfeits():
    game = start(4, DOTS * 2)
    roll(game)
    game.forfeit(3)
    roll(game)
    assert (game.step, game.rolls) == (3, 2)


# --- properties over seeded games -----------------------------------------

STEP_LIMIT = 300_000  # a 20-player, 99-chip dot-to-win game takes about 12,000 steps


@dataclass(frozen=True)
class Table:
    players: int
    options: dict[str, Any]
    stakes: list[int] | None
    seed: bytes
    forfeits: dict[int, int]  # game step -> seat that forfeits at that step (if still playing)

    def start(self) -> Lcr:
        game, _ = Lcr.start(self.players, self.options, SeededDice(self.seed), self.stakes)
        return game


@st.composite
def tables(draw: st.DrawFn) -> Table:
    players = draw(st.integers(3, 20))
    options = {
        "dice": draw(st.sampled_from(["by-chips", "always-three"])),
        "dot_to_win": draw(st.booleans()),
        "stakes": draw(st.booleans()),
    }
    stakes = draw(st.lists(st.integers(1, 99), min_size=players, max_size=players)) if options["stakes"] else None
    seed = draw(st.binary(min_size=1, max_size=32))
    forfeits = draw(st.dictionaries(st.integers(0, 200), st.integers(0, players - 1), max_size=players))
    return Table(players, options, stakes, seed, forfeits)


Action = tuple[str, int]


def next_action(game: Lcr, table: Table) -> Action:
    seat = table.forfeits.get(game.step)
    if seat is not None and seat not in game.forfeited:
        return ("forfeit", seat)
    assert game.current_player is not None
    return ("roll", game.current_player)


def act(game: Lcr, action: Action) -> list[Event]:
    kind, seat = action
    return game.forfeit(seat) if kind == "forfeit" else game.apply(seat, "roll")


def play_out(game: Lcr, table: Table) -> tuple[list[Action], list[Event]]:
    """Play to the end following the table's forfeit plan; the actions and events, in order."""
    actions: list[Action] = []
    events: list[Event] = []
    while not game.is_over:
        assert game.step < STEP_LIMIT, "the game did not end"
        action = next_action(game, table)
        actions.append(action)
        events.extend(act(game, action))
    return actions, events


def as_json(game: Lcr) -> dict[str, Any]:
    return json.loads(json.dumps(game.to_dict()))


@settings(max_examples=60, deadline=None)
@given(tables())
def test_chips_are_conserved_never_negative_and_the_game_ends(table: Table):
    game = table.start()
    assert sum(game.chips) == game.dealt and game.pot == 0
    while not game.is_over:
        assert game.step < STEP_LIMIT, "the game did not end"
        before = list(game.chips)
        kind, seat = action = next_action(game, table)
        if kind == "roll":
            assert before[seat] > 0 and seat not in game.forfeited  # only a holder still playing rolls
            expected_dice = 3 if game.options.dice == "always-three" else min(before[seat], 3)
            assert len(act(game, action)[0].data["dice"]) == expected_dice
        else:
            act(game, action)
        assert sum(game.chips) + game.pot == game.dealt
        assert all(chips >= 0 for chips in game.chips)
        assert all(game.chips[p] == 0 for p in game.forfeited)
        # Only the seat that acted can lose chips: a seat with none never does, and a double pot only adds.
        assert all(game.chips[p] >= before[p] for p in range(game.players) if p != seat)
    outcome = game.outcome()
    assert outcome is not None
    [winner] = outcome.winners
    assert winner not in game.forfeited
    assert game.chips[winner] == game.dealt and game.pot == 0
    assert sorted((winner, *outcome.losers)) == list(range(game.players))


@settings(max_examples=40, deadline=None)
@given(tables(), st.integers(0, 100))
def test_storing_and_loading_at_any_step_changes_nothing(table: Table, pause_percent: int):
    # Pausing at a share of the game's length reaches late states too, such as after a double pot.
    length = len(play_out(table.start(), table)[0])
    game = table.start()
    while game.step < length * pause_percent // 100:
        act(game, next_action(game, table))
    stored = as_json(game)
    loaded = Lcr.from_dict(stored)
    assert as_json(loaded) == stored
    assert play_out(loaded, table) == play_out(game, table)
    assert as_json(loaded) == as_json(game)


@settings(max_examples=40, deadline=None)
@given(tables())
def test_replaying_the_seed_and_the_actions_gives_the_same_game(table: Table):
    game = table.start()
    actions, events = play_out(game, table)
    replayed = table.start()
    replayed_events = [event for action in actions for event in act(replayed, action)]
    assert replayed_events == events
    assert as_json(replayed) == as_json(game)
