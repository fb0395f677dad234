"""/settings language: every language suggested by its own name as a manager types (Discord lists at most 25),
and a typed value read back as the language it names."""

from __future__ import annotations

import pytest

from discord_side.languages import MAX_CHOICES, SERVER_LANGUAGE, chosen_language, language_choices
from i18n import CATALOGS, Catalog, t
from i18n.names import language_list, name_in, own_name

# Languages Discord has no locale for, so no catalog of Pips's will ever be named so
OTHER_LANGUAGES = ("af", "sq", "am", "ar", "hy", "az", "eu", "be", "bn", "bs", "ca", "et", "fil", "gl", "ka", "gu",
                   "he", "is", "ga", "kk", "km", "kn", "lv", "mk", "ms", "ml", "mr", "mn", "ne", "fa")


def test_nothing_typed_offers_the_servers_language_then_every_language_by_its_own_name():
    choices = language_choices("", "fr")
    assert (choices[0].name, choices[0].value) == (t("fr", "settings.choice.server"), SERVER_LANGUAGE)
    assert {choice.value for choice in choices[1:]} == set(CATALOGS) or len(choices) == MAX_CHOICES
    assert ("Français", "fr") in [(choice.name, choice.value) for choice in choices]
    assert ("English", "en") in [(choice.name, choice.value) for choice in choices]


@pytest.mark.parametrize(("typed", "reader"), [("fran", "en"), ("FRENCH", "en"), ("fr", "de"), ("anglais", "fr")])
def test_a_language_is_found_by_its_own_name_the_readers_word_or_its_code(typed, reader):
    wanted = "en" if typed == "anglais" else "fr"
    assert wanted in [choice.value for choice in language_choices(typed, reader)]


def test_nothing_matches_nonsense():
    assert language_choices("qqqq", "en") == []


def test_at_most_discords_25_suggestions(monkeypatch):
    for code in OTHER_LANGUAGES:  # throwaway catalogs: more languages than Discord lists
        monkeypatch.setitem(CATALOGS, code, Catalog(code, {"common.ftl": "button-join = Join\n"}))
    assert len(language_choices("", "en")) == MAX_CHOICES


@pytest.mark.parametrize(("typed", "reader", "chosen"), [
    ("fr", "en", "fr"), ("FR", "en", "fr"), (" Français ", "en", "fr"), ("english", "fr", "en"),
    ("French", "en-GB", "fr"), ("anglais", "fr", "en"), ("server", "en", None), ("xx", "en", "xx"),
    ("anglais", "en", "anglais"),  # an English reader's word for English is not "anglais"
])
def test_a_typed_value_names_a_language(typed, reader, chosen):
    assert chosen_language(typed, reader) == chosen


@pytest.mark.parametrize("code", sorted(CATALOGS))
def test_each_language_has_its_own_name_and_a_name_in_every_language(code):
    assert own_name(code) != code and not own_name(code)[:1].islower()
    for reader in CATALOGS:
        assert name_in(code, reader)
    assert f"{own_name(code)} ({code})" in language_list()


def test_english_and_french_names_read_as_before():
    assert (name_in("fr", "en"), name_in("en", "en"), name_in("fr", "fr"), name_in("en", "fr")) == (
        "French", "English", "français", "anglais")
