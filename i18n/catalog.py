"""One language's messages: the Fluent files of its directory, formatted by fluent.runtime.

Plural forms come from CLDR's rules through Babel (a select expression's ``[one]``, ``[few]``, ``*[other]``…).
Numbers read as Python writes them, in every language: ``str(value)`` for a placeholder, and no digit grouping
for a number a select expression counts, so seeds, ids and counts are never reformatted ("1000", not "1,000").
"""

from __future__ import annotations

import hashlib
import os
import pickle
import sys
from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Any

from fluent.runtime import FluentBundle
from fluent.runtime.types import fluent_number
from fluent.syntax import FluentParser, ast, parser
from fluent.syntax.visitor import Visitor

from i18n.keys import fluent_id, key_of

# Texts remembered per language, least recently used forgotten first: a table says the same seats, counts and
# moves on every drawing, and Fluent's formatting (Babel's plural rules and number patterns) costs tens of µs.
SAID = 8192
_SAID_TYPES = frozenset({str, int})  # params remembered by value: not a bool or a float, equal to an int


# Parsed Fluent files, as Python keeps compiled modules: by the hash of the file's text and of the parser that read
# it. The first sync of the commands translates into every language, and parsing every catalog was most of a start's
# CPU (~2 s); reading the parsed files back is about a seventh of that. A folder that cannot be written is no error.
PARSED = Path(__file__).resolve().parent / "__pycache__" / "catalogs"
_PARSER = f"{sys.version}|{parser.__file__}|{os.stat(parser.__file__).st_mtime_ns}|without spans"


class CatalogError(ValueError):
    """A catalog file that cannot be read as Fluent, or a message that cannot be formatted."""


@dataclass(frozen=True, slots=True)
class _Prepared:
    """What formatting one message needs, worked out at its first use."""

    pattern: Any  # fluent.runtime's compiled pattern of the message's value
    text: str | None  # a message without placeholders, already formatted
    names: tuple[str, ...]  # its placeholders (a caller may give more: an event's whole data)
    counts: frozenset[str]  # the placeholders a select expression chooses by: passed as numbers
    plain: tuple[str | Placeholder, ...] | None  # text and placeholders only (``plain_parts``), else None


class _Variables(Visitor):
    """The placeholders of a message, and which of them a select expression counts."""

    def __init__(self) -> None:
        self.names: set[str] = set()
        self.counts: set[str] = set()

    def visit_VariableReference(self, node: ast.VariableReference) -> None:
        self.names.add(node.id.name)

    def visit_SelectExpression(self, node: ast.SelectExpression) -> None:
        counted: object = node.selector
        if isinstance(counted, ast.FunctionReference) and counted.arguments.positional:
            counted = counted.arguments.positional[0]  # NUMBER($n, …) counts $n
        if isinstance(counted, ast.VariableReference):
            self.counts.add(counted.id.name)
        self.generic_visit(node)


@dataclass(frozen=True, slots=True)
class Placeholder:
    name: str


def plain_parts(message: ast.Message) -> tuple[str | Placeholder, ...] | None:
    """The message's text and placeholders in order, when it holds nothing else (no select expression, term,
    function or other message): formatting it is filling them in, which needs no Fluent (and no cache: filling
    in a few parts costs less than a lookup, and a table's names would crowd the cache under load)."""
    parts: list[str | Placeholder] = []
    for element in message.value.elements if message.value is not None else ():
        if isinstance(element, ast.TextElement):
            parts.append(element.value)
        elif isinstance(element.expression, ast.VariableReference):
            parts.append(Placeholder(element.expression.id.name))
        elif isinstance(element.expression, ast.StringLiteral):
            parts.append(element.expression.parse()["value"])
        else:
            return None
    return tuple(parts)


def variables(message: ast.Message) -> tuple[frozenset[str], frozenset[str]]:
    """(every placeholder, the ones a select expression counts) of a message's value."""
    found = _Variables()
    found.visit(message.value)
    return frozenset(found.names), frozenset(found.counts)


def parsed(source: str) -> ast.Resource:
    """The Fluent file's text parsed (without source positions: FluentResource keeps them; nothing here reads them,
    and they are a sixth of the parsing), from PARSED when it was parsed before."""
    path = PARSED / (hashlib.sha256(f"{_PARSER}\0{source}".encode()).hexdigest() + ".pickle")
    try:
        resource: ast.Resource = pickle.loads(path.read_bytes())
        return resource
    except Exception:  # none kept, or a file that cannot be read back: parsed again
        pass
    resource = FluentParser(with_spans=False).parse(source)
    try:
        PARSED.mkdir(parents=True, exist_ok=True)
        written = path.with_suffix(f".{os.getpid()}")  # whole or not at all: processes start side by side
        written.write_bytes(pickle.dumps(resource, pickle.HIGHEST_PROTOCOL))
        os.replace(written, path)
    except OSError:
        pass
    return resource


class Catalog(Mapping[str, ast.Message]):
    """A language's messages by key (``"lcr.event.roll"``); each is parsed Fluent, formatted by ``format``."""

    def __init__(self, code: str, sources: Mapping[str, str]) -> None:
        """``sources``: each Fluent file's name and text. A syntax error, a message without a value or an id
        given twice is a CatalogError: a broken catalog fails at start, not at a user's click."""
        self.code = code
        self._bundle = FluentBundle([code], use_isolating=False)  # no right-to-left language: no isolation marks
        self._messages: dict[str, ast.Message] = {}
        self._prepared: dict[str, _Prepared] = {}
        self._said = lru_cache(maxsize=SAID)(self._formatted)
        for name, source in sources.items():
            resource = parsed(source)
            for entry in resource.body:
                if isinstance(entry, ast.Junk):
                    problem = "; ".join(str(annotation.message) for annotation in entry.annotations)
                    raise CatalogError(f"{code}/{name}: {problem}: {(entry.content or '').strip()[:80]!r}")
                if not isinstance(entry, ast.Message):
                    continue
                try:
                    key = key_of(entry.id.name)
                except ValueError as error:
                    raise CatalogError(f"{code}/{name}: {error}") from None
                if key in self._messages:
                    raise CatalogError(f"{code}/{name}: {entry.id.name} is given twice")
                if entry.value is None:
                    raise CatalogError(f"{code}/{name}: {entry.id.name} has no value")
                self._messages[key] = entry
            self._bundle.add_resource(resource)

    @classmethod
    def load(cls, directory: Path, *more: Path) -> Catalog:
        """The catalog of the language ``directory`` is named after, from its ``*.ftl`` files and those of ``more``
        directories of the same language elsewhere (each file named by its path)."""
        sources = {path.name: path.read_text(encoding="utf-8") for path in sorted(directory.glob("*.ftl"))}
        for other in more:
            sources.update({str(path): path.read_text(encoding="utf-8") for path in sorted(other.glob("*.ftl"))})
        return cls(directory.name, sources)

    def __getitem__(self, key: str) -> ast.Message:
        return self._messages[key]

    def __iter__(self) -> Iterator[str]:
        return iter(self._messages)

    def __len__(self) -> int:
        return len(self._messages)

    def __contains__(self, key: object) -> bool:
        return key in self._messages

    def format(self, key: str, params: Mapping[str, Any]) -> str | None:
        """The message ``key`` with ``params`` filled in; None if this language lacks it."""
        prepared = self._prepared.get(key)
        if prepared is None:
            if key not in self._messages:
                return None
            prepared = self._prepared[key] = self._prepare(key)
        if prepared.text is not None:
            return prepared.text
        try:
            if prepared.plain is not None:
                return "".join([part if isinstance(part, str) else _text(params[part.name]) for part in prepared.plain])
            values = tuple([params[name] for name in prepared.names])
        except KeyError as missing:
            raise CatalogError(f"{self.code} {key}: no value for ${missing.args[0]}") from None
        for value in values:
            if type(value) not in _SAID_TYPES:
                return self._formatted(key, values)
        return self._said(key, values)

    def _formatted(self, key: str, values: tuple[Any, ...]) -> str:
        prepared = self._prepared[key]
        args = {name: _count(name, value) if name in prepared.counts else _text(value)
                for name, value in zip(prepared.names, values, strict=True)}
        text, errors = self._bundle.format_pattern(prepared.pattern, args)
        if errors or not isinstance(text, str):
            raise CatalogError(f"{self.code} {key}: {'; '.join(map(str, errors))}")
        return text

    def _prepare(self, key: str) -> _Prepared:
        pattern = self._bundle.get_message(fluent_id(key)).value
        if pattern is None:  # (refused at load)
            raise CatalogError(f"{self.code} {key} has no value")
        names, counts = variables(self._messages[key])
        if names:
            return _Prepared(pattern, None, tuple(sorted(names)), counts, plain_parts(self._messages[key]))
        text, errors = self._bundle.format_pattern(pattern)
        if errors or not isinstance(text, str):
            raise CatalogError(f"{self.code} {key}: {'; '.join(map(str, errors))}")
        return _Prepared(pattern, text, (), counts, None)


def _text(value: Any) -> str:
    return value if type(value) is str else str(value)


def _count(name: str, value: Any) -> Any:
    if not isinstance(value, int) or isinstance(value, bool):
        raise TypeError(f"{name} counts something: it needs a whole number, not {value!r}")
    return fluent_number(value, useGrouping=False)
