"""Game nights (/schedule) end to end: the unmodified bot, allowed to manage events, against the stand-in. A night
opens its table on time with everyone signed up seated (by the invite's button or the Discord event's Interested
list), across a restart too; its event goes active, then completed when the game ends; a weekly night schedules
the next; a deleted event calls the night off; a time that cannot be read is refused and changes nothing; clock
times are read in the server's /settings timezone."""

from __future__ import annotations

import re
import time
from collections.abc import AsyncIterator
from contextlib import closing
from datetime import datetime, timedelta
from pathlib import Path
from typing import Any
from zoneinfo import ZoneInfo

import pytest
from e2e.conftest import (
    CHANNEL_MESSAGE,
    COMPUTER_DELAY,
    UPDATE_MESSAGE,
    add_people,
    catalog_pattern,
    eventually,
    play_until_over,
    read_only,
    refusal,
    settled,
    stored_once_posted,
)
from fakediscord import MANAGE_GUILD, BotProcess, FakeDiscord, Member, StoredMessage
from fakediscord.events import ACTIVE, CANCELED, COMPLETED, MANAGE_EVENTS, SCHEDULED
from fakediscord.model import BOT_PERMISSIONS

from i18n import t
from service.nights import REMIND_BEFORE, WATCH_EVERY
from service.when import examples
from tests.patience import PATIENCE

IN, OUT = t("en", "night.button.in"), t("en", "night.button.out")
# Seconds from /schedule new to what the test waits for: room for the sign-ups before it, on a busy machine too
# (the bot waits in real time; "in 1 minute" and the other ways to say when are read in tests/service/test_when.py)
LEAD = 10
ROLL = t("en", "lcr.action.roll")


@pytest.fixture
async def people(fake: FakeDiscord) -> list[Member]:
    return await add_people(fake, ("Alice", "Bob", "Carol", "Dan"))


def events_bot(fake: FakeDiscord, workdir: Path) -> BotProcess:
    """bot.py as an application the server let manage its events."""
    app = fake.add_application("Pips", permissions=BOT_PERMISSIONS | MANAGE_EVENTS)
    return BotProcess(fake, app, "bot.py", workdir=workdir, env={"PIPS_COMPUTER_DELAY": COMPUTER_DELAY})


@pytest.fixture
async def bot(fake: FakeDiscord, tmp_path: Path) -> AsyncIterator[BotProcess]:
    async with events_bot(fake, tmp_path) as process:
        await settled(fake, process)
        yield process


def night_status(bot: BotProcess, night_id: int) -> str:
    with closing(read_only(bot)) as db:
        (status,) = db.execute("SELECT status FROM nights WHERE id = ?", (night_id,)).fetchone()
    return str(status)


def event_stored(bot: BotProcess, night_id: int) -> int | None:
    with closing(read_only(bot)) as db:
        (event_id,) = db.execute("SELECT event_id FROM nights WHERE id = ?", (night_id,)).fetchone()
    return None if event_id is None else int(event_id)


def nights_stored(bot: BotProcess) -> int:
    with closing(read_only(bot)) as db:
        (count,) = db.execute("SELECT COUNT(*) FROM nights").fetchone()
    return int(count)


async def schedule(fake: FakeDiscord, host: Member, when: str, **options: Any) -> StoredMessage:
    """The host's /schedule new of LCR: the invite card, public in the channel; its event made once Discord
    answered the command."""
    answer = await fake.slash(host, "schedule new", game="lcr", when=when, **options)
    assert answer.type == CHANNEL_MESSAGE and not answer.ephemeral and answer.message is not None, answer.content
    card = answer.message
    assert t("en", "night.card.title", game=t("en", "game.lcr")) in card.text() and card.labels() == [IN, OUT]
    return card


def seconds_ahead(seconds: float) -> str:
    return f"<t:{int(time.time() + seconds)}:F>"


async def sign_up(fake: FakeDiscord, card: StoredMessage, *people: Member) -> None:
    for person in people:
        answered = await fake.click(person, card, IN)
        assert answered.type == UPDATE_MESSAGE and f"<@{person.id}>" in card.raw_text(), answered.content


OPENED = catalog_pattern("night.opened", mentions=".*", game=re.escape(t("en", "game.lcr")), host=r"<@\d+>")
REMINDER = catalog_pattern("night.reminder", mentions=".*", game=re.escape(t("en", "game.lcr")), relative=r"<t:\d+:R>")
DELETED = catalog_pattern("night.event_deleted", game=re.escape(t("en", "game.lcr")), time=".*")


async def opened_table(fake: FakeDiscord, seated: list[Member], timeout: float) -> StoredMessage:
    """The ping naming everyone seated, then the table below it."""
    ping = await fake.wait_for_message(lambda m: OPENED.search(m.content) is not None, timeout=timeout)
    assert all(f"<@{person.id}>" in ping.content for person in seated)
    assert set(ping.notified) == {person.id for person in seated}
    return await fake.wait_for_message(lambda m: m.id > ping.id and t("en", "button.start") in m.labels(),
                                       timeout=PATIENCE)


async def test_a_night_soon_seats_the_button_and_the_interested_and_moves_its_event(
    fake: FakeDiscord, bot: BotProcess, people: list[Member],
) -> None:
    alice, bob, carol, dan = people
    starts_at = int(time.time() + LEAD)
    card = await schedule(fake, alice, f"<t:{starts_at}:F>", note="bring snacks")
    await sign_up(fake, card, bob, carol)
    await fake.wait_until(lambda: len(fake.scheduled_events()) == 1, timeout=PATIENCE, what="the night's event")
    (event,) = fake.scheduled_events()
    assert event.status == SCHEDULED and event.location is not None and str(fake.channel().id) in event.location
    await fake.mark_interested(dan, event)

    table = await opened_table(fake, people, timeout=LEAD + PATIENCE)
    assert time.time() >= starts_at  # on time, not before
    await fake.wait_until(lambda: event.status == ACTIVE, timeout=PATIENCE, what="the event active")
    seated = await stored_once_posted(bot, table)
    assert [seat["user_id"] for seat in seated.seats] == [alice.id, bob.id, carol.id, dan.id]
    assert seated.status == "lobby" and seated.host_id == alice.id
    await fake.wait_until(lambda: t("en", "night.card.started") in card.text() and card.labels() == [],
                          timeout=PATIENCE, what="the card started")

    started = await fake.click(alice, table, t("en", "button.start"))
    assert started.type == UPDATE_MESSAGE, started.content
    await play_until_over(fake, table, people, ROLL)
    await fake.wait_until(lambda: event.status == COMPLETED, timeout=WATCH_EVERY + PATIENCE,
                          what="the event completed once the game ended")
    await eventually(lambda: night_status(bot, 1) == "done" or None, "the night done")


async def test_a_night_opens_across_a_restart_and_a_weekly_one_schedules_the_next(
    fake: FakeDiscord, bot: BotProcess, people: list[Member],
) -> None:
    alice, bob, carol, _ = people
    card = await schedule(fake, alice, seconds_ahead(LEAD), repeat="weekly")
    await sign_up(fake, card, bob)
    await fake.wait_until(lambda: len(fake.scheduled_events()) == 1, timeout=PATIENCE, what="the night's event")
    (event,) = fake.scheduled_events()
    await fake.mark_interested(carol, event)
    await bot.restart()

    table = await opened_table(fake, [alice, bob, carol], timeout=LEAD + PATIENCE)
    assert [seat["user_id"] for seat in (await stored_once_posted(bot, table)).seats] == [alice.id, bob.id, carol.id]
    await fake.wait_until(lambda: event.status == ACTIVE, timeout=PATIENCE, what="the event active")
    # the next week's night: its own card below, with its own event a week on
    following = await fake.wait_for_message(
        lambda m: m.id > card.id and m.labels() == [IN, OUT], timeout=PATIENCE)
    await fake.wait_until(lambda: len(fake.scheduled_events()) == 2, timeout=PATIENCE, what="the next event")
    assert fake.scheduled_events()[1].status == SCHEDULED
    assert nights_stored(bot) == 2 and night_status(bot, 2) == "scheduled"
    assert t("en", "night.card.weekly") in following.text()

    await fake.wait_until(lambda: card.labels() == [], timeout=PATIENCE, what="no more answers taken")
    cancelled = await fake.slash(alice, "game cancel")
    assert cancelled.type == CHANNEL_MESSAGE, cancelled.content
    await fake.wait_until(lambda: event.status == COMPLETED, timeout=WATCH_EVERY + PATIENCE,
                          what="the event completed once the table ended")


async def test_a_deleted_event_calls_the_night_off(fake: FakeDiscord, bot: BotProcess, people: list[Member]) -> None:
    alice, bob, *_ = people
    card = await schedule(fake, alice, "in 2h")
    await fake.wait_until(lambda: len(fake.scheduled_events()) == 1, timeout=PATIENCE, what="the night's event")
    (event,) = fake.scheduled_events()
    assert await eventually(lambda: event_stored(bot, 1), "the night to know its event") == event.id
    await fake.delete_event_as(alice, event)
    told = await fake.wait_for_message(lambda m: DELETED.search(m.content) is not None, timeout=PATIENCE)
    assert not told.notified
    await eventually(lambda: night_status(bot, 1) == "cancelled" or None, "the night called off")
    await fake.wait_until(lambda: t("en", "night.card.cancelled") in card.text() and card.labels() == [],
                          timeout=PATIENCE, what="the card called off")
    listed = await fake.slash(bob, "schedule list")
    assert listed.ephemeral and listed.content == t("en", "night.list.empty")


@pytest.mark.parametrize(("when", "key"), [
    ("whenever", "night.when.unreadable"), ("<t:1000000000:F>", "night.when.past"), ("in 100 days", "night.when.far"),
])
async def test_a_time_that_cannot_be_read_is_refused_and_nothing_changes(
    fake: FakeDiscord, bot: BotProcess, people: list[Member], when: str, key: str,
) -> None:
    before = len(fake.messages())
    answer = await fake.slash(people[0], "schedule new", game="lcr", when=when)
    refusal(answer, key, text=when, **examples(time.time(), ZoneInfo("UTC")))
    assert len(fake.messages()) == before and fake.scheduled_events() == [] and nights_stored(bot) == 0


async def test_a_night_is_called_off_by_its_host_with_its_event(
    fake: FakeDiscord, bot: BotProcess, people: list[Member],
) -> None:
    alice, bob, *_ = people
    card = await schedule(fake, alice, "in 3h")
    await fake.wait_until(lambda: len(fake.scheduled_events()) == 1, timeout=PATIENCE, what="the night's event")
    refusal(await fake.click(alice, card, OUT), "night.host_stays")
    refusal(await fake.slash(bob, "schedule cancel", night=1), "night.host_only")
    done = await fake.slash(alice, "schedule cancel", night=1)
    assert done.ephemeral and t("en", "game.lcr") in done.content
    (event,) = fake.scheduled_events()
    await fake.wait_until(lambda: event.status == CANCELED, timeout=PATIENCE, what="the event cancelled")
    await fake.wait_until(lambda: card.labels() == [], timeout=PATIENCE, what="the card called off")
    assert night_status(bot, 1) == "cancelled"


async def test_clock_times_are_read_in_the_servers_time_zone(
    fake: FakeDiscord, bot: BotProcess, people: list[Member],
) -> None:
    manager = await fake.add_member("Mia", permissions=MANAGE_GUILD)
    suggested = await fake.suggest(manager, "settings timezone", "zone", "pari")
    assert {"name": "Europe/Paris", "value": "Europe/Paris"} in suggested
    refusal(await fake.slash(manager, "settings timezone", zone="Europe/Atlantis"), "settings.timezone.invalid",
            name="Europe/Atlantis")
    saved = await fake.slash(manager, "settings timezone", zone="europe/paris")
    assert saved.ephemeral and "Europe/Paris" in saved.content
    await schedule(fake, people[0], "tomorrow 20:30")
    paris = ZoneInfo("Europe/Paris")
    tomorrow = datetime.now(paris).date() + timedelta(days=1)
    expected = int(datetime.combine(tomorrow, datetime.min.time().replace(hour=20, minute=30), paris).timestamp())
    with closing(read_only(bot)) as db:
        (starts_at,) = db.execute("SELECT starts_at FROM nights").fetchone()
    assert starts_at == expected


async def test_ten_minutes_before_those_coming_are_pinged_and_no_one_else(
    fake: FakeDiscord, bot: BotProcess, people: list[Member],
) -> None:
    alice, bob, carol, dan = people
    card = await schedule(fake, alice, seconds_ahead(REMIND_BEFORE + LEAD))  # its reminder is due LEAD s from now
    await sign_up(fake, card, bob)
    refused = await fake.click(carol, card, OUT)
    assert refused.type == UPDATE_MESSAGE and f"<@{carol.id}>" in card.raw_text()
    await fake.wait_until(lambda: len(fake.scheduled_events()) == 1, timeout=PATIENCE, what="the night's event")
    await fake.mark_interested(dan, fake.scheduled_events()[0])
    reminder = await fake.wait_for_message(lambda m: REMINDER.search(m.content) is not None, timeout=LEAD + PATIENCE)
    assert set(reminder.notified) == {alice.id, bob.id, dan.id}
    assert reminder.allowed_mentions is not None and reminder.allowed_mentions.get("parse") == []
    done = await fake.slash(alice, "schedule cancel", night=1)
    assert done.ephemeral
