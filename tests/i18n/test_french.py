"""The French catalog: really French (no English text left in), within Discord's length limits.

That it has exactly the English messages with the same placeholders is every language's test
(test_completeness.py), and so is that no entry is an English one copied in (test_translated.py)."""

import re
from fnmatch import fnmatch

import pytest
from discord import Locale, app_commands

from discord_side.translator import CatalogTranslator, text
from i18n import CATALOGS, language, t, variables
from rules.games import GAMES

# Words both languages write the same: an English entry made of these alone may read the same in French.
SAME_WORDS = {
    *(word for kind in GAMES for word in re.findall(r"[^\W\d_]+", t("en", f"game.{kind}"))),  # the games' names
    "point", "points", "Tot", "total",
}
# Everyday English words that are no French words: one of them in a French entry is English left untranslated.
ENGLISH_ONLY = {
    "the", "you", "your", "is", "are", "and", "to", "of", "with", "this", "that", "it", "for", "in", "has", "was",
    "not", "can", "cannot", "does", "from", "will", "who", "when", "by",
}
# What reads the same in every language: `code`, links and /commands.
NOT_WORDS = re.compile(r"`[^`]*`|https?://\S+|/[a-z]+(?: [a-z]+)?")
WORD = re.compile(r"[^\W\d_]+")
# A placeholder stands for a name, a number or a few dice; this stand-in is longer than any of them in a label.
STAND_IN = "x" * 12
COUNTS = (1, 99)  # a count reads in its singular and its plural form (two digits: the longest a label shows)
# Discord's limits: a command description 100, a button label 80 (the game moves are buttons or select
# options, whose limit of 100 the button limit covers), a message 2000.
LIMITS = [("cmd.*", 100), ("button.*", 80), ("*.action.*", 80), ("*.button.*", 80), ("*.rules", 2000)]
ENGLISH, FRENCH = CATALOGS["en"], CATALOGS["fr"]


def readings(code: str, key: str, stand_in: str) -> list[str]:
    """The message as a reader sees it, each placeholder filled with ``stand_in``, in every count's form."""
    names, counts = variables(CATALOGS[code][key])
    return [t(code, key, **dict.fromkeys(names - counts, stand_in), **dict.fromkeys(counts, count))
            for count in COUNTS]


def longest(code: str, key: str) -> int:
    return max(len(reading) for reading in readings(code, key, STAND_IN))


def words(code: str, key: str) -> list[str]:
    """The words a reader sees in the message, leaving out what reads the same in every language."""
    return [word for reading in readings(code, key, " ") for word in WORD.findall(NOT_WORDS.sub(" ", reading))]


def english_words(code: str, key: str) -> list[str]:
    return [word for word in words(code, key) if word.lower() in ENGLISH_ONLY]


def limited(code: str) -> list[tuple[str, int]]:
    """(key, limit) for every entry a Discord limit applies to, the tightest when several patterns match."""
    found = []
    for key in CATALOGS[code]:
        limits = [limit for pattern, limit in LIMITS if fnmatch(key, pattern)]
        if limits:
            found.append((key, min(limits)))
    return found


# --- really French ---------------------------------------------------------------------------------------------


def test_no_english_words_in_french():
    """Catches English left in a French entry that is not an exact copy (half a sentence, a changed word)."""
    found = {key: english_words("fr", key) for key in FRENCH}
    assert {key: found_words for key, found_words in found.items() if found_words} == {}


def test_the_english_words_spot_most_english_entries():
    """The check above is no formality: most English entries with words contain one of these."""
    with_words = [key for key in ENGLISH if set(words("en", key)) - SAME_WORDS]
    spotted = [key for key in with_words if english_words("en", key)]
    assert len(spotted) > len(with_words) / 2


# --- Discord's limits and empty entries --------------------------------------------------------------------


def test_the_limits_reach_every_kind_of_entry():
    keys = {key for key, _ in limited("en")}
    assert {"cmd.lcr.dice", "button.add_computer", "chicago.action.reroll", "buck.button.again",
            "leftovers.action.claim.doubles", "leftovers.rules"} <= keys


@pytest.mark.parametrize("code", ["en", "fr"])
def test_discord_limits_hold(code):
    assert {key: longest(code, key) for key, limit in limited(code) if longest(code, key) > limit} == {}


@pytest.mark.parametrize("code", ["en", "fr"])
def test_no_entry_is_empty(code):
    assert [key for key in CATALOGS[code] if not "".join(readings(code, key, "")).strip()] == []


# --- choosing French ---------------------------------------------------------------------------------------------


def test_french_locale_reads_french():
    assert language("fr") == "fr"
    assert language(Locale.french.value) == "fr"
    assert t("fr", "lobby.full", seats=20) == "La table est complète (20 places)."
    assert t("fr", "button.join") == "Rejoindre"


def test_other_locales_still_read_english():
    assert t("en-US", "lobby.full", seats=20) == "The table is full (20 seats)."
    assert t("la", "button.join") == "Join"  # Latin: no Discord locale, no catalog


async def test_command_descriptions_translate_to_french(monkeypatch):
    monkeypatch.delitem(CATALOGS, "de", raising=False)  # a language without a catalog
    translator = CatalogTranslator()
    context = app_commands.TranslationContext(app_commands.TranslationContextLocation.command_description, None)
    assert await translator.translate(text("cmd.lcr.start"), Locale.french, context) == t("fr", "cmd.lcr.start")
    assert t("fr", "cmd.lcr.start") != t("en", "cmd.lcr.start")
    assert await translator.translate(text("cmd.lcr.start"), Locale.german, context) is None
