"""Buck Dice: each position's chance of losing and the expected throws, exact for every table Pips allows.

Rules reading (rules/buck/game.py, ../shared/RULES.md): position 0 is the first shooter, play passes to the
next position still throwing. A throw of three dice: all three the point number is a big buck (score
becomes 15, made); three of another face a little buck (+5, turn passes); otherwise each point die
scores 1 (with point_per_throw: the throw scores 1) and keeps the turn, none passes it. A throw that
would pass 15 scores nothing and the same shooter throws again. Reaching 15 withdraws the player; the
last one still throwing loses. With fewer_dice a shooter at 13 throws two dice, at 14 one (no bucks
then). Which face is the point does not matter (the dice are fair), so the order throws are left out.

A turn only ever changes the shooter's own score, so each player's scores, turn by turn, are the same
Markov chain, independent of everyone else's: K_i, the turns position i needs to make a buck, are
independent and alike. Finished players are skipped without changing the order of the others' turns, so
players make their buck in the order of (K_i, i), and the loser is the last of that order:
P(position i loses) = sum_k P(K = k) F(k)^i F(k - 1)^(n - 1 - i), with F the distribution of K. The
expected throws add, per position and turn, the chance the turn is played times the throws a turn takes
from the score it starts at. This is a dynamic programme over one player's scores and the turn number (the
tail past 1e-15 left out), so every table from 2 to 20 players is exact in about a millisecond.
"""

from __future__ import annotations

from kept import remembered
from rules.buck.game import BUCK, FULL_THROW, LITTLE_BUCK_POINTS
from rules.odds.result import Odds

_ALL = 6**FULL_THROW
# Three dice: (chance, point dice) of the throws that are no triple; triples are handled apart.
_THREE_DICE_HITS = ((120 / _ALL, 0), (75 / _ALL, 1), (15 / _ALL, 2))
_BIG_BUCK, _LITTLE_BUCK = 1 / _ALL, 5 / _ALL
_TAIL = 1e-15  # the chance of a turn number still to come past which the sums stop
_MAX_TURNS = 100_000  # never reached (the tail falls by at least 1/6 a turn); a guard against a loop

Distribution = tuple[float, ...]  # over scores 0..15


def throw_outcomes(score: int, fewer_dice: bool, point_per_throw: bool = False) -> list[tuple[float, str, int]]:
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
        gained = min(hits, 1) if point_per_throw else hits
        if gained == 0:
            result.append((chance, "pass", score))
        elif score + gained > BUCK:
            result.append((chance, "again", score))
        else:
            result.append((chance, "pass" if score + gained == BUCK else "keep", score + gained))
    return result


@remembered(64)  # scores 0–14 × 4 rule sets
def turn_from(score: int, fewer_dice: bool, point_per_throw: bool) -> tuple[Distribution, float]:
    """One turn started at ``score`` (below 15): the distribution of the score it ends at, and its expected
    throws. Throws that keep the turn raise the score, so each score needs only higher ones."""
    ends = [0.0] * (BUCK + 1)
    throws = 1.0
    again = 0.0
    for chance, kind, new in throw_outcomes(score, fewer_dice, point_per_throw):
        if kind == "again":
            again += chance
        elif kind == "pass":
            ends[new] += chance
        else:
            later, later_throws = turn_from(new, fewer_dice, point_per_throw)
            throws += chance * later_throws
            for end, part in enumerate(later):
                ends[end] += chance * part
    return tuple(end / (1 - again) for end in ends), throws / (1 - again)


@remembered(4)  # one per rule set
def turns_to_buck(fewer_dice: bool, point_per_throw: bool) -> tuple[tuple[float, ...], tuple[float, ...]]:
    """Turn by turn for one player from 0 points: F[k], the chance of a buck within k turns (F[0] = 0), and
    the expected throws of turn k + 1 counted only when that turn is played (the score still below 15)."""
    at_start: list[float] = [1.0] + [0.0] * BUCK
    made = [0.0]
    throws: list[float] = []
    while sum(at_start[:BUCK]) > _TAIL and len(made) < _MAX_TURNS:
        after = [0.0] * BUCK + [at_start[BUCK]]
        turn_throws = 0.0
        for score in range(BUCK):
            if at_start[score]:
                ends, expected = turn_from(score, fewer_dice, point_per_throw)
                turn_throws += at_start[score] * expected
                for end, part in enumerate(ends):
                    after[end] += at_start[score] * part
        throws.append(turn_throws)
        at_start = after
        made.append(at_start[BUCK])
    return tuple(made), tuple(throws)


def buck_odds(players: int, fewer_dice: bool = False, point_per_throw: bool = False) -> Odds:
    """Each position's chance of losing (position 0 shoots first) and the expected throws of the game."""
    if players < 2:
        raise ValueError("need two players")
    made, throws = turns_to_buck(fewer_dice, point_per_throw)
    last = len(made) - 1
    losing = [0.0] * players
    for turns in range(1, last + 1):
        chance = made[turns] - made[turns - 1]
        for position in range(players):
            losing[position] += chance * made[turns] ** position * made[turns - 1] ** (players - 1 - position)
    expected = 0.0
    for turn in range(1, last + 1):  # turn `turn` of `position` is played unless everyone else is done by then
        for position in range(players):
            over = made[turn] ** position * made[turn - 1] ** (players - 1 - position)
            expected += throws[turn - 1] * (1 - over)
    return Odds(tuple(losing), expected, "throws", "exact")
