"""LCR end to end: the unmodified bot as a subprocess against the Discord stand-in, played through what people
see, with the stored table row checked after every step that matters.

The seed of every table is random, so the tests follow whatever the dice do: each roll is checked against the
engine replayed from the state stored before it, and every finished game against a replay from its seed.
"""

from __future__ import annotations

import asyncio
import re
import time
from contextlib import closing
from pathlib import Path

from e2e.conftest import (
    CALLBACK,
    CHANNEL_MESSAGE,
    PATIENCE,
    POLL_SECONDS,
    UPDATE_MESSAGE,
    Stored,
    add_people,
    catalog_pattern,
    catalog_regex,
    goes_to_the,
    open_table,
    play_until_over,
    read_only,
    refusal,
    replayed,
    result_rows,
    running_bot,
    shown_step,
    sigkill,
    stale_view,
    stand_in,
    stored,
    whose_turn,
)
from fakediscord import Answer, BotProcess, FakeDiscord, Member, StoredMessage
from fakediscord.interactions import InteractionRecord

from i18n import t
from rules.base import Event
from rules.lcr import Lcr
from tests.stored_events import stored_event


def ev(type: str, player: int | None = None, data: dict | None = None) -> Event:
    """An LCR event as the log stores it."""
    return stored_event("lcr", type, player, data)

ROLL = t("en", "lcr.action.roll")
SEAT = re.compile(
    "^" + catalog_regex(
        "table.seat", marker="(?:▶ )?", number=r"(\d+)", name="(.+?)",
        computer=f"(?:{re.escape(t('en', 'table.seat.computer'))})?", detail=catalog_regex("lcr.seat", chips=r"(\d+)"),
    ),
    re.MULTILINE,
)
POT = catalog_pattern("lcr.pot", pot=r"(\d+)", dealt=r"(\d+)")
WINNER = catalog_pattern("lcr.event.win", name=r"<@(\d+)>", chips=r"(\d+)")
TIMEOUT = 15
KILL_AT = 5.0  # seconds into the idle turn
ANSWER_DEADLINE = 1.0  # Discord's 3 s, shortened where a test waits it out


def chips_shown(message: StoredMessage) -> tuple[list[int], int, int]:
    """Chips per seat, the pot and the chips dealt, as the table message reads."""
    text = message.text()
    seats = [(int(number), int(chips)) for number, _, chips in SEAT.findall(text)]
    assert [number for number, _ in seats] == list(range(1, len(seats) + 1)), text
    pot = POT.search(text)
    assert pot is not None, text
    return [chips for _, chips in seats], int(pot[1]), int(pot[2])


def check_totals(message: StoredMessage, table: Stored) -> None:
    """Chips held + pot = chips dealt, on the message and in the stored state, and both agree."""
    chips, pot, dealt = chips_shown(message)
    state = table.state
    assert state is not None
    assert (chips, pot, dealt) == (state["chips"], state["pot"], state["dealt"])
    assert sum(chips) + pot == dealt


def rolled_for(before: Stored) -> tuple[Lcr, list[Event]]:
    """The engine one roll on from the stored state `before`."""
    game = Lcr.from_dict(before.state or {})
    events = game.apply(game.turn, "roll")
    return game, events


def check_one_roll(before: Stored, after: Stored) -> None:
    """`after` is `before` with exactly one roll by the player whose turn it was: state, log and action row."""
    game, events = rolled_for(before)
    assert after.state == game.to_dict()
    assert after.log[-len(events):] == [event.to_dict() for event in events]
    assert (after.version, after.actions) == (before.version + 1, before.actions + 1)


def check_finished(bot: BotProcess, message: StoredMessage, people: list[Member]) -> Stored:
    """The end as shown and as stored: the winner named, every chip theirs, the game replayable from its seed."""
    final = stored(bot, message)
    assert final.status == "finished" and final.state is not None
    winner = final.state["winner"]
    named = WINNER.search(message.text())
    assert named is not None, message.text()
    assert int(named[1]) == people[winner].id and int(named[2]) == final.state["dealt"]
    check_totals(message, final)
    assert final.state["chips"][winner] == final.state["dealt"] and final.state["pot"] == 0
    assert message.labels() == [t("en", "button.again"), t("en", "button.story"), t("en", "button.replay")]
    assert [row["won"] for row in result_rows(bot, final.id)] == [int(seat == winner) for seat in range(3)]
    replayed(bot, final)
    return final


def steps_and_actions_agree(table: Stored) -> None:
    """Every step of an LCR game is one action row, after the row of its start."""
    assert table.state is not None and table.actions == table.state["step"] + 1


async def test_three_people_roll_in_turn_to_a_winner_and_each_click_is_one_timely_callback(
    fake: FakeDiscord, bot: BotProcess, people: list[Member]
) -> None:
    before = fake.route_counts.copy()
    # live chances off: their redraws are calls besides the answers (test_chances_e2e counts them)
    message = await open_table(fake, "lcr start", people, live_chances=False)
    opening = stored(bot, message)
    assert opening.status == "playing" and whose_turn(message, people) is people[0]  # the host rolls first
    check_totals(message, opening)
    previous = [opening]

    def one_callback_in_time(player: Member, answer: Answer) -> None:
        record = answer.record
        assert record.answered_at is not None and record.answered_at - record.created_at < fake.state.answer_deadline
        assert [call.route for call in answer.rest_calls] == [CALLBACK]
        now = stored(bot, message)
        assert people.index(player) == previous[-1].state["turn"]  # type: ignore[index]
        check_one_roll(previous[-1], now)
        check_totals(message, now)
        previous.append(now)

    rolls = await play_until_over(fake, message, people, ROLL, each=one_callback_in_time)

    final = check_finished(bot, message, people)
    assert final.state is not None and final.state["rolls"] == len(rolls)
    # No call but the answers. /game verify reaches the bot's event loop and store behind whatever the last roll
    # set off, so a stray call made after answering would be counted by the time it is answered, however slow
    # the machine (a fixed pause would not wait longer on a busy one).
    verified = await fake.slash(people[0], "game verify")
    assert verified.ephemeral and final.seed in verified.content
    clicks = 1 + 2 + 1 + len(rolls) + 1  # /lcr start, two Joins, Start, the rolls, /game verify
    assert fake.route_counts - before == {CALLBACK: clicks}


async def test_refused_clicks_are_explained_privately_and_change_nothing(
    fake: FakeDiscord, bot: BotProcess, people: list[Member]
) -> None:
    stranger = await fake.add_member("Dave")
    message = await open_table(fake, "lcr start", people)
    current = whose_turn(message, people)
    bystander = next(person for person in people if person is not current)
    untouched, shown = stored(bot, message), message.snapshot()

    refusal(await fake.click(bystander, message, ROLL), "turn.not_yours", player=current.id)
    refusal(await fake.click(stranger, message, ROLL), "table.not_seated")
    busy = await fake.slash(stranger, "lcr start")
    refusal(busy, "channel.busy")
    goes_to_the(fake, message, busy)  # a button, not a bare link

    assert stored(bot, message) == untouched and message.snapshot() == shown
    assert fake.messages() == [message]

    last_roll: StoredMessage | None = None
    while ROLL in message.labels():
        last_roll = stale_view(message)  # what a slow screen still shows after the game ends
        await fake.click(whose_turn(message, people), message, ROLL)
    assert last_roll is not None
    finished = stored(bot, message)
    refusal(await fake.click(whose_turn(last_roll, people), last_roll, ROLL), "table.over")
    assert stored(bot, message) == finished


async def test_after_a_sigkill_the_old_message_plays_on_for_the_right_player(
    fake: FakeDiscord, bot: BotProcess, people: list[Member]
) -> None:
    message = await open_table(fake, "lcr start", people)
    await fake.click(whose_turn(message, people), message, ROLL)  # one roll: no seed ends a game of three in it
    before = stored(bot, message)
    assert before.status == "playing"

    drawn = message.edits

    await bot.kill()
    await bot.start()
    await fake.wait_until(lambda: message.edits > drawn, timeout=PATIENCE,
                          what="the game in play drawn again after the restart")

    current = people[before.state["turn"]]  # type: ignore[index]
    assert whose_turn(message, people) is current
    waiting = next(person for person in people if person is not current)
    refusal(await fake.click(waiting, message, ROLL), "turn.not_yours", player=current.id)
    answer = await fake.click(current, message, ROLL)
    assert answer.type == UPDATE_MESSAGE and answer.message is message
    check_one_roll(before, stored(bot, message))
    await play_until_over(fake, message, people, ROLL)
    check_finished(bot, message, people)


def kill_after_the_commit(bot: BotProcess, before: Stored, click: InteractionRecord) -> None:
    """SIGKILL the bot once it has committed the click, then hold on until the click's deadline has passed.
    This runs without yielding to the event loop the stand-in shares: nothing the bot sent it meanwhile is
    taken in, so whatever answer the bot got out before dying reaches Discord too late (10062)."""
    assert bot.process is not None
    give_up = time.monotonic() + PATIENCE
    with closing(read_only(bot)) as db:
        while db.execute("SELECT version FROM tables WHERE id = ?", (before.id,)).fetchone()[0] == before.version:
            assert time.monotonic() < give_up, "the bot never committed the click"
            time.sleep(POLL_SECONDS)  # the bot shares the machine's few cores: leave it room to commit
    bot.process.kill()
    time.sleep(max(click.deadline - time.monotonic(), 0) + 0.05)


def old_or_new(before: Stored, after: Stored) -> str:
    """The table after a crash is the one before the click or the one a roll later, never anything between."""
    game = after.game()  # the engine accepts it
    assert after.state == game.to_dict()
    steps_and_actions_agree(after)
    assert sum(after.state["chips"]) + after.state["pot"] == after.state["dealt"]
    if after.version == before.version:
        assert after == before
        return "old"
    assert after.state["step"] == before.state["step"] + 1  # type: ignore[index]
    check_one_roll(before, after)
    return "new"


async def test_a_sigkill_while_a_click_is_handled_leaves_the_old_or_the_new_state_and_play_goes_on(
    tmp_path: Path,
) -> None:
    async with stand_in(answer_deadline=ANSWER_DEADLINE) as fake, running_bot(fake, tmp_path) as bot:
        people = await add_people(fake)
        message = await open_table(fake, "lcr start", people)
        for after_the_commit in (False, True):
            before = stored(bot, message)
            click = await fake.click_without_waiting(whose_turn(message, people), message, ROLL)
            if after_the_commit:
                kill_after_the_commit(bot, before, click)
            # As the click goes out, or (after the commit) only reaping the killed process; either way the
            # stand-in has taken in whatever the bot sent before it died once this returns.
            await sigkill(fake, bot)
            after = stored(bot, message)
            outcome = old_or_new(before, after)
            if after_the_commit:
                # The roll is stored but nobody saw it: the message still offers the last turn's button.
                assert outcome == "new" and click.answer_type is None
                assert shown_step(message) == before.state["step"]  # type: ignore[index]

            await bot.start()
            step = after.state["step"]  # type: ignore[index]
            await fake.wait_until(
                lambda: shown_step(message) == step, timeout=PATIENCE, what="the table redrawn"  # noqa: B023
            )
            assert whose_turn(message, people) is people[after.state["turn"]]  # type: ignore[index]
            check_totals(message, after)
            moved = await fake.click(whose_turn(message, people), message, ROLL)  # play goes on
            assert moved.type == UPDATE_MESSAGE, moved.content
            check_one_roll(after, stored(bot, message))

        await play_until_over(fake, message, people, ROLL)
        final = check_finished(bot, message, people)
        steps_and_actions_agree(final)


async def idle_turn_is_rolled_for(
    fake: FakeDiscord, bot: BotProcess, people: list[Member], *, name: str, kill_at: float | None = None
) -> float:
    """A table whose host never rolls; returns how many seconds after the turn began the bot rolled for them
    (by the times of its own commits, so a slow machine's delay in showing the roll does not count).
    With `kill_at`, the bot is SIGKILLed that far into the turn and started again."""
    channel = await fake.add_channel(name)
    message = await open_table(fake, "lcr start", people, channel=channel, app=bot.app, turn_timeout=TIMEOUT)
    turn = stored(bot, message)
    idle = whose_turn(message, people)
    assert idle is people[0]
    if kill_at is not None:
        await asyncio.sleep(turn.updated_at + kill_at - time.time())
        await bot.kill()
        await bot.start()
    timed_out = t("en", "event.timeout", name=f"<@{idle.id}>")
    await fake.wait_for_message(lambda m: timed_out in m.text(), channel=channel, timeout=TIMEOUT + PATIENCE)

    after = stored(bot, message)
    waited = after.updated_at - turn.updated_at
    game = Lcr.from_dict(turn.state or {})
    events = [ev("timeout", 0), *game.apply(0, "roll")]
    assert after.state == game.to_dict()
    assert after.log[-2:] == [event.to_dict() for event in events]
    assert message.text().count(f"<@{idle.id}> rolled ") == 1  # the roll made for them, on the message
    assert whose_turn(message, people) is people[1]
    check_totals(message, after)
    return waited


async def test_an_idle_player_is_rolled_for_after_the_turn_timeout_even_across_a_restart(
    fake: FakeDiscord, people: list[Member], tmp_path: Path
) -> None:
    # Two bots (two applications, two databases) wait out their timeouts side by side.
    async with running_bot(fake, tmp_path, "Steady") as steady, running_bot(fake, tmp_path, "Crashy") as crashy:
        waited, waited_across_restart = await asyncio.gather(
            idle_turn_is_rolled_for(fake, steady, people, name="steady"),
            idle_turn_is_rolled_for(fake, crashy, people, name="crashy", kill_at=KILL_AT),
        )
        assert crashy.starts == 2
    # Not before the timeout (a timer may fire a millisecond early); not a whole timeout after the restart, as a
    # turn clock started again would roll; a busy machine may be late by seconds.
    assert TIMEOUT - 0.01 <= waited < TIMEOUT + KILL_AT
    assert TIMEOUT - 0.01 <= waited_across_restart < TIMEOUT + KILL_AT


async def test_a_double_click_on_roll_rolls_once(fake: FakeDiscord, bot: BotProcess, people: list[Member]) -> None:
    message = await open_table(fake, "lcr start", people)
    before = stored(bot, message)
    roller = whose_turn(message, people)

    answers = await fake.click_together(message, [(roller, ROLL), (roller, ROLL)])

    assert sorted(answer.type for answer in answers) == [CHANNEL_MESSAGE, UPDATE_MESSAGE]
    after = stored(bot, message)
    check_one_roll(before, after)
    refused = next(answer for answer in answers if answer.type == CHANNEL_MESSAGE)
    next_up = people[after.state["turn"]].id  # type: ignore[index]
    assert refused.ephemeral
    assert refused.content in (t("en", "turn.not_yours", player=next_up), t("en", "turn.stale"))
    assert whose_turn(message, people).id == next_up


async def test_after_a_gateway_drop_the_bot_resumes_and_clicks_still_work(
    fake: FakeDiscord, bot: BotProcess, people: list[Member]
) -> None:
    message = await open_table(fake, "lcr start", people)
    await fake.click(whose_turn(message, people), message, ROLL)
    # A person's reaction time counts from the answer just shown: once it has passed, the next click goes out at
    # once, while the bot is away (this pause is the stand-in's own, not room for the bot).
    await asyncio.sleep(fake.reaction_time)
    before = stored(bot, message)

    await fake.drop_gateway(bot.app)
    missed = await fake.click(whose_turn(message, people), message, ROLL)  # delivered with the RESUME

    assert missed.type == UPDATE_MESSAGE
    check_one_roll(before, stored(bot, message))
    assert (bot.app.identify_count, bot.app.resume_count) == (1, 1) and fake.connected(bot.app)
    later = stored(bot, message)
    assert (await fake.click(whose_turn(message, people), message, ROLL)).type == UPDATE_MESSAGE
    check_one_roll(later, stored(bot, message))
