"""The LCR table as people in a channel meet it: lobby buttons and host rights, the stakes modal, Play again,
the /game commands and computer seats, through the Discord stand-in with the real bot.py as a subprocess.

Every refusal must be a private answer from the catalog (one interaction callback) that changes nothing stored.
"""

from __future__ import annotations

import hashlib
import re
from dataclasses import replace
from typing import Any

import pytest
from e2e.conftest import (
    CHANNEL_MESSAGE,
    MODAL,
    PATIENCE,
    UPDATE_MESSAGE,
    Stored,
    action_rows,
    catalog_pattern,
    catalog_regex,
    goes_to_the,
    open_table,
    play_until_over,
    refusal,
    result_rows,
    stale_view,
    stored,
    stored_if_any,
    stored_once_posted,
    whose_turn,
)
from fakediscord import MANAGE_CHANNELS, BotProcess, FakeDiscord, Member, StoredMessage
from fakediscord.interactions import DEFERRED_UPDATE_MESSAGE

from cogs.lcr import faces_text
from data.records import LOG_LENGTH, Seat, Status, Table
from i18n import t
from rules.base import Event
from rules.dice import ScriptedDice, commitment
from rules.lcr import Lcr
from screen.presenter import render
from service.tables import Change
from tests import cards
from tests.stored_events import stored_event


def ev(type: str, player: int | None = None, data: dict | None = None) -> Event:
    """An LCR event as the log stores it."""
    return stored_event("lcr", type, player, data)

JOIN, LEAVE, ADD_COMPUTER, START, CANCEL, AGAIN = (
    t("en", f"button.{name}") for name in ("join", "leave", "add_computer", "start", "cancel", "again")
)
ROLL = t("en", "lcr.action.roll")
GAME = t("en", "game.lcr")
HOST = catalog_pattern("table.host", host=r"<@(\d+)>")
FINGERPRINT = catalog_pattern("table.fingerprint", fingerprint="([0-9a-f]{8})")
LIVE_CHANCE = f"(?:{catalog_regex('chances.seat', percent=r'[<>]?[0-9]+')})?"
FULL_FINGERPRINT = re.compile(r"`([0-9a-f]{64})`")
MAX_SEATS = 20


def seat_line(table: Stored, index: int) -> str:
    """Seat `index` as the message should read for the stored table."""
    seat = table.seats[index]
    game = table.game() if table.state is not None else None
    if game is None:
        detail = t("en", "table.seat.stake", stake=seat["stake"]) if seat["stake"] is not None else ""
    else:
        detail = t("en", "lcr.seat", chips=table.state["chips"][index])  # type: ignore[index]
        if index in game.forfeited:
            detail += t("en", "table.seat.forfeited")
    playing = game is not None and table.status == "playing" and game.current_player == index
    return t(
        "en", "table.seat", marker="▶ " if playing else "", number=index + 1,
        name=seat["name"] if seat["computer"] else f"<@{seat['user_id']}>",
        computer=t("en", "table.seat.computer") if seat["computer"] else "", detail=detail,
    )


def shows(message: StoredMessage, table: Stored) -> None:
    """The message reads the stored table: every seat (chips once playing) and the pot."""
    text = message.text()
    assert t("en", "table.seats", count=len(table.seats), max=MAX_SEATS) in text
    for index in range(len(table.seats)):
        expected = re.escape(seat_line(table, index)) + LIVE_CHANCE  # the chance, once known, ends the row
        assert any(re.fullmatch(expected, line) for line in text.splitlines()), f"{expected!r} not in\n{text}"
    if table.state is not None:
        pot = t("en", "lcr.pot", pot=table.state["pot"], dealt=table.state["dealt"])
        assert pot in text
        assert sum(table.state["chips"]) + table.state["pot"] == table.state["dealt"]


def host_shown(message: StoredMessage) -> int:
    found = HOST.search(message.text())
    assert found is not None, message.text()
    return int(found[1])


async def lobby(fake: FakeDiscord, host: Member, **options: Any) -> StoredMessage:
    opened = await fake.slash(host, "lcr start", **options)
    assert opened.type == CHANNEL_MESSAGE and not opened.ephemeral and opened.message is not None
    return opened.message


async def clicked(fake: FakeDiscord, person: Member, message: StoredMessage, label: str) -> None:
    """A click the bot accepts: it answers by updating the table message."""
    answer = await fake.click(person, message, label)
    assert answer.type == UPDATE_MESSAGE and answer.message is message, answer.content


# --- the lobby ---------------------------------------------------------------------------------------------


async def test_lobby_seats_people_and_computers_and_passes_the_host_on(
    fake: FakeDiscord, bot: BotProcess, people: list[Member]
) -> None:
    alice, bob, _ = people
    table = await lobby(fake, alice)
    opened = await stored_once_posted(bot, table)
    assert (opened.status, opened.host_id) == ("lobby", alice.id)
    assert [seat["user_id"] for seat in opened.seats] == [alice.id]
    assert table.labels() == [JOIN, LEAVE, ADD_COMPUTER, START, CANCEL]

    refusal(await fake.click(alice, table, JOIN), "lobby.already_seated")
    await clicked(fake, bob, table, JOIN)
    refusal(await fake.click(bob, table, JOIN), "lobby.already_seated")
    two = stored(bot, table)
    refusal(await fake.click(alice, table, START), "lobby.too_few", needed=3)
    assert stored(bot, table) == two and two.status == "lobby"
    shows(table, two)

    await clicked(fake, bob, table, LEAVE)
    refusal(await fake.click(bob, table, LEAVE), "lobby.not_seated")
    await clicked(fake, alice, table, ADD_COMPUTER)
    await clicked(fake, bob, table, JOIN)
    seated = stored(bot, table)
    assert [(seat["name"], seat["computer"]) for seat in seated.seats] == [
        ("Alice", False), ("Ada", True), ("Bob", False)
    ]
    shows(table, seated)

    await clicked(fake, alice, table, LEAVE)  # the host goes: the first person still seated hosts
    passed = stored(bot, table)
    assert passed.host_id == bob.id == host_shown(table)
    assert [seat["name"] for seat in passed.seats] == ["Ada", "Bob"]
    refusal(await fake.click(alice, table, ADD_COMPUTER), "lobby.host_only")
    await clicked(fake, bob, table, ADD_COMPUTER)
    await clicked(fake, bob, table, START)
    assert stored(bot, table).status == "playing"


async def test_a_table_seats_twenty_and_no_more(fake: FakeDiscord, bot: BotProcess, people: list[Member]) -> None:
    alice, bob, _ = people
    table = await lobby(fake, alice)
    for _ in range(MAX_SEATS - 1):
        await clicked(fake, alice, table, ADD_COMPUTER)
    full = stored(bot, table)
    assert len(full.seats) == MAX_SEATS
    shows(table, full)

    refusal(await fake.click(alice, table, ADD_COMPUTER), "lobby.full", seats=MAX_SEATS)
    refusal(await fake.click(bob, table, JOIN), "lobby.full", seats=MAX_SEATS)
    assert stored(bot, table) == full

    await clicked(fake, alice, table, START)  # twenty seats fit on one message; the host rolls first
    assert whose_turn(table, people) is alice and table.labels() == [ROLL]
    shows(table, stored(bot, table))


async def test_only_the_host_or_a_channel_manager_starts_or_cancels(
    fake: FakeDiscord, bot: BotProcess, people: list[Member]
) -> None:
    alice, bob, carol = people
    manager = await fake.add_member("Dana", permissions=MANAGE_CHANNELS)
    table = await lobby(fake, alice)
    await clicked(fake, bob, table, JOIN)
    await clicked(fake, carol, table, JOIN)
    waiting = stored(bot, table)
    for label in (START, CANCEL, ADD_COMPUTER):
        refusal(await fake.click(bob, table, label), "lobby.host_only")
    assert stored(bot, table) == waiting

    await clicked(fake, manager, table, START)  # not seated, but may manage the channel
    assert stored(bot, table).status == "playing" and whose_turn(table, people) is alice

    elsewhere = await fake.add_channel("dice")
    opened = await fake.slash(alice, "lcr start", channel=elsewhere)
    assert opened.message is not None
    await clicked(fake, manager, opened.message, CANCEL)
    assert stored(bot, opened.message).status == "cancelled"
    assert t("en", "table.title.cancelled", game=GAME) in opened.message.text() and opened.message.labels() == []


async def test_clicks_out_of_turn_or_on_an_old_button_are_refused(
    fake: FakeDiscord, bot: BotProcess, people: list[Member]
) -> None:
    alice, bob, carol = people
    latecomer = await fake.add_member("Dave")
    table = await lobby(fake, alice)
    for person in (bob, carol):
        await clicked(fake, person, table, JOIN)
    lobby_screen = stale_view(table)
    await clicked(fake, alice, table, START)
    first = stored(bot, table)
    refusal(await fake.click(bob, table, ROLL), "turn.not_yours", player=alice.id)
    refusal(await fake.click(carol, table, ROLL), "turn.not_yours", player=alice.id)
    refusal(await fake.click(latecomer, lobby_screen, JOIN), "lobby.already_started")  # a screen not redrawn yet
    assert stored(bot, table) == first

    old_screen = stale_view(table)
    await clicked(fake, alice, table, ROLL)
    moved = stored(bot, table)
    refusal(await fake.click(bob, old_screen, ROLL), "turn.stale")  # Bob's turn now, but not that button's
    assert stored(bot, table) == moved
    await clicked(fake, bob, table, ROLL)


# --- stakes ------------------------------------------------------------------------------------------------


async def test_with_stakes_join_asks_for_a_stake_and_it_becomes_the_starting_chips(
    fake: FakeDiscord, bot: BotProcess, people: list[Member]
) -> None:
    alice, bob, carol = people
    table = await lobby(fake, alice, stakes=True)
    assert t("en", "lcr.option.stakes") in table.text()
    opened = await stored_once_posted(bot, table)
    assert opened.seats[0]["stake"] == 3  # the host starts with the usual three

    for typed in ("0", "7x"):
        asked = await fake.click(bob, table, JOIN)
        assert asked.type == MODAL and asked.modal is not None and asked.modal["title"] == t("en", "stake.title")
        if typed == "0":
            with pytest.raises(AssertionError, match="length"):  # the field takes two digits: no 100
                await fake.submit_modal(bob, asked, {"stake": "100"})
        refusal(await fake.submit_modal(bob, asked, {t("en", "stake.label"): typed}), "stake.invalid")
    assert stored(bot, table) == opened

    for person, stake in ((bob, "7"), (carol, "12"), (alice, "5")):  # Alice joins again: a new stake
        asked = await fake.click(person, table, JOIN)
        joined = await fake.submit_modal(person, asked, {"stake": stake})
        assert joined.type == UPDATE_MESSAGE and joined.message is table, joined.content
    staked = stored(bot, table)
    assert [seat["stake"] for seat in staked.seats] == [5, 7, 12]
    assert [entry["type"] for entry in staked.log] == ["joined", "joined", "stake_changed"]
    assert t("en", "event.stake_changed", name=f"<@{alice.id}>", stake=5) in table.text().splitlines()
    assert t("en", "event.joined", name=f"<@{alice.id}>") not in table.text()  # she changed her stake: no "joined"
    shows(table, staked)

    await clicked(fake, alice, table, START)
    playing = stored(bot, table)
    assert playing.state is not None
    assert (playing.state["chips"], playing.state["pot"], playing.state["dealt"]) == ([5, 7, 12], 0, 24)
    shows(table, playing)


# --- after the game -------------------------------------------------------------------------------------------


async def test_play_again_posts_a_new_lobby_inviting_the_same_players_once(
    fake: FakeDiscord, bot: BotProcess, people: list[Member]
) -> None:
    alice, bob, carol = people
    table = await open_table(fake, "lcr start", people)
    await play_until_over(fake, table, people, ROLL)
    finished = stored(bot, table)
    assert finished.status == "finished"
    assert table.labels() == [AGAIN, t("en", "button.story"), t("en", "button.replay")]

    again = await fake.click(bob, table, AGAIN)
    assert again.type == CHANNEL_MESSAGE and not again.ephemeral and again.message is not None
    fresh = again.message
    assert fresh is not table and fake.messages() == [table, fresh]
    new = await stored_once_posted(bot, fresh)
    assert (new.status, new.host_id) == ("lobby", bob.id) and new.id != finished.id
    assert [seat["user_id"] for seat in new.seats] == [bob.id]  # the others are invited (tests/e2e/test_again_e2e)
    assert host_shown(fresh) == bob.id and fresh.labels() == [JOIN, LEAVE, ADD_COMPUTER, START, CANCEL]
    shows(fresh, new)

    exists = await fake.click(carol, table, AGAIN)
    refusal(exists, "again.exists")
    goes_to_the(fake, fresh, exists)
    assert fake.messages() == [table, fresh] and stored(bot, table) == finished

    await clicked(fake, carol, fresh, JOIN)
    await clicked(fake, alice, fresh, JOIN)
    await clicked(fake, bob, fresh, START)
    assert stored(bot, fresh).status == "playing" and whose_turn(fresh, people) is alice  # the last game's order


async def test_game_status_posts_the_table_again_at_the_bottom(
    fake: FakeDiscord, bot: BotProcess, people: list[Member]
) -> None:
    alice, _, carol = people
    refusal(await fake.slash(carol, "game status"), "channel.no_table")
    table = await open_table(fake, "lcr start", people)
    await clicked(fake, alice, table, ROLL)
    shown = stored(bot, table)

    reposted = await fake.slash(carol, "game status")

    assert reposted.type == CHANNEL_MESSAGE and not reposted.ephemeral and reposted.message is not None
    again = reposted.message
    assert fake.messages() == [table, again]
    assert again.is_card and again.text() == table.text() and again.labels() == table.labels() == [ROLL]
    assert await stored_once_posted(bot, again) == replace(shown, message_id=again.id)
    assert stored_if_any(bot, message=table) is None  # the table lives on the new message now
    # the new message plays the same game; the click may be acknowledged first and drawn right after, while the
    # old copy is still being turned into the moved line (one drawing of a table at a time)
    before = again.text()
    answer = await fake.click(whose_turn(again, people), again, ROLL)
    assert answer.type in (UPDATE_MESSAGE, DEFERRED_UPDATE_MESSAGE), answer.content
    await fake.wait_for_message(lambda m: m is again and m.text() != before, timeout=PATIENCE)


async def test_game_leave_forfeits_the_seat_and_its_chips_go_to_the_pot(
    fake: FakeDiscord, bot: BotProcess, people: list[Member]
) -> None:
    alice, bob, carol = people
    table = await open_table(fake, "lcr start", people)
    before = stored(bot, table)

    left = await fake.slash(carol, "game leave")

    assert left.ephemeral and left.content == t("en", "game.left")
    to_pot = t("en", "lcr.event.chips_to_pot", name=f"<@{carol.id}>", chips=3)
    await fake.wait_for_message(lambda m: m is table and to_pot in m.text(), timeout=PATIENCE)
    after = stored(bot, table)
    assert after.state is not None and after.state["forfeited"] == [2]
    assert (after.state["chips"], after.state["pot"]) == ([3, 3, 0], before.state["pot"] + 3)  # type: ignore[index]
    assert [row["action"] for row in action_rows(bot, after.id)][-1] == "forfeit"
    shows(table, after)

    refusal(await fake.click(carol, table, ROLL), "table.forfeited")
    refusal(await fake.slash(carol, "game leave"), "table.forfeited")
    assert stored(bot, table) == after

    await play_until_over(fake, table, [alice, bob], ROLL)  # Carol's seat is passed by
    final = stored(bot, table)
    assert final.state is not None and final.state["winner"] in (0, 1)
    shows(table, final)


async def test_game_cancel_is_for_the_host(fake: FakeDiscord, bot: BotProcess, people: list[Member]) -> None:
    alice, bob, _ = people
    table = await open_table(fake, "lcr start", people)
    playing = stored(bot, table)

    refusal(await fake.slash(bob, "game cancel"), "lobby.host_only")
    assert stored(bot, table) == playing

    cancelled = await fake.slash(alice, "game cancel")
    assert cancelled.ephemeral and cancelled.content == t("en", "game.cancelled")
    title = t("en", "table.title.cancelled", game=GAME)
    await fake.wait_for_message(lambda m: m is table and title in m.text(), timeout=PATIENCE)
    assert table.labels() == [] and t("en", "table.cancelled") in table.text()
    assert stored(bot, table).status == "cancelled"
    refusal(await fake.slash(alice, "game cancel"), "channel.no_table")


async def test_game_verify_shows_the_fingerprint_then_the_seed_that_hashes_to_it(
    fake: FakeDiscord, bot: BotProcess, people: list[Member]
) -> None:
    alice, bob, carol = people
    refusal(await fake.slash(bob, "game verify"), "channel.no_game")
    table = await lobby(fake, alice)
    shown = FINGERPRINT.search(table.text())
    assert shown is not None
    fingerprint = shown[1]
    for person in (bob, carol):
        await clicked(fake, person, table, JOIN)
    await clicked(fake, alice, table, START)
    playing = stored(bot, table)

    running = await fake.slash(bob, "game verify")
    assert running.ephemeral
    full = FULL_FINGERPRINT.findall(running.content)[-1]
    assert full.startswith(fingerprint)
    assert running.content == t(
        "en", "verify.running", table=playing.id, game=GAME, fingerprint=fingerprint, commitment=full
    )
    assert playing.seed not in running.content

    await play_until_over(fake, table, people, ROLL)
    finished = await fake.slash(bob, "game verify")
    assert finished.ephemeral
    assert finished.content == t(
        "en", "verify.revealed", table=playing.id, game=GAME, fingerprint=fingerprint, seed=playing.seed,
        commitment=full, recipe=t("en", "verify.recipe"),
    )
    assert hashlib.sha256(bytes.fromhex(playing.seed)).hexdigest() == full
    assert t("en", "table.revealed", fingerprint=fingerprint) in table.text()


async def test_game_verify_reveals_the_seed_of_a_cancelled_game(
    fake: FakeDiscord, bot: BotProcess, people: list[Member]
) -> None:
    alice, bob, _ = people
    table = await open_table(fake, "lcr start", people)
    await clicked(fake, alice, table, ROLL)
    playing = stored(bot, table)
    assert playing.seed not in (await fake.slash(bob, "game verify")).content

    await fake.slash(alice, "game cancel")
    title = t("en", "table.title.cancelled", game=GAME)
    await fake.wait_for_message(lambda m: m is table and title in m.text(), timeout=PATIENCE)
    revealed = await fake.slash(bob, "game verify")
    full = hashlib.sha256(bytes.fromhex(playing.seed)).hexdigest()
    assert revealed.ephemeral and revealed.content == t(
        "en", "verify.revealed", table=playing.id, game=GAME, fingerprint=full[:8], seed=playing.seed,
        commitment=full, recipe=t("en", "verify.recipe"),
    )
    assert t("en", "table.revealed", fingerprint=full[:8]) in table.text()


async def test_lcr_rules_are_shown_privately(fake: FakeDiscord, bot: BotProcess, people: list[Member]) -> None:
    answer = await fake.slash(people[0], "lcr rules")
    assert answer.ephemeral and answer.content == t("en", "lcr.rules")
    for option in ("always three dice", "dot to win", "choose your stakes"):
        assert option in answer.content
    assert fake.messages() == []


# --- computer seats --------------------------------------------------------------------------------------------


async def test_computer_seats_play_on_their_own(fake: FakeDiscord, bot: BotProcess, people: list[Member]) -> None:
    alice = people[0]
    table = await lobby(fake, alice)
    for _ in range(2):
        await clicked(fake, alice, table, ADD_COMPUTER)
    await clicked(fake, alice, table, START)
    await clicked(fake, alice, table, ROLL)

    # Ada holds chips after Alice's roll, so at least she rolls before the table waits for Alice again (or ends).
    back_to_alice = t("en", "table.turn", mention=f"<@{alice.id}>")
    finished = t("en", "table.title.finished", game=GAME)
    await fake.wait_for_message(
        lambda m: m is table and (back_to_alice in m.text() or finished in m.text()), timeout=PATIENCE
    )
    now = stored(bot, table)
    rows = action_rows(bot, now.id)
    assert [row["action"] for row in rows[:2]] == ["start", "roll"]
    computer_moves = rows[2:]
    assert computer_moves and all(row["action"] == "roll" and row["user_id"] is None for row in computer_moves)
    rollers = {event["player"] for row in computer_moves for event in row["events"] if event["type"] == "roll"}
    assert 1 in rollers and rollers <= {1, 2}
    assert t("en", "event.timeout", name="Ada") not in table.text()  # a computer is never "timed out"
    assert "Ada rolled " in table.text() or "Babbage rolled " in table.text()
    shows(table, now)


async def test_computers_finish_the_game_after_the_people_leave_and_the_end_is_shown(
    fake: FakeDiscord, bot: BotProcess, people: list[Member]
) -> None:
    alice, bob, _ = people
    table = await lobby(fake, alice)
    await clicked(fake, bob, table, JOIN)
    for _ in range(2):
        await clicked(fake, alice, table, ADD_COMPUTER)
    await clicked(fake, alice, table, START)

    for person in (bob, alice):  # Bob waits for his turn, Alice leaves on hers
        assert (await fake.slash(person, "game leave")).content == t("en", "game.left")

    title = t("en", "table.title.finished", game=GAME)
    await fake.wait_for_message(lambda m: m is table and title in m.text(), timeout=PATIENCE)
    final = stored(bot, table)
    assert final.status == "finished" and final.state is not None
    winner = final.state["winner"]
    assert final.seats[winner]["computer"] and final.state["forfeited"] == [0, 1]
    name = final.seats[winner]["name"]
    assert t("en", "lcr.event.win", name=name, chips=final.state["dealt"]) in table.text()
    assert table.labels() == [AGAIN, t("en", "button.story"), t("en", "button.replay")]
    assert t("en", "table.turn", mention="") not in table.text()
    shows(table, final)
    assert [row["won"] for row in result_rows(bot, final.id)] == [int(seat == winner) for seat in range(4)]
    forfeits = [row["user_id"] for row in action_rows(bot, final.id) if row["action"] == "forfeit"]
    assert forfeits == [bob.id, alice.id]


# --- how the table reads (drawn without Discord, with dice chosen by the test) ----------------------------------


def drawn_table(options: dict[str, Any], seats: int = 3) -> Table:
    return Table(
        kind="lcr", guild_id=1, channel_id=2, host_id=101, seed=bytes(32).hex(), id=9, status=Status.PLAYING,
        options=Lcr.options_type.from_dict(options).to_dict(), seats=[Seat(101 + i, f"P{i}") for i in range(seats)],
    )


def logged(table: Table, game: Lcr, events: list[Event]) -> Table:
    """The table once `events` are logged, as the service would store it."""
    table = replace(table, log=(*table.log, *(event.to_dict() for event in events))[-LOG_LENGTH:])
    return replace(table, status=Status.FINISHED) if game.is_over else table


def drawn_after(table: Table, game: Lcr, events: list[Event]) -> str:
    """The table's text once `events` are logged, as the service would store and the renderer draw them."""
    return drawn(logged(table, game, events), game, events)


def drawn(table: Table, game: Lcr, events: list[Event]) -> str:
    return cards.text(render(Change(table, game, events)))


def test_with_dot_to_win_the_last_holder_is_told_they_must_roll_all_dots() -> None:
    table = drawn_table({"dot_to_win": True})
    game, _ = Lcr.start(3, table.options, ScriptedDice([5, 5, 5, 4, 4, 4]))
    last = t("en", "lcr.last_holder", name="<@103>")
    text = drawn_after(table, game, game.apply(0, "roll"))  # C C C: Alice's three chips to the pot
    assert last not in text  # Bob and Carol still hold chips
    text = drawn_after(table, game, game.apply(1, "roll"))  # L L L: Bob's three to Carol, who alone holds chips
    assert game.holders() == [2] and not game.is_over
    assert last in text.splitlines()
    table = replace(table, locale="fr")
    assert t("fr", "lcr.last_holder", name="<@103>") in drawn_after(table, game, []).splitlines()


def test_dice_that_found_no_chip_left_say_so() -> None:
    table = drawn_table({"dice": "always-three"})
    game, _ = Lcr.start(3, table.options, ScriptedDice([1, 2, 3, 1, 2, 3, 1, 1, 1, 4, 5, 6]))
    game.chips[0] = 1
    game.pot = 2
    text = drawn_after(table, game, game.apply(0, "roll"))  # • • •: nothing
    assert t("en", "lcr.event.roll", name="<@101>", faces=faces_text([1, 2, 3]),
             moves=t("en", "lcr.event.roll.nothing")) in text
    game.apply(1, "roll")
    game.apply(2, "roll")
    text = drawn_after(table, game, game.apply(0, "roll"))  # L C R with one chip: the C and R do nothing
    moved = t("en", "lcr.event.move.seat", count=1, target="<@102>")
    idle = t("en", "lcr.event.roll.idle", faces="`C` `R`")
    assert t("en", "lcr.event.roll", name="<@101>", faces=faces_text([4, 5, 6]), moves=f"{moved}; {idle}") in text
    assert "did nothing: no chips left" in idle


def test_chips_to_one_player_are_counted_together() -> None:
    table = drawn_table({})
    game, _ = Lcr.start(3, table.options, ScriptedDice([4, 5, 4]))
    text = drawn_after(table, game, game.apply(0, "roll"))
    moves = f"{t('en', 'lcr.event.move.seat', count=2, target='<@102>')}, {t('en', 'lcr.event.move.pot', count=1)}"
    assert t("en", "lcr.event.roll", name="<@101>", faces=faces_text([4, 5, 4]), moves=moves) in text


def test_a_double_pot_says_who_rolls_first() -> None:
    table = drawn_table({"dot_to_win": True})
    game, _ = Lcr.start(3, table.options, ScriptedDice([5]))
    game.chips, game.pot = [1, 0, 0], 8  # Alice's last chip is the last one out of the pot
    text = drawn_after(table, game, game.apply(0, "roll"))
    assert game.hands == 2 and game.turn == 1
    said = t("en", "lcr.event.double_pot.next", pot=9, hand=2, next="<@102>")
    assert said in text.splitlines() and t("en", "table.turn", mention="<@102>") in text


def test_plurals_read_right_in_both_languages() -> None:
    table = drawn_table({})
    game, _ = Lcr.start(3, table.options, ScriptedDice([5, 5, 1]))
    game.apply(0, "roll")  # Alice: C C •, so one chip left and two in the pot
    text = drawn_after(table, game, [])
    assert "<@101> — 1 chip\n" in text and "Pot: 2 chips" in text
    table = replace(table, locale="fr")
    text = drawn_after(table, game, [])
    assert "<@101> — 1 jeton\n" in text and "Pot : 2 jetons" in text
    assert t("fr", "lcr.seat", chips=0) == " — 0 jeton"  # French counts 0 as one


def recent_rollers(text: str) -> list[str]:
    """Who rolled, line by line, in the table's log (the footer follows it)."""
    return [line.split(" rolled")[0] for line in text.split(f"**{t('en', 'table.log')}**\n")[1].splitlines()[:-1]]


def test_the_log_shows_what_happened_since_the_players_last_turn_and_no_joins() -> None:
    table = drawn_table({}, seats=3)
    table = replace(table, log=[ev("joined", data={"user_id": 102}).to_dict()])
    game, events = Lcr.start(3, table.options, ScriptedDice([1] * 30))
    table = logged(table, game, events)
    text = drawn(table, game, events)
    assert t("en", "event.joined", name="<@102>") not in text and t("en", "lcr.event.deal") in text
    for seat in range(3):
        events = game.apply(seat, "roll")
        table = logged(table, game, events)
        text = drawn(table, game, events)
    assert recent_rollers(text) == ["<@102>", "<@103>"]  # Alice's turn: not her own last roll
    events = game.apply(0, "roll")
    text = drawn(logged(table, game, events), game, events)
    assert recent_rollers(text) == ["<@103>", "<@101>"]  # Bob's turn: Carol and Alice since his last
    bigger = drawn_table({}, seats=6)
    game, events = Lcr.start(6, bigger.options, ScriptedDice([1] * 30))
    bigger = logged(bigger, game, events)
    for seat in range(6):
        events = game.apply(seat, "roll")
        bigger = logged(bigger, game, events)
        text = drawn(bigger, game, events)
    assert recent_rollers(text) == ["<@103>", "<@104>", "<@105>", "<@106>"]  # five since: the newest four


def test_the_table_shows_a_short_fingerprint_and_the_end_reveals_nothing_more_than_verify() -> None:
    table = drawn_table({})
    game, events = Lcr.start(3, table.options, ScriptedDice([]))
    full = commitment(bytes.fromhex(table.seed))
    text = drawn_after(table, game, events)
    assert t("en", "table.fingerprint", fingerprint=full[:8]) in text and full not in text
    table = replace(table, status=Status.CANCELLED)
    assert t("en", "table.revealed", fingerprint=full[:8]) in drawn_after(table, game, [])


def test_with_dot_to_win_a_roll_of_the_last_holder_that_is_not_all_dots_says_the_game_goes_on() -> None:
    table = drawn_table({"dot_to_win": True})
    game, _ = Lcr.start(3, table.options, ScriptedDice([5, 5, 5, 4, 4, 4, 1, 4, 1, 1, 1]))
    game.apply(0, "roll")  # C C C
    text = drawn_after(table, game, game.apply(1, "roll"))  # L L L: Carol alone holds chips
    no_win = t("en", "lcr.event.roll.no_win")
    assert no_win not in text  # Bob was not the only holder
    text = drawn_after(table, game, game.apply(2, "roll"))  # • L •: one chip to Alice, and the game goes on
    moved = t("en", "lcr.event.move.seat", count=1, target="<@101>")
    assert t("en", "lcr.event.roll", name="<@103>", faces=faces_text([1, 4, 1]), moves=f"{moved}; {no_win}") in text
    text = drawn_after(table, game, game.apply(0, "roll"))  # Alice's one die: • — she is not the only holder
    assert no_win not in text.splitlines()[-2]
