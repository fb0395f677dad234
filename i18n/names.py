"""Each catalog's language by name, from CLDR through Babel: in its own language ("Deutsch", "日本語"), as the
/settings language picker lists it, and in a reader's language ("French" for English).

CLDR gives a name in the nominative only ("polski", "čeština"): a message shows it as a label's value ("Język
stołów: polski"), never inside a sentence, which would need another case ("w języku polskim")."""

from __future__ import annotations

from babel import Locale

from i18n import CATALOGS, language
from kept import remembered


@remembered(64)  # the catalogs' codes and Discord's locales: a few dozen
def babel_locale(code: str) -> Locale:
    """Babel's locale for a catalog or Discord locale code ('pt-BR', 'es-419', 'no')."""
    return Locale.parse(code, sep="-")


def own_name(code: str) -> str:
    """A catalog's language as its readers write it, capitalized as a list item: "Deutsch", "Português (Brasil)"."""
    name = babel_locale(code).display_name or code
    return name[:1].upper() + name[1:]


@remembered(1024)  # a lobby names its language at every drawing
def name_in(code: str, reader: str) -> str:
    """A catalog's language as ``reader``'s language names it: "French" in English, "français" in French."""
    return babel_locale(code).get_display_name(babel_locale(language(reader))) or code


def by_own_name() -> list[str]:
    """Every catalog's code, in the order of their own names."""
    return sorted(CATALOGS, key=own_name)


def language_list() -> str:
    """Every language a table can be drawn in, for a refusal: "Deutsch (de), English (en), …"."""
    return ", ".join(f"{own_name(code)} ({code})" for code in by_own_name())
