"""The command picker end to end: what the bot registers shows each person its options and choices in their
language, while what the bot receives stays the same whatever the language."""

from __future__ import annotations

from e2e.conftest import CHANNEL_MESSAGE, stored_once_posted
from fakediscord import BotProcess, FakeDiscord

from i18n import t
from rules.games import GAMES


async def test_a_french_player_picks_french_options_and_the_bot_gets_the_same_values(
    fake: FakeDiscord, bot: BotProcess
) -> None:
    amelie = await fake.add_member("Amélie", locale="fr")
    start = fake.picker(amelie, "lcr start")
    assert start.description == t("fr", "cmd.lcr.start")
    dice = start.option("dice")
    assert (dice.name, dice.description) == (t("fr", "cmd.lcr.dice.name"), t("fr", "cmd.lcr.dice"))
    assert dice.choices == [t("fr", "cmd.lcr.dice.by_chips"), t("fr", "cmd.lcr.dice.always_three")]
    assert [option.name for option in start.options] == [
        t("fr", key) for key in ("cmd.lcr.dice.name", "cmd.lcr.dot_to_win.name", "cmd.lcr.stakes.name",
                                 "cmd.live_chances.name", "cmd.turn_timeout.name")
    ]
    game = fake.picker(amelie, "leaderboard").option("game")
    assert game.name == t("fr", "cmd.leaderboard.game.name")
    assert game.choices == [t("fr", f"game.{kind}") for kind in GAMES]  # every game, in the registry's order

    # Picking "toujours trois" and "points-pour-gagner" sends the values the options always had.
    opened = await fake.slash(amelie, "lcr start", dice="always-three", dot_to_win=True)
    assert opened.type == CHANNEL_MESSAGE and opened.message is not None, opened.content
    options = (await stored_once_posted(bot, opened.message)).options
    assert (options["dice"], options["dot_to_win"]) == ("always-three", True)


async def test_an_english_player_reads_names_not_code(fake: FakeDiscord, bot: BotProcess) -> None:
    for locale in ("en-US", "en-GB"):
        start = fake.picker(await fake.add_member(f"Alice {locale}", locale=locale), "lcr start")
        assert [option.name for option in start.options] == ["dice", "dot-to-win", "stakes", "live-chances",
                                                             "turn-timeout"]
        assert start.option("dice").choices == ["by chips", "always three"]
        assert start.option("dot_to_win").description == t("en", "cmd.lcr.dot_to_win")
