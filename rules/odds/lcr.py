"""LCR: exact seat shares and expected rolls from the absorbing Markov chain over chip distributions.

A state is (chips per seat, whose turn); the pot is implied (chips dealt minus chips held). Chips held
only ever fall (C sends one to the pot) or move between seats, so the states are solved level by level,
from few chips held to many: a roll either stays on its level (no C) or falls to a solved one. Within a
level the chain can cycle (chips passed round the table), which Gauss-Seidel sweeps settle to 1e-13.

Solved within 1 s (pure Python, one core, cached after): 3 players with up to 3 chips each. Larger tables
take seconds to minutes (4 x 2: ~2 s, 4 x 3: ~7 s, 5 x 3: ~3 min), so ``lcr_odds`` returns None for them.

Dot-to-win is not solved exactly (its double pot makes the chain unbounded in practice): ``lcr_odds``
returns None for it, and the caller falls back to simulation.
"""

from __future__ import annotations

from collections.abc import Iterator
from functools import cache
from itertools import product

from rules.odds.result import Odds, settled

DICE_OPTIONS = ("by-chips", "always-three")
TOLERANCE = 1e-13
MAX_EXACT_PLAYERS, MAX_EXACT_CHIPS = 3, 3  # the largest table the chain solves within 1 s
# Symbol probabilities of one die: faces 1-3 dots, 4 L, 5 C, 6 R.
_SYMBOLS = (("dot", 0.5), ("L", 1 / 6), ("C", 1 / 6), ("R", 1 / 6))

Moves = tuple[int, int, int]  # chips passed left, to the centre, right
State = tuple[tuple[int, ...], int]


@cache
def roll_moves(held: int, dice: str) -> tuple[tuple[Moves, float], ...]:
    """The chance of each (left, centre, right) transfer from one roll of a seat holding ``held`` chips.

    With "always-three" the three dice resolve left to right and do nothing once the chips run out."""
    count = 3 if dice == "always-three" else min(held, 3)
    chances: dict[Moves, float] = {}
    for faces in product(_SYMBOLS, repeat=count):
        left = centre = right = 0
        left_chips = held
        chance = 1.0
        for symbol, probability in faces:
            chance *= probability
            if symbol == "dot" or left_chips == 0:
                continue
            left_chips -= 1
            if symbol == "L":
                left += 1
            elif symbol == "C":
                centre += 1
            else:
                right += 1
        key = (left, centre, right)
        chances[key] = chances.get(key, 0.0) + chance
    return tuple(chances.items())


def _next_holder(chips: tuple[int, ...], seat: int) -> int:
    players = len(chips)
    for step in range(1, players + 1):
        if chips[(seat + step) % players] > 0:
            return (seat + step) % players
    raise AssertionError("no seat holds chips")


def _compositions(total: int, parts: int) -> Iterator[tuple[int, ...]]:
    if parts == 1:
        yield (total,)
        return
    for first in range(total + 1):
        for rest in _compositions(total - first, parts - 1):
            yield (first, *rest)


@cache
def _solve(players: int, chips: int, dice: str) -> dict[State, tuple[float, ...]]:
    """Every live state's value: (each seat's chance to win, expected rolls left)."""
    values: dict[State, tuple[float, ...]] = {}

    def value(state: State) -> tuple[float, ...]:
        held, _ = state
        holders = [seat for seat, count in enumerate(held) if count > 0]
        if len(holders) == 1:
            return settled(holders[0], players)
        return values[state]

    for total in range(1, players * chips + 1):
        level = [
            (held, seat)
            for held in _compositions(total, players)
            if sum(1 for count in held if count > 0) > 1
            for seat in range(players)
            if held[seat] > 0
        ]
        transitions = {state: _transitions(state, dice) for state in level}
        for state in level:
            values[state] = (0.0,) * (players + 1)
        while True:
            change = 0.0
            for state in level:
                new = [0.0] * players + [1.0]
                for target, chance in transitions[state]:
                    for index, part in enumerate(value(target)):
                        new[index] += chance * part
                change = max(change, max(abs(a - b) for a, b in zip(new, values[state], strict=True)))
                values[state] = tuple(new)
            if change < TOLERANCE:
                break
    return values


def _transitions(state: State, dice: str) -> list[tuple[State, float]]:
    held, seat = state
    players = len(held)
    result: list[tuple[State, float]] = []
    for (left, centre, right), chance in roll_moves(held[seat], dice):
        after = list(held)
        after[seat] -= left + centre + right
        after[(seat + 1) % players] += left
        after[(seat - 1) % players] += right
        chips = tuple(after)
        holders = sum(1 for count in chips if count > 0)
        turn = _next_holder(chips, seat) if holders > 0 else seat
        result.append(((chips, turn), chance))
    return result


def lcr_odds(players: int, chips: int = 3, dice: str = "by-chips", dot_to_win: bool = False) -> Odds | None:
    """Seat shares (seat 0 rolls first) and expected rolls, exact; None for dot-to-win and for tables
    over MAX_EXACT_PLAYERS or MAX_EXACT_CHIPS (not solved fast enough)."""
    if dot_to_win or players > MAX_EXACT_PLAYERS or chips > MAX_EXACT_CHIPS:
        return None
    if dice not in DICE_OPTIONS:
        raise ValueError(f"unknown dice option {dice!r}")
    if players < 2 or chips < 1:
        raise ValueError("need two players and one chip each")
    start = ((chips,) * players, 0)
    *shares, rolls = _solve(players, chips, dice)[start]
    return Odds(tuple(shares), rolls, "rolls", "exact")
