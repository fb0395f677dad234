"""The one message catalog: every word a user reads comes from here.

``t(locale, key, **params)`` formats the entry for the user's language,
falling back to English for a language or an entry not translated yet.

Where a number meets a noun, an entry names the forms and the language's
plural rule picks one: ``"Pot: {pot:plural:# chip|# chips}"`` reads "Pot: 1 chip",
"Pot: 3 chips"; ``#`` stands for the number. Forms are listed in the order of
the language's categories in ``PLURAL_RULES`` (English and French: one|other).
"""

from __future__ import annotations

import string
from collections.abc import Callable, Mapping, Sequence
from typing import Any

from i18n import en, fr

DEFAULT = "en"
CATALOGS: dict[str, dict[str, str]] = {"en": en.MESSAGES, "fr": fr.MESSAGES}

PLURAL = "plural:"


def _english(n: float) -> int:
    return 0 if n == 1 else 1


def _french(n: float) -> int:
    # CLDR: "one" for 0 and 1 (and the fractions between), "other" beyond ("many" is for millions: other here)
    return 0 if 0 <= n < 2 else 1


# Per language: the index of the form to use for a number (its CLDR plural category, one|other).
PLURAL_RULES: dict[str, Callable[[float], int]] = {"en": _english, "fr": _french}


class _CatalogFormatter(string.Formatter):
    """str.format plus the ``plural:`` spec, in one language."""

    def __init__(self, code: str) -> None:
        self.rule = PLURAL_RULES[code]

    def format_field(self, value: Any, format_spec: str) -> str:
        if format_spec.startswith(PLURAL):
            return plural_form(self.rule, value, format_spec[len(PLURAL):].split("|"))
        return super().format_field(value, format_spec)


def plural_form(rule: Callable[[float], int], value: Any, forms: Sequence[str]) -> str:
    if isinstance(value, bool) or not isinstance(value, int | float):
        raise TypeError(f"a plural needs a number, not {value!r}")
    form = forms[min(rule(value), len(forms) - 1)]
    return form.replace("#", str(value))


_FORMATTERS = {code: _CatalogFormatter(code) for code in CATALOGS}
# Entries with a plural go through the (slower) formatter; every other entry through str.format.
_PLURAL_KEYS = {code: {key for key, text in catalog.items() if ":" + PLURAL in text} for code, catalog in CATALOGS.items()}


def language(locale: str | None) -> str:
    """The catalog for a Discord locale such as 'fr' or 'en-US'."""
    if not locale:
        return DEFAULT
    code = str(locale).split("-")[0].lower()
    return code if code in CATALOGS else DEFAULT


def t(locale: str | None, key: str, /, **params: Any) -> str:
    code = language(locale)
    template = CATALOGS[code].get(key)
    if template is None:
        code = DEFAULT
        template = CATALOGS[DEFAULT][key]  # a missing English entry is a bug: let it raise
    if not params:
        return template
    if key in _PLURAL_KEYS[code]:
        return _FORMATTERS[code].vformat(template, (), params)
    return template.format(**params)


def has(key: str) -> bool:
    return key in CATALOGS[DEFAULT]


def plural_specs(template: str) -> Mapping[str, int]:
    """Field name -> number of forms, for every plural in ``template`` (the catalog tests use it)."""
    return {
        field: len(spec[len(PLURAL):].split("|"))
        for _, field, spec, _ in string.Formatter().parse(template)
        if field is not None and spec and spec.startswith(PLURAL)
    }
