"""Bad Leftovers, as fixed in RULES.md.

Seats are thrown for at the start: the highest die (ties re-throw among the
tied) is permanent number 1 and numbers grow going left around the join
order, so turn order is a rotation of the join order and "left" is simply the
next player in join order. Each round all center dice are thrown (20 for two
players plus 3 per further player still in); on every turn the current player
takes two dice: a pair totalling their claim for the round (announced with
their first take, 7..12), or two dice showing their permanent number (seats
1..6 only). The first player who cannot is stuck with the pips left in the
center; 21 or more points is out; the last one in wins. The stuck player (or
the next one in to their left) starts the next round.

Actions (``rules.leftovers.actions``):
  ``Claim(c, a, b)``     first turn of the round: claim c and take a pair a<=b, a+b=c
  ``ClaimDoubles(c)``    first turn: claim c and take two dice of one's permanent number
  ``Take(a, b)``         later turns: take a pair totalling the claim
  ``Doubles()``          later turns: take two dice of one's permanent number
When the permanent doubles are also a pair for the claim (seat 4 claiming 8),
only the pair form is listed.

Events: ``rules.leftovers.events``.

Computer strategy (``choose_action``), a one-move lookahead: for every legal
action, count how many more takes the player would still have afterwards
(disjoint pairs for the claim plus permanent doubles, without counting a die
twice) and keep the actions with the most, which on the first turn is the
claim that can be made the most times. Among those, take the one that leaves
the next player the fewest takes (their claim if announced, else their best
claim); this is where permanent doubles pay off: taking two dice the next
player's pairs need can leave them stuck. Remaining ties go to the first
action in ``legal_actions`` order.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Self

from kept import remembered
from rules.base import (
    Action,
    Event,
    Game,
    IllegalAction,
    Options,
    Outcome,
    RunningScore,
    RunningScores,
    option_added,
)
from rules.dice import Dice
from rules.leftovers.actions import ACTIONS, Claim, ClaimDoubles, Doubles, Take
from rules.leftovers.events import Claimed, Out, Round, Seats, SeatThrow, Stuck, Took, TookDoubles, Win

CLAIMS = range(7, 13)
# For each claim, the face pairs a<=b totalling it.
CLAIM_PAIRS: dict[int, tuple[tuple[int, int], ...]] = {
    claim: tuple((a, claim - a) for a in range(1, 7) if a <= claim - a <= 6) for claim in CLAIMS
}
OUT_SCORE = 21
LENGTH_UNIT = "rounds"  # what a game's length counts: its figure in stats() and the odds
BASE_DICE = 20  # for two players
DICE_PER_EXTRA_PLAYER = 3
HIGHEST_DOUBLES_SEAT = 6  # a die has no face above 6


@dataclass(frozen=True)
class LeftoversOptions(Options):
    """fixed_pile: the center holds the dice counted for the players who started, even after some go out."""

    fixed_pile: bool = False


def center_size(players_in: int) -> int:
    return BASE_DICE + DICE_PER_EXTRA_PLAYER * (players_in - 2)


def face_counts(faces: Sequence[int]) -> list[int]:
    """How many dice show each face; index 0 is unused."""
    counts = [0] * 7
    for face in faces:
        counts[face] += 1
    return counts


def _can_take(counts: Sequence[int], a: int, b: int) -> bool:
    return counts[a] >= 2 if a == b else counts[a] >= 1 and counts[b] >= 1


def _has_doubles(counts: Sequence[int], number: int) -> bool:
    return number <= HIGHEST_DOUBLES_SEAT and counts[number] >= 2


def moves(counts: Sequence[int], claim: int | None, number: int) -> list[Action]:
    """The legal actions of a player with this claim (None: first turn) and permanent number."""
    return [action for action, _, _, _ in _moves(tuple(counts), claim, number)]


Move = tuple[Action, int | None, int, int]  # an action and what ``decode`` reads in it: (action, claim, face, face)


@remembered(1024)  # a state's moves are asked for twice in a row: is the player stuck, then which to take
def _moves(counts: tuple[int, ...], claim: int | None, number: int) -> tuple[Move, ...]:
    """``moves`` with each action decoded."""
    doubles = _has_doubles(counts, number)
    if claim is None:
        found: list[Move] = []
        for option in CLAIMS:
            found += [move for move in _CLAIM_MOVES[option] if _can_take(counts, move[2], move[3])]
            if doubles and 2 * number != option:  # otherwise listed as the pair number-number
                found.append((ClaimDoubles(option), option, number, number))
        return tuple(found)
    found = [move for move in _TAKE_MOVES[claim] if _can_take(counts, move[2], move[3])]
    if doubles and 2 * number != claim:
        found.append((DOUBLES, None, number, number))
    return tuple(found)


# Each claim's pair moves, made once rather than for every state.
_CLAIM_MOVES: dict[int, tuple[Move, ...]] = {
    c: tuple((Claim(c, a, b), c, a, b) for a, b in CLAIM_PAIRS[c]) for c in CLAIMS
}
_TAKE_MOVES: dict[int, tuple[Move, ...]] = {
    c: tuple((Take(a, b), None, a, b) for a, b in CLAIM_PAIRS[c]) for c in CLAIMS
}
DOUBLES = Doubles()


def decode(action: Action, number: int) -> tuple[int | None, int, int]:
    """(claim announced or None, face, face) of a legal action by a player with this permanent number."""
    if isinstance(action, Claim):
        return action.claim, action.a, action.b
    if isinstance(action, ClaimDoubles):
        return action.claim, number, number
    if isinstance(action, Take):
        return None, action.a, action.b
    return None, number, number


def takes_doubles(action: Action) -> bool:
    """Whether the action takes two dice of one's permanent number (rather than a pair for the claim)."""
    return isinstance(action, Doubles | ClaimDoubles)


def takes_left(counts: Sequence[int], claim: int, number: int) -> int:
    """How many disjoint takes the center holds for this claim and permanent number."""
    # The computer's hot path (a move weighs up to a hundred of these): the pairs come from a plan per claim.
    cross, same, partner, alone = _TAKE_PLANS[claim][number if number <= HIGHEST_DOUBLES_SEAT else 0]
    total = counts[same] // 2 if same else 0
    for a, b in cross:
        total += counts[a] if counts[a] < counts[b] else counts[b]
    if partner:
        # Pairing a die of one's number with its partner takes one of them, doubles two.
        pairs = counts[number] if counts[number] < counts[partner] else counts[partner]
        total += pairs + (counts[number] - pairs) // 2
    if alone:  # one's number pairs with no face for this claim: only doubles take it
        total += counts[number] // 2
    return total


def _take_plan(claim: int, number: int) -> tuple[tuple[tuple[int, int], ...], int, int, bool]:
    """For ``takes_left``: the pairs of two faces not involving one's number, the face that pairs with itself
    (0: none), the partner of one's number (0: none) and whether one's number counts by doubles alone; number
    0 stands for a seat without doubles."""
    pairs = CLAIM_PAIRS[claim]
    same = next((a for a, b in pairs if a == b), 0)
    partner = next((b if a == number else a for a, b in pairs if a != b and number in (a, b)), 0)
    cross = tuple((a, b) for a, b in pairs if a != b and (not partner or number not in (a, b)))
    return cross, same, partner, number > 0 and not 1 <= claim - number <= 6


_TAKE_PLANS = {claim: [_take_plan(claim, number) for number in range(HIGHEST_DOUBLES_SEAT + 1)] for claim in CLAIMS}


def choose_action(game: Leftovers) -> Action:
    """The computer's move; the heuristic is described in the module docstring."""
    player = game.turn
    number = game.numbers[player]
    rival = game.next_in(player)
    rival_claim = game.claims[rival]
    rival_number = game.numbers[rival]
    counts = face_counts(game.center)

    def rival_takes(after: Sequence[int]) -> int:
        if rival_claim is not None:
            return takes_left(after, rival_claim, rival_number)
        return max(takes_left(after, option, rival_number) for option in CLAIMS)

    # The best (own takes left, -rival's takes left), the first in legal_actions order on a tie; the rival's
    # takes are counted only for the actions that leave the player the most (they decide nothing elsewhere).
    legal = game._legal_moves()
    afters, own = [], []
    for _, announced, a, b in legal:
        claim = announced if announced is not None else game.claims[player]
        assert claim is not None
        after = list(counts)
        after[a] -= 1
        after[b] -= 1
        afters.append(after)
        own.append(takes_left(after, claim, number))
    most = max(own)
    best: Action | None = None
    fewest = 0
    for (action, _, _, _), after, mine in zip(legal, afters, own, strict=True):
        if mine == most:
            theirs = rival_takes(after)
            if best is None or theirs < fewest:
                best, fewest = action, theirs
    assert best is not None  # the player has a move: ``_settle`` leaves no one stuck to move
    return best


class Leftovers(
    Game, kind="leftovers", players=(2, 12), options=LeftoversOptions, actions=ACTIONS,
    state_format=2, upgrades={1: option_added("fixed_pile", False)},  # 2: the fixed_pile option
):
    options: LeftoversOptions
    numbers: list[int]  # permanent number (seat) per player
    scores: list[int]
    out: list[int]  # players out, in the order they went out (by score or forfeit)
    center: list[int]  # faces still in the center, in thrown order
    claims: list[int | None]  # this round's claim per player, None before their first take
    turn: int
    rounds: int
    rounds_played: list[int]  # rounds each player was in at the start of
    winner: int | None

    @classmethod
    def _start(
        cls, players: int, options: LeftoversOptions, dice: Dice, stakes: Sequence[int] | None
    ) -> tuple[Self, list[Event]]:
        game = cls(players, dice, options)
        contenders = list(range(players))
        events: list[Event] = []
        while len(contenders) > 1:
            faces = dice.roll(len(contenders))
            events.append(SeatThrow(players=tuple(contenders), faces=faces))
            top = max(faces)
            contenders = [p for p, face in zip(contenders, faces, strict=True) if face == top]
        first = contenders[0]
        game.numbers = [(p - first) % players + 1 for p in range(players)]
        events.append(Seats(player=first, numbers=tuple(game.numbers)))
        game.scores = [0] * players
        game.out = []
        game.rounds = 0
        game.rounds_played = [0] * players
        game.winner = None
        events += game._begin_round(first)
        events += game._settle()
        return game, events

    # --- asking ---------------------------------------------------------
    @property
    def is_over(self) -> bool:
        return self.winner is not None

    def legal_actions(self) -> list[Action]:
        return [action for action, _, _, _ in self._legal_moves()]

    def _legal_moves(self) -> tuple[Move, ...]:
        """The legal actions decoded (none once the game is over)."""
        if self.is_over:
            return ()
        return _moves(tuple(face_counts(self.center)), self.claims[self.turn], self.numbers[self.turn])

    def outcome(self) -> Outcome | None:
        if self.winner is None:
            return None
        return Outcome.won_by((self.winner,), self.players, self.scores)

    def auto_action(self) -> Action:
        return choose_action(self)

    def stats(self) -> dict[str, float]:
        return {LENGTH_UNIT: self.rounds}

    def rounds_of(self, player: int) -> int:
        return self.rounds_played[player]

    def first_to_act(self) -> int:
        return self.numbers.index(1)

    def running_scores(self) -> RunningScores | None:
        """Each player's permanent number, score and claim: players still in by score (lowest first), then those
        out."""
        if self.is_over:
            return None
        scores = [
            RunningScore(index, self.numbers[index], self.scores[index], self.claims[index], index in self.out,
                         index in self.forfeited)
            for index in range(self.players)
        ]
        scores.sort(key=lambda s: (s.out, s.score, s.number))
        return RunningScores(self.rounds, scores)

    def players_in(self) -> list[int]:
        return [p for p in range(self.players) if p not in self.out]

    def next_in(self, player: int) -> int:
        """The next player to the left who is still in."""
        seat = player
        for _ in range(self.players):
            seat = self.left_of(seat)
            if seat not in self.out:
                return seat
        raise AssertionError("nobody is in")

    # --- acting ---------------------------------------------------------
    def forfeit(self, player: int) -> list[Event]:
        if not self.is_over and player in self.out:
            raise IllegalAction("not_playing")  # already out on points
        return super().forfeit(player)

    def _apply(self, action: Action) -> list[Event]:
        player = self.turn
        claim, a, b = decode(action, self.numbers[player])
        events: list[Event] = []
        if claim is not None:
            self.claims[player] = claim
            events.append(Claimed(player=player, claim=claim))
        self.center.remove(a)
        self.center.remove(b)
        if takes_doubles(action):
            events.append(TookDoubles(player=player, face=a, center=tuple(self.center)))
        else:
            events.append(Took(player=player, dice=(a, b), center=tuple(self.center)))
        self.turn = self.next_in(player)
        return events + self._settle()

    def _forfeit(self, player: int) -> list[Event]:
        self.out.append(player)
        remaining = self.players_in()
        if len(remaining) == 1:
            return self._win(remaining[0])
        if self.turn != player:
            return []
        self.turn = self.next_in(player)
        return self._settle()

    def _begin_round(self, first: int) -> list[Event]:
        players_in = self.players_in()
        counted = self.players if self.options.fixed_pile else len(players_in)
        self.center = list(self.dice.roll(center_size(counted)))
        self.claims = [None] * self.players
        self.rounds += 1
        for p in players_in:
            self.rounds_played[p] += 1
        self.turn = first
        return [Round(player=first, round=self.rounds, dice=tuple(self.center))]

    def _settle(self) -> list[Event]:
        """Resolve stuck players (and the rounds they end) until someone can move or the game is won."""
        events: list[Event] = []
        while not self.is_over and not self._legal_moves():
            events += self._stuck(self.turn)
        return events

    def _stuck(self, player: int) -> list[Event]:
        points = sum(self.center)
        self.scores[player] += points
        events: list[Event] = [Stuck(player=player, points=points, score=self.scores[player], dice=tuple(self.center))]
        if self.scores[player] >= OUT_SCORE:
            self.out.append(player)
            events.append(Out(player=player, score=self.scores[player]))
            remaining = self.players_in()
            if len(remaining) == 1:
                return events + self._win(remaining[0])
            return events + self._begin_round(self.next_in(player))
        return events + self._begin_round(player)

    def _win(self, player: int) -> list[Event]:
        self.winner = player
        return [Win(player=player, score=self.scores[player])]
