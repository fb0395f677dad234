"""What happens at a Chicago table. ``round`` and ``target`` are the round a roll belongs to and its target."""

from __future__ import annotations

from rules.events import Event


class FirstPlayer(Event, type="first_player"):
    """``player`` was drawn to start; ``order``: the seats in turn order."""

    order: tuple[int, ...]


class InRound(Event):
    """An event of round ``round``, whose target is ``target``."""

    round: int
    target: int


class Round(InRound, type="round"): ...


class Scored(InRound):
    """The dice after a roll or a reroll: ``pair``, the scoring pair of dice (indices), None on a miss; ``total``: the
    pair's total, or with two dice their total even on a miss, else None; ``score``: what the dice score."""

    dice: tuple[int, ...]
    pair: tuple[int, int] | None
    total: int | None
    score: int


class Rolled(Scored, type="roll"):
    may_reroll: bool  # a reroll decision follows (a miss with double roll)


class Rerolled(Scored, type="reroll"):
    """Die ``die`` rerolled from ``old`` to ``new``."""

    die: int
    old: int
    new: int


class Kept(InRound, type="keep"):
    """A missed roll kept (it scores 0)."""

    dice: tuple[int, ...]
    score: int


class GameOver(Event, type="game_over"):
    """``winners``: the seats sharing the victory; ``scores``: every seat's total."""

    winners: tuple[int, ...]
    scores: tuple[int, ...]


EVENTS = (FirstPlayer, Round, Rolled, Rerolled, Kept, GameOver)
