"""Shards in the stand-in, as Discord documents them: IDENTIFY with `shard: [id, count]`, GET /gateway/bot's
recommended count, and each guild's events (GUILD_CREATE, INTERACTION_CREATE) only on the session of its shard,
`(guild_id >> 22) % count`; events without a guild on shard 0."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator
from typing import Any

import aiohttp
import discord
import pytest
import yarl

from tests.patience import PATIENCE

from . import FakeDiscord
from .gateway import INVALID_SHARD
from .ids import shard_of
from .model import Application

PING = {"name": "ping", "description": "Answer pong", "type": 1}


class ShardSocket:
    """One hand-driven gateway session of a sharded bot."""

    def __init__(self, socket: aiohttp.ClientWebSocketResponse) -> None:
        self.socket = socket

    async def receive(self, event: str) -> dict[str, Any]:
        while True:
            frame = await asyncio.wait_for(self.socket.receive_json(), 5)
            if frame["op"] == 0 and frame["t"] == event:
                return dict(frame["d"])


@pytest.fixture
async def http() -> AsyncIterator[aiohttp.ClientSession]:
    async with aiohttp.ClientSession() as session:
        yield session


async def identify(http: aiohttp.ClientSession, fake: FakeDiscord, app: Application, shard: Any) -> ShardSocket:
    socket = await http.ws_connect(fake.gateway_url)
    await socket.receive_json()  # HELLO
    await socket.send_json({"op": 2, "d": {"token": app.token, "intents": 1, "properties": {}, "shard": shard}})
    return ShardSocket(socket)


async def test_each_shard_gets_its_own_guilds_and_their_interactions_only(
    http: aiohttp.ClientSession,
) -> None:
    async with FakeDiscord() as fake:
        app = fake.add_application("sharded")
        first, second = fake.guild, await fake.add_guild("Second", shard=(1 - shard_of(fake.guild.id, 2), 2))
        assert {shard_of(first.id, 2), shard_of(second.id, 2)} == {0, 1}
        async with http.put(f"{fake.api_base}/applications/{app.id}/commands", json=[PING],
                            headers={"Authorization": f"Bot {app.token}"}) as registered:
            assert registered.status == 200
        shards = {}
        for shard_id in (0, 1):
            shards[shard_id] = await identify(http, fake, app, [shard_id, 2])
            ready = await shards[shard_id].receive("READY")
            mine = first if shard_of(first.id, 2) == shard_id else second
            assert ready["shard"] == [shard_id, 2]
            assert [guild["id"] for guild in ready["guilds"]] == [str(mine.id)]
            assert (await shards[shard_id].receive("GUILD_CREATE"))["id"] == str(mine.id)
        await fake.wait_until(lambda: len(fake.state.sessions_of(app)) == 2, what="both shards identified")

        for guild in (first, second):
            owner = shard_of(guild.id, 2)
            other = fake.state.sessions[(app.id, 1 - owner)]
            sent_elsewhere = other.sequence
            person = await fake.add_member(f"Player of {guild.name}", guild=guild)
            command = asyncio.create_task(fake.slash(person, "ping", channel=fake.channel(guild=guild)))
            interaction = await shards[owner].receive("INTERACTION_CREATE")
            assert interaction["guild_id"] == str(guild.id)
            answer = {"type": 4, "data": {"content": "pong"}}
            async with http.post(
                f"{fake.api_base}/interactions/{interaction['id']}/{interaction['token']}/callback", json=answer
            ) as answered:
                assert answered.status == 204 or answered.status == 200
            assert (await command).content == "pong"
            assert other.sequence == sent_elsewhere  # the other shard's session was sent nothing
        for shard in shards.values():
            await shard.socket.close()
        fake.assert_requests_conform()


async def test_a_guild_added_later_is_created_on_its_shard_and_dms_belong_to_shard_0(
    http: aiohttp.ClientSession,
) -> None:
    async with FakeDiscord() as fake:
        app = fake.add_application("sharded")
        shards = {shard_id: await identify(http, fake, app, [shard_id, 3]) for shard_id in range(3)}
        await fake.wait_until(lambda: len(fake.state.sessions_of(app)) == 3, what="three shards identified")
        before = {shard_id: fake.state.sessions[(app.id, shard_id)].sequence for shard_id in range(3)}
        joined = await fake.add_guild("Joined later", shard=(2, 3))
        while (await shards[2].receive("GUILD_CREATE"))["id"] != str(joined.id):
            pass  # the stand-in's first guild, when it is on shard 2 too
        assert [fake.state.sessions[(app.id, s)].sequence - before[s] for s in range(3)] == [0, 0, 1]
        assert fake.state.session_for(app, None) is fake.state.sessions[(app.id, 0)]
        for shard in shards.values():
            await shard.socket.close()


@pytest.mark.parametrize("shard", [[2, 2], [0, 0], [-1, 2], [0], "0,1"])
async def test_an_impossible_shard_is_closed_with_4010(http: aiohttp.ClientSession, shard: Any) -> None:
    async with FakeDiscord() as fake:
        socket = (await identify(http, fake, fake.add_application("wrong"), shard)).socket
        await socket.receive()
        assert socket.close_code == INVALID_SHARD
        assert not fake.state.sessions


class UnpacedClient(discord.AutoShardedClient):
    """discord.py's sharded client without its 5 s between two shards' IDENTIFYs: Discord's identify rate limit,
    which the stand-in does not keep (nothing here is about it)."""

    async def before_identify_hook(self, shard_id: int | None, *, initial: bool = False) -> None:
        return None


def ready_setter(ready: asyncio.Event) -> Any:
    async def on_ready() -> None:
        ready.set()

    return on_ready


async def test_discord_py_without_a_shard_count_runs_the_count_gateway_bot_recommends(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    async with FakeDiscord(recommended_shards=2) as fake:
        app = fake.add_application("auto")
        await fake.add_guild("Second", shard=(1 - shard_of(fake.guild.id, 2), 2))
        monkeypatch.setattr(discord.http.Route, "BASE", fake.api_base)
        monkeypatch.setattr(discord.gateway.DiscordWebSocket, "DEFAULT_GATEWAY", yarl.URL(fake.gateway_url))
        client = UnpacedClient(intents=discord.Intents(guilds=True))
        ready = asyncio.Event()
        client.event(ready_setter(ready))
        running = asyncio.create_task(client.start(app.token))
        try:
            waiting = asyncio.create_task(ready.wait())
            await asyncio.wait({running, waiting}, timeout=PATIENCE, return_when=asyncio.FIRST_COMPLETED)
            waiting.cancel()
            assert ready.is_set(), running
            assert fake.route_counts["GET /gateway/bot"] == 1
            assert client.shard_count == 2 and sorted(client.shards) == [0, 1]
            assert {guild.id: guild.shard_id for guild in client.guilds} == {
                guild.id: shard_of(guild.id, 2) for guild in fake.guilds
            }
            fake.assert_requests_conform()
        finally:
            await client.close()
            await asyncio.gather(running, return_exceptions=True)
