"""A table click's message, parsed with only what the click needs.

discord.py builds a whole Message (its embed, every component) out of the message a click came with, for
every click. A table click needs the message's id and the clicked component, found on it by type and
custom_id (``_components.clicked``): the message is handed on with only the fields that say what it is
(``KEPT``), and its components cut down to that one component when it is there (none when it is not, so a
forged custom_id is still refused): no embed, mentions, interaction metadata or timestamps to parse. So is
any click whose custom_id calls itself ours, forged ones included (they are refused all the same), except a
leaderboard page's and /history's story menu: those are DynamicItems, which discord.py builds out of the
whole message. Every other interaction reaches discord.py untouched.

The parser is wrapped in place in discord.py's table of gateway parsers (``ConnectionState.parsers``, the
dict its gateway reads), and put back on ``uninstall``. Issue 15: discord.py's work that Pips removes for
itself stays in the benchmark's same-message baseline.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

import discord

from cogs._components import BOARD_PREFIX, PREFIX, STORY_PICK

EVENT = "INTERACTION_CREATE"
COMPONENT = discord.InteractionType.component.value  # a click
ACTION_ROW = discord.ComponentType.action_row.value
WHOLE_MESSAGE = (BOARD_PREFIX, STORY_PICK)  # DynamicItems: discord.py builds them out of the whole message
# What a slimmed message keeps besides its components: what discord.py needs to build it, and who wrote it.
KEPT = ("id", "channel_id", "guild_id", "type", "content", "author", "flags", "webhook_id", "application_id")

Parser = Callable[[Any], None]


def slimmed(data: Mapping[str, Any]) -> Mapping[str, Any]:
    """The interaction, its message cut down when it is a click on a table's button or select (or on anything
    else that calls itself ours but is no leaderboard page or story menu: refused all the same)."""
    inner, message = data.get("data"), data.get("message")
    if data.get("type") != COMPONENT or not isinstance(inner, Mapping) or not isinstance(message, Mapping):
        return data
    custom_id = inner.get("custom_id")
    if not isinstance(custom_id, str) or not custom_id.startswith(PREFIX) or custom_id.startswith(WHOLE_MESSAGE):
        return data
    component_type = inner.get("component_type")
    found = [
        component
        for row in message.get("components") or ()
        if isinstance(row, Mapping)
        for component in row.get("components") or ()
        if isinstance(component, Mapping)
        and component.get("custom_id") == custom_id and component.get("type") == component_type
    ]  # a table's buttons and select sit in action rows: one found anywhere else is not on it
    rows = [{"type": ACTION_ROW, "components": found[:1]}] if found else []
    kept = {field: message[field] for field in KEPT if field in message}
    return {**data, "message": {**kept, "components": rows}}


def install(client: discord.Client) -> Callable[[], None]:
    """Parse table clicks slimmed from now on; returns what puts discord.py's own parser back."""
    parsers: dict[str, Parser] = client._connection.parsers
    original = parsers[EVENT]

    def parse_interaction(data: Any) -> None:
        original(slimmed(data))

    parsers[EVENT] = parse_interaction

    def uninstall() -> None:
        if parsers.get(EVENT) is parse_interaction:
            parsers[EVENT] = original

    return uninstall
