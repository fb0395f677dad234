"""LCR: exact seat shares and expected rolls from the absorbing Markov chain over chip distributions.

A state is the chips of each seat counted from the one about to roll (seat 0 of the state holds chips), so a
table and its rotations are one state; the pot is implied (chips dealt minus chips held). Chips held only
ever fall (C sends one to the pot) or move between seats, so the states are solved level by level, from few
chips held to many: a roll either stays on its level (no C) or falls to a solved one. A level is solved with
numpy, all its states at once: every state's outcomes are gathered as arrays, and Gauss-Seidel sweeps (four
interleaved groups of states, each group vectorised) settle the cycles within the level (chips passed round
the table) to 1e-10.

Exact within 1 s (one core of this machine, first question; cached after): a position is solved when the
states up to its chips held, about C(held + n - 1, n), times n + 1 values each, stay within WORK_LIMIT.
For a table where everyone starts with the same chips that means (both dice options):

    players      3    4    5    6    7    8    9   10+
    max chips   23    7    4    2    1    1    1    -

(measured on this 2-core machine, busy: 5 x 4 about 0.8 s of CPU, 9 x 1 0.95 s, 3 x 23 0.9 s; a question the
same chain answered before, or a smaller one, takes well under a millisecond.) Live chances solve a chain in the
worker process (``solved_chain``) and take its levels into the bot's (``take_in_chain``), which then looks up.

Larger tables, and dot-to-win (its double pot makes the chain unbounded in practice), are left to the
simulator: ``lcr_odds`` and ``position_chances`` return None for them.
"""

from __future__ import annotations

import threading
from collections.abc import Hashable
from dataclasses import dataclass
from itertools import combinations, product

import numpy as np
import numpy.typing as npt

from kept import remembered
from rules.lcr.fast import simulate_lcr
from rules.lcr.game import Lcr, LcrOptions
from rules.lcr.odds_size import max_exact_held
from rules.odds.engine import SIGMAS, margin_of, question_seed
from rules.odds.result import Odds

DICE_OPTIONS = ("by-chips", "always-three")
TOLERANCE = 1e-10
COLOURS = 4  # state groups per Gauss-Seidel sweep
MIN_PLAYERS = 2  # a table down to two seats after forfeits is still a chain
# Symbol probabilities of one die: faces 1-3 dots, 4 L, 5 C, 6 R.
_SYMBOLS = (("dot", 0.5), ("L", 1 / 6), ("C", 1 / 6), ("R", 1 / 6))
_OUTCOMES = 20  # (left, centre, right) with at most three chips moved

Moves = tuple[int, int, int]  # chips passed left, to the centre, right
Floats = npt.NDArray[np.float64]
Ints = npt.NDArray[np.int64]


@remembered(8)  # dice held 0–3 × two dice options
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


@dataclass(frozen=True)
class SolvedChain:
    """The solved levels of one chain, from no chips held up to some: what another process takes in."""

    players: int
    dice: str
    keys: tuple[Ints, ...]
    values: tuple[Floats, ...]


class _Chain:
    """The solved levels of one table size and dice option, extended on demand (one thread at a time)."""

    def __init__(self, players: int, dice: str) -> None:
        self.players = players
        self.outcome_moves, self.outcome_chances = _outcome_table(dice)
        self.weights: Ints = (max_exact_held(players) + 1) ** np.arange(players, dtype=np.int64)
        self.keys: list[Ints] = []  # per level, each state's key, sorted
        self.values: list[Floats] = []  # per level, each state's (chance of seat 0..n-1 to win, rolls left)
        self.lock = threading.Lock()

    def value(self, chips: tuple[int, ...]) -> Floats:
        """The value of the state ``chips`` (seat 0 rolls; two or more seats hold chips)."""
        held = sum(chips)
        self.solve_up_to(held)
        index = int(np.searchsorted(self.keys[held], np.array(chips, dtype=np.int64) @ self.weights))
        row: Floats = self.values[held][index]
        return row

    def solve_up_to(self, held: int) -> None:
        with self.lock:
            while len(self.keys) <= held:
                self._solve_level(len(self.keys))

    def solved(self, dice: str, held: int) -> SolvedChain:
        self.solve_up_to(held)
        with self.lock:
            return SolvedChain(self.players, dice, tuple(self.keys[: held + 1]), tuple(self.values[: held + 1]))

    def take_in(self, solved: SolvedChain) -> None:
        with self.lock:
            if len(solved.keys) > len(self.keys):  # the same levels and more (a solve is deterministic)
                self.keys, self.values = list(solved.keys), list(solved.values)

    def _solve_level(self, held: int) -> None:
        players = self.players
        states = _level_states(held, players)
        order = np.argsort(states @ self.weights)
        states = states[order]
        keys = states @ self.weights
        self.keys.append(keys)
        if not len(states):
            self.values.append(np.zeros((0, players + 1)))
            return
        capped = np.minimum(states[:, 0], 3)
        moves, chances = self.outcome_moves[capped], self.outcome_chances[capped]  # (state, outcome, ...)
        after = np.repeat(states[:, None, :], _OUTCOMES, axis=1)
        after[:, :, 0] -= moves.sum(axis=-1)
        after[:, :, 1] += moves[:, :, 0]
        after[:, :, players - 1] += moves[:, :, 2]
        holding = after > 0
        # The next roller: the first seat after seat 0 holding chips (seat 0 itself last).
        search = np.array([*range(1, players), 0])
        roller = search[np.argmax(holding[:, :, search], axis=-1)]
        seats = np.arange(players)
        next_keys = np.take_along_axis(after, (seats + roller[..., None]) % players, axis=-1) @ self.weights
        # Seat j of this state is seat (j - roller) of the next one.
        unrotate = (seats - roller[..., None]) % players
        known = np.zeros((len(states), players + 1))
        known[:, players] = 1.0  # this roll
        possible = chances > 0
        won = possible & (holding.sum(axis=-1) == 1)
        rows, outcomes = np.nonzero(won)
        np.add.at(known, (rows, roller[rows, outcomes]), chances[rows, outcomes])
        live = possible & ~won
        for fall in (1, 2, 3):  # chips to the centre: a level solved already
            rows, outcomes = np.nonzero(live & (moves[:, :, 1] == fall))
            if len(rows):
                below = self.values[held - fall]
                found = np.searchsorted(self.keys[held - fall], next_keys[rows, outcomes])
                weight = chances[rows, outcomes]
                np.add.at(known[:, :players], rows, weight[:, None] * below[found[:, None], unrotate[rows, outcomes]])
                np.add.at(known[:, players], rows, weight * below[found, players])
        self.values.append(self._settle(known, keys, live & (moves[:, :, 1] == 0), next_keys, unrotate, chances))

    def _settle(
        self, known: Floats, keys: Ints, staying: npt.NDArray[np.bool_], next_keys: Ints, unrotate: Ints,
        chances: Floats,
    ) -> Floats:
        """Sweeps of value = known + sum of chance x value of the next state on this level, until settled."""
        players = self.players
        rows, outcomes = np.nonzero(staying)
        found = np.searchsorted(keys, next_keys[rows, outcomes])
        per_row = np.bincount(rows, minlength=len(keys))
        width = int(per_row.max()) if len(rows) else 0
        slot = np.arange(len(rows)) - np.repeat(np.cumsum(per_row) - per_row, per_row)
        # Flat indices into the level's (state, value) table, padded to `width` outcomes per state.
        gather = np.zeros((len(keys), width, players + 1), dtype=np.int64)
        weight = np.zeros((len(keys), width))
        gather[rows, slot, :players] = found[:, None] * (players + 1) + unrotate[rows, outcomes]
        gather[rows, slot, players] = found * (players + 1) + players
        weight[rows, slot] = chances[rows, outcomes]
        value = known.copy()
        # Gauss-Seidel in COLOURS interleaved groups: each group reads the others' values of this very sweep,
        # which takes about a third fewer sweeps than plain Jacobi (more groups cost more numpy calls than they save)
        groups = [np.arange(colour, len(keys), COLOURS) for colour in range(COLOURS)]
        parts = [(group, known[group], weight[group], gather[group]) for group in groups]
        while True:
            change = 0.0
            for group, group_known, group_weight, group_gather in parts:
                new = group_known + np.einsum("sw,swv->sv", group_weight, value.reshape(-1)[group_gather])
                change = max(change, float(np.abs(new - value[group]).max(initial=0.0)))
                value[group] = new
            if change < TOLERANCE:
                return value


def _outcome_table(dice: str) -> tuple[Ints, Floats]:
    """Per chips held capped at 3: the (left, centre, right) of each roll outcome and its chance, padded."""
    moves = np.zeros((4, _OUTCOMES, 3), dtype=np.int64)
    chances = np.zeros((4, _OUTCOMES))
    for capped in (1, 2, 3):
        for index, (move, chance) in enumerate(roll_moves(capped, dice)):
            moves[capped, index] = move
            chances[capped, index] = chance
    return moves, chances


def _level_states(held: int, players: int) -> Ints:
    """Every way ``held`` chips lie on the table with seat 0 holding one or more and another seat some."""
    if held < 2:
        return np.zeros((0, players), dtype=np.int64)
    slots = held - 1 + players - 1  # stars and bars: held - 1 chips after seat 0's first, players - 1 bars
    bars = np.array(list(combinations(range(slots), players - 1)), dtype=np.int64).reshape(-1, players - 1)
    edges = np.hstack([np.full((len(bars), 1), -1), bars, np.full((len(bars), 1), slots)])
    chips: Ints = np.diff(edges, axis=1) - 1
    chips[:, 0] += 1
    live: Ints = chips[(chips > 0).sum(axis=1) >= 2]
    return live


_CHAINS: dict[tuple[int, str], _Chain] = {}
_CHAINS_LOCK = threading.Lock()


def _chain(players: int, dice: str) -> _Chain:
    with _CHAINS_LOCK:
        chain = _CHAINS.get((players, dice))
        if chain is None:
            chain = _CHAINS[players, dice] = _Chain(players, dice)
        return chain


def _check(players: int, dice: str) -> None:
    if dice not in DICE_OPTIONS:
        raise ValueError(f"unknown dice option {dice!r}")
    if players < MIN_PLAYERS:
        raise ValueError("need two players")


def solved_chain(players: int, dice: str, held: int) -> SolvedChain:
    """The chain of ``players`` seats and ``dice`` solved up to ``held`` chips held (at most ``max_exact_held``):
    solved in the worker process, taken in by the bot's with ``take_in_chain``."""
    _check(players, dice)
    return _chain(players, dice).solved(dice, min(held, max_exact_held(players)))


def take_in_chain(solved: SolvedChain) -> None:
    """Take in levels solved in another process: the positions they hold are then looked up here, not solved."""
    _check(solved.players, solved.dice)
    _chain(solved.players, solved.dice).take_in(solved)


def chain_positions(solved: SolvedChain) -> dict[Hashable, tuple[float, ...]]:
    """Every position of a solved chain: by (dice option, the chips from the seat to roll on), each of those
    seats' chance to win, as ``position_chances`` gives them (``Lcr.exact_chances`` looks them up)."""
    players = solved.players
    base = max_exact_held(players) + 1
    places = base ** np.arange(players, dtype=np.int64)  # (the keys' weights: ``_Chain.weights``)
    positions: dict[Hashable, tuple[float, ...]] = {}
    for keys, values in zip(solved.keys, solved.values, strict=True):
        states = (keys[:, None] // places) % base
        for state, chances in zip(states.tolist(), values[:, :players].tolist(), strict=True):
            positions[solved.dice, tuple(state)] = tuple(chances)
    return positions


def solved_up_to(players: int, dice: str) -> int:
    """The most chips held whose positions this process's chain of ``players`` seats and ``dice`` answers without
    solving (-1: none yet)."""
    _check(players, dice)
    return len(_chain(players, dice).keys) - 1


def position_value(chips: tuple[int, ...], turn: int, dice: str) -> tuple[float, ...] | None:
    """Each seat's chance to win (seats as in ``chips``) then the expected rolls left, from the position where
    seat ``turn`` rolls next (no dot-to-win; a seat without chips waits its turn out); None when the chips
    held are more than the chain solves within WORK_LIMIT."""
    players = len(chips)
    _check(players, dice)
    if not 0 <= turn < players or min(chips) < 0:
        raise ValueError(f"no such position: chips {chips}, turn {turn}")
    holders = [seat for seat, count in enumerate(chips) if count > 0]
    if len(holders) == 1:
        return (*(1.0 if seat == holders[0] else 0.0 for seat in range(players)), 0.0)
    if not holders:
        raise ValueError("nobody holds chips")
    if sum(chips) > max_exact_held(players):
        return None
    roller = next(seat % players for seat in range(turn, turn + players) if chips[seat % players] > 0)
    rotated = tuple(chips[(roller + seat) % players] for seat in range(players))
    value = _chain(players, dice).value(rotated)
    return (*(float(value[(seat - roller) % players]) for seat in range(players)), float(value[players]))


def position_chances(chips: tuple[int, ...], turn: int, dice: str) -> tuple[float, ...] | None:
    """Each seat's exact chance to win from an LCR position (the agreed interface for live chances): seats as in
    ``chips`` (a forfeited seat left out by the caller holds 0), ``turn`` the seat to roll. None when the chips
    in play are too many to solve within about 1 s."""
    value = position_value(chips, turn, dice)
    return None if value is None else value[:-1]


def lcr_odds(players: int, chips: int = 3, dice: str = "by-chips", dot_to_win: bool = False) -> Odds | None:
    """Seat shares (seat 0 rolls first) and expected rolls, exact; None for dot-to-win and for tables over
    what the chain solves within WORK_LIMIT (see the module docstring)."""
    _check(players, dice)
    if chips < 1:
        raise ValueError("need one chip each")
    if dot_to_win:
        return None
    value = position_value((chips,) * players, 0, dice)
    if value is None:
        return None
    *shares, rolls = value
    return Odds(tuple(shares), rolls, "rolls", "exact")



# --- the answer to `/lcr odds`: exact up to the chain's sizes, else the vectorised simulator ---------------------
SIMULATION_SECONDS = 0.6  # one core's time a simulated LCR answer may take
# The vectorised simulator's cost, measured here with the machine busy: a step (one roll of every live game) costs
# a fixed numpy overhead (more with dot-to-win) plus a little per game; a game lasts about ROLLS_PER_CHIP rolls
# per chip dealt (more with dot-to-win's double pots), and the longest of a batch about twice the mean.
SECONDS_PER_STEP = {False: 50e-6, True: 150e-6}
SECONDS_PER_ROLL = 300e-9
ROLLS_PER_CHIP = {False: 2.5, True: 3.0}
MIN_GAMES, MAX_GAMES = 200, 200_000  # ±5 points at 3σ at worst (20 players with 99 chips each, dot-to-win)


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
    return Odds(shares, result.mean_rolls, "rolls", "simulation", margin_of(shares, games), games,
                figure_margin=SIGMAS * result.mean_rolls_se)


def table_odds(players: int, options: LcrOptions, chips: int) -> Odds:
    """`/lcr odds`: exact where the chain solves the table, else simulated."""
    exact = lcr_odds(players, chips, options.dice, options.dot_to_win)
    if exact is not None:
        return exact
    games = simulation_games(players, chips, options.dot_to_win)
    return simulate_lcr_odds(players, chips, options.dice, options.dot_to_win, games)
