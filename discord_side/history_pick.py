"""/history's menus of finished tables (How it went, Replay): a DynamicItem select whose picked value is a table
id, the same for every such menu but for its custom_id and what it opens."""

from __future__ import annotations

import re
from typing import Any, ClassVar, Self

import discord

from discord_side.answers import admitted, decline, tell_unexpected
from discord_side.custom_ids import raw_data

__all__ = ["HistoryPick"]

_TABLE_ID = re.compile(r"[0-9]{1,18}")


class HistoryPick(discord.ui.DynamicItem[discord.ui.Select[Any]], template=r"(?!)"):
    """A /history menu: a subclass names its custom_id (also its template) and opens the table picked. This base
    is never registered, so its template matches nothing."""

    custom_id: ClassVar[str]

    def __init_subclass__(cls, *, custom_id: str) -> None:
        super().__init_subclass__(template=custom_id)
        cls.custom_id = custom_id

    def __init__(self, options: list[discord.SelectOption] | None = None, placeholder: str = "") -> None:
        super().__init__(
            discord.ui.Select(custom_id=self.custom_id, options=options or [discord.SelectOption(label="-")],
                              placeholder=placeholder)
        )

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> Self:
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
            await self.open(interaction, int(picked))
        except Exception as error:
            await tell_unexpected(interaction, error)

    async def open(self, interaction: discord.Interaction, table_id: int) -> None:
        raise NotImplementedError
