"""What happens at a Chicago table. ``round`` and ``target`` are the round a roll belongs to and its target."""

from __future__ import annotations

from dataclasses import dataclass

from rules.events import Event


@dataclass(frozen=True, kw_only=True)
class FirstPlayer(Event):
    """``player`` was drawn to start; ``order``: the seats in turn order."""

    type = "first_player"
    order: tuple[int, ...]


@dataclass(frozen=True, kw_only=True)
class Round(Event):
    type = "round"
    round: int
    target: int


@dataclass(frozen=True, kw_only=True)
class Rolled(Event):
    """``pair``: the scoring pair of dice (indices), None on a miss; ``total``: the pair's total, or with two dice
    their total even on a miss, else None; ``may_reroll``: a reroll decision follows (a miss with double roll)."""

    type = "roll"
    round: int
    target: int
    dice: tuple[int, ...]
    pair: tuple[int, int] | None
    total: int | None
    score: int
    may_reroll: bool


@dataclass(frozen=True, kw_only=True)
class Rerolled(Event):
    """Die ``die`` rerolled from ``old`` to ``new``; ``dice``, ``pair``, ``total`` and ``score`` as after a roll."""

    type = "reroll"
    round: int
    target: int
    die: int
    old: int
    new: int
    dice: tuple[int, ...]
    pair: tuple[int, int] | None
    total: int | None
    score: int


@dataclass(frozen=True, kw_only=True)
class Kept(Event):
    """A missed roll kept (it scores 0)."""

    type = "keep"
    round: int
    target: int
    dice: tuple[int, ...]
    score: int


@dataclass(frozen=True, kw_only=True)
class GameOver(Event):
    """``winners``: the seats sharing the victory; ``scores``: every seat's total."""

    type = "game_over"
    winners: tuple[int, ...]
    scores: tuple[int, ...]


EVENTS = (FirstPlayer, Round, Rolled, Rerolled, Kept, GameOver)
