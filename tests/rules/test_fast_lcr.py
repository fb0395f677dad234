"""The vectorised LCR simulator against exact chances and against the engine's own games."""

from __future__ import annotations

import hashlib
import math

import pytest

from rules import fast_lcr
from rules.dice import SeededDice
from rules.fast_lcr import FastLcrResult, simulate_lcr
from rules.games import GAMES
from rules.simulate import simulate

# Three players, three chips each, dice by chips: each seat's exact chance of winning (seat 0 rolls first).
EXACT_3_PLAYERS = (0.30684, 0.32802, 0.36514)


def assert_agrees(fast: FastLcrResult, engine_shares: list[float], engine_rolls: float, engine_games: int) -> None:
    """Each share and the mean number of rolls within 3 standard errors of their difference. The engine
    plays the same game, so its spread per game is the fast simulator's, scaled by its own game count."""
    for seat, (mine, theirs) in enumerate(zip(fast.win_share, engine_shares, strict=True)):
        sigma = math.sqrt(fast.win_share_se[seat] ** 2 + mine * (1 - mine) / engine_games)
        assert abs(mine - theirs) < 3 * sigma, (seat, mine, theirs, sigma)
    sigma = fast.mean_rolls_se * math.sqrt(1 + fast.games / engine_games)
    assert abs(fast.mean_rolls - engine_rolls) < 3 * sigma, (fast.mean_rolls, engine_rolls, sigma)


def test_three_players_match_the_exact_chances():
    result = simulate_lcr(3, 200_000, seed=1)
    assert len(result.win_share) == 3
    for seat, exact in enumerate(EXACT_3_PLAYERS):
        assert abs(result.win_share[seat] - exact) < 3 * result.win_share_se[seat], (seat, result)
    assert sum(result.win_share) == pytest.approx(1)


@pytest.mark.parametrize(
    ("players", "dice", "engine_games"),
    [(4, "always-three", 5_000), (5, "by-chips", 3_000)],
)
def test_agrees_with_the_engine(players, dice, engine_games):
    engine = simulate("lcr", players, engine_games, {"dice": dice}, seed=f"fast-lcr-{players}")
    fast = simulate_lcr(players, 200_000, seed=7, dice=dice)
    assert_agrees(fast, engine.win_share, engine.means["rolls"], engine_games)


def test_per_seat_stakes_agree_with_the_engine():
    stakes, games = [1, 3, 5], 4_000
    wins, rolls = [0, 0, 0], 0
    for number in range(games):
        seed = hashlib.sha256(f"stakes-{number}".encode()).digest()
        game, _ = GAMES["lcr"].start(3, {"stakes": True}, SeededDice(seed), stakes)
        while not game.is_over:
            game.play_auto()
        outcome = game.outcome()
        assert outcome is not None
        wins[outcome.winners[0]] += 1
        rolls += int(game.stats()["rolls"])
    fast = simulate_lcr(3, 200_000, seed=11, stakes=stakes)
    assert_agrees(fast, [w / games for w in wins], rolls / games, games)


def test_same_seed_same_result_and_another_seed_another():
    first = simulate_lcr(6, 20_000, seed=5, dice="always-three", chips=2)
    assert simulate_lcr(6, 20_000, seed=5, dice="always-three", chips=2) == first
    assert simulate_lcr(6, 20_000, seed=6, dice="always-three", chips=2) != first


def test_twenty_players_over_several_batches(monkeypatch):
    monkeypatch.setattr(fast_lcr, "_BATCH_GAMES", 300)  # 1,000 games: three full batches and one of 100
    result = simulate_lcr(20, 1_000, seed=1, chips=1)
    assert result.games == 1_000
    assert sum(result.win_share) == pytest.approx(1)
    assert result.mean_rolls >= 19  # with one chip each, nobody can have won before everyone rolled once


@pytest.mark.parametrize(
    "arguments",
    [
        {"players": 2},
        {"players": 21},
        {"dice": "four"},
        {"chips": 0},
        {"stakes": [3, 3]},
        {"stakes": [3, 3, 100]},
        {"games": 0},
    ],
)
def test_rejects_impossible_settings(arguments):
    settings = {"players": 3, "games": 10, "seed": 0} | arguments
    with pytest.raises(ValueError):
        simulate_lcr(**settings)
