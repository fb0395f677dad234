"""Live chances on the table: the few characters after each player's row, the phone and character budgets with
them shown at the most seats, and the screen's one redraw of a version already shown when fresher chances come."""

from __future__ import annotations

import importlib
import re
from dataclasses import replace
from types import SimpleNamespace

import pytest

from data.records import Status
from i18n import t
from rules.base import Event
from rules.dice import SeededDice
from rules.games import GAMES
from screen.presenter import percent, render
from screen.sequencer import Screen
from service.chances import LIVE_CHANCES
from service.tables import Change
from tests import cards
from tests.screen.test_render_budget import check_drawing, drawings, shown, table_of, widest_options
from tests.screen.test_sequencer import MESSAGE, Messages, change
from tests.stored_events import stored_event


def ev(type: str, player: int | None = None, data: dict | None = None) -> Event:
    """An LCR event as the log stores it."""
    return stored_event("lcr", type, player, data)

for _kind in GAMES:  # each game's cog registers how its table reads
    importlib.import_module(f"cogs.{_kind}")

ROW = re.compile(r"^(?:▶ )?\d+\. .*$", re.MULTILINE)


def rows(change: Change) -> list[str]:
    return ROW.findall(cards.text(render(change)))


def started(kind: str, players: int, locale: str = "en") -> Change:
    table = table_of(kind, players, locale, {})
    game, events = GAMES[kind].game.start(players, {}, SeededDice(bytes.fromhex(table.seed)))
    table = replace(table, status=Status.PLAYING)
    return shown(table, game, events)


@pytest.mark.parametrize(("chance", "text"), [(0.0, "0"), (0.004, "<1"), (0.3449, "34"), (0.996, ">99"), (1.0, "100")])
def test_a_chance_reads_in_whole_percent_and_never_decided_while_it_is_not(chance: float, text: str) -> None:
    assert percent(chance) == text


def test_each_row_ends_with_its_chance_and_buck_dice_says_it_is_the_chance_of_losing() -> None:
    lcr = started("lcr", 3)
    lcr.chances = (0.30684, 0.32802, 0.36514)
    assert [row.endswith(t("en", "chances.seat", percent=p)) for row, p in zip(rows(lcr), ("31", "33", "37"),
                                                                                   strict=True)] == [True] * 3
    buck = started("buck", 3, "fr")
    buck.chances = (0.5, 0.25, 0.25)
    assert all(row.endswith(t("fr", "chances.seat.lose", percent=p))
               for row, p in zip(rows(buck), ("50", "25", "25"), strict=True))
    assert "de perdre" in t("fr", "chances.seat.lose", percent="1")


def test_no_chances_for_a_seat_that_left_for_a_finished_game_or_when_none_are_known() -> None:
    lcr = started("lcr", 3)
    assert not any("%" in row for row in rows(lcr))  # none known (the option off, or not estimated yet)
    assert lcr.game is not None
    events = lcr.game.forfeit(1)
    forfeited = shown(lcr.table, lcr.game, events)
    forfeited.chances = (0.5, 0.0, 0.5)
    assert ["%" in row for row in rows(forfeited)] == [True, False, True]
    game = forfeited.game
    assert game is not None
    while not game.is_over:
        game.play_auto()
    finished = shown(forfeited.table, game, [])
    finished.chances = (1.0, 0.0, 0.0)
    assert not any("%" in row for row in rows(finished))


@pytest.mark.parametrize("kind", sorted(GAMES))
def test_the_table_fits_with_chances_shown_at_the_most_seats(kind: str) -> None:
    game_class = GAMES[kind].game
    seats, locale = game_class.max_players, "fr"  # French reads longest: " · >99 % de perdre"
    options = {**game_class.options_type.from_dict(widest_options(game_class)).to_dict(), LIVE_CHANCES: True}
    table = table_of(kind, seats, locale, options)
    lobby = cards.text(render(Change(table)))
    assert t(locale, f"{kind}.option.live_chances") in lobby
    check_drawing(render(Change(table)), seats)
    stakes = [seat.stake or 3 for seat in table.seats] if options.get("stakes") else None
    engine = {name: value for name, value in options.items() if name != LIVE_CHANCES}
    game, events = game_class.start(seats, engine, SeededDice(bytes.fromhex(table.seed)), stakes)
    table = replace(table, status=Status.PLAYING)
    for _ in range(40):  # the opening and the first turns, where the log is fullest (or a short game's end)
        drawn = shown(table, game, events)
        drawn.chances = (0.996,) * seats  # the widest percentage
        for card in drawings(drawn, menus=True):
            text = check_drawing(card, seats)
            assert game.is_over or ">99" in text  # a finished table shows no chances
        if game.is_over:
            break
        player = game.current_player
        assert player is not None
        events = game.apply(player, game.auto_action())
    if not game.is_over:
        table = replace(table, status=Status.CANCELLED)
        check_drawing(render(shown(table, game, [ev("cancelled", data={"user_id": 1})])), seats)


async def test_fresher_chances_redraw_a_version_already_shown_once_and_never_an_older_one() -> None:
    messages = Messages()
    screen = Screen(messages.edit)
    screen.publish(change(2))
    await screen.drained()
    screen.publish(change(2))  # the same version again: nothing new to show
    await screen.drained()
    assert messages.versions_on(MESSAGE) == [2]
    screen.publish(change(2), redraw=True)  # the same move with its chances now known
    await screen.drained()
    assert messages.versions_on(MESSAGE) == [2, 2]
    screen.publish(change(3))
    await screen.drained()
    screen.publish(change(2), redraw=True)  # an estimate of a move the table has gone past
    await screen.drained()
    assert messages.versions_on(MESSAGE) == [2, 2, 3]


async def test_a_redraw_for_fresher_chances_never_closes_a_move_menu_open_at_that_version() -> None:
    messages = Messages()
    screen = Screen(messages.edit)
    screen.publish(change(2))
    await screen.drained()
    menus: list[str] = []

    async def edit_message(**_: object) -> None:
        menus.append("claim")

    async def defer() -> None:
        raise AssertionError("the menu is drawn, not deferred")

    response = SimpleNamespace(defer=defer, edit_message=edit_message)
    card = SimpleNamespace(id=MESSAGE, flags=SimpleNamespace(components_v2=True))  # the table, drawn as a card
    interaction = SimpleNamespace(message=card, response=response)
    await screen.answer_menu(interaction, change(2), "claim")  # type: ignore[arg-type]
    assert menus == ["claim"]
    screen.publish(change(2), redraw=True)
    await screen.drained()
    assert messages.versions_on(MESSAGE) == [2]  # the menu stays open
