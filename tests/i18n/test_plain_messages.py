"""A message of text and placeholders only (or text alone) is filled in without Fluent (i18n/__init__.py): it must
read exactly as Fluent formats it, in every language."""

from __future__ import annotations

from pathlib import Path

import pytest
from fluent.runtime import FluentBundle, FluentResource

import i18n
from i18n import fluent_id, plain_parts, variables

FOLDER = Path(i18n.__file__).resolve().parent
CODES = sorted(path.name for path in FOLDER.iterdir() if path.is_dir() and any(path.glob("*.ftl")))


def fluent_bundle(code: str) -> FluentBundle:
    """Fluent's own bundle of every file the catalog reads: the bot's, and those a test game added."""
    bundle = FluentBundle([code], use_isolating=False)
    for folder in i18n.catalog_folders():
        for path in sorted((folder / code).glob("*.ftl")):
            bundle.add_resource(FluentResource(path.read_text(encoding="utf-8")))
    return bundle


@pytest.mark.parametrize("code", CODES)
def test_a_plain_message_reads_as_fluent_formats_it(code: str) -> None:
    catalog, bundle = i18n.CATALOGS[code], fluent_bundle(code)
    plain = 0
    for key in catalog:
        message = catalog[key]
        names, _ = variables(message)
        if plain_parts(message) is None:
            continue
        plain += 1
        params = {name: f"«{name} {{x}} 7»" for name in names}  # (none for a text alone: read as written)
        pattern = bundle.get_message(fluent_id(key)).value
        assert pattern is not None
        text, errors = bundle.format_pattern(pattern, params)
        assert not errors and catalog.format(key, params) == text, key
    assert plain > 100  # (most messages are plain: texts alone, and texts with placeholders)


def test_a_message_with_a_select_is_not_plain() -> None:
    catalog = i18n.CATALOGS["en"]
    assert plain_parts(catalog["table.turn"]) is not None
    assert plain_parts(catalog["lcr.pot"]) is None


def test_a_plain_message_shows_its_literal_braces_as_written() -> None:
    """Fluent writes a brace as a string literal; the template a plain message is filled in from must not read it
    as a placeholder of its own."""
    catalog = i18n.Catalog("en", {"braces.ftl": 'braces = {"{"}{ $name }{"}"} {"{{"}{"}}"} {"{0}"}\n'})
    assert catalog.format("braces", {"name": "Ann"}) == "{Ann} {{}} {0}"
