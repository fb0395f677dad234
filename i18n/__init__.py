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

from pathlib import Path
from typing import Any

from i18n.catalog import Catalog

DEFAULT = "en"
_FOLDERS: list[Path] = [Path(__file__).resolve().parent]  # this one, then any a game outside it added


def _load(folders: list[Path]) -> dict[str, Catalog]:
    """Every language with a directory of Fluent files in one of the folders, from all of its directories."""
    codes = sorted({path.name for folder in folders for path in folder.iterdir()
                    if path.is_dir() and any(path.glob("*.ftl"))})
    return {code: Catalog.load(*(folder / code for folder in folders if (folder / code).is_dir())) for code in codes}


CATALOGS: dict[str, Catalog] = _load(_FOLDERS)
_LANGUAGES: dict[str, str] = {}  # Discord locale → its catalog, as ``language`` found it
_KNOWN_LOCALES = 256  # a bound on _LANGUAGES: Discord has a few dozen locales


def add_catalogs(folder: str | Path) -> None:
    """Add the messages of another folder laid out as this one (``<folder>/<language>/*.ftl``): a game that lives
    outside the bot's tree brings its own. A message id given twice fails (CatalogError). Call it before the game's
    cog is imported: command descriptions are read from the catalog then."""
    folder = Path(folder).resolve()
    if folder in _FOLDERS:
        return
    catalogs = _load([*_FOLDERS, folder])  # all or nothing: a broken folder leaves the catalog as it was
    _FOLDERS.append(folder)
    CATALOGS.update(catalogs)  # in place: every module that imported CATALOGS sees the added messages
    _LANGUAGES.clear()  # a locale read as English may have a catalog now


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
