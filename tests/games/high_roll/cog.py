"""High roll at a table: its slash commands (`/highroll start`, `/highroll rules`) and how its seats, turns and
rolls read. A bot extension like the bot's own game cogs, loaded because the game's declaration names it."""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands

from data.records import Table
from discord_side.game_cog import GameCog
from discord_side.translator import localized, text
from i18n import t
from rules.base import Event
from screen.presenter import GameUi, die, register, seat_name
from service.settings import MAX_TURN_TIMEOUT, MIN_TURN_TIMEOUT
from tests.games.high_roll.game import ROUNDS, HighRoll, Rolled, Won

if TYPE_CHECKING:
    from discord_side.pips import Pips


class HighRollUi(GameUi[HighRoll], kind=HighRoll.kind, moves=(Rolled,)):
    def seat_detail(self, game: HighRoll, index: int, locale: str) -> str:
        return t(locale, "high_roll.seat", total=game.totals[index])

    def status_lines(self, game: HighRoll, table: Table, locale: str) -> list[str]:
        if game.is_over:
            return []
        seated = game.players - len(game.forfeited)
        return [t(locale, "high_roll.round", round=min(game.rolls // seated + 1, ROUNDS), rounds=ROUNDS)]

    def event_params(self, event: Event, table: Table, locale: str) -> Mapping[str, Any]:
        params = dict(super().event_params(event, table, locale))
        if isinstance(event, Rolled):
            params["face"] = die(event.face)
        elif isinstance(event, Won):
            params["names"] = ", ".join(seat_name(table, seat) for seat in event.winners)
            params["count"] = len(event.winners)
        return params


UI = register(HighRollUi())


class HighRollCog(GameCog, group_name="highroll", group_description=text("cmd.high_roll")):
    ui = UI

    @app_commands.command(name="start", description=text("cmd.high_roll.start"))
    @localized(turn_timeout="cmd.turn_timeout")
    @app_commands.guild_only()
    async def start(
        self,
        interaction: discord.Interaction,
        turn_timeout: app_commands.Range[int, MIN_TURN_TIMEOUT, MAX_TURN_TIMEOUT] = 60,
    ) -> None:
        await self.open_table(interaction, turn_timeout)


async def setup(bot: Pips) -> None:
    await bot.add_cog(HighRollCog(bot))
