"""Seasons in UTC: calendar weeks from Monday 00:00 and months from the 1st, cut where the length changed, none
under "none"; the past seasons back to the first game; what a board's choice counts (driven by a clock)."""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any

from service.seasons import ALL_TIME, Season, Seasons, calendar, season_at, seasons_before


def at(year: int, month: int, day: int, hour: int = 0, minute: int = 0, second: int = 0) -> int:
    return int(datetime(year, month, day, hour, minute, second, tzinfo=UTC).timestamp())


def test_a_month_runs_from_the_first_at_midnight_utc_to_the_next_first() -> None:
    assert calendar(at(2026, 11, 27, 18, 0), "month") == Season(at(2026, 11, 1), at(2026, 12, 1))
    assert calendar(at(2026, 12, 31, 23, 59, 59), "month") == Season(at(2026, 12, 1), at(2027, 1, 1))
    assert calendar(at(2027, 1, 1), "month") == Season(at(2027, 1, 1), at(2027, 2, 1))
    assert calendar(at(2028, 2, 15), "month") == Season(at(2028, 2, 1), at(2028, 3, 1))


def test_a_week_runs_from_monday_at_midnight_utc() -> None:
    sunday_night, monday = at(2026, 11, 29, 23, 59, 59), at(2026, 11, 30)
    assert calendar(sunday_night, "week") == Season(at(2026, 11, 23), monday)
    assert calendar(monday, "week") == Season(monday, at(2026, 12, 7))
    assert calendar(at(2026, 12, 31, 12), "week") == Season(at(2026, 12, 28), at(2027, 1, 4))  # across the year


def test_a_server_that_never_chose_has_months_and_none_has_no_season() -> None:
    assert season_at(at(2026, 11, 27) + 0.5, []) == Season(at(2026, 11, 1), at(2026, 12, 1))
    assert season_at(at(2026, 11, 27), [(at(2026, 11, 10), "none")]) is None


def test_a_change_cuts_the_season_running_and_never_moves_an_ended_one() -> None:
    changed = at(2026, 11, 18, 15)  # a Wednesday afternoon: months, then weeks
    changes: Any = [(changed, "week")]
    assert season_at(at(2026, 11, 5), changes) == Season(at(2026, 11, 1), changed)  # the month cut short
    assert season_at(at(2026, 10, 5), changes) == Season(at(2026, 10, 1), at(2026, 11, 1))  # as it was
    assert season_at(changed, changes) == Season(changed, at(2026, 11, 23))  # the first week starts then
    assert season_at(at(2026, 11, 24), changes) == Season(at(2026, 11, 23), at(2026, 11, 30))


def test_past_seasons_go_back_to_the_first_game_newest_first_skipping_none() -> None:
    changes: Any = [(at(2026, 9, 1), "none"), (at(2026, 10, 15), "month")]
    before = seasons_before(at(2026, 12, 1), changes, earliest=at(2026, 8, 20), limit=10)
    assert before == [Season(at(2026, 11, 1), at(2026, 12, 1)), Season(at(2026, 10, 15), at(2026, 11, 1)),
                      Season(at(2026, 8, 1), at(2026, 9, 1))]
    assert seasons_before(at(2026, 12, 1), [], earliest=None, limit=10) == []
    assert len(seasons_before(at(2026, 12, 1), [], earliest=at(2020, 1, 1), limit=3)) == 3


class Changes:
    """Just what Seasons reads of a store."""

    def __init__(self, changes: list[tuple[int, str]], first: float | None) -> None:
        self.changes, self.first = changes, first

    async def season_changes(self, guild_id: int) -> list[tuple[int, str]]:
        return self.changes

    async def first_finished_at(self, guild_id: int) -> float | None:
        return self.first


async def test_a_boards_choice_counts_the_current_season_a_past_one_or_all_time() -> None:
    now = [float(at(2026, 11, 27, 18))]
    seasons = Seasons(Changes([], at(2026, 9, 3)), lambda: now[0])  # type: ignore[arg-type]
    current = await seasons.period(1, None)
    assert (current.season, current.current) == (Season(at(2026, 11, 1), at(2026, 12, 1)), True)
    assert (await seasons.period(1, ALL_TIME)).season is None
    october = await seasons.period(1, str(at(2026, 10, 1)))
    assert (october.season, october.current) == (Season(at(2026, 10, 1), at(2026, 11, 1)), False)
    assert (await seasons.period(1, str(at(2026, 10, 2)))).current  # no season starts then: the current one
    assert [s.start for s in await seasons.past(1)] == [at(2026, 10, 1), at(2026, 9, 1)]
    now[0] = float(at(2026, 12, 1))  # the clock turns the month: November has ended
    assert (await seasons.period(1, None)).season == Season(at(2026, 12, 1), at(2027, 1, 1))
    assert (await seasons.period(1, str(at(2026, 11, 1)))).season == Season(at(2026, 11, 1), at(2026, 12, 1))


async def test_a_dm_or_group_dm_counts_calendar_months_whatever_a_server_chose() -> None:
    now = float(at(2026, 11, 27, 18))
    weekly = Changes([(at(2026, 1, 1), "week")], at(2026, 9, 3))  # a server's choice, never a conversation's
    seasons = Seasons(weekly, lambda: now)  # type: ignore[arg-type]
    assert (await seasons.period(None, None)).season == Season(at(2026, 11, 1), at(2026, 12, 1))
    assert (await seasons.period(1, None)).season != Season(at(2026, 11, 1), at(2026, 12, 1))
