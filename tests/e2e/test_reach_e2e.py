"""Pips installed to people's own accounts, where its bot is no member: a group DM, a server only a person installed
it in. The unmodified bot plays there through interactions alone (no channel route: Discord would answer 403),
draws changes nobody clicked for through the newest interaction's token, waits for a click once none is valid (and
says so on the table beforehand), counts its follow-ups, and says privately why a server that took away "Use
External Apps" gets no table."""

from __future__ import annotations

import asyncio
import re
import time
from collections.abc import AsyncIterator, Callable
from pathlib import Path
from typing import Any

import aiohttp
import pytest
from e2e.conftest import (
    CHANNEL_MESSAGE,
    COMPUTER_DELAY,
    PATIENCE,
    TURN,
    UPDATE_MESSAGE,
    add_people,
    eventually,
    settled,
    shown_step,
    stored,
    stored_once_posted,
    until_logged,
)
from fakediscord import Application, BotProcess, Channel, FakeDiscord, Member, StoredMessage

from i18n import t

ROLL, JOIN, START = t("en", "lcr.action.roll"), t("en", "button.join"), t("en", "button.start")
AGAIN, ADD_COMPUTER = t("en", "button.again"), t("en", "button.add_computer")
TIMEOUT = 15  # the shortest turn timeout; its ping comes after 10 s
WEBHOOK_EDIT = "PATCH /webhooks/{app_id}/{token}/messages/{message_id}"
FOLLOW_UP = "POST /webhooks/{app_id}/{token}"
# What a table says when its last token stops drawing it before the turn's deadline; its time, Discord's markup.
_BEFORE, _AFTER = t("en", "table.waits_for_click", time="\x00").split("\x00")
WAITS_FOR_CLICK = re.compile(re.escape(_BEFORE) + r"<t:(\d+):t>" + re.escape(_AFTER))


def user_installed_bot(fake: FakeDiscord, workdir: Path, **env: str) -> BotProcess:
    """bot.py syncing its commands globally (no development guild): only global commands reach DMs, group DMs and
    servers without the bot."""
    return BotProcess(fake, fake.add_application("Pips"), "bot.py", workdir=workdir,
                      env={"PIPS_COMPUTER_DELAY": COMPUTER_DELAY, "DEV_GUILD_ID": "", **env})


@pytest.fixture
async def pips(fake: FakeDiscord, tmp_path: Path) -> AsyncIterator[BotProcess]:
    async with user_installed_bot(fake, tmp_path) as process:
        await settled(fake, process)
        yield process


def channel_routes_used(fake: FakeDiscord, app: Application) -> list[str]:
    """The bot's calls to channel routes (Discord refuses them where the bot is no member)."""
    return [f"{call.route} {call.status}" for call in fake.calls
            if call.app_id == app.id and call.route.split(" ")[1].startswith("/channels/")]


def person_to_move(table: StoredMessage, people: list[Member]) -> Member | None:
    found = TURN.search(table.text())
    return next((person for person in people if found and person.id == int(found[1])), None)


async def open_lcr(fake: FakeDiscord, people: list[Member], channel: Channel, *, computer: bool = False,
                   **options: Any) -> StoredMessage:
    host, *others = people
    opened = await fake.slash(host, "lcr start", channel=channel, **options)
    assert opened.type == CHANNEL_MESSAGE and not opened.ephemeral and opened.message is not None, opened.content
    table = opened.message
    for person in others:
        assert (await fake.click(person, table, JOIN)).type == UPDATE_MESSAGE
    if computer:
        assert (await fake.click(host, table, ADD_COMPUTER)).type == UPDATE_MESSAGE
    assert (await fake.click(host, table, START)).type == UPDATE_MESSAGE
    return table


def moved_since(table: StoredMessage, edits: int) -> Callable[[], bool]:
    return lambda: table.edits > edits or ROLL not in table.labels()


async def roll_until(fake: FakeDiscord, table: StoredMessage, people: list[Member], clicks: int | None) -> None:
    """Whoever the table names rolls, `clicks` times (None: until the game is over); a computer's turn is waited
    out, drawn through the newest interaction's token."""
    done = 0
    while ROLL in table.labels() and (clicks is None or done < clicks):
        mover = person_to_move(table, people)
        if mover is None:  # the computer seat's turn: its move comes by itself
            await fake.wait_until(moved_since(table, table.edits), what="the computer's move drawn")
            continue
        answer = await fake.click(mover, table, ROLL)
        assert answer.type == UPDATE_MESSAGE, answer.content
        done += 1


async def test_a_group_dm_plays_lcr_with_a_computer_through_a_restart_to_play_again(
    fake: FakeDiscord, pips: BotProcess, tmp_path: Path
) -> None:
    alice, bob, _ = people = await add_people(fake)
    fake.install_for_user(alice, pips.app)  # Bob and Carol did not: they use Alice's table's buttons
    group = fake.add_group_dm("dice night", people)
    declared = {c["name"]: c for c in pips.app.global_commands}
    assert declared["lcr"]["contexts"] == [0, 1, 2] and declared["lcr"]["integration_types"] == [0, 1]
    assert declared["settings"]["contexts"] == [0] and declared["settings"]["integration_types"] == [0]

    table = await open_lcr(fake, people, group, computer=True)
    await roll_until(fake, table, people, 3)
    await until_logged(pips, "connected as")
    await pips.restart(kill=True)
    drawn_before = fake.route_counts[WEBHOOK_EDIT]
    # nobody clicks: the restarted bot redraws the table through the token it stored
    await fake.wait_until(lambda: fake.route_counts[WEBHOOK_EDIT] > drawn_before, what="a redraw through the token")
    await roll_until(fake, table, people, None)
    assert stored(pips, table).status == "finished" and AGAIN in table.labels()

    # the conversation's board, and a player's own record (everywhere they played)
    board = await fake.slash(alice, "leaderboard", channel=group)
    assert board.type == CHANNEL_MESSAGE and not board.ephemeral
    assert all(person.name in board.text() or str(person.id) in board.text() for person in people), board.text()
    record = await fake.slash(alice, "stats", channel=group)
    assert record.ephemeral and t("en", "stats.title", name="Alice") in record.text()
    assert t("en", "stats.empty", name=f"<@{alice.id}>", game=t("en", "stats.all_games")) not in record.text()

    again = await fake.click(bob, table, AGAIN)
    assert again.type == CHANNEL_MESSAGE and not again.ephemeral and again.message is not None
    lobby = again.message
    assert (await stored_once_posted(pips, lobby)).status == "lobby" and lobby.channel_id == group.id
    assert (await fake.click(alice, lobby, JOIN)).type == UPDATE_MESSAGE
    assert channel_routes_used(fake, pips.app) == []
    logged = pips.log_path.read_text(errors="replace")
    assert not [record.id for record in fake.state.interactions.values() if record.token in logged]  # secrets


async def test_a_timeout_after_the_last_token_expired_is_announced_played_and_drawn_at_the_next_click(
    fake: FakeDiscord, tmp_path: Path
) -> None:
    """Tokens here work a little less than a turn (PIPS_TOKEN_LIFETIME, as the stand-in's): the Start click's
    answer is the last drawing that can come before the turn's timeout, so it says from when a move waits."""
    lifetime = TIMEOUT - 1.0
    async with user_installed_bot(fake, tmp_path, PIPS_TOKEN_LIFETIME=str(lifetime)) as pips:
        await settled(fake, pips)
        alice, bob, _ = people = await add_people(fake)
        fake.install_for_user(alice, pips.app)
        group = fake.add_group_dm("three", people)
        table = await open_lcr(fake, people, group, turn_timeout=TIMEOUT)
        fake.expire_tokens_after(lifetime)
        first = person_to_move(table, people)
        assert first is not None
        said = WAITS_FOR_CLICK.search(table.text())
        deadline = stored(pips, table).deadline
        assert said is not None and deadline is not None and int(said[1]) < deadline, table.text()
        shown = shown_step(table)
        timed_out = t("en", "event.timeout", name=f"<@{first.id}>")
        # the turn times out: the move is played and committed, though no token can draw it
        await eventually(lambda: True if any(e.get("type") == "timeout" for e in stored(pips, table).log) else None,
                         "the timed-out turn committed", timeout=TIMEOUT + PATIENCE)
        await until_logged(pips, "waits for a click to be drawn")
        # the table as last drawn: the turn before the timeout, and the line saying the move waits for a click
        assert shown_step(table) == shown and timed_out not in table.text() and WAITS_FOR_CLICK.search(table.text())
        # clicked once the click's token outlives the next turn's deadline (its last tenth kept as a margin) and
        # well before that deadline: its answer has nothing to announce
        next_deadline = stored(pips, table).deadline
        assert next_deadline is not None
        await asyncio.sleep(max(0.0, next_deadline - lifetime / 2 - time.time()))
        other = bob if first is alice else alice
        caught_up = await fake.click(other, table, ROLL)  # buttons of the step the timeout moved past
        assert caught_up.type == UPDATE_MESSAGE and timed_out in table.text()  # its answer draws the table as it is
        assert WAITS_FOR_CLICK.search(table.text()) is None, table.text()
        assert (await fake.click(person_to_move(table, people) or other, table, ROLL)).type == UPDATE_MESSAGE
        assert channel_routes_used(fake, pips.app) == []


async def test_a_sixth_follow_up_of_one_interaction_is_absorbed_and_the_game_goes_on(
    fake: FakeDiscord, pips: BotProcess
) -> None:
    alice = (people := await add_people(fake))[0]
    fake.install_for_user(alice, pips.app)
    group = fake.add_group_dm("pings", people)
    table = await open_lcr(fake, people, group, turn_timeout=TIMEOUT)
    # the newest interaction (the Start click) had four follow-ups the bot did not count (sent by someone else
    # with its token): the bot's first ping is the fifth, its second Discord refuses with 40094
    start = max(fake.state.interactions.values(), key=lambda record: record.id)
    async with aiohttp.ClientSession() as http:
        for n in range(4):
            async with http.post(f"{fake.api_base}/webhooks/{pips.app.id}/{start.token}",
                                 json={"content": f"earlier {n}"}) as answered:
                assert answered.status in (200, 204)
    version = stored(pips, table).version
    await fake.wait_until(lambda: len(start.followups) == 5, timeout=TIMEOUT, what="the first turn's ping")
    ping = start.followups[-1]
    assert ping.content.startswith("<@") and ping.notified == [int(ping.content[2:].split(">")[0])]
    # the turn times out (no click, no new token): played and drawn through the same token
    await eventually(lambda: True if stored(pips, table).version > version else None, "the timeout played",
                     timeout=TIMEOUT + PATIENCE)
    timed_out = stored(pips, table).version
    await fake.wait_until(lambda: shown_version_is(pips, table, timed_out), what="the timeout drawn")
    await fake.wait_until(lambda: ping.deleted, what="the ping deleted through the token that sent it")
    # the next turn's ping is refused with 40094: taken as the follow-ups spent, and the game goes on
    await until_logged(pips, "could not ping table", timeout=TIMEOUT + PATIENCE)
    refused = [call.status for call in fake.calls if call.route == FOLLOW_UP and call.status >= 400]
    assert refused == [400] and len(start.followups) == 5
    mover = person_to_move(table, people)
    assert mover is not None and (await fake.click(mover, table, ROLL)).type == UPDATE_MESSAGE
    assert channel_routes_used(fake, pips.app) == []


def shown_version_is(pips: BotProcess, table: StoredMessage, version: int) -> bool:
    """Whether the message shows the stored table at `version` (its move buttons at that table's step)."""
    now = stored(pips, table)
    return now.version == version and now.state is not None and shown_step(table) == now.state["step"]


async def test_a_server_only_a_person_installed_pips_in_plays_unless_it_took_away_external_apps(
    fake: FakeDiscord, pips: BotProcess
) -> None:
    elsewhere = await fake.add_guild("Friends' server", bot_installed=False)
    people = [await fake.add_member(name, guild=elsewhere) for name in ("Alice", "Bob", "Carol")]
    fake.install_for_user(people[0], pips.app)
    channel = fake.channel(guild=elsewhere)
    table = await open_lcr(fake, people, channel, computer=True)
    await roll_until(fake, table, people, None)
    assert stored(pips, table).status == "finished"
    assert channel_routes_used(fake, pips.app) == []

    await fake.allow_external_apps(False, guild=elsewhere)
    refused = await fake.slash(people[0], "lcr start", channel=channel)
    assert refused.ephemeral and refused.content == t("en", "reach.external_apps_off")
    assert len(fake.messages(channel)) == 1  # the finished table only: no lobby opened


async def test_a_dm_with_the_bot_plays_against_two_computers(fake: FakeDiscord, pips: BotProcess) -> None:
    alice = await fake.add_member("Alice")
    fake.install_for_user(alice, pips.app)
    dm = fake.open_dm(alice)
    opened = await fake.slash(alice, "lcr start", channel=dm)
    assert opened.type == CHANNEL_MESSAGE and opened.message is not None, opened.content
    table = opened.message
    for _ in range(2):
        assert (await fake.click(alice, table, ADD_COMPUTER)).type == UPDATE_MESSAGE
    assert (await fake.click(alice, table, START)).type == UPDATE_MESSAGE
    await roll_until(fake, table, [alice], None)
    assert stored(pips, table).status == "finished"
    odds = await fake.slash(alice, "lcr odds", channel=dm, players=3)
    assert odds.type == CHANNEL_MESSAGE and odds.ephemeral
    assert channel_routes_used(fake, pips.app) == []  # (the bot could post in its own DM: it needs not)
