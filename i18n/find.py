"""Which message says a phrase: ``python -m i18n.find <locale> "<phrase>"`` prints each message of that locale's
catalog whose text contains the phrase (case and spacing aside), as ``i18n/<code>/<file>.ftl:<line> <id>``, so a
phrase a server owner quoted leads straight to the line to fix."""

from __future__ import annotations

import re
import sys
from collections.abc import Iterator
from pathlib import Path

from fluent.syntax import FluentParser, FluentSerializer, ast

from i18n import language

ROOT = Path(__file__).resolve().parent
_BLANKS = re.compile(r"\s+")


def _plain(text: str) -> str:
    return _BLANKS.sub(" ", text).strip().casefold()


def saying(locale: str, phrase: str) -> Iterator[tuple[Path, int, str]]:
    """(file, line, Fluent id) of each message of ``locale``'s catalog whose source contains ``phrase``."""
    wanted, serializer = _plain(phrase), FluentSerializer()
    for path in sorted((ROOT / language(locale)).glob("*.ftl")):
        source = path.read_text(encoding="utf-8")
        for entry in FluentParser(with_spans=True).parse(source).body:
            if isinstance(entry, ast.Message) and wanted in _plain(serializer.serialize_entry(entry)):
                start = entry.span.start if entry.span is not None else 0
                yield path, source.count("\n", 0, start) + 1, entry.id.name


def main(arguments: list[str]) -> int:
    if len(arguments) != 2:
        print('usage: python -m i18n.find <locale> "<phrase>"', file=sys.stderr)
        return 2
    found = list(saying(*arguments))
    for path, line, message_id in found:
        print(f"{path.relative_to(ROOT.parent)}:{line} {message_id}")
    return 0 if found else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
