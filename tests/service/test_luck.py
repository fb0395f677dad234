"""Luck: wins against the sum of the chances each game gave at its start (Buck Dice: losses, the other way round);
the luck board's luckiest and unluckiest with enough games."""

from __future__ import annotations

import pytest

from data.store import Luck
from service.luck import luck_board, luck_of, totals


def test_luck_is_wins_minus_the_chances_and_for_losses_the_other_way_round() -> None:
    assert luck_of(Luck("lcr", 1, 20, 7, 5.3, False)) == pytest.approx(1.7)
    assert luck_of(Luck("buck", 1, 20, 2, 3.1, True)) == pytest.approx(1.1)  # fewer losses than given: lucky
    assert luck_of(Luck("buck", 1, 20, 5, 3.1, True)) == pytest.approx(-1.9)


def test_a_players_luck_adds_up_over_the_kinds() -> None:
    (player,) = totals([Luck("lcr", 1, 4, 3, 1.0, False), Luck("buck", 1, 3, 1, 0.5, True)])
    assert (player.games, player.luck) == (7, pytest.approx(1.5))


def test_the_board_has_the_luckiest_and_the_unluckiest_with_enough_games_nobody_on_both() -> None:
    records = [Luck("lcr", user, 5, hits, 2.0, False) for user, hits in enumerate([0, 1, 2, 3, 4, 5, 4], start=1)]
    records.append(Luck("lcr", 99, 4, 4, 0.0, False))  # four games: not on the board
    board = luck_board(records)
    assert [p.user_id for p in board.luckiest] == [6, 5, 7]  # level on luck: listed as they came
    assert [p.user_id for p in board.unluckiest] == [1, 2, 3]
    few = luck_board(records[:3])
    assert ([p.user_id for p in few.luckiest], [p.user_id for p in few.unluckiest]) == ([3, 2], [1])
    assert luck_board([]).luckiest == []
