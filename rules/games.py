"""Every game the bot knows, by its kind name, in the order the bot lists them. Adding a game: one line here.

The registry holds each game's declaration (``rules.info.GameInfo``: its engine class is ``.game``); it sits above
every game's package, and no game's module imports it.
"""

from __future__ import annotations

from rules.buck import BUCK_INFO
from rules.chicago import CHICAGO_INFO
from rules.info import GameInfo
from rules.lcr import LCR_INFO
from rules.leftovers import LEFTOVERS_INFO

GAMES: dict[str, GameInfo] = {}


def register(info: GameInfo) -> GameInfo:
    """Make the game ``info`` declares known to everything shared: tables, odds, the simulator, live chances,
    stats."""
    if info.kind in GAMES and GAMES[info.kind] is not info:
        raise ValueError(f"another game is registered as {info.kind!r}")
    GAMES[info.kind] = info
    return info


register(LCR_INFO)
register(CHICAGO_INFO)
register(BUCK_INFO)
register(LEFTOVERS_INFO)
