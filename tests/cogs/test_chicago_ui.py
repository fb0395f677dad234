"""Chicago's rendering hooks: the score sheet, the reroll buttons, how rolls read, and a timed-out turn."""

from __future__ import annotations

from typing import Any

from cogs._render import render
from cogs.chicago import UI, score_sheet
from data.records import Seat, Status, Table
from i18n import t
from rules.base import Event
from rules.chicago import Chicago
from rules.dice import ScriptedDice, SeededDice
from service.players import Player
from service.tables import Change, TableService

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
    table.log = (table.log + [event.to_dict() for event in events])[-12:]
    if game.is_over:
        table.status = Status.FINISHED
    return Change(table, game, events)


def sheet_rows(description: str) -> list[str]:
    fences = description.count("```")
    assert fences == 2, f"the sheet's code block is broken ({fences} fences)"
    return description.split("```")[1].strip("\n").splitlines()


def test_the_sheet_of_twenty_players_fits_the_embed_at_every_step_of_a_game() -> None:
    options = {"double_roll": True, "three_dice": True}
    table = table_of(20, options, computers=2)
    table.seats[3].name = "```" + LONGEST_NAME[3:]  # a name must not close the sheet's code block
    game, events = Chicago.start(20, options, SeededDice(bytes(range(32))))
    longest = 0
    while True:
        change = shown(table, game, events)
        embed, _ = render(change)
        description = embed.description or ""
        longest = max(longest, len(description))
        assert len(description) < 4096  # the renderer cuts at 4096: reaching it would cut the sheet
        assert len(embed) <= 6000
        rows = sheet_rows(description)
        assert len(rows) == 21 and all(len(row) <= 50 for row in rows)
        if game.is_over:
            break
        events = game.apply(game.current_player, game.auto_action())  # type: ignore[arg-type]
        if game.step == 10:
            events += game.forfeit(5)  # a forfeited seat's line grows and its sheet row stops short
    assert longest > 2000  # the test reached the dense end of the game, not just its start
    assert all(row.split()[-1].isdigit() for row in rows[1:])
    assert rows[0].split()[1:-1] == [str(r) for r in range(1, 12)]


def test_sheet_cells_show_points_misses_and_turns_still_to_come() -> None:
    table = table_of(3, {})
    game, _ = Chicago.start(3, None, ScriptedDice([1, 1, 1, 3, 4, 1, 2, 2, 5]))  # seat 1 draws the first turn
    game.apply(0, "roll")  # 1+1 scores round 1's 2
    game.apply(1, "roll")  # 3+4 misses 2
    game.apply(2, "roll")  # 1+2 misses 2
    game.apply(0, "roll")  # round 2: 2+5 misses 3, and seats 2 and 3 have not rolled yet
    rows = score_sheet(game, table, "en").strip("`\n").splitlines()
    cells = [row.split()[2:] for row in rows[1:]]
    assert cells == [["2", "-", "2"], ["-", "0"], ["-", "0"]]


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
    roll = Event("roll", 0, {"round": 5, "target": 6, "dice": [2, 6, 4], "pair": [0, 2], "total": 6, "score": 6,
                             "may_reroll": False})
    line = UI.event_line(roll, table, "en")
    assert line == f"<@{10**18}> rolled ⚁ ⚅ ⚃ — ⚁ + ⚃ = 6: **+6**."


def test_the_last_roll_asks_for_a_decision_only_while_it_is_pending() -> None:
    table = table_of(2, {"double_roll": True})
    game, events = Chicago.start(2, table.options, ScriptedDice([1, 4, 2, 4]))
    events += game.apply(0, "roll")
    deciding = "\n".join(UI.status_lines(game, shown(table, game, events).table, "en"))
    assert f"Last roll (<@{10**18}>): ⚃ ⚁ = 6, not 2: reroll one die or keep" in deciding
    events = game.apply(0, "reroll:1")
    settled = "\n".join(UI.status_lines(game, shown(table, game, events).table, "en"))
    assert f"Last roll (<@{10**18}>): ⚃ ⚃ = 8, not 2: 0 points" in settled


def test_a_tie_is_a_joint_victory_naming_every_leader() -> None:
    table = table_of(3, {})
    game, events = Chicago.start(3, None, ScriptedDice([1] + [6, 6] * 3 * 11))
    for _ in range(33):
        events += game.apply(game.current_player, "roll")  # type: ignore[arg-type]
    embed, view = render(shown(table, game, events))
    names = ", ".join(f"<@{seat.user_id}>" for seat in table.seats)
    assert t("en", "chicago.joint_victory", names=names, points=12) in (embed.description or "")
    assert [child.item.label for child in view.children] == [t("en", "button.again")]  # type: ignore[attr-defined]


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
    await service._on_deadline(table_id)
    after = await service.table(table_id)

    types = [event["type"] for event in after.table.log]
    timed_out = len(types) - 1 - types[::-1].index("timeout")
    played = Event.from_dict(after.table.log[timed_out + 1])
    verb, _, die = best.partition(":")
    assert played.type == verb and played.player == game.current_player
    if verb == "reroll":
        assert played.data["die"] == int(die)
    embed, _ = render(after)
    seat = change.table.seats[game.current_player]  # type: ignore[index]
    assert t("en", "chicago.event.timeout", name=f"<@{seat.user_id}>") in (embed.description or "")
