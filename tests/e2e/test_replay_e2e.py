"""Replays end to end, on SQLite and on PostgreSQL: a finished table's Replay button and /history's replay menu
answer privately with the table as it stood at its first step, drawn as tables are; First / Back / Next / Last
edit that private message in place, and keep working after a restart (their state is in their custom_id). A
forged button, a running game and a step beyond the end get a short private answer and change nothing."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest
from e2e.conftest import (
    CALLBACK,
    CHANNEL_MESSAGE,
    COMPUTER_DELAY,
    UPDATE_MESSAGE,
    add_people,
    catalog_pattern,
    open_table,
    play_until_over,
    settled,
    stand_in,
)
from fakediscord import Answer, BotProcess, Member, StoredMessage

from i18n import t

ROLL, STORY, AGAIN, REPLAY = (t("en", key) for key in ("lcr.action.roll", "button.story", "button.again",
                                                      "button.replay"))
FIRST, BACK, NEXT, LAST = (t("en", f"replay.{move}") for move in ("first", "back", "next", "last"))
FOOTER = catalog_pattern("replay.footer", step=r"(\d+)", steps=r"(\d+)", fingerprint=r"([0-9a-f]{8})")
TITLE_PLAYING = t("en", "table.title.playing", game=t("en", "game.lcr"))
TITLE_FINISHED = t("en", "table.title.finished", game=t("en", "game.lcr"))
STRING_SELECT = 3


def step_of(message: StoredMessage | Answer) -> tuple[int, int, str]:
    """The step a replay shows, of how many, and the fingerprint it names."""
    footer = message.text().split("\n")[-1]
    found = FOOTER.fullmatch(footer)
    assert found is not None, message.text()
    return int(found[1]), int(found[2]), found[3]


def table_id_of(message: StoredMessage) -> int:
    """The table a message shows, as its buttons name it (read the same way on either store)."""
    found = re.match(r"pips:(\d+):", message.buttons()[0]["custom_id"])
    assert found is not None
    return int(found[1])


def enabled(message: StoredMessage) -> dict[str, bool]:
    return {button["label"]: not button.get("disabled", False) for button in message.buttons()}


async def opened(answer: Answer, viewer: Member, fake: Any) -> StoredMessage:
    """A replay just opened: a new private message at the first step, whose First and Back lead nowhere."""
    assert (answer.type, answer.ephemeral) == (CHANNEL_MESSAGE, True), answer.content
    reply = answer.message
    assert reply is not None and reply in fake.ephemeral_replies(viewer) and reply not in fake.messages()
    assert step_of(reply)[0] == 0 and reply.text().split("\n")[0] == TITLE_PLAYING
    assert enabled(reply) == {FIRST: False, BACK: False, NEXT: True, LAST: True}
    return reply


async def turned(fake: Any, viewer: Member, replay: StoredMessage, label: str) -> int:
    """Press one of the replay's buttons: the private message itself is edited, in the click's one answer."""
    answer = await fake.click(viewer, replay, label)
    assert (answer.type, answer.message) == (UPDATE_MESSAGE, replay)
    # (the bot's own calls meanwhile, a turn ping it deletes say, are not the click's)
    assert [call.route for call in answer.rest_calls if "{token}" in call.route] == [CALLBACK]
    return step_of(replay)[0]


@pytest.mark.parametrize("database", ["sqlite", "postgres"])
async def test_a_finished_game_replays_step_by_step_privately_from_the_table_and_history_after_a_restart_too(
    database: str, tmp_path: Path, request: pytest.FixtureRequest
) -> None:
    env = {"PIPS_COMPUTER_DELAY": COMPUTER_DELAY}
    if database == "postgres":
        env["DATABASE_URL"] = request.getfixturevalue("pg_url")
    async with stand_in() as fake:
        people = await add_people(fake)
        alice, bob, carol = people
        async with BotProcess(fake, fake.add_application("Pips"), "bot.py", workdir=tmp_path, env=env) as bot:
            await settled(fake, bot)
            table = await open_table(fake, "lcr start", people)
            await play_until_over(fake, table, people, ROLL)
            assert table.labels() == [AGAIN, STORY, REPLAY]
            finished = table_id_of(table)

            replay = await opened(await fake.click(bob, table, REPLAY), bob, fake)
            _, steps, fingerprint = step_of(replay)
            assert steps > 2 and fingerprint in table.text()  # the table's own dice fingerprint, to check against
            assert await turned(fake, bob, replay, NEXT) == 1
            assert enabled(replay) == {FIRST: True, BACK: True, NEXT: True, LAST: True}
            assert await turned(fake, bob, replay, NEXT) == 2
            assert await turned(fake, bob, replay, BACK) == 1
            assert await turned(fake, bob, replay, LAST) == steps
            assert replay.text().split("\n")[0] == TITLE_FINISHED
            assert enabled(replay) == {FIRST: True, BACK: True, NEXT: False, LAST: False}
            assert await turned(fake, bob, replay, FIRST) == 0

            listed = await fake.slash(carol, "history")
            assert listed.message is not None
            menus = await fake.select(carol, listed.message, str(finished), placeholder=t("en", "history.replay"))
            from_history = await opened(menus, carol, fake)
            assert step_of(from_history) == (0, steps, fingerprint)
            assert from_history.components == replay.components  # the same step drawn the same way

            # forged and broken ids, a running game, a step past the end: told privately, nothing changes
            drawn = replay.snapshot()
            for forged, key in ((f"pips:replay:{finished}:1:sideways", "error.component_invalid"),
                                ("pips:replay:" + "9" * 120, "error.component_invalid"),
                                # well formed, and not on the message: as a button the message no longer shows
                                (f"pips:replay:{finished}:{steps}:next", "error.component_gone")):
                answer = await fake.raw_click(bob, replay, forged)
                assert (answer.type, answer.ephemeral, answer.content) == (CHANNEL_MESSAGE, True, t("en", key))
            assert replay.snapshot() == drawn
            running = await fake.slash(alice, "lcr start")
            assert running.message is not None
            answer = await fake.raw_click(carol, listed.message, "pips:replay", component_type=STRING_SELECT,
                                          values=[str(table_id_of(running.message))])
            assert (answer.type, answer.ephemeral, answer.content) == (
                CHANNEL_MESSAGE, True, t("en", "replay.not_finished"))

            await bot.restart()
            await settled(fake, bot)
            assert await turned(fake, bob, replay, NEXT) == 1
            assert await turned(fake, carol, from_history, LAST) == steps
            assert step_of(replay)[0] == 1  # each person's replay is their own
