"""Slash-command names' descriptions from the message catalog.

discord.py sends a command's default (English) description and asks a
Translator for every other locale; both come from the catalog, so the
catalog stays the one place for every word a user reads.
"""

from __future__ import annotations

from discord import Locale, app_commands

from i18n import CATALOGS, DEFAULT, language, t


def text(key: str) -> app_commands.locale_str:
    """A command or option description: English now, other languages through the translator."""
    return app_commands.locale_str(t(DEFAULT, key), key=key)


class CatalogTranslator(app_commands.Translator):
    async def translate(
        self, string: app_commands.locale_str, locale: Locale, context: app_commands.TranslationContextTypes
    ) -> str | None:
        key = string.extras.get("key")
        code = language(locale.value)
        if key is None or code == DEFAULT or key not in CATALOGS[code]:
            return None  # Discord shows the English default
        return t(code, key)
