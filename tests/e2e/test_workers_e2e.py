"""The bot's worker process end to end: the unmodified bot estimates live chances and draws a "How it went" picture
in one worker process, and when the bot is killed with SIGKILL no process it started is left running."""

from __future__ import annotations

import re
from pathlib import Path

from e2e.conftest import PATIENCE, eventually, open_table, play_until_over, sigkill, whose_turn
from fakediscord import BotProcess, FakeDiscord, Member, StoredMessage

from i18n import t

ROLL, STORY = t("en", "lcr.action.roll"), t("en", "button.story")
SHOWN = re.compile(r" · [<>]?\d+%")  # a seat row's live chance


def children_of(pid: int) -> dict[int, str]:
    """The processes whose parent is ``pid`` now (from /proc), with their command lines."""
    children = {}
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            stat = (entry / "stat").read_text()
            command = (entry / "cmdline").read_bytes().replace(b"\0", b" ").decode(errors="replace")
        except (FileNotFoundError, ProcessLookupError):
            continue
        if int(stat.rpartition(")")[2].split()[1]) == pid:
            children[int(entry.name)] = command
    return children


def running(pid: int) -> bool:
    """Whether process ``pid`` still runs (a zombie nobody has reaped yet runs nothing)."""
    try:
        return Path(f"/proc/{pid}/stat").read_text().rpartition(")")[2].split()[0] not in ("Z", "X")
    except FileNotFoundError:
        return False


async def test_no_worker_outlives_a_bot_killed_with_sigkill(
    fake: FakeDiscord, bot: BotProcess, people: list[Member]
) -> None:
    message = await open_table(fake, "lcr start", people, dot_to_win=True)  # no exact chain: estimated
    await fake.click(whose_turn(message, people), message, ROLL)

    def shows_chances(candidate: StoredMessage) -> bool:
        return candidate is message and any(SHOWN.search(line) for line in candidate.text().splitlines())

    await fake.wait_for_message(shows_chances, timeout=PATIENCE)  # an estimate, by the worker
    await play_until_over(fake, message, people, ROLL)
    asked = await fake.click(people[0], message, STORY)
    assert asked.message is not None
    picture = asked.message
    await fake.wait_until(lambda: bool(picture.attachments), timeout=PATIENCE, what="the picture drawn")

    assert bot.process is not None
    children = children_of(bot.process.pid)
    workers = [pid for pid, command in children.items() if "multiprocessing.spawn" in command]
    assert len(workers) == 1, children  # one worker for the estimates and the pictures alike
    await sigkill(fake, bot)
    await eventually(lambda: not any(running(pid) for pid in children) or None,
                     f"the killed bot's processes {children} to end")
