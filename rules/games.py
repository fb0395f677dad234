"""Every game the bot knows, by its kind name."""

from __future__ import annotations

from rules.base import Game
from rules.buck import Buck
from rules.chicago import Chicago
from rules.lcr import Lcr
from rules.leftovers import Leftovers

GAMES: dict[str, type[Game]] = {
    Buck.kind: Buck,
    Lcr.kind: Lcr,
    Leftovers.kind: Leftovers,
    Chicago.kind: Chicago,
}

