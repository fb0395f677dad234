"""How a Buck Dice table reads: point number, seats, every kind of throw, the loser and the rematch rotation."""

from __future__ import annotations

from itertools import chain

import discord
from hypothesis import given, settings
from hypothesis import strategies as st

from cogs._render import LOG_LINES, render
from cogs.buck import UI
from data.records import Seat, Status, Table
from rules.base import Event
from rules.buck import Buck
from rules.dice import ScriptedDice, SeededDice
from service.tables import LOG_LENGTH, Change

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
    embed, _ = render(Change(table_for(game, events, fewer_dice), game))
    return embed.description or ""


def labels(view: discord.ui.View) -> list[str | None]:
    return [item.item.label for item in view.children]  # type: ignore[attr-defined]


def throw(game: Buck) -> list[Event]:
    return game.apply(game.current_player, "throw")  # type: ignore[arg-type]


def test_opening_shows_the_point_number_prominently_and_who_threw_what() -> None:
    game, events = scripted()
    text = description(game, events)
    assert "🎯 Point number: **3** ⚂ — thrown by <@102>" in text
    assert "First shooter: <@100> (highest in the order throw)" in text
    assert "🎲 Order throw: <@100> ⚅, <@101> ⚃, <@102> ⚀." in text
    assert "<@100> threw highest and shoots first." in text
    assert "🎯 <@102> threw the point number: **3** ⚂." in text
    assert "▶ 1. <@100> — 0 points" in text


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
        "<@100> threw ⚀ ⚁ ⚃: no point number — the dice pass to <@101>.",
        "<@101> threw ⚄ ⚄ ⚄: **little buck**, +5 → 5 — the dice pass to <@102>.",
        "<@102> threw ⚂ ⚂ ⚂: **BIG BUCK!** Straight to 15 — the dice pass to <@100>.",
        "✅ <@102> made a buck (#1) and withdraws.",
    ]
    game.scores[0] = 14
    overshoot = throw_with(game, (3, 3, 1))
    assert lines(game, overshoot) == [
        "<@100> threw ⚂ ⚂ ⚀: **overshoot** (16 is past 15), does not count — throws again."
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
        "✅ <@101> made a buck (#2) and withdraws.",
        "💀 <@102> is the last one left: **the loser**, with 0 points.",
    ]
    text = description(game, events)
    assert "Made a buck: 1. <@100>, 2. <@101>" in text
    assert "💀 **Loser: <@102>**" in text
    assert "1. <@100> — ✅ made a buck (#1)" in text and "3. <@102> — 💀 loser with 0 points" in text
    assert "Turn:" not in text


def test_fewer_dice_seats_say_how_many_dice_they_throw() -> None:
    game, events = scripted(fewer_dice=True)
    game.scores = [13, 14, 12]
    text = description(game, events, fewer_dice=True)
    assert "1. <@100> — 13 points · throws two dice" in text
    assert "2. <@101> — 14 points · throws one die" in text
    assert "3. <@102> — 12 points\n" in text
    assert "fewer dice (two at 13, one at 14)" in text


def test_a_rematch_table_shows_the_rotation() -> None:
    game, _ = scripted((3, 3, 3), (3, 3, 3))
    throw(game)
    throw(game)
    rematch, events = game.rematch(SeededDice(bytes(32)))
    text = description(rematch, events)
    assert "Game 2: <@101> shoots first, one seat left of last game's first shooter; <@100>, on their right" in text
    assert "Game 2: <@101> shoots first (start of play moved one seat left)." in text
    assert f"🎯 Point number: **{rematch.point}**" in text
    _, view = render(Change(table_for(rematch, events), rematch))
    assert labels(view) == ["Throw"]


def test_a_finished_table_offers_the_rematch_button() -> None:
    game, opening = scripted((3, 3, 3), (3, 3, 3))
    events = [*opening, *throw(game), *throw(game)]
    _, view = render(Change(table_for(game, events), game))
    assert labels(view) == ["Rematch"]


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
                    "you are the loser", "turn timeout"):
        assert reading in text


@settings(max_examples=15, deadline=None)
@given(seed=st.binary(min_size=32, max_size=32), throws=st.integers(0, 40))
def test_a_full_table_of_twenty_fits_one_embed_with_the_whole_recent_log(seed: bytes, throws: int) -> None:
    game, events = Buck.start(20, None, SeededDice(seed))
    for _ in range(throws):
        if game.is_over:
            break
        events += throw(game)
    table = table_for(game, events)
    embed, _ = render(Change(table, game))
    text = embed.description or ""
    assert len(text) < 4096  # nothing cut off by the renderer's limit
    recent = [line for e in table.log if (line := UI.event_line(Event.from_dict(e), table, "en-US"))]
    assert text.endswith("\n".join(recent[-LOG_LINES:]))
    assert f"**{game.point}**" in text.split("**Recent**")[0]
