"""Every language is translated: an entry that reads exactly as in English is a missing translation in disguise (a
catalog copied from English passes every completeness test), unless what it says is the same in both: the games'
names, numbers, emoji, placeholders and layout, and the few words a language writes as English does.

Those words are listed below, by language (``SAME_AS_ENGLISH``): a translator who keeps an English word on purpose
(a loanword such as "Start") adds it there. The catalogs checked are the bot's and the test-only games'."""

from __future__ import annotations

import re

import pytest

from i18n import DEFAULT, variables
from rules.games import GAMES
from tests.i18n.test_completeness import ALL, CATALOG_DIRS, LANGUAGES

# Words each language writes as English does, on purpose: a loanword, or a game's own term left in English.
SAME_AS_ENGLISH: dict[str, set[str]] = {
    "cs": {"Start", "text", "seed"},
    "da": {"computer", "Start", "send", "seed"},
    "de": {"chips"},
    "es-419": {"total"},
    "es-ES": {"total"},
    "fr": {"point", "points", "total"},
    "hu": {"Start"},
    "id": {"total"},
    "it": {"Host", "computer", "Replay", "seed"},
    "nl": {"Host", "computer", "Recent", "seed"},
    "no": {"Start", "send", "seed"},
    "pl": {"Start"},
    "pt-BR": {"Replay", "total"},
    "ro": {"Recent", "total"},
    "sv-SE": {"text", "seed"},
}
# What reads the same in every language: `code`, links and /commands.
NOT_WORDS = re.compile(r"`[^`]*`|https?://\S+|/[a-z]+(?: [a-z]+)?")
WORD = re.compile(r"[^\W\d_]+")
STAND_IN = "\x00"  # what a placeholder is read as: no word, and the same in every language
COUNTS = (1, 2, 5, 99)  # a count reads in each plural form


def readings(code: str, key: str) -> list[str]:
    """The message as a reader sees it, each placeholder filled in, in each count's form."""
    catalog = ALL[code]
    names, counts = variables(catalog[key])
    values = dict.fromkeys(names - counts, STAND_IN)
    return [catalog.format(key, {**values, **dict.fromkeys(counts, count)}) or "" for count in COUNTS]


def words(code: str, key: str) -> set[str]:
    return {word for reading in readings(code, key) for word in WORD.findall(NOT_WORDS.sub(" ", reading))}


def names() -> set[str]:
    """The words of every game's name (a game's name, "Buck" in "you made buck", may stay as it is)."""
    kinds = {*GAMES, *(folder.parent.name for folder in CATALOG_DIRS[1:])}
    return {word.lower() for kind in kinds for word in words(DEFAULT, f"game.{kind}")}


def copied(code: str) -> dict[str, list[str]]:
    """The entries of ``code`` that read as in English, by key, with the words that should have been translated."""
    same = names() | {word.lower() for word in SAME_AS_ENGLISH.get(code, ())}
    found = {}
    for key in ALL[code].keys() & ALL[DEFAULT].keys():
        if readings(code, key) == readings(DEFAULT, key):
            untranslated = sorted(word for word in words(code, key) if word.lower() not in same)
            if untranslated:
                found[key] = untranslated
    return found


# English of another country (en-GB) reads as English but for its spelling (tests/i18n/test_british.py).
TRANSLATED = [code for code in LANGUAGES if not code.startswith(f"{DEFAULT}-")]


@pytest.mark.parametrize("code", TRANSLATED)
def test_no_entry_reads_as_in_english(code: str) -> None:
    found = copied(code)
    assert not found, f"{code}: {len(found)} entries read as in English: {dict(sorted(found.items()))}"


def test_a_catalog_copied_from_english_is_found(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(ALL, "fr", ALL[DEFAULT])
    found = copied("fr")
    assert "lcr.rules" in found and "button.join" in found
    assert "game.chicago" not in found and "lcr.option.dice.by-chips" in found  # a name stays; a choice's name not


def test_every_allowed_word_is_needed() -> None:
    """A word listed for a language that no entry of it keeps from English is stale: it would hide a copy."""
    english = {code: {word.lower() for key in ALL[code].keys() & ALL[DEFAULT].keys()
                      if readings(code, key) == readings(DEFAULT, key) for word in words(code, key)}
               for code in SAME_AS_ENGLISH}
    unused = {code: sorted(word for word in listed if word.lower() not in english[code])
              for code, listed in SAME_AS_ENGLISH.items()}
    assert {code: found for code, found in unused.items() if found} == {}
