"""The persistent buttons and select of every table.

The custom_id carries all a click needs: ``pips:<table>:<step>:<action>``,
where step is the game step the button was drawn at (``-`` for lobby and
end-of-game buttons). Registered once in ``cog_load``, they keep working
across restarts. discord.py only logs exceptions raised in a DynamicItem,
so each callback answers the user itself.
"""

from __future__ import annotations

import re
from typing import Any, Protocol

import discord

from cogs._replies import tell_unexpected

LOBBY_STEP = "-"
PICK = "pick"


class ClickHandler(Protocol):
    async def on_click(
        self, interaction: discord.Interaction, table_id: int, step: int | None, action: str
    ) -> None: ...


def custom_id(table_id: int, step: int | None, action: str) -> str:
    return f"pips:{table_id}:{LOBBY_STEP if step is None else step}:{action}"


def _handler(interaction: discord.Interaction) -> ClickHandler:
    handler = interaction.client.get_cog("Tables")  # type: ignore[attr-defined]
    assert handler is not None, "the tables cog is not loaded"
    return handler  # type: ignore[return-value]


def _step(raw: str) -> int | None:
    return None if raw == LOBBY_STEP else int(raw)


# "(?!pick$)": a select's id (…:pick) must not match the button too, or both would answer the one click.
class TableButton(discord.ui.DynamicItem[discord.ui.Button], template=r"pips:(?P<table>\d+):(?P<step>\d+|-):(?P<action>(?!pick$)[\w:.\-]+)"):  # noqa: E501
    def __init__(
        self,
        table_id: int,
        step: int | None,
        action: str,
        label: str = "",
        style: discord.ButtonStyle = discord.ButtonStyle.secondary,
        row: int | None = None,
    ) -> None:
        super().__init__(
            discord.ui.Button(label=label, style=style, custom_id=custom_id(table_id, step, action)), row=row
        )
        self.table_id = table_id
        self.step = step
        self.action = action

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Button, match: re.Match[str], /
    ) -> TableButton:
        return cls(int(match["table"]), _step(match["step"]), match["action"])

    async def callback(self, interaction: discord.Interaction) -> Any:
        try:
            await _handler(interaction).on_click(interaction, self.table_id, self.step, self.action)
        except Exception as error:
            await tell_unexpected(interaction, error)


class TableSelect(discord.ui.DynamicItem[discord.ui.Select], template=r"pips:(?P<table>\d+):(?P<step>\d+):pick"):
    """A menu of moves for games with more choices than buttons read well."""

    def __init__(
        self,
        table_id: int,
        step: int,
        options: list[discord.SelectOption] | None = None,
        placeholder: str = "",
    ) -> None:
        super().__init__(
            discord.ui.Select(
                custom_id=custom_id(table_id, step, PICK),
                options=options or [discord.SelectOption(label="-")],
                placeholder=placeholder,
            )
        )
        self.table_id = table_id
        self.step = step

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Select, match: re.Match[str], /
    ) -> TableSelect:
        return cls(int(match["table"]), int(match["step"]))

    async def callback(self, interaction: discord.Interaction) -> Any:
        try:
            values = (interaction.data or {}).get("values") or [""]  # type: ignore[union-attr]
            await _handler(interaction).on_click(interaction, self.table_id, self.step, str(values[0]))
        except Exception as error:
            await tell_unexpected(interaction, error)
