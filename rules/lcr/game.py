"""LCR (Left Center Right), as fixed in RULES.md.

Faces 1-3 are dots, 4 = L, 5 = C, 6 = R. Players with no chips are skipped.
With ``dot_to_win`` the last holder must roll all dots to win; if their last
chip goes to the pot, everyone is dealt fresh chips and the pot carries over
("double pot") within this same game, so chips held + pot = chips dealt.
"""

from __future__ import annotations

from collections.abc import Hashable, Mapping, Sequence
from dataclasses import dataclass
from itertools import product
from typing import ClassVar, Self

from rules.base import DEFAULT_STAKE, MAX_STAKE, Action, Event, Game, IllegalOption, Options, Outcome
from rules.dice import Dice
from rules.lcr.actions import ACTIONS, ROLL
from rules.lcr.events import ChipsToPot, Deal, DoublePot, Rolled, Win

STARTING_CHIPS = DEFAULT_STAKE
FACE_SYMBOL = {1: "•", 2: "•", 3: "•", 4: "L", 5: "C", 6: "R"}
LAST_DOT, LEFT, CENTER = 3, 4, 5


def _moving(held: int, faces: tuple[int, ...]) -> tuple[tuple[str, ...], int, int, int]:
    """What a roll of ``faces`` by a seat holding ``held`` chips does: the symbols of the dice that move a chip,
    in order (each non-dot face moves one while chips last), and how many go left, to the centre, right."""
    symbols = tuple(FACE_SYMBOL[face] for face in faces if face > LAST_DOT)[:held]
    return symbols, symbols.count("L"), symbols.count("C"), symbols.count("R")


# Every roll there can be, looked up per roll: _MOVING[min(held, 3)][faces]. A seat rolls min(held, 3) dice, or
# three with always-three.
_MOVING: tuple[dict[tuple[int, ...], tuple[tuple[str, ...], int, int, int]], ...] = tuple(
    {faces: _moving(held, faces) for count in {held, 3} for faces in product(range(1, 7), repeat=count)}
    for held in range(4)
)


@dataclass(frozen=True)
class LcrOptions(Options):
    CHOICES: ClassVar[Mapping[str, tuple[str, ...]]] = {"dice": ("by-chips", "always-three")}

    dice: str = "by-chips"
    dot_to_win: bool = False
    stakes: bool = False


class Lcr(Game, kind="lcr", players=(3, 20), options=LcrOptions, actions=ACTIONS, stakes=True):
    options: LcrOptions
    chips: list[int]
    stakes: list[int]
    pot: int
    dealt: int
    turn: int  # whose turn, meaningful only while the game runs
    hands: int  # 1 + the number of double pots so far
    rolls: int
    winner: int | None

    @classmethod
    def _start(
        cls, players: int, options: LcrOptions, dice: Dice, stakes: Sequence[int] | None
    ) -> tuple[Self, list[Event]]:
        if stakes is None:  # the default stakes need no checking (the simulator starts every game so)
            stakes = [STARTING_CHIPS] * players
        else:
            chosen = not options.stakes and any(s != STARTING_CHIPS for s in stakes)  # without the stakes option
            if chosen or any(isinstance(s, bool) or not isinstance(s, int) or not 1 <= s <= MAX_STAKE for s in stakes):
                raise IllegalOption("stakes", list(stakes))
        game = cls(players, dice, options)
        game.stakes = list(stakes)
        game.chips = list(stakes)
        game.pot = 0
        game.dealt = sum(stakes)
        game.turn = 0
        game.hands = 1
        game.rolls = 0
        game.winner = None
        return game, [Deal(chips=tuple(game.chips))]

    # --- asking ---------------------------------------------------------
    @property
    def is_over(self) -> bool:
        return self.winner is not None

    def legal_actions(self) -> list[Action]:
        return [] if self.winner is not None else [ROLL]

    def outcome(self) -> Outcome | None:
        if self.winner is None:
            return None
        return Outcome.won_by((self.winner,), self.players, self.chips)

    def stats(self) -> dict[str, float]:
        return {"rolls": self.rolls, "hands": self.hands}

    def dice_count(self, player: int) -> int:
        chips = self.chips[player]
        if chips == 0:
            return 0
        return 3 if self.options.dice == "always-three" else min(chips, 3)

    def holders(self) -> list[int]:
        return [p for p in range(self.players) if self.chips[p] > 0]

    def exact_chances(self, solved: Mapping[Hashable, tuple[float, ...]]) -> tuple[float, ...] | None:
        """A position is keyed by the dice option and the chips from the seat to roll on (the chain's state, in
        ``rules.lcr.odds.chain_positions``), its chances in that order; a game with a forfeited seat (a chain of
        the seats still playing) or with dot-to-win (no chain) is not looked up."""
        if self.forfeited or self.winner is not None or self.options.dot_to_win:
            return None
        turn, chips = self.turn, self.chips
        chances = solved.get((self.options.dice, (*chips[turn:], *chips[:turn])))
        if chances is None or not turn:
            return chances
        return chances[-turn:] + chances[:-turn]

    # --- acting ---------------------------------------------------------
    def _apply(self, action: Action) -> list[Event]:
        return self._roll(until_over=False)

    def play_out(self) -> None:
        if self.winner is None:
            self._roll(until_over=True)

    def _roll(self, until_over: bool) -> list[Event]:
        """One roll of the current player and its events; or with ``until_over``, every roll to the end of the
        game and no events (``play_out``: nobody reads them). The simulator's hot path, so the loop keeps the
        game in locals: one table lookup per roll, neighbours worked out only for L and R."""
        chips, players, forfeited, roll = self.chips, self.players, self.forfeited, self.dice.roll
        dot_to_win = self.options.dot_to_win
        dice_count = (0, 3, 3, 3) if self.options.dice == "always-three" else (0, 1, 2, 3)  # by min(held, 3)
        moving = _MOVING
        next_seat, previous_seat = [*range(1, players), 0], [players - 1, *range(players - 1)]
        player, pot, rolls = self.turn, self.pot, self.rolls
        rolls_before = rolls
        events: list[Event] = []
        holders = players - chips.count(0)
        while True:
            held = chips[player]
            sole_holder = dot_to_win and held > 0 and holders == 1  # the roller holds every chip
            capped = held if held < 3 else 3
            faces = roll(dice_count[capped])
            rolls += 1
            symbols, left, centre, right = moving[capped][faces]
            left_seat = right_seat = None
            if left:
                left_seat = self._neighbour(player, 1) if forfeited else next_seat[player]
                chips[left_seat] += left
            if right:
                right_seat = self._neighbour(player, -1) if forfeited else previous_seat[player]
                chips[right_seat] += right
            chips[player] = held - left - centre - right  # chips only ever pass to other seats, never back
            pot += centre
            if not until_over:
                targets = {"L": left_seat, "C": None, "R": right_seat}
                moves = tuple((symbol, targets[symbol]) for symbol in symbols)
                events.append(Rolled(player=player, dice=faces, moves=moves, chips=tuple(chips), pot=pot))
            holders = players - chips.count(0)
            if holders == 1 and (not dot_to_win or (sole_holder and self._all_dots(faces))):
                if until_over:  # each roll was a step (``apply`` counts the step of a single roll)
                    self.step += rolls - rolls_before
                self.turn, self.pot, self.rolls = player, pot, rolls
                return events + self._win(self.holders()[0])
            if holders == 0:
                self.pot, self.rolls = pot, rolls
                events += self._double_pot(player)  # deals in place: `chips` is still the table's list
                player, holders = self.turn, players - chips.count(0)
            else:
                # Most often the next seat holds chips: settle that without the general search.
                seat = next_seat[player]
                player = seat if chips[seat] > 0 and not forfeited else self._next_holder(player)
            if not until_over:
                self.turn, self.pot, self.rolls = player, pot, rolls
                return events

    @staticmethod
    def _all_dots(faces: tuple[int, ...]) -> bool:
        return all(face <= LAST_DOT for face in faces)

    def _neighbour(self, player: int, step: int) -> int:
        """The seat an L (step 1) or R (step -1) passes a chip to. A forfeited player has left the table:
        L and R pass them by, so no chip strands with them."""
        if not self.forfeited:
            return (player + step) % self.players
        seated = [p for p in range(self.players) if p not in self.forfeited]
        return seated[(seated.index(player) + step) % len(seated)]

    def _next_holder(self, player: int) -> int:
        players, chips, forfeited = self.players, self.chips, self.forfeited
        seat = player
        for _ in range(players):
            seat += 1
            if seat == players:
                seat = 0
            if chips[seat] > 0 and seat not in forfeited:
                return seat
        raise AssertionError("no player holds chips")

    def _win(self, player: int) -> list[Event]:
        won = self.pot + sum(self.chips)
        self.chips = [0] * self.players
        self.chips[player] = won
        self.pot = 0
        self.winner = player
        return [Win(player=player, chips=won)]

    def _double_pot(self, player: int) -> list[Event]:
        active = [p for p in range(self.players) if p not in self.forfeited]
        for p in active:
            self.chips[p] = self.stakes[p]
        self.dealt += sum(self.stakes[p] for p in active)
        self.hands += 1
        self.turn = self._next_holder(player)
        return [DoublePot(pot=self.pot, chips=tuple(self.chips), hand=self.hands)]

    def _forfeit(self, player: int) -> list[Event]:
        given = self.chips[player]
        self.pot += given
        self.chips[player] = 0
        events: list[Event] = [ChipsToPot(player=player, chips=given, pot=self.pot)]
        holders = self.holders()
        active = [p for p in range(self.players) if p not in self.forfeited]
        if len(active) == 1:
            return events + self._win(active[0])
        if len(holders) == 1 and not self.options.dot_to_win:
            return events + self._win(holders[0])
        if not holders:
            return events + self._double_pot(player)
        if self.turn == player:
            self.turn = self._next_holder(player)
        return events
