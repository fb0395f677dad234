"""How it went, from /history: its menu of finished games, answered by the story teller (cogs/_storyteller.py,
which also answers a finished table's "How it went" button)."""

from __future__ import annotations

import re
from collections.abc import Sequence
from datetime import UTC, datetime
from typing import Any

import discord
from discord.ext import commands

from cogs._components import STORY_PICK, raw_data
from cogs._replies import admitted, decline, tell_unexpected
from cogs._shared import shared_of
from cogs._storyteller import Painter, story_text
from data.store import PastGame
from i18n import t
from rules.games import GAMES

__all__ = ["Painter", "StoryCog", "history_menu", "history_options", "story_text"]

STORY = "story"  # the finished table's button: a TableButton action with no step (cogs/tables.py sends it on)
_TABLE_ID = re.compile(r"[0-9]{1,18}")


class StoryCog(commands.Cog, name="Story"):
    """/history's menu of stories: its DynamicItem, answered by the bot's story teller."""

    def __init__(self, bot: commands.Bot) -> None:
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
            description=t(locale, "history.story.when",
                          when=datetime.fromtimestamp(game.finished_at, UTC).strftime("%Y-%m-%d %H:%M UTC"))[:100],
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


class HistoryStoryMenu(discord.ui.DynamicItem[discord.ui.Select[Any]], template=STORY_PICK):
    def __init__(self, options: list[discord.SelectOption] | None = None, placeholder: str = "") -> None:
        super().__init__(
            discord.ui.Select(custom_id=STORY_PICK, options=options or [discord.SelectOption(label="-")],
                              placeholder=placeholder)
        )

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> HistoryStoryMenu:
        return cls()

    async def callback(self, interaction: discord.Interaction) -> Any:
        if not await admitted(interaction):
            return
        try:
            values = raw_data(interaction).get("values") or [""]
            picked = str(values[0])
            if _TABLE_ID.fullmatch(picked) is None:  # a forged value: the menu only offers table ids
                await decline(interaction, "error.component_invalid")
                return
            await shared_of(interaction.client).stories.show(interaction, int(picked))
        except Exception as error:
            await tell_unexpected(interaction, error)


async def setup(bot: commands.Bot) -> None:
    await bot.add_cog(StoryCog(bot))
