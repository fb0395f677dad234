"""Live win chances: each seat's chance to win (or, where the game says the chance shown is of losing, to be the
loser) from a game's current state.

Exact where the game knows a fast way (a finished game; an LCR position the absorbing chain solves; Chicago, whose
players' sheets are independent: ``GameInfo.chances``), else Monte Carlo: the game's own estimate (LCR on the
vectorised simulator) or, by default, copies of the state played out with ``auto_action`` (the computer strategy,
also what a timed-out player gets) on dice of their own, drawn from ``seed``. Pure and deterministic: the same
game, seed and samples always give the same chances. The dice of the copies are never the game's own (they would
tell the real future). What a game's chances need is asked of its registered declaration (``rules.games``).
"""

from __future__ import annotations

from rules.base import Game, Outcome
from rules.dice import SeededDice
from rules.games import GAMES
from rules.info import Chances, GameInfo, Solve

ESTIMATE_SECONDS = 0.5
MIN_SAMPLES, MAX_SAMPLES = 100, 2000


def win_chances(game: Game, seed: bytes, samples: int) -> Chances:
    """Each seat's chance (seat = join order; forfeited seats 0). They add up to 1, but for Chicago, where a
    shared victory is a win for each tied leader (as the results count it)."""
    if samples < 1:
        raise ValueError("samples must be at least 1")
    exact = exact_chances(game)
    return exact if exact is not None else simulated_chances(game, seed, samples)


def simulated_chances(game: Game, seed: bytes, samples: int) -> Chances:
    """The Monte Carlo estimate, exact or not: the game's own method, else the engine's play-outs."""
    if samples < 1:
        raise ValueError("samples must be at least 1")
    simulated = GAMES[game.kind].chances().simulated
    return simulated(game, seed, samples) if simulated is not None else _played_out(game, seed, samples)


def settled_chances(game: Game) -> Chances | None:
    """A finished game's chances (1 for each winner, tied leaders alike; or for each loser where the chance shown is
    of losing); None while it runs."""
    outcome = game.outcome()
    return None if outcome is None else shares_of(GAMES[game.kind], outcome, game.players)


def samples_for(game: Game) -> int:
    """How many games an estimate of ``game`` plays: the game's own count, else about ESTIMATE_SECONDS of one core
    from the start of a game (a game further on costs less), within MIN_SAMPLES..MAX_SAMPLES (3 standard errors:
    9 to 2 points at 50%)."""
    samples = GAMES[game.kind].chances().samples
    if samples is not None:
        return samples(game)
    cost = GAMES[game.kind].playout_seconds_per_player * game.players
    return max(MIN_SAMPLES, min(MAX_SAMPLES, int(ESTIMATE_SECONDS / cost)))


def exact_chances(game: Game) -> Chances | None:
    """The chances when they are known exactly and fast: a finished game, a position the game solves. None else."""
    settled = settled_chances(game)
    if settled is not None:
        return settled
    exact = GAMES[game.kind].chances().exact
    return exact(game) if exact is not None else None


def exact_solve(game: Game) -> Solve | None:
    """The solve (once per process) the game's exact chances need for this position; None when there is none to
    do (no exact method, or one that needs no solve, or a position it does not solve)."""
    solve = GAMES[game.kind].chances().solve
    return solve(game) if solve is not None else None


def warm_up_positions(games: list[GameInfo]) -> list[Game]:
    """The positions whose solves are worth doing at start-up, for these games."""
    return [position for game in games for position in game.chances().warm_up()]


def shares_of(info: GameInfo, outcome: Outcome, players: int) -> Chances:
    """A shared victory is a win for each (as the results count it); where the chance shown is of losing, each
    loser counts."""
    counted = outcome.losers if info.counts_losers else outcome.winners
    return tuple(1.0 if seat in counted else 0.0 for seat in range(players))


def _played_out(game: Game, seed: bytes, samples: int) -> Chances:
    """The share of ``samples`` copies of the game, played to the end by the computer, that each seat wins."""
    state = game.to_dict()
    dice = SeededDice(seed)  # one stream for every copy: each copy plays on from where the last one stopped
    totals = [0.0] * game.players
    game_class, info = type(game), GAMES[game.kind]
    for _ in range(samples):
        copy = game_class.from_dict(state, dice)
        play_auto = copy.play_auto
        while not copy.is_over:
            play_auto()
        outcome = copy.outcome()
        assert outcome is not None
        for seat, share in enumerate(shares_of(info, outcome, game.players)):
            totals[seat] += share
    return tuple(total / samples for total in totals)
