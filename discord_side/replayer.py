"""A finished game's replay, shown privately: the table as it stood at one step, drawn by the presenter that draws
live tables (screen/presenter.py), with First / Back / Next / Last buttons and, in its footer, the step and how to check
every roll against the dice fingerprint.

The buttons carry the table and the step shown (discord_side/custom_ids.py, ``replay_id``), so they work after a
restart: their clicks reach cogs/replay.py's DynamicItem, which asks ``turn`` to draw the step they lead to
over the same private message. The steps are rebuilt from the seed and the action log (service/replay.py).
"""

from __future__ import annotations

from typing import Any

import discord

from data.store import Store
from discord_side.answers import attempt
from discord_side.custom_ids import replay_id
from i18n import t
from screen.presenter import fingerprint, render, row_of
from service.replay import Frame, Replays

# Each move of the replay's buttons: its catalog key and picture, as the buttons read left to right.
BUTTONS = (("first", "⏮"), ("back", "◀"), ("next", "▶"), ("last", "⏭"))
OPENING_STEP = 0  # a replay opens on the game as its opening dealt it


class ReplayViewer:
    """Opens a replay and turns its steps, privately, for whoever asks."""

    def __init__(self, store: Store) -> None:
        self.replays = Replays(store)

    async def open(self, interaction: discord.Interaction, table_id: int) -> None:
        """Answer with a new private message: table ``table_id``'s replay at its first step (or why there is
        none)."""
        frame = await attempt(interaction, self.replays.frame(table_id, interaction.guild_id, OPENING_STEP))
        if frame is None:
            return
        await interaction.response.send_message(view=replay_message(frame, str(interaction.locale)), ephemeral=True,
                                                allowed_mentions=discord.AllowedMentions.none())

    async def turn(self, interaction: discord.Interaction, table_id: int, step: int | None) -> None:
        """Draw the clicked replay message again at ``step`` (None: the last); a step it does not have, or a table
        it may not show, is explained in a message of its own and changes nothing."""
        frame = await attempt(interaction, self.replays.frame(table_id, interaction.guild_id, step))
        if frame is None:
            return
        await interaction.response.edit_message(view=replay_message(frame, str(interaction.locale)))


def replay_message(frame: Frame, locale: str) -> discord.ui.LayoutView:
    """The table's card as the presenter draws it at the frame's step, with the replay's footer in place of the
    table's (the log giving way to it), and the replay's buttons in place of the table's (nothing can be played
    here)."""
    table = frame.change.table
    footer = t(locale, "replay.footer", step=frame.step, steps=frame.steps, fingerprint=fingerprint(table.seed))
    return render(frame.change, locale, footer=footer, controls=[replay_buttons(table.id, frame.step, frame.steps,
                                                                                locale)])


def replay_buttons(table_id: int, step: int, steps: int, locale: str) -> discord.ui.ActionRow[Any]:
    buttons = []
    for move, emoji in BUTTONS:
        leads_nowhere = step == 0 if move in ("first", "back") else step == steps
        buttons.append(ReplayButton(table_id, step, move, t(locale, f"replay.{move}"), emoji, leads_nowhere))
    return row_of(buttons)


class ReplayButton(discord.ui.Button[Any]):
    """A replay's button, drawn only: its click reaches the DynamicItem of cogs/replay.py, which reads the
    custom_id (discord.py keeps nothing per message)."""

    def __init__(self, table_id: int, step: int, move: str, label: str, emoji: str, disabled: bool) -> None:
        super().__init__(label=label, emoji=emoji, custom_id=replay_id(table_id, step, move), disabled=disabled,
                         style=discord.ButtonStyle.secondary)

    def is_dispatchable(self) -> bool:
        return False
