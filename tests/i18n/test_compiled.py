"""``t`` formats a plural through a template compiled once for str.format: the same text the catalog's own
formatter writes, for every entry with a plural, in every language, at the numbers its rule tells apart."""

from __future__ import annotations

import string

import pytest

import i18n
from i18n import CATALOGS, PLURAL, language, t

NUMBERS = (0, 1, 2, 5, 1.5)


def fields(template: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(template) if name}


def entries_with_plurals() -> list[tuple[str, str]]:
    return [(code, key) for code, catalog in CATALOGS.items() for key, text in sorted(catalog.items())
            if ":" + PLURAL in text]


@pytest.mark.parametrize(("code", "key"), entries_with_plurals())
def test_a_compiled_plural_reads_as_the_formatter_writes_it(code: str, key: str) -> None:
    template = CATALOGS[code][key]
    for number in NUMBERS:
        params = {name: number for name in fields(template)}
        assert t(code, key, **params) == i18n._FORMATTERS[code].vformat(template, (), params)


def test_the_plural_forms_follow_each_language_rule() -> None:
    assert t("en", "lcr.seat", chips=1) == " — 1 chip"
    assert t("en", "lcr.seat", chips=0) == " — 0 chips"
    assert "0 jeton" in t("fr", "lcr.seat", chips=0) and "0 jetons" not in t("fr", "lcr.seat", chips=0)
    assert "2 jetons" in t("fr", "lcr.seat", chips=2)


def test_an_entry_changed_at_run_time_is_read_anew(monkeypatch: pytest.MonkeyPatch) -> None:
    assert t("en", "lcr.seat", chips=2) == " — 2 chips"
    monkeypatch.setitem(CATALOGS["en"], "lcr.seat", "{chips:plural:# pip|# pips} {{left}}")
    assert t("en", "lcr.seat", chips=2) == "2 pips {left}"


def test_a_regional_locale_reads_its_language_and_an_unknown_one_english() -> None:
    assert language("fr") == language("fr-FR") == language("fr") == "fr"
    assert language("en-GB") == language("pt-BR") == language("") == "en"
    assert t("fr-FR", "lcr.seat", chips=2) == t("fr", "lcr.seat", chips=2)


def test_a_number_said_again_reads_the_same_in_each_language_and_a_bool_is_still_refused() -> None:
    for _ in range(2):  # the second time, each language's remembered form
        assert t("en", "lcr.seat", chips=0) == " — 0 chips"
        assert t("fr", "lcr.seat", chips=0) == " — 0 jeton"
        assert t("en", "lcr.seat", chips=1) == " — 1 chip"
    with pytest.raises(TypeError):
        t("en", "lcr.seat", chips=True)  # equal to the remembered 1, and no number all the same
    assert t("en", "lcr.seat", chips=1.0) == " — 1.0 chip"


def test_a_language_remembers_a_bounded_count_of_numbers(monkeypatch: pytest.MonkeyPatch) -> None:
    t("en", "lcr.seat", chips=1)
    plural = i18n._COMPILED["en"][CATALOGS["en"]["lcr.seat"]].plurals[0]
    for said in list(plural.said):  # what earlier tests had it say, forgotten
        monkeypatch.delitem(plural.said, said)
    monkeypatch.setattr(i18n, "_SAID_NUMBERS", 3)
    for chips in range(10):
        assert t("en", "lcr.seat", chips=chips) == f" — {chips} chip{'s' if chips != 1 else ''}"
    assert sorted(plural.said) == [0, 1, 2]
