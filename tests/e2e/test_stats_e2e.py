"""/stats and /history end to end, after two LCR games played through the stand-in: a player's record from what
the bot stored, the channel's last games with a link to each table and its seed, privately unless posted."""

from __future__ import annotations

import re

from e2e.conftest import CHANNEL_MESSAGE, open_table, play_until_over, result_rows, settled, stored
from fakediscord import BotProcess, FakeDiscord, Member, StoredMessage

from i18n import t
from service.stats import MIN_GAMES

ROLL = t("en", "lcr.action.roll")
LCR = t("en", "game.lcr")


async def two_games(fake: FakeDiscord, bot: BotProcess, people: list[Member]) -> list[StoredMessage]:
    """Alice, Bob and Carol play LCR to the end, twice."""
    await settled(fake, bot)
    tables = []
    for _ in range(2):
        message = await open_table(fake, "lcr start", people)
        await play_until_over(fake, message, people, ROLL)
        tables.append(message)
    return tables


async def test_stats_give_a_players_games_wins_and_chips_privately_or_posted(
    fake: FakeDiscord, bot: BotProcess, people: list[Member]
) -> None:
    alice, bob, carol = people
    tables = await two_games(fake, bot, people)
    lines = [row for message in tables for row in result_rows(bot, stored(bot, message).id)]
    for person in people:
        mine = [row for row in lines if row["user_id"] == person.id]
        wins, chips = sum(row["won"] for row in mine), sum(row["score"] for row in mine)
        asked = await fake.slash(person, "stats")
        assert (asked.type, asked.ephemeral) == (CHANNEL_MESSAGE, True)
        assert asked.embeds[0]["title"] == t("en", "stats.title", name=person.name)
        shown = asked.embeds[0]["description"].split("\n")
        assert shown[0].startswith("Season since <t:") and shown[1] == ""  # the current season (seasons e2e)
        assert shown[2:4] == [  # (then their luck, once the chances stored at each start are in: seasons e2e)
            t("en", "stats.kind", game=LCR, games=2, wins=wins) + t("en", "stats.rate.later", min=MIN_GAMES),
            t("en", "stats.lcr", chips=chips),
        ]

    posted = await fake.slash(carol, "stats", player=bob, post=True)
    assert posted.type == CHANNEL_MESSAGE and not posted.ephemeral and posted.message is not None
    assert posted.message in fake.messages() and t("en", "stats.title", name="Bob") in posted.message.text()

    nothing = await fake.slash(alice, "stats", player=carol, game="chicago")
    assert nothing.ephemeral and nothing.embeds[0]["description"].endswith(t(
        "en", "stats.empty", name=f"<@{carol.id}>", game=t("en", "game.chicago")
    ))


async def test_history_lists_the_channels_games_newest_first_with_links_and_seeds(
    fake: FakeDiscord, bot: BotProcess, people: list[Member]
) -> None:
    tables = await two_games(fake, bot, people)
    asked = await fake.slash(people[2], "history")
    assert (asked.type, asked.ephemeral) == (CHANNEL_MESSAGE, True)
    embed = asked.embeds[0]
    assert embed["title"] == t("en", "history.title")
    shown = embed["description"].split("\n")
    assert len(shown) == 2
    for line, message in zip(shown, reversed(tables), strict=True):
        table = stored(bot, message)
        winner = next(row for row in result_rows(bot, table.id) if row["won"])
        url = f"https://discord.com/channels/{fake.guild.id}/{message.channel_id}/{message.id}"
        when = re.search(r"<t:(\d+):R>", line)
        assert when is not None and abs(int(when[1]) - table.updated_at) < 1
        assert line == t("en", "history.line", when=when[0], game=LCR,
                         outcome=t("en", "history.won", names=f"<@{winner['user_id']}>"), url=url, seed=table.seed)

    none = await fake.slash(people[2], "history", game="buck", post=True)
    assert not none.ephemeral and none.embeds[0]["description"] == t(
        "en", "history.empty.kind", game=t("en", "game.buck")
    )
