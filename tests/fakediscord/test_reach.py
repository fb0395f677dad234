"""The stand-in's places a user-installed app reaches without its bot: DMs and group DMs, servers where only people
installed it; their interactions, the routes refused there, the tokens' 15 minutes and the follow-up cap."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator
from typing import Any

import aiohttp
import pytest

from . import FakeDiscord, Member
from .test_stand_in import PING, RawBot

EVERYWHERE = {**PING, "integration_types": [0, 1], "contexts": [0, 1, 2]}
USE_EXTERNAL_APPS = 1 << 50


@pytest.fixture
async def fake() -> AsyncIterator[FakeDiscord]:
    async with FakeDiscord() as stand_in:
        yield stand_in
        assert not stand_in.unknown_routes
        stand_in.assert_requests_conform()


@pytest.fixture
async def http() -> AsyncIterator[aiohttp.ClientSession]:
    async with aiohttp.ClientSession() as session:
        yield session


async def global_bot(fake: FakeDiscord, http: aiohttp.ClientSession, *commands: dict[str, Any]) -> RawBot:
    bot = RawBot(fake, fake.add_application("pips"), http)
    status, body, _ = await bot.rest("PUT", f"/applications/{bot.app.id}/commands", list(commands))
    assert status == 200, body
    await bot.connect()
    return bot


async def test_a_command_declares_where_it_is_installed_and_used_and_bad_values_are_refused(
    fake: FakeDiscord, http: aiohttp.ClientSession
) -> None:
    bot = await global_bot(fake, http, EVERYWHERE)
    path = f"/applications/{bot.app.id}/commands"
    wrongs: list[dict[str, Any]] = [{"integration_types": [2]}, {"contexts": []}, {"contexts": [0, 0]}]
    for wrong in wrongs:
        status, body, _ = await bot.rest("PUT", path, [{**PING, **wrong}])
        assert (status, body["code"]) == (400, 50035), wrong
    fake.take_spec_violations()  # (the specification refuses some of them too)
    stored = (await bot.rest("GET", path))[1]
    assert stored[0]["integration_types"] == [0, 1] and stored[0]["contexts"] == [0, 1, 2]


async def test_a_group_dm_interaction_has_no_guild_and_the_bot_reaches_it_only_through_the_token(
    fake: FakeDiscord, http: aiohttp.ClientSession
) -> None:
    bot = await global_bot(fake, http, EVERYWHERE, {**PING, "name": "server_only", "contexts": [0]})
    alice, bob = await fake.add_member("Alice"), await fake.add_member("Bob")
    fake.install_for_user(alice, bot.app)
    group = fake.add_group_dm("friends", [alice, bob])
    with pytest.raises(AssertionError, match="server_only"):
        await fake.slash(alice, "server_only", channel=group)
    with pytest.raises(AssertionError, match="installed neither"):
        await fake.slash(bob, "ping", channel=group)  # Bob did not install it
    answering = asyncio.create_task(fake.slash(alice, "ping", channel=group))
    interaction = await bot.receive("INTERACTION_CREATE")
    assert interaction["context"] == 2 and "guild_id" not in interaction and "member" not in interaction
    assert interaction["user"]["id"] == str(alice.id) and interaction["channel"]["type"] == 3
    assert interaction["authorizing_integration_owners"] == {"1": str(alice.id)}
    status, body, _ = await bot.rest("POST", f"/channels/{group.id}/messages", {"content": "hello"})
    assert (status, body["code"]) == (403, 50001)
    status, _ = await bot.answer(interaction, {"type": 4, "data": {"content": "pong"}})
    assert status == 200 and (await answering).content == "pong" and fake.latest(group).content == "pong"
    message = fake.latest(group)
    status, body, _ = await bot.rest("PATCH", f"/channels/{group.id}/messages/{message.id}", {"content": "x"})
    assert (status, body["code"]) == (403, 50001)
    hook = f"/webhooks/{bot.app.id}/{interaction['token']}"
    for n in range(5):
        assert (await bot.rest("POST", f"{hook}?wait=1", {"content": f"ping {n}"}))[0] == 200
    status, body, _ = await bot.rest("POST", f"{hook}?wait=1", {"content": "ping 6"})
    assert (status, body["code"]) == (400, 40094)
    assert [m.content for m in fake.messages(group)][-1] == "ping 4"
    fake.expire_tokens_after(0.0)
    status, body, _ = await bot.rest("PATCH", f"{hook}/messages/{message.id}", {"content": "late"})
    assert (status, body["code"]) == (401, 50027) and message.content == "pong"


async def test_a_dm_with_the_bot_is_its_channel_and_caps_no_follow_up_of_a_guild_install(
    fake: FakeDiscord, http: aiohttp.ClientSession
) -> None:
    bot = await global_bot(fake, http, EVERYWHERE)
    alice = await fake.add_member("Alice")
    fake.install_for_user(alice, bot.app)
    dm = fake.open_dm(alice)
    answering = asyncio.create_task(fake.slash(alice, "ping", channel=dm))
    interaction = await bot.receive("INTERACTION_CREATE")
    assert interaction["context"] == 1 and interaction["channel"]["type"] == 1
    await bot.answer(interaction, {"type": 4, "data": {"content": "pong"}})
    await answering
    assert (await bot.rest("POST", f"/channels/{dm.id}/messages", {"content": "hi"}))[0] == 200
    # in a server that installed the app, follow-ups are not capped at five
    server = asyncio.create_task(fake.slash(alice, "ping"))
    interaction = await bot.receive("INTERACTION_CREATE")
    await bot.answer(interaction, {"type": 4, "data": {"content": "pong"}})
    await server
    hook = f"/webhooks/{bot.app.id}/{interaction['token']}?wait=1"
    assert [(await bot.rest("POST", hook, {"content": "more"}))[0] for _ in range(6)] == [200] * 6


async def test_a_server_without_the_bot_reaches_it_through_a_user_install_forced_ephemeral_without_external_apps(
    fake: FakeDiscord, http: aiohttp.ClientSession
) -> None:
    bot = await global_bot(fake, http, EVERYWHERE)
    elsewhere = await fake.add_guild("Elsewhere", bot_installed=False)
    alice: Member = await fake.add_member("Alice", guild=elsewhere)
    fake.install_for_user(alice, bot.app)
    channel = fake.channel(guild=elsewhere)
    answering = asyncio.create_task(fake.slash(alice, "ping", channel=channel))
    interaction = await bot.receive("INTERACTION_CREATE")  # (no GUILD_CREATE came for it: the bot is not there)
    assert interaction["context"] == 0 and interaction["guild_id"] == str(elsewhere.id)
    assert interaction["authorizing_integration_owners"] == {"1": str(alice.id)}
    assert int(interaction["app_permissions"]) & USE_EXTERNAL_APPS
    assert (await bot.rest("GET", f"/channels/{channel.id}/messages"))[1]["code"] == 50001
    await bot.answer(interaction, {"type": 4, "data": {"content": "pong"}})
    assert not (await answering).ephemeral
    await fake.allow_external_apps(False, guild=elsewhere)
    answering = asyncio.create_task(fake.slash(alice, "ping", channel=channel))
    interaction = await bot.receive("INTERACTION_CREATE")
    assert not int(interaction["app_permissions"]) & USE_EXTERNAL_APPS
    await bot.answer(interaction, {"type": 4, "data": {"content": "pong"}})
    assert (await answering).ephemeral and fake.ephemeral_replies(alice)[-1].content == "pong"
