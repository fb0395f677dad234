"""The vectorised LCR simulator against exact chances and against the engine's own games."""

from __future__ import annotations

import hashlib
import math
from collections.abc import Sequence
from dataclasses import dataclass

import pytest

from rules.dice import SeededDice
from rules.games import GAMES
from rules.lcr import Lcr
from rules.lcr import fast as fast_lcr
from rules.lcr.fast import FastLcrResult, simulate_lcr
from rules.lcr.odds import lcr_odds, position_chances
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
        game, _ = GAMES["lcr"].game.start(3, {"stakes": True}, SeededDice(seed), stakes)
        while not game.is_over:
            game.play_auto()
        outcome = game.outcome()
        assert outcome is not None
        wins[outcome.winners[0]] += 1
        rolls += int(game.stats()["rolls"])
    fast = simulate_lcr(3, 200_000, seed=11, stakes=stakes)
    assert_agrees(fast, [w / games for w in wins], rolls / games, games)


@pytest.mark.parametrize("dice", ["by-chips", "always-three"])
def test_both_dice_options_match_the_exact_chain(dice):
    exact = lcr_odds(4, 2, dice)
    assert exact is not None
    result = simulate_lcr(4, 100_000, seed=3, dice=dice, chips=2)
    assert_exact(result, exact.shares)
    assert abs(result.mean_rolls - exact.figure) < 3 * result.mean_rolls_se, (result, exact)


def assert_exact(result: FastLcrResult, exact: Sequence[float]) -> None:
    for seat, share in enumerate(exact):
        assert abs(result.win_share[seat] - share) < 3 * result.win_share_se[seat], (seat, result.win_share, exact)


# A table in play: seat 3 rolls next, seat 0 has lost its chips but stays in, the pot holds what went to C.
POSITION = (0, 4, 1, 6, 2)
POSITION_TURN, POSITION_POT = 3, 2
POSITION_STAKES = [3, 5, 2, 4, 1]  # what they joined with (and what a double pot deals them again)


@pytest.mark.parametrize("dice", ["by-chips", "always-three"])
def test_a_position_with_stakes_matches_the_exact_chain(dice):
    exact = position_chances(POSITION, POSITION_TURN, dice)
    assert exact is not None
    fast = simulate_lcr(
        5, 100_000, seed=4, dice=dice, stakes=POSITION_STAKES, start_chips=POSITION, start_turn=POSITION_TURN
    )
    assert_exact(fast, exact)


@dataclass
class EngineRun:
    """Games the engine played on from one stored position: per seat wins, and per game sums and squares."""

    games: int
    wins: list[int]
    rolls: list[int]
    double_pots: list[int]
    winnings: list[int]

    def shares(self) -> list[float]:
        return [w / self.games for w in self.wins]


def engine_from(
    options: dict[str, object],
    stakes: Sequence[int],
    chips: Sequence[int],
    turn: int,
    pot: int,
    games: int,
    forfeited: Sequence[int] = (),
) -> EngineRun:
    """The engine playing ``games`` games on from a position, loaded as the service loads a stored table."""
    played, _ = Lcr.start(len(stakes), {**options, "stakes": True}, SeededDice(b"position"), stakes)
    state = {**played.to_dict(), "chips": list(chips), "turn": turn, "pot": pot, "forfeited": list(forfeited)}
    state["dealt"] = sum(chips) + pot
    run = EngineRun(games, [0] * len(stakes), [], [], [])
    for number in range(games):
        game = Lcr.from_dict(state, SeededDice(hashlib.sha256(f"from-{number}".encode()).digest()))
        game.play_out()
        outcome = game.outcome()
        assert outcome is not None
        run.wins[outcome.winners[0]] += 1
        run.rolls.append(game.rolls)
        run.double_pots.append(game.hands - 1)
        run.winnings.append(game.chips[outcome.winners[0]])
    return run


def assert_mean_agrees(fast: float, fast_games: int, engine: list[int]) -> None:
    """A mean within 3 standard errors of the difference, the spread per game taken from the engine's games."""
    mean = sum(engine) / len(engine)
    variance = sum((value - mean) ** 2 for value in engine) / (len(engine) - 1)
    sigma = math.sqrt(variance / len(engine) + variance / fast_games)
    assert abs(fast - mean) < 3 * sigma + 1e-12, (fast, mean, sigma)


def assert_agrees_with_run(fast: FastLcrResult, engine: EngineRun) -> None:
    assert_agrees(fast, engine.shares(), sum(engine.rolls) / engine.games, engine.games)
    assert_mean_agrees(fast.mean_double_pots, fast.games, engine.double_pots)
    assert_mean_agrees(fast.mean_winnings, fast.games, engine.winnings)


def test_a_position_agrees_with_the_engine():
    engine = engine_from({}, POSITION_STAKES, POSITION, POSITION_TURN, POSITION_POT, 1_500)
    fast = simulate_lcr(
        5,
        50_000,
        seed=5,
        stakes=POSITION_STAKES,
        start_chips=POSITION,
        start_turn=POSITION_TURN,
        start_pot=POSITION_POT,
    )
    assert_agrees_with_run(fast, engine)
    assert fast.mean_double_pots == 0 and fast.mean_winnings == sum(POSITION) + POSITION_POT


@pytest.mark.parametrize("dice", ["by-chips", "always-three"])
def test_dot_to_win_agrees_with_the_engine(dice):
    """From the start: double pots happen (about one game in four) and the winner takes their deals too."""
    stakes = [2, 1, 3]
    engine = engine_from({"dot_to_win": True, "dice": dice}, stakes, stakes, 0, 0, 2_000)
    fast = simulate_lcr(3, 50_000, seed=6, dice=dice, stakes=stakes, dot_to_win=True)
    assert_agrees_with_run(fast, engine)
    assert fast.mean_double_pots > 0.1


def test_dot_to_win_from_a_sole_holder_agrees_with_the_engine():
    """One seat holds every chip and must roll all dots; an L or R hands the win back into play."""
    stakes, chips = [3, 3, 3, 3], [0, 0, 2, 0]
    engine = engine_from({"dot_to_win": True}, stakes, chips, 2, 10, 1_500)
    fast = simulate_lcr(
        4, 50_000, seed=8, stakes=stakes, start_chips=chips, start_turn=2, start_pot=10, dot_to_win=True
    )
    assert_agrees_with_run(fast, engine)
    assert fast.win_share[2] > 0.3  # two dots in a row from the start is a quarter, and more chances follow


def test_forfeited_seats_left_out_play_as_the_engine_plays_them():
    """A seat that forfeited is passed by: the position without it is the same game (two seats left here)."""
    stakes = [3, 3, 3]
    engine = engine_from({"dot_to_win": True}, stakes, [2, 0, 3], 2, 4, 1_500, forfeited=[1])
    fast = simulate_lcr(
        2, 50_000, seed=9, stakes=[3, 3], start_chips=[2, 3], start_turn=1, start_pot=4, dot_to_win=True
    )
    engine_seated = EngineRun(
        engine.games, [engine.wins[0], engine.wins[2]], engine.rolls, engine.double_pots, engine.winnings
    )
    assert engine.wins[1] == 0
    assert_agrees_with_run(fast, engine_seated)


def test_same_seed_same_result_and_another_seed_another():
    first = simulate_lcr(6, 20_000, seed=5, dice="always-three", chips=2)
    assert simulate_lcr(6, 20_000, seed=5, dice="always-three", chips=2) == first
    assert simulate_lcr(6, 20_000, seed=6, dice="always-three", chips=2) != first


def test_twenty_players_over_several_batches(monkeypatch):
    monkeypatch.setattr(fast_lcr, "BATCH_GAMES", 300)  # 1,000 games: three full batches and one of 100
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
        {"start_chips": [3, 3]},
        {"start_chips": [3, -1, 3]},
        {"start_chips": [3, True, 3]},
        {"start_chips": [0, 0, 5]},  # one seat alone holds chips: over without dot-to-win
        {"start_chips": [0, 0, 0], "dot_to_win": True},
        {"start_chips": [0, 2, 5], "start_turn": 0},  # the seat to roll holds nothing
        {"start_chips": [1, 2, 5], "start_turn": 3},
        {"start_chips": [1, 2, 5], "start_pot": -1},
        {"players": 2, "start_chips": [3, 0], "dot_to_win": False},
        {"players": 1, "start_chips": [3], "dot_to_win": True},
    ],
)
def test_rejects_impossible_settings(arguments):
    settings = {"players": 3, "games": 10, "seed": 0} | arguments
    with pytest.raises(ValueError):
        simulate_lcr(**settings)
