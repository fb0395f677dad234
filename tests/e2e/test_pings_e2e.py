"""Turn pings end to end: the unmodified bot against the Discord stand-in, with the shortest turn timeout (15 s, so a
person's turn is pinged after 10 s). A ping is a new message that notifies only the player to move (its
`allowed_mentions` names them alone), linked to the table, and deleted once they roll; a server can turn pings off;
a ping a moderator deleted first is let go quietly. The table shows the turn's deadline as a relative timestamp."""

from __future__ import annotations

import time
from collections.abc import Callable
from contextlib import closing
from pathlib import Path

from e2e.conftest import (
    CHANNEL_MESSAGE,
    PATIENCE,
    UPDATE_MESSAGE,
    add_people,
    eventually,
    open_table,
    read_only,
    running_bot,
    sigkill,
    stand_in,
    stored,
    stored_once_posted,
    whose_turn,
)
from fakediscord import MANAGE_GUILD, MANAGE_MESSAGES, BotProcess, FakeDiscord, Member, StoredMessage
from fakediscord.limits import LINK_BUTTON_STYLE

from i18n import t

TIMEOUT = 15
NUDGE_AFTER = 10  # a quarter of 15 s is less than the least wait, 10 s
POST_MESSAGE = "POST /channels/{channel_id}/messages"
DELETE_MESSAGE = "DELETE /channels/{channel_id}/messages/{message_id}"


def relative(deadline: float) -> str:
    return f"<t:{int(deadline)}:R>"


def is_ping(bot: BotProcess, person: Member) -> Callable[[StoredMessage], bool]:
    """A message of the bot's that starts by mentioning `person`."""
    return lambda message: message.author_app is bot.app and message.content.startswith(f"<@{person.id}>")


def stored_pings(bot: BotProcess) -> list[tuple[int, int, int]]:
    with closing(read_only(bot)) as db:
        return [tuple(row) for row in db.execute("SELECT table_id, message_id, version FROM turn_pings")]


async def test_a_waiting_player_is_pinged_alone_once_and_the_ping_goes_when_they_roll(
    fake: FakeDiscord, bot: BotProcess, people: list[Member]
) -> None:
    alice, bob, _ = people
    table = await open_table(fake, "lcr start", people, turn_timeout=TIMEOUT)
    turn = stored(bot, table)
    assert whose_turn(table, people) is alice and turn.deadline is not None
    # the countdown is on the table, as Discord's relative timestamp of the stored deadline
    assert t("en", "table.turn.deadline", deadline=relative(turn.deadline)) in table.raw_text()

    ping = await fake.wait_for_message(is_ping(bot, alice), timeout=PATIENCE)
    assert time.time() - turn.updated_at >= NUDGE_AFTER - 0.01
    assert ping.content == t("en", "ping.turn", mention=f"<@{alice.id}>", game=t("en", "game.lcr"),
                             deadline=relative(turn.deadline))
    allowed = ping.allowed_mentions or {}
    assert {**allowed, "users": [int(user) for user in allowed.get("users", [])]} == {"parse": [], "users": [alice.id]}
    assert ping.notified == [alice.id]  # Alice, and nobody else, is notified
    url = f"https://discord.com/channels/{fake.guild.id}/{table.channel_id}/{table.id}"
    assert [(b["style"], b["label"], b.get("url")) for b in ping.buttons()] == [
        (LINK_BUTTON_STYLE, t("en", "button.go_to_table"), url)
    ]
    remembered = (turn.id, ping.id, turn.version)  # stored once Discord has answered the send
    await eventually(lambda: True if stored_pings(bot) == [remembered] else None, "the ping remembered")
    assert fake.route_counts[POST_MESSAGE] == 1  # one ping for the turn

    rolled = await fake.click(alice, table, t("en", "lcr.action.roll"))
    assert rolled.type == UPDATE_MESSAGE
    await fake.wait_until(lambda: ping.deleted, timeout=PATIENCE, what="the ping deleted")
    await eventually(lambda: True if not stored_pings(bot) else None, "the ping forgotten")
    after = stored(bot, table)
    assert whose_turn(table, people) is bob and after.deadline is not None
    assert t("en", "table.turn.deadline", deadline=relative(after.deadline)) in table.raw_text()


async def test_a_ping_sent_before_a_sigkill_is_deleted_after_the_restart(
    fake: FakeDiscord, bot: BotProcess, people: list[Member]
) -> None:
    alice = people[0]
    table = await open_table(fake, "lcr start", people, turn_timeout=4 * NUDGE_AFTER)  # time to restart in the turn
    ping = await fake.wait_for_message(is_ping(bot, alice), timeout=PATIENCE)
    await eventually(lambda: True if stored_pings(bot) else None, "the ping remembered")
    await sigkill(fake, bot)
    await bot.start()
    rolled = await fake.click(alice, table, t("en", "lcr.action.roll"))
    assert rolled.type == UPDATE_MESSAGE
    await fake.wait_until(lambda: ping.deleted, timeout=PATIENCE, what="the ping deleted by the restarted bot")
    await eventually(lambda: True if not stored_pings(bot) else None, "the ping forgotten")


async def test_with_pings_off_nobody_is_pinged(fake: FakeDiscord, bot: BotProcess, people: list[Member]) -> None:
    manager = await fake.add_member("Mia", permissions=MANAGE_GUILD)
    changed = await fake.slash(manager, "settings pings", send=False)
    assert (changed.type, changed.ephemeral) == (CHANNEL_MESSAGE, True)
    table = await open_table(fake, "lcr start", people, turn_timeout=TIMEOUT)
    timed_out = t("en", "event.timeout", name=f"<@{people[0].id}>")
    await fake.wait_for_message(lambda m: timed_out in m.text(), timeout=TIMEOUT + PATIENCE)  # the turn went by
    assert fake.route_counts[POST_MESSAGE] == 0 and fake.messages() == [table]
    assert stored_pings(bot) == []


async def test_a_french_ping_deleted_by_a_moderator_is_let_go_quietly(tmp_path: Path) -> None:
    async with stand_in(guild_locale="fr") as fake:
        alice, bob, carol = await add_people(fake)
        moderator = await fake.add_member("Mod", permissions=MANAGE_MESSAGES)
        async with running_bot(fake, tmp_path) as bot:
            opened = await fake.slash(alice, "lcr start", turn_timeout=TIMEOUT)
            assert opened.message is not None
            table = opened.message
            for person, label in ((bob, "button.join"), (carol, "button.join"), (alice, "button.start")):
                answer = await fake.click(person, table, t("fr", label))
                assert answer.type == UPDATE_MESSAGE, answer.content
            turn = await stored_once_posted(bot, table)
            assert turn.deadline is not None
            assert t("fr", "table.turn.deadline", deadline=relative(turn.deadline)) in table.raw_text()

            ping = await fake.wait_for_message(is_ping(bot, alice), timeout=PATIENCE)
            assert ping.content == t("fr", "ping.turn", mention=f"<@{alice.id}>", game=t("fr", "game.lcr"),
                                     deadline=relative(turn.deadline))
            assert ping.notified == [alice.id]
            await fake.delete_as(moderator, ping)

            await fake.click(alice, table, t("fr", "lcr.action.roll"))
            await fake.wait_until(
                lambda: any(c.route == DELETE_MESSAGE and c.status == 404 for c in fake.calls), timeout=PATIENCE,
                what="the bot's delete of the ping, answered 404 Unknown Message",
            )
            await eventually(lambda: True if not stored_pings(bot) else None, "the ping forgotten")
            assert [c.route for c in fake.calls].count(DELETE_MESSAGE) == 1  # not retried
            log = bot.log_path.read_text()
            assert "ERROR" not in log and "Traceback" not in log and "turn ping" not in log
