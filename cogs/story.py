"""How it went, from /history: its menu of finished games, answered by the story teller (discord_side/storyteller.py,
which also answers a finished table's "How it went" button)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, cast

import discord
from discord.ext import commands

from data.store import PastGame
from discord_side.custom_ids import STORY_PICK
from discord_side.history_pick import HistoryPick
from discord_side.storyteller import Painter, story_text
from i18n import t
from i18n.dates import day_and_time
from rules.games import GAMES

if TYPE_CHECKING:
    from discord_side.pips import Pips

__all__ = ["Painter", "StoryCog", "history_menu", "history_options", "story_text"]

STORY = "story"  # the finished table's button: a TableButton action with no step (cogs/tables.py sends it on)


class StoryCog(commands.Cog, name="Story"):
    """/history's menu of stories: its DynamicItem, answered by the bot's story teller."""

    def __init__(self, bot: Pips) -> None:
        self.bot = bot

    async def cog_load(self) -> None:
        self.bot.add_dynamic_items(HistoryStoryMenu)

    async def cog_unload(self) -> None:
        self.bot.remove_dynamic_items(HistoryStoryMenu)


def history_menu(games: Sequence[PastGame], locale: str) -> discord.ui.View | None:
    """/history's "How it went" menu: one option per game listed, named by its game and who won (Buck Dice: who
    lost), with when it finished."""
    if not games:
        return None
    view = discord.ui.View(timeout=None)
    view.add_item(HistoryStoryMenu(history_options(games, locale), t(locale, "history.story")))
    return view


def history_options(games: Sequence[PastGame], locale: str) -> list[discord.SelectOption]:
    """A /history menu's options: one per game listed (at most 25), its value the table id."""
    return [
        discord.SelectOption(
            label=t(locale, "history.story.option", game=t(locale, f"game.{game.kind}"),
                    outcome=_outcome(game, locale))[:100],
            value=str(game.table_id),
            description=t(locale, "history.story.when", when=f"{day_and_time(game.finished_at, locale)} UTC")[:100],
        )
        for game in games[:25]
    ]


def _outcome(game: PastGame, locale: str) -> str:
    """Who won (Buck Dice: who lost) by name: a menu shows no mentions."""
    losing = GAMES[game.kind].counts_losers and any(seat.lost for seat in game.seats)
    names = ", ".join(seat.name for seat in game.seats if (seat.lost if losing else seat.won))
    if not names:
        return t(locale, "history.no_winner")
    return t(locale, "history.lost" if losing else "history.won", names=names)


class HistoryStoryMenu(HistoryPick, custom_id=STORY_PICK):
    async def open(self, interaction: discord.Interaction, table_id: int) -> None:
        await cast("Pips", interaction.client).stories.show(interaction, table_id)


async def setup(bot: Pips) -> None:
    await bot.add_cog(StoryCog(bot))
