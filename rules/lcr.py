"""LCR (Left Center Right), as fixed in RULES.md.

Faces 1-3 are dots, 4 = L, 5 = C, 6 = R. Players with no chips are skipped.
With ``dot_to_win`` the last holder must roll all dots to win; if their last
chip goes to the pot, everyone is dealt fresh chips and the pot carries over
("double pot") within this same game, so chips held + pot = chips dealt.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any, ClassVar, Self

from rules.base import Event, Game, IllegalOption, Options, Outcome
from rules.dice import Dice

STARTING_CHIPS = 3
MAX_STAKE = 99
FACE_SYMBOL = {1: "•", 2: "•", 3: "•", 4: "L", 5: "C", 6: "R"}
LAST_DOT, LEFT, CENTER = 3, 4, 5


@dataclass(frozen=True)
class LcrOptions(Options):
    CHOICES: ClassVar[Mapping[str, tuple[str, ...]]] = {"dice": ("by-chips", "always-three")}

    dice: str = "by-chips"
    dot_to_win: bool = False
    stakes: bool = False


class Lcr(Game):
    kind = "lcr"
    min_players = 3
    max_players = 20
    options_type = LcrOptions

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
        if stakes is None:
            stakes = [STARTING_CHIPS] * players
        if not options.stakes and any(s != STARTING_CHIPS for s in stakes):
            raise IllegalOption("stakes", list(stakes))
        if any(isinstance(s, bool) or not isinstance(s, int) or not 1 <= s <= MAX_STAKE for s in stakes):
            raise IllegalOption("stakes", list(stakes))
        game = cls(players, dice)
        game.options = options
        game.stakes = list(stakes)
        game.chips = list(stakes)
        game.pot = 0
        game.dealt = sum(stakes)
        game.turn = 0
        game.hands = 1
        game.rolls = 0
        game.winner = None
        return game, [Event("deal", data={"chips": list(game.chips)})]

    # --- asking ---------------------------------------------------------
    @property
    def current_player(self) -> int | None:
        return None if self.winner is not None else self.turn

    @property
    def is_over(self) -> bool:
        return self.winner is not None

    def legal_actions(self) -> list[str]:
        return [] if self.winner is not None else ["roll"]

    def outcome(self) -> Outcome | None:
        if self.winner is None:
            return None
        losers = tuple(p for p in range(self.players) if p != self.winner)
        return Outcome((self.winner,), losers, tuple(self.chips))

    def stats(self) -> dict[str, float]:
        return {"rolls": self.rolls, "hands": self.hands}

    def dice_count(self, player: int) -> int:
        chips = self.chips[player]
        if chips == 0:
            return 0
        return 3 if self.options.dice == "always-three" else min(chips, 3)

    def holders(self) -> list[int]:
        return [p for p in range(self.players) if self.chips[p] > 0]

    # --- acting ---------------------------------------------------------
    def apply(self, player: int, action: str) -> list[Event]:
        # A click's usual case: the one legal action of a running game skips the generic checks.
        if self.winner is None and player == self.turn and action == "roll":
            events = self._apply(action)
            self.step += 1
            return events
        return super().apply(player, action)

    def play_auto(self) -> list[Event]:
        if self.winner is not None:
            return super().play_auto()
        events = self._apply("roll")
        self.step += 1
        return events

    def _apply(self, action: str) -> list[Event]:
        # The simulator's hot path: plain arithmetic on seat numbers, neighbours worked out only for L and R.
        player, chips, players, forfeited = self.turn, self.chips, self.players, self.forfeited
        held = chips[player]
        dot_to_win = self.options.dot_to_win
        sole_holder = dot_to_win and 0 < held == sum(chips)
        if held == 0:  # dice_count, inlined
            count = 0
        elif held >= 3 or self.options.dice == "always-three":
            count = 3
        else:
            count = held
        faces = self.dice.roll(count)
        self.rolls += 1
        pot = self.pot  # `held` and `pot` stay local: chips only ever pass to other seats, never back to the roller
        moves: list[list[Any]] = []  # [symbol, target seat] (None for the pot)
        for face in faces:
            if face <= LAST_DOT or held == 0:
                continue
            held -= 1
            if face == CENTER:
                pot += 1
                moves.append(["C", None])
            elif face == LEFT:
                target = self._neighbour(player, 1) if forfeited else (player + 1) % players
                chips[target] += 1
                moves.append(["L", target])
            else:
                target = self._neighbour(player, -1) if forfeited else (player - 1) % players
                chips[target] += 1
                moves.append(["R", target])
        chips[player] = held
        self.pot = pot
        events = [Event("roll", player, {"dice": list(faces), "moves": moves, "chips": chips[:], "pot": pot})]
        holders = players - chips.count(0)
        if holders == 1 and (not dot_to_win or (sole_holder and self._all_dots(faces))):
            return events + self._win(self.holders()[0])
        if holders == 0:
            return events + self._double_pot(player)
        # Most often the next seat holds chips: settle that without the general search.
        seat = player + 1 if player + 1 < players else 0
        self.turn = seat if chips[seat] > 0 and not forfeited else self._next_holder(player)
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
        return [Event("win", player, {"chips": won})]

    def _double_pot(self, player: int) -> list[Event]:
        active = [p for p in range(self.players) if p not in self.forfeited]
        for p in active:
            self.chips[p] = self.stakes[p]
        self.dealt += sum(self.stakes[p] for p in active)
        self.hands += 1
        self.turn = self._next_holder(player)
        return [Event("double_pot", None, {"pot": self.pot, "chips": list(self.chips), "hand": self.hands})]

    def _forfeit(self, player: int) -> list[Event]:
        given = self.chips[player]
        self.pot += given
        self.chips[player] = 0
        events = [Event("chips_to_pot", player, {"chips": given, "pot": self.pot})]
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

    # --- storing --------------------------------------------------------
    def _state_dict(self) -> dict[str, Any]:
        return {
            "options": self.options.to_dict(),
            "chips": self.chips,
            "stakes": self.stakes,
            "pot": self.pot,
            "dealt": self.dealt,
            "turn": self.turn,
            "hands": self.hands,
            "rolls": self.rolls,
            "winner": self.winner,
        }

    def _load_state(self, raw: Mapping[str, Any]) -> None:
        self.options = LcrOptions.from_dict(raw["options"])
        self.chips = list(raw["chips"])
        self.stakes = list(raw["stakes"])
        self.pot = raw["pot"]
        self.dealt = raw["dealt"]
        self.turn = raw["turn"]
        self.hands = raw["hands"]
        self.rolls = raw["rolls"]
        self.winner = raw["winner"]
