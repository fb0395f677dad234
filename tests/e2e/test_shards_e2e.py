"""Sharded Pips end to end: the unmodified bot (`python bot.py`) with SHARD_COUNT and SHARD_IDS against the stand-in,
which sends each guild's events only to the session of its shard.

One process may run every shard (on SQLite, as before); several processes run a few shards each on one
PostgreSQL database. Each process answers, times and redraws the tables of its own guilds only; only the
process holding shard 0 syncs the commands.
"""

from __future__ import annotations

import asyncio
import json
import re
import time
from collections.abc import AsyncIterator, Callable
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any

import asyncpg
from e2e.conftest import (
    CHANNEL_MESSAGE,
    COMPUTER_DELAY,
    MODAL,
    PATIENCE,
    TURN,
    UPDATE_MESSAGE,
    catalog_pattern,
    settled,
    shown_step,
    sigkill,
    stand_in,
    stored,
)
from fakediscord import BotProcess, FakeDiscord, Member, StoredMessage
from fakediscord.ids import shard_of
from fakediscord.interactions import DEFERRED_UPDATE_MESSAGE

from i18n import t

ROLL = t("en", "lcr.action.roll")
JOIN = t("en", "button.join")
TIMEOUT = 15  # the shortest turn timeout a table takes
# Commands go global (no DEV_GUILD_ID): they must work in every guild of every shard.
SHARDED = {"PIPS_COMPUTER_DELAY": COMPUTER_DELAY, "DEV_GUILD_ID": "", "SHARD_COUNT": "2"}


# --- people at tables in several guilds ---------------------------------------------------------------------


def person_to_roll(message: StoredMessage, people: list[Member]) -> Member | None:
    """The person the table names to act; None while a computer seat is to move."""
    found = TURN.search(message.text())
    return None if found is None else next((p for p in people if p.id == int(found[1])), None)


async def your_turn(fake: FakeDiscord, message: StoredMessage, people: list[Member]) -> Member | None:
    """Wait for a person's turn (the computer seats play on their own, by the bot's timers); None once it is over."""
    await fake.wait_until(lambda: ROLL not in message.labels() or person_to_roll(message, people) is not None,
                          timeout=PATIENCE, what="a person's turn or the end")
    return person_to_roll(message, people) if ROLL in message.labels() else None


def moved_on(message: StoredMessage, step: int | None) -> Callable[[], bool]:
    """Whether the message shows another step than ``step`` now."""
    return lambda: shown_step(message) != step


async def roll(fake: FakeDiscord, message: StoredMessage, people: list[Member], times: int | None = None) -> int:
    """The person whose turn it is rolls, `times` times (None: until the game ends); the clicks answered."""
    clicks = 0
    while times is None or clicks < times:
        player = await your_turn(fake, message, people)
        if player is None:
            break
        step = shown_step(message)
        answer = await fake.click(player, message, ROLL)
        assert answer.message is message, answer.content
        # behind an edit held up by the edits' rate limit (the computer seats' moves), the click is acknowledged and
        # the table drawn right after by its worker (screen/sequencer.py): wait for that drawing
        assert answer.type in (UPDATE_MESSAGE, DEFERRED_UPDATE_MESSAGE), answer.content
        await fake.wait_until(moved_on(message, step), timeout=PATIENCE, what="the roll drawn")
        clicks += 1
    return clicks


async def lcr_with_a_computer(fake: FakeDiscord, people: list[Member], stake: int | None = None,
                              **options: Any) -> StoredMessage:
    """In the people's guild's #general: the first opens LCR, the second joins, a computer seat, Start.

    With `stake`, both people play that many chips (the computer seat its default 3): a roll gives away at most 3
    chips, so a person holds some until their ceil(stake / 3)-th roll at least, and the game, which ends when one
    player alone holds chips, cannot end before then however the dice fall."""
    host, guest = people
    opened = await fake.slash(host, "lcr start", channel=fake.channel(guild=guild_of(fake, host)),
                              stakes=stake is not None, **options)
    assert opened.type == CHANNEL_MESSAGE and opened.message is not None, opened.content
    message = opened.message
    if stake is None:
        assert (await fake.click(guest, message, JOIN)).type == UPDATE_MESSAGE
    else:  # Join opens the stakes dialog, the seated host's too (to change the stake the table gave them)
        for person in (guest, host):
            dialog = await fake.click(person, message, JOIN)
            assert dialog.type == MODAL, dialog.content
            assert (await fake.submit_modal(person, dialog, {"stake": str(stake)})).type == UPDATE_MESSAGE
    for label in ("button.add_computer", "button.start"):
        assert (await fake.click(host, message, t("en", label))).type == UPDATE_MESSAGE
    if stake is not None:  # dealt: both people's stakes and the computer seat's 3
        assert t("en", "lcr.pot", pot=0, dealt=2 * stake + 3) in message.text(), message.text()
    return message


def guild_of(fake: FakeDiscord, member: Member) -> Any:
    return next(guild for guild in fake.guilds if member.id in guild.members)


async def guilds_on_both_shards(fake: FakeDiscord, per_shard: int) -> dict[int, list[Any]]:
    """`per_shard` guilds on each of 2 shards (the stand-in's first guild among them), each with two people."""
    guilds: dict[int, list[Any]] = {0: [], 1: []}
    guilds[shard_of(fake.guild.id, 2)].append(fake.guild)
    for shard in (0, 1):
        while len(guilds[shard]) < per_shard:
            guilds[shard].append(await fake.add_guild(f"Shard {shard} guild {len(guilds[shard])}", shard=(shard, 2)))
    for shard_guilds in guilds.values():
        for guild in shard_guilds:
            for name in ("Ann", "Ben"):
                await fake.add_member(f"{name} of {guild.name}", guild=guild)
    return guilds


def people_of(guild: Any) -> list[Member]:
    return list(guild.members.values())


def leaderboard_line(person: Member, games: int) -> re.Pattern[str]:
    return catalog_pattern("leaderboard.line", rank=r"\d+", name=re.escape(f"<@{person.id}>"), wins=r"\d+",
                           games=str(games))


# --- one process, every shard -------------------------------------------------------------------------------


async def test_one_process_running_both_shards_plays_in_the_guilds_of_each(tmp_path: Path) -> None:
    async with stand_in() as fake:
        guilds = await guilds_on_both_shards(fake, per_shard=1)
        app = fake.add_application("Pips")
        async with BotProcess(fake, app, "bot.py", workdir=tmp_path, env=SHARDED) as bot:
            await settled(fake, bot)
            sessions = fake.state.sessions_of(app)
            assert [(s.shard_id, s.shard_count) for s in sessions] == [(0, 2), (1, 2)]
            assert app.sync_count == 1 and app.global_commands

            tables = {shard: await lcr_with_a_computer(fake, people_of(guilds[shard][0])) for shard in (0, 1)}
            # Both games at once: each guild's clicks reach the process through its own shard's session.
            await asyncio.gather(*(roll(fake, tables[shard], people_of(guilds[shard][0])) for shard in (0, 1)))
            for shard, message in tables.items():
                finished = stored(bot, message)
                assert finished.status == "finished"
                assert any(seat["computer"] for seat in finished.seats)
                board = await fake.slash(people_of(guilds[shard][0])[0], "leaderboard",
                                         channel=fake.channel(guild=guilds[shard][0]))
                for person in people_of(guilds[shard][0]):
                    assert leaderboard_line(person, games=1).search(board.text()), board.text()


# --- two processes on one PostgreSQL --------------------------------------------------------------------------


@asynccontextmanager
async def database(url: str) -> AsyncIterator[asyncpg.Connection]:
    connection = await asyncpg.connect(url)
    try:
        yield connection
    finally:
        await connection.close()


async def row_of(url: str, message: StoredMessage) -> dict[str, Any]:
    """The table shown by `message` as committed, with its action rows (oldest first)."""
    async with database(url) as db:
        row = await db.fetchrow("SELECT * FROM tables WHERE message_id = $1", message.id)
        assert row is not None, f"no table stored for message {message.id}"
        actions = await db.fetch(
            "SELECT user_id, action, events FROM actions WHERE table_id = $1 ORDER BY version, ordinal", row["id"]
        )
    return {**dict(row), "actions": [{**dict(a), "events": json.loads(a["events"])} for a in actions]}


def shard_process(fake: FakeDiscord, app: Any, workdir: Path, url: str, shard: int) -> BotProcess:
    env = {**SHARDED, "SHARD_IDS": str(shard), "DATABASE_URL": url}
    return BotProcess(fake, app, "bot.py", workdir=workdir, env=env, name=f"pips-shard-{shard}",
                      syncs_commands=shard == 0)


async def test_two_processes_on_one_postgres_each_keep_their_shards_through_a_sigkill(
    tmp_path: Path, pg_url: str
) -> None:
    async with stand_in() as fake:
        guilds = await guilds_on_both_shards(fake, per_shard=2)
        app = fake.add_application("Pips")
        first, second = (shard_process(fake, app, tmp_path, pg_url, shard) for shard in (0, 1))
        async with first:
            await settled(fake, first)  # shard 0 first: it syncs the commands and uploads the dice pictures
            async with second:
                assert [(s.shard_id, s.shard_count) for s in fake.state.sessions_of(app)] == [(0, 2), (1, 2)]
                (g0a, g0b), (g1a, g1b) = guilds[0], guilds[1]

                # A game in each guild; shard 1's second table waits for its host, who never rolls. The stakes keep
                # each game on through the clicks counted below whatever the dice (see lcr_with_a_computer): g0a
                # and g1a up to their 3rd click (each person has rolled once by then), g0b up to its 6th (its host
                # has rolled 3 times by then, its guest twice).
                stakes = {g0a.id: 4, g0b.id: 10, g1a.id: 4}
                tables = {guild.id: await lcr_with_a_computer(fake, people_of(guild), stake=stakes[guild.id])
                          for guild in (g0a, g0b, g1a)}
                for guild in (g0a, g0b, g1a):
                    await roll(fake, tables[guild.id], people_of(guild), times=2)
                idle = await lcr_with_a_computer(fake, people_of(g1b), turn_timeout=TIMEOUT)
                await your_turn(fake, tables[g1a.id], people_of(g1a))  # its computer seat has played: nothing due
                before = {guild.id: await row_of(pg_url, message)
                          for guild, message in ((g1a, tables[g1a.id]), (g1b, idle))}
                assert before[g1a.id]["status"] == "playing"  # else "continues where it was" below proves nothing

                await sigkill(fake, second)
                # Shard 0's games go on undisturbed: clicks answered, computer seats played by its timers.
                assert await roll(fake, tables[g0a.id], people_of(g0a)) > 0
                assert (await row_of(pg_url, tables[g0a.id]))["status"] == "finished"
                assert await roll(fake, tables[g0b.id], people_of(g0b), times=3) == 3
                # Shard 1's idle turn runs out while its process is down: shard 0's process leaves it alone, even
                # when it restarts meanwhile (it re-arms the timers of its own guilds only).
                await asyncio.sleep(max(before[g1b.id]["deadline"] + 0.5 - time.time(), 0))
                await first.restart()
                assert await roll(fake, tables[g0b.id], people_of(g0b), times=1) == 1
                for guild_id, row in before.items():
                    assert await row_of(pg_url, idle if guild_id == g1b.id else tables[guild_id]) == row

                restarted_at = time.time()
                await second.start()
                # Its timers are re-armed: the overdue turn is played for the idle host at once.
                timed_out = t("en", "event.timeout", name=f"<@{people_of(g1b)[0].id}>")
                await fake.wait_for_message(lambda m: timed_out in m.text(), channel=fake.channel(guild=g1b),
                                            timeout=PATIENCE)
                after = await row_of(pg_url, idle)
                kept = len(before[g1b.id]["actions"])
                assert after["actions"][:kept] == before[g1b.id]["actions"]  # every accepted click kept
                played_for = after["actions"][kept]
                assert played_for["user_id"] is None and played_for["events"][0]["type"] == "timeout"
                assert after["updated_at"] >= restarted_at
                # The other table continues where it was: the next click is the next version.
                assert await row_of(pg_url, tables[g1a.id]) == before[g1a.id]
                assert await roll(fake, tables[g1a.id], people_of(g1a), times=1) == 1
                assert (await row_of(pg_url, tables[g1a.id]))["version"] > before[g1a.id]["version"]
                # and plays on to its end (the roll just made may already have ended it: the dice are random)
                await roll(fake, tables[g1a.id], people_of(g1a))
                assert (await row_of(pg_url, tables[g1a.id]))["status"] == "finished"

                # Standings of a game played on each shard, each asked of its own process.
                for guild in (g0a, g1a):
                    board = await fake.slash(people_of(guild)[0], "leaderboard", channel=fake.channel(guild=guild))
                    for person in people_of(guild):
                        assert leaderboard_line(person, games=1).search(board.text()), board.text()
                assert app.sync_count == 1  # only shard 0's process synced, and only once
                assert "the process holding shard 0 syncs the slash commands" in second.log_tail(200)
