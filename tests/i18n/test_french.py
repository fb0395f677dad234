"""The French catalog: the same entries as English, the same placeholders, and Discord's length limits."""

import string
from fnmatch import fnmatch

import pytest
from discord import Locale, app_commands

from cogs._translator import CatalogTranslator, text
from i18n import CATALOGS, language, t
from i18n.en import MESSAGES as ENGLISH
from i18n.fr import MESSAGES as FRENCH

# Entries a French reader sees exactly as in English: game names and pure layout.
SAME_IN_BOTH = {
    "game.lcr", "game.chicago", "game.buck", "game.leftovers",
    "table.seat", "buck.seat", "chicago.seat", "buck.made.entry", "buck.then.end", "chicago.sheet.total",
}
# A placeholder stands for a name, a number or a few dice; this stand-in is longer than any of them in a label.
STAND_IN = "x" * 12
# Discord's limits: a command description 100, a button label 80 (the game moves are buttons or select
# options, whose limit of 100 the button limit covers), a message 2000.
LIMITS = [("cmd.*", 100), ("button.*", 80), ("*.action.*", 80), ("*.button.*", 80), ("*.rules", 2000)]


def placeholders(template: str) -> set[str]:
    return {field for _, field, _, _ in string.Formatter().parse(template) if field is not None}


def filled(template: str) -> str:
    return template.format(**dict.fromkeys(placeholders(template), STAND_IN))


def limited(catalog: dict[str, str]) -> list[tuple[str, int]]:
    """(key, limit) for every entry a Discord limit applies to, the tightest when several patterns match."""
    found = []
    for key in catalog:
        limits = [limit for pattern, limit in LIMITS if fnmatch(key, pattern)]
        if limits:
            found.append((key, min(limits)))
    return found


def test_no_english_entry_is_missing_in_french():
    assert sorted(ENGLISH.keys() - FRENCH.keys()) == []


def test_no_french_entry_is_extra():
    assert sorted(FRENCH.keys() - ENGLISH.keys()) == []


@pytest.mark.parametrize("key", sorted(ENGLISH))
def test_same_placeholders_as_english(key):
    if key in FRENCH:  # a missing entry is the key-set test's failure
        assert placeholders(FRENCH[key]) == placeholders(ENGLISH[key])


@pytest.mark.parametrize("key", sorted(FRENCH))
def test_every_french_entry_formats(key):
    assert STAND_IN in filled(FRENCH[key]) or not placeholders(FRENCH[key])


def test_every_entry_is_translated():
    """An English text pasted in as French is a missing translation in disguise."""
    untranslated = {key for key in FRENCH if FRENCH[key] == ENGLISH.get(key)}
    assert untranslated <= SAME_IN_BOTH, sorted(untranslated - SAME_IN_BOTH)


def test_the_limits_reach_every_kind_of_entry():
    keys = {key for key, _ in limited(ENGLISH)}
    assert {"cmd.lcr.dice", "button.add_computer", "chicago.action.reroll", "buck.button.again",
            "leftovers.action.claim.doubles", "leftovers.rules"} <= keys


@pytest.mark.parametrize("language_code", ["en", "fr"])
def test_discord_limits_hold(language_code):
    catalog = CATALOGS[language_code]
    too_long = {key: len(filled(catalog[key])) for key, limit in limited(catalog) if len(filled(catalog[key])) > limit}
    assert too_long == {}


@pytest.mark.parametrize("language_code", ["en", "fr"])
def test_no_entry_is_empty(language_code):
    assert [key for key, value in CATALOGS[language_code].items() if not value.strip()] == []


def test_french_locale_reads_french():
    assert language("fr") == "fr"
    assert language(Locale.french.value) == "fr"
    assert t("fr", "lobby.full", seats=20) == "La table est complète (20 places)."
    assert t("fr", "button.join") == "Rejoindre"


def test_other_locales_still_read_english():
    assert t("en-US", "lobby.full", seats=20) == "The table is full (20 seats)."
    assert t("de", "button.join") == "Join"


async def test_command_descriptions_translate_to_french():
    translator = CatalogTranslator()
    context = app_commands.TranslationContext(app_commands.TranslationContextLocation.command_description, None)
    assert await translator.translate(text("cmd.lcr.start"), Locale.french, context) == FRENCH["cmd.lcr.start"]
    assert await translator.translate(text("cmd.lcr.start"), Locale.german, context) is None
