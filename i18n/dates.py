"""Dates in each catalog's language, as CLDR writes them (through Babel): "Nov 29, 2026" in English, "29.11.2026"
in German, "2026年11月29日" in Chinese. A message shows Discord's own timestamp (``<t:…:d>``) where it can, which the
reader's client writes; a menu's option or a command's suggestion shows plain text only, written with these."""

from __future__ import annotations

from datetime import UTC, datetime, tzinfo

from babel.dates import format_date, format_time

from i18n import language
from i18n.names import babel_locale


def day(moment: float, locale: str) -> str:
    """The UTC date of a Unix time, as ``locale``'s catalog language writes it: "Nov 29, 2026"."""
    return format_date(datetime.fromtimestamp(moment, UTC), "medium", locale=babel_locale(language(locale)))


def day_and_time(moment: float, locale: str, zone: tzinfo = UTC) -> str:
    """The date and time of a Unix time in ``zone``, to the minute, joined as the language joins them: "Nov 29,
    2026, 2:05 PM" (the message says which zone)."""
    written = babel_locale(language(locale))
    when = datetime.fromtimestamp(moment, zone)
    joined: str = written.datetime_formats["medium"]
    return joined.format(format_time(when, "short", tzinfo=zone, locale=written),
                         format_date(when, "medium", locale=written))
