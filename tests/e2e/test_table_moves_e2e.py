"""The table moves instead of being copied: `/game status` posts it at the bottom and turns the old message into
one "moved" line with a link; a click on any old copy is told privately where the table is and changes nothing;
when Discord refuses to edit an old table message (30046), the table is posted again at the bottom."""

from __future__ import annotations

import re
import sqlite3
from collections.abc import AsyncIterator
from contextlib import closing
from pathlib import Path

import pytest
from e2e.conftest import (
    CALLBACK,
    CHANNEL_MESSAGE,
    PATIENCE,
    UPDATE_MESSAGE,
    action_rows,
    open_table,
    play_until_over,
    running_bot,
    shown_step,
    sigkill,
    stale_view,
    stand_in,
    stored,
    stored_once_posted,
    whose_turn,
)
from fakediscord import Answer, BotProcess, FakeDiscord, Member, StoredMessage
from fakediscord.limits import LINK_BUTTON_STYLE

from i18n import t

EDIT = "PATCH /channels/{channel_id}/messages/{message_id}"
HOUR = 3600
FRENCH_TURN = re.compile(re.escape(t("fr", "table.turn", mention="@@")).replace("@@", r"<@(\d+)>"))


def tables_in(fake: FakeDiscord) -> list[StoredMessage]:
    """The channel's messages that show a table (or once did: the moved line keeps none of it)."""
    moved = {t(locale, "table.moved") for locale in ("en", "fr")}
    return [message for message in fake.messages() if message.is_card or message.content in moved]


def link_to(fake: FakeDiscord, table: StoredMessage) -> str:
    return f"https://discord.com/channels/{fake.guild.id}/{table.channel_id}/{table.id}"


def moved_line(fake: FakeDiscord, old: StoredMessage, table: StoredMessage, locale: str) -> bool:
    """The old message is only the moved line, in `locale`, with one link button to the table and no other."""
    links = [(b["style"], b["label"], b.get("url")) for b in old.buttons()]
    return (old.text(), old.embeds) == (t(locale, "table.moved"), []) and links == [
        (LINK_BUTTON_STYLE, t(locale, "button.go_to_table"), link_to(fake, table))
    ]


def told_where(fake: FakeDiscord, answer: Answer, table: StoredMessage, locale: str) -> None:
    """The private answer to a click on an old copy: where the table is, with a link button there."""
    assert (answer.type, answer.ephemeral) == (CHANNEL_MESSAGE, True), answer.content
    assert answer.content == t(locale, "table.moved_away")
    answered = [call.route for call in answer.rest_calls if call.interaction_id is not None]
    assert answered == [CALLBACK]  # one answer (the computers' moves may be drawn meanwhile)
    buttons = [button for row in answer.components for button in row["components"]]
    assert [(b["style"], b["label"], b["url"]) for b in buttons] == [
        (LINK_BUTTON_STYLE, t(locale, "button.go_to_table"), link_to(fake, table))
    ]


async def test_game_status_moves_the_table_and_a_click_on_the_old_copy_is_told_where_it_went(
    fake: FakeDiscord, bot: BotProcess, people: list[Member]
) -> None:
    alice, bob, carol = people
    roll = t("en", "lcr.action.roll")
    # live chances off: their redraws (background edits of the table) would blur the edit count
    table = await open_table(fake, "lcr start", people, live_chances=False)
    await fake.click(whose_turn(table, people), table, roll)
    old_screen = stale_view(table)  # Roll, as a client that has not redrawn yet still shows it
    edits = table.edits

    status = await fake.slash(carol, "game status")

    assert status.type == CHANNEL_MESSAGE and not status.ephemeral and status.message is not None
    moved = status.message
    assert tables_in(fake) == [table, moved] and moved.labels() == [roll]
    await stored_once_posted(bot, moved)
    await fake.wait_until(lambda: moved_line(fake, table, moved, "en"), timeout=PATIENCE,
                          what="the old message turned into the moved line")
    assert table.edits == edits + 1  # one edit

    before = stored(bot, moved)
    for person in (whose_turn(moved, people), bob):  # the player to move, or anyone: the same answer
        told_where(fake, await fake.click(person, old_screen, roll), moved, "en")
    assert stored(bot, moved) == before  # nothing changed

    answers = await play_until_over(fake, moved, people, roll)  # play goes on on the new message
    assert answers and stored(bot, moved).status == "finished"
    assert moved_line(fake, table, moved, "en") and table.edits == edits + 1  # never drawn as the table again
    told_where(fake, await fake.click(alice, old_screen, roll), moved, "en")
    assert stored(bot, moved).status == "finished"


@pytest.fixture
async def french_fake() -> AsyncIterator[FakeDiscord]:
    # Every edit of a message older than an hour refused (Discord gives no number; the stand-in's own test
    # checks the count), so the first background edit after aging meets 30046.
    async with stand_in(guild_locale="fr", old_message_edit_limit=0) as started:
        yield started


async def test_a_table_discord_will_no_longer_edit_is_posted_again_at_the_bottom(
    french_fake: FakeDiscord, tmp_path: Path
) -> None:
    fake = french_fake
    alice = await fake.add_member("Alice", locale="fr")
    roll = t("fr", "lcr.action.roll")
    async with running_bot(fake, tmp_path) as bot:
        opened = await fake.slash(alice, "lcr start", live_chances=False)  # only the computers' moves edit it
        assert opened.message is not None
        first = opened.message
        for _ in range(2):  # three seats: after Alice's first roll at least two of them still hold chips
            assert (await fake.click(alice, first, t("fr", "button.add_computer"))).type == UPDATE_MESSAGE
        assert (await fake.click(alice, first, t("fr", "button.start"))).type == UPDATE_MESSAGE
        status = await fake.slash(alice, "game status")  # the table moves, in French
        assert status.message is not None
        table = status.message
        table_id = (await stored_once_posted(bot, table)).id
        await fake.wait_until(lambda: moved_line(fake, first, table, "fr"), timeout=PATIENCE,
                              what="the first message turned into the French moved line")
        fake.age_message(table, HOUR + 1)
        calls = len(fake.calls)

        rolled = await fake.click(alice, table, roll)  # the answer to a click is no edit: not limited

        assert rolled.type == UPDATE_MESSAGE and rolled.message is table
        # the computer's move is a background edit, refused: the table is posted again at the bottom
        reposted = await fake.wait_for_message(lambda m: m not in (first, table) and m.is_card, timeout=PATIENCE)
        assert tables_in(fake) == [first, table, reposted]  # (a turn ping is no table)
        assert (await stored_once_posted(bot, reposted)).id == table_id  # the same table, on the new message
        assert [call.status for call in fake.calls[calls:] if call.route == EDIT][:1] == [400]
        assert table.labels() == [roll]  # marking it moved was refused too: it stays as it was

        def alices_moves() -> int:
            return sum(row["user_id"] == alice.id for row in action_rows(bot, table_id))

        moves = alices_moves()
        told_where(fake, await fake.click(alice, table, roll), reposted, "fr")  # the old copies: where it went
        told_where(fake, await fake.click(alice, stale_view(table), roll), reposted, "fr")
        assert alices_moves() == moves  # nothing of hers done (the computers play on meanwhile)

        # play goes on on the new message: the computers' moves are drawn there, and Alice plays there
        def alices_turn_or_over() -> bool:
            now = stored(bot, reposted)
            if now.status != "playing":
                return True
            turn = FRENCH_TURN.search(reposted.text())
            step = now.state["step"]  # type: ignore[index]
            return turn is not None and int(turn[1]) == alice.id and shown_step(reposted) == step

        await fake.wait_until(alices_turn_or_over, timeout=PATIENCE, what="the new message at Alice's turn")
        if stored(bot, reposted).status == "playing":
            again = await fake.click(alice, reposted, roll)
            assert again.type == UPDATE_MESSAGE and again.message is reposted
            assert alices_moves() == moves + 1
        assert table.labels() == [roll] and tables_in(fake) == [first, table, reposted]


async def test_after_a_restart_a_click_on_an_old_copy_is_still_told_where_the_table_is(
    fake: FakeDiscord, bot: BotProcess, people: list[Member]
) -> None:
    roll = t("en", "lcr.action.roll")
    table = await open_table(fake, "lcr start", people)
    old_screen = stale_view(table)
    status = await fake.slash(people[2], "game status")
    assert status.message is not None
    moved = status.message
    table_id = (await stored_once_posted(bot, moved)).id
    await fake.wait_until(lambda: moved_line(fake, table, moved, "en"), timeout=PATIENCE,
                          what="the old message turned into the moved line")
    elsewhere = await fake.add_channel("dice")
    await fake.slash(people[0], "lcr start", channel=elsewhere)  # the newest change: redrawn at start-up
    await sigkill(fake, bot)
    with closing(sqlite3.connect(bot.database_path)) as db, db:  # last touched an hour ago: not redrawn
        db.execute("UPDATE tables SET updated_at = updated_at - ? WHERE id = ?", (HOUR, table_id))
    await bot.start()  # it knows the table only from its database
    before = stored(bot, moved)

    told_where(fake, await fake.click(whose_turn(moved, people), old_screen, roll), moved, "en")

    assert stored(bot, moved) == before
    answer = await fake.click(whose_turn(moved, people), moved, roll)
    assert answer.type == UPDATE_MESSAGE and stored(bot, moved).version == before.version + 1
