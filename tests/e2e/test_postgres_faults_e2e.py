"""Faults of the bot's own side, on PostgreSQL, while people play (e2e/fault_checks.py checks what follows): the
database server stopped for about 3 s mid-game, with computer seats and a turn timeout falling due meanwhile; one
shard's process SIGKILLed while the other shard's process serves, then started again."""

from __future__ import annotations

import asyncio
import time
from pathlib import Path

from e2e.conftest import PATIENCE, UPDATE_MESSAGE, add_people, sigkill, stand_in
from e2e.fault_checks import ROLL, SCREEN_CATCH_UP, Click, Players, all_well_after, lcr_tables, postgres_tables, through
from e2e.test_postgres_e2e import bot_on
from e2e.test_shards_e2e import guilds_on_both_shards, people_of, shard_process
from fakediscord import Channel, FakeDiscord, Member

from i18n import t
from tests.data.postgres_server import PostgresServer

OUTAGE = 3.0  # seconds the database server is down
TIMEOUT = 15  # the shortest turn timeout a table takes
UNEXPECTED = t("en", "error.unexpected")


def told_unexpected(clicks: list[Click]) -> list[str]:
    """Clicks answered "something went wrong" (a database that is down must be told as such)."""
    return [f"{click.person.name} at {click.record.created_at:.1f}" for click in clicks
            if click.record.answered_with.get("content") == UNEXPECTED]


async def computers_alone(fake: FakeDiscord, host: Member, channel: Channel) -> None:
    """`host` opens LCR in `channel`, seats three computers, starts and leaves: they play on by the bot's timers."""
    table = (await fake.slash(host, "lcr start", channel=channel)).message
    assert table is not None
    for label in ("button.add_computer",) * 3 + ("button.start",):
        assert (await fake.click(host, table, t("en", label))).type == UPDATE_MESSAGE
    assert (await fake.slash(host, "game leave", channel=channel)).ephemeral


async def test_the_database_server_stopped_mid_game_loses_no_move_and_drops_no_timer(
    tmp_path: Path, postgres: PostgresServer, pg_url: str
) -> None:
    async with stand_in() as fake:
        people = await add_people(fake, ("Alice", "Bob", "Carol", "Dan", "Eve", "Finn", "Gus", "Hal", "Ida"))
        players, idle, leaving = people[:4], people[4:6], people[6:]
        async with bot_on(fake, fake.add_application("Pips"), tmp_path, "pips", DATABASE_URL=pg_url):
            # A table whose person never rolls: its turn times out while the server is down.
            waiting_channel = await fake.add_channel("idle")
            (waiting,) = await lcr_tables(fake, idle, channels=[waiting_channel], turn_timeout=TIMEOUT)
            tables = await lcr_tables(fake, players, turn_timeout=TIMEOUT)
            (row,) = [row for row in await postgres_tables(pg_url)() if row.message_id == waiting.id]
            assert row.deadline is not None

            async def outage() -> None:
                # the server goes down a second before the idle turn is due (a fault timed to the bot's deadline)
                await asyncio.sleep(max(row.deadline - 1.5 - time.time(), 0) if row.deadline else 0)
                # and while computer seats play alone at full speed: with many statements in flight as the server
                # goes, a pooled connection it ended fails with asyncpg's InternalClientError about half the time
                for host in leaving:
                    await computers_alone(fake, host, await fake.add_channel(f"busy-{host.name}"))
                await asyncio.to_thread(postgres.stop)
                try:
                    await asyncio.sleep(OUTAGE)  # the outage itself
                finally:
                    await asyncio.to_thread(postgres.start)

            clicks = await through(fake, Players(fake, players), tables, outage)
            timed_out = t("en", "event.timeout", name=f"<@{idle[0].id}>")
            await fake.wait_for_message(lambda m: m is waiting and timed_out in m.text(), channel=waiting_channel,
                                        timeout=SCREEN_CATCH_UP)  # the turn that fell due while the server was down
            await all_well_after(fake, postgres_tables(pg_url), clicks)
            assert not told_unexpected(clicks), f"told something went wrong: {told_unexpected(clicks)}"


async def test_a_shard_process_sigkilled_while_the_other_serves_loses_nothing_it_answered(
    tmp_path: Path, pg_url: str
) -> None:
    async with stand_in() as fake:
        guilds = await guilds_on_both_shards(fake, per_shard=1)
        (g0,), (g1,) = guilds[0], guilds[1]
        app = fake.add_application("Pips")
        first, second = (shard_process(fake, app, tmp_path, pg_url, shard) for shard in (0, 1))
        async with first, second:
            await fake.wait_until(lambda: fake.connected(app), timeout=PATIENCE, what="both shards connected")
            tables = [(await lcr_tables(fake, people_of(guild), channels=[fake.channel(guild=guild)]))[0]
                      for guild in (g0, g1)]
            players = Players(fake, people_of(g0) + people_of(g1))
            served, killed = tables
            dead: list[float] = []

            async def kill_one_shard() -> None:
                dead.append(time.monotonic())
                await sigkill(fake, second)
                going = players.accepted(served)
                await fake.wait_until(lambda: players.accepted(served) >= going + 3 or ROLL not in served.labels(),
                                      timeout=PATIENCE, what="shard 0 serving on")
                await second.start()
                dead.append(time.monotonic())

            clicks = await through(fake, players, tables, kill_one_shard)
            # a click on the killed shard's table from Discord's 3 s before the kill until it is back: the dead
            # process may have taken it (and even stored its move) without answering
            lost = [click for click in clicks if click.message is killed and click.record.answer_type is None
                    and dead[0] - 3.0 <= click.record.created_at <= dead[1]]
            assert not [click for click in clicks if click.message is served and click.record.answer_type is None]
            await all_well_after(fake, postgres_tables(pg_url), clicks, lost=lost)
