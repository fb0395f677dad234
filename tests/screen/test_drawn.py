"""The renderer formats only what changed (screen/presenter.py): a click formats its new log line, not the ones
already shown, and anything the lines or the header are formatted from changing draws them anew."""

from __future__ import annotations

import copy
from collections.abc import Iterator
from dataclasses import replace
from typing import Any

import discord
import pytest

from cogs.lcr import UI
from data.records import LOG_LENGTH, Seat, Status, Table
from i18n import t
from rules.base import Event
from rules.dice import SeededDice
from rules.lcr import Lcr
from screen import presenter
from screen.presenter import DRAWN, Drawn, render
from service.tables import Change
from tests import cards

SEATS = 3
STAKE = 30
EMOJI_IDS = {name: 1234567890123456789 + index for index, name in enumerate(presenter.NAMES)}


@pytest.fixture(autouse=True)
def fresh() -> Iterator[None]:
    DRAWN.clear()
    yield
    DRAWN.clear()
    presenter.use_text()


@pytest.fixture
def formatted(monkeypatch: pytest.MonkeyPatch) -> list[Event]:
    """Every event the LCR renderer formats a line for, in order."""
    seen: list[Event] = []
    original = UI.event_line

    def counting(event: Event, table: Table, locale: str) -> str | None:
        seen.append(event)
        return original(event, table, locale)

    monkeypatch.setattr(UI, "event_line", counting)
    return seen


def playing(locale: str = "en") -> tuple[Table, Lcr]:
    people = [Seat(10**18 + index, f"Player {index}") for index in range(SEATS)]
    table = Table(kind="lcr", guild_id=1, channel_id=2, host_id=people[0].user_id, seed=bytes(range(32)).hex(),
                  options={"stakes": True}, turn_timeout=60, locale=locale, seats=people, id=42)
    game, events = Lcr.start(SEATS, table.options, SeededDice(bytes(32)), [STAKE] * SEATS)  # no game ends here
    table = replace(table, status=Status.PLAYING)
    table = replace(table, log=[event.to_dict() for event in events])
    return table, game


def roll(table: Table, game: Lcr) -> Change:
    """One roll committed, the table as the service would load it next (a fresh copy of every entry): the next
    roll is played on its table."""
    player = game.current_player
    assert player is not None
    events = game.apply(player, "roll")
    table = replace(table, log=(*table.log, *(event.to_dict() for event in events))[-LOG_LENGTH:])
    table = replace(table, version=table.version + 1)
    return Change(copy.deepcopy(table), game, events)


def text(change: Change) -> str:
    return cards.text(render(change))


def log_part(change: Change) -> str:
    return text(change).split(f"**{t('en', 'table.log')}**")[-1]


def rolls_until_the_log_is_full(table: Table, game: Lcr) -> Change:
    change = roll(table, game)
    while len(change.table.log) < LOG_LENGTH:
        change = roll(change.table, game)
    return change


def test_a_click_formats_only_its_new_line_and_the_message_reads_as_drawn_from_scratch(
    formatted: list[Event],
) -> None:
    table, game = playing()
    change = rolls_until_the_log_is_full(table, game)
    render(change)  # the log is full: every new entry drops the oldest
    for _ in range(6):
        change = roll(change.table, game)
        formatted.clear()
        drawn = text(change)
        assert len(formatted) == len(change.events)  # its own events, not entries read back from the log
        assert all(line is event for line, event in zip(formatted, change.events, strict=True))
        DRAWN.clear()
        assert drawn == text(change)  # the same as with nothing kept
        DRAWN.clear()
        assert drawn == text(Change(change.table, game))  # and as with every line read back from the log


def test_a_change_with_more_events_than_the_log_keeps_draws_the_newest_from_its_last_events() -> None:
    table, game = playing()
    change = roll(table, game)
    events = list(change.events)
    while len(events) <= LOG_LENGTH:  # more than the log holds, as a long run of forced moves makes
        change = roll(change.table, game)
        events += change.events
    many = Change(change.table, game, events)
    drawn = text(many)
    DRAWN.clear()
    assert drawn == text(Change(change.table, game))


def test_drawing_the_same_version_again_formats_nothing(formatted: list[Event]) -> None:
    table, game = playing()
    change = roll(table, game)
    first = text(change)
    formatted.clear()
    assert text(change) == first
    assert formatted == []


def test_a_seat_renamed_draws_the_lines_naming_it_anew() -> None:
    table, game = playing()
    change = roll(table, game)
    for _ in range(2):
        change = roll(change.table, game)
    table = change.table
    computer = Seat(-1, "Computer 2", computer=True)  # the same seat, now a computer's
    table = replace(table, seats=(table.seats[0], computer, *table.seats[2:]))
    renamed = copy.deepcopy(table)
    assert "<@1000000000000000001>" in log_part(change)
    assert "<@1000000000000000001>" not in log_part(Change(renamed, game))
    assert "Computer 2" in log_part(Change(renamed, game))


def test_another_language_draws_every_line_and_the_header_in_it() -> None:
    table, game = playing()
    change = roll(table, game)
    english = text(change)
    french_table = copy.deepcopy(change.table)
    french_table = replace(french_table, locale="fr")
    french = text(Change(french_table, game))
    DRAWN.clear()
    assert french == text(Change(french_table, game))  # as if drawn in French from the start
    assert french != english


def test_dice_pictures_loaded_after_a_drawing_show_in_the_lines_drawn_before() -> None:
    table, game = playing()
    change = roll(table, game)
    assert "<:pips_" not in log_part(change)
    presenter.use_emojis(EMOJI_IDS)
    assert "<:pips_" in log_part(change)


@pytest.mark.parametrize(
    ("field", "value"),
    [("host_id", 10**18 + 1), ("turn_timeout", 120), ("status", Status.FINISHED), ("options", {"dot_to_win": True})],
)
def test_the_header_follows_what_it_shows(field: str, value: Any) -> None:
    table, game = playing()
    change = roll(table, game)
    before = header(render(change))
    changed = copy.deepcopy(change.table)
    changed = replace(changed, **{field: value})
    after = header(render(Change(changed, game)))
    DRAWN.clear()
    fresh = header(render(Change(changed, game)))
    assert after == fresh
    assert after != before


def header(card: discord.ui.LayoutView) -> tuple[str, str, str]:
    """The card's title, host line and footer."""
    return cards.header(card)


def test_what_is_kept_is_bounded_least_recently_drawn_forgotten_first() -> None:
    kept = Drawn(kept=2)
    tables = []
    for table_id in (1, 2, 3):
        table, _ = playing()
        table = replace(table, id=table_id)
        tables.append(table)
    first = kept.of(tables[0], "en")
    kept.of(tables[1], "en")
    assert kept.of(tables[0], "en") is first  # drawn again: now the most recent
    kept.of(tables[2], "en")
    assert len(kept) == 2
    assert kept.of(tables[0], "en") is first  # table 2 was forgotten, not table 1


def test_a_table_drawn_in_another_language_is_formatted_anew_in_it() -> None:
    table, game = playing()
    change = roll(table, game)
    english = cards.lines(render(change))
    french = cards.lines(render(change, "fr"))
    assert english[0] == f"## {t('en', 'table.title.playing', game=t('en', 'game.lcr'))}"
    assert french[0] == f"## {t('fr', 'table.title.playing', game=t('fr', 'game.lcr'))}"
    assert french[1:] != english[1:]
    assert cards.lines(render(change, "en")) == english  # and back: nothing French left over
