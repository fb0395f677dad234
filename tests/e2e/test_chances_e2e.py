"""Live win chances end to end: the unmodified bot shows each player's chance next to their chips, estimated by
its worker process after a roll, and shows nothing when the table was opened with the option off."""

from __future__ import annotations

import re

from e2e.conftest import CALLBACK, PATIENCE, open_table, play_until_over, stored, whose_turn
from fakediscord import Answer, BotProcess, FakeDiscord, Member, StoredMessage

from i18n import t
from rules.games import GAMES
from rules.odds.live import exact_chances
from screen.presenter import percent
from service.chances import LIVE_CHANCES

ROLL, THROW = t("en", "lcr.action.roll"), t("en", "buck.action.throw")
SHOWN = re.compile(r" · ([<>]?\d+)%")  # the "chances.seat" entry's percentage, as the seat rows show it
EDIT = "PATCH /channels/{channel_id}/messages/{message_id}"


def seat_rows(message: StoredMessage) -> list[str]:
    return [line for line in message.text().splitlines() if re.match(r"^(?:▶ )?\d+\. ", line)]


def shown_chances(message: StoredMessage) -> list[str]:
    return [match[1] for row in seat_rows(message) if (match := SHOWN.search(row))]


async def test_after_a_roll_each_player_shows_the_exact_chance_of_the_position_on_the_table(
    fake: FakeDiscord, bot: BotProcess, people: list[Member]
) -> None:
    message = await open_table(fake, "lcr start", people)
    assert stored(bot, message).options[LIVE_CHANCES] is True  # on unless the command turns it off
    assert t("en", "lcr.option.live_chances") in message.text()
    await fake.click(whose_turn(message, people), message, ROLL)
    table = stored(bot, message)
    assert table.state is not None

    def shows_this_step(candidate: StoredMessage) -> bool:
        game = GAMES["lcr"].game.from_dict(table.state)  # type: ignore[arg-type]
        exact = exact_chances(game)
        assert exact is not None  # three players with three chips: the chain solves it
        return candidate is message and shown_chances(candidate) == [percent(chance) for chance in exact]

    await fake.wait_for_message(shows_this_step, timeout=PATIENCE)  # the chain's answer, drawn by an edit
    assert len(shown_chances(message)) == len(people)

    edits_before = fake.route_counts[EDIT]

    def one_callback(_: Member, answer: Answer) -> None:
        assert [call.route for call in answer.rest_calls] == [CALLBACK]  # the chances never hold a click up

    rolls = await play_until_over(fake, message, people, ROLL, each=one_callback)
    await fake.slash(people[0], "game verify")  # behind whatever the last roll set off (see test_lcr_e2e)
    assert fake.route_counts[EDIT] - edits_before <= len(rolls)  # at most one redraw per move
    assert stored(bot, message).status == "finished" and not shown_chances(message)  # who won says it all


async def test_a_table_opened_with_live_chances_off_shows_none(
    fake: FakeDiscord, bot: BotProcess, people: list[Member]
) -> None:
    message = await open_table(fake, "buck start", people[:2], live_chances=False)
    assert stored(bot, message).options[LIVE_CHANCES] is False
    assert t("en", "buck.option.live_chances") not in message.text()
    for _ in range(3):
        if THROW not in message.labels():
            break
        await fake.click(whose_turn(message, people[:2]), message, THROW)
        assert not shown_chances(message) and "%" not in message.text()


async def test_buck_dice_chances_come_from_the_worker_by_a_later_edit_and_say_they_are_of_losing(
    fake: FakeDiscord, bot: BotProcess, people: list[Member]
) -> None:
    players = people[:2]
    message = await open_table(fake, "buck start", players)
    assert t("en", "buck.option.live_chances") in message.text()
    if THROW in message.labels():
        await fake.click(whose_turn(message, players), message, THROW)
    lose = re.compile(re.escape(t("en", "chances.seat.lose", percent="PERCENT")).replace("PERCENT", r"[<>]?\d+"))

    def shows_them(candidate: StoredMessage) -> bool:
        rows = seat_rows(candidate)
        return candidate is message and len(rows) == 2 and all(lose.search(row) for row in rows)

    await fake.wait_for_message(shows_them, timeout=PATIENCE)  # estimated in the worker, drawn once quiet
