"""Faults of the bot's own side, on PostgreSQL, while people play (e2e/fault_checks.py checks what follows): the
database server stopped for about 3 s mid-game, with computer seats and a turn timeout falling due meanwhile; one
shard's process SIGKILLed while the other shard's process serves, then started again. And a connection cut at each
moment of a click's save, by a TCP proxy in front of the server: the save's answer lost (committed, not answered),
the connection cut just after the answer (committed and answered), the server unreachable before the save (nothing
sent): each click is told what is true."""

from __future__ import annotations

import asyncio
import contextlib
import time
from collections.abc import AsyncIterator, Awaitable, Callable
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Literal
from urllib.parse import urlsplit, urlunsplit

import asyncpg
from e2e.conftest import (
    PATIENCE,
    UPDATE_MESSAGE,
    add_people,
    open_table,
    refusal,
    shown_step,
    sigkill,
    stand_in,
    whose_turn,
)
from e2e.fault_checks import ROLL, SCREEN_CATCH_UP, Click, Players, all_well_after, lcr_tables, postgres_tables, through
from e2e.test_postgres_e2e import bot_on
from e2e.test_shards_e2e import guilds_on_both_shards, people_of, shard_process
from fakediscord import Channel, FakeDiscord, Member, StoredMessage

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


# --- a connection cut at each moment of a save --------------------------------------------------------------

# What only a Roll's save sends (its action row's text, in the statement's parameters): the statements of a start,
# a join or a read do not hold it.
SAVE_OF_A_ROLL = b"roll"
Cut = Literal["reply", "after"]


class CuttingProxy:
    """A TCP proxy in front of PostgreSQL. Armed with a cut, it acts on the next client message holding a Roll's
    save: "reply" forwards it and drops the server's answer, cutting the connection (the save is committed, its
    answer lost, as when the connection breaks during COMMIT); "after" forwards both and then cuts it. Shut, it
    cuts every connection and refuses new ones (a server down: nothing is sent)."""

    def __init__(self, url: str) -> None:
        parts = urlsplit(url)
        self._url, self._host, self._port = parts, parts.hostname or "127.0.0.1", parts.port or 5432
        self.cut: Cut | None = None
        self.cuts = 0
        self._shut = False
        self._writers: set[asyncio.StreamWriter] = set()
        self._server: asyncio.Server | None = None

    @property
    def url(self) -> str:
        assert self._server is not None
        port = self._server.sockets[0].getsockname()[1]
        netloc = self._url.netloc.rsplit("@", 1)
        address = f"127.0.0.1:{port}"
        return urlunsplit(self._url._replace(netloc=f"{netloc[0]}@{address}" if len(netloc) == 2 else address))

    async def __aenter__(self) -> CuttingProxy:
        self._server = await asyncio.start_server(self._serve, "127.0.0.1", 0)
        return self

    async def __aexit__(self, *exc: object) -> None:
        assert self._server is not None
        self._server.close()
        self.shut()

    def shut(self) -> None:
        self._shut = True
        for writer in list(self._writers):
            writer.close()

    def reopen(self) -> None:
        self._shut = False

    async def _serve(self, client_in: asyncio.StreamReader, client_out: asyncio.StreamWriter) -> None:
        if self._shut:
            client_out.close()
            return
        server_in, server_out = await asyncio.open_connection(self._host, self._port)
        self._writers |= {client_out, server_out}
        cut: list[Cut] = []  # this connection's cut, once its save went through

        async def upstream() -> None:
            while data := await client_in.read(65536):
                if self.cut is not None and SAVE_OF_A_ROLL in data:
                    cut.append(self.cut)
                    self.cut = None
                server_out.write(data)
                await server_out.drain()

        async def downstream() -> None:
            while data := await server_in.read(65536):
                if cut and cut[0] == "reply":
                    break
                client_out.write(data)
                await client_out.drain()
                if cut:
                    break

        async def pumping(pump: Callable[[], Awaitable[None]]) -> None:
            with contextlib.suppress(OSError):
                await pump()

        try:
            pumps = [asyncio.create_task(pumping(upstream)), asyncio.create_task(pumping(downstream))]
            await asyncio.wait(pumps, return_when=asyncio.FIRST_COMPLETED)
            for pump in pumps:
                pump.cancel()
            self.cuts += bool(cut)
        finally:
            for writer in (client_out, server_out):
                writer.close()
                self._writers.discard(writer)


async def rolls_stored(url: str) -> int:
    connection = await asyncpg.connect(url)
    try:
        return int(await connection.fetchval("SELECT count(*) FROM actions WHERE action = 'roll'"))
    finally:
        await connection.close()


@asynccontextmanager
async def playing_through_a_proxy(
    tmp_path: Path, pg_url: str
) -> AsyncIterator[tuple[FakeDiscord, CuttingProxy, list[Member], StoredMessage]]:
    """The bot on PostgreSQL through a CuttingProxy, and a started LCR table of three people (no computers: only the
    people's clicks roll)."""
    async with stand_in() as fake, CuttingProxy(pg_url) as proxy:
        people = await add_people(fake)
        async with bot_on(fake, fake.add_application("Pips"), tmp_path, "pips", DATABASE_URL=proxy.url):
            table = await open_table(fake, "lcr start", people)
            yield fake, proxy, people, table


async def test_a_save_whose_answer_is_lost_is_told_it_may_be_kept_and_the_table_shows_the_store(
    tmp_path: Path, pg_url: str
) -> None:
    async with playing_through_a_proxy(tmp_path, pg_url) as (fake, proxy, people, table):
        step = shown_step(table)
        proxy.cut = "reply"
        refusal(await fake.click(whose_turn(table, people), table, ROLL), "error.store_outcome_unknown")
        assert proxy.cuts == 1
        assert await rolls_stored(pg_url) == 1  # committed: the answer only was lost
        # the table is read again and drawn as the store has it: the roll shown, the next turn offered
        await fake.wait_for_message(lambda m: m is table and shown_step(m) != step, timeout=SCREEN_CATCH_UP)
        assert (await fake.click(whose_turn(table, people), table, ROLL)).type == UPDATE_MESSAGE
        assert await rolls_stored(pg_url) == 2


async def test_a_connection_cut_right_after_the_saves_answer_leaves_the_click_accepted(
    tmp_path: Path, pg_url: str
) -> None:
    async with playing_through_a_proxy(tmp_path, pg_url) as (fake, proxy, people, table):
        proxy.cut = "after"
        assert (await fake.click(whose_turn(table, people), table, ROLL)).type == UPDATE_MESSAGE
        assert proxy.cuts == 1
        assert await rolls_stored(pg_url) == 1
        # the pool opens another connection for the next click
        assert (await fake.click(whose_turn(table, people), table, ROLL)).type == UPDATE_MESSAGE
        assert await rolls_stored(pg_url) == 2


async def test_a_server_unreachable_before_the_save_is_told_nothing_was_changed_and_nothing_is(
    tmp_path: Path, pg_url: str
) -> None:
    async with playing_through_a_proxy(tmp_path, pg_url) as (fake, proxy, people, table):
        step = shown_step(table)
        proxy.shut()
        refusal(await fake.click(whose_turn(table, people), table, ROLL), "error.store_unavailable")
        assert await rolls_stored(pg_url) == 0
        assert shown_step(table) == step
        proxy.reopen()
        assert (await fake.click(whose_turn(table, people), table, ROLL)).type == UPDATE_MESSAGE
        assert await rolls_stored(pg_url) == 1
