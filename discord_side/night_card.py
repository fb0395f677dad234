"""A scheduled night's invite card: the game, its time as Discord timestamps (every reader sees their own time
zone), who is in, and the I'm in / Can't come buttons while it is still to come. Pure: drawn from the night."""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import Any, ClassVar

import discord

from data.nights import Night
from discord_side.custom_ids import NIGHT_BUTTON, night_id
from i18n import t

MAX_NAMED = 40  # people a card names on one line; more are counted


class NightButton(discord.ui.DynamicItem[discord.ui.Button[Any]], template=NIGHT_BUTTON):
    """I'm in / Can't come: the night and the answer are in its custom_id, so it works after a restart. Its click
    is answered by the schedule cog (``answer`` is set there, at start-up)."""

    answer: ClassVar[Callable[[NightButton, discord.Interaction], Awaitable[None]] | None] = None

    def __init__(self, night: int, coming: bool, label: str = "-") -> None:
        style = discord.ButtonStyle.success if coming else discord.ButtonStyle.secondary
        super().__init__(discord.ui.Button(custom_id=night_id(night, coming), label=label, style=style))
        self.night, self.coming = night, coming

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: Any, /
    ) -> NightButton:
        return cls(int(match["night"]), match["answer"] == "in")

    async def callback(self, interaction: discord.Interaction) -> None:
        if NightButton.answer is not None:
            await NightButton.answer(self, interaction)


def when_text(night: Night, locale: str) -> str:
    return t(locale, "night.card.when", full=f"<t:{night.starts_at}:F>", relative=f"<t:{night.starts_at}:R>")


def mentions(user_ids: list[int]) -> str:
    named = ", ".join(f"<@{user}>" for user in user_ids[:MAX_NAMED])
    return named + (f" +{len(user_ids) - MAX_NAMED}" if len(user_ids) > MAX_NAMED else "")


def night_card(night: Night, locale: str) -> tuple[discord.Embed, discord.ui.View]:
    lines = [when_text(night, locale)]
    if night.repeat == "weekly":
        lines.append(t(locale, "night.card.weekly"))
    lines.append(t(locale, "night.card.host", host=f"<@{night.host_id}>"))
    if night.note:
        lines.append(t(locale, "night.card.note", note=discord.utils.escape_mentions(night.note)))
    coming = [answer.user_id for answer in night.coming]
    lines.append(t(locale, "night.card.coming", count=len(coming), names=mentions(coming)))
    if night.not_coming:
        lines.append(t(locale, "night.card.not_coming", names=mentions([a.user_id for a in night.not_coming])))
    state = "started" if night.status == "done" else night.status
    lines.append("")
    lines.append(t(locale, f"night.card.{state}"))
    embed = discord.Embed(title=t(locale, "night.card.title", game=t(locale, f"game.{night.kind}")),
                          description="\n".join(lines))
    view = discord.ui.View(timeout=None)
    if night.status == "scheduled":
        view.add_item(NightButton(night.id, True, t(locale, "night.button.in")))
        view.add_item(NightButton(night.id, False, t(locale, "night.button.out")))
    return embed, view
