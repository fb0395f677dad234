"""Chicago's exact odds: pinned mean scores, and each seat's chance to win against the engine's games."""

from __future__ import annotations

import math

import pytest

from rules.chicago import Chicago
from rules.chicago.odds import chicago_odds, mean_score, total_distribution
from rules.simulate import play_one


@pytest.mark.parametrize(
    ("double_roll", "three_dice", "mean"),
    [(False, False, 7.0), (True, False, 15.102), (False, True, 17.694), (True, True, 28.194)],
)
def test_mean_score_is_pinned(double_roll, three_dice, mean):
    assert round(mean_score(double_roll, three_dice), 3) == mean
    chances = total_distribution(double_roll, three_dice)
    assert sum(chances) == pytest.approx(1)
    mean_total = sum(total * chance for total, chance in enumerate(chances))
    assert mean_total == pytest.approx(mean_score(double_roll, three_dice))


def test_two_players_win_half_the_games_they_do_not_share():
    odds = chicago_odds(2)
    # a win is a game won alone or shared: (1 - shared) / 2 + shared
    assert odds.shares[0] == pytest.approx((1 + odds.shared) / 2)
    assert odds.expected_length == 22


def test_matches_the_engine():
    players, options, games = 3, {"double_roll": True, "three_dice": True}, 1_500
    odds = chicago_odds(players, **options)
    assert odds.shares == (odds.shares[0],) * players
    wins = [0] * players
    shared = 0
    for number in range(games):
        game = play_one("chicago", players, options, b"chicago odds" + number.to_bytes(8, "big"))
        assert isinstance(game, Chicago)
        outcome = game.outcome()
        assert outcome is not None
        for seat in outcome.winners:
            wins[(seat - game.first) % players] += 1
        shared += len(outcome.winners) > 1
    for won in wins:
        exact = odds.shares[0]
        assert abs(won / games - exact) <= 3 * math.sqrt(exact * (1 - exact) / games), (odds, wins)
    assert abs(shared / games - odds.shared) <= 3 * math.sqrt(odds.shared * (1 - odds.shared) / games)
