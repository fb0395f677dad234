"""`/<game> odds` as it reads: the embed from an answer, in English and French, and the deferral of a slow one."""

from __future__ import annotations

import asyncio
import math
import threading
from types import SimpleNamespace
from typing import Any

import pytest

import discord_side.odds as odds_cog
from discord_side.odds import answer_odds, odds_embed
from i18n import CATALOGS, t
from rules.games import GAMES
from rules.info import OddsFigure
from rules.lcr.odds_size import max_exact_chips
from rules.odds import answer
from rules.odds.answer import odds_for
from rules.odds.result import Odds
from tests.games.high_roll.game import HIGH_ROLL_INFO


def lines(embed: Any) -> list[str]:
    return str(embed.description).split("\n")


def test_an_exact_lcr_answer_lists_each_seat_from_the_first_to_roll():
    odds = odds_for("lcr", 3, {"dice": "by-chips", "dot_to_win": False}, 3)
    embed = odds_embed("lcr", 3, {"dice": "by-chips", "dot_to_win": False}, 3, odds, "en")
    assert embed.title == t("en", "odds.title", game=t("en", "game.lcr"), players=3)
    shown = lines(embed)
    assert shown[0] == t("en", "odds.options", options="3 chips each, " + t("en", "lcr.option.dice.by-chips"))
    assert shown[2:6] == [t("en", "odds.header.lcr"), "**1.** 30.7%", "**2.** 32.8%", "**3.** 36.5%"]
    assert t("en", "odds.length.rolls", value="17.5") in shown
    assert shown[-1] == t("en", "odds.method.exact.lcr")


def test_a_simulated_lcr_answer_gives_its_games_margin_and_the_exact_sizes():
    options = {"dice": "always-three", "dot_to_win": True}
    odds = Odds((0.25, 0.75), 12.34, "rolls", "simulation", 0.0123, 5000)
    shown = lines(odds_embed("lcr", 4, options, 3, odds, "en"))
    assert t("en", "lcr.option.dot_to_win") in shown[0] and t("en", "lcr.option.dice.always-three") in shown[0]
    assert shown[-2:] == [
        t("en", "odds.method.simulation", games=5000, margin="1.2"),
        t("en", "odds.lcr.exact_up_to", players=4, chips=max_exact_chips(4)),
    ]
    assert lines(odds_embed("lcr", 12, options, 3, odds, "en"))[-1] == t("en", "odds.lcr.never_exact", players=12)


def test_french_reads_french_numbers_and_chicagos_shared_victories():
    odds = odds_for("chicago", 2, {"double_roll": False, "three_dice": False})
    shown = lines(odds_embed("chicago", 2, {"double_roll": False, "three_dice": False}, None, odds, "fr"))
    assert shown[0] == t("fr", "odds.options", options=t("fr", "odds.options.none"))
    share = f"{100 * odds.shares[0]:.1f}".replace(".", ",")
    assert shown[3] == f"**1.** {share}\u00a0%"
    assert t("fr", "odds.shared", percent=f"{100 * odds.shared:.1f}".replace(".", ",")) in shown
    assert t("fr", "odds.score.points", value="7,0") in shown  # the expected score of a sheet, not the length


def test_chicago_gives_the_expected_score_of_a_sheet_for_its_options():
    options = {"double_roll": True, "three_dice": True}
    shown = lines(odds_embed("chicago", 4, options, None, odds_for("chicago", 4, options), "en"))
    assert shown[-2:] == [t("en", "odds.score.points", value="28.2"), t("en", "odds.method.exact.chicago")]


def test_an_estimated_figure_gives_its_margin_rounded_up():
    odds = odds_for("leftovers", 12, {"fixed_pile": False})
    figure = t("en", "odds.estimate", value=f"{odds.figure:.1f}", margin=f"{math.ceil(odds.figure_margin * 10) / 10}")
    shown = lines(odds_embed("leftovers", 12, {"fixed_pile": False}, None, odds, "en"))
    assert t("en", "odds.length.rounds", value=figure) in shown
    assert "±" in figure and odds.figure_margin > 0
    rounds = Odds((0.5, 0.5), 12.34, "rounds", "simulation", 0.01, 100, figure_margin=0.21)  # up, not to 0.2
    shown = lines(odds_embed("leftovers", 2, {}, None, rounds, "en"))
    assert t("en", "odds.length.rounds", value="12.3 ± 0.3") in shown


def test_every_game_declares_a_figure_the_catalog_says_and_its_odds_count():
    for game in (*GAMES.values(), HIGH_ROLL_INFO):
        assert game.headline.key in CATALOGS["en"], game.kind
        assert game.odds(game.min_players, game.options(), 3).unit == game.headline.unit, game.kind
    assert HIGH_ROLL_INFO.headline == OddsFigure("length", "rolls")  # declaring none: the expected length
    assert GAMES["chicago"].headline == OddsFigure("score", "points")
    assert GAMES["lcr"].headline == OddsFigure("length", "rolls")


def test_buck_says_it_counts_the_chance_to_lose():
    odds = odds_for("buck", 4, {"fewer_dice": True, "point_per_throw": False})
    shown = lines(odds_embed("buck", 4, {"fewer_dice": True, "point_per_throw": False}, None, odds, "en"))
    assert shown[0] == t("en", "odds.options", options=t("en", "buck.option.fewer_dice"))
    assert shown[2] == t("en", "odds.header.buck")
    assert shown[-1] == t("en", "odds.method.exact.buck")


class FakeResponse:
    """What answer_odds uses of discord.py's InteractionResponse, recording the calls."""

    def __init__(self, calls: list[tuple[str, dict[str, Any]]]) -> None:
        self.calls = calls

    def is_done(self) -> bool:
        return any(name in ("defer", "send_message") for name, _ in self.calls)

    async def defer(self, **options: Any) -> None:
        self.calls.append(("defer", options))

    async def send_message(self, **options: Any) -> None:
        self.calls.append(("send_message", options))


def fake_interaction() -> tuple[Any, list[tuple[str, dict[str, Any]]]]:
    calls: list[tuple[str, dict[str, Any]]] = []

    async def edit_original_response(**options: Any) -> None:
        calls.append(("edit_original_response", options))

    interaction = SimpleNamespace(response=FakeResponse(calls), edit_original_response=edit_original_response,
                                  locale="en-US", guild_id=None)
    return interaction, calls


async def test_a_quick_answer_is_sent_at_once_privately():
    interaction, calls = fake_interaction()
    await answer_odds(interaction, "buck", 3, {"fewer_dice": False, "point_per_throw": False})
    assert [name for name, _ in calls] == ["send_message"]
    assert calls[0][1]["ephemeral"] is True


async def test_a_slow_answer_is_deferred_then_edited_in(monkeypatch: pytest.MonkeyPatch):
    release = threading.Event()

    def slow_odds(*question: Any) -> Odds:
        assert release.wait(30), "never released"
        return odds_for(*question)

    monkeypatch.setattr(answer, "odds_for", slow_odds)  # what the cog asks, in its thread
    monkeypatch.setattr(odds_cog, "DEFER_AFTER", 0.01)
    interaction, calls = fake_interaction()
    answering = asyncio.ensure_future(answer_odds(interaction, "lcr", 3, {"dice": "by-chips"}, chips=3, post=True))
    while not calls:  # the deferral comes while the question is still held
        await asyncio.sleep(0)
    assert calls == [("defer", {"ephemeral": False, "thinking": True})]
    release.set()
    await answering
    assert [name for name, _ in calls] == ["defer", "edit_original_response"]
    assert calls[1][1]["embed"].title == t("en", "odds.title", game=t("en", "game.lcr"), players=3)
