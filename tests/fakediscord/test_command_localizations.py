"""The stand-in's checks of localized command names and descriptions (Discord's rules), and the command picker it
shows a person in their language."""

from __future__ import annotations

import copy
from typing import Any

import aiohttp
import pytest

from . import FakeDiscord
from .commands import check_commands, picker
from .errors import DiscordAPIError

START: dict[str, Any] = {
    "name": "start", "description": "Open a table", "type": 1,
    "description_localizations": {"fr": "Ouvrir une table"},
    "options": [
        {"name": "dice", "description": "How many dice", "type": 3,
         "name_localizations": {"fr": "dés"}, "description_localizations": {"fr": "Combien de dés"},
         "choices": [
             {"name": "by chips", "value": "by-chips", "name_localizations": {"fr": "selon les jetons"}},
             {"name": "always three", "value": "always-three", "name_localizations": {"fr": "toujours trois"}},
         ]},
        {"name": "turn_timeout", "description": "Seconds", "type": 4,
         "name_localizations": {"en-US": "turn-timeout", "fr": "délai-du-tour"}},
    ],
}
LCR: dict[str, Any] = {
    "name": "lcr", "description": "LCR", "type": 1, "name_localizations": {"hi": "एलसीआर"}, "options": [START],
}


def changed(path: str, value: Any) -> list[dict[str, Any]]:
    """The LCR command with the field at the dotted `path` (below /lcr start's options) set to `value`."""
    command = copy.deepcopy(LCR)
    *steps, last = path.split(".")
    target: Any = command["options"][0]["options"]
    for step in steps:
        target = target[int(step)] if step.isdigit() else target[step]
    target[int(last) if last.isdigit() else last] = value
    return [command]


def refusal(commands: list[dict[str, Any]]) -> tuple[str, str]:
    """The refused field's dotted path and Discord's error code for it."""
    with pytest.raises(DiscordAPIError) as refused:
        check_commands(commands)
    assert (refused.value.status, refused.value.code) == (400, 50035)
    path, errors = [], refused.value.errors
    while errors is not None and "_errors" not in errors:
        key = next(iter(errors))
        path.append(key)
        errors = errors[key]
    assert errors is not None
    return ".".join(path), errors["_errors"][0]["code"]


def test_well_localized_commands_pass() -> None:
    check_commands([LCR])


OPTIONS = "0.options.0.options"


@pytest.mark.parametrize(("path", "value", "refused"), [
    ("0.name_localizations.fr", "Dés", f"{OPTIONS}.0.name_localizations.fr"),  # uppercase
    ("0.name_localizations.fr", "les dés", f"{OPTIONS}.0.name_localizations.fr"),  # a space
    ("0.name_localizations.fr", "d" * 33, f"{OPTIONS}.0.name_localizations.fr"),
    ("0.name_localizations.fr", "", f"{OPTIONS}.0.name_localizations.fr"),
    ("0.name_localizations.fr", "dés!", f"{OPTIONS}.0.name_localizations.fr"),
    ("1.name_localizations.en-US", "Turn-timeout", f"{OPTIONS}.1.name_localizations.en-US"),
])
def test_a_bad_localized_option_name_is_refused_for_its_locale(path: str, value: str, refused: str) -> None:
    assert refusal(changed(path, value)) == (refused, "APPLICATION_COMMAND_INVALID_NAME")


def test_a_bad_localized_command_name_is_refused_without_its_locale() -> None:
    command = {**LCR, "name_localizations": {"fr": "L C R"}}
    assert refusal([command]) == ("0.name_localizations", "APPLICATION_COMMAND_INVALID_NAME")


@pytest.mark.parametrize(("path", "value", "refused"), [
    ("0.description_localizations.fr", "x" * 101, f"{OPTIONS}.0.description_localizations.fr"),
    ("0.description_localizations.fr", "", f"{OPTIONS}.0.description_localizations.fr"),
    ("0.choices.1.name_localizations.fr", "x" * 101, f"{OPTIONS}.0.choices.1.name_localizations.fr"),
    ("0.choices.1.name_localizations.fr", "", f"{OPTIONS}.0.choices.1.name_localizations.fr"),
    ("0.choices.1.name", "x" * 101, f"{OPTIONS}.0.choices.1.name"),
    ("0.choices.1.value", "x" * 101, f"{OPTIONS}.0.choices.1.value"),
])
def test_a_localized_text_out_of_bounds_is_refused(path: str, value: str, refused: str) -> None:
    assert refusal(changed(path, value)) == (refused, "BASE_TYPE_BAD_LENGTH")


def test_a_localization_for_a_locale_discord_lacks_is_refused() -> None:
    assert refusal(changed("0.name_localizations", {"fr-FR": "dés"})) == (
        f"{OPTIONS}.0.name_localizations.fr-FR", "ENUM_TYPE_COERCE")


def test_two_options_reading_the_same_in_one_language_are_refused() -> None:
    assert refusal(changed("1.name_localizations.fr", "dés")) == (
        f"{OPTIONS}.1.name_localizations.fr", "APPLICATION_COMMANDS_DUPLICATE_NAME")
    assert refusal(changed("1.name", "dice")) == (f"{OPTIONS}.1.name", "APPLICATION_COMMANDS_DUPLICATE_NAME")


async def test_a_bad_localization_gets_discords_error_over_rest() -> None:
    async with FakeDiscord() as fake, aiohttp.ClientSession() as http:
        app = fake.add_application("bad")
        path = f"{fake.api_base}/applications/{app.id}/guilds/{fake.guild.id}/commands"
        async with http.put(path, json=changed("0.name_localizations.fr", "Dés"),
                            headers={"Authorization": f"Bot {app.token}"}) as response:
            status, body = response.status, await response.json()
    assert (status, body["code"], body["message"]) == (400, 50035, "Invalid Form Body")
    error = body["errors"]["0"]["options"]["0"]["options"]["0"]["name_localizations"]["fr"]["_errors"][0]
    assert error["code"] == "APPLICATION_COMMAND_INVALID_NAME"
    assert app.sync_count == 0 and not app.guild_commands


def test_the_picker_reads_in_the_persons_language_with_discords_fallbacks() -> None:
    french = picker(LCR, ["start"], "fr")
    assert (french.name, french.description) == ("/lcr start", "Ouvrir une table")
    assert french.option("dice").name == "dés" and french.option("dice").description == "Combien de dés"
    assert french.option("dice").choices == ["selon les jetons", "toujours trois"]
    assert french.option("turn_timeout").name == "délai-du-tour"
    assert french.option("turn_timeout").description == "Seconds"  # not localized: the default

    assert picker(LCR, ["start"], "en-GB").option("turn_timeout").name == "turn-timeout"  # en-GB falls back to en-US
    german = picker(LCR, ["start"], "de")
    assert [option.name for option in german.options] == ["dice", "turn_timeout"]
    assert german.option("dice").choices == ["by chips", "always three"]
    assert picker(LCR, [], "hi").name == "/एलसीआर"
