"""How a Buck Dice table reads: point number, seats, every kind of throw, the loser and the rematch rotation."""

from __future__ import annotations

from dataclasses import replace
from itertools import chain

import discord
import pytest

from cogs.buck import UI
from data.records import LOG_LENGTH, Seat, Status, Table
from i18n import t
from rules.base import Event
from rules.buck import Buck
from rules.dice import ScriptedDice, SeededDice
from screen import presenter
from screen.presenter import render
from service.tables import Change
from tests import cards
from tests.stored_events import stored_event


def ev(type: str, player: int | None = None, data: dict | None = None) -> Event:
    """A Buck Dice event as the log stores it."""
    return stored_event("buck", type, player, data)

POINT = 3
OPENING = [6, 4, 1, POINT]  # seat 1 shoots first, seat 3 throws the point number 3


def table_for(game: Buck, events: list[Event], fewer_dice: bool = False) -> Table:
    status = Status.FINISHED if game.is_over else Status.PLAYING
    return Table(
        kind="buck", guild_id=1, channel_id=2, host_id=100, seed="00" * 32, options={"fewer_dice": fewer_dice},
        seats=[Seat(100 + index, f"P{index}") for index in range(game.players)], status=status,
        log=[e.to_dict() for e in events][-LOG_LENGTH:], id=7,
    )


def scripted(*throws: tuple[int, ...], players: int = 3, fewer_dice: bool = False) -> tuple[Buck, list[Event]]:
    dice = ScriptedDice([*OPENING[: players - 1], 1, POINT, *chain.from_iterable(throws)])
    return Buck.start(players, {"fewer_dice": fewer_dice}, dice)


def lines(game: Buck, events: list[Event]) -> list[str | None]:
    table = table_for(game, events)
    return [UI.event_line(event, table, "en-US") for event in events]


def description(game: Buck, events: list[Event], fewer_dice: bool = False) -> str:
    return cards.description(render(Change(table_for(game, events, fewer_dice), game)))


def labels(card: discord.ui.LayoutView) -> list[str | None]:
    return [item.label for item in cards.items(card)]  # type: ignore[attr-defined]


def throw(game: Buck) -> list[Event]:
    return game.apply(game.current_player, "throw")  # type: ignore[arg-type]


def test_opening_shows_the_point_number_prominently_and_who_threw_what() -> None:
    game, events = scripted()
    text = description(game, events)
    assert "🎯 Point number: **3** ⚂\n" in text
    assert "First shooter: <@100> (highest in the order throw)" in text
    assert "🎯 <@102> threw the point number: **3** ⚂." in text
    assert "▶ 1. <@100> — 0 points" in text
    assert lines(game, events)[:2] == ["🎲 Order throw: <@100> ⚅, <@101> ⚃, <@102> ⚀.",
                                       "<@100> threw highest and shoots first."]
    after = description(game, events + throw_with(game, (1, 2, 4)))
    assert "First shooter" not in after and "🎯 Point number: **3** ⚂" in after  # once play is under way


def test_each_tie_rethrow_is_one_line_naming_what_it_decides() -> None:
    # everyone ties, then seats 1 and 2 tie for highest, then seats 2 and 3 tie for lowest
    dice = ScriptedDice([4, 4, 4, 4, 6, 6, 2, 2, 5, 3, 3, 3, 1, 2, POINT])
    game, events = Buck.start(4, None, dice)
    shown = lines(game, events)
    assert shown[:5] == [
        "🎲 Order throw: <@100> ⚃, <@101> ⚃, <@102> ⚃, <@103> ⚃.",
        "🎲 Everyone tied, everyone throws again: <@100> ⚅, <@101> ⚅, <@102> ⚁, <@103> ⚁.",
        "🎲 Tie for highest, re-throw: <@100> ⚄, <@101> ⚂.",
        "🎲 Tie for lowest, re-throw: <@102> ⚂, <@103> ⚂.",
        "🎲 Tie for lowest, re-throw: <@102> ⚀, <@103> ⚁.",
    ]
    assert (game.first_shooter, game.point_thrower) == (0, 2)


def test_throws_read_as_kept_passed_big_little_and_overshoot() -> None:
    game, _ = scripted((3, 3, 6), (1, 2, 4), (5, 5, 5), (3, 3, 3))
    events = [*throw(game), *throw(game), *throw(game), *throw(game)]
    assert lines(game, events) == [
        "<@100> threw ⚂ ⚂ ⚅: +2 → 2 — throws again.",
        "<@100> threw ⚀ ⚁ ⚃: no point number — the dice pass on.",
        "<@101> threw ⚄ ⚄ ⚄: **little buck**, +5 → 5; it ends the turn — the dice pass on.",
        "<@102> threw ⚂ ⚂ ⚂: **BIG BUCK!** Straight to 15 — the dice pass on.",
        "✅ <@102> has exactly 15: a buck (#1). They withdraw, safe from losing.",
    ]
    game.scores[0] = 14
    overshoot = throw_with(game, (3, 3, 1))
    assert lines(game, overshoot) == [
        "<@100> threw ⚂ ⚂ ⚀: **overshoot** (16 > 15): nothing scored — throws again."
    ]


def throw_with(game: Buck, faces: tuple[int, ...]) -> list[Event]:
    game.dice = ScriptedDice(list(faces))
    return throw(game)


def test_the_end_names_the_loser_and_the_order_of_bucks() -> None:
    game, opening = scripted((3, 3, 3), (3, 3, 3))
    events = [*opening, *throw(game), *throw(game)]
    assert game.is_over and game.loser == 2
    shown = lines(game, events)
    assert shown[-3:] == [
        "<@101> threw ⚂ ⚂ ⚂: **BIG BUCK!** Straight to 15.",
        "✅ <@101> has exactly 15: a buck (#2). They withdraw, safe from losing.",
        "💀 <@102> is the last one left: **the loser**, with 0 points.",
    ]
    text = description(game, events)
    assert "💀 **Loser: <@102>**" in text
    assert "1. <@100> — ✅ buck #1\n" in text and "2. <@101> — ✅ buck #2\n" in text  # the order of bucks, on the rows
    assert "3. <@102> — 💀 loser with 0 points" in text
    assert "Turn:" not in text


def test_fewer_dice_seats_say_how_many_dice_they_throw() -> None:
    game, events = scripted(fewer_dice=True)
    game.scores = [13, 14, 12]
    text = description(game, events, fewer_dice=True)
    assert "1. <@100> — 13 points · throws two dice" in text
    assert "2. <@101> — 14 points · throws one die" in text
    assert "3. <@102> — 12 points\n" in text
    assert "fewer dice (two at 13, one at 14)" in text


@pytest.mark.parametrize(("locale", "label"), [("en-US", "one point per throw"), ("fr", "un point par lancer")])
def test_the_options_line_names_point_per_throw_only_when_it_is_on(locale: str, label: str) -> None:
    game, events = scripted()
    table = table_for(game, events)
    assert label not in UI.options_text(table, locale)
    table = replace(table, options={**table.options, "point_per_throw": True})
    assert UI.options_text(table, locale).startswith(label + ", ")


def test_a_rematch_table_shows_the_rotation() -> None:
    game, _ = scripted((3, 3, 3), (3, 3, 3))
    throw(game)
    throw(game)
    rematch, events = game.rematch(SeededDice(bytes(32)), range(game.players))
    text = description(rematch, events)
    assert "Game 2: <@101> shoots first, one seat left of last game's first shooter\n" in text
    assert lines(rematch, events)[0] == "Game 2: <@101> shoots first (start of play moved one seat left)."
    assert f"🎯 Point number: **{rematch.point}**" in text
    assert labels(render(Change(table_for(rematch, events), rematch))) == ["Throw"]


def test_a_finished_table_offers_the_rematch_button() -> None:
    game, opening = scripted((3, 3, 3), (3, 3, 3))
    events = [*opening, *throw(game), *throw(game)]
    assert labels(render(Change(table_for(game, events), game))) == ["Rematch", "How it went", "Replay"]


def test_forfeits_read_as_leaving_the_rotation_or_losing() -> None:
    game, _ = scripted(players=3)
    left = game.forfeit(0)
    assert lines(game, left) == ["<@100> left the game.", "<@100> leaves the rotation; <@101> throws."]
    lost = game.forfeit(1)
    assert lines(game, lost)[-1] == "💀 <@101> left while still throwing against one other player: **the loser**."


def test_the_rules_fit_one_discord_message_and_name_every_reading() -> None:
    text = UI.rules_text("en-US")
    assert len(text) <= 2000
    for reading in ("everyone re-throws", "even 13 or 14", "little buck too", "fewer dice", "one seat left",
                    "you are the loser", "turn timeout", "*one point per throw*: a throw showing the point number "
                    "scores one"):
        assert reading in text
    french = UI.rules_text("fr")
    assert len(french) <= 2000 and "*un point par lancer* : un lancer avec le numéro de point rapporte 1" in french


def test_an_opening_throw_at_a_big_table_names_only_what_it_decides() -> None:
    faces = [4, 6, 2, 6, 6, 6, 3, 1, 6, 5]  # five sixes: the first shooter is decided by a re-throw
    table = table_for(Buck.start(10, None, ScriptedDice([*faces, 6, 5, 4, 3, 2, 1]))[0], [])  # 10 seats: > 8
    def order_throw(players: list[int], dice: list[int], deciding: str = "order") -> Event:
        return ev("order_throw", None, {"players": players, "dice": dice, "deciding": deciding, "rethrow": False})

    assert UI.event_line(order_throw(list(range(10)), faces), table, "en") == (
        "🎲 Order throw: highest ⚅ <@101>, <@103>, <@104> and 2 others, lowest ⚀ <@107>."
    )
    tied = order_throw(list(range(10)), [3] * 10)
    assert UI.event_line(tied, table, "fr") == "🎲 Lancer d'ordre : tout le monde a fait ⚂."
    highest = order_throw([1, 3, 4, 8], [6, 2, 6, 5], "first_shooter")  # a re-throw settles one side only
    assert UI.event_line(highest, table, "en") == "🎲 Tie for highest, re-throw: highest ⚅ <@101>, <@104>."
    lowest = order_throw([1, 3, 4, 8], [6, 2, 6, 5], "point_thrower")
    assert UI.event_line(lowest, table, "fr") == "🎲 Égalité pour le plus bas, on relance : le plus bas ⚁ <@103>."
    table = replace(table, seats=table.seats[:8])  # up to 8 seats, every die is listed
    small = order_throw([1, 3, 5], [6, 2, 2], "first_shooter")
    assert UI.event_line(small, table, "en") == "🎲 Tie for highest, re-throw: <@101> ⚅, <@103> ⚁, <@105> ⚁."


def test_with_fewer_dice_reaching_13_or_14_says_how_many_dice_come_next() -> None:
    game, _ = scripted(fewer_dice=True)
    game.scores[0] = 11
    to_13 = throw_with(game, (3, 3, 1))  # +2 → 13
    table = table_for(game, to_13, fewer_dice=True)
    assert UI.event_line(to_13[0], table, "en") == (
        "<@100> threw ⚂ ⚂ ⚀: +2 → 13 — throws again. At 13: two dice from now on."
    )
    to_14 = throw_with(game, (3, 1))  # two dice now: +1 → 14
    assert UI.event_line(to_14[0], table, "fr") == (
        "<@100> a lancé ⚂ ⚀ : +1 → 14 — relance. À 14 : un seul dé désormais."
    )
    missed = throw_with(game, (2,))  # one die, no point number: no change, no note
    assert UI.event_line(missed[0], table, "en") == "<@100> threw ⚁: no point number — the dice pass on."
    plain, _ = scripted()
    plain.scores[0] = 11
    same = throw_with(plain, (3, 3, 1))
    assert UI.event_line(same[0], table_for(plain, same), "en") == "<@100> threw ⚂ ⚂ ⚀: +2 → 13 — throws again."


def test_one_point_is_singular_in_both_languages() -> None:
    game, events = scripted()
    game.scores[1] = 1
    assert "2. <@101> — 1 point\n" in description(game, events)
    table = table_for(game, events)
    table = replace(table, locale="fr")
    game.scores[1] = 0
    assert "2. <@101> — 0 point\n" in cards.description(render(Change(table, game)))


@pytest.mark.parametrize("seed", [bytes(32), bytes(range(32)), b"buck" * 8])
@pytest.mark.parametrize("locale", ["en", "fr"])
def test_a_full_table_of_twenty_with_dice_pictures_stays_readable_all_game(
    seed: bytes, locale: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    # The renderer drops old log lines to keep within 1,800 characters: Buck's own lines must leave it no need.
    monkeypatch.setattr(presenter, "MAX_CHARACTERS", 10**6)
    presenter.use_emojis({name: 1234567890123456789 + index for index, name in enumerate(presenter.NAMES)})  # 19 digits
    try:
        game, events = Buck.start(20, None, SeededDice(seed))
        log: list[Event] = []
        while True:
            log += events
            table = table_for(game, log)
            table = replace(table, locale=locale)
            # mentions of 19-digit ids
            table = replace(table, seats=[Seat(10**18 + index, "W" * 32) for index in range(20)])
            text = cards.text(render(Change(table, game)))
            assert len(text) <= 1800, text
            assert f"**{game.point}** <:pips_d6_{game.point}:" in text.split(t(locale, "table.log"))[0]
            if game.is_over:
                break
            events = throw(game)
    finally:
        presenter.use_text()
