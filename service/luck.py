"""Luck: what came true against what the dice gave a player.

When a game starts, Pips stores each seat's chance to win it (Buck Dice: to be the one who loses), as it computes
its live chances (service/start_chances.py). A player's luck over some games is their wins minus the sum of those
chances (Buck Dice: the sum minus their losses): won 7 of 20 where the chances added up to 5.3 is +1.7, luckier
than the dice promised. Games finished before Pips stored chances have none and are left out.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from data.store import Luck

MIN_LUCK_GAMES = 5  # games with chances, in the period, for a place on the luck board
LUCK_BOARD_SIZE = 3  # luckiest and unluckiest shown each


def luck_of(record: Luck) -> float:
    """Above 0: luckier than the chances said."""
    return record.expected - record.hits if record.losing else record.hits - record.expected


@dataclass(frozen=True)
class PlayerLuck:
    """One player's luck over several game kinds."""

    user_id: int
    games: int
    luck: float


def totals(records: Iterable[Luck]) -> list[PlayerLuck]:
    """Each player's games and luck over every kind, by user id."""
    games: dict[int, int] = {}
    luck: dict[int, float] = {}
    for record in records:
        games[record.user_id] = games.get(record.user_id, 0) + record.games
        luck[record.user_id] = luck.get(record.user_id, 0.0) + luck_of(record)
    return [PlayerLuck(user, games[user], luck[user]) for user in sorted(games)]


@dataclass(frozen=True)
class LuckBoard:
    luckiest: list[PlayerLuck]  # luckiest first
    unluckiest: list[PlayerLuck]  # unluckiest first; nobody is on both


def luck_board(records: Iterable[Luck], min_games: int = MIN_LUCK_GAMES, size: int = LUCK_BOARD_SIZE) -> LuckBoard:
    """The players with ``min_games`` games or more: the ``size`` luckiest and the ``size`` unluckiest (fewer each
    when there are fewer than twice ``size``: the luckier half, then the rest). Level on luck, more games first."""
    eligible = sorted((p for p in totals(records) if p.games >= min_games), key=lambda p: (-p.luck, -p.games))
    lucky = min(size, (len(eligible) + 1) // 2)
    unlucky = min(size, len(eligible) - lucky)
    return LuckBoard(eligible[:lucky], list(reversed(eligible[len(eligible) - unlucky:])))
