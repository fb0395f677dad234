"""The exact odds: pinned values, and agreement with the engine's own games within 3 standard errors."""

from __future__ import annotations

import math

import pytest

from rules.buck import Buck
from rules.odds.buck import buck_odds, throw_outcomes
from rules.odds.chicago import chicago_odds, mean_score
from rules.odds.lcr import lcr_odds
from rules.simulate import play_one, simulate


def within_3_sigma(exact: float, observed: float, games: int) -> bool:
    return abs(observed - exact) <= 3 * math.sqrt(exact * (1 - exact) / games)


def test_lcr_three_players_by_chips_is_pinned():
    odds = lcr_odds(3, 3, "by-chips")
    assert odds is not None
    assert odds.shares == pytest.approx((0.30684, 0.32802, 0.36514), abs=5e-6)
    assert sum(odds.shares) == pytest.approx(1)
    assert (odds.method, odds.length_unit, odds.margin) == ("exact", "rolls", 0.0)


@pytest.mark.parametrize("dice", ["by-chips", "always-three"])
def test_lcr_matches_the_engine(dice):
    games = 10_000
    odds = lcr_odds(3, 3, dice)
    assert odds is not None
    summary = simulate("lcr", 3, games, {"dice": dice})
    for exact, observed in zip(odds.shares, summary.win_share, strict=True):
        assert within_3_sigma(exact, observed, games), (odds.shares, summary.win_share)
    assert summary.means["rolls"] == pytest.approx(odds.expected_length, rel=0.03)


def test_lcr_dot_to_win_and_large_tables_are_not_exact():
    assert lcr_odds(3, 3, dot_to_win=True) is None
    assert lcr_odds(5, 3) is None


@pytest.mark.parametrize(
    ("double_roll", "three_dice", "mean"),
    [(False, False, 7.0), (True, False, 15.102), (False, True, 17.694), (True, True, 28.194)],
)
def test_chicago_mean_score_is_pinned(double_roll, three_dice, mean):
    assert round(mean_score(double_roll, three_dice), 3) == mean


def test_chicago_seats_are_alike():
    odds = chicago_odds(4, double_roll=True)
    assert odds.shares == pytest.approx((0.25,) * 4)
    assert odds.expected_length == 44


@pytest.mark.parametrize(("players", "fewer_dice"), [(2, True), (3, False)])
def test_buck_matches_the_engine_by_position_from_the_first_shooter(players, fewer_dice):
    games = 2_000
    odds = buck_odds(players, fewer_dice)
    assert odds is not None
    assert sum(odds.shares) == pytest.approx(1)
    losses = [0] * players
    throws = 0
    for number in range(games):
        game = play_one("buck", players, {"fewer_dice": fewer_dice}, b"odds" + number.to_bytes(8, "big"))
        assert isinstance(game, Buck) and game.loser is not None
        losses[(game.loser - game.first_shooter) % players] += 1
        throws += game.throws
    for exact, lost in zip(odds.shares, losses, strict=True):
        assert within_3_sigma(exact, lost / games, games), (odds.shares, losses)
    assert throws / games == pytest.approx(odds.expected_length, rel=0.05)


def test_buck_large_tables_are_not_exact():
    assert buck_odds(4) is None


def test_buck_throws_from_14_overshoot_and_repeat():
    outcomes = throw_outcomes(14, fewer_dice=False)
    assert sum(chance for chance, _, _ in outcomes) == pytest.approx(1)
    # Two or three point dice (no triple) and a little buck would pass 15: nothing scored, same shooter again.
    again = sum(chance for chance, kind, _ in outcomes if kind == "again")
    assert again == pytest.approx(20 / 216)
    assert all(score == 14 for _, kind, score in outcomes if kind == "again")
    # With fewer dice a shooter at 14 throws one die and can never overshoot.
    assert {kind for _, kind, _ in throw_outcomes(14, fewer_dice=True)} == {"pass"}
