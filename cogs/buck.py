"""Buck Dice at a table: its slash commands and how its point number, throws and bucks read."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import discord
from discord import app_commands
from discord.ext import commands

from cogs._game_cog import GameCog
from cogs._translator import text
from cogs._ui import GameUi, pips, register, seat_name
from data.records import Table
from i18n import t
from rules.base import Event, Game
from rules.buck import FULL_THROW, Buck
from service.tables import MAX_TURN_TIMEOUT, MIN_TURN_TIMEOUT


class BuckUi(GameUi):
    kind = Buck.kind

    def seat_detail(self, game: Game, index: int, locale: str) -> str:
        assert isinstance(game, Buck)
        score = game.scores[index]
        if index in game.made:
            return t(locale, "buck.seat.made", place=game.made.index(index) + 1)
        if index == game.loser:
            return t(locale, "buck.seat.loser", score=score)
        dice = game.dice_count(index)
        if dice < FULL_THROW:
            return t(locale, f"buck.seat.dice.{dice}", score=score)
        return t(locale, "buck.seat", score=score)

    def status_lines(self, game: Game, table: Table, locale: str) -> list[str]:
        assert isinstance(game, Buck)
        shooter, thrower = seat_name(table, game.first_shooter), seat_name(table, game.point_thrower)
        lines = [t(locale, "buck.point", point=game.point, face=pips([game.point]), thrower=thrower)]
        if game.game_number == 1:
            lines.append(t(locale, "buck.shooter.opening", shooter=shooter))
        else:
            lines.append(t(locale, "buck.shooter.rotated", game=game.game_number, shooter=shooter, thrower=thrower))
        if game.made:
            entries = [
                t(locale, "buck.made.entry", place=place, name=seat_name(table, player))
                for place, player in enumerate(game.made, start=1)
            ]
            lines.append(t(locale, "buck.made", players=", ".join(entries)))
        if game.loser is not None:
            lines.append(t(locale, "buck.loser", name=seat_name(table, game.loser)))
        return lines

    def event_params(self, event: Event, table: Table, locale: str) -> Mapping[str, Any]:
        params = dict(super().event_params(event, table, locale))
        data = event.data
        if data.get("next") is not None:
            params["next"] = seat_name(table, data["next"])
        if event.type == "order_throw":
            # One line per throw of the opening, however many players: the log keeps only a few lines.
            params["throws"] = ", ".join(
                f"{seat_name(table, player)} {pips([face])}"
                for player, face in zip(data["players"], data["dice"], strict=True)
            )
        elif event.type == "point_throw":
            params["face"] = pips([data["point"]])
        elif event.type == "throw":
            params["faces"] = pips(data["dice"])
            params["then"] = self._then(event, table, locale)
        return params

    def event_line(self, event: Event, table: Table, locale: str) -> str | None:
        variant = _variant(event)
        if variant is None:
            return super().event_line(event, table, locale)
        return t(locale, f"buck.event.{event.type}.{variant}", **self.event_params(event, table, locale))

    @staticmethod
    def _then(event: Event, table: Table, locale: str) -> str:
        """How a throw ends: the shooter goes on, the dice pass, or the game is over."""
        next_shooter = event.data["next"]
        if next_shooter is None:
            return t(locale, "buck.then.end")
        if next_shooter == event.player:
            return t(locale, "buck.then.again")
        return t(locale, "buck.then.pass", next=seat_name(table, next_shooter))


def _variant(event: Event) -> str | None:
    """Which wording of an event to show, for the events that read differently case by case."""
    data = event.data
    if event.type == "order_throw":
        return "order.again" if data["deciding"] == "order" and data["rethrow"] else str(data["deciding"])
    if event.type == "first_shooter":
        return "opening" if data["game"] == 1 else "rotated"
    if event.type == "throw":
        return str(data["kind"])
    if event.type == "loser":
        return str(data["by"])
    return None


UI = register(BuckUi())


class BuckCog(GameCog, group_name="buck", group_description=text("cmd.buck")):
    ui = UI

    @app_commands.command(name="start", description=text("cmd.buck.start"))
    @app_commands.describe(
        fewer_dice=text("cmd.buck.fewer_dice"),
        turn_timeout=text("cmd.turn_timeout"),
    )
    @app_commands.guild_only()
    async def start(
        self,
        interaction: discord.Interaction,
        fewer_dice: bool = False,
        turn_timeout: app_commands.Range[int, MIN_TURN_TIMEOUT, MAX_TURN_TIMEOUT] = 60,
    ) -> None:
        await self.open_table(interaction, turn_timeout, fewer_dice=fewer_dice)


async def setup(bot: commands.Bot) -> None:
    await bot.add_cog(BuckCog(bot))
