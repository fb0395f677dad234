"""The table shows when a person's turn runs out as Discord's relative timestamp; a computer's moment shows none."""

from __future__ import annotations

import importlib

from data.records import Seat, Status, Table
from i18n import t
from rules.dice import SeededDice
from rules.games import GAMES
from screen.presenter import render
from service.tables import Change
from tests import cards

importlib.import_module("cogs.lcr")  # registers how an LCR table reads
DEADLINE = 1_800_000_042.75


def drawn_at_turn_of(seat: int, locale: str = "en") -> str:
    """The table's text when ``seat`` (0 and 1 people, 2 a computer) is to move."""
    game, _ = GAMES["lcr"].game.start(3, {}, SeededDice(bytes(range(32))))
    while game.current_player != seat:
        current = game.current_player
        assert current is not None
        game.apply(current, game.auto_action())
    table = Table(
        kind="lcr", guild_id=1, channel_id=2, host_id=10, seed=bytes(range(32)).hex(), options={}, locale=locale,
        seats=[Seat(10, "Ann"), Seat(11, "Ben"), Seat(-1, "Computer 3", computer=True)], status=Status.PLAYING,
        state=game.to_dict(), deadline=DEADLINE,
    )
    return cards.text(render(Change(table, game)))


def test_a_persons_turn_shows_its_deadline_counting_down_in_either_language() -> None:
    for locale in ("en", "fr"):
        countdown = t(locale, "table.turn.deadline", deadline="<t:1800000042:R>")
        assert t(locale, "table.turn", mention="<@10>") + countdown in drawn_at_turn_of(0, locale)


def test_a_computers_turn_shows_no_countdown() -> None:
    assert "<t:" not in drawn_at_turn_of(2)
