"""The story of a finished game: each player's chance after every turn, and the turns that made the story.

A game is replayed from its seed and its action log alone (as anyone can check it with /game verify), so the
story of any game ever stored can be told, after a restart too. After the opening and after every turn each
seat's chance to win is estimated from that position (Buck Dice: the chance to be the loser, the one thing its
players play against: rules.odds.live); the last point is the outcome itself. Pure and deterministic: the
estimates draw their dice from the game's seed.
"""

from __future__ import annotations

import hashlib
from collections import deque
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Literal

from rules.base import Event, Game, UnreadableState
from rules.dice import SeededDice
from rules.games import GAMES
from rules.odds import live

FORFEIT = "forfeit"  # the action row of a player who left or was removed; every other row is a move
# Turning points worth telling: the eventual winner's lowest chance at or below this (and at most half their
# opening chance) is a comeback; a player who did not win but once stood at or above FALL_FROM fell; a change
# of at least SWING_AT_LEAST in one turn swung it.
COMEBACK_BELOW = 0.25
FALL_FROM = 0.6
SWING_AT_LEAST = 0.2
# The estimates of one story: about this much CPU in all (it runs in a worker process), and per turn at least
# MIN_SAMPLES games (3 standard errors of about 20 points at 50%: the picture's shape, not its decimals).
STORY_SECONDS = 2.5
MIN_SAMPLES, MAX_SAMPLES = 50, 2000

# chances(game, seed, samples): each seat's chance from the game's position (Buck Dice: of losing), summing to 1.
Chances = Callable[[Game, bytes, int], tuple[float, ...]]
TurningKind = Literal["comeback", "fall", "swing"]


@dataclass(frozen=True)
class Move:
    """One action row: ``seat`` acted (None: the bot played for the seat whose turn it was: a computer, a
    timeout, a forced move); ``action`` "forfeit" is ``seat`` leaving the game."""

    seat: int | None
    action: str


@dataclass(frozen=True)
class Replay:
    """What replays a game: the table's kind, options, seed and stakes, and its action rows after "start".

    A Buck Dice rematch starts where the last game's rotation left off: ``rematch_of`` is that game's final
    state and ``rematch_seats`` each seat's place in it (None for a newcomer), as the table started it.
    """

    kind: str
    options: Mapping[str, Any]
    players: int
    seed: bytes
    moves: tuple[Move, ...]
    stakes: tuple[int, ...] | None = None
    rematch_of: Mapping[str, Any] | None = None
    rematch_seats: tuple[int | None, ...] | None = None

    def start(self) -> Game:
        """The game as its opening left it, dealt from the seed exactly as the table dealt it."""
        return self.opening()[0]

    def opening(self) -> tuple[Game, list[Event]]:
        """The game as its opening left it, and the opening's events (the deal, order throws)."""
        game_class = GAMES[self.kind].game
        dice = SeededDice(self.seed)
        if self.rematch_of is not None and self.rematch_seats is not None:
            try:
                finished = game_class.from_dict(self.rematch_of)
            except UnreadableState:  # the table started without it too (service.tables.start_game)
                finished = None
            rematch = finished.rematch(dice, self.rematch_seats) if finished is not None else None
            if rematch is not None:
                return rematch
        return game_class.start(self.players, self.options, dice, self.stakes)

    def turns(self) -> Iterator[tuple[Game, int | None]]:
        """The game after its opening (mover None), then after each turn with the seat that played it.

        A turn ends when the play passes to another seat, a player forfeits, or the game ends; the same
        ``Game`` object moves on between yields.
        """
        game = self.start()
        yield game, None
        for move in self.moves:
            mover, _ = play(game, move)
            if move.action == FORFEIT and move.seat is not None:
                yield game, move.seat
            elif game.is_over or game.current_player != mover:
                yield game, mover

    def final(self) -> Game:
        """The game as its last move left it."""
        (game, _), = deque(self.turns(), maxlen=1)
        return game


def play(game: Game, move: Move) -> tuple[int, list[Event]]:
    """Play one action row on ``game`` as the table played it: the seat that moved, and what happened."""
    if move.action == FORFEIT and move.seat is not None:
        return move.seat, game.forfeit(move.seat)
    mover = game.current_player if move.seat is None else move.seat
    if mover is None:
        raise ValueError(f"a move {move.action!r} after the game ended")
    return mover, game.apply(mover, move.action)


@dataclass(frozen=True)
class TurningPoint:
    """A turn worth telling. ``turn`` indexes ``Story.chances``; ``chance`` is the seat's chance shown there,
    ``before`` (a swing) its chance one turn earlier."""

    kind: TurningKind
    seat: int
    turn: int
    chance: float
    before: float | None = None


@dataclass(frozen=True)
class Story:
    kind: str
    losing: bool  # Buck Dice: the chances are each seat's chance to be the loser
    chances: tuple[tuple[float, ...], ...]  # [turn][seat]; turn 0 is the opening, the last the outcome
    movers: tuple[int | None, ...]  # the seat that played each turn (None for the opening)
    came_true: tuple[int, ...]  # the seats the chances were about: the winners (Buck Dice: the loser)
    turning_points: tuple[TurningPoint, ...]


def point_seed(seed: bytes, turn: int) -> bytes:
    """The estimate's own seed for one turn: the story is the same every time it is told."""
    return hashlib.sha256(seed + b"story" + turn.to_bytes(4, "big")).digest()


def story_of(replay: Replay, chances: Chances = live.win_chances, samples: int | None = None) -> Story:
    """Replay the game and estimate everyone's chance after every turn, with ``samples`` games per estimate
    (None: as many as fit STORY_SECONDS of CPU over the whole game)."""
    if samples is None:
        samples = story_samples(replay)
    points: list[tuple[float, ...]] = []
    movers: list[int | None] = []
    game: Game | None = None
    for game, mover in replay.turns():
        movers.append(mover)
        points.append(_shares(chances(game, point_seed(replay.seed, len(points)), samples)))
    outcome = game.outcome() if game is not None else None
    if outcome is None:
        raise ValueError("the action log does not reach the end of the game")
    losing = GAMES[replay.kind].counts_losers
    came_true = outcome.losers if losing else outcome.winners
    series = tuple(points)
    return Story(replay.kind, losing, series, tuple(movers), tuple(came_true), turning_points(series, came_true))


def _shares(chances: Sequence[float]) -> tuple[float, ...]:
    """Chances as shares of the one victory: live chances count a Chicago tie as a win for each tied leader,
    a story splits it (as its last point, the outcome, does), so every turn adds up to 1."""
    total = sum(chances)
    return tuple(chance / total for chance in chances) if total > 0 else tuple(chances)


def story_samples(replay: Replay) -> int:
    """Games per estimate so that the whole story costs about STORY_SECONDS of one core (a game played out
    from a later turn costs less than from the start: half on average), within the bounds."""
    per_game = GAMES[replay.kind].playout_seconds_per_player * replay.players / 2
    wanted = int(STORY_SECONDS / (per_game * (len(replay.moves) + 1)))
    return max(MIN_SAMPLES, min(MAX_SAMPLES, wanted))


def turning_points(chances: Sequence[Sequence[float]], came_true: Sequence[int]) -> tuple[TurningPoint, ...]:
    """The comeback of whoever it came true for (from their lowest chance), the fall of the one who stood
    highest and did not make it, and the biggest one-turn swing; each only when it is big enough to tell,
    and the swing only when it is not the same moment as another."""
    found: list[TurningPoint] = []
    before_end = chances[:-1]
    if not before_end:
        return ()
    lows = [(min(turn[seat] for turn in before_end), seat) for seat in came_true]
    if lows:
        low, seat = min(lows)
        if low <= min(COMEBACK_BELOW, before_end[0][seat] / 2):  # down to half their start at most: a comeback
            found.append(TurningPoint("comeback", seat, _first(before_end, seat, low), low))
    others = [seat for seat in range(len(chances[0])) if seat not in came_true]
    if others:
        peak, seat = max((max(turn[seat] for turn in before_end), seat) for seat in others)
        if peak >= FALL_FROM:
            found.append(TurningPoint("fall", seat, _first(before_end, seat, peak), peak))
    # the biggest change of one seat's chance in one turn; level: the earliest, then whoever it came true for
    swing = max(
        ((abs(chances[turn][seat] - chances[turn - 1][seat]), -turn, seat in came_true, -seat)
         for turn in range(1, len(chances)) for seat in range(len(chances[turn]))),
        default=None,
    )
    if swing is not None and swing[0] >= SWING_AT_LEAST:
        turn, seat = -swing[1], -swing[3]
        if all((point.turn, point.seat) != (turn, seat) for point in found):
            found.append(TurningPoint("swing", seat, turn, chances[turn][seat], chances[turn - 1][seat]))
    return tuple(found)


def _first(chances: Sequence[Sequence[float]], seat: int, value: float) -> int:
    return next(turn for turn, point in enumerate(chances) if point[seat] == value)

