"""/settings end to end: the unmodified bot against the Discord stand-in. Only Manage Server may see or change the
settings (a member without it who reaches the command anyway, as an admin's override or a forged interaction
allows, is refused privately); each change answers privately with the new value and applies to the next table."""

from __future__ import annotations

import sqlite3
from contextlib import closing
from typing import Any

import pytest
from e2e.conftest import CHANNEL_MESSAGE, UPDATE_MESSAGE, read_only, refusal, settled, stored_once_posted
from fakediscord import Answer, BotProcess, FakeDiscord, Member

from i18n import t
from i18n.names import language_list

MANAGE_GUILD = 1 << 5


@pytest.fixture
async def manager(fake: FakeDiscord, bot: BotProcess) -> Member:
    """A member with Manage Server, once the bot has settled."""
    await settled(fake, bot)
    return await fake.add_member("Mia", permissions=MANAGE_GUILD)


def saved_settings(bot: BotProcess) -> list[dict[str, Any]]:
    with closing(read_only(bot)) as db:
        try:
            rows = db.execute("SELECT guild_id, language, turn_timeout, pings, computers FROM guild_settings")
            settings = [dict(row) for row in rows]
            channels = [tuple(row) for row in db.execute("SELECT guild_id, channel_id FROM guild_channels")]
        except sqlite3.OperationalError:  # the bot has not migrated its file yet
            return []
    return settings + [{"channel": channel} for channel in channels]


def saved_answer(answer: Answer, line_key: str, **params: Any) -> None:
    """The private answer to a change: "Saved." with the setting's new value."""
    assert (answer.type, answer.ephemeral) == (CHANNEL_MESSAGE, True), answer.content
    assert answer.content == t("en", "settings.saved", line=t("en", line_key, **params))


async def test_settings_is_for_manage_server_only_and_anyone_else_is_refused_privately(
    fake: FakeDiscord, bot: BotProcess, people: list[Member], manager: Member
) -> None:
    alice = people[0]
    registered = next(c for c in bot.app.guild_commands[fake.guild.id] if c["name"] == "settings")
    assert int(registered["default_member_permissions"]) == MANAGE_GUILD  # Discord hides it from the others

    # Discord would not list it for Alice, but a server's admins can grant it to anyone (and a client can forge):
    forged: list[tuple[str, dict[str, Any]]] = [
        ("settings show", {}), ("settings language", {"value": "fr"}), ("settings channels clear", {}),
    ]
    for command, options in forged:
        refusal(await fake.slash(alice, command, unchecked=True, **options), "settings.managers_only")
    assert saved_settings(bot) == []

    shown = await fake.slash(manager, "settings show")
    assert (shown.type, shown.ephemeral) == (CHANNEL_MESSAGE, True)
    assert t("en", "settings.language", value=t("en", "settings.language.server", locale="en-US")) in shown.text()
    assert t("en", "settings.channels", value=t("en", "settings.channels.any")) in shown.text()


async def test_a_manager_makes_tables_french_with_a_longer_turn_and_the_next_table_is_drawn_so(
    fake: FakeDiscord, bot: BotProcess, people: list[Member], manager: Member
) -> None:
    saved_answer(await fake.slash(manager, "settings language", value="fr"), "settings.language",
                 value="French")
    saved_answer(await fake.slash(manager, "settings turn-timeout", seconds=90), "settings.turn_timeout", seconds=90)
    assert saved_settings(bot) == [
        {"guild_id": fake.guild.id, "language": "fr", "turn_timeout": 90, "pings": 1, "computers": 1}
    ]

    opened = await fake.slash(people[0], "lcr start")  # the guild's Discord locale is en-US
    assert opened.message is not None and not opened.ephemeral
    text = opened.message.text()
    assert t("fr", "table.title.lobby", game=t("fr", "game.lcr")) in text
    assert t("fr", "table.turn_timeout", seconds=90) in text
    await stored_once_posted(bot, opened.message)

    cancelled = await fake.slash(people[0], "game cancel")
    assert cancelled.ephemeral and cancelled.content == t("en", "game.cancelled")
    timed = await fake.slash(people[0], "lcr start", turn_timeout=30)  # a start command's own value wins
    assert timed.message is not None and t("fr", "table.turn_timeout", seconds=30) in timed.message.text()

    saved_answer(await fake.slash(manager, "settings language", value="server"), "settings.language",
                 value=t("en", "settings.language.server", locale="en-US"))
    assert saved_settings(bot)[0]["language"] is None


async def test_a_start_outside_the_game_channels_is_refused_naming_them(
    fake: FakeDiscord, bot: BotProcess, people: list[Member], manager: Member
) -> None:
    dice = await fake.add_channel("dice")
    saved_answer(await fake.slash(manager, "settings channels add", game_channel=dice), "settings.channels",
                 value=f"<#{dice.id}>")

    refused = await fake.slash(people[0], "lcr start")
    refusal(refused, "settings.channel_not_allowed", channels=f"<#{dice.id}>")
    assert fake.messages() == []

    opened = await fake.slash(people[0], "lcr start", channel=dice)
    assert opened.type == CHANNEL_MESSAGE and not opened.ephemeral

    saved_answer(await fake.slash(manager, "settings channels clear"), "settings.channels",
                 value=t("en", "settings.channels.any"))
    anywhere = await fake.slash(people[0], "lcr start")
    assert anywhere.type == CHANNEL_MESSAGE and not anywhere.ephemeral


async def test_bad_values_are_refused_privately_and_change_nothing(
    fake: FakeDiscord, bot: BotProcess, people: list[Member], manager: Member
) -> None:
    saved_answer(await fake.slash(manager, "settings turn-timeout", seconds=120), "settings.turn_timeout",
                 seconds=120)
    before = saved_settings(bot)

    for seconds in (5, 3601):  # the command picker stops these; a forged or outdated client does not
        refusal(await fake.slash(manager, "settings turn-timeout", unchecked=True, seconds=seconds),
                "error.option_value", option="seconds", wants=t("en", "error.wants.integer_range", min=15, max=3600))
    for typed in ("xx", "Klingon"):  # a value the picker never suggests: typed by hand, or from an old client
        refusal(await fake.slash(manager, "settings language", value=typed), "settings.language.invalid",
                languages=language_list())
    dice = await fake.add_channel("dice")
    await fake.slash(manager, "settings channels add", game_channel=dice)
    refusal(await fake.slash(manager, "settings channels add", game_channel=dice), "settings.channels.already",
            channel=dice.id)
    refusal(await fake.slash(manager, "settings channels remove", game_channel=fake.channel()),
            "settings.channels.not_listed", channel=fake.channel().id)
    assert saved_settings(bot) == [*before, {"channel": (fake.guild.id, dice.id)}]


async def test_a_server_without_computer_seats_refuses_add_computer(
    fake: FakeDiscord, bot: BotProcess, people: list[Member], manager: Member
) -> None:
    opened = await fake.slash(people[0], "lcr start")  # opened while allowed: its message offers the button
    assert opened.message is not None
    saved_answer(await fake.slash(manager, "settings computers", allowed=False), "settings.computers",
                 value=t("en", "settings.computers.off"))  # lobbies drawn from now on leave it out (test_again_e2e)
    refusal(await fake.click(people[0], opened.message, t("en", "button.add_computer")), "settings.no_computers")
    assert (await stored_once_posted(bot, opened.message)).seats == [
        {"user_id": people[0].id, "name": "Alice", "computer": False, "stake": None}
    ]

    await fake.slash(manager, "settings computers", allowed=True)
    added = await fake.click(people[0], opened.message, t("en", "button.add_computer"))
    assert added.type == UPDATE_MESSAGE


async def test_languages_are_suggested_by_their_own_names_as_the_manager_types(
    fake: FakeDiscord, bot: BotProcess, people: list[Member], manager: Member
) -> None:
    """More languages than Discord's 25 fixed choices: the bot suggests them as the manager types, each by its own
    name, found also by the manager's word for it; the value sent is the language's code."""
    assert fake.picker(manager, "settings language").option("value").autocomplete
    everything = await fake.suggest(manager, "settings language", "value", "")
    assert everything[0] == {"name": t("en", "settings.choice.server"), "value": "server"}
    assert {"name": "Français", "value": "fr"} in everything and {"name": "English", "value": "en"} in everything
    assert await fake.suggest(manager, "settings language", "value", "fren") == [{"name": "Français", "value": "fr"}]

    claude = await fake.add_member("Claude", locale="fr", permissions=MANAGE_GUILD)  # suggestions in their language
    suggested = await fake.suggest(claude, "settings language", "value", "")
    assert suggested[0]["name"] == t("fr", "settings.choice.server")
    assert await fake.suggest(claude, "settings language", "value", "anglais") == [
        {"name": "English", "value": "en"}, {"name": "English (United Kingdom)", "value": "en-GB"}]

    saved_answer(await fake.slash(manager, "settings language", value="fr"), "settings.language", value="French")
    assert saved_settings(bot)[0]["language"] == "fr"
