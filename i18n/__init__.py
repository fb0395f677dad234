"""The one message catalog: every word a user reads comes from here.

The messages are Project Fluent files, ``i18n/<language>/<name>.ftl``: one per game (``lcr.ftl``…) and one
per shared area (``common.ftl``, ``commands.ftl``…), in every language. ``t(locale, key, **params)`` formats
a message for the user's language, falling back to English for a language or a message not translated yet.
The code names a message by its key, ``"lcr.event.roll"``; its Fluent id is ``lcr-event-roll`` (see
``fluent_id``). Where a number meets a noun, the message chooses by the language's CLDR plural rule:

    lcr-pot = Pot: { $pot ->
            [one] { $pot } chip
           *[other] { $pot } chips
        }

Fluent trims a message's leading and trailing blanks and reads a line that starts with ``*``, ``[`` or ``.`` as
syntax: such text is written as a string literal, ``lcr-seat = { " " }— …``, ``{ "*" }*Opening** …``.

A game that lives outside this tree keeps its files in a folder laid out the same way and adds it with
``add_catalogs(folder)``.
"""

from __future__ import annotations

import hashlib
import marshal
import os
import pickle
import re
import sys
from collections.abc import Iterator, Mapping, MutableMapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from fluent.runtime import FluentBundle
from fluent.runtime.types import fluent_number
from fluent.syntax import FluentParser, ast, parser
from fluent.syntax.visitor import Visitor

from kept import Newest

# --- a message's key and its Fluent id ----------------------------------------------------------------------------
# The id writes each "." of the key as "-", and a "-" of the key (an option's value: "by-chips") as "--". Keys are
# dotted words with no two separators side by side, so the rule is one-to-one: ``key_of`` reads an id back, and an
# id it cannot read back (``a---b``, ``-a``) is refused rather than shadowing another key.

KEY = re.compile(r"[a-z][a-z0-9_]*(?:[.-][a-z0-9_]+)*")


def fluent_id(key: str) -> str:
    return key.replace("-", "--").replace(".", "-")


def key_of(identifier: str) -> str:
    """The key a Fluent id stands for; ValueError for an id no key is written as."""
    key = "-".join(part.replace("-", ".") for part in identifier.split("--"))
    if not KEY.fullmatch(key):
        raise ValueError(f"{identifier!r} is no message id of a key: write a key's '.' as '-' and '-' as '--'")
    return key


# --- one language's messages ------------------------------------------------------------------------------------
# The Fluent files of its directory, formatted by fluent.runtime. Plural forms come from CLDR's rules through Babel
# (a select expression's ``[one]``, ``[few]``, ``*[other]``…). Numbers read as Python writes them, in every
# language: ``str(value)`` for a placeholder, and no digit grouping for a number a select expression counts, so
# seeds, ids and counts are never reformatted ("1000", not "1,000").

# Texts remembered per language, least recently used forgotten first: a table says the same seats, counts and
# moves on every drawing, and Fluent's formatting (Babel's plural rules and number patterns) costs tens of µs:
# without it, a table's drawing takes ~400 µs of CPU rather than ~130 µs (docs/architecture.md, the caches).
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
    plain: str | None  # text and placeholders only (``plain_parts``): the message as a ``str.format`` template


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



def _kept(source: str, suffix: str) -> Path:
    return PARSED / (hashlib.sha256(f"{_PARSER}\0{suffix}\0{source}".encode()).hexdigest() + suffix)


def _keep(path: Path, data: bytes) -> None:
    """Write a kept file, whole or not at all (processes start side by side); a folder that cannot be written
    is no error."""
    try:
        PARSED.mkdir(parents=True, exist_ok=True)
        written = path.with_suffix(f".{os.getpid()}")
        written.write_bytes(data)
        os.replace(written, path)
    except OSError:
        pass


def parsed(source: str) -> ast.Resource:
    """The Fluent file's text parsed (without source positions: FluentResource keeps them; nothing here reads them,
    and they are a sixth of the parsing), from PARSED when it was parsed before."""
    path = _kept(source, ".pickle")
    try:
        resource: ast.Resource = pickle.loads(path.read_bytes())
        return resource
    except Exception:  # none kept, or a file that cannot be read back: parsed again
        pass
    resource = FluentParser(with_spans=False).parse(source)
    _keep(path, pickle.dumps(resource, pickle.HIGHEST_PROTOCOL))
    return resource


GLANCE = ".glance-1"  # the suffix of a kept glance: a new number when what it keeps changes


@dataclass(frozen=True, slots=True)
class Glance:
    """A Fluent file at a glance: the keys of its messages in order (up to a problem), the texts of those that are
    text alone (a command's name, a button), and what is wrong with it (a syntax error, an id that is no key's, a
    message without a value), if anything."""

    keys: tuple[str, ...]
    texts: dict[str, str]  # key → text
    problem: str | None


def glance(source: str) -> Glance:
    """The file at a glance, kept beside its parse in Python's own format for plain values (``marshal``): a
    start's command sync reads the texts of every language, and reading back every parsed file for them was a
    third of a bot's start-up CPU. The parse itself is read at the first message that needs more than a text."""
    path = _kept(source, GLANCE)
    try:
        keys, texts, problem = marshal.loads(path.read_bytes())
        return Glance(tuple(keys), texts, problem)
    except Exception:  # none kept, or a file that cannot be read back: looked at again
        pass
    found: list[str] = []
    texts = {}
    problem = None
    for entry in parsed(source).body:
        if isinstance(entry, ast.Junk):
            detail = "; ".join(str(annotation.message) for annotation in entry.annotations)
            problem = f"{detail}: {(entry.content or '').strip()[:80]!r}"
            break
        if not isinstance(entry, ast.Message):
            continue
        try:
            key = key_of(entry.id.name)
        except ValueError as error:
            problem = str(error)
            break
        found.append(key)
        if entry.value is None:
            problem = f"{entry.id.name} has no value"
            break
        names, _ = variables(entry)
        plain = plain_parts(entry)
        if not names and plain is not None:
            texts[key] = "".join(part for part in plain if isinstance(part, str))
    _keep(path, marshal.dumps((found, texts, problem)))
    return Glance(tuple(found), texts, problem)


class Catalog(Mapping[str, ast.Message]):
    """A language's messages by key (``"lcr.event.roll"``); each is parsed Fluent, formatted by ``format``."""

    def __init__(self, code: str, sources: Mapping[str, str]) -> None:
        """``sources``: each Fluent file's name and text. A syntax error, a message without a value or an id
        given twice is a CatalogError: a broken catalog fails at start, not at a user's click."""
        self.code = code
        self._sources = dict(sources)
        # The parsed files, and Fluent's bundle, are read at the first message that is more than a text: a start's
        # command sync reads every language's texts only, and a bundle reads its language's CLDR data (~10 ms each)
        self._parsed: list[ast.Resource] | None = None
        self._by_key: dict[str, ast.Message] | None = None
        self._fluent: FluentBundle | None = None
        self._keys: set[str] = set()
        self._texts: dict[str, str] = {}  # key → a message that is text alone
        self._prepared: dict[str, _Prepared] = {}
        self._said: Newest[tuple[str, tuple[Any, ...]], str] = Newest(SAID)  # (key, values) → text
        for name, source in self._sources.items():
            seen = glance(source)
            for key in seen.keys:
                if key in self._keys:
                    raise CatalogError(f"{code}/{name}: {fluent_id(key)} is given twice")
                self._keys.add(key)
            if seen.problem is not None:
                raise CatalogError(f"{code}/{name}: {seen.problem}")
            self._texts.update(seen.texts)

    @property
    def _resources(self) -> list[ast.Resource]:
        """The catalog's files parsed, read at the first need of either their messages or Fluent's bundle."""
        if self._parsed is None:
            self._parsed = [parsed(source) for source in self._sources.values()]
        return self._parsed

    @property
    def _messages(self) -> dict[str, ast.Message]:
        if self._by_key is None:
            self._by_key = {key_of(entry.id.name): entry for resource in self._resources
                            for entry in resource.body if isinstance(entry, ast.Message)}
        return self._by_key

    @property
    def _bundle(self) -> FluentBundle:
        if self._fluent is None:
            self._fluent = FluentBundle([self.code], use_isolating=False)  # no right-to-left language: no marks
            for resource in self._resources:
                self._fluent.add_resource(resource)
        return self._fluent

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
        return iter(self._keys)

    def __len__(self) -> int:
        return len(self._keys)

    def __contains__(self, key: object) -> bool:
        return key in self._keys

    def format(self, key: str, params: Mapping[str, Any]) -> str | None:
        """The message ``key`` with ``params`` filled in; None if this language lacks it."""
        prepared = self._prepared.get(key)
        if prepared is None:
            if key not in self._keys:
                return None
            prepared = self._prepared[key] = self._prepare(key)
        if prepared.text is not None:
            return prepared.text
        try:
            if prepared.plain is not None:
                return prepared.plain.format_map(params)
            values = tuple([params[name] for name in prepared.names])
        except KeyError as missing:
            raise CatalogError(f"{self.code} {key}: no value for ${missing.args[0]}") from None
        for value in values:
            if type(value) not in _SAID_TYPES:
                return self._formatted(key, values)
        said = self._said.used((key, values))
        if said is None:
            said = self._formatted(key, values)
            self._said.keep((key, values), said)
        return said

    def _formatted(self, key: str, values: tuple[Any, ...]) -> str:
        prepared = self._prepared[key]
        args = {name: _count(name, value) if name in prepared.counts else _text(value)
                for name, value in zip(prepared.names, values, strict=True)}
        text, errors = self._bundle.format_pattern(prepared.pattern, args)
        if errors or not isinstance(text, str):
            raise CatalogError(f"{self.code} {key}: {'; '.join(map(str, errors))}")
        return text

    def _prepare(self, key: str) -> _Prepared:
        text = self._texts.get(key)
        if text is not None:  # text alone (a command's name, a button): read as written
            return _Prepared(None, text, (), frozenset(), None)
        message = self._messages[key]
        names, counts = variables(message)
        pattern = self._bundle.get_message(fluent_id(key)).value
        if pattern is None:  # (refused at load)
            raise CatalogError(f"{self.code} {key} has no value")
        if names:
            return _Prepared(pattern, None, tuple(sorted(names)), counts, _template(plain_parts(message)))
        said, errors = self._bundle.format_pattern(pattern)
        if errors or not isinstance(said, str):
            raise CatalogError(f"{self.code} {key}: {'; '.join(map(str, errors))}")
        return _Prepared(pattern, said, (), counts, None)


def _template(parts: tuple[str | Placeholder, ...] | None) -> str | None:
    """Text and placeholders as a ``str.format`` template, which fills them in in one C call."""
    if parts is None:
        return None
    return "".join(part.replace("{", "{{").replace("}", "}}") if isinstance(part, str) else f"{{{part.name}}}"
                   for part in parts)


def _text(value: Any) -> str:
    return value if type(value) is str else str(value)


def _count(name: str, value: Any) -> Any:
    if not isinstance(value, int) or isinstance(value, bool):
        raise TypeError(f"{name} counts something: it needs a whole number, not {value!r}")
    return fluent_number(value, useGrouping=False)


# --- every language ---------------------------------------------------------------------------------------------

DEFAULT = "en"
_FOLDERS: list[Path] = [Path(__file__).resolve().parent]  # this one, then any a game outside it added


def _directories(folders: list[Path]) -> dict[str, list[Path]]:
    """Every language with a directory of Fluent files in one of the folders: its directories, in folder order."""
    found: dict[str, list[Path]] = {}
    for folder in folders:
        for path in sorted(folder.iterdir()):
            if path.is_dir() and any(path.glob("*.ftl")):
                found.setdefault(path.name, []).append(path)
    return dict(sorted(found.items()))


class _Catalogs(MutableMapping[str, Catalog]):
    """Every language's catalog by its code, each read from its files the first time it is asked for: a bot
    serving a few languages parses and keeps those only (all of them cost over a second and some 70 MB)."""

    def __init__(self, directories: dict[str, list[Path]]) -> None:
        self._directories = directories
        self._loaded: dict[str, Catalog] = {}

    def add(self, directories: dict[str, list[Path]]) -> None:
        """Read every language from these directories from now on (the ones read already are read again)."""
        loaded = {code: Catalog.load(*paths) for code, paths in directories.items() if code in self._loaded}
        self._directories, self._loaded = directories, loaded  # all or nothing: a broken file raised above

    def __getitem__(self, code: str) -> Catalog:
        catalog = self._loaded.get(code)
        if catalog is None:
            catalog = self._loaded[code] = Catalog.load(*self._directories[code])
        return catalog

    def __setitem__(self, code: str, catalog: Catalog) -> None:  # a test's own catalog for a language
        self._directories.setdefault(code, [])
        self._loaded[code] = catalog

    def __delitem__(self, code: str) -> None:
        del self._directories[code]
        self._loaded.pop(code, None)

    def __contains__(self, code: object) -> bool:
        return code in self._directories

    def __iter__(self) -> Iterator[str]:
        return iter(self._directories)

    def __len__(self) -> int:
        return len(self._directories)


CATALOGS = _Catalogs(_directories(_FOLDERS))
# Discord locale → its catalog, as ``language`` found it (worth ~20 µs a table's drawing, some 25 messages). Bound:
# Discord has a few dozen locales; a forged one cannot grow it.
_KNOWN_LOCALES = 256
_LANGUAGES: Newest[str, str] = Newest(_KNOWN_LOCALES)


def add_catalogs(folder: str | Path) -> None:
    """Add the messages of another folder laid out as this one (``<folder>/<language>/*.ftl``): a game that lives
    outside the bot's tree brings its own. A message id given twice fails (CatalogError). Call it before the game's
    cog is imported: command descriptions are read from the catalog then."""
    folder = Path(folder).resolve()
    if folder in _FOLDERS:
        return
    directories = _directories([*_FOLDERS, folder])
    for paths in directories.values():  # all or nothing: a broken folder leaves the catalog as it was
        Catalog.load(*paths)
    CATALOGS.add(directories)
    _FOLDERS.append(folder)
    _LANGUAGES.clear()  # a locale read as English may have a catalog now


def catalog_folders() -> tuple[Path, ...]:
    """Every folder the catalogs are read from: the bot's, then those added (``add_catalogs``), in that order."""
    return tuple(_FOLDERS)


def files_digest(folders: Sequence[Path] | None = None) -> str:
    """A hash of every catalog file (names and contents) of these folders (the bot's and those added): what every
    translation is made from."""
    digest = hashlib.sha256()
    for folder in _FOLDERS if folders is None else folders:
        for path in sorted(folder.glob("*/*.ftl")):
            digest.update(f"{path.relative_to(folder)}\0".encode())
            digest.update(path.read_bytes())
    return digest.hexdigest()


def catalog_of(locale: str) -> str | None:
    """The catalog written for a Discord locale: its own ('pt-BR', 'es-419', 'en-GB'), else its language's
    ('en-US' reads 'en'); None when Pips has neither."""
    if locale in CATALOGS:
        return locale
    language_code = locale.split("-")[0].lower()
    return language_code if language_code in CATALOGS else None


def language(locale: str | None) -> str:
    """The catalog for a Discord locale such as 'fr', 'pt-BR' or 'en-US'; English for a language Pips lacks."""
    if not locale:
        return DEFAULT
    code = _LANGUAGES.get(locale)
    if code is None:
        code = catalog_of(str(locale)) or DEFAULT
        _LANGUAGES.keep(locale, code)
    return code


def t(locale: str | None, key: str, /, **params: Any) -> str:
    code = _LANGUAGES.get(locale) if locale else DEFAULT  # (``language``, with the lookup of a known one inline)
    if code is None:
        code = language(locale)
    text = CATALOGS[code].format(key, params)
    if text is None:
        text = CATALOGS[DEFAULT].format(key, params)
        if text is None:
            raise KeyError(key)  # a missing English message is a bug: let it raise
    return text


def has(key: str) -> bool:
    return key in CATALOGS[DEFAULT]
