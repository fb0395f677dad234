"""Server settings, player records and a channel's past games on both stores (a real SQLite file, a real
PostgreSQL database), each read back through a fresh store on the same database (what was written, not what a
store kept)."""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from dataclasses import replace
from typing import TypeVar

import asyncpg
import pytest

from data.records import Result, Seat, Status, Table
from data.sqlite import SqliteStore
from data.store import Finisher, GuildSettings, PlayerRecord, Store
from tests.conftest import OpenAgain

GUILD, OTHER_GUILD = 10, 20
CHANNEL, OTHER_CHANNEL = 100, 200
T = TypeVar("T")


@pytest.fixture(params=["sqlite", "postgres"])
def store_kind(request: pytest.FixtureRequest) -> str:
    return str(request.param)


async def read_back(open_again: OpenAgain, read: Callable[[Store], Awaitable[T]]) -> T:
    reopened = await open_again()
    try:
        return await read(reopened)
    finally:
        await reopened.close()


def seat_result(seat: int, user_id: int, *, won: bool = False, lost: bool = False, score: int = 0,
                computer: bool = False, rounds: int = 0) -> Result:
    return Result(user_id=user_id, name=f"P{user_id}", computer=computer, seat=seat, won=won, lost=lost,
                  score=score, rounds=rounds, points=score)


async def play(
    store: SqliteStore, kind: str, results: list[Result], *, channel: int = CHANNEL, guild: int = GUILD,
    status: Status = Status.FINISHED, at: float = 100.0,
) -> Table:
    """A table in ``channel`` ended with ``status`` and these result lines, written as the service writes them."""
    seats = [Seat(r.user_id, r.name, r.computer) for r in results]
    table = await store.create_table(
        Table(kind=kind, guild_id=guild, channel_id=channel, host_id=results[0].user_id, seed=f"{at:064.0f}",
              options={}, seats=seats, created_at=at, updated_at=at)
    )
    await store.set_message(table.id, 5000 + table.id)
    table = replace(table, status=status)
    table = replace(table, updated_at=at + 1)
    return await store.save_table(table, [], results if status is Status.FINISHED else [])


# --- settings ---------------------------------------------------------------------------------------


async def test_a_server_that_chose_nothing_has_the_defaults(store: SqliteStore) -> None:
    assert await store.guild_settings(GUILD) == GuildSettings(GUILD)
    assert GuildSettings(GUILD) == GuildSettings(GUILD, None, None, True, True, ())


async def test_saved_settings_are_in_the_file_and_each_server_has_its_own(
    store: SqliteStore, open_again: OpenAgain
) -> None:
    chosen = GuildSettings(GUILD, language="fr", turn_timeout=90, pings=False, computers=False, channels=(7, 3))
    await store.save_guild_settings(chosen)
    await store.save_guild_settings(GuildSettings(OTHER_GUILD, channels=(11,)))

    assert await read_back(open_again, lambda s: s.guild_settings(GUILD)) == GuildSettings(
        GUILD, language="fr", turn_timeout=90, pings=False, computers=False, channels=(3, 7)
    )
    assert await read_back(open_again, lambda s: s.guild_settings(OTHER_GUILD)) == GuildSettings(
        OTHER_GUILD, channels=(11,)
    )


async def test_saving_again_replaces_every_field_channels_included(store: SqliteStore, open_again: OpenAgain) -> None:
    await store.save_guild_settings(GuildSettings(GUILD, language="fr", turn_timeout=90, channels=(3, 7)))
    await store.save_guild_settings(GuildSettings(GUILD, pings=False, channels=(7,)))
    assert await read_back(open_again, lambda s: s.guild_settings(GUILD)) == GuildSettings(
        GUILD, pings=False, channels=(7,)
    )
    await store.save_guild_settings(GuildSettings(GUILD))
    assert await read_back(open_again, lambda s: s.guild_settings(GUILD)) == GuildSettings(GUILD)


async def test_a_failed_save_writes_nothing(store: SqliteStore, open_again: OpenAgain) -> None:
    await store.save_guild_settings(GuildSettings(GUILD, language="fr", channels=(3,)))
    # a channel id neither store can hold (64 bits), refused after the settings row
    with pytest.raises((OverflowError, asyncpg.DataError)):
        await store.save_guild_settings(GuildSettings(GUILD, language="en", channels=(4, 1 << 70)))
    assert await read_back(open_again, lambda s: s.guild_settings(GUILD)) == GuildSettings(
        GUILD, language="fr", channels=(3,)
    )


# --- a player's records ---------------------------------------------------------------------------


async def test_a_players_records_per_kind_count_only_their_seats_in_that_server(
    store: SqliteStore, open_again: OpenAgain
) -> None:
    await play(store, "chicago", [seat_result(0, 1, won=True, score=40), seat_result(1, 2, lost=True, score=30)])
    await play(store, "chicago", [seat_result(0, 2, won=True, score=55), seat_result(1, 1, lost=True, score=52)])
    await play(store, "buck", [seat_result(0, 1, lost=True, score=9), seat_result(1, 2, won=True, score=15)])
    await play(store, "leftovers", [seat_result(0, 1, won=True, score=4, rounds=3),
                                    seat_result(1, -1, computer=True, lost=True, score=30, rounds=3)])
    await play(store, "chicago", [seat_result(0, 1, won=True, score=99)], guild=OTHER_GUILD)

    records = await read_back(open_again, lambda s: s.player_records(GUILD, 1))
    assert records == [
        PlayerRecord("buck", games=1, wins=0, losses=1, score_total=9, best_score=9, rounds=0, points=9),
        PlayerRecord("chicago", games=2, wins=1, losses=1, score_total=92, best_score=52, rounds=0, points=92),
        PlayerRecord("leftovers", games=1, wins=1, losses=0, score_total=4, best_score=4, rounds=3, points=4),
    ]
    assert [r.kind for r in await store.player_records(GUILD, 1, "chicago")] == ["chicago"]
    assert await store.player_records(GUILD, -1) == []  # a computer seat is nobody's record
    assert await store.player_records(GUILD, 3) == []


# --- a channel's past games -------------------------------------------------------------------------


async def test_past_games_are_the_channels_finished_tables_newest_first_with_their_seats(
    store: SqliteStore, open_again: OpenAgain
) -> None:
    first = await play(store, "lcr", [seat_result(0, 1, won=True, score=9), seat_result(1, -1, computer=True)],
                       at=100)
    await play(store, "lcr", [seat_result(0, 1)], status=Status.CANCELLED, at=200)
    await play(store, "buck", [seat_result(0, 2, won=True), seat_result(1, 1, lost=True)], channel=OTHER_CHANNEL,
               at=300)
    last = await play(store, "buck", [seat_result(0, 2, won=True), seat_result(1, 1, lost=True)], at=400)

    games = await read_back(open_again, lambda s: s.past_games(CHANNEL))
    assert [(g.table_id, g.kind, g.message_id, g.finished_at) for g in games] == [
        (last.id, "buck", 5000 + last.id, 401.0), (first.id, "lcr", 5000 + first.id, 101.0),
    ]
    assert games[1].seed == first.seed and games[1].guild_id == GUILD and games[1].channel_id == CHANNEL
    assert games[1].seats == (Finisher(1, "P1", False, True, False), Finisher(-1, "P-1", True, False, False))
    assert games[0].seats == (Finisher(2, "P2", False, True, False), Finisher(1, "P1", False, False, True))
    assert [g.table_id for g in await store.past_games(CHANNEL, "lcr")] == [first.id]


async def test_past_games_stop_at_the_limit(store: SqliteStore) -> None:
    tables = [await play(store, "lcr", [seat_result(0, 1, won=True)], at=100 + i) for i in range(12)]
    games = await store.past_games(CHANNEL, limit=10)
    assert [g.table_id for g in games] == [t.id for t in reversed(tables)][:10]
    assert await store.past_games(OTHER_CHANNEL) == []
