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
    assert t("fr", "odds.seat", number=1, percent="12,3") == "**1.** 12,3\u00a0%"
    assert t("en", "odds.decimal", whole=0, fraction=5) == "0.5"
    assert t("fr", "odds.decimal", whole=0, fraction=5) == "0,5"


def percent_gap(code: str) -> str:
    """What the locale writes between a number and its percent sign: "" (34%), a no-break space (34 %)…"""
    written = format_percent(0.34, locale=babel_locale(code))
    return written.replace("34", "").replace("%", "")


PERCENT = re.compile(r"(?<=\d)(\s*)%|%(\s*)(?=\d)")


def percent_gaps(code: str) -> dict[str, set[str]]:
    """Each message's gaps between a number and a percent sign, by key, with every placeholder a number."""
    found: dict[str, set[str]] = {}
    for key in CATALOGS[code]:
        names, counts = variables(CATALOGS[code][key])
        percents = percent_placeholders(key) if key in CATALOGS[DEFAULT] else set()
        shown = t(code, key, **(dict.fromkeys(names - counts, "x") | dict.fromkeys(percents, "34")),
                  **dict.fromkeys(counts, 7))
        gaps = {after or before for after, before in PERCENT.findall(shown)}
        if gaps:
            found[key] = gaps
    return found


@pytest.mark.parametrize("code", sorted(CATALOGS))
def test_the_gap_before_a_percent_sign_is_the_locales_own(code):
    """A plain space lets a phone break "34" from "%"; CLDR writes a no-break space where the locale has a gap."""
    gap = percent_gap(code)
    wrong = {key: sorted(map(ascii, gaps)) for key, gaps in percent_gaps(code).items() if gaps != {gap}}
    assert wrong == {}, f"{code} writes {gap!a} between a number and %"


def test_percent_gaps_are_found():
    assert percent_gap("de") == "\u00a0" and percent_gap("en") == "" and percent_gap("tr") == ""
    assert percent_gaps("en")["odds.shared"] == {""}
