"""A table message left behind its table (a drawing Discord refused) catches up: a click on its out-of-date
buttons is refused privately, and the table is drawn at its newest step without waiting for the next move."""

from __future__ import annotations

from e2e.conftest import TURN, eventually, refusal, shown_step, stored, until_logged
from fakediscord import BotProcess, FakeDiscord, Member, StoredMessage

from i18n import t

EDIT = "PATCH /channels/{channel_id}/messages/{message_id}"
ROLL, ADD_COMPUTER = t("en", "lcr.action.roll"), t("en", "button.add_computer")
JOIN, START = t("en", "button.join"), t("en", "button.start")


def person_to_move(table: StoredMessage, people: list[Member]) -> Member | None:
    """Who the message says is to act, if it is one of `people` (None: the computer seat)."""
    found = TURN.search(table.text())
    return next((person for person in people if found and person.id == int(found[1])), None)


async def test_a_click_on_buttons_the_table_moved_past_redraws_the_table(
    fake: FakeDiscord, bot: BotProcess, people: list[Member]
) -> None:
    alice, bob, _ = people
    await until_logged(bot, "connected as")  # its start-up redraw comes then: not to be taken for a catch-up
    opened = await fake.slash(alice, "lcr start", live_chances=False)  # (fresh chances would redraw it anyway)
    assert opened.message is not None
    table = opened.message
    await fake.click(bob, table, JOIN)
    await fake.click(alice, table, ADD_COMPUTER)
    await fake.click(alice, table, START)
    # Discord refuses the table's edits for good (a permission taken away for a while, say): the computer's
    # move, drawn by an edit, is not shown, and no other change will come to draw the table by itself.
    fake.fail_route(EDIT, 403)
    while (mover := person_to_move(table, [alice, bob])) is not None:
        await fake.click(mover, table, ROLL)
    await eventually(lambda: True if any(call.route == EDIT and call.status == 403 for call in fake.calls) else None,
                     "the computer's move refused on screen")
    fake.fail_route(EDIT, None)
    behind = shown_step(table)
    assert behind is not None and behind < stored(bot, table).state["step"]  # type: ignore[index]

    answer = await fake.click(alice, table, ROLL)  # the Roll button of the computer's turn
    over = stored(bot, table).status == "finished"  # (seldom: the computer's roll ended the game)
    refusal(answer, "table.over" if over else "turn.stale")
    await fake.wait_until(lambda: shown_step(table) == newest_step(bot, table), what="the table drawn at its newest")


def newest_step(bot: BotProcess, table: StoredMessage) -> int | None:
    """The step the stored table's move buttons are drawn at (None once the game is over: no move buttons)."""
    now = stored(bot, table)
    return None if now.status == "finished" or now.state is None else int(now.state["step"])
