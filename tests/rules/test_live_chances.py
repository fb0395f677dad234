"""Live win chances from a game's current state: exact where the odds are exact, Monte Carlo within 3 standard
errors of them otherwise, the same answer for the same seed, and 1 or 0 once the game is over."""

from __future__ import annotations

import math
from collections.abc import Sequence

import pytest

from rules.base import Game
from rules.buck import Buck
from rules.buck.odds import buck_odds
from rules.chicago import Chicago
from rules.chicago.odds import chicago_odds
from rules.dice import ScriptedDice, SeededDice
from rules.games import GAMES
from rules.lcr import Lcr
from rules.lcr.chances import MIN_SAMPLES as LCR_MIN_SAMPLES
from rules.lcr.chances import VECTOR_SAMPLES
from rules.lcr.odds import lcr_odds, position_chances
from rules.odds.live import exact_chances, samples_for, simulated_chances, win_chances
from tests.stored_events import written

SEED = b"live chances"


def within_3_sigma(exact: Sequence[float], estimate: Sequence[float], samples: int) -> bool:
    return all(
        abs(e - x) <= 3 * math.sqrt(x * (1 - x) / samples) + 1e-12 for e, x in zip(estimate, exact, strict=True)
    )


def started(kind: str, players: int, options: dict[str, object] | None = None, seed: bytes = b"table") -> Game:
    return GAMES[kind].game.start(players, options or {}, SeededDice(seed))[0]


@pytest.mark.parametrize("dice", ["by-chips", "always-three"])
def test_lcr_at_the_start_is_the_exact_chain(dice: str) -> None:
    odds = lcr_odds(3, 3, dice)
    assert odds is not None
    assert win_chances(started("lcr", 3, {"dice": dice}), SEED, 1) == pytest.approx(odds.shares, abs=1e-12)
    if dice == "by-chips":
        assert win_chances(started("lcr", 3), SEED, 1) == pytest.approx((0.30684, 0.32802, 0.36514), abs=5e-6)


def test_lcr_after_a_forfeit_plays_as_the_table_without_that_seat() -> None:
    game = Lcr.start(4, {}, ScriptedDice([4, 1, 1]))[0]  # seat 0 passes a chip to seat 1
    game.apply(0, "roll")
    game.forfeit(1)  # its four chips go to the pot; L and R pass it by from now on
    assert game.chips == [2, 0, 3, 3] and game.turn == 2
    chances = exact_chances(game)
    assert chances is not None and chances[1] == 0.0
    remaining = position_chances((2, 3, 3), 1, "by-chips")
    assert remaining is not None
    assert [chances[0], chances[2], chances[3]] == pytest.approx(remaining, abs=1e-12)


def test_lcr_simulated_agrees_with_the_exact_chain_within_3_sigma() -> None:
    game = Lcr.start(3, {}, ScriptedDice([4, 1, 1, 5, 6, 1]))[0]
    game.apply(0, "roll")
    game.apply(1, "roll")  # chips (2, 2, 4), pot 1, seat 2 to roll
    exact = exact_chances(game)
    assert exact is not None
    estimate = simulated_chances(game, SEED, samples_for(game))
    assert within_3_sigma(exact, estimate, samples_for(game)), (exact, estimate)
    assert estimate != pytest.approx(exact, abs=1e-9)  # it really was simulated


def test_an_lcr_estimate_plays_fewer_games_the_more_chips_are_held_within_its_bounds() -> None:
    def samples(players: int, chips: int) -> int:
        return samples_for(Lcr.start(players, {"stakes": True}, SeededDice(SEED), [chips] * players)[0])

    assert samples(8, 3) == VECTOR_SAMPLES  # a short game: the most
    assert samples(5, 99) < samples(5, 30) < VECTOR_SAMPLES  # a long one costs more per game: fewer
    assert samples(20, 99) == LCR_MIN_SAMPLES  # never so few that the percentage is noise


def test_lcr_dot_to_win_is_simulated_and_adds_up() -> None:
    game = started("lcr", 5, {"dot_to_win": True})
    assert exact_chances(game) is None
    chances = win_chances(game, SEED, 4000)
    assert sum(chances) == pytest.approx(1)
    assert within_3_sigma([0.2] * 5, chances, 4000)  # five alike seats, nearly (the first roller's edge is small)


def test_lcr_dot_to_win_makes_the_last_holder_roll_for_it() -> None:
    game = started("lcr", 3, {"dot_to_win": True})
    last_holder = Lcr.from_dict({**game.to_dict(), "chips": [1, 0, 0], "pot": 8, "turn": 0})
    assert not last_holder.is_over and exact_chances(last_holder) is None
    chances = win_chances(last_holder, SEED, 4000)
    # one die: a dot (1/2) wins at once; L, C or R passes the chip on, or empties the table for a double pot
    assert 0.5 < chances[0] < 0.9 and sum(chances) == pytest.approx(1)


@pytest.mark.parametrize("players", [2, 3])
def test_buck_from_the_start_agrees_with_the_exact_chance_of_losing_by_position(players: int) -> None:
    game = started("buck", players)
    assert isinstance(game, Buck)
    odds = buck_odds(players)
    assert odds is not None
    samples = 1000
    chances = win_chances(game, b"buck", samples)  # (over 80 seeds this estimate's z-scores had sd 1.03)
    by_position = [chances[(game.first_shooter + position) % players] for position in range(players)]
    assert within_3_sigma(odds.shares, by_position, samples), (odds.shares, by_position)
    assert sum(chances) == pytest.approx(1)


def test_chicago_is_exact_from_the_start_and_agrees_with_its_games_later_on() -> None:
    game = started("chicago", 3, {"double_roll": True})
    assert isinstance(game, Chicago)
    assert win_chances(game, SEED, 1) == pytest.approx(chicago_odds(3, double_roll=True).shares, abs=1e-12)
    while game.round < 6 or game.pending is None:  # mid-game, a missed roll waiting for its reroll
        game.play_auto()
    exact = exact_chances(game)
    assert exact is not None
    samples = 1500
    played = simulated_chances(game, SEED, samples)
    assert within_3_sigma(exact, played, samples), (exact, played)


def test_the_same_seed_gives_the_same_chances_and_another_seed_other_ones() -> None:
    game = started("leftovers", 3)
    first = win_chances(game, SEED, 30)
    assert win_chances(game, SEED, 30) == first
    assert win_chances(game, SEED + b"!", 30) != first
    assert sum(first) == pytest.approx(1)
    assert game.step == 0 and game.to_dict() == started("leftovers", 3).to_dict()  # the game itself never moves


@pytest.mark.parametrize("kind", GAMES)
def test_a_finished_game_is_certain(kind: str) -> None:
    game = started(kind, 3)
    while not game.is_over:
        game.play_auto()
    outcome = game.outcome()
    assert outcome is not None
    counted = outcome.losers if GAMES[kind].counts_losers else outcome.winners
    assert win_chances(game, SEED, 1) == tuple(1.0 if seat in counted else 0.0 for seat in range(3))


def test_a_shared_chicago_victory_is_a_win_for_each() -> None:
    game = Chicago.start(2, {}, ScriptedDice([1] + [1, 1] * 22))[0]  # nobody ever scores
    while not game.is_over:
        game.play_auto()
    assert win_chances(game, SEED, 1) == (1.0, 1.0)


def test_chicago_counts_the_reroll_a_missed_roll_is_waiting_for() -> None:
    game = started("chicago", 2, {"double_roll": True})
    state = {**game.to_dict(), "first": 0, "turn": 1, "round": 11, "sheet": [[0] * 10 + [12], [0] * 10],
             "pending": [6, 1]}  # the last turn: 12 to tie, only a 6 on the rerolled die makes it
    waiting = Chicago.from_dict(state)
    assert written(waiting.legal_actions()) == ["reroll:0", "reroll:1", "keep"]
    assert exact_chances(waiting) == pytest.approx((1.0, 1 / 6))  # a tie is a win for each
