"""When a scheduled night is: the time people type in `/schedule new`'s ``when``, read into Unix seconds.

Pure: the time now and the server's time zone are given, so a test reads any sentence at any moment. What is
read, in this order:

- a Discord timestamp (``<t:1796500000>``, ``<t:1796500000:F>``: what Discord's own time picker pastes) or a
  bare Unix time in seconds;
- a duration from now: ``in 90 minutes``, ``in 2h``, ``2h30m``, ``1 hour 15 min``, ``in 3 days``;
- a clock time in the server's time zone: ``20:30`` (today, or tomorrow once 20:30 has gone by today),
  ``today 20:30``, ``tomorrow 20:30``, ``2026-12-05 20:30`` (a ``T`` between date and time reads too), ``8pm``,
  ``8:30 pm``.

A time that has gone by, one further than ``FURTHEST`` ahead, or a text none of these reads is refused with the
catalog's sentence saying which, with examples.
"""

from __future__ import annotations

import re
from datetime import date, datetime, time, timedelta
from zoneinfo import ZoneInfo

from service.errors import Refusal

FURTHEST = 60 * 24 * 3600  # a night may be scheduled at most 60 days ahead
EXAMPLE_CLOCK = "20:30"

_TIMESTAMP = re.compile(r"<t:(-?\d{1,13})(?::[tdfr])?>")  # (read lower-cased)
_UNIX = re.compile(r"\d{9,11}")
_UNITS = {
    "d": 86400, "day": 86400, "days": 86400,
    "h": 3600, "hr": 3600, "hrs": 3600, "hour": 3600, "hours": 3600,
    "m": 60, "min": 60, "mins": 60, "minute": 60, "minutes": 60,
}
_DURATION_PART = re.compile(r"(\d{1,5})\s*(" + "|".join(sorted(_UNITS, key=len, reverse=True)) + r")(?![a-z])")
_DURATION = re.compile(r"(?:in\s+)?(?:" + _DURATION_PART.pattern + r"(?:\s*(?:,|and)?\s*))+")
_CLOCK = re.compile(
    r"(?:(?P<day>today|tomorrow)|(?P<date>\d{4}-\d{1,2}-\d{1,2}))?\s*(?:at\s+|t)?"
    r"(?P<hour>\d{1,2})(?::(?P<minute>\d{2}))?\s*(?P<half>am|pm)?"
)


def read_when(text: str, now: float, zone: ZoneInfo) -> int:
    """Unix seconds of the time ``text`` names, read at ``now`` in ``zone``; a Refusal says why it cannot be."""
    typed = " ".join(text.strip().lower().split())
    when = _read(typed, now, zone)
    if when is None:
        raise Refusal("night.when.unreadable", text=text.strip()[:100], **examples(now, zone))
    if when <= now:
        raise Refusal("night.when.past", **examples(now, zone))
    if when - now > FURTHEST:
        raise Refusal("night.when.far", **examples(now, zone))
    return when


def examples(now: float, zone: ZoneInfo) -> dict[str, str]:
    """What the refusals show as examples: a duration, a clock time tomorrow, and a date a week ahead."""
    ahead = datetime.fromtimestamp(now, zone).date() + timedelta(days=7)
    return {"clock": f"tomorrow {EXAMPLE_CLOCK}", "date": f"{ahead.isoformat()} {EXAMPLE_CLOCK}"}


def _read(typed: str, now: float, zone: ZoneInfo) -> int | None:
    if found := _TIMESTAMP.fullmatch(typed):
        return int(found[1])
    if _UNIX.fullmatch(typed):
        return int(typed)
    if _DURATION.fullmatch(typed):
        seconds = sum(int(amount) * _UNITS[unit] for amount, unit in _DURATION_PART.findall(typed))
        return int(now) + seconds
    if found := _CLOCK.fullmatch(typed):
        return _clock_time(found, now, zone)
    return None


def _clock_time(found: re.Match[str], now: float, zone: ZoneInfo) -> int | None:
    hour, minute, half = int(found["hour"]), int(found["minute"] or 0), found["half"]
    if found["minute"] is None and half is None:
        return None  # a bare number is no time ("20" could be anything)
    if half is not None:
        if not 1 <= hour <= 12:
            return None
        hour = hour % 12 + (12 if half == "pm" else 0)
    if hour > 23 or minute > 59:
        return None
    today = datetime.fromtimestamp(now, zone).date()
    if found["date"] is not None:
        try:
            day = date.fromisoformat("-".join(part.zfill(2) for part in found["date"].split("-")))
        except ValueError:
            return None
    elif found["day"] == "tomorrow":
        day = today + timedelta(days=1)
    else:
        day = today
    when = _at(day, hour, minute, zone)
    if found["day"] is None and found["date"] is None and when <= now:
        when = _at(today + timedelta(days=1), hour, minute, zone)  # a bare clock time that has gone by: tomorrow's
    return when


def _at(day: date, hour: int, minute: int, zone: ZoneInfo) -> int:
    """Unix seconds of a wall-clock time in ``zone`` (one that a daylight-saving change skips reads as the
    time after it; one it repeats, the first)."""
    return int(datetime.combine(day, time(hour, minute), zone).timestamp())


def next_week(starts_at: int, zone: ZoneInfo) -> int:
    """A weekly night's next time: the same wall-clock time in ``zone`` seven days on (so 20:30 stays 20:30 across
    a daylight-saving change)."""
    return int((datetime.fromtimestamp(starts_at, zone) + timedelta(days=7)).timestamp())
