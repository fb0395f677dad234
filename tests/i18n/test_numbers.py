"""Numbers written the way each locale writes them, by CLDR (Babel's data): a message's percent sign where and how
the locale puts it ("34%", "34 %", "%34"), and its decimal separator ("0.5", "0,5").

The code gives a message the digits (a whole percent, or a number's whole part and its tenths); the message writes
the sign and the separator, so each catalog is checked against Babel here."""

from __future__ import annotations

import re

import pytest
from babel.numbers import format_percent, get_decimal_symbol

from i18n import CATALOGS, DEFAULT, t, variables
from i18n.names import babel_locale

FRACTIONS = ("tenths", "fraction")  # the placeholder of a decimal's digits after the separator
SPACES = re.compile(r"[ \u00a0\u202f]")  # a space, a no-break space, a narrow no-break space: one typographic space


def percent_placeholders(key: str) -> set[str]:
    """The placeholders English follows with a percent sign."""
    names, counts = variables(CATALOGS[DEFAULT][key])
    shown = t(DEFAULT, key, **{name: f"<{name}>" for name in names - counts}, **dict.fromkeys(counts, 7))
    return {name for name in names - counts if f"<{name}>%" in shown}


PERCENT_KEYS = sorted(key for key in CATALOGS[DEFAULT] if percent_placeholders(key))
DECIMAL_KEYS = sorted(key for key in CATALOGS[DEFAULT]
                      if "whole" in (names := variables(CATALOGS[DEFAULT][key])[0]) and names & set(FRACTIONS))


def said(code: str, key: str, **values: object) -> str:
    names, counts = variables(CATALOGS[code][key])
    filled = {name: f"<{name}>" for name in names - counts} | dict.fromkeys(counts, 7) | values
    return SPACES.sub(" ", t(code, key, **filled))


def test_there_are_percentages_and_decimals():
    assert {"chances.seat", "odds.seat", "stats.rate", "story.swing"} <= set(PERCENT_KEYS)
    assert {"odds.decimal", "leaderboard.line.per_round"} <= set(DECIMAL_KEYS)


@pytest.mark.parametrize("code", sorted(CATALOGS))
def test_percentages_read_as_the_locale_writes_them(code):
    written = SPACES.sub(" ", format_percent(0.34, locale=babel_locale(code)))  # "34%", "34 %", "%34"…
    wrong = [key for key in PERCENT_KEYS
             if written not in said(code, key, **dict.fromkeys(percent_placeholders(key), 34))]
    assert wrong == [], f"{code} writes 34 percent as {written!r}"


@pytest.mark.parametrize("code", sorted(CATALOGS))
def test_decimals_read_as_the_locale_writes_them(code):
    written = f"12{get_decimal_symbol(babel_locale(code))}5"
    wrong = [key for key in DECIMAL_KEYS if written not in said(code, key, whole=12, **dict.fromkeys(FRACTIONS, 5))]
    assert wrong == [], f"{code} writes twelve and a half as {written!r}"


def test_english_and_french_as_before():
    assert t("en", "odds.seat", number=1, percent="12.3") == "**1.** 12.3%"
    assert t("fr", "odds.seat", number=1, percent="12,3") == "**1.** 12,3 %"
    assert t("en", "odds.decimal", whole=0, fraction=5) == "0.5"
    assert t("fr", "odds.decimal", whole=0, fraction=5) == "0,5"
