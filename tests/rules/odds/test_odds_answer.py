"""One answer per question for every game: exact or simulated, checked questions, cached answers."""

from __future__ import annotations

import math

import pytest

from rules.base import IllegalOption
from rules.lcr.odds import MAX_GAMES, MIN_GAMES, lcr_odds, simulate_lcr_odds, simulation_games
from rules.leftovers.odds import games_for
from rules.odds.answer import odds_for
from rules.odds.engine import margin_of, mean_margin


def test_each_game_says_how_it_was_found():
    assert odds_for("lcr", 5, {"dice": "always-three"}, 4).method == "exact"
    assert odds_for("chicago", 20, {"double_roll": True, "three_dice": True}).method == "exact"
    assert odds_for("buck", 20, {"fewer_dice": True, "point_per_throw": True}).method == "exact"
    leftovers = odds_for("leftovers", 12, {"fixed_pile": True})
    assert (leftovers.method, leftovers.games, leftovers.unit) == ("simulation", games_for(12), "rounds")
    assert leftovers.margin == pytest.approx(margin_of(leftovers.shares, leftovers.games), abs=1e-5)


@pytest.mark.parametrize(("players", "chips", "options"), [
    (5, 5, {}), (20, 3, {"dice": "always-three"}), (3, 3, {"dot_to_win": True}),
])
def test_lcr_beyond_the_chain_is_simulated_with_its_margin(players, chips, options):
    odds = odds_for("lcr", players, options, chips)
    assert odds.method == "simulation"
    assert odds.games == simulation_games(players, chips, bool(options.get("dot_to_win")))
    assert odds.margin == pytest.approx(margin_of(odds.shares, odds.games))
    assert sum(odds.shares) == pytest.approx(1)


def test_the_simulated_lcr_answer_agrees_with_the_exact_one():
    games = 40_000
    exact = lcr_odds(4, 3, "always-three")
    simulated = simulate_lcr_odds(4, 3, "always-three", False, games)
    assert exact is not None
    for share, observed in zip(exact.shares, simulated.shares, strict=True):
        assert abs(observed - share) <= 3 * math.sqrt(share * (1 - share) / games)
    assert abs(simulated.figure - exact.figure) <= simulated.figure_margin < 0.5  # the expected rolls, ±


def test_simulations_stay_within_their_budget_of_games():
    assert simulation_games(3, 1, False) == MAX_GAMES
    assert simulation_games(20, 99, True) == MIN_GAMES
    assert MIN_GAMES < simulation_games(10, 20, False) < MAX_GAMES


def test_answers_are_cached_by_the_question():
    first = odds_for("lcr", 20, {}, 3)
    assert odds_for("lcr", 20, {"dice": "by-chips", "stakes": True}, 3) is first  # the same question
    assert odds_for("buck", 7, {}) is odds_for("buck", 7, {"fewer_dice": False})


@pytest.mark.parametrize(("kind", "players", "options", "chips"), [
    ("lcr", 2, {}, 3), ("lcr", 21, {}, 3), ("lcr", 3, {}, 0), ("lcr", 3, {}, 100), ("lcr", 3, {"dice": "two"}, 3),
    ("chicago", 1, {}, 3), ("buck", 3, {"fewer_dice": "yes"}, 3), ("leftovers", 13, {}, 3), ("poker", 3, {}, 3),
    ("leftovers", 3, {"wild": True}, 3),
])
def test_questions_no_table_could_ask_are_refused(kind, players, options, chips):
    with pytest.raises(IllegalOption):
        odds_for(kind, players, options, chips)


def test_the_margin_is_three_standard_errors_of_the_least_certain_seat():
    assert margin_of((0.5, 0.1, 0.4), 100) == pytest.approx(3 * 0.05)


def test_a_mean_s_margin_is_three_standard_errors_of_the_sample():
    assert mean_margin((1.0, 3.0)) == pytest.approx(3 * 1.0)  # sample variance 2, over 2 values
    assert mean_margin((4.0, 4.0, 4.0)) == 0 and mean_margin((7.0,)) == 0
