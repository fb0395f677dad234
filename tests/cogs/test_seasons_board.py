"""How seasons and luck read: the board says which season it counts and when the current one ends (a Discord
timestamp), its page buttons keep a past season, the luck board fits a phone in every language, and /stats gives
each game's luck and says when older games were left out."""

from __future__ import annotations

import pytest

from cogs.leaderboard import render, render_luck
from cogs.stats import stats_lines
from data.store import Luck, PlayerRecord, Standing
from discord_side.custom_ids import BoardTurn, parse
from discord_side.seasons import figure
from i18n import CATALOGS, t
from service.leaderboard import BoardPage, ranked
from service.luck import luck_board
from service.seasons import Period, Season
from service.stats import KindStats, PlayerStats

NOVEMBER = Season(1_793_491_200, 1_796_083_200)  # 2026-11-01 to 2026-12-01, UTC
MAX_LINES, MAX_CHARACTERS = 25, 1800  # a phone's screen (tests/screen/test_render_budget.py)


def standings(count: int) -> list[Standing]:
    return [Standing("lcr", user, f"P{user}", False, 9, 9 - user % 9, 0, 0) for user in range(1, count + 1)]


def test_the_current_season_says_when_it_ends_and_a_past_one_its_days() -> None:
    embed, _ = render(BoardPage(None, 0, 1, ranked(standings(1)), None, Period(NOVEMBER, current=True)), "en")
    first = (embed.description or "").split("\n")[0]
    assert first == t("en", "season.current", start=NOVEMBER.start, end=NOVEMBER.end)
    assert f"<t:{NOVEMBER.end}:R>" in first and f"<t:{NOVEMBER.end}:f>" in first
    embed, _ = render(BoardPage(None, 0, 1, [], None, Period(NOVEMBER)), "en")
    assert (embed.description or "").startswith(t("en", "season.past", start=NOVEMBER.start, last=NOVEMBER.end - 1))


def test_the_page_buttons_of_a_past_season_or_all_time_keep_it_and_the_current_ones_follow_the_clock() -> None:
    def turns(period: Period) -> list[BoardTurn]:
        _, view = render(BoardPage("lcr", 0, 2, ranked(standings(10)), None, period), "en")
        found = [parse(str(getattr(item, "custom_id", ""))) for item in view.children]
        return [turn for turn in found if isinstance(turn, BoardTurn)]

    assert [turn.season for turn in turns(Period(NOVEMBER))] == [str(NOVEMBER.start)] * 2
    assert [turn.season for turn in turns(Period(None))] == ["all"] * 2
    assert [turn.season for turn in turns(Period(NOVEMBER, current=True))] == [None, None]
    assert parse("pips:board:lcr:1") == BoardTurn("lcr", 1)  # a button drawn before seasons still turns


@pytest.mark.parametrize("locale", sorted(CATALOGS))
def test_the_luck_board_fits_a_phone_in_every_language(locale: str) -> None:
    records = [Luck("lcr", 10**17 + user, 120, user, 50.55, False) for user in range(1, 9)]
    embed = render_luck(luck_board(records), "leftovers", Period(NOVEMBER, current=True), locale)
    text = f"{embed.title}\n{embed.description}"
    assert len(text.split("\n")) <= MAX_LINES and len(text) <= MAX_CHARACTERS
    assert (embed.description or "").count(f"<@{10**17 + 8}>") == 1  # the luckiest, on one side only


def test_a_figure_has_one_decimal_the_languages_separator_and_a_sign_when_asked() -> None:
    assert (figure(1.74, "en", signed=True), figure(-0.25, "fr", signed=True)) == ("+1.7", "−0,2")
    assert (figure(0.04, "en", signed=True), figure(5.3, "de")) == ("0.0", "5,3")


def test_stats_give_each_games_luck_and_say_when_older_games_are_left_out() -> None:
    lcr = KindStats(PlayerRecord("lcr", 20, 7, 13, 40, 5, 0, 0), None, 0, Luck("lcr", 1, 20, 7, 5.3, False))
    buck = KindStats(PlayerRecord("buck", 12, 9, 3, 0, 0, 0, 0), None, 0, Luck("buck", 1, 10, 2, 3.1, True))
    lines = stats_lines(PlayerStats(1, [buck, lcr]), "en")
    assert "Luck: won 7 of 20; the dice gave you 5.3: **+1.7**" in lines
    assert "Luck: lost 2 of 10; the dice gave you 3.1 losses: **+1.1**" in lines
    assert t("en", "luck.total", luck="+2.8", games=30) in lines
    assert lines[-2:] == [t("en", "luck.how"), t("en", "luck.older")]  # 32 games, 30 of them with chances
    assert not any(line.startswith("Luck") for line in stats_lines(PlayerStats(1, [KindStats(lcr.record, None, 0)]),
                                                                   "en"))
