"""Live win chances on the table: the few characters after each player's chips or score ("· 34%")."""

from __future__ import annotations

from collections.abc import Sequence

from i18n import t
from rules.games import GAMES

SURE = 1.0


def percent(chance: float) -> str:
    """A chance in whole percent; never "0" or "100" for a chance that is neither (the game is not decided)."""
    if chance <= 0.0 or chance >= SURE:
        return str(round(chance * 100))
    return "<1" if chance < 0.005 else ">99" if chance > 0.995 else str(round(chance * 100))


def chance_text(chances: Sequence[float] | None, index: int, kind: str, locale: str) -> str:
    """What follows a player's row: their chance to win (or to be the loser, where the game shows that); "" when
    none is known."""
    if chances is None or not 0 <= index < len(chances):
        return ""
    key = "chances.seat.lose" if GAMES[kind].info.counts_losers else "chances.seat"
    return t(locale, key, percent=percent(chances[index]))
