"""Every language Pips speaks besides English has its glossary, docs/glossary/<code>.md: a table giving its one word
for each of the game's recurring terms, so every message of that language says a term the same way. The game terms
(reroll, overshoot, pot, pile, buck, chips, dot) are checked message by message: each message whose English says one
says it with the glossary's word, and no two terms share a word (Czech once said "přehoz" for both reroll and
overshoot)."""

import re
import sys
from pathlib import Path

import pytest

from i18n import CATALOGS, DEFAULT, Catalog
from tests.i18n.test_completeness import ALL
from tests.i18n.test_translated import readings

GLOSSARIES = Path(__file__).resolve().parents[2] / "docs" / "glossary"
LANGUAGES = sorted(code for code in CATALOGS if code != DEFAULT)
TERMS = (
    "chip", "pot", "die", "point number", "claim", "pair", "round", "turn", "host", "seat", "computer player",
    "lobby", "table", "rematch", "fingerprint", "live chances", "forfeit", "leaderboard", "season",
)


def english_terms(glossary: str) -> list[str]:
    """The first cell of each row of the glossary's tables, lowercase."""
    return [line.split("|")[1].strip().lower() for line in glossary.splitlines() if line.startswith("|")]


@pytest.mark.parametrize("code", LANGUAGES)
def test_each_language_has_a_glossary_with_every_recurring_term(code: str) -> None:
    path = GLOSSARIES / f"{code}.md"
    assert path.is_file(), f"{code} has no glossary: write {path.relative_to(GLOSSARIES.parents[1])}"
    rows = english_terms(path.read_text(encoding="utf-8"))
    assert [term for term in TERMS if not any(term in row for row in rows)] == []


# The game terms a message must say as its glossary's "Game terms" table does: each row gives the word and the
# stems that find it in every inflected form ("přehoz, přehodit": "přeh"). A term as English writes it, in a message:
GAME_TERMS = {
    "reroll": r"\breroll", "overshoot": r"\bovershoot", "pot": r"\bpots?\b", "pile": r"\bpiles?\b",
    "buck": r"\bbucks?\b(?! dice)", "chips": r"\bchips?\b", "dot": r"\bdots?\b",
}


def game_terms(code: str) -> dict[str, list[str]]:
    """Each game term's stems, from the glossary's three-column rows (term | word | stems)."""
    found = {}
    for line in (GLOSSARIES / f"{code}.md").read_text(encoding="utf-8").splitlines():
        cells = [cell.strip() for cell in line.strip().strip("|").split("|")]
        term = cells[0].split(" ")[0].lower() if cells else ""
        if len(cells) == 3 and term in GAME_TERMS:
            found[term] = [stem.strip().lower() for stem in cells[2].split(",") if stem.strip()]
    return found


def english_keys(term: str) -> list[str]:
    """The messages whose English says the term."""
    said = re.compile(GAME_TERMS[term], re.IGNORECASE)
    return sorted(key for key in ALL[DEFAULT] if any(said.search(reading) for reading in readings(DEFAULT, key)))


def unlike_the_glossary(code: str) -> dict[str, list[str]]:
    """By term, the messages that say it in English but not with the glossary's word."""
    terms = game_terms(code)
    found = {}
    for term, stems in terms.items():
        wrong = [key for key in english_keys(term)
                 if not any(stem in reading.lower() for reading in readings(code, key) for stem in stems)]
        if wrong:
            found[term] = wrong
    return found


def test_the_game_terms_are_in_english_messages():
    assert {term: len(english_keys(term)) > 1 for term in GAME_TERMS} == dict.fromkeys(GAME_TERMS, True)
    assert "game.buck" not in english_keys("buck") and "buck.event.made_buck" in english_keys("buck")


@pytest.mark.parametrize("code", LANGUAGES)
def test_each_glossary_gives_every_game_term_its_own_word(code: str) -> None:
    terms = game_terms(code)
    assert sorted(terms) == sorted(GAME_TERMS) and all(terms.values())
    shared = {stem: sorted(term for term, stems in terms.items() if stem in stems)
              for stems in terms.values() for stem in stems}
    assert {stem: found for stem, found in shared.items() if len(found) > 1} == {}


def test_a_message_with_another_word_is_found(monkeypatch: pytest.MonkeyPatch) -> None:
    """Czech once said "přehoz" for Chicago's reroll and Buck Dice's overshoot alike."""
    written = "buck-event-throw-overshoot = { $name } hází { $faces }: **přehoz** ({ $would_be } > 15){ $then }\n"
    monkeypatch.setitem(ALL, "cs", Catalog("cs", {"buck.ftl": written}))
    def overshoot_only(term: str) -> list[str]:
        return ["buck.event.throw.overshoot"] if term == "overshoot" else []

    monkeypatch.setattr(sys.modules[__name__], "english_keys", overshoot_only)
    assert unlike_the_glossary("cs") == {"overshoot": ["buck.event.throw.overshoot"]}


@pytest.mark.parametrize("code", LANGUAGES)
def test_every_message_says_a_game_term_with_the_glossarys_word(code: str) -> None:
    assert unlike_the_glossary(code) == {}
