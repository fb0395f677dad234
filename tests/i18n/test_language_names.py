"""A language's name stands as a label's value, never inside a sentence.

The code fills these placeholders with a language's name as CLDR writes it (i18n/names.py: "polski", "čeština"),
in the nominative. A sentence would need another case ("w języku polskim", "v češtině"), which Babel does not give,
so every catalog writes the name after a label and its colon ("Język stołów: polski") and nothing glued to it (no
suffix, no postposition: "{ $language }'de", "{ $language }로")."""

from __future__ import annotations

import re
from collections.abc import Iterable

import pytest

from i18n import CATALOGS, DEFAULT, Catalog, t, variables

# message → its placeholder the code fills with one language's name or a list of them (cogs/settings.py,
# screen/presenter.py, service/settings.py)
LANGUAGE_NAMES = {
    "settings.language": "value",
    "settings.language.invalid": "languages",
    "table.server_settings": "language",
}
LABEL = re.compile(r"[:：]\s*$")  # "Table language: ", "Langue des tables : ", "牌桌语言："
GLUED = re.compile(r"^['’\w-]")  # a suffix or a word written onto the name


def misplaced(code: str, keys: Iterable[str] = LANGUAGE_NAMES) -> dict[str, str]:
    """The messages writing a language's name other than as a label's value, as a reader sees them."""
    found = {}
    for key in keys:
        name = LANGUAGE_NAMES[key]
        names, counts = variables(CATALOGS[code][key])
        shown = t(code, key, **{other: f"<{other}>" for other in names - counts}, **dict.fromkeys(counts, 7))
        before, _name, after = shown.partition(f"<{name}>")
        if not LABEL.search(before) or GLUED.match(after):
            found[key] = shown
    return found


def test_every_placeholder_of_a_language_name_is_listed():
    named = {key for key in CATALOGS[DEFAULT] if variables(CATALOGS[DEFAULT][key])[0] & {"language", "languages"}}
    assert named <= set(LANGUAGE_NAMES)
    assert all(name in variables(CATALOGS[DEFAULT][key])[0] for key, name in LANGUAGE_NAMES.items())


def test_a_name_inside_a_sentence_is_found(monkeypatch):
    sentences = {"pl": "stoły w języku { $language }", "tr": "Masa dili: { $language }'de",
                 "ko": "언어: { $language }로"}
    for code, sentence in sentences.items():
        catalog = Catalog(code, {"again.ftl": f"table-server_settings = {sentence}, {{ $computers }}\n"})
        monkeypatch.setitem(CATALOGS, code, catalog)
        assert misplaced(code, ["table.server_settings"]), code


@pytest.mark.parametrize("code", sorted(CATALOGS))
def test_a_language_name_stands_as_a_label(code):
    assert misplaced(code) == {}
