"""Parsed Fluent files are kept (i18n/__init__.py `parsed`): read back as parsed, never for another text, and a
folder that cannot be written costs only the parsing."""

from __future__ import annotations

from pathlib import Path

import pytest
from fluent.syntax import FluentParser

import i18n

SOURCE = "greeting = Hello, { $name }!\ncount = { $n ->\n    [one] one chip\n   *[other] { $n } chips\n}\n"


def test_a_file_parsed_once_is_read_back_as_parsed(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(i18n, "PARSED", tmp_path / "parsed")
    first = i18n.parsed(SOURCE)
    kept = list((tmp_path / "parsed").iterdir())
    assert len(kept) == 1 and kept[0].suffix == ".pickle"
    again = i18n.parsed(SOURCE)
    assert again is not first
    assert again.equals(first) and again.equals(FluentParser(with_spans=False).parse(SOURCE))
    changed = i18n.parsed(SOURCE.replace("Hello", "Hi"))
    assert not changed.equals(first) and len(list((tmp_path / "parsed").iterdir())) == 2


def test_an_unwritable_or_broken_keep_still_parses(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    blocked = tmp_path / "a-file"
    blocked.write_text("")
    monkeypatch.setattr(i18n, "PARSED", blocked / "parsed")  # under a file: no folder can be made there
    assert i18n.parsed(SOURCE).equals(FluentParser(with_spans=False).parse(SOURCE))
    monkeypatch.setattr(i18n, "PARSED", tmp_path / "parsed")
    i18n.parsed(SOURCE)
    (kept,) = (tmp_path / "parsed").iterdir()
    kept.write_bytes(b"not a pickle")
    assert i18n.parsed(SOURCE).equals(FluentParser(with_spans=False).parse(SOURCE))


def test_a_files_glance_is_kept_and_read_back_without_parsing(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(i18n, "PARSED", tmp_path / "parsed")
    first = i18n.glance(SOURCE + "title = Pips\n")
    assert first == i18n.Glance(("greeting", "count", "title"), {"title": "Pips"}, None)
    assert any(path.suffix == i18n.GLANCE for path in (tmp_path / "parsed").iterdir())

    def no_parse(source: str) -> None:
        raise AssertionError("parsed again")

    monkeypatch.setattr(i18n, "parsed", no_parse)
    assert i18n.glance(SOURCE + "title = Pips\n") == first


def test_a_broken_glance_is_looked_at_again(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(i18n, "PARSED", tmp_path / "parsed")
    first = i18n.glance(SOURCE)
    (kept,) = (path for path in (tmp_path / "parsed").iterdir() if path.suffix == i18n.GLANCE)
    kept.write_bytes(b"not marshal")
    assert i18n.glance(SOURCE) == first


def test_a_catalogs_texts_are_read_without_its_parse(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A command sync reads every language's names and descriptions: texts alone, from the glance."""
    monkeypatch.setattr(i18n, "PARSED", tmp_path / "parsed")
    source = SOURCE + "title = Pips\n"
    i18n.glance(source)
    real_parse = i18n.parsed
    monkeypatch.setattr(i18n, "parsed", lambda source: pytest.fail("a text needed the parse"))
    catalog = i18n.Catalog("xx", {"common.ftl": source})
    assert "greeting" in catalog and len(catalog) == 3 and catalog.format("title", {}) == "Pips"
    monkeypatch.setattr(i18n, "parsed", real_parse)
    assert catalog.format("greeting", {"name": "Ana"}) == "Hello, Ana!"
    assert catalog.format("count", {"n": 2}) == "2 chips"


def test_a_broken_file_fails_as_before_with_its_glance_kept(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(i18n, "PARSED", tmp_path / "parsed")
    for _ in range(2):  # looked at, then read back
        with pytest.raises(i18n.CatalogError, match=r"xx/common\.ftl: .*oops"):
            i18n.Catalog("xx", {"common.ftl": "title = Pips\noops\n"})
        with pytest.raises(i18n.CatalogError, match=r"xx/b\.ftl: title is given twice"):
            i18n.Catalog("xx", {"a.ftl": "title = Pips\n", "b.ftl": "title = Dice\n"})
