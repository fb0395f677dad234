"""The table on screen never goes back to an older state: whatever draws a table (a click's answer, the redraw at
start-up, a background edit) leaves the newest committed version on screen, whatever order Discord gets them in.
"""

from __future__ import annotations

import asyncio
import contextlib

import pytest
from e2e.conftest import UPDATE_MESSAGE, open_table, shown_step, stored, whose_turn
from fakediscord import BotProcess, FakeDiscord, Member, StoredMessage

from i18n import t

ROLL = t("en", "lcr.action.roll")
EDIT = "PATCH /channels/{channel_id}/messages/{message_id}"
DEFERRED_UPDATE_MESSAGE = 6
ON_SCREEN_WITHIN = 5.0  # seconds for the stored step to show once the redraw is through (plus one slow edit)


def step_on_screen(message: StoredMessage) -> int:
    step = shown_step(message)
    assert step is not None, f"the message shows no move:\n{message.text()}"
    return step


async def record_steps(fake: FakeDiscord, message: StoredMessage, seen: list[int]) -> None:
    """Append each step the message shows, as the stand-in sees changes, until cancelled."""

    def note() -> bool:
        step = step_on_screen(message)
        if seen[-1:] != [step]:
            seen.append(step)
        return False

    with contextlib.suppress(AssertionError):  # wait_until's time-out: the test cancels this long before
        await fake.wait_until(note, timeout=60.0, what="nothing")


# Seconds each channel message edit takes to reach the stand-in: less than a click's answer waits for its table
# (it draws once the redraw is through), and more (it only acknowledges the click, and an edit draws it after).
@pytest.mark.parametrize("slow_edit", [1.0, 2.5])
async def test_a_click_right_after_a_restart_is_not_drawn_over_by_the_slower_redraw(
    fake: FakeDiscord, bot: BotProcess, people: list[Member], slow_edit: float
) -> None:
    message = await open_table(fake, "lcr start", people)
    for _ in range(2):
        await fake.click(whose_turn(message, people), message, ROLL)
    # The restart redraws the table (changed in the last 30 s) by an edit that reaches Discord only after the
    # answer to a click made as soon as the bot is back: without order, that edit would draw the older step.
    fake.delay_route(EDIT, slow_edit)
    redraws = fake.route_counts[EDIT]
    await bot.kill()
    steps = [step_on_screen(message)]
    recording = asyncio.create_task(record_steps(fake, message, steps))
    await bot.start()  # returns once the bot's gateway session is up
    try:
        click = await fake.click(whose_turn(message, people), message, ROLL)
        assert click.type in (UPDATE_MESSAGE, DEFERRED_UPDATE_MESSAGE), click.content
        await fake.wait_until(lambda: fake.route_counts[EDIT] > redraws, what="the start-up redraw to reach Discord")
        step = stored(bot, message).state["step"]  # type: ignore[index]
        await fake.wait_until(
            lambda: shown_step(message) == step, timeout=ON_SCREEN_WITHIN + slow_edit,
            what=f"the stored step {step} on screen",
        )
    finally:
        recording.cancel()
    assert steps == sorted(steps), f"the message went back to an older step: {steps}"

    fake.delay_route(EDIT, 0)
    before = stored(bot, message)
    answer = await fake.click(whose_turn(message, people), message, ROLL)  # the player shown can play on
    assert answer.type == UPDATE_MESSAGE and not answer.ephemeral, answer.content
    assert stored(bot, message).version == before.version + 1
