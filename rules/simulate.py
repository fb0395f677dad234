"""Play many computer-only games through the engine and print their statistics.

    python -m rules.simulate lcr --players 3 --games 200000 [--seed S] [--jobs N] [--json]

Each game's seed is derived from ``--seed`` and the game's number, so a run
is reproducible. Seat 1 is the first player to act (where the game lets the
seats decide, as in Buck Dice, "seat" is the join order).
"""

from __future__ import annotations

import argparse
import hashlib
import json
import sys
from collections.abc import Mapping, Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field
from typing import Any, NamedTuple

from rules.base import Game, Options
from rules.games import GAMES
from rules.info import GameInfo
from rules.odds.engine import play_out

BATCH_GAMES = 2_000  # the unit of work a process takes; fixed, so --jobs cannot change a result


@dataclass
class Summary:
    kind: str
    players: int
    games: int
    options: dict[str, Any]
    win_share: list[float] = field(default_factory=list)
    lose_share: list[float] = field(default_factory=list)
    mean_score: list[float] = field(default_factory=list)
    means: dict[str, float] = field(default_factory=dict)

    def to_dict(self) -> dict[str, Any]:
        return dict(self.__dict__)


def play_one(kind: str, players: int, options: Mapping[str, Any] | Options, seed: bytes) -> Game:
    return play_out(GAMES[kind].game, players, options, seed)


@dataclass
class _Tally:
    """Sums over a run of games: win and loss shares, scores, and the games' own figures."""

    wins: list[float]
    losses: list[float]
    scores: list[float]
    totals: dict[str, float] = field(default_factory=dict)

    def add(self, other: _Tally) -> None:
        for mine, theirs in ((self.wins, other.wins), (self.losses, other.losses), (self.scores, other.scores)):
            for seat, value in enumerate(theirs):
                mine[seat] += value
        for name, value in other.totals.items():
            self.totals[name] = self.totals.get(name, 0.0) + value


class _Batch(NamedTuple):
    """Games number ``first`` to ``stop - 1`` of a run; each game's seed is the run's base seed and its number."""

    kind: str
    players: int
    options: dict[str, Any]
    base: bytes
    first: int
    stop: int


def _play_batch(batch: _Batch) -> _Tally:
    parsed = GAMES[batch.kind].options.from_dict(batch.options)
    tally = _Tally([0.0] * batch.players, [0.0] * batch.players, [0.0] * batch.players)
    wins, losses, scores, totals = tally.wins, tally.losses, tally.scores, tally.totals
    for number in range(batch.first, batch.stop):
        game = play_one(batch.kind, batch.players, parsed, batch.base + number.to_bytes(8, "big"))
        outcome = game.outcome()
        assert outcome is not None
        for seat in outcome.winners:
            wins[seat] += 1 / len(outcome.winners)
        for seat in outcome.losers:
            losses[seat] += 1 / len(outcome.losers)
        for seat, score in enumerate(outcome.scores):
            scores[seat] += score
        for name, value in game.stats().items():
            totals[name] = totals.get(name, 0.0) + value
    return tally


def simulate(
    kind: str, players: int, games: int, options: dict[str, Any], seed: str = "pips", jobs: int = 1
) -> Summary:
    """Play ``games`` games; with ``jobs`` > 1 spread over that many processes, with the very same result:
    the games are cut into the same batches and their sums added in the same order either way."""
    base = hashlib.sha256(seed.encode()).digest()
    batches = [
        _Batch(kind, players, options, base, first, min(first + BATCH_GAMES, games))
        for first in range(0, games, BATCH_GAMES)
    ]
    total = _Tally([0.0] * players, [0.0] * players, [0.0] * players)
    if jobs > 1 and len(batches) > 1:
        with ProcessPoolExecutor(max_workers=min(jobs, len(batches))) as pool:
            tallies = list(pool.map(_play_batch, batches))
    else:
        tallies = [_play_batch(batch) for batch in batches]
    for tally in tallies:
        total.add(tally)
    return Summary(
        kind,
        players,
        games,
        options,
        [w / games for w in total.wins],
        [lo / games for lo in total.losses],
        [s / games for s in total.scores],
        {name: value / games for name, value in total.totals.items()},
    )


def _format(summary: Summary) -> str:
    losing = GAMES[summary.kind].counts_losers
    shares = summary.lose_share if losing else summary.win_share
    title = "chance of losing" if losing else "win share"
    lines = [f"{summary.kind}: {summary.games} games, {summary.players} players, options {summary.options}"]
    lines.append(f"{'seat':>4}  {title:>16}  {'mean score':>10}")
    for seat, share in enumerate(shares):
        lines.append(f"{seat + 1:>4}  {share:>16.4f}  {summary.mean_score[seat]:>10.3f}")
    for name, value in summary.means.items():
        lines.append(f"mean {name} per game: {value:.3f}")
    return "\n".join(lines)


def _add_option_flags(parser: argparse.ArgumentParser, game: GameInfo) -> None:
    """A flag per option that changes how ``game`` plays out (``GameInfo.play_options``): a switch for a yes/no
    option, a choice for a named one."""
    defaults = game.options()
    for name in game.play_options:
        flag, default = "--" + name.replace("_", "-"), getattr(defaults, name)
        if isinstance(default, bool):
            parser.add_argument(flag, dest=name, action="store_true")
        else:
            parser.add_argument(flag, dest=name, choices=game.options.CHOICES.get(name), default=default)


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m rules.simulate", description=(__doc__ or "").splitlines()[0])
    games = parser.add_subparsers(dest="game", required=True, metavar="game")
    for kind, game in GAMES.items():
        sub = games.add_parser(kind, help=f"{game.min_players}..{game.max_players} players")
        sub.add_argument("--players", type=int, default=3)
        sub.add_argument("--games", type=int, default=10000)
        sub.add_argument("--seed", default="pips")
        sub.add_argument("--json", action="store_true", help="print one JSON object")
        sub.add_argument("--jobs", type=int, default=1, help="processes to play the games in (same result)")
        _add_option_flags(sub, game)
    args = parser.parse_args(argv)
    game = GAMES[args.game]
    if not game.min_players <= args.players <= game.max_players:
        parser.error(f"{args.game} takes {game.min_players}..{game.max_players} players")
    if args.games < 1:
        parser.error("--games must be at least 1")
    if args.jobs < 1:
        parser.error("--jobs must be at least 1")
    options = {name: getattr(args, name) for name in game.play_options}
    summary = simulate(args.game, args.players, args.games, options, args.seed, jobs=args.jobs)
    print(json.dumps(summary.to_dict()) if args.json else _format(summary))
    return 0


if __name__ == "__main__":
    sys.exit(main())
