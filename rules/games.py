"""Every game the bot knows, by its kind name, in the order the bot lists them. Adding a game: one line here."""

from __future__ import annotations

from rules.base import Game
from rules.buck import Buck
from rules.chicago import Chicago
from rules.info import GameInfo
from rules.lcr import Lcr
from rules.leftovers import Leftovers

GAMES: dict[str, type[Game]] = {}


def register(game: type[Game]) -> type[Game]:
    """Make ``game`` known to everything shared: tables, odds, the simulator, live chances, stats."""
    if game.kind in GAMES and GAMES[game.kind] is not game:
        raise ValueError(f"another game is registered as {game.kind!r}")
    GAMES[game.kind] = game
    return game


def info_of(kind: str) -> GameInfo:
    return GAMES[kind].info


register(Lcr)
register(Chicago)
register(Buck)
register(Leftovers)
