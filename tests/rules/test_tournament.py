"""A tournament's pure part: balanced deals from its seed, each game's ranking, who goes on, ties, the champion."""

from __future__ import annotations

import hashlib
import hmac
from collections import Counter

import pytest

from rules.base import Outcome
from rules.dice import SeededDice, commitment, draw
from rules.games import GAMES
from rules.ranking import losers_last, winners_first, winners_then_fewest_points
from rules.tournament import Tournament, TournamentError, deal, settle, stream, table_count

SEED = bytes(range(32))


def test_each_game_declares_its_ranking() -> None:
    won = Outcome.won_by((1,), 3, (0, 9, 0))
    assert GAMES["lcr"].ranking(won) == ((1,), (0, 2))
    assert GAMES["chicago"].ranking(won) == ((1,), (0, 2))
    assert GAMES["buck"].ranking(Outcome((0, 2), (1,), (5, 1, 7))) == ((0, 2), (1,))
    assert GAMES["leftovers"].ranking(Outcome.won_by((2,), 4, (25, 30, 12, 25))) == ((2,), (0, 3), (1,))


def test_rankings_keep_every_seat_once() -> None:
    outcome = Outcome.won_by((0,), 4, (3, 21, 22, 21))
    for ranking in (winners_first, losers_last, winners_then_fewest_points):
        seats = [seat for place in ranking(outcome) for seat in place]
        assert sorted(seats) == [0, 1, 2, 3]


def test_five_players_of_table_size_three_sit_at_three_and_two() -> None:
    seating = deal([1, 2, 3, 4, 5], 3, 2, SEED, 1)
    assert sorted(len(table) for table in seating.tables) == [2, 3]
    assert sorted(p for table in seating.tables for p in table) == [1, 2, 3, 4, 5]
    assert seating.computers == (0, 0) and not seating.balanced


def test_the_deal_is_the_seed_s_shuffle_that_anyone_can_recompute() -> None:
    players = list(range(10, 20))
    seating = deal(players, 4, 2, SEED, 2)
    dice = SeededDice(hmac.new(SEED, b"deal 2", hashlib.sha256).digest())
    order = list(players)
    for last in range(len(order) - 1, 0, -1):
        pick = draw(dice, last + 1)
        order[last], order[pick] = order[pick], order[last]
    assert [p for table in seating.tables for p in table] == order
    assert deal(players, 4, 2, SEED, 2) == seating
    assert deal(players, 4, 2, SEED, 3) != seating
    assert deal(players, 4, 2, bytes(32), 2) != seating


def test_tables_are_balanced_above_the_size_asked_only_to_keep_the_minimum() -> None:
    for players in range(4, 41):
        for size in range(2, 8):
            seating = deal(list(range(players)), size, 2, SEED, 1)
            sizes = [len(t) for t in seating.tables]
            assert max(sizes) - min(sizes) <= 1
            assert min(sizes) >= 2
            assert (max(sizes) > size) == seating.balanced


def test_lcr_is_never_dealt_below_three_it_balances_instead() -> None:
    for players in range(3, 30):
        seating = deal(list(range(players)), 3, 3, SEED, 1)
        assert all(
            len(table) + computers >= 3 for table, computers in zip(seating.tables, seating.computers, strict=True)
        )
    seating = deal(list(range(7)), 3, 3, SEED, 1)  # 3, 2, 2 asked: 4 and 3 instead
    assert sorted(len(t) for t in seating.tables) == [3, 4] and seating.balanced
    assert seating.computers == (0, 0)


def test_two_players_of_lcr_get_a_computer_at_the_final() -> None:
    seating = deal([7, 8], 3, 3, SEED, 2)
    assert seating.tables[0] in ((7, 8), (8, 7)) and seating.computers == (1,)


def test_table_count_needs_two_tables_to_start() -> None:
    assert table_count(5, 3, 2) == 2
    assert table_count(4, 3, 3) == 1
    assert not Tournament(3, 1, 2, SEED, [1, 2, 3]).can_start()
    assert not Tournament(3, 1, 3, SEED, [1, 2, 3, 4]).can_start()
    assert Tournament(3, 1, 2, SEED, [1, 2, 3, 4]).can_start()
    with pytest.raises(TournamentError):
        Tournament(3, 1, 2, SEED, [1, 2, 3]).start()


def test_settle_orders_the_tied_by_their_dice_highest_first() -> None:
    dice = stream(SEED, "tie 1 1")
    chosen, rolls = settle([1, 2, 3, 4], 2, dice)
    assert len(chosen) == 2 and set(chosen) <= {1, 2, 3, 4}
    assert all(rolls[p] for p in (1, 2, 3, 4))
    out = [p for p in (1, 2, 3, 4) if p not in chosen]
    # whoever went on rolled at least as high in the first throw as anyone who did not
    assert min(rolls[p][0] for p in chosen) >= max(rolls[p][0] for p in out)


def test_settle_is_fair_over_many_seeds() -> None:
    counts = Counter(settle([1, 2, 3], 1, stream(i.to_bytes(4, "big"), "tie"))[0][0] for i in range(3000))
    assert all(900 < counts[p] < 1100 for p in (1, 2, 3))


def play(tournament: Tournament, rank: dict[int, int]) -> None:
    """Play every table of the current round: the lower ``rank`` the better, one place each."""
    round_index = len(tournament.rounds) - 1
    for index, table in enumerate(tournament.rounds[round_index].tables):
        seats = sorted(
            range(len(table.players) + table.computers),
            key=lambda s: rank.get(table.players[s], 99) if s < len(table.players) else 100,
        )
        tournament.record(round_index, index, tuple((seat,) for seat in seats))


def test_a_five_player_tournament_plays_two_tables_then_a_final() -> None:
    tournament = Tournament(3, 1, 2, SEED, [1, 2, 3, 4, 5])
    first = tournament.start()
    assert sorted(len(t.players) for t in first.tables) == [2, 3]
    rank = {1: 1, 2: 2, 3: 3, 4: 4, 5: 5}
    play(tournament, rank)
    assert len(tournament.rounds) == 2
    final = tournament.rounds[1].tables
    assert len(final) == 1 and len(final[0].players) == 2
    assert {t.went_on[0] for t in first.tables} == set(final[0].players)
    play(tournament, rank)
    assert tournament.over and tournament.champion == min(final[0].players, key=rank.__getitem__)


def test_advance_two_keeps_the_top_two_of_each_table() -> None:
    tournament = Tournament(4, 2, 2, SEED, list(range(1, 9)))
    tournament.start()
    play(tournament, {p: p for p in range(1, 9)})
    for table in tournament.rounds[0].tables:
        assert table.went_on == tuple(sorted(table.players)[:2])
    assert len(tournament.rounds[1].tables) == 1


def test_buck_dice_ties_are_rolled_for_and_the_loser_goes_out() -> None:
    tournament = Tournament(3, 1, 2, SEED, [1, 2, 3, 4, 5, 6])
    tournament.start()
    table = tournament.rounds[0].tables[0]
    places = GAMES["buck"].ranking(Outcome((0, 1), (2,), (3, 4, 9)))
    tournament.record(0, 0, places)
    assert table.went_on[0] in table.players[:2] and len(table.went_on) == 1
    assert set(table.rolls) == set(table.players[:2])
    again = Tournament.from_dict(tournament.to_dict())
    assert again == tournament


def test_a_table_is_ranked_once_and_only_in_its_round() -> None:
    tournament = Tournament(3, 1, 2, SEED, [1, 2, 3, 4, 5])
    tournament.start()
    tournament.record(0, 0, ((0,), (1,)))
    with pytest.raises(TournamentError):
        tournament.record(0, 0, ((0,), (1,)))
    with pytest.raises(TournamentError):
        tournament.record(1, 0, ((0,), (1,)))


def test_who_forfeits_never_goes_on() -> None:
    tournament = Tournament(3, 1, 2, SEED, [1, 2, 3, 4, 5, 6])
    tournament.start()
    table = tournament.rounds[0].tables[0]
    tournament.forfeit(table.players[0])
    tournament.record(0, 0, tuple((seat,) for seat in range(3)))
    assert table.went_on == (table.players[1],)


def test_computer_seats_never_go_on() -> None:
    tournament = Tournament(3, 1, 3, SEED, list(range(1, 7)))
    tournament.start()
    play(tournament, {p: p for p in range(1, 7)})
    final = tournament.rounds[1].tables[0]
    assert final.computers == 1
    tournament.record(1, 0, ((2,), (0,), (1,)))  # the computer won the final
    assert tournament.champion == final.players[0]


def test_the_stored_form_reads_back_at_every_point() -> None:
    tournament = Tournament(3, 1, 2, SEED, [1, 2, 3, 4, 5])
    assert Tournament.from_dict(tournament.to_dict()) == tournament
    tournament.start()
    assert Tournament.from_dict(tournament.to_dict()) == tournament
    play(tournament, {})
    assert Tournament.from_dict(tournament.to_dict()) == tournament
    assert tournament.fingerprint == commitment(SEED)
