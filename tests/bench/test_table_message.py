"""Pips's table message as the same-message bot sends it: recorded from the real bot, still the shape Pips
answers a Roll with, and sent by the same-message bot with only its count changing."""

from __future__ import annotations

import copy
from pathlib import Path
from typing import Any

from bench.driving import CountingMessage, posted
from bench.table_message import components, differences, load, payload_bytes, payload_of, record, shape
from tests.fakediscord import BotProcess, FakeDiscord

RERECORD = "the table's message changed shape: record it again with `python -m bench.table_message`"


def test_the_recorded_message_is_a_table_after_a_roll() -> None:
    kept = load()
    assert shape(kept) | {"text_chars": 0} == {
        "content": False, "embeds": 0, "flags": 1 << 15, "layout": [[17, [10, [1, [2]], 10]]], "buttons": 1,
        "text_chars": 0,
    }
    assert 800 <= shape(kept)["text_chars"] <= 1800
    assert [button["label"] for button in buttons(kept)] == ["Roll"]
    assert 1000 <= payload_bytes(kept) <= 2200  # "about 1.5 KB"


def test_a_message_of_another_shape_is_told_apart() -> None:
    kept = load()
    assert differences(kept, kept) == []
    longer, more_buttons = copy.deepcopy(kept), copy.deepcopy(kept)
    first_text = longer["components"][0]["components"][0]
    first_text["content"] *= 3
    (row,) = [part for part in more_buttons["components"][0]["components"] if part["type"] == 1]
    row["components"] *= 2
    assert [found.split(":")[0] for found in differences(longer, kept)] == ["text"]
    assert [found.split(":")[0] for found in differences(more_buttons, kept)] == ["layout", "buttons"]


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
    texts, recorded = texts_of(answered), texts_of(kept)
    assert texts[:-1] == recorded[:-1] and texts[-1] == f"{recorded[-1]} · 2"
    assert [button["custom_id"] for button in buttons(answered)] == ["bench:table:2"]


def texts_of(payload: dict[str, Any]) -> list[str]:
    return [part["content"] for part in components(payload) if part["type"] == 10]


def buttons(payload: dict[str, Any]) -> list[dict[str, Any]]:
    return [part for part in components(payload) if part["type"] == 2]
