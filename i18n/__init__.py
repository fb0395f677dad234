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
from dataclasses import dataclass, field
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


@dataclass(frozen=True, slots=True)
class _Plural:
    """One ``{n:plural:…}`` of a compiled template, in one language."""

    name: str  # the field of the template it fills
    number: str  # the number's field
    forms: tuple[str, ...]
    # whole numbers already said, and how: a table says the same few counts on every drawing (a language's
    # template is compiled for that language alone, so these follow its rule)
    said: dict[int, str] = field(default_factory=dict)


@dataclass(frozen=True, slots=True)
class _Compiled:
    """A template made ready for str.format (formatting then stays in C): each ``{n:plural:…}`` becomes a field
    of its own, filled with the form the language's rule picks for ``n``."""

    template: str
    plurals: tuple[_Plural, ...] = ()
    formatter_only: bool = False  # a plural str.format cannot take apart (a nested field): the formatter reads it


# Per language: template → compiled. Keyed by the text, not the key: an entry changed at run time (tests do)
# is compiled anew. Bounded by the catalogs' size.
_COMPILED: dict[str, dict[str, _Compiled]] = {code: {} for code in CATALOGS}
_LANGUAGES: dict[str, str] = {}  # Discord locale → its catalog, as ``language`` found it
_KNOWN_LOCALES = 256  # a bound on _LANGUAGES: Discord has a few dozen locales
_SAID_NUMBERS = 1024  # a bound on each plural's numbers remembered


def _compile(template: str) -> _Compiled:
    if ":" + PLURAL not in template:
        return _Compiled(template)
    parts: list[str] = []
    plurals: list[_Plural] = []
    for literal, name, spec, conversion in string.Formatter().parse(template):
        parts.append(literal.replace("{", "{{").replace("}", "}}"))
        if name is None:
            continue
        if spec and spec.startswith(PLURAL):
            if "{" in spec or conversion or not name.isidentifier():
                return _Compiled(template, formatter_only=True)
            plural = _Plural(f"_plural_{len(plurals)}", name, tuple(spec[len(PLURAL):].split("|")))
            plurals.append(plural)
            parts.append(f"{{{plural.name}}}")
        else:
            parts.append(f"{{{name}{'!' + conversion if conversion else ''}{':' + spec if spec else ''}}}")
    return _Compiled("".join(parts), tuple(plurals))


def language(locale: str | None) -> str:
    """The catalog for a Discord locale such as 'fr' or 'en-US'."""
    if not locale:
        return DEFAULT
    code = _LANGUAGES.get(locale)
    if code is None:
        code = str(locale).split("-")[0].lower()
        code = code if code in CATALOGS else DEFAULT
        if len(_LANGUAGES) < _KNOWN_LOCALES:
            _LANGUAGES[locale] = code
    return code


def t(locale: str | None, key: str, /, **params: Any) -> str:
    code = _LANGUAGES.get(locale) if locale else DEFAULT  # (``language``, with the lookup of a known one inline)
    if code is None:
        code = language(locale)
    template = CATALOGS[code].get(key)
    if template is None:
        code = DEFAULT
        template = CATALOGS[DEFAULT][key]  # a missing English entry is a bug: let it raise
    if not params:
        return template
    ready = _COMPILED[code].get(template)
    if ready is None:
        ready = _COMPILED[code][template] = _compile(template)
    if ready.plurals:
        rule = PLURAL_RULES[code]
        for plural in ready.plurals:
            params[plural.name] = _said(rule, params[plural.number], plural)
    elif ready.formatter_only:
        return _FORMATTERS[code].vformat(template, (), params)
    return ready.template.format(**params)


def _said(rule: Callable[[float], int], value: Any, plural: _Plural) -> str:
    if type(value) is not int:  # (a bool is refused, a float not remembered)
        return plural_form(rule, value, plural.forms)
    said = plural.said.get(value)
    if said is None:
        said = plural_form(rule, value, plural.forms)
        if len(plural.said) < _SAID_NUMBERS:
            plural.said[value] = said
    return said


def has(key: str) -> bool:
    return key in CATALOGS[DEFAULT]


def plural_specs(template: str) -> Mapping[str, int]:
    """Field name -> number of forms, for every plural in ``template`` (the catalog tests use it)."""
    return {
        field: len(spec[len(PLURAL):].split("|"))
        for _, field, spec, _ in string.Formatter().parse(template)
        if field is not None and spec and spec.startswith(PLURAL)
    }
