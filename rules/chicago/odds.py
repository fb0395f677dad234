"""Chicago: each seat's chance to win and the expected score of one player's sheet, exact by enumerating every
roll with the best reroll (the chance to hit and the expected score as fractions: 7, 1631/108, 637/36 and 1015/36
points without options, with double-roll, three-dice and both).

The best reroll is the one with the most hitting faces (as ``Chicago.auto_action`` plays): each round
scores its target or nothing, so the chance to hit is all that matters, for the mean score and for the
chance to win alike (a higher chance of a higher score never lowers it). Any scoring pair scores the same,
so the pair choice changes nothing. Players' sheets are independent and alike: one player's distribution of
totals is the convolution of the eleven rounds' (target or 0), and a seat wins when no other seat scores
more (RULES.md: tied leaders share the victory, so a tie for first is a win for each of them).
"""

from __future__ import annotations

from fractions import Fraction
from itertools import product

from kept import remembered
from rules.chicago.game import FACES, ROUNDS, reroll_hits, scoring_pair, target_of
from rules.odds.result import Odds


@remembered(64)  # 11 targets × 4 rule sets
def exact_hit_chance(target: int, double_roll: bool, three_dice: bool) -> Fraction:
    """The chance one turn scores ``target``, playing the best reroll after a miss, as a fraction."""
    count = 3 if three_dice else 2
    rolls = list(product(FACES, repeat=count))
    hits = Fraction(0)
    for faces in rolls:
        if scoring_pair(faces, target) is not None:
            hits += 1
        elif double_roll:
            hits += Fraction(max(reroll_hits(faces, die, target) for die in range(count)), len(FACES))
    return hits / len(rolls)


@remembered(64)
def hit_chance(target: int, double_roll: bool, three_dice: bool) -> float:
    """``exact_hit_chance`` as a float, for the sums over totals."""
    return float(exact_hit_chance(target, double_roll, three_dice))


def mean_score(double_roll: bool = False, three_dice: bool = False) -> Fraction:
    """A player's expected total over the eleven rounds, exactly."""
    rounds = range(1, ROUNDS + 1)
    return sum((target_of(r) * exact_hit_chance(target_of(r), double_roll, three_dice) for r in rounds), Fraction(0))


@remembered(4)  # one per rule set
def total_distribution(double_roll: bool = False, three_dice: bool = False) -> tuple[float, ...]:
    """The chance of each total 0..77 of one player's sheet."""
    chances = [1.0]
    for round_number in range(1, ROUNDS + 1):
        target = target_of(round_number)
        hit = hit_chance(target, double_roll, three_dice)
        after = [0.0] * (len(chances) + target)
        for total, chance in enumerate(chances):
            after[total] += chance * (1 - hit)
            after[total + target] += chance * hit
        chances = after
    return tuple(chances)


def chicago_odds(players: int, double_roll: bool = False, three_dice: bool = False) -> Odds:
    """Each seat's chance to win (a shared victory counted as a win), the same for every seat, the chance the
    victory is shared, and the expected score of one player's sheet (what the game's length, always 11 turns per
    player, would not tell)."""
    if players < 2:
        raise ValueError("need two players")
    chances = total_distribution(double_roll, three_dice)
    below = 0.0  # the chance of a total under the current one
    win = alone = 0.0
    for chance in chances:
        alone += chance * below ** (players - 1)
        win += chance * (below + chance) ** (players - 1)
        below += chance
    shared = max(0.0, 1 - players * alone)
    return Odds((win,) * players, float(mean_score(double_roll, three_dice)), "points", "exact", shared=shared)
