"""Threads in the stand-in, as Discord documents them: started without a message, messages and clicks in them with
channel type 11 and parent_id, archived; the permission bits each needs; every request checked by the spec."""

# ruff: noqa: F811 (the fixtures shared with test_stand_in.py are imported, then named as parameters)
from __future__ import annotations

from typing import Any

from .model import BOT_PERMISSIONS, CREATE_PUBLIC_THREADS, SEND_MESSAGES_IN_THREADS, Member
from .server import FakeDiscord
from .test_stand_in import MakeRawBot, alice, button, button_row, fake, http, raw_bot  # noqa: F401 (fixtures)

THREADS = "/channels/{}/threads"


async def start(bot: Any, fake: FakeDiscord, name: str = "LCR — round 1, table 2") -> tuple[int, Any]:
    status, body, _ = await bot.rest(
        "POST",
        THREADS.format(fake.channel().id),
        {
            "name": name,
            "type": 11,
            "auto_archive_duration": 1440,
        },
    )
    return status, body


async def test_a_public_thread_starts_without_a_message_and_is_announced(
    fake: FakeDiscord, raw_bot: MakeRawBot
) -> None:
    bot = await raw_bot(fake, "pips")
    status, thread = await start(bot, fake)
    assert status == 200
    assert thread["type"] == 11 and thread["parent_id"] == str(fake.channel().id)
    assert thread["owner_id"] == str(bot.app.id) and thread["name"] == "LCR — round 1, table 2"
    assert thread["thread_metadata"]["archived"] is False
    created = await bot.receive("THREAD_CREATE")
    assert created["id"] == thread["id"] and created["newly_created"] is True
    assert [t.id for t in fake.threads()] == [int(thread["id"])]
    assert fake.spec_violations == []


async def test_messages_and_clicks_in_a_thread_carry_its_type_and_parent(
    fake: FakeDiscord, raw_bot: MakeRawBot, alice: Member
) -> None:
    bot = await raw_bot(fake, "pips")
    _, thread = await start(bot, fake)
    body = {"content": f"<@{alice.id}> your table", "components": [button_row(button("Roll", "roll"))]}
    status, message, _ = await bot.rest("POST", f"/channels/{thread['id']}/messages", body)
    assert status == 200 and message["channel_id"] == thread["id"]
    (channel,) = fake.threads()
    shown = fake.latest(channel)
    assert shown.notified == [alice.id]
    record = await fake.click_without_waiting(alice, shown, "Roll")
    interaction = await bot.receive("INTERACTION_CREATE")
    assert interaction["channel"]["type"] == 11 and interaction["channel"]["parent_id"] == str(fake.channel().id)
    assert interaction["channel_id"] == thread["id"]
    assert (await bot.answer(interaction, {"type": 6}))[0] == 200 and record.answer_type == 6


async def test_an_archived_thread_is_announced_and_a_message_unarchives_it(
    fake: FakeDiscord, raw_bot: MakeRawBot
) -> None:
    bot = await raw_bot(fake, "pips")
    _, thread = await start(bot, fake)
    status, archived, _ = await bot.rest("PATCH", f"/channels/{thread['id']}", {"archived": True})
    assert status == 200 and archived["thread_metadata"]["archived"] is True
    update = await bot.receive("THREAD_UPDATE")
    assert update["thread_metadata"]["archived"] is True and fake.threads()[0].archived
    await bot.rest("POST", f"/channels/{thread['id']}/messages", {"content": "again"})
    assert not fake.threads()[0].archived


async def test_threads_need_their_permission_bits(fake: FakeDiscord, raw_bot: MakeRawBot) -> None:
    bot = await raw_bot(fake, "pips")
    bot.app.permissions = BOT_PERMISSIONS & ~CREATE_PUBLIC_THREADS
    status, body = await start(bot, fake)
    assert (status, body["code"]) == (403, 50013) and fake.threads() == []
    bot.app.permissions = BOT_PERMISSIONS & ~SEND_MESSAGES_IN_THREADS
    _, thread = await start(bot, fake)
    status, body, _ = await bot.rest("POST", f"/channels/{thread['id']}/messages", {"content": "hi"})
    assert (status, body["code"]) == (403, 50013) and fake.messages(fake.threads()[0]) == []
    other = await raw_bot(fake, "other")
    status, body, _ = await other.rest("PATCH", f"/channels/{thread['id']}", {"archived": True})
    assert status == 403 and not fake.threads()[0].archived


async def test_a_thread_request_the_specification_refuses_is_listed(fake: FakeDiscord, raw_bot: MakeRawBot) -> None:
    bot = await raw_bot(fake, "pips")
    await bot.rest("POST", THREADS.format(fake.channel().id), {"name": 7, "type": 11})
    assert any("/channels/{channel_id}/threads" in violation for violation in fake.take_spec_violations())
