"""High roll's rules, a game for tests only: everyone rolls one die in turn, ROUNDS times round the table, and the
highest total wins (a tie shares the win).

No production line registers it: the conformance suite (tests/rules/test_contract.py) plays it beside the bot's
games, and bot_with_high_roll.py registers it (this declaration names its cog) to play it on Discord.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, Self

from rules.base import Action, Event, Game, Options, Outcome
from rules.dice import Dice
from rules.info import GameInfo, StatsFigure
from rules.odds.result import Odds


@dataclass(frozen=True)
class HighRollOptions(Options):
    pass


class Roll(Action, text="roll"): ...


class Rolled(Event, type="roll"):
    face: int


class Won(Event, type="won"):
    winners: tuple[int, ...]
    total: int


def _odds(players: int, options: HighRollOptions, chips: int) -> Odds:
    """Each seat wins (a tie shared counting as a win) when nobody else ends higher."""
    totals = [1.0]  # the chance of each total of ROUNDS dice
    for _ in range(ROUNDS):
        totals = [sum(totals[total - face] for face in range(1, 7) if 0 <= total - face < len(totals)) / 6
                  for total in range(len(totals) + 6)]
    below = [sum(totals[: total + 1]) for total in range(len(totals))]
    chance = sum(part * below[total] ** (players - 1) for total, part in enumerate(totals))
    return Odds((chance,) * players, float(ROUNDS * players), "rolls", "exact")


ROLL = Roll()
ROUNDS = 3


class HighRoll(Game, kind="high_roll", players=(2, 6), options=HighRollOptions, actions=(Roll,)):
    options: HighRollOptions
    totals: list[int]  # per seat
    rolls: int
    turn: int
    finished: bool

    @classmethod
    def _start(cls, players: int, options: Any, dice: Dice, stakes: Sequence[int] | None) -> tuple[Self, list[Event]]:
        game = cls(players, dice, options)
        game.totals, game.rolls, game.turn, game.finished = [0] * players, 0, 0, False
        return game, []

    @property
    def is_over(self) -> bool:
        return self.finished

    def legal_actions(self) -> list[Action]:
        return [] if self.finished else [ROLL]

    def outcome(self) -> Outcome | None:
        if not self.finished:
            return None
        return Outcome.won_by(self._leaders(), self.players, self.totals)

    def stats(self) -> dict[str, float]:
        return {"rolls": self.rolls}

    def _leaders(self) -> tuple[int, ...]:
        seated = [p for p in range(self.players) if p not in self.forfeited]
        best = max(self.totals[p] for p in seated)
        return tuple(p for p in seated if self.totals[p] == best)

    def _apply(self, action: Action) -> list[Event]:
        player = self.turn
        (face,) = self.dice.roll(1)
        self.totals[player] += face
        self.rolls += 1
        return [Rolled(player=player, face=face), *self._next(player)]

    def _next(self, player: int) -> list[Event]:
        """Pass the die to the next seat still playing; the end after ROUNDS rounds or when one seat is left."""
        seated = [p for p in range(self.players) if p not in self.forfeited]
        later = [p for p in seated if p > player]
        rounds_done = self.rolls >= ROUNDS * len(seated) and not later
        if len(seated) == 1 or rounds_done:
            return self._finish()
        self.turn = later[0] if later else seated[0]
        return []

    def _finish(self) -> list[Event]:
        self.finished = True
        winners = self._leaders()
        return [Won(winners=winners, total=self.totals[winners[0]])]

    def _forfeit(self, player: int) -> list[Event]:
        if len(self.forfeited) == self.players - 1:
            return self._finish()
        return self._next(player) if player == self.turn else []


HIGH_ROLL_INFO = GameInfo(
    game=HighRoll,
    length_unit="rolls",
    play_options=(),
    playout_seconds_per_player=1e-6,
    stats_figure=StatsFigure("best_score", "total"),
    odds=_odds,
    events=(Rolled, Won),
    cog="tests.games.high_roll.cog",
)
