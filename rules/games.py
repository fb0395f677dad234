"""Every game the bot knows, by its kind name, in the order the bot lists them. Adding a game: one line here.

The registry holds each game's declaration (``rules.info.GameInfo``: its engine class is ``.game``); it sits above
every game's package, and no game's module imports it.
"""

from __future__ import annotations

import sys
from collections.abc import Iterable

from rules.buck import BUCK_INFO
from rules.chicago import CHICAGO_INFO
from rules.info import GameInfo, imported
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


def declarations() -> tuple[str, ...]:
    """Where each registered game's declaration is imported from, as ``module:name``, in the registry's order: what
    a fresh process (the bot's worker) needs to know the same games (``register_declared``)."""
    return tuple(_declared_at(info) for info in GAMES.values())


def register_declared(declarations: Iterable[str]) -> None:
    """Register the games these ``module:name`` declarations (``declarations()``) name, importing their modules."""
    for declaration in declarations:
        register(imported(declaration, GameInfo))


def _declared_at(info: GameInfo) -> str:
    """A declaration is a module-level name of its engine's module or of a package above it (``rules/<game>/``)."""
    module = info.game.__module__
    while module:
        for name, value in vars(sys.modules[module]).items():
            if value is info:
                return f"{module}:{name}"
        module = module.rpartition(".")[0]
    raise LookupError(f"the declaration of {info.kind!r} is not a name in {info.game.__module__} or a package above")


register(LCR_INFO)
register(CHICAGO_INFO)
register(BUCK_INFO)
register(LEFTOVERS_INFO)
