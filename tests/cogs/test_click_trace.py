"""How many project files a Roll click runs on the event loop's thread, traced on the running bot: at most
MAX_FILES, the path docs/architecture.md draws. A table in steady state: five people, no computers, live chances
on (the default), the clicks quicker than an estimate starts. One-time work that may still be finishing in the
background when tracing starts (the worker's warm-up solve, the game's start chances kept for luck) only adds files,
so the quietest of a few windows of clicks is the click's own path."""

from __future__ import annotations

import asyncio
import signal
from pathlib import Path

from e2e.conftest import COMPUTER_DELAY, add_people, eventually, open_table, settled, whose_turn, written
from fakediscord import BotProcess, FakeDiscord

from i18n import t

MAX_FILES = 12
WARM_UP_CLICKS = 3
WINDOWS, CLICKS_A_WINDOW = 3, 5


async def test_a_roll_click_runs_code_in_at_most_twelve_project_files(fake: FakeDiscord, tmp_path: Path) -> None:
    out = tmp_path / "click-trace.txt"
    people = await add_people(fake, ("Alice", "Bob", "Carol", "Dan", "Erin"))
    bot = BotProcess(fake, fake.add_application("Pips"), "tests/cogs/click_trace_bot.py", workdir=tmp_path,
                     env={"PIPS_COMPUTER_DELAY": COMPUTER_DELAY, "CLICK_TRACE_OUT": str(out)})
    traces: list[list[str]] = []
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
        for _ in range(WINDOWS):
            if roll not in table.labels():
                break  # the game ended: the windows traced so far are all there is
            bot.process.send_signal(signal.SIGUSR1)
            await asyncio.sleep(0.1)  # the handler runs on the loop's thread at its next instruction
            clicked = 0
            while clicked < CLICKS_A_WINDOW and roll in table.labels():  # (a rare seed ends the game early)
                await click()
                clicked += 1
            bot.process.send_signal(signal.SIGUSR2)
            traced = await eventually(written(out), "the click trace")
            if clicked == CLICKS_A_WINDOW:  # a window cut short by the game's end traced fewer clicks: left out
                traces.append(traced.split())
            out.unlink()
    assert traces, "no window of clicks was traced"
    files = min(traces, key=len)
    print(f"a Roll click runs code in {len(files)} project files:", *files, sep="\n  ")
    assert len(files) <= MAX_FILES, f"a Roll click runs code in {len(files)} project files: {', '.join(files)}"
