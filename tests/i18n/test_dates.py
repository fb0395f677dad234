"""Dates in plain text (a season's suggestion, a /history menu option) read as each language writes them: Babel's
CLDR date, not an ISO "2026-11-29" for every language (Lithuanian alone writes its dates so)."""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path
from zoneinfo import ZoneInfo

import pytest
from babel.dates import format_date

from cogs.story import history_options
from data.store import PastGame
from discord_side.seasons import past_name
from i18n import CATALOGS, t
from i18n.dates import day_and_time
from i18n.names import babel_locale
from service.seasons import Season

START = int(datetime(2026, 9, 1, tzinfo=UTC).timestamp())
END = int(datetime(2026, 12, 1, tzinfo=UTC).timestamp())  # the first moment of the next season
FINISHED = int(datetime(2026, 11, 29, 14, 5, tzinfo=UTC).timestamp())


def babel_day(year: int, month: int, day: int, code: str) -> str:
    return format_date(datetime(year, month, day), "medium", locale=babel_locale(code))


@pytest.mark.parametrize("code", sorted(CATALOGS))
def test_a_past_season_is_named_by_its_days_as_the_language_writes_them(code):
    season = Season(start=START, end=END)
    named = past_name(season, code)
    assert named == t(code, "season.choice.past", start=babel_day(2026, 9, 1, code), end=babel_day(2026, 11, 30, code))


@pytest.mark.parametrize("code", sorted(CATALOGS))
def test_a_finished_game_says_its_day_as_the_language_writes_it(code):
    game = PastGame(table_id=1, kind="lcr", guild_id=None, channel_id=2, message_id=None, seed="00",
                    finished_at=FINISHED, seats=())
    (option,) = history_options([game], code)
    assert babel_day(2026, 11, 29, code) in (option.description or "")


def test_a_date_and_time_in_a_zone_reads_as_the_language_writes_it():
    evening = int(datetime(2026, 12, 5, 19, 30, tzinfo=UTC).timestamp())
    assert day_and_time(evening, "de", ZoneInfo("Europe/Berlin")) == "05.12.2026, 20:30"
    assert day_and_time(evening, "en-US") == "Dec 5, 2026, 7:30\u202fPM"


def test_no_plain_text_date_is_written_the_same_in_every_language():
    """A date in plain text goes through i18n/dates.py (Babel), not ``strftime``."""
    root = Path(__file__).resolve().parents[2]
    written = [path.name for folder in ("cogs", "discord_side", "screen") for path in (root / folder).rglob("*.py")
               if "strftime(" in path.read_text(encoding="utf-8")]
    assert written == []
