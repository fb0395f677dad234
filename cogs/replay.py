"""Replays: /history's replay menu and the replay's First / Back / Next / Last buttons, both DynamicItems whose
state is all in their custom_id (discord_side/custom_ids.py), answered by the bot's replay viewer
(discord_side/replayer.py, which also answers a finished table's Replay button)."""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any, cast

import discord
from discord.ext import commands

from cogs.story import history_options
from data.store import PastGame
from discord_side.answers import admitted, tell_unexpected
from discord_side.custom_ids import REPLAY_BUTTON, REPLAY_PICK, replay_id
from discord_side.history_pick import HistoryPick
from i18n import t

if TYPE_CHECKING:
    from discord_side.pips import Pips

__all__ = ["ReplayCog", "ReplayStep", "with_replay_menu"]


class ReplayCog(commands.Cog, name="Replay"):
    """The replay's DynamicItems, registered once: they need nothing kept to work after a restart."""

    def __init__(self, bot: Pips) -> None:
        self.bot = bot

    async def cog_load(self) -> None:
        self.bot.add_dynamic_items(ReplayStep, HistoryReplayMenu)

    async def cog_unload(self) -> None:
        self.bot.remove_dynamic_items(ReplayStep, HistoryReplayMenu)


def with_replay_menu(view: discord.ui.View | None, games: Sequence[PastGame], locale: str) -> discord.ui.View | None:
    """/history's view with its replay menu added (one option per game listed, as its "How it went" menu)."""
    if not games:
        return view
    view = view or discord.ui.View(timeout=None)
    view.add_item(HistoryReplayMenu(history_options(games, locale), t(locale, "history.replay")))
    return view


def target(step: int, move: str) -> int | None:
    """The step a replay's button leads to from ``step``: None is the last (the replay knows how many)."""
    return {"first": 0, "back": step - 1, "next": step + 1}.get(move)


class ReplayStep(discord.ui.DynamicItem[discord.ui.Button[Any]], template=REPLAY_BUTTON):
    """A replay's button (drawn by discord_side/replayer.py): the table and the step shown are in its custom_id."""

    def __init__(self, table_id: int, step: int, move: str) -> None:
        super().__init__(discord.ui.Button(custom_id=replay_id(table_id, step, move)))
        self.table_id, self.step, self.move = table_id, step, move

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> ReplayStep:
        return cls(int(match["table"]), int(match["step"]), match["move"])

    async def callback(self, interaction: discord.Interaction) -> Any:
        if not await admitted(interaction):
            return
        try:
            replays = cast("Pips", interaction.client).replays
            await replays.turn(interaction, self.table_id, target(self.step, self.move))
        except Exception as error:
            await tell_unexpected(interaction, error)


class HistoryReplayMenu(HistoryPick, custom_id=REPLAY_PICK):
    async def open(self, interaction: discord.Interaction, table_id: int) -> None:
        await cast("Pips", interaction.client).replays.open(interaction, table_id)


async def setup(bot: Pips) -> None:
    await bot.add_cog(ReplayCog(bot))
