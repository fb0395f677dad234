"""The message catalog: every key the code names exists, and lookups behave."""

import ast
from collections import Counter
from pathlib import Path

import pytest

from i18n import CATALOGS, DEFAULT, has, language, t

ROOT = Path(__file__).resolve().parents[2]
SOURCES = [*sorted((ROOT / "cogs").rglob("*.py")), *sorted((ROOT / "service").rglob("*.py"))]
CATALOG_FILES = sorted((ROOT / "i18n").glob("*/*.py"))


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
    assert language("pt-BR") == language("de") == language("") == language(None) == DEFAULT
    assert t("pt-BR", "lobby.full", seats=20) == "The table is full (20 seats)."


def test_an_entry_not_translated_yet_reads_in_english(monkeypatch):
    untranslated = {key: value for key, value in CATALOGS["fr"].items() if key != "lobby.full"}
    monkeypatch.setitem(CATALOGS, "fr", untranslated)
    assert t("fr", "lobby.full", seats=20) == "The table is full (20 seats)."


@pytest.mark.parametrize("path", CATALOG_FILES, ids=lambda path: f"{path.parent.name}/{path.name}")
def test_no_catalog_module_names_a_key_twice(path):
    """In a dict literal the second entry silently replaces the first: one of the two texts is lost."""
    keys = [key.value for node in ast.walk(ast.parse(path.read_text())) if isinstance(node, ast.Dict)
            for key in node.keys if isinstance(key, ast.Constant)]
    assert sorted(key for key, count in Counter(keys).items() if count > 1) == []


def test_missing_key_is_loud():
    with pytest.raises(KeyError):
        t("en-US", "no.such.key")
