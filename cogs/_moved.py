"""What an old copy of a table shows once the table moved to a newer message (`/game status`, or a re-post when
Discord refuses to edit an old message): one line and a link to the table, no game buttons to click."""

from __future__ import annotations

import discord

from cogs._replies import table_url
from data.records import Table
from i18n import t


def moved_line(table: Table, live_message_id: int) -> tuple[str, discord.ui.View]:
    """The old copy's content and its one link button, in the table's language (everyone reads it)."""
    url = table_url({"guild": table.guild_id, "channel": table.channel_id, "message": live_message_id})
    assert url is not None  # every part is given
    view = discord.ui.View(timeout=None)
    label = t(table.locale, "button.go_to_table")
    view.add_item(discord.ui.Button(style=discord.ButtonStyle.link, url=url, label=label))
    return t(table.locale, "table.moved"), view
