"""The edges of the Discord side, end to end: the stakes dialog with several players at once and across a
restart, forged or broken buttons and commands, and commands a client still shows from before an update.

Every refusal must be a private answer with its own catalog text (never "something went wrong") that changes
nothing stored.
"""

from __future__ import annotations

import asyncio
import re
import signal
import time
from typing import Any

import pytest
from e2e.conftest import (
    CALLBACK,
    CHANNEL_MESSAGE,
    MODAL,
    PATIENCE,
    POLL_SECONDS,
    UPDATE_MESSAGE,
    open_table,
    refusal,
    shown_step,
    stale_view,
    stored,
    stored_if_any,
    stored_once_posted,
    whose_turn,
)
from fakediscord import BotProcess, FakeDiscord, Member, StoredMessage
from fakediscord.limits import ACTION_ROW, STRING_SELECT

from i18n import t
from rules.games import GAMES
from service.settings import MAX_TURN_TIMEOUT, MIN_TURN_TIMEOUT

JOIN = t("en", "button.join")
HUGE_ID = "9" * 30  # far past SQLite's 64-bit INTEGER
HOLD = 2.0  # seconds the stand-in holds one answer: within Discord's 3 s, long enough to act while it is held


async def stakes_lobby(fake: FakeDiscord, host: Member) -> StoredMessage:
    opened = await fake.slash(host, "lcr start", stakes=True)
    assert opened.message is not None, opened.content
    return opened.message


def bot_log(bot: BotProcess) -> str:
    return bot.log_path.read_text(errors="replace")


ANSI = re.compile(r"\x1b\[[0-9;]*m")
# discord.py's log line, plain ("[2025-01-01 12:00:00] [ERROR   ] name: …") or coloured (the same, no brackets)
LOG_LINE = re.compile(r"^\[?\d{4}-\d\d-\d\d \d\d:\d\d:\d\d\]? \[?([A-Z]+)\s*\]? (.*)$")


def logged(bot: BotProcess, level: str) -> list[str]:
    """The bot's log records at `level` (e.g. "ERROR"), without the time and the level."""
    found = (LOG_LINE.match(ANSI.sub("", line)) for line in bot_log(bot).splitlines())
    return [match[2] for match in found if match is not None and match[1] == level]


async def until_logged(bot: BotProcess, level: str, text: str, timeout: float = PATIENCE) -> None:
    """Wait for what the bot does on its own, with nothing to see in Discord, to show in its log."""
    give_up = time.monotonic() + timeout
    while not any(text in record for record in logged(bot, level)):
        assert time.monotonic() < give_up, f"the bot never logged {text!r}:\n{bot.log_tail()}"
        await asyncio.sleep(POLL_SECONDS)


# --- the stakes dialog ------------------------------------------------------------------------------------


@pytest.mark.parametrize("first", ["Bob", "Carol"])
async def test_two_players_in_the_stakes_dialog_at_once_are_both_seated_with_their_stakes(
    fake: FakeDiscord, bot: BotProcess, people: list[Member], first: str
) -> None:
    alice, bob, carol = people
    table = await stakes_lobby(fake, alice)
    asked = {person.name: await fake.click(person, table, JOIN) for person in (bob, carol)}
    assert all(answer.type == MODAL for answer in asked.values())
    typed = {"Bob": "7", "Carol": "12"}
    for person in sorted((bob, carol), key=lambda person: person.name != first):
        joined = await fake.submit_modal(person, asked[person.name], {"stake": typed[person.name]})
        assert joined.type == UPDATE_MESSAGE and joined.message is table, joined.content
    seats = {seat["user_id"]: seat["stake"] for seat in stored(bot, table).seats}
    assert seats == {alice.id: 3, bob.id: 7, carol.id: 12}


async def test_a_stakes_dialog_open_across_a_restart_still_seats_the_player(
    fake: FakeDiscord, bot: BotProcess, people: list[Member]
) -> None:
    alice, bob, _ = people
    table = await stakes_lobby(fake, alice)
    await stored_once_posted(bot, table)
    asked = await fake.click(bob, table, JOIN)
    assert asked.type == MODAL
    await bot.restart(kill=True)
    joined = await fake.submit_modal(bob, asked, {"stake": "9"})
    assert joined.type == UPDATE_MESSAGE and joined.message is table, joined.content
    assert [seat["stake"] for seat in stored(bot, table).seats] == [3, 9]


# --- forged buttons, selects and dialogs ----------------------------------------------------------------------


async def test_forged_or_broken_custom_ids_get_a_private_answer_and_change_nothing(
    fake: FakeDiscord, bot: BotProcess, people: list[Member]
) -> None:
    alice, bob, _ = people
    table = await stakes_lobby(fake, alice)
    before = await stored_once_posted(bot, table)
    forged = [
        f"pips:{HUGE_ID}:-:join",  # a table id no SQLite INTEGER holds
        f"pips:{before.id}:-:" + "join" * 30,  # longer than any custom_id Discord carries
        "pips:hello",  # ours by its prefix, yet no form of ours
        f"pips:{before.id}:-:pick",  # a select's id without a step
        "pips:board:bogus:0",  # no such game
        f"pips:stake:{before.id}",  # a dialog's id on a button
        f"pips:{before.id + 1}:-:join",  # well formed, but not a button of this message
    ]
    for custom_id in forged:
        refusal(await fake.raw_click(bob, table, custom_id), "error.component_invalid")
    # a real button of the message, sent as the wrong kind of component
    refusal(await fake.raw_click(bob, table, f"pips:{before.id}:-:join", component_type=STRING_SELECT, values=["x"]),
            "error.component_invalid")

    asked = await fake.click(bob, table, JOIN)
    for custom_id in (f"pips:stake:{HUGE_ID}", "pips:stake:", "pips:stake:1:2"):
        refusal(await fake.submit_modal(bob, asked, {"stake": "7"}, custom_id=custom_id), "error.form_invalid")
    assert stored(bot, table) == before

    joined = await fake.submit_modal(bob, asked, {"stake": "7"})  # the real dialog still works
    assert joined.type == UPDATE_MESSAGE, joined.content
    assert "Traceback" not in bot_log(bot)


async def test_a_button_the_table_moved_past_is_told_why_and_changes_nothing(
    fake: FakeDiscord, bot: BotProcess, people: list[Member]
) -> None:
    """Discord sends a click with its message as it stores it now: a person who clicked the table as drawn before
    another move sends a button that message no longer holds. It is the table's button all the same, and the
    service says why it is out of date."""
    roll = t("en", "lcr.action.roll")
    message = await open_table(fake, "lcr start", people)
    table_id = stored(bot, message).id
    first_screen = stale_view(message)  # Roll at the first step, as a screen not redrawn yet still shows it
    first = whose_turn(message, people)
    assert (await fake.click(first, message, roll)).type == UPDATE_MESSAGE
    before = stored(bot, message)
    for person in (first, whose_turn(message, people)):  # the one who rolled, and the one to roll now
        refusal(await fake.click(person, first_screen, roll), "turn.stale")
    # another table's button on this table's message shows no drawing of it: no button of Pips's
    forged = f"pips:{table_id + 1}:{shown_step(message)}:roll"
    refusal(await fake.raw_click(first, message, forged), "error.component_invalid")
    assert stored(bot, message) == before
    assert (await fake.click(whose_turn(message, people), message, roll)).type == UPDATE_MESSAGE  # play goes on


async def test_a_click_claiming_another_channel_is_refused_and_changes_nothing(
    fake: FakeDiscord, bot: BotProcess, people: list[Member]
) -> None:
    elsewhere = await fake.add_channel("elsewhere")
    table = await open_table(fake, "lcr start", people)
    player = whose_turn(table, people)
    before = stored(bot, table)
    [roll] = [button for button in table.buttons() if button["label"] == t("en", "lcr.action.roll")]
    # the table's own Roll button, sent as if clicked in another channel: the table there must not move
    answer = await fake.raw_click(player, table, roll["custom_id"], channel=elsewhere)
    refusal(answer, "table.other_channel")
    assert stored(bot, table) == before
    assert await fake.click(player, table, t("en", "lcr.action.roll"))  # from its own channel it still plays


async def test_a_select_value_that_is_no_legal_move_is_refused(
    fake: FakeDiscord, bot: BotProcess, people: list[Member]
) -> None:
    message = await open_table(fake, "leftovers start", people[:2])
    player = whose_turn(message, people)
    before = stored(bot, message)
    # Tables drawn before the moves became buttons offered them in a select (pips:<table>:<step>:pick), and such a
    # message may still be in a channel (as Discord stores it): its select still reaches the table.
    select_id = f"pips:{before.id}:{shown_step(message)}:pick"
    select = {"type": STRING_SELECT, "custom_id": select_id,
              "options": [{"label": "Claim 7: take 1 + 6", "value": "claim:7:1-6"}]}
    message.data["components"] = [{"type": ACTION_ROW, "components": [select]}]
    for value in ("claim:99:1-1", "x" * 500, ""):
        answer = await fake.raw_click(player, message, select_id, component_type=STRING_SELECT, values=[value])
        refusal(answer, "rules.not_legal")
    assert stored(bot, message) == before


# --- forged and outdated slash commands ---------------------------------------------------------------------


async def test_option_values_a_command_does_not_declare_are_refused_naming_the_option(
    fake: FakeDiscord, bot: BotProcess, people: list[Member]
) -> None:
    alice = people[0]
    timeout = t("en", "error.wants.integer_range", min=MIN_TURN_TIMEOUT, max=MAX_TURN_TIMEOUT)
    cases: list[tuple[str, dict[str, Any], str, str]] = [
        ("lcr start", {"turn_timeout": "abc"}, "turn_timeout", timeout),
        ("lcr start", {"turn_timeout": MAX_TURN_TIMEOUT + 1}, "turn_timeout", timeout),
        ("lcr start", {"turn_timeout": True}, "turn_timeout", timeout),
        ("lcr start", {"dice": "sometimes"}, "dice", t("en", "error.wants.choice", choices="by-chips, always-three")),
        ("lcr start", {"stakes": "yes"}, "stakes", t("en", "error.wants.boolean")),
        ("leaderboard", {"game": "bogus"}, "game",
         t("en", "error.wants.choice", choices=", ".join(GAMES))),
    ]
    for command, options, option, wants in cases:
        answer = await fake.slash(alice, command, unchecked=True, **options)
        refusal(answer, "error.option_value", option=option, wants=wants)
    answer = await fake.slash(alice, "lcr start", unchecked=True, colour="red")
    refusal(answer, "error.unknown_option", command="lcr start", option="colour")
    answer = await fake.slash(alice, "game status", unchecked=True, table=1)
    refusal(answer, "error.unknown_option", command="game status", option="table")
    assert stored_if_any(bot) is None
    assert "Traceback" not in bot_log(bot)


async def test_a_command_from_before_an_update_asks_to_try_again_without_an_error_in_the_log(
    fake: FakeDiscord, bot: BotProcess, people: list[Member]
) -> None:
    alice = people[0]
    refusal(await fake.slash(alice, "roulette start", unchecked=True), "error.command_updated")  # no longer exists
    refusal(await fake.slash(alice, "lcr", unchecked=True), "error.command_updated")  # now a group of subcommands
    refusal(await fake.slash(alice, "lcr deal", unchecked=True), "error.command_updated")  # a dropped subcommand
    assert stored_if_any(bot) is None
    assert any("outdated command" in record for record in logged(bot, "INFO"))
    assert logged(bot, "ERROR") == [] and "Traceback" not in bot_log(bot)


# --- shutting down ---------------------------------------------------------------------------------------------


async def test_while_shutting_down_commands_dialogs_and_stray_clicks_are_told_to_come_back(
    fake: FakeDiscord, bot: BotProcess, people: list[Member]
) -> None:
    alice, bob, _ = people
    assert bot.process is not None
    table = await stakes_lobby(fake, alice)
    before = await stored_once_posted(bot, table)
    asked = await fake.click(bob, table, JOIN)

    # an admitted /game status is held while the bot drains: everything arriving meanwhile is turned away
    fake.delay_route(CALLBACK, HOLD)
    status = asyncio.create_task(fake.slash(alice, "game status"))
    await fake.wait_until(lambda: fake.held_requests[CALLBACK] == 1, what="the answer to /game status held")
    fake.delay_route(CALLBACK, 0)
    bot.process.send_signal(signal.SIGTERM)
    await until_logged(bot, "INFO", "SIGTERM received")

    refusal(await fake.submit_modal(bob, asked, {"stake": "7"}), "bot.restarting")
    refusal(await fake.slash(alice, "game verify"), "bot.restarting")
    refusal(await fake.raw_click(bob, table, "pips:hello"), "bot.restarting")
    assert (await status).type == CHANNEL_MESSAGE
    assert await asyncio.wait_for(bot.process.wait(), 10.0) == 0
    assert [seat["user_id"] for seat in stored(bot, table_id=before.id).seats] == [alice.id]
