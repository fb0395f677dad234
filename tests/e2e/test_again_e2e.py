"""Play again end to end: a lobby inviting last game's players, each rejoining with one
click at their stake; the host starts with whoever rejoined; the button expires with one edit, by a stored
deadline that a restart keeps; a click on an expired button is answered privately."""

from __future__ import annotations

import json
import sqlite3
from contextlib import closing

from e2e.conftest import (
    CHANNEL_MESSAGE,
    MODAL,
    UPDATE_MESSAGE,
    play_until_over,
    read_only,
    refusal,
    settled,
    stale_view,
    stored,
    stored_once_posted,
)
from fakediscord import BotProcess, FakeDiscord, Member, StoredMessage

from i18n import t

ROLL, JOIN, START = t("en", "lcr.action.roll"), t("en", "button.join"), t("en", "button.start")
AGAIN, ADD_COMPUTER = t("en", "button.again"), t("en", "button.add_computer")
MANAGE_GUILD = 1 << 5


def invited_line(locale: str, *people: Member) -> str:
    return t(locale, "table.invited", names=", ".join(f"<@{person.id}>" for person in people))


def invited_ids(bot: BotProcess, table_id: int) -> list[int]:
    with closing(read_only(bot)) as db:
        row = db.execute("SELECT invited FROM tables WHERE id = ?", (table_id,)).fetchone()
    return [seat["user_id"] for seat in json.loads(row["invited"])]


async def staked_game_played_out(fake: FakeDiscord, people: list[Member]) -> StoredMessage:
    """Alice opens LCR with stakes (3), Bob joins with 7, Carol with 4; they play it to the end."""
    alice, bob, carol = people
    opened = await fake.slash(alice, "lcr start", stakes=True)
    assert opened.message is not None
    table = opened.message
    for person, stake in ((bob, "7"), (carol, "4")):
        dialog = await fake.click(person, table, JOIN)
        assert dialog.type == MODAL
        await fake.submit_modal(person, dialog, {"stake": stake})
    await fake.click(alice, table, START)
    await play_until_over(fake, table, people, ROLL)
    return table


async def test_play_again_invites_the_last_players_who_rejoin_with_one_click_at_their_stake(
    fake: FakeDiscord, bot: BotProcess, people: list[Member]
) -> None:
    alice, bob, carol = people
    table = await staked_game_played_out(fake, people)
    assert table.labels() == [AGAIN, t("en", "button.story"), t("en", "button.replay")]

    again = await fake.click(bob, table, AGAIN)
    assert again.type == CHANNEL_MESSAGE and not again.ephemeral and again.message is not None
    lobby = again.message
    new = await stored_once_posted(bot, lobby)
    assert (new.status, new.host_id, [s["user_id"] for s in new.seats]) == ("lobby", bob.id, [bob.id])
    assert invited_ids(bot, new.id) == [alice.id, carol.id]
    assert invited_line("en", alice, carol) in lobby.text()
    assert t("en", "table.server_settings", language="English", computers="allowed") in lobby.text()

    joined = await fake.click(alice, lobby, JOIN)  # no stakes dialog: her last stake
    assert joined.type == UPDATE_MESSAGE, joined.content
    assert invited_line("en", carol) in lobby.text()
    assert (await fake.click(carol, lobby, JOIN)).type == UPDATE_MESSAGE
    assert invited_line("en").strip() not in lobby.text()  # everyone invited came back
    assert [(s["user_id"], s["stake"]) for s in stored(bot, lobby).seats] == [(bob.id, 7), (alice.id, 3), (carol.id, 4)]
    assert (await fake.click(carol, lobby, JOIN)).type == MODAL  # once seated, Join changes the stake as ever

    refusal(await fake.click(alice, lobby, START), "lobby.host_only")  # Bob clicked Play again: he hosts
    await fake.click(bob, lobby, START)
    playing = stored(bot, lobby)
    assert [s["user_id"] for s in playing.seats] == [alice.id, bob.id, carol.id]  # the last game's order
    assert playing.state is not None and playing.state["chips"] == [3, 7, 4]


async def test_the_host_starts_with_whoever_rejoined(fake: FakeDiscord, bot: BotProcess, people: list[Member]) -> None:
    alice, bob, carol = people
    dave = await fake.add_member("Dave")
    table = await staked_game_played_out(fake, people)
    lobby = (await fake.click(carol, table, AGAIN)).message
    assert lobby is not None
    await stored_once_posted(bot, lobby)
    refusal(await fake.click(carol, lobby, START), "lobby.too_few", needed=3)
    await fake.click(alice, lobby, JOIN)
    newcomer = await fake.click(dave, lobby, JOIN)  # anyone may still join; he was not invited: the dialog
    assert newcomer.type == MODAL
    await fake.submit_modal(dave, newcomer, {"stake": "5"})
    await fake.click(carol, lobby, START)
    playing = stored(bot, lobby)
    assert [s["user_id"] for s in playing.seats] == [alice.id, carol.id, dave.id]  # newcomers after
    refusal(await fake.click(bob, lobby, ROLL), "table.not_seated")  # Bob did not come back


async def test_play_again_expires_with_one_edit_kept_across_a_restart(
    fake: FakeDiscord, bot: BotProcess, people: list[Member]
) -> None:
    table = await staked_game_played_out(fake, people)
    finished = stored(bot, table)
    assert finished.deadline is not None and round(finished.deadline - finished.updated_at) == 600
    old_screen = stale_view(table)  # a client that still shows the button
    # a table opened elsewhere since: the start-up redraw (tables changed in the last moments) leaves ours alone
    await fake.slash(people[0], "lcr start", channel=await fake.add_channel("elsewhere"))

    await bot.stop()
    with closing(sqlite3.connect(bot.database_path)) as db:  # ten minutes pass while the bot is down
        db.execute("UPDATE tables SET deadline = deadline - 600, updated_at = updated_at - 600 WHERE id = ?",
                   (finished.id,))
        db.commit()
    edits = table.edits
    await bot.start()
    # Play again goes; How it went and Replay stay (a game's story is always there to tell)
    await fake.wait_until(lambda: table.labels() == [t("en", "button.story"), t("en", "button.replay")], timeout=30,
                          what="the Play again button gone")
    assert table.edits == edits + 1
    closed = stored(bot, table)
    assert closed.deadline is None and closed.version == finished.version + 1

    expired = await fake.click(people[1], old_screen, AGAIN)
    refusal(expired, "again.expired")
    assert stored(bot, table) == closed and fake.messages() == [table]


async def test_a_french_server_without_computers_shows_it_in_the_play_again_lobby(
    fake: FakeDiscord, bot: BotProcess, people: list[Member]
) -> None:
    await settled(fake, bot)
    manager = await fake.add_member("Mia", permissions=MANAGE_GUILD)
    await fake.slash(manager, "settings language", value="fr")
    await fake.slash(manager, "settings computers", allowed=False)
    alice, bob, carol = people
    opened = await fake.slash(alice, "lcr start")
    assert opened.message is not None
    for person in (bob, carol):
        await fake.click(person, opened.message, t("fr", "button.join"))
    await fake.click(alice, opened.message, t("fr", "button.start"))
    while (playing := stored(bot, opened.message)).status == "playing":  # the French table: whose turn from the file
        turn = playing.game().current_player
        assert turn is not None
        await fake.click(people[turn], opened.message, t("fr", "lcr.action.roll"))

    lobby = (await fake.click(alice, opened.message, t("fr", "button.again"))).message
    assert lobby is not None
    await stored_once_posted(bot, lobby)
    text = lobby.text()
    assert invited_line("fr", bob, carol) in text
    assert t("fr", "table.server_settings", language="français", computers="interdites") in text
    assert t("fr", "button.add_computer") not in lobby.labels()
