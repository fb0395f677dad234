"""Chicago's exact odds: the expected score of a sheet pinned as fractions, and each seat's chance to win and that
score against the engine's games."""

from __future__ import annotations

import math
from fractions import Fraction
from itertools import combinations, product

import pytest

from rules.chicago import CHICAGO_INFO, Chicago
from rules.chicago.odds import chicago_odds, exact_hit_chance, mean_score, total_distribution
from rules.simulate import play_one

# The expected score of one player's sheet (RULES.md): 7 (the mean total of two dice), 15.102, 17.694 and 28.194.
SCORES = [
    (False, False, Fraction(7)), (True, False, Fraction(1631, 108)), (False, True, Fraction(637, 36)),
    (True, True, Fraction(1015, 36)),
]


def hits_by_the_rules(target: int, double_roll: bool, three_dice: bool) -> Fraction:
    """The chance one turn scores ``target``, read straight from the rules: two dice (three-dice: any two of three)
    total it, or after a miss (double-roll) one die rerolled, the one with the most faces that then score."""
    count = 3 if three_dice else 2

    def scores(faces: tuple[int, ...]) -> bool:
        return any(a + b == target for a, b in combinations(faces, 2))

    chance = Fraction(0)
    for faces in product(range(1, 7), repeat=count):
        if scores(faces):
            chance += 1
        elif double_roll:
            best = max(sum(scores((*faces[:die], face, *faces[die + 1:])) for face in range(1, 7))
                       for die in range(count))
            chance += Fraction(best, 6)
    return chance / 6**count


@pytest.mark.parametrize(("double_roll", "three_dice", "score"), SCORES)
def test_the_expected_score_of_a_sheet_is_exact(double_roll, three_dice, score):
    assert mean_score(double_roll, three_dice) == score
    assert sum(target * hits_by_the_rules(target, double_roll, three_dice) for target in range(2, 13)) == score
    for target in range(2, 13):
        assert exact_hit_chance(target, double_roll, three_dice) == hits_by_the_rules(target, double_roll, three_dice)
    odds = chicago_odds(3, double_roll, three_dice)
    assert (round(odds.figure, 3), odds.unit, odds.method) == (round(float(score), 3), "points", "exact")
    assert CHICAGO_INFO.headline.unit == odds.unit  # the answer counts what the game declares
    chances = total_distribution(double_roll, three_dice)
    assert sum(chances) == pytest.approx(1)
    assert sum(total * chance for total, chance in enumerate(chances)) == pytest.approx(float(score))


def test_the_four_figures_to_three_decimals():
    assert [f"{float(score):.3f}" for _, _, score in SCORES] == ["7.000", "15.102", "17.694", "28.194"]
    assert [f"{chicago_odds(2, d, t).figure:.3f}" for d, t, _ in SCORES] == ["7.000", "15.102", "17.694", "28.194"]


def test_two_players_win_half_the_games_they_do_not_share():
    odds = chicago_odds(2)
    # a win is a game won alone or shared: (1 - shared) / 2 + shared
    assert odds.shares[0] == pytest.approx((1 + odds.shared) / 2)


def test_matches_the_engine():
    players, options, games = 3, {"double_roll": True, "three_dice": True}, 1_500
    odds = chicago_odds(players, **options)
    assert odds.shares == (odds.shares[0],) * players
    wins = [0] * players
    shared = 0
    sheets: list[int] = []
    for number in range(games):
        game = play_one("chicago", players, options, b"chicago odds" + number.to_bytes(8, "big"))
        assert isinstance(game, Chicago)
        outcome = game.outcome()
        assert outcome is not None
        for seat in outcome.winners:
            wins[(seat - game.first) % players] += 1
        shared += len(outcome.winners) > 1
        sheets += game.totals()
    for won in wins:
        exact = odds.shares[0]
        assert abs(won / games - exact) <= 3 * math.sqrt(exact * (1 - exact) / games), (odds, wins)
    assert abs(shared / games - odds.shared) <= 3 * math.sqrt(odds.shared * (1 - odds.shared) / games)
    # the expected score against the sheets played (the sheets of one game are independent: the rules say so)
    chances = total_distribution(**options)
    spread = math.sqrt(sum(chance * (total - odds.figure) ** 2 for total, chance in enumerate(chances)))
    assert abs(sum(sheets) / len(sheets) - odds.figure) <= 3 * spread / math.sqrt(len(sheets))
