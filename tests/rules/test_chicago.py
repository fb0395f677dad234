"""Chicago: scripted turns for every option, forfeits, illegal actions, and properties over seeded games."""

from __future__ import annotations

import json
import math
import random
from fractions import Fraction
from itertools import combinations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from rules.base import Event, IllegalAction, IllegalOption
from rules.chicago import ROUNDS, Chicago, ChicagoOptions, reroll_hits, target_of
from rules.dice import ScriptedDice, SeededDice
from rules.games import GAMES
from rules.simulate import main as simulate_main
from rules.simulate import simulate
from tests.stored_events import stored_event, written


def ev(type: str, player: int | None = None, data: dict | None = None) -> Event:
    """A Chicago event as the log stores it."""
    return stored_event("chicago", type, player, data)

PLAIN: dict[str, bool] = {}
DOUBLE = {"double_roll": True}
THREE = {"three_dice": True}
BOTH = {"double_roll": True, "three_dice": True}


def missing_filler(options: dict) -> list[int]:
    """Faces of one roll that miss every target but 12 (6+6)."""
    return [6, 6, 6] if options.get("three_dice") else [6, 6]


def game_at_round(options: dict, round_number: int, faces: list[int], players: int = 2) -> Chicago:
    """A game where seat 0 starts and every earlier turn missed, waiting for seat 0's roll in ``round_number``.

    ``faces`` are appended to the script for the turn under test.
    """
    assert round_number < ROUNDS  # the filler would score in round 11
    filler = missing_filler(options) * (players * (round_number - 1))
    game, _ = Chicago.start(players, options, ScriptedDice([1, *filler, *faces]))
    while game.round < round_number:
        game.apply(game.turn, "roll")
        if "keep" in written(game.legal_actions()):
            game.apply(game.turn, "keep")
    assert game.current_player == 0 and written(game.legal_actions()) == ["roll"]
    return game


def finish_turn(game: Chicago, player: int, actions: list[str]) -> list[Event]:
    events: list[Event] = []
    for action in actions:
        events += game.apply(player, action)
    return events


# --- one turn, every option --------------------------------------------------
TURN_CASES = [
    # id, options, round, faces (roll then any reroll), actions, score, final dice, pair, total
    pytest.param(PLAIN, 4, [4, 1], ["roll"], 5, [4, 1], [0, 1], 5, id="plain-hit"),
    pytest.param(PLAIN, 4, [3, 3], ["roll"], 0, [3, 3], None, 6, id="plain-miss"),
    pytest.param(PLAIN, 1, [1, 1], ["roll"], 2, [1, 1], [0, 1], 2, id="plain-hit-round1"),
    pytest.param(DOUBLE, 4, [2, 3], ["roll"], 5, [2, 3], [0, 1], 5, id="double-hit-first-roll"),
    pytest.param(DOUBLE, 4, [3, 3, 2], ["roll", "reroll:1"], 5, [3, 2], [0, 1], 5, id="double-reroll-hit"),
    pytest.param(DOUBLE, 4, [3, 3, 4], ["roll", "reroll:0"], 0, [4, 3], None, 7, id="double-reroll-miss"),
    pytest.param(DOUBLE, 4, [6, 6], ["roll", "keep"], 0, [6, 6], None, None, id="double-keep"),
    pytest.param(THREE, 6, [5, 6, 2], ["roll"], 7, [5, 6, 2], [0, 2], 7, id="three-pair-0-2"),
    pytest.param(THREE, 6, [6, 4, 1], ["roll"], 7, [6, 4, 1], [0, 2], 7, id="three-pair-skips-non-pair"),
    pytest.param(THREE, 6, [3, 4, 4], ["roll"], 7, [3, 4, 4], [0, 1], 7, id="three-first-of-two-pairs"),
    pytest.param(THREE, 6, [2, 2, 5], ["roll"], 7, [2, 2, 5], [0, 2], 7, id="three-pair-with-duplicate"),
    pytest.param(THREE, 6, [6, 2, 5], ["roll"], 7, [6, 2, 5], [1, 2], 7, id="three-pair-1-2"),
    pytest.param(THREE, 6, [1, 1, 1], ["roll"], 0, [1, 1, 1], None, None, id="three-miss"),
    pytest.param(BOTH, 6, [1, 1, 1, 6], ["roll", "reroll:2"], 7, [1, 1, 6], [0, 2], 7, id="both-reroll-hit"),
    pytest.param(BOTH, 6, [1, 1, 1, 5], ["roll", "reroll:0"], 0, [5, 1, 1], None, None, id="both-reroll-miss"),
    pytest.param(BOTH, 6, [1, 1, 1], ["roll", "keep"], 0, [1, 1, 1], None, None, id="both-keep"),
    pytest.param(BOTH, 6, [3, 4, 6], ["roll"], 7, [3, 4, 6], [0, 1], 7, id="both-hit-first-roll"),
]


@pytest.mark.parametrize(("options", "round_number", "faces", "actions", "score", "dice", "pair", "total"), TURN_CASES)
def test_one_turn(options, round_number, faces, actions, score, dice, pair, total):
    game = game_at_round(options, round_number, faces)
    target = target_of(round_number)
    events = finish_turn(game, 0, actions)

    turn_events = [e for e in events if e.type in ("roll", "reroll", "keep")]
    assert [e.type for e in turn_events] == [a.split(":")[0] for a in actions]
    assert all(e.player == 0 for e in turn_events)
    roll = turn_events[0]
    assert roll.data["round"] == round_number and roll.data["target"] == target
    assert roll.data["may_reroll"] == (len(actions) > 1)
    last = turn_events[-1]
    assert last.data["dice"] == dice
    assert last.data["score"] == score
    if last.type != "keep":
        assert last.data["pair"] == pair
        assert last.data["total"] == total
    if last.type == "reroll":
        rerolled = int(actions[-1].split(":")[1])
        assert last.data["die"] == rerolled
        assert last.data["old"] == roll.data["dice"][rerolled]
        assert last.data["new"] == dice[rerolled]
    assert game.sheet[0] == [0] * (round_number - 1) + [score]
    assert game.current_player == 1 and written(game.legal_actions()) == ["roll"]
    assert game.stats()["turns"] == 2 * (round_number - 1) + 1


@pytest.mark.parametrize(
    ("options", "faces", "legal"),
    [
        (DOUBLE, [3, 3], ["reroll:0", "reroll:1", "keep"]),
        (BOTH, [1, 1, 1], ["reroll:0", "reroll:1", "reroll:2", "keep"]),
    ],
)
def test_miss_with_double_roll_waits_for_a_decision(options, faces, legal):
    game = game_at_round(options, 4, faces)
    events = game.apply(0, "roll")
    assert [e.type for e in events] == ["roll"]
    assert game.current_player == 0
    assert written(game.legal_actions()) == legal
    assert game.sheet[0] == [0, 0, 0]  # the round is not on the sheet until the turn ends


# --- turn order, rounds, winners ---------------------------------------------
@pytest.mark.parametrize(("players", "draw_face", "first"), [(2, 1, 0), (2, 2, 1), (3, 2, 1), (3, 6, 2), (5, 5, 4)])
def test_first_player_is_drawn_and_starts_every_round(players, draw_face, first):
    game, events = Chicago.start(players, None, ScriptedDice([draw_face] + [6, 6] * players * ROUNDS))
    order = [(first + k) % players for k in range(players)]
    assert events[0] == ev("first_player", first, {"order": order})
    assert events[1] == ev("round", None, {"round": 1, "target": 2})
    seen: list[tuple[int, int]] = []
    while not game.is_over:
        seen.append((game.round, game.current_player))
        game.apply(game.current_player, "roll")
    assert seen == [(r, p) for r in range(1, ROUNDS + 1) for p in order]


def test_draw_rejects_faces_outside_a_multiple_of_the_player_count():
    # Four players: faces 5 and 6 would bias the draw, so they are thrown again.
    game, events = Chicago.start(4, None, ScriptedDice([5, 6, 3]))
    assert game.current_player == 2 and events[0].player == 2


def play_plain(players: int, hits: dict[int, set[int]]) -> Chicago:
    """A plain game, seat 0 first, where player p hits exactly in the rounds hits[p]."""
    script = [1]
    for round_number in range(1, ROUNDS + 1):
        target = target_of(round_number)
        hit = [1, target - 1] if target <= 7 else [6, target - 6]
        miss = [6, 6] if target != 12 else [1, 1]
        for player in range(players):
            script += hit if round_number in hits.get(player, set()) else miss
    game, _ = Chicago.start(players, PLAIN, ScriptedDice(script))
    while not game.is_over:
        game.apply(game.turn, "roll")
    return game


@pytest.mark.parametrize(
    ("players", "hits", "winners", "scores"),
    [
        pytest.param(2, {0: {11}, 1: {10}}, (0,), (12, 11), id="highest-wins"),
        pytest.param(3, {0: {1, 10}, 1: {4, 7}, 2: {3}}, (0, 1), (13, 13, 4), id="tie-joint-victory"),
        pytest.param(2, {0: set(range(1, 12)), 1: set(range(1, 12))}, (0, 1), (77, 77), id="everyone-hits-all"),
        pytest.param(3, {}, (0, 1, 2), (0, 0, 0), id="nobody-scores"),
    ],
)
def test_outcome(players, hits, winners, scores):
    game = play_plain(players, hits)
    outcome = game.outcome()
    assert outcome is not None
    assert outcome.winners == winners
    assert outcome.losers == tuple(p for p in range(players) if p not in winners)
    assert outcome.scores == scores
    for player in range(players):
        expected = [target_of(r) if r in hits.get(player, set()) else 0 for r in range(1, ROUNDS + 1)]
        assert game.sheet[player] == expected
    assert game.current_player is None and written(game.legal_actions()) == []


def test_game_over_event_names_the_winners():
    script = [1] + [6, 6] * 2 * (ROUNDS - 1) + [6, 6, 1, 1]
    game, _ = Chicago.start(2, PLAIN, ScriptedDice(script))
    events: list[Event] = []
    while not game.is_over:
        events += game.apply(game.current_player, "roll")
    assert events[-1] == ev("game_over", None, {"winners": [0], "scores": [12, 0]})
    assert [e.data["round"] for e in events if e.type == "round"] == list(range(2, ROUNDS + 1))


def test_outcome_is_none_while_running():
    game, _ = Chicago.start(2, PLAIN, ScriptedDice([1]))
    assert game.outcome() is None and not game.is_over


# --- forfeits ------------------------------------------------------------------
def test_forfeit_keeps_points_skips_turns_and_cannot_win():
    # Three players, seat 0 first. Round 1 (target 2): seat 1 hits. Then seat 1 forfeits.
    script = [1, 6, 6, 1, 1, 6, 6] + [6, 6] * 2 * (ROUNDS - 2) + [6, 5, 6, 5]
    game, _ = Chicago.start(3, PLAIN, ScriptedDice(script))
    for player in (0, 1, 2):
        game.apply(player, "roll")
    events = game.forfeit(1)
    assert events == [ev("forfeit", 1)]
    assert game.current_player == 0
    seen = []
    while not game.is_over:
        seen.append(game.current_player)
        game.apply(game.current_player, "roll")
    assert 1 not in seen and len(seen) == 2 * (ROUNDS - 1)
    outcome = game.outcome()
    assert outcome is not None
    assert game.sheet[1] == [2]
    assert outcome.scores == (0, 2, 0)
    # Seat 1 leads on points but forfeited, so the tied 0-0 players share the win.
    assert outcome.winners == (0, 2) and outcome.losers == (1,)


def test_forfeit_on_your_turn_passes_the_dice_and_leaves_no_sheet_entry():
    game = game_at_round(DOUBLE, 3, [6, 6], players=3)
    game.apply(0, "roll")
    assert game.pending == [6, 6]
    events = game.forfeit(0)
    assert events == [ev("forfeit", 0)]
    assert game.current_player == 1 and written(game.legal_actions()) == ["roll"]
    assert game.pending is None
    assert game.sheet[0] == [0, 0]


def test_forfeit_of_the_first_player_still_ends_rounds_on_time():
    game, _ = Chicago.start(3, PLAIN, ScriptedDice([1] + [6, 6] * 3 * ROUNDS))
    game.forfeit(0)
    rounds_seen = []
    while not game.is_over:
        rounds_seen.append((game.round, game.current_player))
        game.apply(game.current_player, "roll")
    assert rounds_seen == [(r, p) for r in range(1, ROUNDS + 1) for p in (1, 2)]
    assert game.sheet[0] == []


def test_last_player_left_wins_at_once_whatever_the_score():
    game, _ = Chicago.start(3, PLAIN, ScriptedDice([1, 1, 1, 6, 6, 6, 6]))
    for player in (0, 1, 2):
        game.apply(player, "roll")
    assert game.forfeit(0) == [ev("forfeit", 0)]
    events = game.forfeit(2)
    assert events == [ev("forfeit", 2), ev("game_over", None, {"winners": [1], "scores": [2, 0, 0]})]
    assert game.is_over
    outcome = game.outcome()
    assert outcome is not None and outcome.winners == (1,) and outcome.losers == (0, 2)
    with pytest.raises(IllegalAction) as raised:
        game.forfeit(1)
    assert raised.value.reason == "game_over"


@pytest.mark.parametrize("player", [-1, 2])
def test_forfeit_of_a_non_player_is_refused(player):
    game, _ = Chicago.start(2, PLAIN, ScriptedDice([1]))
    with pytest.raises(IllegalAction) as raised:
        game.forfeit(player)
    assert raised.value.reason == "not_playing"


# --- illegal actions -----------------------------------------------------------
@pytest.mark.parametrize(
    ("options", "setup", "player", "action", "reason"),
    [
        (PLAIN, [], 1, "roll", "not_your_turn"),
        (PLAIN, [], 0, "keep", "not_legal"),
        (PLAIN, [], 0, "reroll:0", "not_legal"),
        (PLAIN, [], 0, "pass", "not_legal"),
        (DOUBLE, [], 0, "keep", "not_legal"),
        (DOUBLE, ["roll"], 0, "roll", "not_legal"),
        (DOUBLE, ["roll"], 0, "reroll:2", "not_legal"),
        (DOUBLE, ["roll"], 0, "reroll:-1", "not_legal"),
        (DOUBLE, ["roll"], 1, "keep", "not_your_turn"),
        (BOTH, ["roll"], 0, "reroll:3", "not_legal"),
    ],
)
def test_illegal_actions(options, setup, player, action, reason):
    game = game_at_round(options, 2, [6, 6, 6])
    for step in setup:
        game.apply(0, step)
    before = (game.step, game.current_player, game.legal_actions())
    with pytest.raises(IllegalAction) as raised:
        game.apply(player, action)
    assert raised.value.reason == reason
    assert (game.step, game.current_player, game.legal_actions()) == before


def test_actions_after_the_end_are_refused():
    game = play_plain(2, {})
    with pytest.raises(IllegalAction) as raised:
        game.apply(0, "roll")
    assert raised.value.reason == "game_over"


@pytest.mark.parametrize("players", [0, 1, 21])
def test_player_count_is_bounded(players):
    with pytest.raises(IllegalOption):
        Chicago.start(players, None, ScriptedDice([]))


@pytest.mark.parametrize("raw", [{"double_roll": 1}, {"three_dice": "yes"}, {"bonus": True}])
def test_bad_options_are_refused(raw):
    with pytest.raises(IllegalOption):
        ChicagoOptions.from_dict(raw)


# --- the computer's choice -----------------------------------------------------
@pytest.mark.parametrize(
    ("options", "round_number", "faces", "expected"),
    [
        (DOUBLE, 4, [3, 3], "reroll:0"),  # both dice need a 2: the first wins the tie
        (DOUBLE, 4, [6, 1], "reroll:0"),  # keeping 1 needs a 4; keeping 6 can't make 5
        (DOUBLE, 4, [1, 6], "reroll:1"),
        (DOUBLE, 4, [6, 6], "keep"),  # no single die makes 5 beside a 6
        (DOUBLE, 1, [1, 2], "reroll:1"),  # target 2: keep the 1
        (BOTH, 6, [1, 1, 5], "reroll:0"),  # kept 1, 5 need 6 or 2: two faces
        (BOTH, 6, [5, 1, 1], "reroll:1"),
        (BOTH, 6, [1, 5, 1], "reroll:0"),  # dice 0 and 2 both keep {5, 1}: the first wins
        (BOTH, 1, [6, 6, 6], "keep"),
        (BOTH, 1, [6, 1, 6], "reroll:0"),
    ],
)
def test_auto_action_picks_the_best_reroll(options, round_number, faces, expected):
    game = game_at_round(options, round_number, faces)
    assert str(game.auto_action()) == "roll"
    game.apply(0, "roll")
    assert str(game.auto_action()) == expected


# --- the move with no real choice ------------------------------------------------------
@pytest.mark.parametrize(
    ("options", "round_number", "faces", "forced"),
    [
        (DOUBLE, 4, [6, 6], "keep"),  # no die beside a 6 makes 5
        (DOUBLE, 4, [3, 3], None),  # a 2 beside either 3 makes 5
        (DOUBLE, 1, [6, 5], "keep"),  # target 2 needs 1 + 1: neither die can stay
        (DOUBLE, 1, [1, 2], None),
        (BOTH, 1, [6, 6, 6], "keep"),
        (BOTH, 1, [6, 1, 6], None),
        (BOTH, 6, [1, 1, 1], None),  # kept 1, 1: a 6 makes 7
    ],
)
def test_forced_action_keeps_only_when_no_reroll_can_score(options, round_number, faces, forced):
    game = game_at_round(options, round_number, faces)
    assert game.forced_action() is None  # a roll is always the player's own
    game.apply(0, "roll")
    assert game.pending == faces
    assert (None if (chosen := game.forced_action()) is None else str(chosen)) == forced
    if forced is not None:
        assert forced == str(game.auto_action()) and forced in written(game.legal_actions())
        assert all(reroll_hits(faces, die, game.target) == 0 for die in range(len(faces)))
        game.apply(0, forced)
        assert game.pending is None and game.forced_action() is None


@pytest.mark.parametrize("options", [PLAIN, THREE])
def test_no_forced_action_without_double_roll(options):
    game = game_at_round(options, 4, missing_filler(options))
    game.apply(0, "roll")
    assert game.forced_action() is None


def brute_force_hits(faces: list[int], die: int, target: int) -> int:
    def scores(roll: list[int]) -> bool:
        return any(a + b == target for a, b in combinations(roll, 2))

    return sum(scores([new if i == die else f for i, f in enumerate(faces)]) for new in range(1, 7))


@settings(max_examples=200, deadline=None)
@given(
    faces=st.lists(st.integers(1, 6), min_size=2, max_size=3),
    target=st.integers(2, 12),
    data=st.data(),
)
def test_reroll_hits_counts_exactly(faces, target, data):
    die = data.draw(st.integers(0, len(faces) - 1))
    assert reroll_hits(faces, die, target) == brute_force_hits(faces, die, target)


# --- properties over seeded games ----------------------------------------------
options_strategy = st.fixed_dictionaries({"double_roll": st.booleans(), "three_dice": st.booleans()})
seeds = st.binary(min_size=4, max_size=8)
# A game played at random: its dice, its table and the chooser's seed.
PLAYED = {"seed": seeds, "players": st.integers(2, 8), "options": options_strategy, "choices": st.integers(0, 2**32)}


def choose(game: Chicago, chooser: random.Random) -> str:
    """A random legal action (the tests may use ``random``; the engine may not)."""
    return str(chooser.choice(game.legal_actions()))


def play_random(game: Chicago, chooser: random.Random, limit: int | None = None) -> tuple[list[str], list[Event]]:
    actions: list[str] = []
    events: list[Event] = []
    while not game.is_over and (limit is None or len(actions) < limit):
        action = choose(game, chooser)
        events += game.apply(game.turn, action)
        actions.append(action)
    return actions, events


@settings(max_examples=40, deadline=None)
@given(seed=seeds, players=st.integers(2, 20), options=options_strategy, choices=st.integers(0, 2**32))
def test_every_game_is_eleven_rounds_of_scores_zero_or_target(seed, players, options, choices):
    game, opening = Chicago.start(players, options, SeededDice(seed))
    actions, events = play_random(game, random.Random(choices))
    assert actions.count("roll") == ROUNDS * players == game.stats()["turns"]
    assert all(len(points) == ROUNDS for points in game.sheet)
    for points in game.sheet:
        assert all(score in (0, target_of(r)) for r, score in enumerate(points, start=1))
    turn_scores = [
        e.data["score"] for e in events if e.type in ("roll", "reroll", "keep") and not e.data.get("may_reroll")
    ]
    assert sorted(turn_scores) == sorted(s for points in game.sheet for s in points)
    for event in events:
        if event.type in ("roll", "reroll") and event.data["pair"] is not None:
            i, j = event.data["pair"]
            assert event.data["dice"][i] + event.data["dice"][j] == event.data["target"]
    assert len([e for e in opening + events if e.type == "round"]) == ROUNDS
    outcome = game.outcome()
    assert outcome is not None
    assert list(outcome.scores) == [sum(points) for points in game.sheet]
    best = max(outcome.scores)
    assert outcome.winners == tuple(p for p in range(players) if outcome.scores[p] == best)
    assert events[-1].type == "game_over"


@settings(max_examples=40, deadline=None)
@given(**PLAYED, stop_fraction=st.floats(0, 1))
def test_dict_round_trip_at_any_point_equals_continuing(seed, players, options, choices, stop_fraction):
    game, _ = Chicago.start(players, options, SeededDice(seed))
    chooser = random.Random(choices)
    play_random(game, chooser, limit=int(stop_fraction * ROUNDS * players * 2))
    stored = json.loads(json.dumps(game.to_dict()))
    copy = Chicago.from_dict(stored)
    assert copy.to_dict() == game.to_dict()
    continue_state = chooser.getstate()
    _, original_events = play_random(game, chooser)
    chooser.setstate(continue_state)
    _, copied_events = play_random(copy, chooser)
    assert copied_events == original_events
    assert copy.to_dict() == game.to_dict()
    assert copy.outcome() == game.outcome()


@settings(max_examples=30, deadline=None)
@given(**PLAYED)
def test_replaying_seed_and_actions_gives_the_same_game(seed, players, options, choices):
    game, opening = Chicago.start(players, options, SeededDice(seed))
    actions, events = play_random(game, random.Random(choices))
    replay, replay_opening = Chicago.start(players, options, SeededDice(seed))
    replay_events: list[Event] = []
    for action in actions:
        replay_events += replay.apply(replay.current_player, action)
    assert replay_opening == opening and replay_events == events
    assert replay.to_dict() == game.to_dict()


@settings(max_examples=40, deadline=None)
@given(**PLAYED, forfeit_chance=st.floats(0.001, 0.05))
def test_forfeits_never_win_and_are_never_asked_to_act(seed, players, options, choices, forfeit_chance):
    game, _ = Chicago.start(players, options, SeededDice(seed))
    chooser = random.Random(choices)
    while not game.is_over:
        if chooser.random() < forfeit_chance:
            game.forfeit(chooser.choice(sorted(set(range(players)) - game.forfeited)))
            continue
        assert game.current_player not in game.forfeited
        game.apply(game.current_player, choose(game, chooser))
    outcome = game.outcome()
    assert outcome is not None
    assert not set(outcome.winners) & game.forfeited
    assert set(outcome.winners) | set(outcome.losers) == set(range(players))
    assert list(outcome.scores) == [sum(points) for points in game.sheet]
    assert all(len(points) <= ROUNDS for points in game.sheet)


# --- the simulator -------------------------------------------------------------
def test_simulated_mean_score_matches_the_exact_expectation():
    # Round r scores t = r + 1 with probability P(t): the mean total is the sum of t·P(t).
    ways = {t: sum(1 for a in range(1, 7) for b in range(1, 7) if a + b == t) for t in range(2, 13)}
    chance = {t: Fraction(n, 36) for t, n in ways.items()}
    exact_mean = sum(t * p for t, p in chance.items())
    exact_variance = sum(t * t * p * (1 - p) for t, p in chance.items())  # independent rounds
    assert exact_mean == 7  # the expected total of two dice, as it must be
    players, games = 4, 4000
    summary = simulate("chicago", players, games, {})
    simulated_mean = sum(summary.mean_score) / players
    standard_error = math.sqrt(exact_variance / (players * games))
    assert abs(simulated_mean - exact_mean) < 5 * standard_error
    assert summary.means["turns"] == ROUNDS * players


def test_simulator_command_line_runs_chicago_with_both_options(capsys):
    assert GAMES["chicago"].game is Chicago
    simulate_main(["chicago", "--players", "4", "--games", "30", "--double-roll", "--three-dice", "--json"])
    summary = json.loads(capsys.readouterr().out)
    assert summary["options"] == BOTH
    assert summary["means"]["turns"] == ROUNDS * 4
    assert summary["means"]["rerolls"] > 0
    assert abs(sum(summary["win_share"]) - 1) < 1e-9
