"""Pips's table message as the same-message bot sends it: recorded from the real bot, still the shape Pips
answers a Roll with, and sent by the same-message bot with only its count changing."""

from __future__ import annotations

import copy
from pathlib import Path

from bench.driving import CountingMessage, posted
from bench.table_message import differences, load, payload_bytes, payload_of, record, shape
from tests.fakediscord import BotProcess, FakeDiscord

RERECORD = "the table's message changed shape: record it again with `python -m bench.table_message`"


def test_the_recorded_message_is_a_table_after_a_roll() -> None:
    kept = load()
    assert shape(kept) | {"description_chars": 0} == {
        "content": False, "embed_keys": [["color", "description", "footer", "title"]], "footer_keys": [["text"]],
        "rows": 1, "buttons": 1, "description_chars": 0,
    }
    assert 600 <= shape(kept)["description_chars"] <= 1500
    assert kept["components"][0]["components"][0]["label"] == "Roll"
    assert 1000 <= payload_bytes(kept) <= 2000  # "about 1 KB"


def test_a_message_of_another_shape_is_told_apart() -> None:
    kept = load()
    assert differences(kept, kept) == []
    longer, more_buttons = copy.deepcopy(kept), copy.deepcopy(kept)
    longer["embeds"][0]["description"] *= 2
    more_buttons["components"][0]["components"] *= 2
    assert [found.split(":")[0] for found in differences(longer, kept)] == ["description"]
    assert [found.split(":")[0] for found in differences(more_buttons, kept)] == ["buttons"]


async def test_pips_still_answers_a_roll_with_the_recorded_shape(tmp_path: Path) -> None:
    assert differences(await record(tmp_path), load()) == [], RERECORD


async def test_the_same_message_bot_answers_with_the_recorded_message(tmp_path: Path) -> None:
    kept = load()
    async with FakeDiscord(reaction_time=0) as fake:
        alice = await fake.add_member("Alice")
        app = fake.add_application("same")
        async with BotProcess(fake, app, "bench/baseline_bot.py", workdir=tmp_path, env={"BASELINE": "same-message"}):
            message = CountingMessage(fake, posted(await fake.slash(alice, "table")), alice, label="Roll")
            for _ in range(2):
                await message.next_click()
            answered = payload_of(message.message.data)
    assert message.shows_count() and message.clicks == 2
    assert differences(answered, kept) == []
    (embed,), (recorded,) = answered["embeds"], kept["embeds"]
    assert embed["description"] == recorded["description"] and embed["title"] == recorded["title"]
    assert embed["footer"]["text"] == f"{recorded['footer']['text']} · 2"
    assert answered["components"][0]["components"][0]["custom_id"] == "bench:table:2"
