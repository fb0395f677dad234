"""How many project files a Roll click runs on the event loop's thread, traced on the running bot: at most
MAX_FILES, the path docs/architecture.md draws. A table in steady state: three people, no computers, live chances
on (the default), the clicks quicker than an estimate starts."""

from __future__ import annotations

import asyncio
import signal
from pathlib import Path

from e2e.conftest import COMPUTER_DELAY, open_table, settled, whose_turn
from fakediscord import BotProcess, FakeDiscord, Member

from i18n import t
from tests.patience import PATIENCE

MAX_FILES = 12
WARM_UP_CLICKS = 3
TRACED_CLICKS = 5


async def test_a_roll_click_runs_code_in_at_most_twelve_project_files(
    fake: FakeDiscord, people: list[Member], tmp_path: Path
) -> None:
    out = tmp_path / "click-trace.txt"
    bot = BotProcess(fake, fake.add_application("Pips"), "tests/cogs/click_trace_bot.py", workdir=tmp_path,
                     env={"PIPS_COMPUTER_DELAY": COMPUTER_DELAY, "CLICK_TRACE_OUT": str(out)})
    async with bot:
        await settled(fake, bot)
        table = await open_table(fake, "lcr start", people)
        roll = t("en", "lcr.action.roll")

        async def click() -> None:
            answer = await fake.click(whose_turn(table, people), table, roll)
            assert answer.message is table, answer.content

        for _ in range(WARM_UP_CLICKS):
            await click()
        assert bot.process is not None
        bot.process.send_signal(signal.SIGUSR1)
        await asyncio.sleep(0.2)  # the handler runs on the loop's thread at its next instruction
        for _ in range(TRACED_CLICKS):
            await click()
        bot.process.send_signal(signal.SIGUSR2)
        for _ in range(int(PATIENCE / 0.05)):
            if out.exists():
                break
            await asyncio.sleep(0.05)
    files = out.read_text().split()
    print(f"a Roll click runs code in {len(files)} project files:", *files, sep="\n  ")
    assert len(files) <= MAX_FILES, f"a Roll click runs code in {len(files)} project files: {', '.join(files)}"
