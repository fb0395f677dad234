"""Chicago (Rotation), as fixed in RULES.md.

Eleven rounds; in round r (1..11) the target is r + 1. A turn is one roll of
two dice (three with ``three_dice``) that scores the target if the dice (any
two of them, with ``three_dice``) total it, else 0. With ``double_roll`` a
miss is followed by a decision: reroll one die or keep.

The first player is drawn at random; each round runs clockwise from them.
Forfeited players are skipped; if only one player is left unforfeited the game
ends at once (nobody else can win any more). A player who forfeits in the
middle of their turn (a missed roll awaiting its reroll decision) gets no
entry for that round.

``sheet[p]`` lists player p's points for each round they finished, in round
order (0 or the round's target); a forfeited player's list stops short.

Actions:
    "roll"        start your turn.
    "reroll:<i>"  after a miss with ``double_roll``: reroll die ``i`` (0-based
                  index into the last roll). One action per die, in die order,
                  even when two dice show the same face.
    "keep"        after a miss with ``double_roll``: keep the roll (scores 0).
A miss with ``double_roll`` that no reroll can turn into a score leaves no
real choice: ``forced_action`` is then "keep", which the table plays at once
(the engine still accepts a reroll there, so stored logs replay as they are).

Scoring pair with ``three_dice``: the first pair in the order (0, 1), (0, 2),
(1, 2) that totals the target. Any scoring pair scores the same, so the choice
only decides which pair the message highlights.

Events: ``rules.chicago.events``.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from itertools import combinations
from typing import Self

from kept import remembered
from rules.base import Action, Event, Game, Options, Outcome
from rules.chicago.actions import ACTIONS, KEEP, ROLL, Reroll
from rules.chicago.events import FirstPlayer, GameOver, Kept, Rerolled, Rolled, Round
from rules.dice import Dice, draw

ROUNDS = 11
FACES = range(1, 7)


@dataclass(frozen=True)
class ChicagoOptions(Options):
    double_roll: bool = False
    three_dice: bool = False


def target_of(round_number: int) -> int:
    return round_number + 1


def scoring_pair(faces: Sequence[int], target: int) -> tuple[int, int] | None:
    """The first pair of dice (by index) that totals ``target``, if any."""
    return _scored(tuple(faces), target)[1]


# A roll's score, looked up: a game has a few hundred different rolls and asks about each of them many times.
@remembered(4096)  # every two- and three-dice throw (6³) of every target (11): 2,376
def _scored(faces: tuple[int, ...], target: int) -> tuple[int, tuple[int, int] | None, int | None]:
    """(points, scoring pair or None, "total" as the events show it) of ``faces`` in a round of ``target``."""
    for i, j in combinations(range(len(faces)), 2):
        if faces[i] + faces[j] == target:
            return target, (i, j), target
    return 0, None, sum(faces) if len(faces) == 2 else None


def reroll_hits(faces: Sequence[int], die: int, target: int) -> int:
    """How many of the six faces the rerolled die ``die`` may show make the roll score."""
    kept = [face for index, face in enumerate(faces) if index != die]
    if scoring_pair(kept, target) is not None:
        return len(FACES)
    # The new face scores when it completes a pair with one of the kept dice.
    return len({target - face for face in kept} & set(FACES))


def reroll_can_score(faces: Sequence[int], target: int) -> bool:
    """Whether rerolling some die of a missed roll may still make ``target``."""
    return any(reroll_hits(faces, die, target) for die in range(len(faces)))


@remembered(4096)
def _best_reroll(faces: tuple[int, ...], target: int) -> Action:
    """The computer's choice after a miss: the reroll with the most hitting faces (the lowest index on a tie),
    or keep when none can score."""
    chances = [reroll_hits(faces, die, target) for die in range(len(faces))]
    best = max(range(len(chances)), key=lambda die: (chances[die], -die))
    return Reroll(best) if chances[best] > 0 else KEEP


class Chicago(Game, kind="chicago", players=(2, 20), options=ChicagoOptions, actions=ACTIONS):
    options: ChicagoOptions
    first: int
    turn: int  # whose turn, meaningful only while the game runs
    round: int  # 1..11
    sheet: list[list[int]]  # per player, the points of each round they finished
    pending: list[int] | None  # the missed roll awaiting reroll/keep, with double_roll
    turns: int  # "roll" actions so far
    rerolls: int
    finished: bool

    @classmethod
    def _start(
        cls, players: int, options: ChicagoOptions, dice: Dice, stakes: Sequence[int] | None
    ) -> tuple[Self, list[Event]]:
        game = cls(players, dice, options)
        game.first = draw(dice, players)
        game.turn = game.first
        game.round = 1
        game.sheet = [[] for _ in range(players)]
        game.pending = None
        game.turns = 0
        game.rerolls = 0
        game.finished = False
        order = tuple((game.first + offset) % players for offset in range(players))
        return game, [FirstPlayer(player=game.first, order=order), Round(round=1, target=target_of(1))]

    # --- asking ---------------------------------------------------------
    @property
    def is_over(self) -> bool:
        return self.finished

    @property
    def target(self) -> int:
        return target_of(self.round)

    @property
    def dice_per_roll(self) -> int:
        return 3 if self.options.three_dice else 2

    def totals(self) -> list[int]:
        return [sum(points) for points in self.sheet]

    def legal_actions(self) -> list[Action]:
        if self.finished:
            return []
        if self.pending is None:
            return [ROLL]
        return [*(Reroll(die) for die in range(len(self.pending))), KEEP]

    def auto_action(self) -> Action:
        return ROLL if self.pending is None else _best_reroll(tuple(self.pending), self.target)

    def forced_action(self) -> Action | None:
        if self.pending is not None and not reroll_can_score(self.pending, self.target):
            return KEEP
        return None

    def outcome(self) -> Outcome | None:
        if not self.finished:
            return None
        return Outcome.won_by(self.leaders(), self.players, self.totals())

    def leaders(self) -> list[int]:
        """The tied highest totals among players who have not forfeited."""
        totals = self.totals()
        active = [p for p in range(self.players) if p not in self.forfeited]
        best = max(totals[p] for p in active)
        return [p for p in active if totals[p] == best]

    def stats(self) -> dict[str, float]:
        return {"turns": self.turns, "rerolls": self.rerolls}

    def first_to_act(self) -> int:
        return self.first

    # --- acting ---------------------------------------------------------
    def _apply(self, action: Action) -> list[Event]:
        player = self.turn
        if action == ROLL:
            return self._roll(player)
        if action == KEEP:
            assert self.pending is not None
            event = Kept(player=player, round=self.round, target=self.target, dice=tuple(self.pending), score=0)
            return [event, *self._end_turn(player, 0)]
        assert isinstance(action, Reroll)
        return self._reroll(player, action.die)

    def _play_quietly(self) -> None:
        if self.pending is None:
            self._roll(self.turn, record=False)
        else:
            self._apply(self.auto_action())

    def _roll(self, player: int, record: bool = True) -> list[Event]:
        """A turn's roll and its events; without ``record`` the same change and no roll event (``play_out``)."""
        rolled = self.dice.roll(3 if self.options.three_dice else 2)
        self.turns += 1
        round_number = self.round
        target = target_of(round_number)
        score, pair, total = _scored(rolled, target)
        may_reroll = score == 0 and self.options.double_roll
        events: list[Event] = []
        if record:
            events.append(Rolled(player=player, round=round_number, target=target, dice=rolled, pair=pair, total=total,
                               score=score, may_reroll=may_reroll))
        if may_reroll:
            self.pending = list(rolled)
            return events
        return events + self._end_turn(player, score)

    def _reroll(self, player: int, die: int) -> list[Event]:
        assert self.pending is not None
        faces = list(self.pending)
        old = faces[die]
        (faces[die],) = self.dice.roll(1)
        self.rerolls += 1
        round_number = self.round
        target = target_of(round_number)
        score, pair, total = _scored(tuple(faces), target)
        event = Rerolled(player=player, round=round_number, target=target, die=die, old=old, new=faces[die],
                       dice=tuple(faces), pair=pair, total=total, score=score)
        return [event, *self._end_turn(player, score)]

    def _end_turn(self, player: int, score: int) -> list[Event]:
        self.sheet[player].append(score)
        self.pending = None
        return self._advance(player)

    def _advance(self, player: int) -> list[Event]:
        """Pass the dice clockwise to the next unforfeited player, starting rounds and ending the game."""
        seat = player + 1 if player + 1 < self.players else 0
        if seat != self.first and seat not in self.forfeited:  # the usual case: the next seat plays on
            self.turn = seat
            return []
        events: list[Event] = []
        seat = player
        while True:
            seat = self.left_of(seat)
            if seat == self.first:
                if self.round == ROUNDS:
                    return events + self._finish()
                self.round += 1
                events.append(Round(round=self.round, target=self.target))
            if seat not in self.forfeited:
                self.turn = seat
                return events

    def _finish(self) -> list[Event]:
        self.finished = True
        self.pending = None
        return [GameOver(winners=tuple(self.leaders()), scores=tuple(self.totals()))]

    def _forfeit(self, player: int) -> list[Event]:
        if len(self.forfeited) == self.players - 1:
            return self._finish()
        if player == self.turn:
            # An unfinished turn (a missed roll awaiting its reroll decision) is dropped: no sheet entry.
            self.pending = None
            return self._advance(player)
        return []
