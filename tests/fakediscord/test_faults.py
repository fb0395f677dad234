"""The faults the stand-in makes on a test's say: gateway connections ended the ways Discord and the network end
them, seen by the real discord.py client (bench/baseline_bot.py); 429 windows, 5xx windows and random holds, seen
in their raw shape by a hand-driven bot and in their effect by discord.py's own HTTP client."""

from __future__ import annotations

import asyncio
import time
from collections.abc import AsyncIterator

import aiohttp
import discord
import pytest

from . import BotProcess, FakeDiscord, Member, test_stand_in
from .gateway import GatewayDrop
from .test_stand_in import MakeRawBot

# the fixtures of the stand-in's own tests: the stand-in, Alice, the plain discord.py bot, hand-driven bots
fake, alice, bare, http, raw_bot = (test_stand_in.fake, test_stand_in.alice, test_stand_in.bare, test_stand_in.http,
                                    test_stand_in.raw_bot)

CHANNEL_POST = "POST /channels/{channel_id}/messages"
CHANNEL_EDIT = "PATCH /channels/{channel_id}/messages/{message_id}"
WINDOW = 1.0  # seconds a fault lasts


# --- gateway drops, with the real discord.py client ---------------------------------------------------------


@pytest.mark.parametrize("how", ["close", "abort", "reconnect", "invalidate_resumable"])
async def test_a_resumable_drop_is_resumed_and_the_click_made_meanwhile_is_answered(
    how: GatewayDrop, fake: FakeDiscord, bare: BotProcess, alice: Member
) -> None:
    posted = await fake.slash(alice, "counter")
    await asyncio.sleep(fake.reaction_time)  # so the click below goes out at once, before the bot is back
    socket = fake.state.sessions_of(bare.app)[0].socket
    await fake.drop_gateway(bare.app, how=how)
    answer = await fake.click(alice, posted, "+1")
    assert answer.content == "Count: 1"
    assert (bare.app.resume_count, bare.app.identify_count) == (1, 1)
    assert socket is not None and socket.closed
    if how == "abort":  # no close frame: the connection was cut
        assert socket.close_code != 4000


@pytest.mark.parametrize("refused_resume", [False, True])
async def test_an_invalidated_session_identifies_anew_and_what_it_missed_is_lost(
    refused_resume: bool, fake: FakeDiscord, bare: BotProcess, alice: Member
) -> None:
    posted = await fake.slash(alice, "counter")
    await asyncio.sleep(fake.reaction_time)
    if refused_resume:  # the bot tries to RESUME and is told the session is gone
        await fake.drop_gateway(bare.app, refuse_resume=True)
    else:  # op 9 d=false on a live connection
        await fake.drop_gateway(bare.app, how="invalidate")
    missed = await fake.click_without_waiting(alice, posted, "+1")
    # discord.py waits 5 s before it identifies again
    await fake.wait_until(lambda: bare.app.identify_count == 2 and fake.connected(bare.app), timeout=30,
                          what="a fresh IDENTIFY")
    assert bare.app.resume_count == 0 and not missed.answered.is_set()
    assert (await fake.click(alice, posted, "+1")).content == "Count: 1"  # the missed click never reached it


# --- REST faults: the raw answers ----------------------------------------------------------------------------


async def test_a_bucket_429_window_answers_with_discords_headers_then_clears_by_itself(
    fake: FakeDiscord, raw_bot: MakeRawBot, http: aiohttp.ClientSession
) -> None:
    bot = await raw_bot(fake, "limited")
    post = f"{fake.api_base}/channels/{fake.channel().id}/messages"
    headers = {"Authorization": f"Bot {bot.app.token}"}
    fake.rate_limit_route(CHANNEL_POST, WINDOW)
    async with http.post(post, json={"content": "x"}, headers=headers) as response:
        body = await response.json(content_type=None)
        assert response.status == 429 and body["global"] is False and 0 < body["retry_after"] <= WINDOW
        limits = response.headers
        assert limits["Via"] and limits["Retry-After"] == "1" and limits["X-RateLimit-Scope"] == "user"
        assert limits["X-RateLimit-Remaining"] == "0" and limits["X-RateLimit-Limit"] and limits["X-RateLimit-Bucket"]
        assert 0 < float(limits["X-RateLimit-Reset-After"]) <= WINDOW
        assert abs(float(limits["X-RateLimit-Reset"]) - time.time() - body["retry_after"]) < 0.5
        assert "X-RateLimit-Global" not in limits
    assert (await bot.rest("GET", f"/channels/{fake.channel().id}/messages"))[0] == 200  # another route: its own
    await asyncio.sleep(body["retry_after"])  # the window is the stand-in's, in real time
    assert (await bot.rest("POST", f"/channels/{fake.channel().id}/messages", {"content": "x"}))[0] == 200
    fake.rate_limit_route(CHANNEL_POST, 60)
    fake.rate_limit_route(CHANNEL_POST, 0)  # cleared
    assert (await bot.rest("POST", f"/channels/{fake.channel().id}/messages", {"content": "y"}))[0] == 200


async def test_a_global_429_window_binds_bot_token_requests_only(
    fake: FakeDiscord, raw_bot: MakeRawBot, http: aiohttp.ClientSession, alice: Member
) -> None:
    bot = await raw_bot(fake, "global")
    _, posted, _ = await bot.rest("POST", f"/channels/{fake.channel().id}/messages", {
        "content": "T", "components": [{"type": 1, "components": [
            {"type": 2, "style": 1, "label": "Go", "custom_id": "go"}]}]})
    fake.rate_limit_globally(WINDOW)
    headers = {"Authorization": f"Bot {bot.app.token}"}
    async with http.get(f"{fake.api_base}/channels/{fake.channel().id}", headers=headers) as response:
        body = await response.json(content_type=None)
        assert response.status == 429 and body["global"] is True and 0 < body["retry_after"] <= WINDOW
        assert response.headers["X-RateLimit-Global"] == "true" and response.headers["X-RateLimit-Scope"] == "global"
        assert response.headers["Via"] and response.headers["Retry-After"] == "1"
    clicking = asyncio.create_task(fake.click(alice, fake.latest(), "Go"))
    interaction = await bot.receive("INTERACTION_CREATE")
    callback = f"{fake.api_base}/interactions/{interaction['id']}/{interaction['token']}/callback"
    # as discord.py sends it, without the bot token: not bound by the global limit
    async with http.post(callback, json={"type": 7, "data": {"content": "went"}}) as response:
        status = response.status
    assert status == 204 and (await clicking).content == "went" and posted["id"] == str(fake.latest().id)
    fake.rate_limit_globally(0)
    assert (await bot.rest("GET", f"/channels/{fake.channel().id}"))[0] == 200


async def test_a_failure_window_clears_by_itself(fake: FakeDiscord, raw_bot: MakeRawBot) -> None:
    bot = await raw_bot(fake, "unlucky")
    path = f"/channels/{fake.channel().id}/messages"
    fake.fail_route(CHANNEL_POST, 503, seconds=WINDOW)
    started = time.monotonic()
    assert (await bot.rest("POST", path, {"content": "x"}))[0] == 503
    assert (await bot.rest("GET", path))[0] == 200  # other routes work
    await asyncio.sleep(started + WINDOW - time.monotonic())  # the window is the stand-in's, in real time
    assert (await bot.rest("POST", path, {"content": "x"}))[0] == 200
    assert [call.status for call in fake.calls if call.route == CHANNEL_POST] == [503, 200]
    assert not fake.state.faults.failures


async def test_a_random_hold_holds_each_request_within_its_range(fake: FakeDiscord, raw_bot: MakeRawBot) -> None:
    bot = await raw_bot(fake, "slow")
    path = f"/channels/{fake.channel().id}"
    fake.delay_route("GET /channels/{channel_id}", (0.2, 0.4))
    for _ in range(3):
        started = time.monotonic()
        assert (await bot.rest("GET", path))[0] == 200
        assert 0.2 <= time.monotonic() - started < 2.0
    fake.delay_route("GET /channels/{channel_id}", 0)
    assert not fake.state.faults.delays


# --- REST faults: what discord.py makes of them ------------------------------------------------------------------


@pytest.fixture
async def client_http(fake: FakeDiscord, monkeypatch: pytest.MonkeyPatch) -> AsyncIterator[discord.http.HTTPClient]:
    """discord.py's own HTTP client logged in to the stand-in as a bot."""
    monkeypatch.setattr(discord.http.Route, "BASE", fake.api_base)  # the stand-in facts: a class attribute
    app = fake.add_application("client")
    client = discord.http.HTTPClient(asyncio.get_running_loop())
    await client.static_login(app.token)
    yield client
    await client.close()


async def test_discord_py_sleeps_out_a_bucket_or_a_global_429_window_and_gets_through(
    fake: FakeDiscord, client_http: discord.http.HTTPClient
) -> None:
    channel = fake.channel().id
    for limit in (lambda: fake.rate_limit_route(CHANNEL_POST, WINDOW), lambda: fake.rate_limit_globally(WINDOW)):
        limit()
        started = time.monotonic()
        await client_http.send_message(channel, params=discord.http.handle_message_parameters(content="x"))
        assert time.monotonic() - started >= WINDOW * 0.9
    assert [call.status for call in fake.calls if call.route == CHANNEL_POST] == [429, 200, 429, 200]


async def test_discord_py_retries_a_502_window_but_gives_up_at_once_on_a_503(
    fake: FakeDiscord, client_http: discord.http.HTTPClient
) -> None:
    channel = fake.channel().id
    fake.fail_route(CHANNEL_POST, 502, seconds=WINDOW)  # discord.py waits 1 s, then tries again
    await client_http.send_message(channel, params=discord.http.handle_message_parameters(content="x"))
    fake.fail_route(CHANNEL_POST, 503, seconds=WINDOW)
    with pytest.raises(discord.DiscordServerError):
        await client_http.send_message(channel, params=discord.http.handle_message_parameters(content="x"))
    assert [call.status for call in fake.calls if call.route == CHANNEL_POST] == [502, 200, 503]
