"""The replay's message (discord_side/replayer.py, cogs/replay.py): its buttons at the ends and in between, custom_ids
that fit Discord and name the table and the step, forged ids refused by the one parser, the step each button
leads to, and every game's replay at its steps within the phone budget and Discord's limits in every language, its
longer footer counted in that budget."""

from __future__ import annotations

import functools
from dataclasses import replace

import discord
import pytest

from cogs.replay import target
from data.records import LOG_LENGTH, Status
from discord_side.custom_ids import MAX_CUSTOM_ID, REPLAY_MOVES, ReplayPick, ReplayTurn, TableClick, parse, replay_id
from discord_side.replayer import replay_buttons, replay_message
from i18n import CATALOGS, t
from rules.dice import SeededDice
from rules.games import GAMES
from screen.presenter import MAX_CHARACTERS, MAX_LINES, PHONE_SEATS, fingerprint, render
from service.replay import Frame
from service.tables import Change
from tests import cards
from tests.screen.test_render_budget import pictures, seat_counts, table_of, widest_options

__all__ = ["pictures"]  # the dice pictures as application emojis, as on Discord (an autouse fixture)

LOCALES = tuple(sorted(CATALOGS))
EPHEMERAL = 1 << 6
BIGGEST_ID, LONGEST_STEP = 10**18 - 1, 10**9 - 1
EVERY = 5  # the steps drawn in English: every fifth, and the last
SOME = 8  # in the other languages, about this many of those


def labels_enabled(view: object) -> list[tuple[str, bool]]:
    return [(item.label, not item.disabled) for item in view.children]  # type: ignore[attr-defined]


def test_first_and_back_lead_nowhere_at_the_opening_next_and_last_nowhere_at_the_end() -> None:
    names = [t("en", f"replay.{move}") for move in REPLAY_MOVES]
    assert labels_enabled(replay_buttons(7, 0, 40, "en")) == list(zip(names, [False, False, True, True], strict=True))
    assert labels_enabled(replay_buttons(7, 12, 40, "en")) == [(name, True) for name in names]
    assert labels_enabled(replay_buttons(7, 40, 40, "en")) == list(zip(names, [True, True, False, False], strict=True))
    assert labels_enabled(replay_buttons(7, 0, 0, "en")) == [(name, False) for name in names]  # a one-step game


def test_each_button_leads_one_step_or_to_an_end() -> None:
    assert [target(12, move) for move in REPLAY_MOVES] == [0, 11, 13, None]  # None: the last, however many


def test_the_buttons_custom_ids_fit_discord_and_name_the_table_and_the_step_shown() -> None:
    for locale in LOCALES:
        view = replay_buttons(BIGGEST_ID, LONGEST_STEP, LONGEST_STEP, locale)
        ids = [item.custom_id for item in view.children]  # type: ignore[attr-defined]
        assert len(set(ids)) == len(ids) == 4 and all(len(found) <= MAX_CUSTOM_ID for found in ids)
        assert [parse(found) for found in ids] == [ReplayTurn(BIGGEST_ID, LONGEST_STEP, move) for move in REPLAY_MOVES]
        assert all(0 < len(label) <= 80 for label, _ in labels_enabled(view))
    assert parse("pips:replay") == ReplayPick()


@pytest.mark.parametrize("forged", [
    "pips:replay:12:3:sideways",  # no such move
    "pips:replay:12:-1:back",  # no negative step
    "pips:replay:x:3:next",
    "pips:replay:12:next",
    "pips:replay:12:3:next:more",
    f"pips:replay:{10**18}:3:next",  # a table id of 19 digits
    f"pips:replay:12:{10**9}:next",  # a step of 10 digits
    "pips:replay:" + "9" * 120,  # longer than Discord allows
    replay_id(12, 3, "next") + " ",
    "pips:replay:",
])
def test_a_forged_replay_id_is_none_of_ours(forged: str) -> None:
    assert parse(forged) is None


def test_a_replay_id_is_no_tables_button() -> None:
    assert not isinstance(parse(replay_id(12, 3, "next")), TableClick)


@functools.cache
def frames(kind: str, seats: int, widest: bool) -> tuple[Frame, ...]:
    """A whole game of ``kind`` played by its computer's choices, as a replay rebuilds its steps (every EVERY-th
    and the last)."""
    game_class = GAMES[kind].game
    options = widest_options(game_class) if widest else {}
    table = replace(table_of(kind, seats, "en-US", options), status=Status.FINISHED, deadline=None)
    stakes = [seat.stake or 3 for seat in table.seats] if options.get("stakes") else None
    game, events = game_class.start(seats, options, SeededDice(bytes.fromhex(table.seed)), stakes)
    log = tuple(event.to_dict() for event in events)
    shown: list[tuple[int, Change]] = []
    while True:
        if game.step % EVERY == 0 or game.is_over:
            status = Status.FINISHED if game.is_over else Status.PLAYING
            shown.append((game.step, Change(replace(table, status=status, log=log), game.copy())))
        if game.is_over:
            break
        log = (*log, *(event.to_dict() for event in game.play_auto()))[-LOG_LENGTH:]
    return tuple(Frame(change, step, game.step) for step, change in shown)


CASES = [
    pytest.param(kind, seats, widest, id=f"{kind}-{seats}-{'all' if widest else 'none'}")
    for kind, info in GAMES.items()
    for seats in seat_counts(info.game)
    for widest in (True, False)
]


@pytest.mark.parametrize(("kind", "seats", "widest"), CASES)
def test_every_games_replay_fits_the_phone_and_discord_in_every_language(kind: str, seats: int, widest: bool) -> None:
    every = frames(kind, seats, widest)
    some = (*every[::max(1, len(every) // SOME)], every[-1])
    for locale in LOCALES:
        for frame in every if locale == "en" else some:
            card = replay_message(frame, locale)
            cards.checked(card, flags=cards.IS_COMPONENTS_V2 | EPHEMERAL)
            text = cards.text(card)
            if seats <= PHONE_SEATS:
                assert len(text.splitlines()) <= MAX_LINES, f"{len(text.splitlines())} lines:\n{text}"
            assert len(text) <= MAX_CHARACTERS, f"{len(text)} characters:\n{text}"
            params = {"step": frame.step, "steps": frame.steps, "fingerprint": fingerprint(frame.change.table.seed)}
            assert cards.header(card)[2] == "\n".join(
                f"-# {line}" for line in t(locale, "replay.footer", **params).splitlines())


def log_of(card: discord.ui.LayoutView, locale: str) -> list[str]:
    """The lines under the table's log heading, down to its footer."""
    shown = cards.without_footer(card).split("\n")
    heading = f"**{t(locale, 'table.log')}**"
    return shown[shown.index(heading) + 1:] if heading in shown else []


def test_the_replays_footer_takes_the_oldest_log_lines_it_needs_and_no_more() -> None:
    """A long log on a phone-sized table (Bad Leftovers' throws for seats at 8 seats): the replay's footer, longer
    than the table's, is counted in the budget in the table's footer's place, once."""
    frame = frames("leftovers", PHONE_SEATS, True)[0]
    for locale in LOCALES:
        table_log = log_of(render(frame.change, locale), locale)
        card = replay_message(frame, locale)
        text, shown = cards.text(card), log_of(card, locale)
        assert len(text) <= MAX_CHARACTERS and len(text.splitlines()) <= MAX_LINES, f"{locale}:\n{text}"
        assert shown and shown == table_log[-len(shown):], locale  # the newest lines, as on the table
        if len(shown) < len(table_log):  # the next older line would not fit
            assert len(text) + 1 + len(table_log[-len(shown) - 1]) > MAX_CHARACTERS, f"{locale}:\n{text}"
        elif locale == "en":
            pytest.fail("the table's log fits beside the replay's footer: this case no longer tests the budget")
