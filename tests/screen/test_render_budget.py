"""Every game's table message is a Components V2 card that fits Discord and a phone, at every step of whole games,
so a player on a phone never scrolls to find their buttons.

Each game in GAMES is drawn at its fewest seats and at 8 in English, and at its most in every language with a catalog
(a message says as many lines in every language; a move menu's steps in English), with the dice
pictures loaded as application-emoji markup of realistic length, people with 19-digit ids and computer seats,
with its options all on and all off, from the full lobby through play (a forfeit on the way) to the end or a
cancel. Every drawing must be a card Discord accepts (the stand-in's own checks: at most 40 components, every
nested one counted, and 4,000 characters of text), keep its buttons on the first phone screen up to 8 seats (at
most 25 lines of text) and stay readable at the most seats (at most 1,800 characters; a character is a code
point, so a CJK ideograph or a Thai letter counts one, as a Latin one does).
"""

from __future__ import annotations

import dataclasses
import importlib
import re
from collections.abc import Iterator
from dataclasses import replace
from typing import Any

import discord
import pytest
from fakediscord.limits import MAX_COMPONENTS_V2, MAX_V2_TEXT, walk_components

from data.records import LOG_LENGTH, Seat, Status, Table
from i18n import CATALOGS, t
from rules.base import Event, Game
from rules.dice import SeededDice
from rules.games import GAMES
from screen import presenter
from screen.presenter import GAME_UIS, MENU, render
from service.settings import MAX_TURN_TIMEOUT
from service.tables import MAX_STAKE, Change
from tests import cards
from tests.stored_events import stored_event


def ev(type: str, player: int | None = None, data: dict | None = None) -> Event:
    """An LCR event as the log stores it."""
    return stored_event("lcr", type, player, data)

MAX_LINES = 25  # up to 8 seats: the buttons stay on the first phone screen
MAX_CHARACTERS = 1800  # at the most seats: still readable
PHONE_SEATS = 8
MAX_STEPS = 600  # a long game (LCR with stakes of 99) is drawn this far
FORFEIT_AT = 7  # a player leaves the game at this step: their row grows
COMPUTERS = 2  # the last seats are computers ("Computer 20 (computer)")
# Emoji markup as Discord writes it: snowflake ids are 19 digits today.
EMOJI_IDS = {name: 1234567890123456789 + index for index, name in enumerate(presenter.NAMES)}
LOCALES = tuple(sorted(CATALOGS))  # every language a table can be drawn in
for _game in GAMES.values():  # each game's cog registers how its table reads
    importlib.import_module(_game.cog_module)


def seat_counts(game: type[Game]) -> list[int]:
    return sorted({game.min_players, min(max(PHONE_SEATS, game.min_players), game.max_players), game.max_players})


def locales_at(game: type[Game], seats: int) -> tuple[str, ...]:
    """Every language at the most seats, where the character budget binds; English alone at fewer. A message
    breaks into as many lines in every language as in English (tests/i18n/test_completeness.py), so the phone's
    line budget reads the same in all of them. The steps of a move menu are drawn in English only: a menu
    changes the buttons alone (as many in every language; each label's length is checked in every catalog by
    tests/i18n/test_discord_limits.py), not the text."""
    return LOCALES if seats == game.max_players else ("en",)


CASES = [
    pytest.param(kind, seats, locale, widest, id=f"{kind}-{seats}-{locale}-{'all' if widest else 'none'}")
    for kind, game in ((kind, info.game) for kind, info in GAMES.items())
    for seats in seat_counts(game)
    for locale in locales_at(game, seats)
    for widest in (True, False)
]


@pytest.fixture(autouse=True)
def pictures() -> Iterator[None]:
    presenter.use_emojis(EMOJI_IDS)
    yield
    presenter.use_text()


def widest_options(game: type[Game]) -> dict[str, Any]:
    """Every option on: each flag set, each choice at its longest name."""
    options: dict[str, Any] = {}
    for field in dataclasses.fields(game.options_type):
        default = getattr(game.options_type, field.name)
        if isinstance(default, bool):
            options[field.name] = True
        elif isinstance(default, str) and field.name in game.options_type.CHOICES:
            options[field.name] = max(game.options_type.CHOICES[field.name], key=len)
    return options


def table_of(kind: str, seats: int, locale: str, options: dict[str, Any]) -> Table:
    stakes = bool(options.get("stakes"))
    people = [
        Seat(10**18 + index, "W" * 32, stake=(MAX_STAKE if index == 0 else 2 + index % 3) if stakes else None)
        for index in range(seats - min(COMPUTERS, seats - 1))
    ]
    computers = [
        Seat(-1 - index, f"Computer {len(people) + index + 1}", computer=True, stake=3 if stakes else None)
        for index in range(seats - len(people))
    ]
    table = Table(
        kind=kind, guild_id=1, channel_id=2, host_id=people[0].user_id, seed=bytes(range(32)).hex(),
        options=options, turn_timeout=MAX_TURN_TIMEOUT, locale=locale, seats=people + computers, id=123456,
        deadline=1_800_000_000.0,  # a person's turn shows it as a countdown
    )
    joined = [ev("joined", data={"user_id": seat.user_id, "stake": seat.stake}).to_dict() for seat in people]
    joined += [ev("computer_joined", data={"user_id": s.user_id}).to_dict() for s in computers]
    return replace(table, log=joined[-LOG_LENGTH:])


def shown(table: Table, game: Game | None, events: list[Event]) -> Change:
    """The table as the service stores it after these events."""
    table = replace(table, log=(*table.log, *(event.to_dict() for event in events))[-LOG_LENGTH:])
    if game is not None and game.is_over:
        table = replace(table, status=Status.FINISHED)
    return Change(table, game, events)


def drawings(change: Change, menus: bool) -> Iterator[discord.ui.LayoutView]:
    """The table, and with ``menus`` each step of its move menu a player can click through. A table in play is
    drawn as its longest: with the line that says a move after a moment waits for a click (where Pips is no
    member)."""
    game = change.game if change.table.status is Status.PLAYING else None
    yield render(change, waits_after=change.table.deadline if game is not None else None)
    if game is not None and menus:
        for button in GAME_UIS[change.table.kind].move_menu(game, change.table.locale, None) or []:
            if button.action.startswith(MENU):
                yield render(change, menu=button.action[len(MENU):])


def check_drawing(card: discord.ui.LayoutView, seats: int) -> str:
    """Discord accepts it and it fits the phone budget; returns the text a person reads."""
    message = cards.checked(card)
    assert len(list(walk_components(message["components"], ""))) <= MAX_COMPONENTS_V2
    assert card.content_length() <= MAX_V2_TEXT
    text = cards.text(card)
    if seats <= PHONE_SEATS:
        assert len(text.splitlines()) <= MAX_LINES, f"{len(text.splitlines())} lines:\n{text}"
    else:
        assert len(text) <= MAX_CHARACTERS, f"{len(text)} characters:\n{text}"
    return text


@pytest.mark.parametrize(("kind", "seats", "locale", "widest"), CASES)
def test_the_table_fits_at_every_step(kind: str, seats: int, locale: str, widest: bool) -> None:
    played(kind, seats, locale, widest)


def test_the_dice_are_drawn_as_their_pictures_markup() -> None:
    """The budget counts the dice as Discord gets them once their pictures are uploaded (LCR's rolls show dice;
    a game whose table shows none is measured as it is)."""
    texts = played("lcr", 3, "en", widest=False)
    assert any("<:pips_" in text for text in texts), "no dice pictures were drawn: the budget left out their markup"


def played(kind: str, seats: int, locale: str, widest: bool) -> list[str]:
    """A whole game (or its first MAX_STEPS steps) drawn at every step and checked: the texts a person reads."""
    game_class = GAMES[kind].game
    options = game_class.options_type.from_dict(widest_options(game_class) if widest else {}).to_dict()
    table = table_of(kind, seats, locale, options)
    texts = [check_drawing(render(Change(table)), seats)]  # the full lobby

    stakes = [seat.stake or 3 for seat in table.seats] if options.get("stakes") else None
    game, events = game_class.start(seats, options, SeededDice(bytes.fromhex(table.seed)), stakes)
    table = replace(table, status=Status.PLAYING)
    while True:
        change = shown(table, game, events)
        texts += [check_drawing(card, seats) for card in drawings(change, menus=locale == "en")]
        if game.is_over or game.step >= MAX_STEPS:
            break
        player = game.current_player
        assert player is not None
        events = game.apply(player, game.auto_action())
        if game.step == FORFEIT_AT and not game.is_over and 1 not in game.forfeited:
            events += game.forfeit(1)
    if not game.is_over:
        table = replace(table, status=Status.CANCELLED)
        texts.append(check_drawing(render(shown(table, game, [ev("cancelled", data={"user_id": 1})])), seats))

    assert game.is_over or widest, "the game with no options never reached its end"
    return texts


@pytest.mark.parametrize("kind", sorted(GAMES))
def test_a_card_is_in_its_games_colour_with_the_buttons_under_the_seats_and_todays_custom_ids(kind: str) -> None:
    """One container in the colour the game's look declares (cogs/<game>.py), grey once cancelled; the buttons
    between the seats and the log, where the eye is after reading whose turn it is; the custom_ids the tables
    cog reads (pips:<table>:<step>:<action>), so clicks on cards and on older messages are read alike."""
    game_class = GAMES[kind].game
    table = table_of(kind, game_class.min_players, "en", {})
    game, events = game_class.start(game_class.min_players, {}, SeededDice(bytes.fromhex(table.seed)), None)
    for _ in range(game_class.min_players):  # a few moves: the log has lines
        events += game.apply(game.current_player, game.auto_action())  # type: ignore[arg-type]
    playing = shown(replace(table, status=Status.PLAYING), game, events)
    [container] = cards.checked(render(playing))["components"]
    assert container["type"] == 17 and container["accent_color"] == GAME_UIS[kind].accent.value
    kinds = [component["type"] for component in container["components"]]
    assert kinds[0] == kinds[-1] == 10 and set(kinds[1:-1]) == {1}  # a text, the rows, a text
    first, last = container["components"][0]["content"], container["components"][-1]["content"]
    assert first.startswith(f"## {t('en', 'table.title.playing', game=t('en', f'game.{kind}'))}\n")
    assert f"**{t('en', 'table.seats', count=len(table.seats), max=game_class.max_players)}**" in first
    assert last.startswith(f"**{t('en', 'table.log')}**\n") and last.split("\n")[-1].startswith("-# ")
    ids = [item.custom_id for item in cards.items(render(playing))]  # type: ignore[attr-defined]
    assert ids and all(re.fullmatch(rf"pips:{table.id}:{game.step}:\S+", found) for found in ids)
    cancelled = render(shown(replace(table, status=Status.CANCELLED), game, []))
    assert cancelled.to_components()[0]["accent_color"] == presenter.CANCELLED_ACCENT.value
    colours = {ui.accent.value for ui in GAME_UIS.values()}
    assert len(colours) == len(GAME_UIS)  # each game tells itself apart at a glance
