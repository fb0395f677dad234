"""Which catalog a Discord locale reads: its own (pt-BR, zh-CN, es-419, en-GB), else its language's, else
English (en-US reads en); and which Discord locales still read a catalog of another language than theirs."""

from __future__ import annotations

import discord
import pytest
from discord import app_commands

from discord_side.translator import CatalogTranslator, text
from i18n import CATALOGS, DEFAULT, Catalog, catalog_of, language, t
from i18n.names import babel_locale

DISCORD_LOCALES = [locale.value for locale in discord.Locale]


def same_language(catalog: str, locale: str) -> bool:
    """The catalog is written in the locale's language and script (zh-TW is no reader of zh-CN's simplified)."""
    written, read = babel_locale(catalog), babel_locale(locale)
    return (written.language, written.script) == (read.language, read.script)


def missing_locales() -> list[str]:
    """The Discord locales without a catalog of their own language."""
    return [locale for locale in DISCORD_LOCALES
            if (code := catalog_of(locale)) is None or not same_language(code, locale)]


def test_every_discord_locale_reads_a_catalog_of_its_own_language():
    assert missing_locales() == []


def test_no_catalog_is_named_for_anything_but_a_discord_locale_or_a_language():
    """A directory named pt_BR or PT-br would never be found."""
    assert [code for code in CATALOGS if code not in DISCORD_LOCALES and code != DEFAULT] == []


@pytest.mark.parametrize("code", sorted(CATALOGS))
def test_each_catalog_is_read_by_its_discord_locales(code):
    readers = [locale for locale in DISCORD_LOCALES if catalog_of(locale) == code]
    assert readers and all(same_language(code, locale) for locale in readers)


@pytest.fixture
def portuguese(monkeypatch):
    """Two throwaway catalogs: Brazilian Portuguese and Portuguese."""
    english = CATALOGS[DEFAULT]
    for code, word in (("pt-BR", "Entrar (Brasil)"), ("pt", "Entrar")):
        monkeypatch.setitem(CATALOGS, code, Catalog(code, {"common.ftl": f"button-join = {word}\n"}))
    assert "button.join" in english


def test_a_locale_reads_its_own_catalog_before_its_languages(portuguese):
    assert catalog_of("pt-BR") == "pt-BR"
    assert catalog_of("pt-PT") == "pt"  # a locale Pips has no catalog of its own for: its language's
    assert catalog_of("en-GB") == "en-GB" and catalog_of("en-US") == DEFAULT
    assert catalog_of("tlh") is None


def test_english_for_a_language_without_a_catalog():
    assert language("tlh") == DEFAULT and language(None) == DEFAULT and language("") == DEFAULT
    assert t("tlh", "button.join") == t(DEFAULT, "button.join")


async def test_the_picker_speaks_a_locales_own_catalog(portuguese):
    translator = CatalogTranslator()
    context = app_commands.TranslationContext(app_commands.TranslationContextLocation.choice_name, None)
    translated = await translator.translate(text("button.join"), discord.Locale.brazil_portuguese, context)
    assert translated == "Entrar (Brasil)"
