"""Buck Dice: each position's chance of losing, exact, by dynamic programming over scores and shooter.

Rules reading (rules/buck.py, ../shared/RULES.md): position 0 is the first shooter, play passes to the
next position still throwing. A throw of three dice: all three the point number is a big buck (score
becomes 15, made); three of another face a little buck (+5, turn passes); otherwise each point die
scores 1 and keeps the turn, none passes it. A throw that would pass 15 scores nothing and the same
shooter throws again. Reaching 15 withdraws the player; the last one still throwing loses. With
fewer_dice a shooter at 13 throws two dice, at 14 one (no bucks then). Which face is the point does
not matter (the dice are fair), so the point throw and the order throw are left out.

Scores only rise; with the scores fixed the only moves are a miss (dice to the next player) and an
overshoot (same shooter), so each score vector's shooters close a cycle solved in closed form.
Solved within 1 s for 2 and 3 players (cached after); 4 players takes ~12 s, so above 3: None.
"""

from __future__ import annotations

from functools import cache

from rules.buck import BUCK, FULL_THROW, LITTLE_BUCK_POINTS
from rules.odds.result import Odds, settled

MAX_EXACT_PLAYERS = 3
_ALL = 6**FULL_THROW
# Three dice: (chance, point dice) of the throws that are no triple; triples are handled apart.
_THREE_DICE_HITS = ((120 / _ALL, 0), (75 / _ALL, 1), (15 / _ALL, 2))
_BIG_BUCK, _LITTLE_BUCK = 1 / _ALL, 5 / _ALL

Scores = tuple[int, ...]
Value = tuple[float, ...]  # each position's chance of losing, then the expected throws left


def throw_outcomes(score: int, fewer_dice: bool) -> list[tuple[float, str, int]]:
    """(chance, kind, new score) of one throw from ``score``: kind "keep", "pass" or "again"."""
    if fewer_dice and score in (BUCK - 2, BUCK - 1):
        dice = BUCK - score
        outcomes = [(5**dice / 6**dice, 0)] + ([(10 / 36, 1), (1 / 36, 2)] if dice == 2 else [(1 / 6, 1)])
        bucks: list[tuple[float, str, int]] = []
    else:
        outcomes = list(_THREE_DICE_HITS)
        little = score + LITTLE_BUCK_POINTS
        little_buck = (_LITTLE_BUCK, "again", score) if little > BUCK else (_LITTLE_BUCK, "pass", little)
        bucks = [(_BIG_BUCK, "pass", BUCK), little_buck]
    result = list(bucks)
    for chance, hits in outcomes:
        if hits == 0:
            result.append((chance, "pass", score))
        elif score + hits > BUCK:
            result.append((chance, "again", score))
        else:
            result.append((chance, "pass" if score + hits == BUCK else "keep", score + hits))
    return result


@cache
def _value(scores: Scores, shooter: int, fewer_dice: bool) -> Value:
    players = len(scores)
    rotation = [p for p in range(players) if scores[p] < BUCK]
    if len(rotation) == 1:
        return settled(rotation[0], players)
    # Around the cycle of shooters with these scores: V_s = a_s + b_s * V_next(s).
    start = rotation.index(shooter)
    order = rotation[start:] + rotation[:start]
    parts: list[tuple[list[float], float]] = []
    for seat in order:
        known = [0.0] * players + [1.0]
        again = miss = 0.0
        for chance, kind, new in throw_outcomes(scores[seat], fewer_dice):
            if kind == "again":
                again += chance
            elif new == scores[seat]:
                miss += chance  # a miss: same scores, the next shooter
            else:
                after = (*scores[:seat], new, *scores[seat + 1 :])
                turn = seat if kind == "keep" else _next(after, seat)
                for index, part in enumerate(_value(after, turn, fewer_dice)):
                    known[index] += chance * part
        keep = 1 - again
        parts.append(([part / keep for part in known], miss / keep))
    # V_0 = sum_j (prod_{i<j} b_i) a_j + (prod b) V_0
    total = [0.0] * (players + 1)
    factor = 1.0
    for known, miss in parts:
        for index, part in enumerate(known):
            total[index] += factor * part
        factor *= miss
    return tuple(part / (1 - factor) for part in total)


def _next(scores: Scores, seat: int) -> int:
    players = len(scores)
    for step in range(1, players + 1):
        if scores[(seat + step) % players] < BUCK:
            return (seat + step) % players
    return seat  # nobody left throwing: the game is over, the turn does not matter


def buck_odds(players: int, fewer_dice: bool = False) -> Odds | None:
    """Each position's chance of losing (position 0 shoots first) and the expected throws; None above
    MAX_EXACT_PLAYERS."""
    if players < 2:
        raise ValueError("need two players")
    if players > MAX_EXACT_PLAYERS:
        return None
    *shares, throws = _value((0,) * players, 0, fewer_dice)
    return Odds(tuple(shares), throws, "throws", "exact")
