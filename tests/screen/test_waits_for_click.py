"""Where Pips is no member, a table's card says when Pips can no longer draw it by itself (its last interaction's
token expires before the turn's deadline): the presenter draws that line under the turn line when it is given the
moment, never otherwise; and a background edit through a table's pass gives it the moment the pass runs out."""

from __future__ import annotations

import datetime
from types import SimpleNamespace
from typing import Any, cast

import discord

from cogs.lcr import UI as LCR_UI
from data.records import Seat, Status, Table
from data.store import Store, TablePass
from discord_side.reach import Reach
from i18n import t
from rules.dice import SeededDice
from rules.lcr import Lcr
from screen.presenter import render
from screen.sequencer import Screen
from service.tables import Change
from tests import cards

assert LCR_UI  # LCR's cog registers how its table reads
NOW = 1_800_000_000.0
LIFETIME = 900.0


def playing(deadline: float | None = NOW + 60, status: Status = Status.PLAYING, version: int = 3) -> Change:
    seats = [Seat(10**17 + n, f"P{n}") for n in range(3)]
    seed = bytes(range(32)).hex()
    game, events = Lcr.start(3, {}, SeededDice(bytes.fromhex(seed)), None)
    table = Table(kind="lcr", guild_id=None, channel_id=2, host_id=seats[0].user_id, seed=seed, options={},
                  seats=seats, id=7, message_id=70, version=version, status=status, deadline=deadline, locale="en")
    return Change(table, game, events)


def notice(when: float) -> str:
    return "-# " + t("en", "table.waits_for_click", time=f"<t:{int(when)}:t>")


def test_the_card_says_from_when_a_move_waits_for_a_click_under_the_turn_line_only_when_told() -> None:
    change = playing()
    told = cards.lines(render(change, waits_after=NOW + 30))
    turn = next(index for index, line in enumerate(told) if line.startswith(t("en", "table.turn", mention="")))
    assert told[turn + 1] == notice(NOW + 30)
    assert ":R>" not in told[turn + 1]  # the time of day: a countdown would read "… ago" once it passed
    assert notice(NOW + 30) not in cards.lines(render(change))
    assert not [line for line in cards.lines(render(change)) if "<t:" in line and ":t>" in line]


def test_a_table_with_no_turn_says_nothing_of_it() -> None:
    finished = playing(status=Status.FINISHED)
    assert notice(NOW + 30) not in cards.lines(render(finished, waits_after=NOW + 30))


class DrawnThrough(Reach):
    """A reach that keeps what it would draw through the table's pass instead of calling Discord."""

    def __init__(self, table_pass: TablePass | None, now: float) -> None:
        super().__init__(cast(Any, SimpleNamespace(application_id=1)), cast(Store, None), clock=lambda: now,
                         lifetime=LIFETIME)
        self.table_pass = table_pass
        self.drawn: list[discord.ui.LayoutView] = []

    async def pass_of(self, table_id: int) -> TablePass | None:
        return self.table_pass

    async def edit(self, table_id: int, message_id: int, **fields: Any) -> bool:
        self.drawn.append(fields["view"])
        return True


async def test_a_background_edit_through_a_pass_that_runs_out_before_the_deadline_says_so() -> None:
    issued = NOW - 800.0  # its pass draws until NOW + 70 (the lifetime less the margin)
    reach = DrawnThrough(TablePass(7, "token", issued, 70, 0, True), NOW)
    screen = Screen.of(cast(discord.Client, None), remember=_nothing, reach=reach)
    expiry = reach.expiry(issued)
    screen.publish(playing(deadline=expiry + 1))
    await screen.drained()
    screen.publish(playing(deadline=expiry, version=4))  # the deadline comes while the pass still draws
    await screen.drained()
    told, untold = (cards.lines(card) for card in reach.drawn)
    assert notice(expiry) in told and notice(expiry) not in untold


class Answer:
    """A click's interaction: its answer's card kept."""

    def __init__(self, at: float, *, guild_installed: bool = False) -> None:
        self.created_at = datetime.datetime.fromtimestamp(at, datetime.UTC)
        self.message = SimpleNamespace(id=70, flags=SimpleNamespace(components_v2=True))
        self.response = SimpleNamespace(edit_message=self.edit_message, defer=self.defer)
        self.guild_installed = guild_installed
        self.card: discord.ui.LayoutView | None = None

    def is_guild_integration(self) -> bool:
        return self.guild_installed

    async def edit_message(self, *, view: discord.ui.LayoutView) -> None:
        self.card = view

    async def defer(self) -> None:
        raise AssertionError("the click was only acknowledged")


async def test_a_click_s_answer_says_so_when_its_own_token_runs_out_before_the_deadline_and_a_server_s_never(
) -> None:
    reach = DrawnThrough(None, NOW)
    expiry = reach.expiry(NOW)
    for deadline, guild_installed, said in ((expiry + 1, False, True), (expiry, False, False),
                                            (expiry + 1, True, False)):
        click = Answer(NOW, guild_installed=guild_installed)
        await Screen(_no_edit, reach=reach).answer_click(cast(discord.Interaction, click), playing(deadline))
        assert click.card is not None and (notice(expiry) in cards.lines(click.card)) is said


async def _nothing(table_id: int, message_id: int) -> None:
    return None


async def _no_edit(change: Change, message_id: int) -> None:
    raise AssertionError("a click's change is drawn by its answer")
