"""Buck Dice's exact odds: pinned values from the earlier cycle solver, and agreement with the engine's games."""

from __future__ import annotations

import math
from itertools import pairwise

import pytest

from rules.buck import Buck
from rules.buck.odds import buck_odds, throw_outcomes, turns_to_buck
from rules.simulate import play_one


def within_3_sigma(exact: float, observed: float, games: int) -> bool:
    return abs(observed - exact) <= 3 * math.sqrt(exact * (1 - exact) / games)


@pytest.mark.parametrize(
    ("players", "fewer_dice", "shares", "throws"),
    [
        # solved by the earlier dynamic programme over every score vector and shooter (2-3 players only)
        (2, False, (0.4781450963311378, 0.5218549036688629), 38.0816678418169),
        (3, False, (0.31293078194176893, 0.3325900288483356, 0.3544791892098963), 65.78555929589673),
        (3, True, (0.31778114800536716, 0.3328910853617131, 0.34932776663292114), 75.18822352379922),
    ],
)
def test_small_tables_are_pinned(players, fewer_dice, shares, throws):
    odds = buck_odds(players, fewer_dice)
    assert odds.shares == pytest.approx(shares, abs=1e-12)
    assert odds.figure == pytest.approx(throws, abs=1e-9)
    assert (odds.method, odds.unit) == ("exact", "throws")


@pytest.mark.parametrize(("players", "options", "games"), [
    (3, {}, 1_000), (5, {"point_per_throw": True}, 600), (4, {"fewer_dice": True, "point_per_throw": True}, 600),
])
def test_matches_the_engine_by_position_from_the_first_shooter(players, options, games):
    odds = buck_odds(players, **options)
    losses = [0] * players
    throws = 0
    for number in range(games):
        game = play_one("buck", players, options, b"odds" + number.to_bytes(8, "big"))
        assert isinstance(game, Buck) and game.loser is not None
        losses[(game.loser - game.first_shooter) % players] += 1
        throws += game.throws
    for exact, lost in zip(odds.shares, losses, strict=True):
        assert within_3_sigma(exact, lost / games, games), (odds.shares, losses)
    assert throws / games == pytest.approx(odds.figure, rel=0.05)


@pytest.mark.parametrize("players", [4, 20])
def test_every_table_is_exact_and_the_last_shooter_loses_most(players):
    odds = buck_odds(players, fewer_dice=True, point_per_throw=True)
    assert sum(odds.shares) == pytest.approx(1, abs=1e-12)
    assert list(odds.shares) == sorted(odds.shares)


def test_one_player_needs_about_the_same_turns_whatever_the_table():
    made, throws = turns_to_buck(False, False)
    assert made[0] == 0 and made[-1] == pytest.approx(1, abs=1e-14)
    assert all(a <= b for a, b in pairwise(made))
    assert len(throws) == len(made) - 1


def test_throws_from_14_overshoot_and_repeat():
    outcomes = throw_outcomes(14, fewer_dice=False)
    assert sum(chance for chance, _, _ in outcomes) == pytest.approx(1)
    # Two or three point dice (no triple) and a little buck would pass 15: nothing scored, same shooter again.
    again = sum(chance for chance, kind, _ in outcomes if kind == "again")
    assert again == pytest.approx(20 / 216)
    assert all(score == 14 for _, kind, score in outcomes if kind == "again")
    # With fewer dice a shooter at 14 throws one die and can never overshoot.
    assert {kind for _, kind, _ in throw_outcomes(14, fewer_dice=True)} == {"pass"}


def test_a_point_per_throw_scores_one_however_many_dice_show_it():
    outcomes = throw_outcomes(3, fewer_dice=False, point_per_throw=True)
    assert sum(chance for chance, _, _ in outcomes) == pytest.approx(1)
    assert {new for _, kind, new in outcomes if kind == "keep"} == {4}
    # at 14 a scoring throw makes the buck exactly: nothing overshoots but the little buck
    again = sum(chance for chance, kind, _ in throw_outcomes(14, False, True) if kind == "again")
    assert again == pytest.approx(5 / 216)
