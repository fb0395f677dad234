"""Bad Leftovers at a table: its slash commands and how the center, claims and takes read."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
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
from rules.leftovers import OUT_SCORE, Leftovers, decode, face_counts
from service.tables import MAX_TURN_TIMEOUT, MIN_TURN_TIMEOUT


def grouped(faces: Sequence[int]) -> str:
    """Dice by face, highest first ("⚅×4 ⚄×3"), as players count the center."""
    counts = face_counts(faces)
    return " ".join(f"{PIP_FACES[face - 1]}×{counts[face]}" for face in range(6, 0, -1) if counts[face])


class LeftoversUi(GameUi):
    kind = Leftovers.kind

    def seat_detail(self, game: Game, index: int, locale: str) -> str:
        assert isinstance(game, Leftovers)
        detail = t(locale, "leftovers.seat", number=game.numbers[index], score=game.scores[index])
        if index in game.forfeited:
            return detail  # the shared renderer says they left
        if index in game.out:
            return detail + t(locale, "leftovers.seat.out")
        if game.is_over:
            return detail
        claim = game.claims[index]
        return detail + (t(locale, "leftovers.seat.claim", claim=claim) if claim is not None
                         else t(locale, "leftovers.seat.no_claim"))

    def status_lines(self, game: Game, table: Table, locale: str) -> list[str]:
        assert isinstance(game, Leftovers)
        lines = [t(locale, "leftovers.round", round=game.rounds, out=OUT_SCORE)]
        if not game.is_over:
            lines.append(
                t(locale, "leftovers.center", dice=grouped(game.center), count=len(game.center),
                  pips=sum(game.center))
            )
        return lines

    def action_label(self, game: Game, action: str, locale: str) -> str:
        assert isinstance(game, Leftovers)
        number = game.numbers[game.turn]
        claim, a, b = decode(action, number)
        form = "doubles" if action.endswith("doubles") else "pair"
        if claim is None:
            return t(locale, f"leftovers.action.take.{form}", dice=pips([a, b]))
        return t(locale, f"leftovers.action.claim.{form}", claim=claim, dice=pips([a, b]))

    def event_params(self, event: Event, table: Table, locale: str) -> Mapping[str, Any]:
        params = dict(super().event_params(event, table, locale))
        data = event.data
        if event.type == "seat_throw":
            params["throws"] = ", ".join(
                f"{seat_name(table, player)} {PIP_FACES[face - 1]}"
                for player, face in zip(data["players"], data["faces"], strict=True)
            )
        elif event.type == "seats":
            by_number = sorted(range(len(data["numbers"])), key=lambda player: data["numbers"][player])
            params["order"] = ", ".join(f"{data['numbers'][p]}. {seat_name(table, p)}" for p in by_number)
        elif event.type == "round":
            params["count"] = len(data["dice"])
        elif event.type == "take":
            params["dice"] = pips(data["dice"])
            params["left"] = len(data["center"])
        elif event.type == "doubles":
            params["dice"] = pips([data["face"], data["face"]])
            params["left"] = len(data["center"])
        elif event.type == "stuck":
            params["dice"] = grouped(data["dice"])
        return params

    def event_line(self, event: Event, table: Table, locale: str) -> str | None:
        if event.type == "stuck" and not event.data["dice"]:
            return t(locale, "leftovers.event.stuck.empty", **self.event_params(event, table, locale))
        return super().event_line(event, table, locale)


UI = register(LeftoversUi())


class LeftoversCog(GameCog, group_name="leftovers", group_description=text("cmd.leftovers")):
    ui = UI

    @app_commands.command(name="start", description=text("cmd.leftovers.start"))
    @app_commands.describe(turn_timeout=text("cmd.turn_timeout"))
    @app_commands.guild_only()
    async def start(
        self,
        interaction: discord.Interaction,
        turn_timeout: app_commands.Range[int, MIN_TURN_TIMEOUT, MAX_TURN_TIMEOUT] = 60,
    ) -> None:
        await self.open_table(interaction, turn_timeout)


async def setup(bot: commands.Bot) -> None:
    await bot.add_cog(LeftoversCog(bot))
