"""Chicago at a table: its slash commands, the score sheet, and how rolls and reroll choices read."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import discord
from discord import app_commands
from discord.ext import commands

from cogs._game_cog import GameCog
from cogs._translator import text
from cogs._ui import PIP_FACES, GameUi, pips, register, seat_name
from data.records import Table
from i18n import t
from rules.base import Event, Game
from rules.chicago import Chicago
from service.tables import MAX_TURN_TIMEOUT, MIN_TURN_TIMEOUT

ROLL_EVENTS = ("roll", "reroll", "keep")
NAME_WIDTH = 8  # the sheet is monospace: long names are cut so 20 rows stay narrow and short
CELL_WIDTH = 3  # " 12"
MISSED = "-"


def face(value: int) -> str:
    return PIP_FACES[value - 1]


def verdict(event: Event, locale: str, *, deciding: bool = False) -> str:
    """What a roll, reroll or keep made: the total or scoring pair and the points. A miss still
    ``deciding`` (a reroll or keep to come) says so; in the log the next line tells what followed."""
    data = event.data
    if event.type == "keep":
        return t(locale, "chicago.verdict.kept")
    dice, target = data["dice"], data["target"]
    if data["score"]:
        if len(dice) == 2:
            return t(locale, "chicago.verdict.total_hit", total=data["total"], score=data["score"])
        first, second = data["pair"]
        return t(
            locale,
            "chicago.verdict.pair_hit",
            first=face(dice[first]),
            second=face(dice[second]),
            target=target,
            score=data["score"],
        )
    if deciding:
        then = t(locale, "chicago.then.decide")
    else:
        then = "" if data.get("may_reroll") else t(locale, "chicago.then.zero")
    if len(dice) == 2:
        return t(locale, "chicago.verdict.total_miss", total=data["total"], target=target, then=then)
    return t(locale, "chicago.verdict.pair_miss", target=target, then=then)


def sheet_name(table: Table, index: int) -> str:
    # Backticks would close the code block the sheet lives in.
    return table.seats[index].name.replace("`", "'")[:NAME_WIDTH]


def sheet_cell(points: list[int], round_number: int) -> str:
    if round_number > len(points):
        return ""  # not rolled yet, or the player left the game
    return str(points[round_number - 1]) if points[round_number - 1] else MISSED


def score_sheet(game: Chicago, table: Table, locale: str) -> str:
    """Every player × the rounds played so far, and totals, as a monospace block."""
    rounds = range(1, game.round + 1)
    corner = t(locale, "chicago.sheet.round")[:NAME_WIDTH]
    total = t(locale, "chicago.sheet.total")
    width = max(len(corner), *(len(sheet_name(table, index)) for index in range(game.players)))
    number_width = len(str(game.players))
    total_width = max(len(total), CELL_WIDTH)

    header = " " * (number_width + 1) + corner.ljust(width)
    header += "".join(str(r).rjust(CELL_WIDTH) for r in rounds) + " " + total.rjust(total_width)
    rows = [header]
    for index, points in enumerate(game.sheet):
        row = str(index + 1).rjust(number_width) + " " + sheet_name(table, index).ljust(width)
        row += "".join(sheet_cell(points, r).rjust(CELL_WIDTH) for r in rounds)
        row += " " + str(sum(points)).rjust(total_width)
        rows.append(row)
    return "```\n" + "\n".join(rows) + "\n```"


def last_roll(table: Table) -> Event | None:
    for raw in reversed(table.log):
        event = Event.from_dict(raw)
        if event.type in ROLL_EVENTS:
            return event
    return None


class ChicagoUi(GameUi):
    kind = Chicago.kind

    def seat_detail(self, game: Game, index: int, locale: str) -> str:
        assert isinstance(game, Chicago)
        return t(locale, "chicago.seat", points=game.totals()[index])

    def status_lines(self, game: Game, table: Table, locale: str) -> list[str]:
        assert isinstance(game, Chicago)
        if game.is_over:
            return [t(locale, "chicago.final"), score_sheet(game, table, locale), self._victory(game, table, locale)]
        lines = [t(locale, "chicago.round", round=game.round, target=game.target), score_sheet(game, table, locale)]
        latest = last_roll(table)
        if latest is not None:
            lines.append(
                t(
                    locale,
                    "chicago.last_roll",
                    name=seat_name(table, latest.player),
                    faces=pips(latest.data["dice"]),
                    verdict=verdict(latest, locale, deciding=game.pending is not None),
                )
            )
        return lines

    @staticmethod
    def _victory(game: Chicago, table: Table, locale: str) -> str:
        outcome = game.outcome()
        assert outcome is not None
        points = outcome.scores[outcome.winners[0]]
        if len(outcome.winners) == 1:
            return t(locale, "chicago.winner", name=seat_name(table, outcome.winners[0]), points=points)
        names = ", ".join(seat_name(table, winner) for winner in outcome.winners)
        return t(locale, "chicago.joint_victory", names=names, points=points)

    def offered_actions(self, game: Game) -> list[str]:
        assert isinstance(game, Chicago)
        if game.pending is None:
            return game.legal_actions()
        # Rerolling either of two equal dice is the same choice: one button per face shown.
        offered: list[str] = []
        faces: set[int] = set()
        for action in game.legal_actions():
            verb, _, die = action.partition(":")
            if verb == "reroll":
                value = game.pending[int(die)]
                if value in faces:
                    continue
                faces.add(value)
            offered.append(action)
        return offered

    def action_label(self, game: Game, action: str, locale: str) -> str:
        assert isinstance(game, Chicago)
        verb, _, die = action.partition(":")
        if verb == "reroll" and game.pending is not None:
            value = game.pending[int(die)]
            return t(locale, "chicago.action.reroll", face=face(value), value=value)
        return super().action_label(game, action, locale)

    def event_params(self, event: Event, table: Table, locale: str) -> Mapping[str, Any]:
        params = dict(super().event_params(event, table, locale))
        if event.type in ROLL_EVENTS:
            params["faces"] = pips(event.data["dice"])
            params["verdict"] = verdict(event, locale)
        if event.type == "reroll":
            params["old"] = face(event.data["old"])
            params["new"] = face(event.data["new"])
        return params


UI = register(ChicagoUi())


class ChicagoCog(GameCog, group_name="chicago", group_description=text("cmd.chicago")):
    ui = UI

    @app_commands.command(name="start", description=text("cmd.chicago.start"))
    @app_commands.describe(
        double_roll=text("cmd.chicago.double_roll"),
        three_dice=text("cmd.chicago.three_dice"),
        turn_timeout=text("cmd.turn_timeout"),
    )
    @app_commands.guild_only()
    async def start(
        self,
        interaction: discord.Interaction,
        double_roll: bool = False,
        three_dice: bool = False,
        turn_timeout: app_commands.Range[int, MIN_TURN_TIMEOUT, MAX_TURN_TIMEOUT] = 60,
    ) -> None:
        await self.open_table(interaction, turn_timeout, double_roll=double_roll, three_dice=three_dice)


async def setup(bot: commands.Bot) -> None:
    await bot.add_cog(ChicagoCog(bot))
