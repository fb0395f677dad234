"""`/schedule new`'s ``when``, read at a fixed moment in a fixed time zone."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from service.errors import Refusal
from service.when import FURTHEST, next_week, read_when

PARIS = ZoneInfo("Europe/Paris")
UTC = ZoneInfo("UTC")
NOW = datetime(2026, 11, 30, 18, 0, tzinfo=PARIS).timestamp()  # a Monday, 18:00 in Paris (17:00 UTC)


def local(text: str, zone: ZoneInfo = PARIS) -> datetime:
    return datetime.fromtimestamp(read_when(text, NOW, zone), zone)


@pytest.mark.parametrize(("typed", "seconds"), [
    ("in 90 minutes", 90 * 60),
    ("in 2h", 2 * 3600),
    ("2h30m", 2 * 3600 + 30 * 60),
    ("2h 30m", 2 * 3600 + 30 * 60),
    ("1 hour and 15 min", 3600 + 15 * 60),
    ("In 3 Days", 3 * 86400),
    ("in 1 minute", 60),
])
def test_a_duration_counts_from_now(typed: str, seconds: int) -> None:
    assert read_when(typed, NOW, PARIS) == NOW + seconds


@pytest.mark.parametrize(("typed", "expected"), [
    ("20:30", datetime(2026, 11, 30, 20, 30)),
    ("today 20:30", datetime(2026, 11, 30, 20, 30)),
    ("tomorrow 20:30", datetime(2026, 12, 1, 20, 30)),
    ("2026-12-05 20:30", datetime(2026, 12, 5, 20, 30)),
    ("2026-12-05T20:30", datetime(2026, 12, 5, 20, 30)),
    ("8pm", datetime(2026, 11, 30, 20, 0)),
    ("8:30 PM", datetime(2026, 11, 30, 20, 30)),
    ("12:15 am", datetime(2026, 12, 1, 0, 15)),  # gone by today: tomorrow's
    ("9:00", datetime(2026, 12, 1, 9, 0)),  # gone by today: tomorrow's
])
def test_a_clock_time_is_in_the_servers_time_zone(typed: str, expected: datetime) -> None:
    assert local(typed) == expected.replace(tzinfo=PARIS)


def test_the_same_clock_time_in_another_zone_is_another_moment() -> None:
    assert read_when("2026-12-05 20:30", NOW, UTC) - read_when("2026-12-05 20:30", NOW, PARIS) == 3600


def test_a_clock_time_across_a_daylight_saving_change_keeps_its_wall_clock() -> None:
    before = datetime(2027, 3, 27, 12, 0, tzinfo=PARIS).timestamp()  # the day before summer time
    assert datetime.fromtimestamp(read_when("tomorrow 20:30", before, PARIS), PARIS).hour == 20
    assert read_when("tomorrow 20:30", before, PARIS) - before == 32.5 * 3600 - 3600


@pytest.mark.parametrize("typed", ["<t:1796600000>", "<t:1796600000:F>", "<t:1796600000:R>", "1796600000"])
def test_a_discord_timestamp_or_unix_time_is_that_moment(typed: str) -> None:
    assert read_when(typed, NOW, PARIS) == 1796600000


@pytest.mark.parametrize("typed", ["today 9:00", "2026-11-01 20:30", "<t:1700000000:F>", "in 0 minutes"])
def test_a_time_gone_by_is_refused_as_past(typed: str) -> None:
    with pytest.raises(Refusal) as refused:
        read_when(typed, NOW, PARIS)
    assert refused.value.key == "night.when.past"
    assert refused.value.params == {"clock": "tomorrow 20:30", "date": "2026-12-07 20:30"}


@pytest.mark.parametrize("typed", ["2027-03-01 20:30", "in 61 days", str(int(NOW) + FURTHEST + 1)])
def test_a_time_too_far_ahead_is_refused(typed: str) -> None:
    with pytest.raises(Refusal) as refused:
        read_when(typed, NOW, PARIS)
    assert refused.value.key == "night.when.far"
    assert set(refused.value.params) == {"clock", "date"}


def test_sixty_days_ahead_is_still_allowed() -> None:
    assert read_when("in 60 days", NOW, PARIS) == NOW + FURTHEST


@pytest.mark.parametrize("typed", [
    "", "soon", "20", "25:00", "20:61", "13pm", "2026-02-30 20:30", "tomorrow", "in minutes", "next friday",
])
def test_what_cannot_be_read_is_refused_with_what_was_typed(typed: str) -> None:
    with pytest.raises(Refusal) as refused:
        read_when(typed, NOW, PARIS)
    assert refused.value.key == "night.when.unreadable"
    assert refused.value.params["text"] == typed


def test_a_weekly_night_keeps_its_wall_clock_time_across_a_daylight_saving_change() -> None:
    before = datetime(2027, 3, 25, 20, 30, tzinfo=PARIS)  # the Thursday before summer time starts
    after = datetime.fromtimestamp(next_week(int(before.timestamp()), PARIS), PARIS)
    assert (after.date().isoformat(), after.hour, after.minute) == ("2027-04-01", 20, 30)
    assert next_week(int(before.timestamp()), PARIS) - before.timestamp() == 7 * 86400 - 3600
