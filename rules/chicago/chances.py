"""Chicago's live chances, exact: the players' sheets are independent."""

from __future__ import annotations

from itertools import accumulate
from math import prod

from rules.base import Game
from rules.chicago.game import FACES, ROUNDS, Chicago, reroll_hits, target_of
from rules.chicago.odds import hit_chance
from rules.info import ChanceMethods, Chances


def exact(game: Game) -> Chances:
    """Each player's final total is their total so far plus, for each round left to them, its target or nothing
    (the best reroll after a miss, as the computer plays; a missed roll waiting for its reroll counts that reroll's
    hitting faces). A seat wins when nobody else ends higher."""
    assert isinstance(game, Chicago)
    double_roll, three_dice = game.options.double_roll, game.options.three_dice
    totals = game.totals()
    finals: dict[int, list[float]] = {}
    for seat in range(game.players):
        if seat in game.forfeited:
            continue
        chances = [0.0] * totals[seat] + [1.0]
        for round_number in range(len(game.sheet[seat]) + 1, ROUNDS + 1):
            target = target_of(round_number)
            if seat == game.turn and game.pending is not None and round_number == game.round:
                hit = max(reroll_hits(game.pending, die, target) for die in range(len(game.pending))) / len(FACES)
            else:
                hit = hit_chance(target, double_roll, three_dice)
            after = chances + [0.0] * target
            for total, chance in enumerate(chances):
                after[total] -= chance * hit
                after[total + target] += chance * hit
            chances = after
        finals[seat] = chances
    # at_most[seat][v]: the chance the seat ends with v or less
    at_most = {seat: list(accumulate(chances)) for seat, chances in finals.items()}
    wins = [0.0] * game.players
    for seat, chances in finals.items():
        others = [at_most[other] for other in finals if other != seat]
        wins[seat] = sum(
            chance * prod(below[min(total, len(below) - 1)] for below in others)
            for total, chance in enumerate(chances)
            if chance
        )
    return tuple(wins)


METHODS = ChanceMethods(exact=exact)
