"""/tournament against the stand-in with the unmodified bot: a sign-up card, tables dealt into public threads of
the channel with their players pinged there, rounds to a champion named on the bracket card, threads archived;
a restart in the middle of a round carries on; each game's ranking decides who goes on; LCR never sits fewer than
three; bad input gets a private sentence and changes nothing."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

from e2e.conftest import (
    CHANNEL_MESSAGE,
    UPDATE_MESSAGE,
    add_people,
    catalog_pattern,
    refusal,
    result_rows,
    running_bot,
    stale_view,
    stand_in,
    stored_once_posted,
    until_logged,
)
from fakediscord import BotProcess, Channel, FakeDiscord, Member, StoredMessage
from fakediscord.model import BOT_PERMISSIONS, CREATE_PUBLIC_THREADS

from i18n import t
from tests.patience import PATIENCE

MOVE = re.compile(r"^pips:\d+:\d+:")
TURN = catalog_pattern("table.turn", mention=r"<@(\d+)>")
NAMES = ("Alice", "Bob", "Carol", "Dave", "Erin", "Frank")
THREADS = "POST /channels/{channel_id}/threads"


def button(label: str) -> str:
    return t("en", f"tournament.button.{label}")


async def signed_up(fake: FakeDiscord, people: list[Member], game: str, **options: Any) -> StoredMessage:
    host, *others = people
    opened = await fake.slash(host, "tournament start", game=game, **options)
    assert opened.type == CHANNEL_MESSAGE and not opened.ephemeral and opened.message is not None, opened.content
    for person in others:
        joined = await fake.click(person, opened.message, button("join"))
        assert joined.type == UPDATE_MESSAGE, joined.content
    return opened.message


def table_message(fake: FakeDiscord, thread: Channel) -> StoredMessage | None:
    """The table message of a thread: the newest of the bot's there drawn as a card."""
    shown = [message for message in fake.messages(thread) if message.is_card]
    return shown[-1] if shown else None


def moves(message: StoredMessage) -> list[str]:
    return [b["custom_id"] for b in message.buttons() if MOVE.match(b.get("custom_id", "")) and not b.get("disabled")]


async def play_table(fake: FakeDiscord, thread: Channel, people: list[Member], *, clicks: int | None = None) -> None:
    """Whoever's turn the thread's table shows presses its first move, until the game ends (or `clicks` made);
    a computer's turn is waited for."""
    by_id = {person.id: person for person in people}
    made = 0
    while clicks is None or made < clicks:
        message = table_message(fake, thread)
        assert message is not None
        found = TURN.search(message.text())
        if not moves(message) and found is None:
            return  # over
        if found is None or int(found[1]) not in by_id:
            version = message.edits
            await fake.wait_until(lambda m=message, v=version: m.edits != v, what="a computer's move")  # type: ignore[misc]
            continue
        answer = await fake.raw_click(by_id[int(found[1])], message, moves(message)[0])
        assert answer.type == UPDATE_MESSAGE, answer.content
        made += 1


async def threads_opened(fake: FakeDiscord, count: int) -> list[Channel]:
    await fake.wait_until(lambda: len(fake.threads()) >= count and all(
        table_message(fake, thread) is not None for thread in fake.threads()), timeout=PATIENCE,
        what=f"{count} tables in threads")
    return fake.threads()


async def test_five_players_of_chicago_play_two_threads_then_a_final_across_a_restart(tmp_path: Path) -> None:
    async with stand_in() as fake:
        people = await add_people(fake, NAMES[:5])
        async with running_bot(fake, tmp_path) as bot:
            card = await signed_up(fake, people, "chicago", table_size=3, double_roll=True)
            assert "5" in card.text()
            started = await fake.click(people[0], card, button("start"))
            assert started.type == UPDATE_MESSAGE
            first, second = await threads_opened(fake, 2)
            assert {first.type, second.type} == {11}
            assert first.name == t("en", "tournament.thread", game="Chicago", round=1, table=1)
            seated = [table_message(fake, thread) for thread in (first, second)]
            sizes = sorted(len(message.notified) for message in fake.messages(first)[:1] + fake.messages(second)[:1])
            assert sizes == [2, 3] and all(seated)
            for message in seated:
                assert message is not None
                assert (await stored_once_posted(bot, message)).options["double_roll"] is True
            await play_table(fake, first, people, clicks=2)
            await restarted(bot)
            await play_table(fake, first, people)
            await play_table(fake, second, people)
            await fake.wait_until(lambda: len(fake.threads()) == 3, what="the final's thread")
            final = fake.threads()[2]
            assert final.name == t("en", "tournament.thread", game="Chicago", round=2, table=1)
            await threads_opened(fake, 3)
            await play_table(fake, final, people)
            champion = catalog_pattern("tournament.champion", name=r"\*?\*?(\w+)\*?\*?")
            await fake.wait_until(lambda: champion.search(card.text()) is not None, what="the champion named")
            found = champion.search(card.text())
            assert found is not None
            (winner,) = [person for person in people if person.name == found[1]]
            stats = await fake.slash(people[0], "stats", player=winner)
            assert t("en", "tournament.stats", count=1) in stats.text()
            loser = next(person for person in people if person is not winner)
            assert "🏆" not in (await fake.slash(people[0], "stats", player=loser)).text()
            history = await fake.slash(people[0], "history")
            assert t("en", "tournament.history.title") in history.text()
            assert f"<@{winner.id}>" in history.text() and f"/{card.id})" in history.text()
            await fake.wait_until(lambda: all(thread.archived for thread in fake.threads()), what="threads archived")
            assert "Seed: `" in card.text() and card.buttons() == []


async def restarted(bot: BotProcess) -> None:
    await bot.restart(kill=True)


async def test_an_lcr_tournament_never_seats_fewer_than_three(fake: FakeDiscord, bot: BotProcess) -> None:
    people = await add_people(fake, NAMES[:4])
    card = await signed_up(fake, people, "lcr", table_size=3)
    refusal(await fake.click(people[0], card, button("start")), "tournament.too_few", needed=4)
    people.append(await fake.add_member("Erin"))
    people.append(await fake.add_member("Frank"))
    for person in people[4:]:
        await fake.click(person, card, button("join"))
    await fake.click(people[0], card, button("start"))
    for thread in await threads_opened(fake, 2):
        pings = [message for message in fake.messages(thread) if message.notified]  # just above the card
        assert table_message(fake, thread) is not None and [len(ping.notified) for ping in pings] == [3]
        await play_table(fake, thread, people)
    await fake.wait_until(lambda: len(fake.threads()) == 3, what="the final's thread")
    await threads_opened(fake, 3)
    assert t("en", "tournament.computers", count=1) in card.text()  # two winners and a computer at the final


async def test_a_round_discord_fails_to_open_is_opened_once_it_answers_again(
    fake: FakeDiscord, bot: BotProcess
) -> None:
    """Discord fails to make the round's threads as the tournament starts: nobody has a table to click, so nothing
    else would open them, and the bot itself tries again until Discord answers."""
    people = await add_people(fake, NAMES[:6])
    card = await signed_up(fake, people, "lcr", table_size=3)
    fake.fail_route(THREADS, 503)
    assert (await fake.click(people[0], card, button("start"))).type == UPDATE_MESSAGE
    await until_logged(bot, "opening a round of tournament 1 failed again")  # by itself, Discord still failing
    assert fake.threads() == []
    fake.fail_route(THREADS, None)
    first, second = await threads_opened(fake, 2)
    await play_table(fake, first, people)  # and the tournament goes on
    await play_table(fake, second, people)
    await fake.wait_until(lambda: len(fake.threads()) == 3, what="the final's thread")


async def test_a_stop_while_a_round_opens_lets_it_finish_and_opens_no_thread_twice(
    fake: FakeDiscord, bot: BotProcess
) -> None:
    """The bot is stopped while Discord is making the final's thread: it waits for the answer and keeps the thread,
    so once started again it opens no second one."""
    people = await add_people(fake, NAMES[:6])
    card = await signed_up(fake, people, "lcr", table_size=3)
    await fake.click(people[0], card, button("start"))
    first, second = await threads_opened(fake, 2)
    await play_table(fake, first, people)
    fake.delay_route(THREADS, 1.0)
    await play_table(fake, second, people)
    await fake.wait_until(lambda: fake.held_requests[THREADS] > 0, what="the final's thread being made")
    await bot.stop()
    assert len(fake.threads()) == 3 and "opening a round" not in bot.log_path.read_text(), bot.log_tail()
    fake.delay_route(THREADS, 0)
    edits = card.edits
    await bot.start()
    # the start takes the tournament up again: its card redrawn, then its round opened where it is not
    await fake.wait_until(lambda: card.edits > edits, what="the tournament taken up again")
    await threads_opened(fake, 3)
    assert len(fake.threads()) == 3


async def test_a_buck_dice_table_sends_its_loser_home(fake: FakeDiscord, bot: BotProcess) -> None:
    people = await add_people(fake, NAMES[:6])
    card = await signed_up(fake, people, "buck", table_size=3, advance=2)
    await fake.click(people[0], card, button("start"))
    first, _ = await threads_opened(fake, 2)
    message = table_message(fake, first)
    assert message is not None
    await play_table(fake, first, people)
    await fake.wait_until(lambda: "→" in card.text(), what="the bracket naming who went on")
    table = await stored_once_posted(bot, message)
    losers = {row["user_id"] for row in result_rows(bot, table.id) if row["lost"]}
    players = {seat["user_id"] for seat in table.seats}
    line = next(line for line in card.text().splitlines() if "→" in line)
    went_on = {person.id for person in people if person.name in line.split("→")[1]}
    assert len(losers) == 1 and went_on == players - losers


async def test_bad_input_is_a_private_sentence_and_changes_nothing(fake: FakeDiscord, bot: BotProcess) -> None:
    people = await add_people(fake, NAMES[:5])
    other_game = await fake.slash(people[0], "tournament start", game="chicago", fixed_pile=True)
    refusal(other_game, "option.invalid", option="fixed_pile", value=True)
    card = await signed_up(fake, people[:2], "chicago", table_size=3)
    refusal(await fake.click(people[0], card, button("start")), "tournament.too_few", needed=4)
    for person in people[2:4]:
        await fake.click(person, card, button("join"))
    signup = stale_view(card)  # the sign-up as a client not redrawn yet still shows it
    await fake.click(people[0], card, button("start"))
    await threads_opened(fake, 2)
    await fake.wait_until(lambda: card.text().count("<#") == 2, what="the bracket linking both threads")
    bracket = stale_view(card)
    refusal(await fake.click(people[4], card, button("leave")), "tournament.not_in")
    # Discord sends the card as it is now: its Join is gone, and the answer says the card changed
    refusal(await fake.click(people[4], signup, button("join")), "error.component_gone")
    assert card.snapshot() == bracket.snapshot()
    await fake.click(people[0], card, button("cancel"))
    refusal(await fake.click(people[1], bracket, button("leave")), "error.component_gone")  # (no button is left)
    assert card.buttons() == []


async def test_without_thread_permissions_start_says_so_and_nothing_starts(fake: FakeDiscord, tmp_path: Path) -> None:
    people = await add_people(fake, NAMES[:4])
    async with running_bot(fake, tmp_path, "NoThreads") as bot:
        bot.app.permissions = BOT_PERMISSIONS & ~CREATE_PUBLIC_THREADS
        card = await signed_up(fake, people, "chicago", table_size=3)
        refusal(await fake.click(people[0], card, button("start")), "tournament.no_threads")
        assert fake.threads() == [] and button("join") in card.labels()
