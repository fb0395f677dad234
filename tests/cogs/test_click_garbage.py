"""What a table click leaves to the cycle collector, seen on the running bot: discord.py's interaction and its
response refer to each other, so they wait for a collector pass; the clicked message discord.py parsed for the
click (its components, its author, some twenty objects) is let go of once the click is handled, and freed at once."""

from __future__ import annotations

import asyncio
import signal
from collections import Counter
from pathlib import Path

from e2e.conftest import add_people, eventually, open_table, settled, whose_turn, written
from fakediscord import BotProcess, FakeDiscord

from i18n import t

CLICKS = 6


async def test_a_handled_click_leaves_no_message_to_the_collector(fake: FakeDiscord, tmp_path: Path) -> None:
    out = tmp_path / "garbage.txt"
    people = await add_people(fake, ("Alice", "Bob", "Carol"))
    bot = BotProcess(fake, fake.add_application("Pips"), "tests/cogs/garbage_probe_bot.py", workdir=tmp_path,
                     env={"GARBAGE_OUT": str(out)})
    async with bot:
        await settled(fake, bot)
        table = await open_table(fake, "lcr start", people)
        roll = t("en", "lcr.action.roll")
        assert bot.process is not None
        bot.process.send_signal(signal.SIGUSR1)
        await asyncio.sleep(0.1)  # the handler runs on the loop's thread at its next instruction
        clicked = 0
        while clicked < CLICKS and roll in table.labels():
            answer = await fake.click(whose_turn(table, people), table, roll)
            assert answer.message is table, answer.content
            clicked += 1
        bot.process.send_signal(signal.SIGUSR2)
        left = Counter((await eventually(written(out), "the probe's report")).split())
    # the probe does see the clicks' interactions (the first may come before it forgot, the last before its handler
    # ended, on a busy machine)
    assert clicked and left["discord.interactions.Interaction"] > 0, left
    assert left["discord.message.Message"] == 0, left
