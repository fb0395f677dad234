"""How it went: a finished game's story as a picture, told privately to whoever asks (the table's button, or
/history's menu).

The interaction is deferred at once (the person sees Pips thinking), the game is replayed and drawn in the bot's
worker process (discord_side/chart.py, service/workers.py: seconds of CPU that must never slow a click), and the picture
comes in the follow-up. Finished games never change, so each picture is kept (a few, per table and language);
people asking for the same picture at once share one drawing.
"""

from __future__ import annotations

import asyncio
import io
import logging

import discord

from discord_side.answers import player_of, refuse, tell
from discord_side.chart import StoryPicture, story_picture
from i18n import language, t
from kept import Newest
from service.errors import Refusal
from service.story import Stories, StoryRequest
from service.tables import TableService
from service.workers import Workers

log = logging.getLogger(__name__)

FILENAME = "how-it-went.png"
# Finished tables' pictures kept, per language (~70 KiB each): a cache of its own, not the live tables' (a finished
# game is no live table, and a picture is asked for long after, of any past game).
KEPT_PICTURES = 32
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


class StoryTeller:
    """Answers "how did table N go" with its picture."""

    def __init__(self, service: TableService) -> None:
        self.stories = Stories(service)
        self.painter = Painter(service.workers)

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
