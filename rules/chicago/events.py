"""What happens at a Chicago table. ``round`` and ``target`` are the round a roll belongs to and its target."""

from __future__ import annotations

from rules.base import Event


class FirstPlayer(Event, type="first_player"):
    """``player`` was drawn to start; ``order``: the seats in turn order."""

    order: tuple[int, ...]


class InRound(Event):
    """An event of round ``round``, whose target is ``target``."""

    round: int
    target: int


class Round(InRound, type="round"): ...


class Rolled(InRound, type="roll"):
    """``pair``: the scoring pair of dice (indices), None on a miss; ``total``: the pair's total, or with two dice
    their total even on a miss, else None; ``may_reroll``: a reroll decision follows (a miss with double roll)."""

    dice: tuple[int, ...]
    pair: tuple[int, int] | None
    total: int | None
    score: int
    may_reroll: bool


class Rerolled(InRound, type="reroll"):
    """Die ``die`` rerolled from ``old`` to ``new``; ``dice``, ``pair``, ``total`` and ``score`` as after a roll."""

    die: int
    old: int
    new: int
    dice: tuple[int, ...]
    pair: tuple[int, int] | None
    total: int | None
    score: int


class Kept(InRound, type="keep"):
    """A missed roll kept (it scores 0)."""

    dice: tuple[int, ...]
    score: int


class GameOver(Event, type="game_over"):
    """``winners``: the seats sharing the victory; ``scores``: every seat's total."""

    winners: tuple[int, ...]
    scores: tuple[int, ...]


EVENTS = (FirstPlayer, Round, Rolled, Rerolled, Kept, GameOver)
