"""The message catalog: every key the code names exists, and lookups behave."""

import ast
from pathlib import Path

import pytest

from i18n import CATALOGS, DEFAULT, Catalog, CatalogError, has, language, t

ROOT = Path(__file__).resolve().parents[2]
SOURCES = [*sorted((ROOT / "cogs").rglob("*.py")), *sorted((ROOT / "service").rglob("*.py"))]


def literal_keys() -> list[tuple[str, str]]:
    """(file, key) for every literal catalog key passed to t(), tell(), text() or Refusal()."""
    found = []
    for path in SOURCES:
        tree = ast.parse(path.read_text())
        for node in ast.walk(tree):
            if not isinstance(node, ast.Call):
                continue
            name = getattr(node.func, "id", getattr(node.func, "attr", ""))
            position = {"t": 1, "tell": 1, "text": 0, "Refusal": 0}.get(name)
            if position is None or len(node.args) <= position:
                continue
            arg = node.args[position]
            if isinstance(arg, ast.Constant) and isinstance(arg.value, str):
                found.append((path.name, arg.value))
    return found


@pytest.mark.parametrize(("source", "key"), literal_keys())
def test_every_literal_key_exists(source, key):
    assert has(key), f"{source} names {key!r}, which the English catalog lacks"


def test_the_scan_finds_keys():
    assert len(literal_keys()) > 50


def test_unknown_language_falls_back_to_english():
    # Latin and Klingon: no Discord locale, so never a catalog
    assert language("la") == language("tlh-KL") == language("") == language(None) == DEFAULT
    assert t("la", "lobby.full", seats=20) == "The table is full (20 seats)."


def test_an_entry_not_translated_yet_reads_in_english(monkeypatch):
    monkeypatch.setitem(CATALOGS, "fr", Catalog("fr", {"common.ftl": "button-join = Rejoindre\n"}))
    assert t("fr", "button.join") == "Rejoindre"
    assert t("fr", "lobby.full", seats=20) == "The table is full (20 seats)."


def test_a_message_given_twice_is_refused():
    """Two files (or one) naming the same message: one of the two texts would be lost."""
    with pytest.raises(CatalogError, match="button-join is given twice"):
        Catalog("en", {"a.ftl": "button-join = Join\n", "b.ftl": "button-join = Join in\n"})


def test_a_message_missing_a_placeholder_value_is_loud():
    """A refusal or a line that forgets one of its values fails where it is formatted, not as a gap on screen."""
    with pytest.raises(CatalogError, match="seats"):
        t("en", "lobby.full")


def test_missing_key_is_loud():
    with pytest.raises(KeyError):
        t("en-US", "no.such.key")
