"""LCR's exact chain: pinned values, the sizes it solves, positions, and agreement with the simulators."""

from __future__ import annotations

import json
import math
import pickle
import re
import subprocess
import sys
from pathlib import Path

import pytest

import rules.lcr.odds as chain
from rules.lcr.fast import simulate_lcr
from rules.lcr.odds import lcr_odds, position_chances, position_value, solved_chain
from rules.lcr.odds_size import WORK_LIMIT, max_exact_chips, max_exact_held, states_up_to
from rules.simulate import simulate


def within_3_sigma(exact: float, observed: float, games: int) -> bool:
    return abs(observed - exact) <= 3 * math.sqrt(exact * (1 - exact) / games)


def test_three_players_by_chips_is_pinned():
    odds = lcr_odds(3, 3, "by-chips")
    assert odds is not None
    assert odds.shares == pytest.approx((0.30684, 0.32802, 0.36514), abs=5e-6)
    assert sum(odds.shares) == pytest.approx(1)
    assert (odds.method, odds.unit, odds.margin) == ("exact", "rolls", 0.0)


@pytest.mark.parametrize("dice", ["by-chips", "always-three"])
def test_matches_the_engine(dice):
    games = 10_000
    odds = lcr_odds(3, 3, dice)
    assert odds is not None
    summary = simulate("lcr", 3, games, {"dice": dice})
    for exact, observed in zip(odds.shares, summary.win_share, strict=True):
        assert within_3_sigma(exact, observed, games), (odds.shares, summary.win_share)
    assert summary.means["rolls"] == pytest.approx(odds.figure, rel=0.03)


def docstring_sizes() -> dict[int, int]:
    """The "max chips" table of the module docstring, by players (the "-" column: none)."""
    doc = chain.__doc__ or ""
    players = re.search(r"players\s+(.*)", doc)
    chips = re.search(r"max chips\s+(.*)", doc)
    assert players and chips
    sizes = dict(zip(players.group(1).split(), chips.group(1).split(), strict=True))
    return {int(n.rstrip("+")): 0 if c == "-" else int(c) for n, c in sizes.items()}


def test_the_exact_sizes_are_the_ones_the_docstring_states():
    stated = docstring_sizes()
    assert stated == {3: 23, 4: 7, 5: 4, 6: 2, 7: 1, 8: 1, 9: 1, 10: 0}
    for players in range(3, 21):
        chips = max_exact_chips(players)
        assert chips == stated[min(players, 10)]
        # the largest table is within the work limit, one more chip each is not
        assert states_up_to(players, players * chips) * (players + 1) <= WORK_LIMIT or chips == 0
        assert states_up_to(players, players * (chips + 1)) * (players + 1) > WORK_LIMIT
        assert lcr_odds(players, chips + 1) is None  # too big: None, without solving anything


def test_dot_to_win_is_not_exact():
    assert lcr_odds(3, 3, dot_to_win=True) is None


@pytest.mark.parametrize(("players", "chips", "dice"), [(5, 4, "by-chips"), (4, 7, "always-three")])
def test_the_largest_tables_agree_with_the_vectorised_simulator(players, chips, dice):
    odds = lcr_odds(players, chips, dice)
    assert odds is not None and odds.method == "exact"
    games = 25_000
    result = simulate_lcr(players, games, 14, dice, chips)
    for exact, observed in zip(odds.shares, result.win_share, strict=True):
        assert within_3_sigma(exact, observed, games), (odds.shares, result.win_share)
    assert abs(result.mean_rolls - odds.figure) <= 3 * result.mean_rolls_se


def test_a_position_agrees_with_the_simulator_played_from_it():
    chips, turn = (0, 5, 1, 4), 2
    chances = position_chances(chips, turn, "by-chips")
    assert chances is not None and chances[0] > 0  # a seat without chips can still be passed some
    games = 30_000
    result = simulate_lcr(4, games, 3, "by-chips", start_chips=list(chips), start_turn=turn)
    for exact, observed in zip(chances, result.win_share, strict=True):
        assert within_3_sigma(exact, observed, games), (chances, result.win_share)


def test_positions_turn_with_the_table():
    chances = position_chances((4, 1, 2), 1, "always-three")
    rotated = position_chances((1, 2, 4), 0, "always-three")
    assert chances is not None and rotated is not None
    assert chances == pytest.approx((rotated[2], rotated[0], rotated[1]), abs=1e-12)
    assert sum(chances) == pytest.approx(1)


def test_a_turn_on_a_seat_without_chips_passes_to_the_next_holder():
    assert position_chances((3, 0, 2), 1, "by-chips") == position_chances((3, 0, 2), 2, "by-chips")


def test_decided_and_too_big_positions():
    assert position_value((0, 7, 0), 0, "by-chips") == (0.0, 1.0, 0.0, 0.0)
    assert position_chances((max_exact_held(3) + 1, 0, 0), 0, "by-chips") == (1.0, 0.0, 0.0)  # decided: no solve
    assert position_chances((max_exact_held(3), 1, 0), 0, "by-chips") is None
    with pytest.raises(ValueError):
        position_chances((0, 0, 0), 0, "by-chips")
    with pytest.raises(ValueError):
        position_chances((1, 1, 1), 0, "sometimes")


def test_two_seats_left_after_forfeits():
    # L and R both reach the one other seat; symmetric chips, so rolling first is what differs
    first, second = position_chances((2, 2), 0, "by-chips") or (0.0, 0.0)
    assert first + second == pytest.approx(1)
    assert first < second


TAKES_IN = """
import json, pickle, sys
from rules.lcr.odds import position_chances, solved_up_to, take_in_chain

solved = pickle.load(sys.stdin.buffer)
before = solved_up_to(4, "always-three")
take_in_chain(solved)
taken = solved_up_to(4, "always-three")
chances = position_chances((3, 0, 2, 1), 2, "always-three")
print(json.dumps([before, taken, chances, solved_up_to(4, "always-three")]))
"""


def test_a_chain_solved_in_one_process_is_looked_up_in_another_without_solving_it_again():
    """The worker solves a chain and the bot takes it in: the bot then answers its positions by a lookup."""
    root = Path(__file__).resolve().parents[3]
    solved = solved_chain(4, "always-three", 6)
    assert len(solved.keys) == len(solved.values) == 7
    answered = subprocess.run([sys.executable, "-c", TAKES_IN], input=pickle.dumps(solved), cwd=root,
                              capture_output=True, check=True, timeout=60)
    before, taken, chances, after = json.loads(answered.stdout)
    assert (before, taken, after) == (-1, 6, 6)  # nothing solved there: the chips held were within the levels
    assert chances == pytest.approx(position_chances((3, 0, 2, 1), 2, "always-three"), abs=1e-12)
