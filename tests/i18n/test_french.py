"""The French catalog: really French (no English text left in).

That it has exactly the English messages with the same placeholders is every language's test
(test_completeness.py), and so is that no entry is an English one copied in (test_translated.py)."""

import re

from discord import Locale, app_commands

from discord_side.translator import CatalogTranslator, text
from i18n import CATALOGS, language, t
from rules.games import GAMES
from tests.i18n.test_discord_limits import readings

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
ENGLISH, FRENCH = CATALOGS["en"], CATALOGS["fr"]
# What reads the same in every language: `code`, links and /commands.
NOT_WORDS = re.compile(r"`[^`]*`|https?://\S+|/[a-z]+(?: [a-z]+)?")
WORD = re.compile(r"[^\W\d_]+")
def words(code: str, key: str) -> list[str]:
    """The words a reader sees in the message, leaving out what reads the same in every language."""
    return [word for reading in readings(code, key, " ") for word in WORD.findall(NOT_WORDS.sub(" ", reading))]


def english_words(code: str, key: str) -> list[str]:
    return [word for word in words(code, key) if word.lower() in ENGLISH_ONLY]


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
