"""Every language Pips speaks besides English has its glossary, docs/glossary/<code>.md: a table giving its one word
for each of the game's recurring terms, so every message of that language says a term the same way."""

from pathlib import Path

import pytest

from i18n import CATALOGS, DEFAULT

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
