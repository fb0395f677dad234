"""How it went: a finished game's story as a picture, from its table's button or from /history's menu.

The answer is private: the interaction is deferred at once (the person sees Pips thinking), the game is replayed
and drawn in the bot's worker process (cogs/_chart.py, service/workers.py: seconds of CPU that must never slow a
click), and the picture comes in the follow-up. Finished games never change, so each picture is kept (a few, per
table and language); people asking for the same picture at once share one drawing.
"""

from __future__ import annotations

import asyncio
import io
import logging
import re
from collections.abc import Sequence
from datetime import UTC, datetime
from typing import Any

import discord
from discord.ext import commands

from cogs._chart import StoryPicture, story_picture
from cogs._components import STORY_PICK, raw_data
from cogs._replies import admitted, refuse, tell, tell_unexpected
from cogs.tables import player_of, service_of
from data.store import PastGame
from i18n import language, t
from kept import Newest
from rules.games import GAMES
from service.errors import Refusal
from service.story import Stories, StoryRequest
from service.workers import Workers

log = logging.getLogger(__name__)

STORY = "story"  # the finished table's button: a TableButton action with no step (cogs/tables.py sends it here)
FILENAME = "how-it-went.png"
# Finished tables' pictures kept, per language (~70 KiB each): a cache of its own, not the live tables' (a finished
# game is no live table, and a picture is asked for long after, of any past game).
KEPT_PICTURES = 32
_TABLE_ID = re.compile(r"[0-9]{1,18}")
Key = tuple[int, str]  # (table id, catalog language)


class Painter:
    """Draws pictures in the worker process, keeps the last KEPT_PICTURES."""

    def __init__(self, workers: Workers, kept: int = KEPT_PICTURES) -> None:
        self._workers = workers
        self._pictures: Newest[Key, StoryPicture | None] = Newest(kept)
        self._drawing: dict[Key, asyncio.Future[StoryPicture | None]] = {}

    async def picture(self, request: StoryRequest, locale: str) -> StoryPicture | None:
        """The story's picture in the locale's language; None when the game's log does not replay."""
        key = (request.table_id, language(locale))
        if key in self._pictures:
            self._pictures.move_to_end(key)
            return self._pictures[key]
        drawing = self._drawing.get(key)
        if drawing is None:
            drawing = self._drawing[key] = asyncio.ensure_future(self._workers.run(
                story_picture, request.replay, request.names, t(locale, f"game.{request.kind}"), locale,
            ))
            drawing.add_done_callback(lambda done: self._drawn(key, done))
        return await asyncio.shield(drawing)  # one person giving up does not stop the others' picture

    def _drawn(self, key: Key, done: asyncio.Future[StoryPicture | None]) -> None:
        self._drawing.pop(key, None)
        if done.cancelled() or done.exception() is not None:
            return
        self._pictures.keep(key, done.result())


class StoryCog(commands.Cog, name="Story"):
    def __init__(self, bot: commands.Bot) -> None:
        self.bot = bot
        self.stories = Stories(service_of(bot))
        self.painter = Painter(service_of(bot).workers)

    async def cog_load(self) -> None:
        self.bot.add_dynamic_items(HistoryStoryMenu)

    async def cog_unload(self) -> None:
        self.bot.remove_dynamic_items(HistoryStoryMenu)

    async def show(self, interaction: discord.Interaction, table_id: int) -> None:
        """Answer privately with the picture of table ``table_id``'s game, or why there is none."""
        await interaction.response.defer(ephemeral=True, thinking=True)
        try:
            request = await self.stories.request(table_id, player_of(interaction))
        except Refusal as refusal:
            await refuse(interaction, refusal)  # the follow-up that ends the thinking
            return
        locale = str(interaction.locale)
        try:
            picture = await self.painter.picture(request, locale)
        except Exception:
            log.exception("the story of table %s could not be drawn", table_id)
            await tell(interaction, "story.failed")
            return
        if picture is None:
            await tell(interaction, "story.unreadable")
            return
        await interaction.followup.send(
            story_text(picture, request.kind, locale), file=discord.File(io.BytesIO(picture.png), FILENAME),
            ephemeral=True, allowed_mentions=discord.AllowedMentions.none(),
        )


def story_text(picture: StoryPicture, kind: str, locale: str) -> str:
    """The words with the picture: what it shows, and its turning points (for whoever cannot see it)."""
    heading = t(locale, "story.reply.lose" if picture.losing else "story.reply", game=t(locale, f"game.{kind}"))
    return "\n".join([heading, *(f"• {line}" for line in picture.lines)])


def history_menu(games: Sequence[PastGame], locale: str) -> discord.ui.View | None:
    """/history's "How it went" menu: one option per game listed, named by its game and who won (Buck Dice: who
    lost), with when it finished."""
    if not games:
        return None
    options = [
        discord.SelectOption(
            label=t(locale, "history.story.option", game=t(locale, f"game.{game.kind}"),
                    outcome=_outcome(game, locale))[:100],
            value=str(game.table_id),
            description=t(locale, "history.story.when",
                          when=datetime.fromtimestamp(game.finished_at, UTC).strftime("%Y-%m-%d %H:%M UTC"))[:100],
        )
        for game in games[:25]
    ]
    view = discord.ui.View(timeout=None)
    view.add_item(HistoryStoryMenu(options, t(locale, "history.story")))
    return view


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
                await tell(interaction, "error.component_invalid")
                return
            cog = interaction.client.get_cog("Story")  # type: ignore[attr-defined]
            await cog.show(interaction, int(picked))
        except Exception as error:
            await tell_unexpected(interaction, error)


async def setup(bot: commands.Bot) -> None:
    await bot.add_cog(StoryCog(bot))
