"""Seasons and luck end to end, on SQLite and on PostgreSQL: three people finish an LCR game; the chances Pips
gave each seat when it started are stored; /leaderboard shows the current season with when it ends (a Discord
timestamp), and /stats the player's luck in that game with how it is counted."""

from __future__ import annotations

import asyncio
import time
from contextlib import closing
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from e2e.conftest import (
    CHANNEL_MESSAGE,
    PATIENCE,
    add_people,
    eventually,
    open_table,
    play_until_over,
    read_only,
    settled,
    stand_in,
    stored,
)
from e2e.test_postgres_e2e import bot_on, fetch
from fakediscord import BotProcess, FakeDiscord, Member

from data.store import Luck
from discord_side.seasons import luck_line
from i18n import t
from service.seasons import calendar

ROLL = t("en", "lcr.action.roll")


def this_month() -> str:
    season = calendar(int(datetime.now(UTC).timestamp()), "month")
    return t("en", "season.current", start=season.start, end=season.end)


async def shows_season_and_luck(fake: FakeDiscord, people: list[Member], rows: list[dict[str, Any]]) -> None:
    """/leaderboard opens on this month's season with its end; each player's /stats gives their luck."""
    board = await fake.slash(people[0], "leaderboard")
    assert board.type == CHANNEL_MESSAGE
    description = board.embeds[0]["description"]
    assert description.split("\n")[0] == this_month()
    assert "<t:" in description and ":R>" in description
    for person in people:
        (row,) = [row for row in rows if row["user_id"] == person.id]
        luck = Luck("lcr", person.id, 1, int(row["won"]), row["chance"], False)
        stats = (await fake.slash(person, "stats")).embeds[0]["description"].split("\n")
        assert stats[0] == this_month()
        assert luck_line(luck, "en") in stats and t("en", "luck.how") in stats
    lucky = await fake.slash(people[1], "leaderboard", luck=True)
    assert t("en", "luck.how") in lucky.embeds[0]["description"]  # (one game each: nobody on the board yet)


async def test_a_finished_game_shows_on_the_seasons_board_and_its_luck_in_stats_on_sqlite(
    fake: FakeDiscord, bot: BotProcess, people: list[Member]
) -> None:
    await settled(fake, bot)
    message = await open_table(fake, "lcr start", people)
    await play_until_over(fake, message, people, ROLL)
    table = stored(bot, message)

    def rows() -> list[dict[str, Any]] | None:
        with closing(read_only(bot)) as db:
            found = db.execute(
                "SELECT r.user_id, r.won, c.chance FROM results AS r JOIN start_chances AS c"
                " ON c.table_id = r.table_id AND c.seat = r.seat WHERE r.table_id = ?", (table.id,),
            ).fetchall()
        return [dict(row) for row in found] if len(found) == len(people) else None

    found = await eventually(rows, "the start chances of the game")
    assert abs(sum(row["chance"] for row in found) - 1) < 1e-9  # LCR: one winner, exactly (its chain solved)
    await shows_season_and_luck(fake, people, found)


async def test_the_seasons_board_and_luck_on_postgresql(tmp_path: Path, pg_url: str) -> None:
    async with stand_in() as fake:
        people = await add_people(fake)
        async with bot_on(fake, fake.add_application("Pips"), tmp_path, "pips", DATABASE_URL=pg_url):
            message = await open_table(fake, "lcr start", people)
            await play_until_over(fake, message, people, ROLL)

            async def rows() -> list[dict[str, Any]]:
                found = await fetch(pg_url, "SELECT r.user_id, r.won, c.chance FROM results AS r JOIN start_chances"
                                    " AS c ON c.table_id = r.table_id AND c.seat = r.seat")
                return [dict(row) for row in found]

            found: list[dict[str, Any]] = []
            give_up = time.monotonic() + PATIENCE
            while len(found) < len(people):  # the chances are stored off the click path, just after the start
                assert time.monotonic() < give_up, "the start chances were never stored"
                await asyncio.sleep(0.05)
                found = await rows()
            await shows_season_and_luck(fake, people, found)
