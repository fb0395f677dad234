"""/stats and /history from finished games written as the service writes them: records per kind, win rates only
from MIN_GAMES games, places among people (computers never), and a channel's last games."""

from __future__ import annotations

from fractions import Fraction

from data.records import Result
from data.sqlite import SqliteStore
from data.store import Standing
from service.stats import HISTORY_LENGTH, MIN_GAMES, Stats, places
from tests.data.test_settings_store import play, seat_result

GUILD = 10
ANA, BEN, CY = 1, 2, 3


def standing(user_id: int, games: int, wins: int, *, computer: bool = False) -> Standing:
    return Standing("lcr", user_id, f"P{user_id}", computer, games, wins, 0, 0)


def test_places_rank_people_with_enough_games_by_win_rate() -> None:
    found = places([
        standing(1, 10, 5),  # 1/2
        standing(2, 5, 4),  # 4/5: first
        standing(3, 4, 4),  # too few games: unranked
        standing(4, 20, 10),  # 1/2 over more games: before player 1
        standing(5, 10, 5),  # level with player 1: the same place
        standing(-1, 50, 49, computer=True),  # computers are never ranked
    ])
    assert found == {2: 1, 4: 2, 1: 3, 5: 3}


async def test_a_players_stats_show_a_rate_and_a_place_only_from_enough_games(store: SqliteStore) -> None:
    stats = Stats(store)
    for game in range(MIN_GAMES):  # Ana wins 3 of 5 LCR games against Ben
        ana_won = game < 3
        await play(store, "lcr", [seat_result(0, ANA, won=ana_won, score=9 if ana_won else 0),
                                  seat_result(1, BEN, won=not ana_won, score=0 if ana_won else 9)], at=100 + game)
    await play(store, "leftovers", [seat_result(0, ANA, won=True, score=7, rounds=4),
                                    seat_result(1, -1, computer=True, lost=True, score=40, rounds=4)], at=200)

    ana = await stats.player(GUILD, ANA)
    assert (ana.games, ana.wins, ana.win_rate) == (6, 4, Fraction(4, 6))
    lcr, leftovers = ana.kinds
    assert (lcr.record.kind, lcr.record.games, lcr.record.score_total, lcr.win_rate) == ("lcr", 5, 27,
                                                                                         Fraction(3, 5))
    assert (lcr.rank, lcr.ranked) == (1, 2)
    assert (leftovers.rank, leftovers.win_rate, leftovers.points_per_round) == (None, None, Fraction(7, 4))

    ben = await stats.player(GUILD, BEN, "lcr")
    assert [(k.record.kind, k.rank, k.ranked) for k in ben.kinds] == [("lcr", 2, 2)]
    assert (await stats.player(GUILD, CY)).kinds == []
    assert (await stats.player(GUILD, -1)).kinds == []  # a computer seat is no player


async def test_below_the_minimum_no_rate_is_given(store: SqliteStore) -> None:
    for game in range(MIN_GAMES - 1):
        await play(store, "buck", [seat_result(0, ANA, won=True), seat_result(1, BEN, lost=True)], at=100 + game)
    ana = await Stats(store).player(GUILD, ANA)
    assert ana.win_rate is None and ana.kinds[0].win_rate is None and ana.kinds[0].rank is None
    assert (await Stats(store).player(GUILD, BEN)).kinds[0].record.losses == MIN_GAMES - 1


async def test_history_is_the_channels_last_games(store: SqliteStore) -> None:
    results: list[Result] = [seat_result(0, ANA, won=True), seat_result(1, BEN, lost=True)]
    tables = [await play(store, "chicago", results, at=100 + i) for i in range(HISTORY_LENGTH + 2)]
    history = await Stats(store).history(100)
    assert [game.table_id for game in history] == [t.id for t in reversed(tables)][:HISTORY_LENGTH]
    assert await Stats(store).history(100, "lcr") == []
