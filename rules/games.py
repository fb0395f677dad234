"""Every game the bot knows, by its kind name."""

from __future__ import annotations

from rules.base import Game
from rules.lcr import Lcr

GAMES: dict[str, type[Game]] = {
    Lcr.kind: Lcr,
}


def game_class(kind: str) -> type[Game]:
    return GAMES[kind]


def load_game(raw: dict) -> Game:
    return GAMES[raw["kind"]].from_dict(raw)
