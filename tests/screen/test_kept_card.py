"""A table's next drawing fills in the card sent last (screen/presenter.py, ``TableCard``) rather than building
another: what it sends reads exactly as a card built anew, at every step of whole games and every step of a move
menu; a card not sent yet is never changed under whoever holds it; buttons laid out otherwise get a new card."""

from __future__ import annotations

import importlib
from collections.abc import Iterator
from dataclasses import replace

import discord
import pytest

from data.records import LOG_LENGTH, Seat, Status, Table
from rules.base import Event, Game
from rules.dice import SeededDice
from rules.games import GAMES
from screen import presenter
from screen.presenter import DRAWN, GAME_UIS, MENU, CardText, Control, TableCard, TableDrawn, render
from service.tables import Change
from tests import cards

EMOJI_IDS = {name: 1234567890123456789 + index for index, name in enumerate(presenter.NAMES)}
for _game in GAMES.values():  # each game's cog registers how its table reads
    importlib.import_module(_game.cog_module)


@pytest.fixture(autouse=True)
def fresh() -> Iterator[None]:
    DRAWN.clear()
    presenter.use_emojis(EMOJI_IDS)  # a die's button shows its picture: buttons differ in emoji too
    yield
    DRAWN.clear()
    presenter.use_text()


def lobby(kind: str, seats: int) -> Table:
    people = [Seat(10**18 + index, f"Player {index}") for index in range(seats)]
    return Table(kind=kind, guild_id=1, channel_id=2, host_id=people[0].user_id, seed=bytes(range(32)).hex(),
                 options={}, turn_timeout=60, locale="en", seats=people, id=77)


def shown(table: Table, game: Game, events: list[Event]) -> Change:
    """The table as the service commits it after these events."""
    table = replace(table, log=(*table.log, *(event.to_dict() for event in events))[-LOG_LENGTH:],
                    version=table.version + 1)
    if game.is_over:
        table = replace(table, status=Status.FINISHED)
    return Change(table, game, events)


def drawn_twice(change: Change, menu: str | None = None) -> tuple[TableCard, TableCard]:
    """The card the drawing filled in (or built), then one built anew beside it (the first is not sent yet, so
    the second drawing may not fill it in); both sent, as the second is before the next drawing."""
    filled = render(change, menu=menu)
    built = render(change, menu=menu)
    assert built is not filled
    assert filled.to_components() == built.to_components()
    return filled, built


@pytest.mark.parametrize("kind", sorted(GAMES))
def test_every_drawing_of_a_whole_game_reads_as_a_card_built_anew(kind: str) -> None:
    game_class = GAMES[kind].game
    table = lobby(kind, game_class.min_players)
    _, sent_last = drawn_twice(Change(table))
    game, events = game_class.start(game_class.min_players, {}, SeededDice(bytes.fromhex(table.seed)), None)
    table = replace(table, status=Status.PLAYING)
    filled_in = 0
    for _ in range(300):
        change = shown(table, game, events)
        filled, built = drawn_twice(change)
        filled_in += filled is sent_last
        sent_last = built
        menu = GAME_UIS[kind].move_menu(game, "en", None) or []
        for button in menu:
            if button.action.startswith(MENU):
                drawn_twice(change, button.action.removeprefix(MENU))
        if menu:  # the next step's first drawing then fills in a card of the menu's first step
            _, sent_last = drawn_twice(change)
        if game.is_over:
            break
        table = change.table
        events = game.apply(game.current_player, game.auto_action())  # type: ignore[arg-type]
    assert game.is_over
    assert filled_in > 0, "no drawing filled in the card sent before it"


def lcr_started() -> tuple[Change, Game]:
    """A three-player LCR table just started, and its game."""
    game, events = GAMES["lcr"].game.start(3, {}, SeededDice(bytes(32)), None)
    return shown(replace(lobby("lcr", 3), status=Status.PLAYING), game, events), game


def rolled(change: Change, game: Game) -> Change:
    """The table after the current player's roll."""
    return shown(change.table, game, game.apply(game.current_player, "roll"))  # type: ignore[arg-type]


def test_the_next_drawing_fills_in_the_card_sent_last() -> None:
    change, game = lcr_started()
    sent = render(change)
    sent.to_components()
    assert render(rolled(change, game)) is sent


def test_a_card_not_sent_yet_is_never_changed_by_the_next_drawing() -> None:
    change, game = lcr_started()
    held = render(change)
    said = cards.text(held)
    DRAWN.clear()
    assert said == cards.text(render(change))  # (what a card built anew says)
    held = render(change)
    assert render(rolled(change, game)) is not held
    assert cards.text(held) == said


def test_buttons_laid_out_otherwise_get_a_new_card() -> None:
    table = lobby("lcr", 3)
    in_lobby = render(Change(table))
    in_lobby.to_components()
    game, events = GAMES["lcr"].game.start(3, {}, SeededDice(bytes(32)), None)
    playing = render(shown(replace(table, status=Status.PLAYING), game, events))
    assert playing is not in_lobby  # five lobby buttons; one Roll
    assert len(cards.items(playing)) == 1


def test_a_card_cancelled_after_a_drawing_without_buttons_turns_grey() -> None:
    table = replace(lobby("lcr", 3), status=Status.PLAYING)
    game, events = GAMES["lcr"].game.start(3, {}, SeededDice(bytes(32)), None)
    while not game.is_over:
        events = game.apply(game.current_player, "roll")  # type: ignore[arg-type]
    over = Change(replace(table, log=[event.to_dict() for event in events][-LOG_LENGTH:]), game)  # (not stored yet)
    drawn_twice(over)
    cancelled = Change(replace(over.table, status=Status.CANCELLED, version=over.table.version + 1), game)
    filled, _ = drawn_twice(cancelled)
    assert filled.to_components()[0]["accent_color"] == presenter.CANCELLED_ACCENT.value


def test_filling_in_a_card_sets_every_field_of_its_buttons() -> None:
    """Each field a button is built with, changed at once, reads as the card built anew with it."""
    text = CardText("Title", "host", ["a seat"], [], "footer", "## Title\nhost\n\n", "-# footer")
    before = [[Control("pips:1:2:a", "A", discord.ButtonStyle.primary)]]
    after = [[Control("pips:1:3:b", "B", discord.ButtonStyle.secondary, disabled=True,
                      emoji=discord.PartialEmoji(name="pips_d6_3", id=1234567890123456789))]]
    kept = TableDrawn("context")
    sent = kept.card_of(text, before, discord.Colour.orange())
    sent.to_components()
    filled = kept.card_of(text, after, discord.Colour.blue())
    assert filled is sent
    built = TableDrawn("context").card_of(text, after, discord.Colour.blue())
    assert filled.to_components() == built.to_components()
