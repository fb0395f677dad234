"""Bad Leftovers' odds, simulated ahead of time: every table is there with its expected rounds and their margin,
and a fresh simulation still agrees."""

from __future__ import annotations

import math

import pytest

from rules.leftovers import Leftovers
from rules.leftovers.odds import games_for, leftovers_odds, simulate_leftovers
from rules.leftovers.odds_table import TABLE
from rules.odds.engine import margin_of


def test_every_table_pips_allows_is_simulated():
    sizes = range(Leftovers.min_players, Leftovers.max_players + 1)
    assert set(TABLE) == {(players, fixed) for players in sizes for fixed in (False, True)}
    for players in sizes:
        odds = leftovers_odds(players, fixed_pile=True)
        assert len(odds.shares) == players and sum(odds.shares) == pytest.approx(1, abs=1e-4)
        assert odds.games == games_for(players)
        assert odds.margin == pytest.approx(margin_of(odds.shares, odds.games), abs=1e-5)
        assert odds.figure > 1 and 0 < odds.figure_margin < odds.figure / 10


@pytest.mark.parametrize(("players", "fixed_pile"), [(3, False), (5, True)])
def test_a_fresh_simulation_agrees_with_the_stored_one(players, fixed_pile):
    """Games other than the stored ones (numbered after them), so the two samples are independent."""
    games = 150
    fresh = simulate_leftovers(players, fixed_pile, games, first_game=games_for(players))
    stored = leftovers_odds(players, fixed_pile)
    for kept, new in zip(stored.shares, fresh.shares, strict=True):
        spread = math.sqrt(kept * (1 - kept) * (1 / games + 1 / stored.games))
        assert abs(new - kept) <= 3 * spread, (stored.shares, fresh.shares)
    # the expected rounds: both estimates are within their 3σ margins of the truth
    assert abs(fresh.figure - stored.figure) <= math.hypot(fresh.figure_margin, stored.figure_margin), (stored, fresh)


def test_only_tables_pips_allows():
    with pytest.raises(ValueError):
        leftovers_odds(13)
