"""A click's answer drawn ahead of the click, along with the move the service prepares for it.

Once a click is answered, the service may prepare the table's next move (service/ahead.py); the screen then draws
that change as well, while nobody is clicking. The click that commits that very move is answered with this
drawing instead of drawing it again. It is used only if the drawing could not differ: the click committed the
same table and game objects that were drawn (so the move, the log and the seats are the same), and whatever else a
drawing reads came out the same at the click: the live chances, the server settings, the dice pictures (loaded
after start-up), and the deadline. The deadline is drawn to the second, and under load a table's next click
comes a second later as often as not: a drawing whose only difference is the deadline gets the new one written
in, when its old one is found exactly once in the text (else it is drawn again).

What is kept is the answer's request body (cogs/_update.py ``update_payload``), built with the bot's allowed
mentions as they were: discord.py's work of turning the embed into JSON-ready data leaves the click's path too.
"""

from __future__ import annotations

from collections.abc import Hashable
from dataclasses import dataclass

import discord

from cogs import _faces
from cogs._render import relative_time, render_rows
from cogs._update import Payload, update_payload
from data.records import Table
from kept import Newest
from rules.base import Game
from service.tables import Change

KEPT_TABLES = 2048  # as many as the screen remembers

@dataclass(frozen=True)
class _Ahead:
    table: Table
    game: Game | None
    deadline: str | None  # as drawn
    inputs: Hashable
    mentions: discord.AllowedMentions | None  # the bot's, as the payload was built with them
    payload: Payload


def deadline_drawn(table: Table) -> str | None:
    return None if table.deadline is None else relative_time(table.deadline)


def drawn_from(change: Change) -> Hashable:
    """What a drawing of this change reads besides its table and game objects (which stay the same) and the
    deadline."""
    return change.chances, change.computers, _faces.in_use()


class DrawnAhead:
    """At most one drawing ahead per table, for the tables drawn last."""

    def __init__(self, kept: int = KEPT_TABLES) -> None:
        self._kept: Newest[int, _Ahead] = Newest(kept)

    def draw(self, change: Change, mentions: discord.AllowedMentions | None) -> None:
        """Draw ``change`` (a move prepared ahead) for the click that will commit it, as the body of its answer
        with the bot's allowed ``mentions``."""
        payload = update_payload(*render_rows(change), mentions)
        self._kept.keep(change.table.id, _Ahead(change.table, change.game, deadline_drawn(change.table),
                                                drawn_from(change), mentions, payload))

    def take(self, change: Change, mentions: discord.AllowedMentions | None) -> Payload | None:
        """The answer drawn ahead for this committed change, if it is the change drawn and is drawn the same now
        (used once)."""
        ahead = self._kept.pop(change.table.id, None)
        if ahead is None or ahead.table is not change.table or ahead.game is not change.game:
            return None
        if ahead.inputs != drawn_from(change) or ahead.mentions is not mentions:
            return None
        deadline = deadline_drawn(change.table)
        if deadline == ahead.deadline:
            return ahead.payload
        return _redated(ahead.payload, ahead.deadline, deadline)

    def __len__(self) -> int:
        return len(self._kept)


def _redated(payload: Payload, drawn: str | None, deadline: str | None) -> Payload | None:
    """The answer with its deadline ``drawn`` replaced by ``deadline`` in the embed's text; None when that cannot
    be done for sure."""
    if drawn is None or deadline is None:
        return None  # a deadline came or went: drawn again
    data = payload["data"]
    embed = data["embeds"][0]
    text = embed.get("description") or ""
    found = text.count(drawn)
    if found == 0:
        return payload  # no deadline is drawn (a computer's turn, a finished game): nothing to change
    if found > 1:
        return None  # (a name that reads like one, say)
    return {**payload, "data": {**data, "embeds": [{**embed, "description": text.replace(drawn, deadline)}]}}
