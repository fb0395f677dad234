"""Buck Dice through the Discord stand-in: the real bot process, people clicking, the stored state checked.

The seed of every table is random, so each test follows whatever the dice do and checks every throw
against the engine replayed from the state stored before it.
"""

from __future__ import annotations

import json
from contextlib import closing
from dataclasses import dataclass
from typing import Any

import pytest
from e2e.conftest import (
    CHANNEL_MESSAGE,
    PATIENCE,
    UPDATE_MESSAGE,
    eventually,
    open_table,
    read_only,
    whole_log,
    whose_turn,
)
from e2e.conftest import stored_once_posted as lobby_once_posted
from fakediscord import BotProcess, FakeDiscord, Member, StoredMessage

from i18n import t
from rules.base import Event
from rules.buck import BUCK, Buck
from screen.presenter import pips
from tests.stored_events import stored_event


def ev(type: str, player: int | None = None, data: dict | None = None) -> Event:
    """A Buck Dice event as the log stores it."""
    return stored_event("buck", type, player, data)

MAX_THROWS = 1000  # a three-player game takes about a hundred
TURN_TIMEOUT = 15
KIND_WORDS = {
    "normal": "throws again",
    "miss": "no point number",
    "big_buck": "BIG BUCK",
    "little_buck": "little buck",
    "overshoot": "nothing scored",
}


@dataclass
class Stored:
    """One table row as the bot stored it (a game in play or over: its state is there)."""

    id: int
    status: str
    state: dict[str, Any]
    log: list[dict[str, Any]]
    actions: int


def stored(bot: BotProcess, message: StoredMessage) -> Stored:
    found = stored_if_any(bot, message)
    assert found is not None, f"no table stored for message {message.id}"
    return found


def stored_if_any(bot: BotProcess, message: StoredMessage) -> Stored | None:
    with closing(read_only(bot)) as db:
        row = db.execute("SELECT * FROM tables WHERE message_id = ?", (message.id,)).fetchone()
        if row is None:
            return None
        (actions,) = db.execute("SELECT COUNT(*) FROM actions WHERE table_id = ?", (row["id"],)).fetchone()
        log = whole_log(db, row)
    return Stored(row["id"], row["status"], json.loads(row["state"]), log, actions)


async def stored_once_posted(bot: BotProcess, message: StoredMessage) -> Stored:
    """A table the bot just posted: it records the message id right after Discord answers the post."""
    return await eventually(lambda: stored_if_any(bot, message), f"a table stored for message {message.id}")


def recent_lines(message: StoredMessage) -> list[str]:
    return message.text().split("**Recent**\n", 1)[1].splitlines()


def kept_the_turn(before: Stored, after: Stored) -> bool:
    return after.state["loser"] is None and after.state["turn"] == before.state["turn"]


async def start_table(fake: FakeDiscord, people: list[Member], **options: Any) -> StoredMessage:
    """The first person opens /buck start, the others join, the host starts: seats follow the list."""
    return await open_table(fake, "buck start", people, **options)


async def throw(
    fake: FakeDiscord, bot: BotProcess, message: StoredMessage, people: list[Member]
) -> tuple[Stored, Stored, list[Event]]:
    """The player the table names clicks Throw; the stored game must be the engine's next step, shown on the table."""
    before = stored(bot, message)
    shooter = whose_turn(message, people)
    assert people.index(shooter) == before.state["turn"]
    answer = await fake.click(shooter, message, "Throw")
    assert answer.type == UPDATE_MESSAGE, answer.content
    after = stored(bot, message)
    replay = Buck.from_dict(before.state)
    events = replay.apply(before.state["turn"], "throw")
    assert after.state == replay.to_dict()
    assert after.log[-len(events):] == [event.to_dict() for event in events]
    assert after.actions == before.actions + 1
    thrown = events[0].data
    line = next(line for line in reversed(recent_lines(message)) if line.startswith(f"<@{shooter.id}> threw "))
    assert line.startswith(f"<@{shooter.id}> threw {pips(thrown['dice'])}: ")
    if thrown["kind"] != "normal" or thrown["score"] < BUCK:
        assert KIND_WORDS[thrown["kind"]] in line, line
    if after.state["loser"] is None:
        assert whose_turn(message, people) is people[after.state["turn"]]
    return before, after, events


async def test_three_players_play_to_the_loser_then_the_rematch_moves_the_first_shooter_left(
    fake: FakeDiscord, bot: BotProcess, people: list[Member]
) -> None:
    rules = await fake.slash(people[0], "buck rules")
    assert rules.ephemeral and all(word in rules.content for word in ("Big buck", "Little buck", "Overshoot", "loser"))

    message = await start_table(fake, people)
    opening = stored(bot, message)
    point, first = opening.state["point"], opening.state["first_shooter"]
    text = message.text()
    assert f"🎯 Point number: **{point}**" in text
    assert t("en", "buck.shooter.opening", shooter=f"<@{people[first].id}>") in text
    assert f"threw the point number: **{point}**" in text
    assert whose_turn(message, people) is people[first]
    assert message.labels() == ["Throw"]

    for _ in range(MAX_THROWS):
        if message.labels() != ["Throw"]:
            break
        before, after, events = await throw(fake, bot, message, people)
        thrown = events[0].data
        assert kept_the_turn(before, after) == (thrown["kind"] in ("normal", "overshoot") and thrown["score"] < BUCK)
    else:
        pytest.fail("the game did not end")

    final = stored(bot, message)
    loser, made = final.state["loser"], final.state["made"]
    assert final.status == "finished" and sorted([*made, loser]) == [0, 1, 2]
    text = message.text()
    assert f"💀 **Loser: <@{people[loser].id}>**" in text
    assert f"💀 <@{people[loser].id}> is the last one left: **the loser**" in text
    for place, seat in enumerate(made, start=1):  # the order of bucks, on the players' own rows
        assert f"{seat + 1}. <@{people[seat].id}>{t('en', 'buck.seat.made', place=place)}\n" in text
    assert "Turn:" not in text and message.labels() == ["Rematch", "How it went", "Replay"]

    rematch = await fake.click(people[made[0]], message, "Rematch")
    assert rematch.type == CHANNEL_MESSAGE and not rematch.ephemeral
    second = rematch.message
    assert second is not None and second is not message and fake.latest() is second
    assert (await lobby_once_posted(bot, second)).status == "lobby"  # the others are asked: tests/e2e/test_again_e2e
    for person in people:
        if person is not people[made[0]]:
            await fake.click(person, second, t("en", "button.join"))
    await fake.click(people[made[0]], second, t("en", "button.start"))
    nxt = stored(bot, second)
    new_first = (first + 1) % 3
    assert nxt.id != final.id and nxt.status == "playing"
    assert (nxt.state["game_number"], nxt.state["first_shooter"], nxt.state["point_thrower"]) == (2, new_first, first)
    assert nxt.state["scores"] == [0, 0, 0] and nxt.state["made"] == []
    text = second.text()
    assert t("en", "buck.shooter.rotated", game=2, shooter=f"<@{people[new_first].id}>") in text
    assert f"🎯 Point number: **{nxt.state['point']}**" in text
    assert whose_turn(second, people) is people[new_first] and second.labels() == ["Throw"]
    await throw(fake, bot, second, people)  # the new game plays

    again = await fake.click(people[loser], message, "Rematch")  # the old table's button, once more
    assert again.ephemeral and fake.latest() is second
    with closing(read_only(bot)) as db:
        assert tuple(db.execute("SELECT COUNT(*) FROM tables").fetchone()) == (2,)


async def test_after_a_sigkill_in_the_middle_of_a_run_the_same_shooter_throws_on(
    fake: FakeDiscord, bot: BotProcess, people: list[Member]
) -> None:
    message = await start_table(fake, people, fewer_dice=True, point_per_throw=True)
    assert "fewer dice (two at 13, one at 14), one point per throw" in message.text()
    for _ in range(MAX_THROWS):
        before, after, _ = await throw(fake, bot, message, people)
        if kept_the_turn(before, after):
            break
    else:
        pytest.fail("no throw kept the turn")
    shooter = after.state["turn"]

    await bot.kill()
    await bot.start()

    assert whose_turn(message, people) is people[shooter]
    _, resumed, events = await throw(fake, bot, message, people)
    assert events[0].type == "throw" and events[0].player == shooter
    for _ in range(MAX_THROWS):  # on until the dice have passed and someone else has thrown
        if events[0].player != shooter or resumed.state["loser"] is not None:
            break
        _, resumed, events = await throw(fake, bot, message, people)
    assert events[0].player != shooter or resumed.state["loser"] is not None


async def test_a_double_click_on_throw_throws_once(
    fake: FakeDiscord, bot: BotProcess, people: list[Member]
) -> None:
    message = await start_table(fake, people[:2])
    before = stored(bot, message)
    shooter = whose_turn(message, people)
    answers = await fake.click_together(message, [(shooter, "Throw"), (shooter, "Throw")])
    assert sorted(answer.type for answer in answers) == [CHANNEL_MESSAGE, UPDATE_MESSAGE]
    refused = next(answer for answer in answers if answer.type == CHANNEL_MESSAGE)
    assert refused.ephemeral and ("already used" in refused.content or "not your turn" in refused.content)
    after = stored(bot, message)
    replay = Buck.from_dict(before.state)
    replay.apply(before.state["turn"], "throw")
    assert after.state == replay.to_dict() and after.actions == before.actions + 1


async def test_an_idle_shooter_is_thrown_for_when_the_turn_times_out(
    fake: FakeDiscord, bot: BotProcess, people: list[Member]
) -> None:
    message = await start_table(fake, people[:2], turn_timeout=TURN_TIMEOUT)
    before = stored(bot, message)
    idle = whose_turn(message, people)
    await fake.wait_for_message(lambda m: m is message and "did not act in time" in m.text(),
                                timeout=TURN_TIMEOUT + PATIENCE)
    after = stored(bot, message)
    replay = Buck.from_dict(before.state)
    events = [ev("timeout", before.state["turn"]), *replay.apply(before.state["turn"], "throw")]
    assert after.state == replay.to_dict()
    assert after.log[-len(events):] == [event.to_dict() for event in events]
    assert f"<@{idle.id}> did not act in time" in message.text()
    assert f"<@{idle.id}> threw {pips(events[1].data['dice'])}" in message.text()
