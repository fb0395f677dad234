"""LCR at a table: its slash commands and how its seats, rolls and pot read."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal

import discord
from discord import app_commands
from discord.ext import commands

from cogs._game_cog import GameCog
from cogs._translator import text
from cogs._ui import GameUi, register, seat_name
from data.records import Table
from i18n import t
from rules.base import Event, Game
from rules.lcr import FACE_SYMBOL, Lcr
from service.tables import MAX_TURN_TIMEOUT, MIN_TURN_TIMEOUT


class LcrUi(GameUi):
    kind = Lcr.kind

    def seat_detail(self, game: Game, index: int, locale: str) -> str:
        assert isinstance(game, Lcr)
        return t(locale, "lcr.seat", chips=game.chips[index])

    def status_lines(self, game: Game, table: Table, locale: str) -> list[str]:
        assert isinstance(game, Lcr)
        lines = [t(locale, "lcr.pot", pot=game.pot, dealt=game.dealt)]
        if game.hands > 1:
            lines.append(t(locale, "lcr.hand", hand=game.hands))
        return lines

    def event_params(self, event: Event, table: Table, locale: str) -> Mapping[str, Any]:
        params = dict(super().event_params(event, table, locale))
        if event.type == "roll":
            params["faces"] = " ".join(f"`{FACE_SYMBOL[f]}`" for f in event.data["dice"])
            moves = [
                t(locale, f"lcr.event.move.{symbol}", target=seat_name(table, target))
                for symbol, target in event.data["moves"]
            ]
            if moves:
                params["moves"] = t(locale, "lcr.event.roll.moves", moves=", ".join(moves))
            else:
                params["moves"] = t(locale, "lcr.event.roll.nothing")
        return params


UI = register(LcrUi())


class LcrCog(GameCog, group_name="lcr", group_description=text("cmd.lcr")):
    ui = UI

    @app_commands.command(name="start", description=text("cmd.lcr.start"))
    @app_commands.describe(
        dice=text("cmd.lcr.dice"),
        dot_to_win=text("cmd.lcr.dot_to_win"),
        stakes=text("cmd.lcr.stakes"),
        turn_timeout=text("cmd.turn_timeout"),
    )
    @app_commands.guild_only()
    async def start(
        self,
        interaction: discord.Interaction,
        dice: Literal["by-chips", "always-three"] = "by-chips",
        dot_to_win: bool = False,
        stakes: bool = False,
        turn_timeout: app_commands.Range[int, MIN_TURN_TIMEOUT, MAX_TURN_TIMEOUT] = 60,
    ) -> None:
        await self.open_table(interaction, turn_timeout, dice=dice, dot_to_win=dot_to_win, stakes=stakes)


async def setup(bot: commands.Bot) -> None:
    await bot.add_cog(LcrCog(bot))
