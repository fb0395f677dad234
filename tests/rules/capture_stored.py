"""Write a new game's stored states, ``tests/rules/stored/<kind>_format1.json``, once, when the game is added:
``.venv/bin/python -m tests.rules.capture_stored <kind>``.

The file stands for the rows the game's first format leaves in databases, so that every later change to what the
game stores is tested against them (``test_stored_state.py``): three states of a seeded game played by the computer's
choices, "playing" (under way), "forfeits" (a player gone) and "finished", each as ``to_dict()`` writes it but for its
"format" (a row without one is read as format 1, as the oldest rows were written). It never overwrites a file: a
stored state is never regenerated.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any

from rules.base import Game
from rules.dice import SeededDice
from rules.games import GAMES

STORED = Path(__file__).resolve().parent / "stored"
SEED = b"the stored states of a new game"


def _row(game: Game) -> dict[str, Any]:
    return {key: value for key, value in game.to_dict().items() if key != "format"}


def states(kind: str) -> dict[str, dict[str, Any]]:
    """The three states of a game of ``kind`` at as many seats as it takes, up to three."""
    game_class = GAMES[kind].game
    players = max(game_class.min_players, min(3, game_class.max_players))
    game, _ = game_class.start(players, None, SeededDice(SEED))
    for _ in range(players):  # a round under way, short of a move that would end the game
        twin = game.copy()
        twin.play_auto()
        if twin.is_over:
            break
        game.play_auto()
    playing = _row(game)
    game.forfeit(players - 1)  # the last seat leaves (a game of two ends there)
    forfeits = _row(game)
    while not game.is_over:
        game.play_auto()
    return {"playing": playing, "forfeits": forfeits, "finished": _row(game)}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("kind", choices=sorted(GAMES))
    kind = parser.parse_args(argv).kind
    path = STORED / f"{kind}_format1.json"
    if path.exists():
        print(f"{path} is there already: stored states are never regenerated", file=sys.stderr)
        return 1
    path.write_text(json.dumps(states(kind), indent=1) + "\n", encoding="utf-8")
    print(f"wrote {path}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
