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
