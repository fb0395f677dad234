"""Tables posted as embeds, before the tables were Components V2 cards, keep working to their end once the bot
draws cards. Discord adds no card to a message that shows an embed (a card may carry no embed, and an edit keeps
the embeds it does not clear), so such a table moves: a click on it is answered with the card posted as a new
message, a redraw nobody clicked for (here the one at start-up) posts the card at the bottom of the channel, and
either way the old message becomes the moved line, as it was drawn before the cards (a line and a link)."""

from __future__ import annotations

from e2e.conftest import (
    CHANNEL_MESSAGE,
    PATIENCE,
    action_rows,
    open_table,
    play_until_over,
    sigkill,
    stored,
    stored_once_posted,
    whose_turn,
)
from fakediscord import BotProcess, FakeDiscord, Member, StoredMessage
from fakediscord.limits import ACTION_ROW, LINK_BUTTON_STYLE, walk_components

from i18n import t

ROLL = t("en", "lcr.action.roll")


def as_embed(message: StoredMessage) -> None:
    """Make the stand-in's card the embed table the bot posted before the cards: its text in an embed, the same
    buttons (the same custom_ids) in classic rows, no Components V2 flag."""
    title, _, description = message.text().partition("\n")
    rows = [component for _, component in walk_components(message.components, "") if component["type"] == ACTION_ROW]
    message.data = {**message.data, "flags": 0, "content": "", "components": rows,
                    "embeds": [{"type": "rich", "title": title, "description": description}]}


def moved_as_before(fake: FakeDiscord, old: StoredMessage, table: StoredMessage) -> bool:
    """The old embed message is the moved line as drawn before the cards: content, no embed, a link to `table`."""
    links = [(button["style"], button.get("url")) for button in old.buttons()]
    url = f"https://discord.com/channels/{fake.guild.id}/{table.channel_id}/{table.id}"
    return (old.content, old.embeds, old.is_card, links) == (t("en", "table.moved"), [], False,
                                                              [(LINK_BUTTON_STYLE, url)])


async def test_a_click_on_an_embed_table_is_played_and_answered_with_the_card_posted_anew(
    fake: FakeDiscord, bot: BotProcess, people: list[Member]
) -> None:
    table = await open_table(fake, "lcr start", people, live_chances=False)
    table_id = stored(bot, table).id
    as_embed(table)
    moves = len(action_rows(bot, table_id))

    answer = await fake.click(whose_turn(table, people), table, ROLL)

    assert answer.type == CHANNEL_MESSAGE and not answer.ephemeral and answer.message is not None
    card = answer.message
    assert card.is_card and card in fake.messages() and len(action_rows(bot, table_id)) == moves + 1
    assert (await stored_once_posted(bot, card)).id == table_id  # the table lives on the card now
    await fake.wait_until(lambda: moved_as_before(fake, table, card), timeout=PATIENCE,
                          what="the embed table turned into the moved line")
    assert await play_until_over(fake, card, people, ROLL)  # and it plays to its end there
    assert stored(bot, card).status == "finished" and card.is_card


async def test_an_embed_table_redrawn_at_start_up_is_posted_again_as_a_card(
    fake: FakeDiscord, bot: BotProcess, people: list[Member]
) -> None:
    table = await open_table(fake, "lcr start", people, live_chances=False)
    shown = stored(bot, table)
    await sigkill(fake, bot)
    as_embed(table)  # the table as the bot before the cards left it

    await bot.start()  # the tables changed just before the stop are drawn again: this one cannot be, in place

    card = await fake.wait_for_message(lambda message: message is not table and message.is_card, timeout=PATIENCE)
    assert (await stored_once_posted(bot, card)).id == shown.id
    await fake.wait_until(lambda: moved_as_before(fake, table, card), timeout=PATIENCE,
                          what="the embed table turned into the moved line")
    answer = await fake.click(whose_turn(card, people), card, ROLL)
    assert answer.message is card and stored(bot, card).version == shown.version + 1
