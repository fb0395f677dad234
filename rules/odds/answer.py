"""The answer to "what are the odds at this table?" for every game and table Pips allows, within about 1 s.

Exact where a method is: LCR's absorbing chain (up to the sizes ``rules.lcr.odds`` states), Chicago by
enumeration, Buck Dice by dynamic programming (every size). Otherwise simulation with its 3σ margin: LCR
above the exact sizes and with dot-to-win on the vectorised simulator, Bad Leftovers from the games
simulated ahead of time. Answers are cached by the question.
"""

from __future__ import annotations

from collections.abc import Mapping
from functools import lru_cache
from typing import Any

from rules.base import IllegalOption
from rules.buck import Buck
from rules.buck.odds import buck_odds
from rules.chicago import Chicago
from rules.chicago.odds import chicago_odds
from rules.games import GAMES
from rules.lcr import MAX_STAKE, STARTING_CHIPS, Lcr, LcrOptions
from rules.lcr.fast import simulate_lcr
from rules.lcr.odds import lcr_odds
from rules.leftovers import Leftovers
from rules.leftovers.odds import leftovers_odds
from rules.odds.result import Odds
from rules.odds.simulated import margin_of, question_seed

SIMULATION_SECONDS = 0.6  # one core's time a simulated LCR answer may take
# The vectorised simulator's cost, measured here with the machine busy: a step (one roll of every live game) costs
# a fixed numpy overhead (more with dot-to-win) plus a little per game; a game lasts about ROLLS_PER_CHIP rolls
# per chip dealt (more with dot-to-win's double pots), and the longest of a batch about twice the mean.
SECONDS_PER_STEP = {False: 50e-6, True: 150e-6}
SECONDS_PER_ROLL = 300e-9
ROLLS_PER_CHIP = {False: 2.5, True: 3.0}
MIN_GAMES, MAX_GAMES = 200, 200_000  # ±5 points at 3σ at worst (20 players with 99 chips each, dot-to-win)
NOT_ODDS = frozenset({"stakes"})  # options that change no chance (LCR's stakes: the question names the chips)


def simulation_games(players: int, chips: int, dot_to_win: bool) -> int:
    """How many games a simulated LCR answer plays: about SIMULATION_SECONDS of one core, at least MIN_GAMES (the
    biggest dot-to-win tables then take longer: ~2 s here)."""
    rolls = ROLLS_PER_CHIP[dot_to_win] * players * chips
    left = SIMULATION_SECONDS - 2 * rolls * SECONDS_PER_STEP[dot_to_win]
    return max(MIN_GAMES, min(MAX_GAMES, int(left / (rolls * SECONDS_PER_ROLL))))


def simulate_lcr_odds(players: int, chips: int, dice: str, dot_to_win: bool, games: int) -> Odds:
    """LCR by the vectorised simulator, seat 0 rolling first."""
    seed = int.from_bytes(question_seed(Lcr.kind, players, chips, dice, dot_to_win)[:8], "big")
    result = simulate_lcr(players, games, seed, dice, chips, dot_to_win=dot_to_win)
    shares = result.win_share
    return Odds(shares, result.mean_rolls, "rolls", "simulation", margin_of(shares, games), games)


def odds_for(kind: str, players: int, options: Mapping[str, Any], chips: int = STARTING_CHIPS) -> Odds:
    """Each seat's chance (by position from the first to act; Buck Dice: of losing), the expected length and
    how it was found. ``options`` are the game's table options; ``chips`` (LCR) each player's starting chips.
    Raises IllegalOption for a question no table could ask."""
    game = GAMES.get(kind)
    if game is None:
        raise IllegalOption("game", kind)
    parsed = game.options_type.from_dict(options)  # raises IllegalOption
    if not game.min_players <= players <= game.max_players:
        raise IllegalOption("players", players)
    if isinstance(chips, bool) or not 1 <= chips <= MAX_STAKE:
        raise IllegalOption("chips", chips)
    asked = tuple(sorted((name, value) for name, value in parsed.to_dict().items() if name not in NOT_ODDS))
    return _cached(kind, players, asked, chips if kind == Lcr.kind else 0)


@lru_cache(maxsize=512)
def _cached(kind: str, players: int, options: tuple[tuple[str, Any], ...], chips: int) -> Odds:
    given = dict(options)
    if kind == Lcr.kind:
        lcr = LcrOptions.from_dict(given)
        exact = lcr_odds(players, chips, lcr.dice, lcr.dot_to_win)
        if exact is not None:
            return exact
        games = simulation_games(players, chips, lcr.dot_to_win)
        return simulate_lcr_odds(players, chips, lcr.dice, lcr.dot_to_win, games)
    if kind == Chicago.kind:
        return chicago_odds(players, given["double_roll"], given["three_dice"])
    if kind == Buck.kind:
        return buck_odds(players, given["fewer_dice"], given["point_per_throw"])
    if kind == Leftovers.kind:
        return leftovers_odds(players, given["fixed_pile"])
    raise IllegalOption("game", kind)

