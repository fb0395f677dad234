"""The message Pips answers a Roll with, recorded from a real table for the same-message bot to send.

`bench/table_message.json` holds what a five-player LCR table showed after a Roll once its log was full: the
message as Discord stored it (one embed: title, description, colour, footer; one button), without the fields
Discord adds. The same-message baseline (`bench/baseline_bot.py`) answers every click with it, a counter being
the only change, so the benchmark compares Pips with a bot that costs what discord.py costs for Pips's message.

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
DISCORD_ADDED = {"type", "flags", "id"}  # what the stored message holds that the bot did not send
SIZE_TOLERANCE = 0.25  # the description may grow or shrink this much (names, numbers) and still be the shape


def sent(part: Any) -> Any:
    """A stored embed or component as the bot sent it: without the keys Discord adds."""
    if isinstance(part, dict):
        return {key: sent(value) for key, value in part.items() if key not in DISCORD_ADDED}
    if isinstance(part, list):
        return [sent(value) for value in part]
    return part


def payload_of(message: dict[str, Any]) -> dict[str, Any]:
    """A message as Discord stores it, reduced to what the bot sent: content, embeds and components."""
    return {
        "content": message.get("content") or "",
        "embeds": sent(message.get("embeds") or []),
        "components": sent(message.get("components") or []),
    }


def payload_bytes(payload: dict[str, Any]) -> int:
    """The message's size as JSON, what travels in the answer and comes back in the next click."""
    return len(json.dumps(payload, ensure_ascii=False).encode())


def shape(payload: dict[str, Any]) -> dict[str, Any]:
    """What makes two messages cost discord.py the same: the parts they have, and the description's length."""
    embeds = payload["embeds"]
    return {
        "content": bool(payload["content"]),
        "embed_keys": [sorted(embed) for embed in embeds],
        "footer_keys": [sorted(embed.get("footer", {})) for embed in embeds],
        "rows": len(payload["components"]),
        "buttons": sum(len(row["components"]) for row in payload["components"]),
        "description_chars": sum(len(embed.get("description", "")) for embed in embeds),
    }


def differences(recorded: dict[str, Any], kept: dict[str, Any]) -> list[str]:
    """How a newly recorded message differs in shape from the kept one (empty: the same shape)."""
    new, old = shape(recorded), shape(kept)
    found = [
        f"{key}: {old[key]} kept, {new[key]} now"
        for key in old if key != "description_chars" and new[key] != old[key]
    ]
    if abs(new["description_chars"] - old["description_chars"]) > SIZE_TOLERANCE * old["description_chars"]:
        found.append(f"description: {old['description_chars']} characters kept, {new['description_chars']} now")
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
