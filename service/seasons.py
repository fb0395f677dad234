"""Seasons: a server's boards (/leaderboard, /stats) start afresh every week or month, in UTC, or never.

How a season is defined: each season length a server chooses is kept with the second it was chosen
(``Store.season_changes``; rows are only ever added). A season is the calendar week (from Monday 00:00 UTC) or month
(from the 1st, 00:00 UTC) holding a moment, under the length in effect at that moment, cut where the length
changed: a change starts a new season at once (the one running then ends there) and never moves a season that has
ended, so every finished game stays in the season it finished in. A server that never chose has months. Under
"none" there are no seasons: the boards show all time. Nothing is deleted when a season ends: a past season is the
same results read between its two times.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta

from data.store import SeasonLength, Store

DEFAULT_LENGTH: SeasonLength = "month"
CURRENT, ALL_TIME = "current", "all"  # the season choices besides a past season's start
PAST_SEASONS = 23  # past seasons offered (with the current one and all time: Discord's 25 choices)

Changes = Sequence[tuple[int, SeasonLength]]  # (since, length), oldest first


@dataclass(frozen=True)
class Season:
    """From ``start`` (Unix seconds, included) to ``end`` (excluded)."""

    start: int
    end: int

    def cut(self, since: int | None, until: int | None) -> Season:
        """The part of this season from ``since`` to ``until`` (None: not cut on that side)."""
        start = self.start if since is None else max(self.start, since)
        end = self.end if until is None else min(self.end, until)
        return Season(start, end)


@dataclass(frozen=True)
class Period:
    """What a board counts: the games finished in ``season``, or (None) all of them; ``current``: the season still
    running (its end is still to come)."""

    season: Season | None
    current: bool = False

    @property
    def since(self) -> int | None:
        return self.season.start if self.season is not None else None

    @property
    def until(self) -> int | None:
        return self.season.end if self.season is not None else None


ALL_TIME_PERIOD = Period(None)


def calendar(moment: int, length: SeasonLength) -> Season:
    """The calendar week or month (UTC) holding ``moment``."""
    day = datetime.fromtimestamp(moment, UTC).replace(hour=0, minute=0, second=0, microsecond=0)
    if length == "week":
        monday = day - timedelta(days=day.weekday())
        return Season(int(monday.timestamp()), int((monday + timedelta(days=7)).timestamp()))
    first = day.replace(day=1)
    following = (first + timedelta(days=32)).replace(day=1)
    return Season(int(first.timestamp()), int(following.timestamp()))


def _in_effect(moment: int, changes: Changes) -> tuple[SeasonLength, int | None, int | None]:
    """The length in effect at ``moment``, since when (None: from the start) and until when (None: still)."""
    length, since, until = DEFAULT_LENGTH, None, None
    for when, chosen in changes:
        if when <= moment:
            length, since = chosen, when
        else:
            until = when
            break
    return length, since, until


def season_at(moment: float, changes: Changes) -> Season | None:
    """The season holding ``moment``; None under "none"."""
    second = math.floor(moment)
    length, since, until = _in_effect(second, changes)
    if length == "none":
        return None
    return calendar(second, length).cut(since, until)


def seasons_before(season_start: float, changes: Changes, earliest: float | None, limit: int) -> list[Season]:
    """The seasons before the moment ``season_start``, newest first, back to the one holding ``earliest`` (the
    server's first finished game; None: there are none), at most ``limit``. Stretches under "none" are skipped."""
    found: list[Season] = []
    if earliest is None:
        return found
    moment, first = math.floor(season_start) - 1, math.floor(earliest)
    while moment >= first and len(found) < limit:
        season = season_at(moment, changes)
        if season is None:
            _, since, _ = _in_effect(moment, changes)
            if since is None:  # (never: "none" is in effect only from a change)
                break
            moment = since - 1
            continue
        found.append(season)
        moment = season.start - 1
    return found


class Seasons:
    """A server's seasons as of now (``clock``), from what the store keeps."""

    def __init__(self, store: Store, clock: Callable[[], float]) -> None:
        self.store = store
        self.clock = clock

    async def current(self, guild_id: int) -> Season | None:
        return season_at(self.clock(), await self.store.season_changes(guild_id))

    async def past(self, guild_id: int, limit: int = PAST_SEASONS) -> list[Season]:
        """The seasons that have ended, newest first (back to the server's first finished game)."""
        changes = await self.store.season_changes(guild_id)
        now = self.clock()
        current = season_at(now, changes)
        start = current.start if current is not None else _in_effect(math.floor(now), changes)[1] or now
        return seasons_before(start, changes, await self.store.first_finished_at(guild_id), limit)

    async def period(self, guild_id: int | None, choice: str | None) -> Period:
        """What a board's season choice counts: None or CURRENT the season running (all time under "none"),
        ALL_TIME everything, a past season's start (as the choices give it) that season; anything else (a choice
        typed by hand) the season running. A DM or group DM (``guild_id`` None) has no settings: its seasons are
        the default's, calendar months."""
        changes = await self.store.season_changes(guild_id) if guild_id is not None else []
        now = self.clock()
        current = season_at(now, changes)
        if choice == ALL_TIME:
            return Period(None)
        if choice is not None and choice.isdigit():
            chosen = season_at(int(choice), changes)
            if chosen is not None and chosen.start == int(choice) and chosen.end <= now:
                return Period(chosen)
        return Period(current, current=current is not None)
