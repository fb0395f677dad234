"""The message Pips answers a Roll with, recorded from a real table for the same-message bot to send.

`bench/table_message.json` holds what a five-player LCR table showed after a Roll once its log was full: the
message as Discord stored it (a Components V2 card: one container in the game's colour holding its texts and a
row with one button), without the fields Discord adds. The same-message baseline (`bench/baseline_bot.py`)
answers every click with it, a counter being the only change, so the benchmark compares Pips with a bot that
costs what discord.py costs for Pips's message.

    python -m bench.table_message    # record it again from the current Pips (after the table's layout changed)

`tests/bench/test_table_message.py` records it from the running bot and fails when the shape has moved away from
the file's.
"""

from __future__ import annotations

import asyncio
import json
import sys
import tempfile
from pathlib import Path
from typing import Any

from bench.driving import open_lcr_table
from tests.fakediscord import BotProcess, FakeDiscord

FIXTURE = Path(__file__).with_name("table_message.json")
PLAYERS = 5
ROLLS = 8  # the table's log shows its last six lines: from here on a Roll's message keeps its size
DISCORD_ADDED = {"id"}  # what a stored component holds that the bot did not send
SIZE_TOLERANCE = 0.25  # the card's text may grow or shrink this much (names, numbers) and still be the shape
TEXT_DISPLAY, BUTTON = 10, 2


def sent(part: Any) -> Any:
    """A stored component as the bot sent it: without the keys Discord adds."""
    if isinstance(part, dict):
        return {key: sent(value) for key, value in part.items() if key not in DISCORD_ADDED}
    if isinstance(part, list):
        return [sent(value) for value in part]
    return part


def payload_of(message: dict[str, Any]) -> dict[str, Any]:
    """A message as Discord stores it, reduced to what the bot sent: content, embeds, flags and components."""
    return {
        "content": message.get("content") or "",
        "embeds": message.get("embeds") or [],
        "flags": message.get("flags", 0),
        "components": sent(message.get("components") or []),
    }


def components(payload: dict[str, Any]) -> list[dict[str, Any]]:
    """Every component of the message, containers and rows before what they hold."""
    found: list[dict[str, Any]] = []
    waiting = list(payload["components"])
    while waiting:
        component = waiting.pop(0)
        found.append(component)
        waiting[:0] = component.get("components", [])
    return found


def tree(component: dict[str, Any]) -> Any:
    """A component's type and those of what it holds: the card's layout without its texts."""
    held = component.get("components")
    return [component["type"], [tree(child) for child in held]] if held is not None else component["type"]


def payload_bytes(payload: dict[str, Any]) -> int:
    """The message's size as JSON, what travels in the answer and comes back in the next click."""
    return len(json.dumps(payload, ensure_ascii=False).encode())


def shape(payload: dict[str, Any]) -> dict[str, Any]:
    """What makes two messages cost discord.py the same: their layout, buttons, and the length of their text."""
    found = components(payload)
    return {
        "content": bool(payload["content"]),
        "embeds": len(payload["embeds"]),
        "flags": payload["flags"],
        "layout": [tree(component) for component in payload["components"]],
        "buttons": sum(component["type"] == BUTTON for component in found),
        "text_chars": sum(len(component["content"]) for component in found if component["type"] == TEXT_DISPLAY),
    }


def differences(recorded: dict[str, Any], kept: dict[str, Any]) -> list[str]:
    """How a newly recorded message differs in shape from the kept one (empty: the same shape)."""
    new, old = shape(recorded), shape(kept)
    found = [
        f"{key}: {old[key]} kept, {new[key]} now"
        for key in old if key != "text_chars" and new.get(key) != old[key]
    ]
    if abs(new["text_chars"] - old["text_chars"]) > SIZE_TOLERANCE * old["text_chars"]:
        found.append(f"text: {old['text_chars']} characters kept, {new['text_chars']} now")
    return found


def load() -> dict[str, Any]:
    payload: dict[str, Any] = json.loads(FIXTURE.read_text())
    return payload


async def record(workdir: Path) -> dict[str, Any]:
    """Open an LCR table in a fresh Pips through the stand-in, roll `ROLLS` times, and return the last answer."""
    async with FakeDiscord(reaction_time=0) as fake:
        people = [await fake.add_member(f"Player {number}") for number in range(1, PLAYERS + 1)]
        channel = await fake.add_channel("table")
        app = fake.add_application("Pips")
        pips = BotProcess(fake, app, "bot.py", workdir=workdir)
        await pips.start()
        try:
            table = await open_lcr_table(fake, channel, people, app, stake=99)
            for _ in range(ROLLS):
                answer = await table.next_click()
            return payload_of(answer.record.answered_with)
        finally:
            await pips.stop()


def main() -> int:
    with tempfile.TemporaryDirectory(prefix="pips-table-message-") as workdir:
        payload = asyncio.run(record(Path(workdir)))
    FIXTURE.write_text(json.dumps(payload, indent=2, ensure_ascii=False) + "\n")
    print(f"recorded {FIXTURE}: {payload_bytes(payload)} bytes, {shape(payload)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
