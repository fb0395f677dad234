"""Every language has every English message, file by file, with the English placeholders, in valid Fluent;
and its plural variants are categories its CLDR rule can choose. The catalog folders checked are the bot's and
those of the test-only games (``tests/games/<game>/i18n``, added with ``i18n.add_catalogs``), each language's
messages being those of every folder together, as the bot running such a game reads them."""

from pathlib import Path

import pytest
from babel import Locale
from fluent.syntax import ast
from fluent.syntax.visitor import Visitor

from i18n import CATALOGS, DEFAULT, Catalog, CatalogError, parsed, variables

ROOT = Path(__file__).resolve().parents[2]
CATALOG_DIRS = [ROOT / "i18n", *sorted((ROOT / "tests" / "games").glob("*/i18n"))]
FILES = sorted(path for folder in CATALOG_DIRS for path in folder.glob("*/*.ftl"))
LANGUAGES = sorted(code for code in CATALOGS if code != DEFAULT)
# Each language's messages from every folder, as the bot reads them once the folders are added.
ALL = {code: Catalog.load(*(folder / code for folder in CATALOG_DIRS if (folder / code).is_dir())) for code in CATALOGS}
FOLDER_LANGUAGES = [(folder, code) for folder in CATALOG_DIRS for code in LANGUAGES]


def folder_id(value: object) -> str:
    return str(value.relative_to(ROOT)) if isinstance(value, Path) else str(value)


def ids(path: Path) -> set[str]:
    """The file's message ids, parsed as the catalog loader parses it (read back from its kept parse: an English
    file is compared with every language's)."""
    return {entry.id.name for entry in parsed(path.read_text(encoding="utf-8")).body if isinstance(entry, ast.Message)}


def file_names(folder: Path, code: str) -> list[str]:
    return sorted(path.name for path in (folder / code).glob("*.ftl"))


class _Variants(Visitor):
    """The variant names ([one], [other]…) of every select expression."""

    def __init__(self) -> None:
        self.names: set[str] = set()

    def visit_Variant(self, node: ast.Variant) -> None:
        if isinstance(node.key, ast.Identifier):
            self.names.add(node.key.name)
        self.generic_visit(node)


def test_there_is_another_language_than_english():
    assert LANGUAGES


def test_the_test_only_games_catalogs_are_checked():
    assert ROOT / "tests" / "games" / "high_roll" / "i18n" in CATALOG_DIRS
    assert "high_roll.rules" in ALL[DEFAULT] and "high_roll.rules" in ALL["fr"]


@pytest.mark.parametrize("path", FILES, ids=folder_id)
def test_every_file_is_valid_fluent(path):
    """The loader refuses a broken file at start; this names the file and the place."""
    junk = [entry for entry in parsed(path.read_text(encoding="utf-8")).body if isinstance(entry, ast.Junk)]
    assert [(entry.annotations[0].message, entry.content[:80]) for entry in junk] == []


def test_broken_fluent_is_refused_at_load():
    with pytest.raises(CatalogError, match=r"bad\.ftl"):
        Catalog("fr", {"bad.ftl": "lobby-full = La table est complète ({ $seats places).\n"})


@pytest.mark.parametrize(("folder", "code"), FOLDER_LANGUAGES, ids=folder_id)
def test_the_same_files_as_english(folder, code):
    assert file_names(folder, code) == file_names(folder, DEFAULT)


@pytest.mark.parametrize(("folder", "code"), FOLDER_LANGUAGES, ids=folder_id)
def test_each_file_has_the_english_files_messages(folder, code):
    """The languages move together file by file, so a message's translation is where a translator looks."""
    differing = {name: sorted(ids(folder / code / name) ^ ids(folder / DEFAULT / name))
                 for name in file_names(folder, DEFAULT) if (folder / code / name).exists()}
    assert {name: found for name, found in differing.items() if found} == {}


@pytest.mark.parametrize("code", LANGUAGES)
def test_no_message_is_missing_or_extra(code):
    assert sorted(ALL[DEFAULT].keys() ^ ALL[code].keys()) == []


@pytest.mark.parametrize("code", LANGUAGES)
def test_the_english_placeholders(code):
    """A placeholder English lacks would never be filled in; one it has would go unsaid."""
    english = ALL[DEFAULT]
    differing = {key: sorted(variables(message)[0] ^ variables(english[key])[0])
                 for key, message in ALL[code].items() if key in english}
    assert {key: names for key, names in differing.items() if names} == {}


def line_breaks(pattern: ast.Pattern) -> int:
    """The most line breaks the message can say (its longest variant's, where it chooses one)."""
    count = 0
    for element in pattern.elements:
        if isinstance(element, ast.TextElement):
            count += element.value.count("\n")
        elif isinstance(element.expression, ast.StringLiteral):
            count += element.expression.parse()["value"].count("\n")
        elif isinstance(element.expression, ast.SelectExpression):
            count += max(line_breaks(variant.value) for variant in element.expression.variants)
    return count


@pytest.mark.parametrize("code", LANGUAGES)
def test_the_english_line_breaks(code):
    """A message says as many lines in every language: a table's lines are counted in English only
    (tests/screen/test_render_budget.py), so a translation that breaks a line English does not would go unseen."""
    english = ALL[DEFAULT]
    differing = {key: (line_breaks(english[key].value), line_breaks(message.value))
                 for key, message in ALL[code].items() if key in english}
    assert {key: counts for key, counts in differing.items() if counts[0] != counts[1]} == {}


@pytest.mark.parametrize("code", sorted(ALL))
def test_plural_variants_are_the_languages_categories(code):
    """A variant named for a category the language's CLDR rule never chooses ([few] in French) is dead text."""
    categories = Locale.parse(code, sep="-").plural_form.tags | {"other"}
    found = _Variants()
    for message in ALL[code].values():
        found.visit(message)
    assert found.names and found.names <= categories


@pytest.mark.parametrize("code", sorted(ALL))
def test_every_message_fills_in(code):
    """Every placeholder filled by name; a count with a number."""
    for key, message in ALL[code].items():
        names, counts = variables(message)
        values: dict[str, object] = {name: f"<{name}>" for name in names - counts}
        shown = ALL[code].format(key, {**values, **dict.fromkeys(counts, 7)})
        assert shown is not None
        assert [value for value in values.values() if value not in shown] == [], key
