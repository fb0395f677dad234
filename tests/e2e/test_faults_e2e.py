"""The unmodified bot through the faults Discord and the network really make, while people play: its gateway
dropped every way it can be (clicks in flight), 429 windows per bucket and global, 500/502/503 windows, edits
held 1-3 s. After each: nothing lost or doubled, every click answered once within 3 s, every table showing its
stored state within 10 s, no deadline left overdue (e2e/fault_checks.py).

Two people and a computer seat at each of two tables: a person's move is drawn in the answer to their click, the
computer's by an edit of the table message (PATCH /channels/{id}/messages/{id}), the route most faults hit.
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import AsyncIterator
from pathlib import Path

import pytest
from e2e.conftest import PATIENCE, UPDATE_MESSAGE, add_people, running_bot, stand_in
from e2e.fault_checks import SCREEN_CATCH_UP, Click, Players, all_well_after, lcr_tables, sqlite_tables, through
from fakediscord import BotProcess, FakeDiscord, Member
from fakediscord.gateway import GatewayDrop
from fakediscord.model import LOADING

from i18n import t

CHANNEL_EDIT = "PATCH /channels/{channel_id}/messages/{message_id}"
CHANNEL_POST = "POST /channels/{channel_id}/messages"
FOLLOW_UP = "POST /webhooks/{app_id}/{token}"
DEFERRED_CHANNEL_MESSAGE = 5
WINDOW = 2.5  # seconds a REST fault lasts: the stand-in's real time
PEOPLE = ("Alice", "Bob", "Carol", "Dan")


@pytest.fixture
async def people(fake: FakeDiscord) -> list[Member]:
    return await add_people(fake, PEOPLE)


@pytest.fixture
async def bot(fake: FakeDiscord, tmp_path: Path) -> AsyncIterator[BotProcess]:
    async with running_bot(fake, tmp_path) as process:
        yield process


async def window(seconds: float = WINDOW) -> None:
    """A REST fault's window, in real time: it is the stand-in's, not the bot's."""
    await asyncio.sleep(seconds)


# --- the gateway -----------------------------------------------------------------------------------------------


@pytest.mark.parametrize("how", ["close", "abort", "reconnect", "invalidate_resumable"])
async def test_a_resumable_gateway_drop_loses_no_click_in_flight(
    how: GatewayDrop, fake: FakeDiscord, people: list[Member], bot: BotProcess
) -> None:
    tables = await lcr_tables(fake, people)
    players = Players(fake, people)
    in_flight: list[Click] = []

    async def drop() -> None:
        await fake.wait_until(lambda: bool(unanswered(players.clicks)), timeout=PATIENCE, what="a click in flight")
        in_flight.extend(unanswered(players.clicks))
        await fake.drop_gateway(bot.app, how=how)
        await fake.wait_until(lambda: bot.app.resume_count == 1 and fake.connected(bot.app), timeout=PATIENCE,
                              what="the bot resumed")

    clicks = await through(fake, players, tables, drop)
    assert bot.app.identify_count == 1
    assert in_flight  # sent before the drop, answered after it (all_well_after: within 3 s, once)
    await all_well_after(fake, sqlite_tables(bot), clicks)


def unanswered(clicks: list[Click]) -> list[Click]:
    return [click for click in clicks if not click.record.answered.is_set()]


@pytest.mark.parametrize("refuse_resume", [False, True], ids=["invalid-session", "refused-resume"])
async def test_a_session_lost_with_clicks_in_flight_loses_only_what_never_reached_the_bot(
    refuse_resume: bool, fake: FakeDiscord, people: list[Member], bot: BotProcess
) -> None:
    tables = await lcr_tables(fake, people)
    gap: list[float] = []

    async def invalidate() -> None:
        gap.append(time.monotonic())
        if refuse_resume:  # its RESUME is answered with INVALID_SESSION: it identifies anew
            await fake.drop_gateway(bot.app, refuse_resume=True)
        else:  # INVALID_SESSION (d=false) on the live connection
            await fake.drop_gateway(bot.app, how="invalidate")
        await fake.wait_until(lambda: bot.app.identify_count == 2 and fake.connected(bot.app), timeout=PATIENCE,
                              what="the bot identified anew")
        gap.append(time.monotonic())

    clicks = await through(fake, Players(fake, people), tables, invalidate)
    # Discord delivers nothing to a session that is gone: a click made before the new one never reached the bot
    lost = [click for click in clicks if click.record.answer_type is None and gap[0] <= click.record.created_at
            <= gap[1]]
    await all_well_after(fake, sqlite_tables(bot), clicks, lost=lost)


# --- REST faults on the table's edits ----------------------------------------------------------------------------


async def test_a_429_window_on_the_table_edits_bucket(
    fake: FakeDiscord, people: list[Member], bot: BotProcess
) -> None:
    await through_rest_fault(fake, people, bot, lambda: fake.rate_limit_route(CHANNEL_EDIT, WINDOW), 429)


async def test_a_global_429_window(fake: FakeDiscord, people: list[Member], bot: BotProcess) -> None:
    await through_rest_fault(fake, people, bot, lambda: fake.rate_limit_globally(WINDOW), 429)


@pytest.mark.parametrize("status", [500, 502, 503])
async def test_a_server_error_window_on_the_table_edits(
    status: int, fake: FakeDiscord, people: list[Member], bot: BotProcess
) -> None:
    await through_rest_fault(fake, people, bot, lambda: fake.fail_route(CHANNEL_EDIT, status, seconds=WINDOW),
                             status)


async def test_table_edits_held_one_to_three_seconds(fake: FakeDiscord, people: list[Member], bot: BotProcess) -> None:
    tables = await lcr_tables(fake, people)

    async def held() -> None:
        fake.delay_route(CHANNEL_EDIT, (1.0, 3.0))
        await fake.wait_until(lambda: fake.held_requests[CHANNEL_EDIT] > 0, timeout=PATIENCE,
                              what="an edit held")
        await window()
        fake.delay_route(CHANNEL_EDIT, 0)

    clicks = await through(fake, Players(fake, people), tables, held)
    await all_well_after(fake, sqlite_tables(bot), clicks)


async def through_rest_fault(
    fake: FakeDiscord, people: list[Member], bot: BotProcess, switch_on: object, status: int
) -> list[Click]:
    """Play two tables through a REST fault window `switch_on()` opens (WINDOW seconds, on the table edits or
    every bot request), which must have answered at least one table edit with `status`; then every check."""
    assert callable(switch_on)
    tables = await lcr_tables(fake, people)

    async def fault() -> None:
        started = time.monotonic()
        switch_on()
        await window()
        hit = [call for call in fake.calls if call.route == CHANNEL_EDIT and call.at >= started]
        assert any(call.status == status for call in hit), "no table edit came during the window: it proves nothing"

    clicks = await through(fake, Players(fake, people), tables, fault)
    await all_well_after(fake, sqlite_tables(bot), clicks)
    return clicks


# --- REST faults on channel posts and interaction webhooks --------------------------------------------------------


@pytest.mark.parametrize("status", [429, 502, 503])
async def test_a_fault_window_on_channel_posts_while_a_table_moves(status: int, tmp_path: Path) -> None:
    """A table Discord will no longer edit (its message is over an hour old, and its edits are used up: 30046) is
    posted again at the bottom of its channel, by POST /channels/{id}/messages, while that route fails."""
    async with stand_in(old_message_edit_limit=0) as fake:
        people = await add_people(fake, PEOPLE)
        async with running_bot(fake, tmp_path) as bot:
            tables = await lcr_tables(fake, people)

            async def fault() -> None:
                started = time.monotonic()
                if status == 429:
                    fake.rate_limit_route(CHANNEL_POST, WINDOW)
                else:
                    fake.fail_route(CHANNEL_POST, status, seconds=WINDOW)
                for table in tables:  # their next computer move is refused an edit: the tables move
                    fake.age_message(table, 3601)
                await window()
                posts = [call for call in fake.calls if call.route == CHANNEL_POST and call.at >= started]
                assert any(call.status == status for call in posts), "no table was posted during the window"

            clicks = await through(fake, Players(fake, people), tables, fault)
            await all_well_after(fake, sqlite_tables(bot), clicks)
            assert all(fake.latest(fake.state.channel(table.channel_id)) is not table for table in tables)


@pytest.mark.parametrize("status", [429, 503])
async def test_a_fault_window_on_interaction_follow_ups(
    status: int, fake: FakeDiscord, people: list[Member], bot: BotProcess
) -> None:
    """The story of a finished game is a deferred answer resolved by a follow-up (POST /webhooks/{app}/{token}),
    sent while that route fails: it comes once the window is over."""
    host = people[0]
    table = (await fake.slash(host, "lcr start")).message
    assert table is not None
    for label in ("button.add_computer", "button.add_computer", "button.start"):
        assert (await fake.click(host, table, t("en", label))).type == UPDATE_MESSAGE
    assert (await fake.slash(host, "game leave")).ephemeral  # the computer seats play it out
    await fake.wait_until(lambda: t("en", "button.story") in table.labels(), timeout=PATIENCE,
                          what="the finished table")
    # The picture drawn once before the fault (the bot keeps it), so the follow-up of the click below goes out at
    # once, inside the window, however long drawing takes on a busy machine.
    drawn = (await fake.click(host, table, t("en", "button.story"))).message
    assert drawn is not None
    await fake.wait_until(lambda: not drawn.flags & LOADING, what="the story drawn before the fault")
    if status == 429:
        fake.rate_limit_route(FOLLOW_UP, WINDOW)
    else:
        fake.fail_route(FOLLOW_UP, status, seconds=WINDOW)
    ended = time.monotonic() + WINDOW
    thinking = await fake.click(host, table, t("en", "button.story"))
    assert thinking.type == DEFERRED_CHANNEL_MESSAGE and thinking.message is not None, thinking.content  # in time
    story = thinking.message
    await fake.wait_until(lambda: not story.flags & LOADING, timeout=ended - time.monotonic() + SCREEN_CATCH_UP,
                          what="the story, once the window is over")
    assert any(call.route == FOLLOW_UP and call.status == status for call in fake.calls)
    assert story.attachments or story.content  # the story itself (or why there is none), not the loading state
