"""How it went end to end: a finished table's button and /history's menu answer privately
with a PNG of the game's story, uploaded as Discord takes files, after a restart too (it needs only the stored
seed and action log); a stranger and a cancelled game get a short private answer instead."""

from __future__ import annotations

from e2e.conftest import CHANNEL_MESSAGE, PATIENCE, open_table, play_until_over, settled, stored
from fakediscord import Answer, BotProcess, FakeDiscord, Member, StoredMessage
from fakediscord.attachments import png_size
from fakediscord.interactions import DEFERRED_CHANNEL_MESSAGE

from i18n import t

ROLL, STORY, AGAIN = t("en", "lcr.action.roll"), t("en", "button.story"), t("en", "button.again")
FILENAME = "how-it-went.png"
STRING_SELECT = 3


async def picture_of(fake: FakeDiscord, answer: Answer) -> StoredMessage:
    """The private reply a deferred answer became once the bot sent its follow-up."""
    assert (answer.type, answer.ephemeral) == (DEFERRED_CHANNEL_MESSAGE, True), answer.content
    reply = answer.message
    assert reply is not None
    await fake.wait_until(lambda: bool(reply.content), timeout=PATIENCE, what="the deferred answer resolved")
    return reply


def is_the_story_png(reply: StoredMessage) -> None:
    assert [(a["filename"], a["content_type"], a["width"], a["height"]) for a in reply.attachments] == [
        (FILENAME, "image/png", 800, 450)
    ]
    png = reply.attachment(FILENAME)
    assert png_size(png) == (800, 450) and reply.attachments[0]["size"] == len(png) < 10 * 1024 * 1024
    assert reply.content.startswith(t("en", "story.reply", game=t("en", "game.lcr")))


async def test_how_it_went_shows_the_games_picture_privately_from_the_table_history_and_after_a_restart(
    fake: FakeDiscord, bot: BotProcess, people: list[Member]
) -> None:
    table = await open_table(fake, "lcr start", people)
    await play_until_over(fake, table, people, ROLL)
    assert table.labels() == [AGAIN, STORY, t("en", "button.replay")]
    finished = stored(bot, table)

    reply = await picture_of(fake, await fake.click(people[1], table, STORY))
    is_the_story_png(reply)
    assert reply in fake.ephemeral_replies(people[1]) and reply not in fake.messages(fake.channel())
    assert stored(bot, table) == finished  # a story changes nothing

    listed = await fake.slash(people[2], "history")
    assert listed.message is not None
    [menu, _] = listed.message.selects()  # (the other: its replay menu)
    assert menu["placeholder"] == t("en", "history.story")
    assert [option["value"] for option in menu["options"]] == [str(finished.id)]
    from_history = await picture_of(fake, await fake.select(people[2], listed.message, str(finished.id),
                                                            placeholder=t("en", "history.story")))
    is_the_story_png(from_history)
    assert from_history.attachment(FILENAME) == reply.attachment(FILENAME)  # told the same way every time

    dave = await fake.add_member("Dave")  # never sat at the table
    refused = await picture_of(fake, await fake.click(dave, table, STORY))
    assert (refused.content, refused.attachments) == (t("en", "story.not_seated"), [])
    cancelled = await fake.slash(people[0], "lcr start")
    assert cancelled.message is not None
    await fake.slash(people[0], "game cancel")
    cancelled_id = stored(bot, cancelled.message).id
    # only a forged menu value can name it: no cancelled table shows the button, nor does /history list it
    forged = await fake.raw_click(people[2], listed.message, "pips:story", component_type=STRING_SELECT,
                                  values=[str(cancelled_id)])
    assert (await picture_of(fake, forged)).content == t("en", "story.cancelled")
    wrong = await fake.raw_click(people[2], listed.message, "pips:story", component_type=STRING_SELECT,
                                 values=["not-a-table"])
    assert (wrong.type, wrong.ephemeral, wrong.content) == (CHANNEL_MESSAGE, True, t("en", "error.component_invalid"))

    await bot.restart()
    await settled(fake, bot)
    again = await picture_of(fake, await fake.click(people[0], table, STORY))
    is_the_story_png(again)
    assert again.attachment(FILENAME) == reply.attachment(FILENAME)
