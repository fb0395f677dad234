"""The one message catalog: every word a user reads comes from here.

The messages are Project Fluent files, ``i18n/<language>/<name>.ftl``: one per game (``lcr.ftl``…) and one
per shared area (``common.ftl``, ``commands.ftl``…), in every language. ``t(locale, key, **params)`` formats
a message for the user's language, falling back to English for a language or a message not translated yet.
The code names a message by its key, ``"lcr.event.roll"``; its Fluent id is ``lcr-event-roll`` (see
``i18n.keys``). Where a number meets a noun, the message chooses by the language's CLDR plural rule:

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
from collections.abc import Iterator, MutableMapping, Sequence
from pathlib import Path
from typing import Any

from i18n.catalog import Catalog

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
_LANGUAGES: dict[str, str] = {}  # Discord locale → its catalog, as ``language`` found it
_KNOWN_LOCALES = 256  # a bound on _LANGUAGES: Discord has a few dozen locales


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
    """The catalog written for a Discord locale: its own ('pt-BR', 'es-419'), else its language's ('en-GB' reads
    'en'); None when Pips has neither."""
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
        if len(_LANGUAGES) < _KNOWN_LOCALES:
            _LANGUAGES[locale] = code
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
