"""How /leaderboard reads: what is good said once, computers apart, plurals, and never an empty section."""

from __future__ import annotations

import cogs.leftovers  # noqa: F401 (registers how a Bad Leftovers game's running rows read, as the bot loads it)
from cogs.leaderboard import render
from data.records import Seat, Status, Table
from data.store import Standing
from i18n import t
from rules.base import RunningScore
from service.leaderboard import BoardPage, RunningGame, ranked

HANA, BOB = 1, 2


def board(standings: list[Standing], running: RunningGame | None = None, kind: str | None = None) -> BoardPage:
    return BoardPage(kind, 0, 1, ranked(standings), running)


def text(page: BoardPage, locale: str = "en") -> str:
    """The board below its first two lines (which season it counts, then a blank line)."""
    embed, _ = render(page, locale)
    season, blank, rest = (embed.description or "").split("\n", 2)
    assert (season, blank) == (t(locale, "season.all"), "")
    return rest


def running_game() -> RunningGame:
    table = Table(kind="leftovers", guild_id=1, channel_id=2, host_id=HANA, seed="00" * 32, options={},
                  seats=[Seat(HANA, "Hana"), Seat(BOB, "Bob"), Seat(-1, "Ada", computer=True)],
                  status=Status.PLAYING, id=7)
    return RunningGame(table, 2, [
        RunningScore(seat=1, number=2, score=1, claim=8, out=False, left=False),
        RunningScore(seat=2, number=3, score=4, claim=None, out=False, left=False),
        RunningScore(seat=0, number=1, score=25, claim=None, out=True, left=False),
    ])


def test_points_per_round_say_lower_is_better_once_in_the_heading() -> None:
    shown = text(board([
        Standing("leftovers", HANA, "Hana", False, 2, 1, 8, 19),
        Standing("leftovers", BOB, "Bob", False, 1, 0, 4, 30),
        Standing("lcr", HANA, "Hana", False, 1, 1, 0, 0),
    ])).splitlines()
    assert shown == [
        t("en", "leaderboard.kind", game=t("en", "game.lcr")),
        f"1. <@{HANA}> — 1 win, 1 game",
        "",
        t("en", "leaderboard.kind.per_round", game="Bad Leftovers"),
        f"1. <@{HANA}> — 1 win, 2 games · 2.4 per round",
        f"2. <@{BOB}> — 0 wins, 1 game · 7.5 per round",
    ]
    assert "lower is better" in shown[3]


def test_french_plurals_and_decimal_comma() -> None:
    shown = text(board([Standing("leftovers", HANA, "Hana", False, 1, 1, 4, 6),
                        Standing("leftovers", BOB, "Bob", False, 2, 0, 6, 30)]), "fr")
    assert f"1. <@{HANA}> — 1 victoire, 1 partie · 1,5 par manche" in shown
    assert f"2. <@{BOB}> — 0 victoire, 2 parties · 5,0 par manche" in shown


def test_computers_are_listed_apart_under_their_own_heading() -> None:
    shown = text(board([
        Standing("buck", -1, "Ada", True, 4, 4, 0, 0),
        Standing("buck", HANA, "Hana", False, 3, 1, 0, 0),
        Standing("buck", BOB, "Bob", False, 3, 0, 0, 0),
    ])).splitlines()
    assert shown == [
        t("en", "leaderboard.kind", game="Buck Dice"),
        f"1. <@{HANA}> — 1 win, 3 games",
        f"2. <@{BOB}> — 0 wins, 3 games",
        t("en", "leaderboard.computers"),
        "1. Ada — 4 wins, 4 games",
    ]


def test_a_running_game_with_no_finished_games_shows_only_the_game() -> None:
    shown = text(board([], running_game())).splitlines()
    assert shown == [
        f"**{t('en', 'leaderboard.running', game='Bad Leftovers', round=2)}**",
        f"2. <@{BOB}> — claim 8 · 1 point",
        f"3. Ada{t('en', 'table.seat.computer')} — no claim yet · 4 points",
        f"1. <@{HANA}> — out · 25 points",
    ]


def test_a_running_game_then_the_standings_with_one_blank_line_between() -> None:
    shown = text(board([Standing("leftovers", HANA, "Hana", False, 1, 1, 4, 6)], running_game())).splitlines()
    assert shown[4:] == ["", t("en", "leaderboard.kind.per_round", game="Bad Leftovers"),
                         f"1. <@{HANA}> — 1 win, 1 game · 1.5 per round"]


def test_nothing_at_all_is_one_friendly_line() -> None:
    assert text(board([])) == t("en", "leaderboard.empty", game=t("en", "leaderboard.all_games"))
    assert text(board([], kind="chicago"), "fr") == t("fr", "leaderboard.empty", game="Chicago")
