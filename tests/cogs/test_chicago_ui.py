"""Chicago's rendering hooks: one list of players that ends as the score sheet, the reroll buttons, how rolls
and keeps read, and a timed-out turn."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace
from typing import Any

import pytest
from discord.ui import Button

from cogs.chicago import UI
from data.records import Seat, Status, Table
from i18n import t
from rules.base import Event
from rules.chicago import Chicago
from rules.dice import ScriptedDice, SeededDice
from rules.games import GAMES
from screen import presenter
from screen.presenter import render
from service.players import Player
from service.tables import Change, TableService
from tests import cards
from tests.stored_events import stored_event


def ev(type: str, player: int | None = None, data: dict | None = None) -> Event:
    """A Chicago event as the log stores it."""
    return stored_event("chicago", type, player, data)

LONGEST_NAME = "W" * 32  # Discord's longest display name
ALICE, BOB = Player(1, "Alice"), Player(2, "Bob")


def table_of(players: int, options: dict[str, Any], *, computers: int = 0) -> Table:
    """A playing table whose people carry 19-digit ids and the longest names Discord allows."""
    people = [Seat(10**18 + index, LONGEST_NAME) for index in range(players - computers)]
    bots = [Seat(-1 - index, f"Computer {index + 1}", computer=True) for index in range(computers)]
    seats = people + bots
    return Table(
        kind="chicago", guild_id=1, channel_id=2, host_id=seats[0].user_id, seed=bytes(32).hex(),
        options=options, seats=seats, status=Status.PLAYING, id=7,
    )


def shown(table: Table, game: Chicago, events: list[Event]) -> Change:
    table = replace(table, log=(*table.log, *(event.to_dict() for event in events))[-12:])
    if game.is_over:
        table = replace(table, status=Status.FINISHED)
    return Change(table, game, events)


@pytest.fixture
def pictures() -> Iterator[None]:
    """The dice as application emojis, with markup of realistic length (19-digit ids)."""
    presenter.use_emojis({name: 1234567890123456789 + index for index, name in enumerate(presenter.NAMES)})
    yield
    presenter.use_text()


def rows(description: str, players: int) -> list[str]:
    """The player list: the line after its heading and one line per seat."""
    lines = description.splitlines()
    heading = f"/{Chicago.max_players})**"
    start = next(index for index, line in enumerate(lines) if line.endswith(heading))
    return lines[start + 1 : start + 1 + players]


@pytest.mark.parametrize("locale", ["en", "fr"])
def test_twenty_players_read_as_one_list_whole_names_and_totals_at_every_step(
    locale: str, monkeypatch: pytest.MonkeyPatch, pictures: None
) -> None:
    # The renderer drops old log lines to keep within 1,800 characters: Chicago's own lines must leave it no need.
    monkeypatch.setattr(presenter, "MAX_CHARACTERS", 10**6)
    options = {"double_roll": True, "three_dice": True}
    table = table_of(20, options, computers=12)  # "Computer 1" .. "Computer 12": names never cut to look alike
    table = replace(table, locale=locale)
    game, events = Chicago.start(20, options, SeededDice(bytes(range(32))))
    while True:
        change = shown(table, game, events)
        card = render(change)
        description = cards.description(card)
        assert len(cards.text(card)) <= 1800
        assert "<:pips_d6_" in description or game.step == 0
        assert "```" not in description  # no second, monospace list of the same players
        listed = rows(description, 20)
        for index, row in enumerate(listed):
            seat = table.seats[index]
            name = seat.name if seat.computer else f"<@{seat.user_id}>"
            who, _, detail = row.removeprefix("▶ ").partition(" — ")
            assert who.startswith(f"{index + 1}. {name}")
            assert detail.startswith(f"{game.totals()[index]} point")  # "0 point" in French
        assert len({row.partition(" — ")[0] for row in listed}) == 20  # every row tells its player apart
        if game.is_over:
            break
        events = game.apply(game.current_player, game.auto_action())  # type: ignore[arg-type]
        while (forced := game.forced_action()) is not None:  # as the service does
            events += game.apply(game.current_player, forced)  # type: ignore[arg-type]
        if game.step == 10:
            events += game.forfeit(5)
    assert all(f"Computer {n} (" in description for n in range(1, 13))


def test_the_final_list_is_the_score_sheet_totals_first() -> None:
    table = table_of(3, {})
    # seat 1 draws the first turn; every other roll 6+6 misses, but scores round 11's 12
    script = [1, 1, 1, 3, 4, 1, 2, *[6, 6] * 3 * 9, 6, 6, 1, 1, 6, 6]
    game, events = Chicago.start(3, None, ScriptedDice(script))
    events += game.apply(0, "roll")  # 1+1 scores round 1's 2
    events += game.apply(1, "roll")  # 3+4 misses 2
    events += game.apply(2, "roll")  # 1+2 misses 2
    while not game.is_over:
        events += game.apply(game.current_player, "roll")  # type: ignore[arg-type]
    assert game.sheet == [[2, *[0] * 9, 12], [0] * 10 + [0], [0] * 10 + [12]]
    description = cards.description(render(shown(table, game, events)))
    first, second, third = rows(description, 3)
    assert first.endswith(" — 14 points (2+12)")  # the rounds it scored: round 1's 2 and round 11's 12
    assert second.endswith(" — 0 points")
    assert third.endswith(" — 12 points")  # one hit needs no sum


def test_a_forced_keep_says_why_and_a_chosen_keep_does_not() -> None:
    table = table_of(2, {"double_roll": True})
    forced = ev("keep", 0, {"round": 11, "target": 12, "dice": [2, 3], "score": 0})
    chosen = ev("keep", 0, {"round": 4, "target": 5, "dice": [3, 3], "score": 0})
    name = f"<@{10**18}>"
    assert UI.event_line(forced, table, "en") == f"{name} keeps ⚁ ⚂ — no reroll can make 12: 0 points."
    assert UI.event_line(chosen, table, "en") == f"{name} keeps ⚂ ⚂: 0 points."
    assert UI.event_line(forced, table, "fr") == f"{name} garde ⚁ ⚂ — aucune relance ne peut faire 12 : 0 point."


def test_a_miss_offers_one_reroll_per_distinct_face_labelled_with_it_then_keep() -> None:
    def offered(script: list[int], three_dice: bool) -> list[str]:
        game, _ = Chicago.start(2, {"double_roll": True, "three_dice": three_dice}, ScriptedDice([1, *script]))
        game.apply(0, "roll")
        return [UI.action_label(game, action, "en") for action in UI.offered_actions(game)]

    assert offered([4, 2], False) == ["Reroll ⚃ 4", "Reroll ⚁ 2", "Keep"]
    assert offered([3, 3], False) == ["Reroll ⚂ 3", "Keep"]
    assert offered([5, 6, 5], True) == ["Reroll ⚄ 5", "Reroll ⚅ 6", "Keep"]


def test_a_three_dice_hit_names_the_pair_that_scored() -> None:
    table = table_of(2, {"three_dice": True})
    roll = ev("roll", 0, {"round": 5, "target": 6, "dice": [2, 6, 4], "pair": [0, 2], "total": 6, "score": 6,
                             "may_reroll": False})
    line = UI.event_line(roll, table, "en")
    assert line == f"<@{10**18}> rolled ⚁ ⚅ ⚃ — 2 + 4 = 6: **+6**."


def test_a_pending_decision_shows_the_miss_last_and_its_buttons() -> None:
    table = table_of(2, {"double_roll": True})
    game, events = Chicago.start(2, table.options, ScriptedDice([1, 4, 2, 4]))
    events += game.apply(0, "roll")
    card = render(shown(table, game, events))
    description = cards.description(card)
    assert description.endswith(f"<@{10**18}> rolled ⚃ ⚁ = 6, not 2.")  # the decision comes from the buttons
    assert [child.label for child in cards.items(card)] == ["Reroll ⚃ 4", "Reroll ⚁ 2", "Keep"]  # type: ignore[attr-defined]
    events = game.apply(0, "reroll:1")
    description = cards.description(render(shown(table, game, events)))
    assert description.endswith(f"<@{10**18}> rerolled the 2: ⚃ ⚃ = 8, not 2: 0 points.")


def test_with_dice_pictures_a_reroll_button_shows_its_die_as_a_picture(pictures: None) -> None:
    table = table_of(2, {"double_roll": True})
    game, events = Chicago.start(2, table.options, ScriptedDice([1, 4, 2, 4]))
    events += game.apply(0, "roll")
    buttons = [child for child in cards.items(render(shown(table, game, events))) if isinstance(child, Button)]
    assert [button.label for button in buttons] == ["Reroll 4", "Reroll 2", "Keep"]
    assert [button.emoji.name if button.emoji else None for button in buttons] == ["pips_d6_4", "pips_d6_2", None]


def test_a_tie_is_a_joint_victory_naming_every_leader() -> None:
    table = table_of(3, {})
    game, events = Chicago.start(3, None, ScriptedDice([1] + [6, 6] * 3 * 11))
    for _ in range(33):
        events += game.apply(game.current_player, "roll")  # type: ignore[arg-type]
    card = render(shown(table, game, events))
    names = ", ".join(f"<@{seat.user_id}>" for seat in table.seats)
    assert t("en", "chicago.joint_victory", names=names, points=12) in cards.description(card)
    assert [child.label for child in cards.items(card)] == [  # type: ignore[attr-defined]
        t("en", "button.again"), t("en", "button.story"), t("en", "button.replay")
    ]


async def test_a_timed_out_decision_plays_the_engines_choice_and_the_log_says_so(service: TableService, clock) -> None:
    table_id = (await service.open("chicago", 10, 100, ALICE, {"double_roll": True})).table.id
    await service.join(table_id, BOB)
    change = await service.start_game(table_id, ALICE)
    people = {ALICE.user_id: ALICE, BOB.user_id: BOB}
    game = change.game
    assert isinstance(game, Chicago)
    while game.pending is None:
        player = people[change.table.seats[game.current_player].user_id]  # type: ignore[index]
        change = await service.act(table_id, player, game.step, "roll")
        game = change.game
        assert isinstance(game, Chicago)
    best = game.auto_action()

    assert change.table.deadline is not None
    clock.advance(change.table.deadline - clock())
    await service.on_deadline(table_id)
    after = await service.table(table_id)

    types = [event["type"] for event in after.table.log]
    timed_out = len(types) - 1 - types[::-1].index("timeout")
    played = GAMES["chicago"].read_event(after.table.log[timed_out + 1])
    verb, _, die = str(best).partition(":")
    assert played.type == verb and played.player == game.current_player
    if verb == "reroll":
        assert played.data["die"] == int(die)
    seat = change.table.seats[game.current_player]  # type: ignore[index]
    assert t("en", "chicago.event.timeout", name=f"<@{seat.user_id}>") in cards.description(render(after))
