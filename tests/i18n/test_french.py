"""The French catalog: exactly the English entries, module by module, with the same placeholders; really
French (no English text left in); within Discord's length limits."""

import importlib
import re
import string
from fnmatch import fnmatch
from pathlib import Path

import pytest
from discord import Locale, app_commands

from cogs._translator import CatalogTranslator, text
from i18n import CATALOGS, PLURAL, language, plural_specs, t
from i18n.en import MESSAGES as ENGLISH
from i18n.fr import MESSAGES as FRENCH

CATALOG_DIR = Path(__file__).resolve().parents[2] / "i18n"
# Words a French entry may share with the English one: game names, and words both languages write the same.
SAME_WORDS = {"LCR", "Left", "Center", "Right", "Chicago", "Buck", "Dice", "Bad", "Leftovers", "points", "Tot"}
# Everyday English words that are no French words: one of them in a French entry is English left untranslated.
ENGLISH_ONLY = {
    "the", "you", "your", "is", "are", "and", "to", "of", "with", "this", "that", "it", "for", "in", "has", "was",
    "not", "can", "cannot", "does", "from", "will", "who", "when", "by",
}
# What reads the same in every language: placeholders, `code`, links and /commands.
NOT_WORDS = re.compile(r"\{[^{}]*\}|`[^`]*`|https?://\S+|/[a-z]+(?: [a-z]+)?")
WORD = re.compile(r"[^\W\d_]+")
# A placeholder stands for a name, a number or a few dice; this stand-in is longer than any of them in a label.
STAND_IN = "x" * 12
# Discord's limits: a command description 100, a button label 80 (the game moves are buttons or select
# options, whose limit of 100 the button limit covers), a message 2000.
LIMITS = [("cmd.*", 100), ("button.*", 80), ("*.action.*", 80), ("*.button.*", 80), ("*.rules", 2000)]


def fields(template: str) -> set[tuple[str, str | None, str]]:
    """(name, conversion, format spec) of every placeholder: `{score}` and `{score:+d}` are not the same."""
    return {(name, conversion, plural_shape(spec or ""))
            for _, name, spec, conversion in string.Formatter().parse(template) if name is not None}


def plural_shape(spec: str) -> str:
    """A plural's forms differ by language, not their number (en and fr: one|other): compare that number."""
    return f"{PLURAL}{len(spec[len(PLURAL):].split('|'))}" if spec.startswith(PLURAL) else spec


def placeholders(template: str) -> set[str]:
    return {name for name, _, _ in fields(template)}


class _Longest(string.Formatter):
    """Fills a plural with its longest form, of a two-digit number."""

    def format_field(self, value: object, format_spec: str) -> str:
        if format_spec.startswith(PLURAL):
            return max(format_spec[len(PLURAL):].split("|"), key=len).replace("#", "99")
        return super().format_field(value, format_spec)


def filled(template: str) -> str:
    return _Longest().format(template, **dict.fromkeys(placeholders(template), STAND_IN))


def words(template: str) -> list[str]:
    """The words a reader sees in the entry, leaving out what reads the same in every language."""
    return WORD.findall(NOT_WORDS.sub(" ", template))


def english_words(template: str) -> list[str]:
    return [word for word in words(template) if word.lower() in ENGLISH_ONLY]


def areas(language_code: str) -> list[str]:
    """The catalog's modules (one per area), by file."""
    return sorted(path.stem for path in (CATALOG_DIR / language_code).glob("*.py") if path.stem != "__init__")


def area_messages(language_code: str, area: str) -> dict[str, str]:
    messages: dict[str, str] = importlib.import_module(f"i18n.{language_code}.{area}").MESSAGES
    return messages


def limited(catalog: dict[str, str]) -> list[tuple[str, int]]:
    """(key, limit) for every entry a Discord limit applies to, the tightest when several patterns match."""
    found = []
    for key in catalog:
        limits = [limit for pattern, limit in LIMITS if fnmatch(key, pattern)]
        if limits:
            found.append((key, min(limits)))
    return found


# --- the same entries ----------------------------------------------------------------------------------------


def test_no_english_entry_is_missing_in_french():
    assert sorted(ENGLISH.keys() - FRENCH.keys()) == []


def test_no_french_entry_is_extra():
    assert sorted(FRENCH.keys() - ENGLISH.keys()) == []


def test_french_has_the_english_modules():
    assert areas("fr") == areas("en") and len(areas("en")) > 1


@pytest.mark.parametrize("area", areas("en"))
def test_each_french_module_has_its_english_module_entries(area):
    """The two catalogs move together file by file, so an entry's translation is where a translator looks."""
    assert sorted(area_messages("fr", area).keys() ^ area_messages("en", area).keys()) == []


@pytest.mark.parametrize("language_code", ["en", "fr"])
def test_every_module_is_merged_into_the_catalog_once(language_code):
    """A module left out of the merge, or a key in two modules (the last one silently wins), shows here."""
    merged = sum(len(area_messages(language_code, area)) for area in areas(language_code))
    assert merged == len(CATALOGS[language_code])


@pytest.mark.parametrize("key", sorted(ENGLISH))
def test_same_placeholders_as_english(key):
    if key in FRENCH:  # a missing entry is the key-set test's failure
        assert fields(FRENCH[key]) == fields(ENGLISH[key])


@pytest.mark.parametrize(("language_code", "key"), [(code, key) for code in CATALOGS for key in sorted(CATALOGS[code])])
def test_every_entry_fills_in_through_t(language_code, key):
    """t() fills every placeholder by name and leaves no brace for the reader (`{0}` or a stray `{` fail)."""
    template = CATALOGS[language_code][key]
    values: dict[str, object] = {name: f"<{name}>" for name in placeholders(template)}
    values.update(dict.fromkeys(plural_specs(template), 7))  # a plural takes a number
    shown = t(language_code, key, **values)
    assert [value for value in values.values() if str(value) not in shown] == []
    assert "{" not in shown and "}" not in shown, shown


# --- really French ---------------------------------------------------------------------------------------------


def test_no_entry_reads_as_in_english():
    """An English text pasted in as French is a missing translation in disguise, unless all its words are
    written the same in both languages (game names, "points") or it has none (pure layout)."""
    same = {key: FRENCH[key] for key in FRENCH if FRENCH[key] == ENGLISH.get(key)}
    assert {key: entry for key, entry in same.items() if not set(words(entry)) <= SAME_WORDS} == {}


def test_no_english_words_in_french():
    """Catches English left in a French entry that is not an exact copy (half a sentence, a changed word)."""
    found = {key: english_words(FRENCH[key]) for key in FRENCH}
    assert {key: found_words for key, found_words in found.items() if found_words} == {}


def test_the_english_words_spot_most_english_entries():
    """The check above is no formality: most English entries with words contain one of these."""
    with_words = [key for key in ENGLISH if set(words(ENGLISH[key])) - SAME_WORDS]
    spotted = [key for key in with_words if english_words(ENGLISH[key])]
    assert len(spotted) > len(with_words) / 2


# --- Discord's limits and empty entries --------------------------------------------------------------------


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


# --- choosing French ---------------------------------------------------------------------------------------------


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
