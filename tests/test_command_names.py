"""Every option and choice of the command tree, as bot.py syncs it, reads in every language Pips has a catalog for
in the command picker, within Discord's rules. New commands are covered as soon as bot.py loads their cog."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import discord
import pytest
from fakediscord.commands import SUB_COMMAND, SUB_COMMAND_GROUP, check_commands, shown
from test_bot import pips  # noqa: F401 (the fixture: Pips with its commands loaded as setup_hook loads them)

from discord_side.pips import Pips
from i18n import CATALOGS, DEFAULT, catalog_of

# Every Discord locale Pips has a catalog for (en-US reads English's; en-GB, British English, is localized only where
# its spelling differs)
LANGUAGES = tuple(locale.value for locale in discord.Locale if catalog_of(locale.value) is not None)
TRANSLATED = tuple(locale for locale in LANGUAGES if str(catalog_of(locale)).split("-")[0] != DEFAULT)


def options_of(command: dict[str, Any]) -> Iterator[dict[str, Any]]:
    """Every option of a command, below its subcommands and groups."""
    for child in command.get("options") or []:
        if child["type"] in (SUB_COMMAND, SUB_COMMAND_GROUP):
            yield from options_of(child)
        else:
            yield child


def subcommands_of(command: dict[str, Any]) -> Iterator[dict[str, Any]]:
    """The command itself and every subcommand and group below it."""
    yield command
    for child in command.get("options") or []:
        if child["type"] in (SUB_COMMAND, SUB_COMMAND_GROUP):
            yield from subcommands_of(child)


def lacks(entry: dict[str, Any], field: str, locale: str) -> bool:
    return locale not in (entry.get(f"{field}_localizations") or {})


async def test_discord_would_take_the_synced_commands(pips: Pips) -> None:  # noqa: F811
    check_commands(await pips.sync_payload(None))


def test_every_catalog_is_offered_to_the_picker() -> None:
    assert {catalog_of(locale) for locale in LANGUAGES} == set(CATALOGS)
    assert "fr" in TRANSLATED


@pytest.mark.parametrize("locale", TRANSLATED)
async def test_every_option_and_choice_has_names_and_descriptions_in_each_language(
    pips: Pips, locale: str  # noqa: F811
) -> None:
    payload = await pips.sync_payload(None)
    options = [option for command in payload for option in options_of(command)]
    missing = [f"/{entry['name']} description" for command in payload for entry in subcommands_of(command)
               if lacks(entry, "description", locale)]
    for option in options:
        missing += [f"{option['name']} {field}" for field in ("name", "description") if lacks(option, field, locale)]
        missing += [f"{option['name']}={choice['value']}" for choice in option.get("choices") or []
                    if lacks(choice, "name", locale)]
    assert len(options) >= 10 and missing == []


async def test_no_option_or_choice_shows_its_raw_code_name(pips: Pips) -> None:  # noqa: F811
    """`dot_to_win`, `by-chips`: what the code calls an option or a choice is no name to show a person."""
    raw = []
    for option in (option for command in await pips.sync_payload(None) for option in options_of(command)):
        for locale in LANGUAGES:
            if "_" in shown(option, "name", locale):
                raw.append((locale, option["name"]))
            raw += [(locale, choice["value"]) for choice in option.get("choices") or []
                    if shown(choice, "name", locale) == choice["value"] and "-" in choice["value"]]
    assert raw == []
