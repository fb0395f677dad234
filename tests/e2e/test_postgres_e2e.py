"""The unmodified bot on PostgreSQL (DATABASE_URL set) against the stand-in, with the test session's real server:
a whole game of each of the four games; a SQLite database moved up with `python -m data.copy` and back, live game
and standings included; a malformed URL and an unreachable server at start; the server restarting mid-game.
The URL's password must show nowhere in what the bot prints or logs."""

from __future__ import annotations

import asyncio
import os
import subprocess
import sys
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any

import asyncpg
import pytest
from e2e.conftest import (
    CHANNEL_MESSAGE,
    COMPUTER_DELAY,
    PATIENCE,
    UPDATE_MESSAGE,
    add_people,
    open_table,
    play_until_over,
    settled,
    stand_in,
    whose_turn,
)
from fakediscord import Application, BotProcess, FakeDiscord, StoredMessage

from i18n import t
from rules.games import GAMES
from tests.data.postgres_server import PASSWORD, PostgresServer, free_port

ROOT = Path(__file__).resolve().parents[2]
ROLL = t("en", "lcr.action.roll")
COMPUTERS = 3


async def fetch(url: str, sql: str, *args: Any) -> list[asyncpg.Record]:
    connection = await asyncpg.connect(url)
    try:
        return await connection.fetch(sql, *args)
    finally:
        await connection.close()


@asynccontextmanager
async def bot_on(
    fake: FakeDiscord, app: Application, workdir: Path, name: str, **env: str
) -> AsyncIterator[BotProcess]:
    """bot.py as `app` (process `name`, its log `workdir/<name>.log`) with these settings; on the way out, its
    output must not hold the database password."""
    process = BotProcess(fake, app, "bot.py", workdir=workdir, name=name,
                         env={"PIPS_COMPUTER_DELAY": COMPUTER_DELAY, **env})
    try:
        async with process:
            await settled(fake, process)
            yield process
    finally:
        assert PASSWORD not in process.log_path.read_text(errors="replace")


def finished(message: StoredMessage, kind: str) -> bool:
    return t("en", "table.title.finished", game=t("en", f"game.{kind}")) in message.text()


# --- a whole game of each kind ----------------------------------------------------------------------------


async def test_three_people_play_a_whole_lcr_game_on_postgresql(tmp_path: Path, pg_url: str) -> None:
    async with stand_in() as fake:
        people = await add_people(fake)
        async with bot_on(fake, fake.add_application("Pips"), tmp_path, "pips", DATABASE_URL=pg_url):
            message = await open_table(fake, "lcr start", people)
            rolls = await play_until_over(fake, message, people, ROLL)
            assert finished(message, "lcr")
    (table,) = await fetch(pg_url, "SELECT id, status, version FROM tables")
    assert table["status"] == "finished"
    actions = await fetch(pg_url, "SELECT action FROM actions WHERE table_id = $1 ORDER BY version", table["id"])
    assert [a["action"] for a in actions] == ["start"] + ["roll"] * len(rolls)
    results = await fetch(pg_url, "SELECT user_id, won FROM results ORDER BY seat")
    assert [r["user_id"] for r in results] == [p.id for p in people] and sum(r["won"] for r in results) == 1


@pytest.mark.parametrize("kind", [kind for kind in GAMES if kind != "lcr"])  # LCR: people play it above
async def test_computers_play_a_whole_game_to_its_end_on_postgresql(kind: str, tmp_path: Path, pg_url: str) -> None:
    """The host opens the table, seats three computers, starts and leaves: every move after that is a computer's,
    made by the bot's timers and committed to PostgreSQL, until the finished table is on screen."""
    async with stand_in(channel_edit_limit=None) as fake:
        (host,) = await add_people(fake, ("Alice",))
        async with bot_on(fake, fake.add_application("Pips"), tmp_path, "pips", DATABASE_URL=pg_url):
            table = (await fake.slash(host, f"{kind} start")).message
            assert table is not None
            for _ in range(COMPUTERS):
                await fake.click(host, table, t("en", "button.add_computer"))
            await fake.click(host, table, t("en", "button.start"))
            assert (await fake.slash(host, "game leave")).ephemeral
            await fake.wait_for_message(lambda m: m is table and finished(m, kind), timeout=PATIENCE)
    (stored,) = await fetch(pg_url, "SELECT id, status, seats FROM tables")
    assert stored["status"] == "finished"
    results = await fetch(pg_url, "SELECT computer, seat FROM results WHERE table_id = $1 ORDER BY seat", stored["id"])
    assert [r["seat"] for r in results] == list(range(COMPUTERS + 1))
    assert [r["computer"] for r in results] == [False] + [True] * COMPUTERS


# --- moving a SQLite database up, and back ---------------------------------------------------------------------


def run_copy(source: str, dest: str) -> subprocess.CompletedProcess[str]:
    done = subprocess.run([sys.executable, "-m", "data.copy", source, dest], cwd=ROOT, capture_output=True,
                          text=True, timeout=120, check=False)
    assert PASSWORD not in done.stdout + done.stderr
    return done


async def leaderboard(fake: FakeDiscord, person: Any) -> str:
    board = await fake.slash(person, "leaderboard")
    assert board.type == CHANNEL_MESSAGE and not board.ephemeral
    return board.text()


async def test_games_moved_from_sqlite_to_postgresql_and_back_play_on_with_the_same_standings(
    tmp_path: Path, postgres: PostgresServer
) -> None:
    up = postgres.new_database()
    async with stand_in() as fake:
        people = await add_people(fake)
        alice = people[0]
        app = fake.add_application("Pips")
        general, other = fake.channel(), await fake.add_channel("dice")
        async with bot_on(fake, app, tmp_path, "lite") as lite:
            done = await open_table(fake, "lcr start", people, channel=general)
            await play_until_over(fake, done, people, ROLL)
            live = await open_table(fake, "lcr start", people, channel=other)
            for _ in range(2):
                assert (await fake.click(whose_turn(live, people), live, ROLL)).type == UPDATE_MESSAGE
            standings = await leaderboard(fake, alice)
        refused = run_copy(str(lite.database_path), str(tmp_path / "lite.sqlite3"))
        assert refused.returncode == 1 and "same database" in refused.stderr

        moved = run_copy(str(lite.database_path), up)
        assert moved.returncode == 0, moved.stderr
        assert "copied" in moved.stdout and "tables" in moved.stdout

        async with bot_on(fake, app, tmp_path, "pg", DATABASE_URL=up):
            assert await leaderboard(fake, alice) == standings
            version = (await fetch(up, "SELECT version FROM tables WHERE status = 'playing'"))[0]["version"]
            answer = await fake.click(whose_turn(live, people), live, ROLL)  # the old message plays on
            assert answer.type == UPDATE_MESSAGE and answer.message is live
            assert (await fetch(up, "SELECT version FROM tables WHERE status = 'playing'"))[0]["version"] == version + 1
            await play_until_over(fake, live, people, ROLL)
            standings = await leaderboard(fake, alice)  # two finished games now

        back = tmp_path / "back.sqlite3"
        again = run_copy(up, str(back))
        assert again.returncode == 0, again.stderr
        async with bot_on(fake, app, tmp_path, "back", DATABASE_PATH=str(back)):
            assert await leaderboard(fake, alice) == standings
            await open_table(fake, "lcr start", people, channel=other)  # and new tables get new ids
        refused = run_copy(str(back), up)  # into a database that holds something
        assert refused.returncode == 1 and "not empty" in refused.stderr


# --- faults at start -----------------------------------------------------------------------------------------


def start_bot(database_url: str) -> subprocess.CompletedProcess[str]:
    env = {key: value for key, value in os.environ.items() if not key.startswith(("DISCORD_", "DATABASE_"))}
    env.update(DISCORD_TOKEN="not-a-real-token", DATABASE_URL=database_url, PYTHONUNBUFFERED="1")
    return subprocess.run([sys.executable, "bot.py"], cwd=ROOT, env=env, capture_output=True, text=True, timeout=60,
                          check=False)


@pytest.mark.parametrize(("url", "says"), [
    (f"mysql://pips:{PASSWORD}@db.example.com/pips", "must start with postgresql://"),
    (f"postgresql://pips:{PASSWORD}@/pips", "names no host"),
    (f"postgresql://pips:{PASSWORD}@db.example.com/", "names no database"),
    (f"postgresql://pips:{PASSWORD}@db.example.com:port/pips", "malformed"),
])
def test_a_malformed_database_url_stops_the_bot_at_once_without_the_password(url: str, says: str) -> None:
    done = start_bot(url)
    assert done.returncode == 2
    assert says in done.stderr and done.stderr.count("\n") == 1  # one clear line
    assert PASSWORD not in done.stdout + done.stderr


def test_an_unreachable_server_stops_the_bot_at_once_naming_the_host_and_database() -> None:
    port = free_port()
    done = start_bot(f"postgresql://pips:{PASSWORD}@127.0.0.1:{port}/games")
    assert done.returncode == 1
    (line,) = [line for line in done.stderr.splitlines() if line.startswith("pips:")]
    assert f'database "games" on 127.0.0.1:{port}' in line
    assert PASSWORD not in done.stdout + done.stderr


# --- the server restarting while the bot runs -------------------------------------------------------------


async def test_clicks_while_the_server_restarts_are_told_to_try_again_and_play_resumes_by_itself(
    tmp_path: Path, postgres: PostgresServer, pg_url: str
) -> None:
    async with stand_in() as fake:
        people = await add_people(fake)
        async with bot_on(fake, fake.add_application("Pips"), tmp_path, "pips", DATABASE_URL=pg_url) as bot:
            # no live chances: their background redraw may come at any moment, and this compares the screen
            message = await open_table(fake, "lcr start", people, live_chances=False)
            assert (await fake.click(whose_turn(message, people), message, ROLL)).type == UPDATE_MESSAGE
            before = message.text()
            player = whose_turn(message, people)

            await asyncio.to_thread(postgres.stop)
            try:
                for _ in range(2):  # the first click finds the dead connection, the next one no server at all
                    answer = await fake.click(player, message, ROLL)
                    assert answer.ephemeral and answer.content == t("en", "error.store_unavailable")
                assert message.text() == before  # nothing changed on screen
            finally:
                await asyncio.to_thread(postgres.start)

            answer = await fake.click(player, message, ROLL)  # no bot restart: the pool reconnected
            assert answer.type == UPDATE_MESSAGE and answer.message is message
            actions = await fetch(pg_url, "SELECT action FROM actions ORDER BY version")
            assert [a["action"] for a in actions] == ["start", "roll", "roll"]  # nothing doubled, nothing half-done
            await play_until_over(fake, message, people, ROLL)
            assert "Traceback" not in bot.log_tail(lines=10_000)
