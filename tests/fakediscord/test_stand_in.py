"""The stand-in against the real discord.py client (bench/baseline_bot.py as a subprocess), and its own rules checked
directly with a hand-driven bot speaking raw gateway frames and REST."""

from __future__ import annotations

import asyncio
import base64
import signal
from collections.abc import AsyncIterator, Awaitable, Callable
from pathlib import Path
from typing import Any

import aiohttp
import pytest
import trustme

from . import MANAGE_CHANNELS, MANAGE_MESSAGES, Answer, Application, BotProcess, FakeDiscord, Member

BARE_BOT = "bench/baseline_bot.py"  # the benchmark's floor doubles as the stand-in's plain client
CALLBACK = "POST /interactions/{interaction_id}/{token}/callback"
CHANNEL_MESSAGE_ROUTE = "/channels/{channel_id}/messages/{message_id}"
PING = {"name": "ping", "description": "Answer pong", "type": 1}
LCR = {
    "name": "lcr", "description": "Left Center Right", "type": 1,
    "options": [{
        "name": "start", "description": "Open a table", "type": 1,
        "options": [
            {"name": "stake", "description": "Chips each", "type": 4, "required": True, "min_value": 1, "max_value": 9},
            {"name": "speed", "description": "Pace", "type": 3, "choices": [
                {"name": "Fast", "value": "fast"}, {"name": "Slow", "value": "slow"}]},
            {"name": "rival", "description": "Who", "type": 6},
        ],
    }],
}


def button_row(*buttons: dict[str, Any]) -> dict[str, Any]:
    return {"type": 1, "components": list(buttons)}


def button(label: str, custom_id: str, *, disabled: bool = False) -> dict[str, Any]:
    return {"type": 2, "style": 1, "label": label, "custom_id": custom_id, "disabled": disabled}


class RawBot:
    """A bot driven by hand: raw gateway frames and REST calls, to check what the stand-in itself enforces."""

    def __init__(self, fake: FakeDiscord, app: Application, http: aiohttp.ClientSession) -> None:
        self.fake = fake
        self.app = app
        self.http = http
        self.socket: aiohttp.ClientWebSocketResponse | None = None
        self.sequences: list[int] = []

    async def rest(self, method: str, path: str, body: Any = None) -> tuple[int, Any, str | None]:
        headers = {"Authorization": f"Bot {self.app.token}"}
        async with self.http.request(method, self.fake.api_base + path, json=body, headers=headers) as response:
            payload = await response.json(content_type=None) if response.status != 204 else None
            return response.status, payload, response.headers.get("Content-Type")

    async def answer(self, interaction: dict[str, Any], body: dict[str, Any]) -> tuple[int, Any]:
        path = f"/interactions/{interaction['id']}/{interaction['token']}/callback?with_response=1"
        status, payload, _ = await self.rest("POST", path, body)
        return status, payload

    async def connect(self) -> dict[str, Any]:
        self.socket = await self.http.ws_connect(self.fake.gateway_url)
        hello = await self.socket.receive_json()
        assert hello["op"] == 10 and hello["d"]["heartbeat_interval"] > 0
        await self.socket.send_json({"op": 2, "d": {"token": self.app.token, "intents": 513, "properties": {}}})
        ready = await self.receive("READY")
        await self.receive("GUILD_CREATE")
        return ready

    async def receive(self, event: str) -> dict[str, Any]:
        assert self.socket is not None
        while True:
            frame = await asyncio.wait_for(self.socket.receive_json(), 5)
            if frame["op"] == 0:
                self.sequences.append(frame["s"])
                if frame["t"] == event:
                    return frame["d"]


@pytest.fixture
async def fake() -> AsyncIterator[FakeDiscord]:
    async with FakeDiscord() as stand_in:
        yield stand_in
        assert not stand_in.unknown_routes, "the bot called routes the stand-in does not serve"
        stand_in.assert_requests_conform()


@pytest.fixture
async def alice(fake: FakeDiscord) -> Member:
    return await fake.add_member("Alice", locale="fr")


@pytest.fixture
async def bare(fake: FakeDiscord, tmp_path: Path) -> AsyncIterator[BotProcess]:
    async with BotProcess(fake, fake.add_application("bare"), BARE_BOT, workdir=tmp_path) as bot:
        yield bot


@pytest.fixture
async def http() -> AsyncIterator[aiohttp.ClientSession]:
    async with aiohttp.ClientSession() as session:
        yield session


MakeRawBot = Callable[..., Awaitable[RawBot]]


@pytest.fixture
async def raw_bot(http: aiohttp.ClientSession) -> AsyncIterator[MakeRawBot]:
    """Makes connected hand-driven bots, `await raw_bot(fake, name, *commands)`, and closes their sockets."""
    made: list[RawBot] = []

    async def make(fake: FakeDiscord, name: str, *commands: dict[str, Any]) -> RawBot:
        bot = RawBot(fake, fake.add_application(name), http)
        made.append(bot)
        path = f"/applications/{bot.app.id}/guilds/{fake.guild.id}/commands"
        assert (await bot.rest("PUT", path, list(commands)))[0] == 200
        await bot.connect()
        return bot

    yield make
    for bot in made:
        if bot.socket is not None:
            await bot.socket.close()


# --- the real discord.py client -------------------------------------------------------------------------


async def test_bare_bot_logs_in_and_syncs_its_guild_command(fake: FakeDiscord, bare: BotProcess) -> None:
    assert fake.route_counts["GET /users/@me"] == 1
    assert fake.route_counts["GET /oauth2/applications/@me"] == 1
    assert fake.route_counts["PUT /applications/{app_id}/guilds/{guild_id}/commands"] == 1
    assert [command["name"] for command in bare.app.guild_commands[fake.guild.id]] == ["counter"]
    assert bare.app.identify_count == 1 and fake.connected(bare.app)


async def test_a_bot_reaches_the_stand_in_at_discord_s_names_over_checked_tls(
    fake: FakeDiscord, bare: BotProcess, alice: Member, tmp_path: Path
) -> None:
    """The bot process runs as against Discord (discord_address.py): every call at discord.com over TLS, the
    gateway at wss://gateway.discord.gg, resumed there too; a bot that does not trust the certificate sends
    nothing."""
    posted = await fake.slash(alice, "counter")
    await asyncio.sleep(fake.reaction_time)
    await fake.drop_gateway(bare.app)
    assert (await fake.click(alice, posted, "+1")).content == "Count: 1"
    assert bare.app.gateway_urls == ["wss://gateway.discord.gg/"] * 2  # identified, then resumed where READY said
    calls = [call for call in fake.calls if call.app_id == bare.app.id]
    assert calls and all(call.secure and call.host == "discord.com" for call in calls)

    other_authority = tmp_path / "other-ca.pem"
    trustme.CA().cert_pem.write_to_path(str(other_authority))
    doubtful = fake.add_application("doubtful")
    with pytest.raises(AssertionError, match="exited with"):
        await BotProcess(fake, doubtful, BARE_BOT, workdir=tmp_path, env={"SSL_CERT_FILE": str(other_authority)}
                         ).start()
    assert "CERTIFICATE_VERIFY_FAILED" in (tmp_path / "doubtful.log").read_text()
    assert not [call for call in fake.calls if call.app_id == doubtful.id]


async def test_counter_clicks_edit_the_message_in_place_with_one_call_each(
    fake: FakeDiscord, bare: BotProcess, alice: Member
) -> None:
    posted = await fake.slash(alice, "counter")
    assert (posted.type, posted.content, posted.ephemeral) == (4, "Count: 0", False) and posted.message is not None
    before = fake.route_counts.copy()
    for count in range(1, 6):
        answer = await fake.click(alice, posted, "+1")
        assert (answer.type, answer.content) == (7, f"Count: {count}")
        assert answer.message is posted.message
        assert [call.route for call in answer.rest_calls] == [CALLBACK]
    await asyncio.sleep(0.1)  # room for any stray call the bot might make after answering
    assert fake.route_counts - before == {CALLBACK: 5}
    assert fake.messages() == [posted.message] and posted.message.edits == 5


async def test_clicks_still_count_after_a_clean_restart_and_after_sigkill(
    fake: FakeDiscord, bare: BotProcess, alice: Member
) -> None:
    posted = await fake.slash(alice, "counter")
    await fake.click(alice, posted, "+1")
    assert await bare.stop() == 0
    assert not fake.state.sessions_of(bare.app)  # a clean close ends the session: no resume
    await bare.start()
    assert (await fake.click(alice, posted, "+1")).content == "Count: 2"
    await bare.kill()
    await bare.start()
    assert bare.app.identify_count == 3
    assert (await fake.click(alice, posted, "+1")).content == "Count: 3"


async def test_a_bot_started_where_sigint_is_ignored_still_stops_cleanly_on_it(
    fake: FakeDiscord, tmp_path: Path
) -> None:
    """A shell's background job ignores SIGINT, and so does every process it starts (the tests, then each bot)."""
    ignored = signal.signal(signal.SIGINT, signal.SIG_IGN)
    try:
        bot = BotProcess(fake, fake.add_application("bare"), BARE_BOT, workdir=tmp_path)
        await bot.start()
    finally:
        signal.signal(signal.SIGINT, ignored)
    assert await bot.stop() == 0  # (not SIGKILLed after the patience it waits)


async def test_a_dropped_gateway_is_resumed_and_the_click_it_missed_is_answered(
    fake: FakeDiscord, bare: BotProcess, alice: Member
) -> None:
    posted = await fake.slash(alice, "counter")
    await asyncio.sleep(fake.reaction_time)  # so the click below goes out at once, before the bot is back
    await fake.drop_gateway(bare.app)
    answer = await fake.click(alice, posted, "+1")  # dispatched while the bot is away: it comes with the RESUME
    assert answer.content == "Count: 1"
    assert (bare.app.resume_count, bare.app.identify_count) == (1, 1)


# --- the stand-in's own rules, with a hand-driven bot -----------------------------------------------------


async def test_slash_builds_a_complete_interaction_with_nested_options(
    fake: FakeDiscord, raw_bot: MakeRawBot
) -> None:
    bot = await raw_bot(fake, "pips", LCR)
    boss = await fake.add_member("Boss", locale="de", permissions=MANAGE_CHANNELS)
    rival = await fake.add_member("Rival")
    answering = asyncio.create_task(fake.slash(boss, "lcr start", stake=5, speed="fast", rival=rival))
    interaction = await bot.receive("INTERACTION_CREATE")
    assert interaction["application_id"] == str(bot.app.id) and interaction["locale"] == "de"
    assert int(interaction["member"]["permissions"]) & MANAGE_CHANNELS
    assert interaction["data"]["guild_id"] == str(fake.guild.id)
    assert interaction["data"]["options"] == [{"name": "start", "type": 1, "options": [
        {"name": "stake", "type": 4, "value": 5}, {"name": "speed", "type": 3, "value": "fast"},
        {"name": "rival", "type": 6, "value": str(rival.id)}]}]
    assert str(rival.id) in interaction["data"]["resolved"]["members"]
    status, body = await bot.answer(interaction, {"type": 4, "data": {"content": "Table open", "flags": 64}})
    assert status == 200 and body["interaction"]["response_message_ephemeral"] is True
    answer = await answering
    assert answer.ephemeral and fake.ephemeral_replies(boss) == [answer.message] and fake.messages() == []
    with pytest.raises(AssertionError, match="required"):
        await fake.slash(boss, "lcr start", speed="slow")
    with pytest.raises(AssertionError, match="not one of"):
        await fake.slash(boss, "lcr start", stake=2, speed="medium")


async def test_an_answer_after_the_deadline_is_an_unknown_interaction(raw_bot: MakeRawBot) -> None:
    async with FakeDiscord(answer_deadline=0.05) as fake:
        bot = await raw_bot(fake, "slow", PING)
        answering = asyncio.create_task(fake.slash(await fake.add_member("Alice"), "ping"))
        interaction = await bot.receive("INTERACTION_CREATE")
        await asyncio.sleep(0.1)
        status, body = await bot.answer(interaction, {"type": 4, "data": {"content": "pong"}})
        assert (status, body["code"]) == (404, 10062)
        with pytest.raises(AssertionError, match="10062"):
            await answering


async def test_a_second_answer_is_refused_as_already_acknowledged(
    fake: FakeDiscord, raw_bot: MakeRawBot, alice: Member
) -> None:
    bot = await raw_bot(fake, "twice", PING)
    answering = asyncio.create_task(fake.slash(alice, "ping"))
    interaction = await bot.receive("INTERACTION_CREATE")
    path = f"/interactions/{interaction['id']}/{interaction['token']}/callback?with_response=1"
    status, body, content_type = await bot.rest("POST", path, {"type": 4, "data": {"content": "pong"}})
    assert (status, content_type, body["resource"]["message"]["content"]) == (200, "application/json", "pong")
    status, body = await bot.answer(interaction, {"type": 4, "data": {"content": "pong again"}})
    assert (status, body["code"]) == (400, 40060)
    assert (await answering).content == "pong"


async def test_an_answer_not_asking_for_the_callback_resource_gets_204_no_content(
    fake: FakeDiscord, raw_bot: MakeRawBot, alice: Member
) -> None:
    bot = await raw_bot(fake, "quiet", PING)
    answering = asyncio.create_task(fake.slash(alice, "ping"))
    interaction = await bot.receive("INTERACTION_CREATE")
    path = f"/interactions/{interaction['id']}/{interaction['token']}/callback"
    status, body, _ = await bot.rest("POST", path, {"type": 4, "data": {"content": "pong"}})
    assert (status, body) == (204, None)
    assert (await answering).content == "pong"


TOO_MANY_OPTIONS = {"type": 3, "custom_id": "s", "options": [{"label": str(n), "value": str(n)} for n in range(26)]}


@pytest.mark.parametrize(("data", "error_path"), [
    pytest.param({"content": "x" * 2001}, "data.content", id="content"),
    pytest.param({"content": "c", "components": [button_row(button("Go", "x" * 101))]},
                 "data.components.0.components.0.custom_id", id="custom_id"),
    pytest.param({"content": "c", "components": [button_row(button(str(n), f"b{n}")) for n in range(6)]},
                 "data.components", id="six_rows"),
    pytest.param({"content": "c", "components": [button_row(TOO_MANY_OPTIONS)]},
                 "data.components.0.components.0.options", id="select_options"),
    pytest.param({"embeds": [{"title": "t" * 257}]}, "data.embeds.0.title", id="embed_title"),
    pytest.param({"embeds": [{"description": "d" * 4097}]}, "data.embeds.0.description", id="embed_description"),
    pytest.param({"embeds": [{"fields": [{"name": "n", "value": "v"}] * 26}]}, "data.embeds.0.fields", id="fields"),
    pytest.param({"embeds": [{"fields": [{"name": "n", "value": "v" * 1025}]}]}, "data.embeds.0.fields.0.value",
                 id="field_value"),
    pytest.param({"embeds": [{"footer": {"text": "f" * 2049}}]}, "data.embeds.0.footer.text", id="footer"),
    pytest.param({"embeds": [{"description": "d" * 4000}, {"description": "d" * 2001}]}, "data.embeds",
                 id="embed_total"),
])
async def test_oversize_answers_are_refused_with_discord_errors_and_leave_the_interaction_open(
    fake: FakeDiscord, raw_bot: MakeRawBot, alice: Member, data: dict[str, Any], error_path: str
) -> None:
    bot = await raw_bot(fake, "big", PING)
    answering = asyncio.create_task(fake.slash(alice, "ping"))
    interaction = await bot.receive("INTERACTION_CREATE")
    status, body = await bot.answer(interaction, {"type": 4, "data": data})
    assert (status, body["code"]) == (400, 50035)
    errors = body["errors"]
    for key in error_path.split("."):
        errors = errors[key]
    assert errors["_errors"]
    # Discord's specification refuses it too, at the same place, where it sets that bound
    assert [violation.split(": ")[1] for violation in fake.take_spec_violations()] in ([], [error_path])
    assert (await bot.answer(interaction, {"type": 4, "data": {"content": "fine"}}))[0] == 200
    assert (await answering).content == "fine"


async def test_a_click_on_an_ephemeral_message_edits_it_in_place_for_its_viewer_only(
    fake: FakeDiscord, raw_bot: MakeRawBot, alice: Member
) -> None:
    """As Discord does: a component on an ephemeral message comes with that message (its ephemeral flag and its
    components), an UPDATE_MESSAGE answer edits it where it is and it stays ephemeral whatever flags the edit
    carries; only the person it was shown to can click it."""
    bot = await raw_bot(fake, "private", PING)
    answering = asyncio.create_task(fake.slash(alice, "ping"))
    await bot.answer(await bot.receive("INTERACTION_CREATE"), {"type": 4, "data": {
        "content": "step 0", "flags": 64, "components": [{"type": 1, "components": [button("Next", "next:0")]}]}})
    shown = await answering
    assert shown.ephemeral and shown.message is not None
    clicking = asyncio.create_task(fake.click(alice, shown, "Next"))
    click = await bot.receive("INTERACTION_CREATE")
    assert click["message"]["id"] == str(shown.message.id) and click["message"]["flags"] & 64
    assert click["message"]["components"][0]["components"][0]["custom_id"] == "next:0"
    status, body = await bot.answer(click, {"type": 7, "data": {
        "content": "step 1", "flags": 0, "components": [{"type": 1, "components": [button("Next", "next:1")]}]}})
    assert status == 200 and body["interaction"]["response_message_ephemeral"] is True
    answer = await clicking
    assert (answer.type, answer.message, answer.content) == (7, shown.message, "step 1")
    assert shown.message.ephemeral and shown.message.edits == 1 and shown.message.buttons()[0]["custom_id"] == "next:1"
    assert fake.ephemeral_replies(alice) == [shown.message] and fake.messages() == []
    bob = await fake.add_member("Bob")
    with pytest.raises(AssertionError, match="ephemeral to Alice"):
        await fake.click(bob, shown, "Next")


async def test_a_deferred_answer_is_completed_through_original_and_follow_ups(
    fake: FakeDiscord, raw_bot: MakeRawBot, alice: Member
) -> None:
    bot = await raw_bot(fake, "deferrer", PING)
    answering = asyncio.create_task(fake.slash(alice, "ping"))
    interaction = await bot.receive("INTERACTION_CREATE")
    hook = f"/webhooks/{bot.app.id}/{interaction['token']}"
    assert (await bot.rest("POST", f"{hook}?wait=1", {"content": "too early"}))[1]["code"] == 10015
    await bot.answer(interaction, {"type": 5})
    deferred = await answering
    assert deferred.type == 5 and deferred.message is fake.latest()
    assert (await bot.rest("PATCH", f"{hook}/messages/@original", {"content": "done"}))[0] == 200
    assert (await bot.rest("GET", f"{hook}/messages/@original"))[1]["content"] == "done" == fake.latest().content
    status, secret, _ = await bot.rest("POST", f"{hook}?wait=1", {"content": "psst", "flags": 64})
    assert status == 200 and [m.content for m in fake.ephemeral_replies(alice)] == ["psst"]
    assert (await bot.rest("PATCH", f"{hook}/messages/{secret['id']}", {"content": "psst!"}))[0] == 200
    assert (await bot.rest("DELETE", f"{hook}/messages/@original"))[0] == 204
    assert fake.messages() == [] and fake.ephemeral_replies(alice)[0].content == "psst!"
    follow_up, message = "POST /webhooks/{app_id}/{token}", "/webhooks/{app_id}/{token}/messages/{message_id}"
    assert [call.route for call in deferred.rest_calls] == [
        follow_up, CALLBACK, f"PATCH {message}", f"GET {message}", follow_up, f"PATCH {message}", f"DELETE {message}"
    ]


async def test_a_card_is_no_deferrals_flag_and_completes_the_deferred_answer_through_original(
    fake: FakeDiscord, raw_bot: MakeRawBot, alice: Member
) -> None:
    bot = await raw_bot(fake, "card deferrer", PING)
    answering = asyncio.create_task(fake.slash(alice, "ping"))
    interaction = await bot.receive("INTERACTION_CREATE")
    status, refused = await bot.answer(interaction, {"type": 5, "data": {"flags": 1 << 15}})
    assert (status, refused["code"]) == (400, 50035) and "flags" in refused["errors"]["data"]
    await bot.answer(interaction, {"type": 5})
    assert (await answering).type == 5
    card = {"flags": 1 << 15, "components": [{"type": 17, "components": [{"type": 10, "content": "done"}]}]}
    hook = f"/webhooks/{bot.app.id}/{interaction['token']}"
    assert (await bot.rest("PATCH", f"{hook}/messages/@original", card))[0] == 200
    assert fake.latest().is_card and fake.latest().text() == "done"


async def test_channel_messages_obey_the_same_limits_and_belong_to_their_author(
    fake: FakeDiscord, raw_bot: MakeRawBot
) -> None:
    author, other = await raw_bot(fake, "author"), await raw_bot(fake, "other")
    channel = f"/channels/{fake.channel().id}/messages"
    assert (await author.rest("POST", channel, {"content": "x" * 2001}))[0] == 400
    assert (await author.rest("POST", channel, {"content": ""}))[1]["code"] == 50006
    status, posted, _ = await author.rest("POST", channel, {"content": "hello"})
    assert status == 200 and fake.latest().content == "hello"
    assert (await other.rest("PATCH", f"{channel}/{posted['id']}", {"content": "mine"}))[1]["code"] == 50005
    assert (await author.rest("PATCH", f"{channel}/{posted['id']}", {"content": "edited"}))[0] == 200
    assert (await other.receive("MESSAGE_UPDATE"))["content"] == ""  # no message content intent: blanked
    assert fake.latest().content == "edited"


async def test_cards_go_through_the_routes_checked_against_discords_specification(
    fake: FakeDiscord, raw_bot: MakeRawBot
) -> None:
    """A Components V2 message (fakediscord/limits.py, test_cards.py): posted, refused an edit that would give it
    content, edited as a card; every request conforming to Discord's OpenAPI document."""
    bot = await raw_bot(fake, "cards")
    channel = f"/channels/{fake.channel().id}/messages"

    def card(words: str) -> dict[str, Any]:
        texts = [{"type": 10, "content": words}, {"type": 1, "components": [button("Roll", "roll")]}]
        return {"flags": 1 << 15, "components": [{"type": 17, "accent_color": 0xE67E22, "components": texts}]}

    status, posted, _ = await bot.rest("POST", channel, card("## LCR"))
    assert status == 200 and posted["flags"] & 1 << 15 and fake.latest().is_card
    edited = f"{channel}/{posted['id']}"
    assert (await bot.rest("PATCH", edited, {"content": "moved"}))[1]["code"] == 50035
    assert (await bot.rest("PATCH", edited, card("moved")))[0] == 200
    assert fake.latest().text() == "moved" and fake.latest().is_card


async def test_channel_edits_beyond_five_in_five_seconds_get_a_429_discord_py_retries(
    fake: FakeDiscord, raw_bot: MakeRawBot, http: aiohttp.ClientSession
) -> None:
    bot = await raw_bot(fake, "editor")
    other_channel = await fake.add_channel("dice")
    posted = [(await bot.rest("POST", f"/channels/{c.id}/messages", {"content": "0"}))[1]
              for c in (fake.channel(), other_channel)]
    edit = f"/channels/{fake.channel().id}/messages/{posted[0]['id']}"
    assert [(await bot.rest("PATCH", edit, {"content": str(n)}))[0] for n in range(5)] == [200] * 5
    headers = {"Authorization": f"Bot {bot.app.token}"}
    async with http.patch(fake.api_base + edit, json={"content": "too fast"}, headers=headers) as response:
        body = await response.json()
        assert response.status == 429 and response.headers["Via"] and response.content_type == "application/json"
    assert 4 < body["retry_after"] <= 5 and body["global"] is False
    assert fake.latest(fake.channel()).content == "4"  # the refused edit changed nothing
    elsewhere = f"/channels/{other_channel.id}/messages/{posted[1]['id']}"
    assert (await bot.rest("PATCH", elsewhere, {"content": "1"}))[0] == 200  # each channel has its own window
    assert [call.status for call in fake.calls if call.method == "PATCH"] == [200] * 5 + [429, 200]


async def test_an_edit_after_retry_after_is_let_through(raw_bot: MakeRawBot) -> None:
    async with FakeDiscord(channel_edit_limit=(2, 0.2)) as fake:
        bot = await raw_bot(fake, "patient")
        _, posted, _ = await bot.rest("POST", f"/channels/{fake.channel().id}/messages", {"content": "0"})
        edit = f"/channels/{fake.channel().id}/messages/{posted['id']}"
        assert [(await bot.rest("PATCH", edit, {"content": "1"}))[0] for _ in range(2)] == [200, 200]
        status, refusal, _ = await bot.rest("PATCH", edit, {"content": "2"})
        assert status == 429
        await asyncio.sleep(refusal["retry_after"])
        assert (await bot.rest("PATCH", edit, {"content": "2"}))[0] == 200
    async with FakeDiscord(channel_edit_limit=None) as unlimited:
        bot = await raw_bot(unlimited, "unlimited")
        _, posted, _ = await bot.rest("POST", f"/channels/{unlimited.channel().id}/messages", {"content": "0"})
        edit = f"/channels/{unlimited.channel().id}/messages/{posted['id']}"
        assert {(await bot.rest("PATCH", edit, {"content": str(n)}))[0] for n in range(10)} == {200}


async def test_edits_of_a_message_older_than_an_hour_stop_with_30046_but_answers_to_clicks_do_not(
    raw_bot: MakeRawBot,
) -> None:
    async with FakeDiscord(channel_edit_limit=None, old_message_edit_limit=2) as fake:
        bot = await raw_bot(fake, "old")
        channel = f"/channels/{fake.channel().id}/messages"
        _, young, _ = await bot.rest("POST", channel, {"content": "young"})
        assert {(await bot.rest("PATCH", f"{channel}/{young['id']}", {"content": "y"}))[0] for _ in range(4)} == {200}
        _, old, _ = await bot.rest("POST", channel, {"content": "0", "components": [button_row(button("Go", "go"))]})
        message = fake.latest()
        fake.age_message(message, 3601)
        edit = f"{channel}/{old['id']}"
        assert [(await bot.rest("PATCH", edit, {"content": str(n)}))[0] for n in (1, 2)] == [200, 200]
        status, refusal, _ = await bot.rest("PATCH", edit, {"content": "3"})
        assert status == 400 and refusal == {
            "code": 30046, "message": "Maximum number of edits to messages older than 1 hour reached."
        }
        assert message.content == "2"  # the refused edit changed nothing
        click = asyncio.create_task(fake.click(await fake.add_member("Ann"), message, "Go"))
        interaction = await bot.receive("INTERACTION_CREATE")
        status, _ = await bot.answer(interaction, {"type": 7, "data": {"content": "clicked"}})
        assert status == 200 and (await click).type == 7 and message.content == "clicked"


async def test_a_delayed_route_is_held_before_it_is_handled_while_other_routes_overtake_it(
    fake: FakeDiscord, raw_bot: MakeRawBot
) -> None:
    bot = await raw_bot(fake, "slow")
    _, posted, _ = await bot.rest("POST", f"/channels/{fake.channel().id}/messages", {"content": "0"})
    edit = f"/channels/{fake.channel().id}/messages/{posted['id']}"
    get, patch = f"GET {CHANNEL_MESSAGE_ROUTE}", f"PATCH {CHANNEL_MESSAGE_ROUTE}"
    fake.delay_route(patch, 1.0)
    started = asyncio.get_running_loop().time()
    held = asyncio.create_task(bot.rest("PATCH", edit, {"content": "late"}))
    assert (await bot.rest("GET", edit))[1]["content"] == "0"  # sent after the edit, handled before it
    assert (await held)[0] == 200 and asyncio.get_running_loop().time() - started >= 1.0
    assert [call.route for call in fake.calls[-2:]] == [get, patch]
    assert fake.latest().content == "late"
    fake.delay_route(patch, 60.0)
    fake.delay_route(patch, 0)  # cleared
    assert (await asyncio.wait_for(bot.rest("PATCH", edit, {"content": "now"}), 30))[0] == 200
    fake.delay_route(CALLBACK, 0)  # the interaction callback is a route like any other
    with pytest.raises(ValueError, match="no route"):
        fake.delay_route("PATCH /channels/{id}/messages/{mid}", 1.0)


async def test_clicks_and_picks_reach_the_application_that_posted_the_message(
    fake: FakeDiscord, raw_bot: MakeRawBot, alice: Member
) -> None:
    owner, bystander = await raw_bot(fake, "owner"), await raw_bot(fake, "bystander")
    options = [{"label": "One", "value": "1"}, {"label": "Two", "value": "2"}]
    components = [
        button_row(button("Join", "t:join"), button("Leave", "t:leave", disabled=True)),
        button_row({"type": 3, "custom_id": "pick", "options": options}),
    ]
    _, posted, _ = await owner.rest(
        "POST", f"/channels/{fake.channel().id}/messages", {"content": "Table", "components": components}
    )
    table = fake.latest()
    with pytest.raises(AssertionError, match="disabled"):
        await fake.click(alice, table, "Leave")
    clicking = asyncio.create_task(fake.click(alice, table, "Join"))
    interaction = await owner.receive("INTERACTION_CREATE")
    assert interaction["data"]["custom_id"] == "t:join" and interaction["message"]["id"] == posted["id"]
    await owner.answer(interaction, {"type": 7, "data": {"content": "Alice joined"}})
    assert (await clicking).content == "Alice joined" and table.content == "Alice joined"
    picking = asyncio.create_task(fake.select(alice, table, "Two"))
    interaction = await owner.receive("INTERACTION_CREATE")
    assert interaction["data"]["values"] == ["2"]
    await owner.answer(interaction, {"type": 6})
    assert (await picking).type == 6
    assert bystander.app.id not in {record.app.id for record in fake.state.interactions.values()}


async def test_a_modal_answer_is_filled_in_and_submitted(
    fake: FakeDiscord, raw_bot: MakeRawBot, alice: Member
) -> None:
    bot = await raw_bot(fake, "modal", PING)
    modal = {"custom_id": "stake", "title": "Your stake", "components": [
        {"type": 18, "label": "Chips", "component": {"type": 4, "custom_id": "chips", "style": 1, "max_length": 3}}]}
    asking = asyncio.create_task(fake.slash(alice, "ping"))
    await bot.answer(await bot.receive("INTERACTION_CREATE"), {"type": 9, "data": modal})
    shown: Answer = await asking
    with pytest.raises(AssertionError, match="length"):
        await fake.submit_modal(alice, shown, {"Chips": "1000"})
    submitting = asyncio.create_task(fake.submit_modal(alice, shown, {"Chips": "12"}))
    submitted = await bot.receive("INTERACTION_CREATE")
    assert submitted["type"] == 5 and submitted["data"]["components"][0]["component"]["value"] == "12"
    await bot.answer(submitted, {"type": 4, "data": {"content": "Staked 12"}})
    assert (await submitting).content == "Staked 12"


async def test_two_clicks_at_once_are_two_interactions_answered_separately(
    fake: FakeDiscord, raw_bot: MakeRawBot, alice: Member
) -> None:
    bot = await raw_bot(fake, "race")
    table = {"content": "T", "components": [button_row(button("Join", "j"))]}
    await bot.rest("POST", f"/channels/{fake.channel().id}/messages", table)
    clicking = asyncio.create_task(fake.click_together(fake.latest(), [(alice, "Join"), (alice, "Join")]))
    first, second = await bot.receive("INTERACTION_CREATE"), await bot.receive("INTERACTION_CREATE")
    assert first["id"] != second["id"]
    await bot.answer(first, {"type": 7, "data": {"content": "Alice joined"}})
    await bot.answer(second, {"type": 4, "data": {"content": "Already in", "flags": 64}})
    assert [answer.type for answer in await clicking] == [7, 4]


async def test_resume_replays_missed_dispatches_in_order_and_a_stranger_is_refused(
    fake: FakeDiscord, http: aiohttp.ClientSession, raw_bot: MakeRawBot
) -> None:
    bot = await raw_bot(fake, "resumer")
    session_id = fake.state.sessions[(bot.app.id, 0)].id
    await fake.drop_gateway(bot.app)
    await fake.add_channel("dice")  # happens while the bot is away
    bot.socket = await http.ws_connect(fake.gateway_url)
    await bot.socket.receive_json()
    resume = {"token": bot.app.token, "session_id": session_id, "seq": bot.sequences[-1]}
    await bot.socket.send_json({"op": 6, "d": resume})
    assert (await bot.receive("CHANNEL_CREATE"))["name"] == "dice"
    await bot.receive("RESUMED")
    assert bot.sequences == list(range(1, len(bot.sequences) + 1))
    stranger = await http.ws_connect(fake.gateway_url)
    await stranger.receive_json()
    await stranger.send_json({"op": 6, "d": {"token": bot.app.token, "session_id": "nope", "seq": 1}})
    assert (await stranger.receive_json())["op"] == 9
    await stranger.close()


async def test_a_wrong_token_is_refused_at_login_and_at_identify(
    fake: FakeDiscord, http: aiohttp.ClientSession
) -> None:
    async with http.get(f"{fake.api_base}/users/@me", headers={"Authorization": "Bot wrong"}) as response:
        assert response.status == 401
    socket = await http.ws_connect(fake.gateway_url)
    await socket.receive_json()
    await socket.send_json({"op": 2, "d": {"token": "wrong", "intents": 0, "properties": {}}})
    await socket.receive()
    assert socket.close_code == 4004


# --- application emojis -----------------------------------------------------------------------------------

PNG = b"\x89PNG\r\n\x1a\n" + bytes(64)


def image_uri(data: bytes = PNG, kind: str = "png") -> str:
    return f"data:image/{kind};base64,{base64.b64encode(data).decode()}"


def form_error(body: dict[str, Any], field: str) -> str:
    assert body["code"] == 50035, body
    return str(body["errors"][field]["_errors"][0]["code"])


async def test_application_emojis_are_listed_created_renamed_and_deleted_as_discord_does(
    fake: FakeDiscord, raw_bot: MakeRawBot
) -> None:
    bot = await raw_bot(fake, "artist")
    emojis = f"/applications/{bot.app.id}/emojis"
    assert (await bot.rest("GET", emojis))[:2] == (200, {"items": []})
    status, made, _ = await bot.rest("POST", emojis, {"name": "pips_d6_1", "image": image_uri()})
    assert status == 201 and made["name"] == "pips_d6_1" and int(made["id"]) > 0
    assert {key: made[key] for key in ("roles", "require_colons", "managed", "animated", "available")} == {
        "roles": [], "require_colons": True, "managed": False, "animated": False, "available": True}
    assert made["user"]["id"] == str(bot.app.id) and bot.app.emoji_images[made["id"]] == PNG
    assert (await bot.rest("GET", emojis))[1] == {"items": [made]}
    assert (await bot.rest("GET", f"{emojis}/{made['id']}"))[1] == made
    status, renamed, _ = await bot.rest("PATCH", f"{emojis}/{made['id']}", {"name": "one"})
    assert (status, renamed["name"], renamed["id"]) == (200, "one", made["id"])
    assert (await bot.rest("DELETE", f"{emojis}/{made['id']}"))[0] == 204
    status, gone, _ = await bot.rest("GET", f"{emojis}/{made['id']}")
    assert (status, gone["code"]) == (404, 10014)
    assert (await bot.rest("GET", emojis))[1] == {"items": []} and not bot.app.emoji_images


async def test_emoji_uploads_are_checked_as_discord_checks_them(fake: FakeDiscord, raw_bot: MakeRawBot) -> None:
    bot, other = await raw_bot(fake, "artist"), await raw_bot(fake, "other")
    emojis = f"/applications/{bot.app.id}/emojis"
    assert (await bot.rest("POST", emojis, {"name": "taken", "image": image_uri()}))[0] == 201

    async def refused(body: dict[str, Any], field: str) -> str:
        status, error, content_type = await bot.rest("POST", emojis, body)
        assert (status, content_type) == (400, "application/json")
        return form_error(error, field)

    assert await refused({"name": "taken", "image": image_uri()}, "name") == "APPLICATION_EMOJI_NAME_ALREADY_TAKEN"
    assert await refused({"name": "x", "image": image_uri()}, "name") == "BASE_TYPE_BAD_LENGTH"
    assert await refused({"name": "x" * 33, "image": image_uri()}, "name") == "BASE_TYPE_BAD_LENGTH"
    assert len(fake.take_spec_violations()) == 2  # those two names' lengths are in Discord's specification too
    assert await refused({"name": "dé_6", "image": image_uri()}, "name") == "STRING_TYPE_REGEX"
    assert await refused({"name": "d6-1", "image": image_uri()}, "name") == "STRING_TYPE_REGEX"
    assert await refused({"name": "fine", "image": "not a data uri"}, "image") == "BINARY_TYPE_INVALID"
    assert await refused({"name": "fine", "image": image_uri(kind="webp")}, "image") == "BINARY_TYPE_INVALID"
    assert await refused({"name": "fine", "image": image_uri(b"GIF89a")}, "image") == "BINARY_TYPE_INVALID"
    big = PNG + bytes(256 * 1024)
    assert await refused({"name": "fine", "image": image_uri(big)}, "image") == "BINARY_TYPE_MAX_SIZE"
    assert (await bot.rest("POST", emojis, {"name": "gif", "image": image_uri(b"GIF89a", "gif")}))[1]["animated"]
    made = (await bot.rest("POST", emojis, {"name": "renamed", "image": image_uri(PNG[:-1] + b"\x01")}))[1]
    status, error, _ = await bot.rest("PATCH", f"{emojis}/{made['id']}", {"name": "taken"})
    assert status == 400 and form_error(error, "name") == "APPLICATION_EMOJI_NAME_ALREADY_TAKEN"
    assert (await other.rest("GET", emojis))[:2] == (403, {"code": 50001, "message": "Missing Access"})
    bot.app.emojis += [{"id": str(n), "name": f"e{n}"} for n in range(2000 - len(bot.app.emojis))]
    status, error, _ = await bot.rest("POST", emojis, {"name": "one_more", "image": image_uri()})
    assert (status, error["code"]) == (400, 30008)
    assert [emoji["name"] for emoji in bot.app.emojis[:3]] == ["taken", "gif", "renamed"]


async def test_a_failing_route_answers_its_error_until_cleared(fake: FakeDiscord, raw_bot: MakeRawBot) -> None:
    bot = await raw_bot(fake, "unlucky")
    emojis = f"/applications/{bot.app.id}/emojis"
    fake.fail_route("GET /applications/{app_id}/emojis", 403)
    assert (await bot.rest("GET", emojis))[:2] == (403, {"code": 50001, "message": "Missing Access"})
    fake.fail_route("GET /applications/{app_id}/emojis", 500)
    assert (await bot.rest("GET", emojis))[0] == 500
    assert (await bot.rest("POST", emojis, {"name": "ok", "image": image_uri()}))[0] == 201  # other routes work
    fake.fail_route("GET /applications/{app_id}/emojis", None)
    assert (await bot.rest("GET", emojis))[0] == 200
    assert [call.status for call in fake.calls if call.route == "GET /applications/{app_id}/emojis"] == [403, 500, 200]
    with pytest.raises(ValueError, match="no route"):
        fake.fail_route("GET /applications/{app_id}/stickers", 500)


async def test_custom_emojis_read_as_told_or_as_their_name(fake: FakeDiscord, raw_bot: MakeRawBot) -> None:
    bot = await raw_bot(fake, "reader")
    text = "rolled <:pips_d6_3:123456789012345678> <:other:42> <a:spin:7>"
    await bot.rest("POST", f"/channels/{fake.channel().id}/messages", {"embeds": [{"description": text}]})
    message = fake.latest()
    assert message.text() == "rolled :pips_d6_3: :other: :spin:"
    fake.read_emojis_as({"pips_d6_3": "⚂"})
    assert message.text() == "rolled ⚂ :other: :spin:" and message.raw_text() == text


async def test_a_new_message_notifies_whom_its_allowed_mentions_let_it_and_an_edit_nobody(
    fake: FakeDiscord, raw_bot: MakeRawBot
) -> None:
    bot = await raw_bot(fake, "pinger")
    alice, bob = await fake.add_member("Alice"), await fake.add_member("Bob")
    channel = f"/channels/{fake.channel().id}/messages"
    both = f"<@{alice.id}> and <@!{bob.id}>"
    status, plain, _ = await bot.rest("POST", channel, {"content": both})
    assert status == 200 and [user["id"] for user in plain["mentions"]] == [str(alice.id), str(bob.id)]
    assert fake.latest().notified == [alice.id, bob.id] and fake.latest().allowed_mentions is None
    only_bob = {"parse": [], "users": [bob.id], "replied_user": False}
    status, posted, _ = await bot.rest("POST", channel, {"content": both, "allowed_mentions": only_bob})
    assert status == 200 and [user["id"] for user in posted["mentions"]] == [str(bob.id)]
    assert fake.latest().notified == [bob.id] and fake.latest().allowed_mentions == only_bob
    await bot.rest("POST", channel, {"content": both, "allowed_mentions": {"parse": []}})
    quiet = fake.latest()
    assert quiet.notified == []
    await bot.rest("POST", channel, {"embeds": [{"description": both}]})
    assert fake.latest().notified == []  # mentions in embeds never notify
    status, refused, _ = await bot.rest(
        "POST", channel, {"content": both, "allowed_mentions": {"parse": ["users"], "users": [bob.id]}}
    )
    assert (status, refused["code"]) == (400, 50035)
    await bot.rest("PATCH", f"{channel}/{quiet.id}", {"content": f"<@{alice.id}>"})
    assert quiet.content == f"<@{alice.id}>" and quiet.notified == []  # an edit notifies nobody


async def test_a_moderator_deletes_a_bot_message_and_the_bots_own_delete_then_finds_it_unknown(
    fake: FakeDiscord, raw_bot: MakeRawBot
) -> None:
    bot = await raw_bot(fake, "pinger")
    moderator = await fake.add_member("Mod", permissions=MANAGE_MESSAGES)
    someone = await fake.add_member("Sam")
    channel = f"/channels/{fake.channel().id}/messages"
    _, posted, _ = await bot.rest("POST", channel, {"content": "your turn"})
    message = fake.latest()
    with pytest.raises(AssertionError, match="Manage Messages"):
        await fake.delete_as(someone, message)
    assert not message.deleted
    await fake.delete_as(moderator, message)
    assert message.deleted and fake.messages() == []
    status, body, _ = await bot.rest("DELETE", f"{channel}/{posted['id']}")
    assert (status, body["code"]) == (404, 10008)
