"""Play many computer-only games through the engine and print their statistics.

    python -m rules.simulate lcr --players 3 --games 200000 [--seed S] [--json]

Each game's seed is derived from ``--seed`` and the game's number, so a run
is reproducible. Seat 1 is the first player to act (where the game lets the
seats decide, as in Buck Dice, "seat" is the join order).
"""

from __future__ import annotations

import argparse
import hashlib
import json
import sys
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from rules.base import Game
from rules.dice import SeededDice
from rules.games import GAMES


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


def play_one(kind: str, players: int, options: dict[str, Any], seed: bytes) -> Game:
    game, _ = GAMES[kind].start(players, options, SeededDice(seed))
    while not game.is_over:
        game.apply(game.current_player, game.auto_action())  # type: ignore[arg-type]
    return game


def simulate(kind: str, players: int, games: int, options: dict[str, Any], seed: str = "pips") -> Summary:
    wins = [0.0] * players
    losses = [0.0] * players
    scores = [0.0] * players
    totals: dict[str, float] = {}
    base = hashlib.sha256(seed.encode()).digest()
    for number in range(games):
        game = play_one(kind, players, options, base + number.to_bytes(8, "big"))
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
    return Summary(
        kind,
        players,
        games,
        options,
        [w / games for w in wins],
        [lo / games for lo in losses],
        [s / games for s in scores],
        {name: value / games for name, value in totals.items()},
    )


# Per game: the command-line flags that set its table options.
_OPTION_FLAGS: dict[str, Callable[[argparse.Namespace], dict[str, Any]]] = {
    "lcr": lambda a: {"dice": a.dice, "dot_to_win": a.dot_to_win},
    "chicago": lambda a: {"double_roll": a.double_roll, "three_dice": a.three_dice},
    "buck": lambda a: {"fewer_dice": a.fewer_dice},
    "leftovers": lambda a: {},
}
_HEADLINE = {"buck": "lose_share"}


def _format(summary: Summary) -> str:
    share_name = _HEADLINE.get(summary.kind, "win_share")
    shares = getattr(summary, share_name)
    title = "chance of losing" if share_name == "lose_share" else "win share"
    lines = [f"{summary.kind}: {summary.games} games, {summary.players} players, options {summary.options}"]
    lines.append(f"{'seat':>4}  {title:>16}  {'mean score':>10}")
    for seat, share in enumerate(shares):
        lines.append(f"{seat + 1:>4}  {share:>16.4f}  {summary.mean_score[seat]:>10.3f}")
    for name, value in summary.means.items():
        lines.append(f"mean {name} per game: {value:.3f}")
    return "\n".join(lines)


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m rules.simulate", description=__doc__.splitlines()[0])
    parser.add_argument("game", choices=sorted(_OPTION_FLAGS))
    parser.add_argument("--players", type=int, default=3)
    parser.add_argument("--games", type=int, default=10000)
    parser.add_argument("--seed", default="pips")
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    parser.add_argument("--dice", choices=["by-chips", "always-three"], default="by-chips", help="lcr")
    parser.add_argument("--dot-to-win", action="store_true", help="lcr")
    parser.add_argument("--double-roll", action="store_true", help="chicago")
    parser.add_argument("--three-dice", action="store_true", help="chicago")
    parser.add_argument("--fewer-dice", action="store_true", help="buck")
    args = parser.parse_args(argv)
    if args.game not in GAMES:
        parser.error(f"{args.game} is not playable yet")
    game_class = GAMES[args.game]
    if not game_class.min_players <= args.players <= game_class.max_players:
        parser.error(f"{args.game} takes {game_class.min_players}..{game_class.max_players} players")
    if args.games < 1:
        parser.error("--games must be at least 1")
    summary = simulate(args.game, args.players, args.games, _OPTION_FLAGS[args.game](args), args.seed)
    print(json.dumps(summary.to_dict()) if args.json else _format(summary))
    return 0


if __name__ == "__main__":
    sys.exit(main())
