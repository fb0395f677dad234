"""Chicago: the mean score per player, exact by enumerating every roll with the best reroll choice.

The best reroll is the one with the most hitting faces (as ``Chicago.auto_action`` plays): each round
scores its target or nothing, so the chance to hit is all that matters. Any scoring pair scores the
same, so the pair choice changes nothing. Players' sheets are independent and alike, so each seat's
chance to win (ties shared) is exactly 1/n.
"""

from __future__ import annotations

from functools import cache
from itertools import product

from rules.chicago import FACES, ROUNDS, reroll_hits, scoring_pair, target_of
from rules.odds.result import Odds


@cache
def hit_chance(target: int, double_roll: bool, three_dice: bool) -> float:
    """The chance one turn scores ``target``, playing the best reroll after a miss."""
    count = 3 if three_dice else 2
    rolls = list(product(FACES, repeat=count))
    hits = 0.0
    for faces in rolls:
        if scoring_pair(faces, target) is not None:
            hits += 1
        elif double_roll:
            hits += max(reroll_hits(faces, die, target) for die in range(count)) / len(FACES)
    return hits / len(rolls)


def mean_score(double_roll: bool = False, three_dice: bool = False) -> float:
    """A player's expected total over the eleven rounds."""
    rounds = range(1, ROUNDS + 1)
    return sum(target_of(r) * hit_chance(target_of(r), double_roll, three_dice) for r in rounds)


def chicago_odds(players: int, double_roll: bool = False, three_dice: bool = False) -> Odds:
    """Each seat's chance to win (1/n by symmetry) and the expected turns of the game (11 per player)."""
    if players < 2:
        raise ValueError("need two players")
    return Odds((1 / players,) * players, float(ROUNDS * players), "turns", "exact")
