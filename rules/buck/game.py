"""Buck Dice, as fixed in RULES.md.

Players keep their join order (0..n-1) as the turn order; "left" is the next
index, wrapping. Only who shoots first and who throws the point number are
decided by dice.

Readings chosen where RULES.md is silent:

- Opening: everyone throws one die. While the whole group ties (so nobody is
  highest or lowest), the whole group re-throws; one re-throw thus settles
  both the first shooter and the lowest. After that, ties for highest
  re-throw among themselves (highest of the re-throw wins), then ties for
  lowest re-throw among themselves (lowest of the re-throw loses). The first
  shooter and the point thrower are therefore always different players.
- A throw that holds the point number keeps the turn even when the shooter
  threw it with fewer dice. Little buck ends the turn (it holds no point).
- Big buck counts even from 13 or 14 (it sets the score to exactly 15).
  A little buck that would pass 15 is an overshoot like any other: nothing
  scored, throw again; a little buck from 10 makes a buck.
- Option fewer_dice: at 13 points the shooter throws two dice, at 14 one.
  Big buck and little buck need three dice, so they cannot happen then; two
  point dice at 13 or one at 14 make exactly 15, so such a shooter can never
  overshoot.
- Option point_per_throw: a throw holding the point number scores one point
  however many dice show it; big buck (three of them) still sets 15. With
  fewer_dice too, 13 and 14 then take one scoring throw each.
- Forfeit: if the forfeiting player was still throwing and only one other
  player is still throwing, the game is decided by the forfeit: the
  forfeiting player is the loser and the other escapes (listed last among
  the winners). Otherwise the forfeiting player leaves the rotation and is
  neither winner nor loser; if it was their turn the dice pass to the left.
  A player who already made a buck keeps it when they forfeit.
- Rematch (``Buck.rematch``): same options, fresh dice, with whoever rejoined
  (the caller lists them in turn order, newcomers as None). The first shooter
  moves one seat left among those playing: the first player left of the last
  game's first shooter who rejoined. The player to their right (in the new
  order) throws the point number. If nobody of the last game rejoined, it is
  a new game with its order throw.

Events: ``rules.buck.events``.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Self

from rules.base import Action, Event, Game, IllegalAction, IllegalOption, Options, Outcome, option_added
from rules.buck.actions import ACTIONS, THROW
from rules.buck.events import (
    FirstShooter,
    LeftRotation,
    Loser,
    MadeBuck,
    OrderThrow,
    PointThrow,
    Threw,
)
from rules.dice import Dice

BUCK = 15
LITTLE_BUCK_POINTS = 5
FULL_THROW = 3


@dataclass(frozen=True)
class BuckOptions(Options):
    fewer_dice: bool = False
    point_per_throw: bool = False  # a throw holding the point number scores one, however many dice show it


class Buck(
    Game, kind="buck", players=(2, 20), options=BuckOptions, actions=ACTIONS,
    state_format=2, upgrades={1: option_added("point_per_throw", False)},  # 2: the point_per_throw option
):
    options: BuckOptions
    game_number: int
    first_shooter: int
    point_thrower: int
    point: int
    scores: list[int]
    turn: int  # whose throw, meaningful only while the game runs
    made: list[int]  # players who made a buck, in the order they made it
    loser: int | None
    throws: int

    @classmethod
    def _start(
        cls, players: int, options: BuckOptions, dice: Dice, stakes: Sequence[int] | None
    ) -> tuple[Self, list[Event]]:
        first_shooter, point_thrower, events = _order_throw(players, dice)
        game, opening = cls._begin(players, options, dice, 1, first_shooter, point_thrower)
        return game, events + opening

    @classmethod
    def _begin(
        cls, players: int, options: BuckOptions, dice: Dice, game_number: int, first_shooter: int, point_thrower: int
    ) -> tuple[Self, list[Event]]:
        game = cls(players, dice, options)
        game.game_number = game_number
        game.first_shooter = first_shooter
        game.point_thrower = point_thrower
        (game.point,) = dice.roll(1)
        game.scores = [0] * players
        game.turn = first_shooter
        game.made = []
        game.loser = None
        game.throws = 0
        return game, [
            FirstShooter(player=first_shooter, game=game_number),
            PointThrow(player=point_thrower, point=game.point),
        ]

    def rematch(self, dice: Dice, seats: Sequence[int | None]) -> tuple[Buck, list[Event]]:
        """The next game at this table with ``seats`` (see ``Game.rematch``): the start of play and the point
        throw move one seat left among those who rejoined."""
        if not self.is_over:
            raise IllegalAction("game_not_over")
        if not self.min_players <= len(seats) <= self.max_players:
            raise IllegalOption("players", len(seats))
        returning = [old for old in seats if old is not None]
        if len(set(returning)) != len(returning) or any(not 0 <= old < self.players for old in returning):
            raise IllegalOption("seats", list(seats))
        if not returning:
            return Buck.start(len(seats), self.options, dice)
        old_first = self.left_of(self.first_shooter)
        while old_first not in returning:
            old_first = self.left_of(old_first)
        first_shooter = list(seats).index(old_first)
        point_thrower = (first_shooter - 1) % len(seats)  # their right in the new turn order
        return Buck._begin(len(seats), self.options, dice, self.game_number + 1, first_shooter, point_thrower)

    # --- asking ---------------------------------------------------------
    @property
    def is_over(self) -> bool:
        return self.loser is not None

    def legal_actions(self) -> list[Action]:
        return [] if self.is_over else [THROW]

    def outcome(self) -> Outcome | None:
        if self.loser is None:
            return None
        escaped = [p for p in self.rotation() if p != self.loser]  # the other player when a forfeit decided it
        return Outcome((*self.made, *escaped), (self.loser,), tuple(self.scores))

    def stats(self) -> dict[str, float]:
        return {"throws": self.throws}

    def first_to_act(self) -> int:
        return self.first_shooter

    def rotation(self) -> list[int]:
        """Players still throwing, in turn order."""
        return [p for p in range(self.players) if p not in self.made and p not in self.forfeited]

    def dice_count(self, player: int) -> int:
        if self.options.fewer_dice and self.scores[player] in (BUCK - 2, BUCK - 1):
            return BUCK - self.scores[player]
        return FULL_THROW

    # --- acting ---------------------------------------------------------
    def _apply(self, action: Action) -> list[Event]:
        return self._throw(record=True)

    def _play_quietly(self) -> None:
        self._throw(record=False)

    def _throw(self, record: bool) -> list[Event]:
        """The shooter's throw and its events; without ``record`` the same change and no throw event
        (``play_out``: nobody reads them)."""
        player = self.turn
        old = self.scores[player]
        faces = self.dice.roll(self.dice_count(player))
        self.throws += 1
        hits = faces.count(self.point)
        three_of_a_kind = len(faces) == FULL_THROW and faces[0] == faces[1] == faces[2]
        if three_of_a_kind and hits:
            kind, gain = "big_buck", BUCK - old
        elif three_of_a_kind:
            kind, gain = "little_buck", LITTLE_BUCK_POINTS
        elif hits:
            kind, gain = "normal", 1 if self.options.point_per_throw else hits
        else:
            kind, gain = "miss", 0
        would_be = old + gain
        if would_be > BUCK:
            kind, gain = "overshoot", 0
        self.scores[player] = score = old + gain
        followers: list[Event] = []
        if score == BUCK:
            self.made.append(player)
            followers.append(MadeBuck(player=player, place=len(self.made)))
            followers += self._pass_from(player)
        elif kind in ("miss", "little_buck"):
            followers += self._pass_from(player)
        if not record:
            return followers
        throw = Threw(player=player, dice=faces, kind=kind, would_be=would_be if kind == "overshoot" else None,
                      scored=gain, score=score, next=self.current_player)
        return [throw, *followers]

    def _pass_from(self, player: int) -> list[Event]:
        """Hand the dice to the next player still throwing, or end the game if only one is left."""
        rotation = self.rotation()
        if len(rotation) == 1:
            self.loser = rotation[0]
            return [Loser(player=self.loser, score=self.scores[self.loser], by="throw")]
        self.turn = self._next_in_rotation(player)
        return []

    def _next_in_rotation(self, player: int) -> int:
        made, forfeited = self.made, self.forfeited
        seat = player
        while True:
            seat = self.left_of(seat)
            if seat not in made and seat not in forfeited:  # in rotation()
                return seat

    def _forfeit(self, player: int) -> list[Event]:
        if player in self.made:
            return []
        rotation = self.rotation()  # the forfeiting player is already out of it
        if len(rotation) == 1:
            self.loser = player
            return [Loser(player=player, score=self.scores[player], by="forfeit")]
        if self.turn == player:
            self.turn = self._next_in_rotation(player)
        return [LeftRotation(player=player, next=self.turn)]



def _order_throw(players: int, dice: Dice) -> tuple[int, int, list[Event]]:
    """The opening: (first shooter, point thrower, the throws as events)."""
    events: list[Event] = []
    group = list(range(players))
    rethrow = False
    while True:
        faces = dice.roll(len(group))
        events.append(_order_event(group, faces, "order", rethrow))
        highest = [p for p, face in zip(group, faces, strict=True) if face == max(faces)]
        lowest = [p for p, face in zip(group, faces, strict=True) if face == min(faces)]
        if len(highest) < len(group):  # not all tied, so highest and lowest are disjoint
            break
        rethrow = True
    first_shooter = _settle_tie(highest, dice, "first_shooter", max, events)
    point_thrower = _settle_tie(lowest, dice, "point_thrower", min, events)
    return first_shooter, point_thrower, events


def _settle_tie(
    tied: list[int], dice: Dice, deciding: str, pick: Callable[[Sequence[int]], int], events: list[Event]
) -> int:
    """Re-throw among ``tied`` until one player alone has the ``pick`` (max or min) face."""
    while len(tied) > 1:
        faces = dice.roll(len(tied))
        events.append(_order_event(tied, faces, deciding, True))
        best = pick(faces)
        tied = [p for p, face in zip(tied, faces, strict=True) if face == best]
    return tied[0]


def _order_event(players: list[int], faces: Sequence[int], deciding: str, rethrow: bool) -> Event:
    return OrderThrow(players=tuple(players), dice=tuple(faces), deciding=deciding, rethrow=rethrow)
