"""Bad Leftovers: each position's chance to win, by simulation through the engine (no exact method: the claims
and takes of a round depend on every die in the center).

A game of twelve takes ~24 ms of the engine, so the answers are simulated ahead of time for every table Pips
allows (2-12 players, both pile options) and kept in ``rules.leftovers.odds_table``; ``games_for`` says how
many games each holds (about 8,000 / players: ± 2-3 points at 3σ). Regenerate that module after a rules change:

    .venv/bin/python -m rules.leftovers.odds > rules/leftovers/odds_table.py

(tests/rules/odds check that a fresh simulation still agrees with it within 3σ).
"""

from __future__ import annotations

import sys
from collections.abc import Sequence

from rules.leftovers.game import LENGTH_UNIT, Leftovers
from rules.leftovers.odds_table import TABLE
from rules.odds.engine import engine_odds, question_seed
from rules.odds.result import Odds

GAMES_PER_TABLE = 8_000  # divided by the players: bigger tables cost more per game


def games_for(players: int) -> int:
    return GAMES_PER_TABLE // players


def simulate_leftovers(players: int, fixed_pile: bool, games: int, first_game: int = 0) -> Odds:
    """A simulation of ``games`` games (the question's own seeds, games numbered from ``first_game``)."""
    seed = question_seed(Leftovers.kind, players, fixed_pile)
    return engine_odds(Leftovers, players, {"fixed_pile": fixed_pile}, games, seed, first_game, length_unit=LENGTH_UNIT)


def leftovers_odds(players: int, fixed_pile: bool = False) -> Odds:
    """The stored simulation of this table."""
    if not Leftovers.min_players <= players <= Leftovers.max_players:
        raise ValueError(f"players must be {Leftovers.min_players}..{Leftovers.max_players}, not {players}")
    shares, length, margin, games, length_margin = TABLE[players, fixed_pile]
    return Odds(shares, length, LENGTH_UNIT, "simulation", margin, games, figure_margin=length_margin)


def main(argv: Sequence[str] = ()) -> int:
    """Print the table module: every table simulated (several minutes of one core)."""
    print('"""Bad Leftovers odds simulated ahead of time; written by `python -m rules.leftovers.odds`."""')
    print("# ruff: noqa: E501  (one table a line)")
    print()
    print("# (players, fixed_pile): (shares by position from the first to act, mean rounds, 3σ margin, games,")
    print("#                         3σ margin of the mean rounds)")
    print("TABLE: dict[tuple[int, bool], tuple[tuple[float, ...], float, float, int, float]] = {")
    for players in range(Leftovers.min_players, Leftovers.max_players + 1):
        for fixed_pile in (False, True):
            odds = simulate_leftovers(players, fixed_pile, games_for(players))
            shares = ", ".join(f"{share:.5f}" for share in odds.shares)
            print(f"    ({players}, {fixed_pile}): (({shares},), {odds.figure:.4f}, "
                  f"{odds.margin:.5f}, {odds.games}, {odds.figure_margin:.4f}),", flush=True)
    print("}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
