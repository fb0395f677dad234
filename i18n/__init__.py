"""The one message catalog: every word a user reads comes from here.

``t(locale, key, **params)`` formats the entry for the user's language,
falling back to English for a language or an entry not translated yet.
"""

from __future__ import annotations

from typing import Any

from i18n import en, fr

DEFAULT = "en"
CATALOGS: dict[str, dict[str, str]] = {"en": en.MESSAGES, "fr": fr.MESSAGES}


def language(locale: str | None) -> str:
    """The catalog for a Discord locale such as 'fr' or 'en-US'."""
    if not locale:
        return DEFAULT
    code = str(locale).split("-")[0].lower()
    return code if code in CATALOGS else DEFAULT


def t(locale: str | None, key: str, /, **params: Any) -> str:
    catalog = CATALOGS[language(locale)]
    template = catalog.get(key)
    if template is None:
        template = CATALOGS[DEFAULT][key]  # a missing English entry is a bug: let it raise
    return template.format(**params) if params else template


def has(key: str) -> bool:
    return key in CATALOGS[DEFAULT]
