"""What the cogs share, made once per bot: the table service, the screen that draws every table message, the
desk that opens and posts tables, the story teller and the replays. Each cog's ``setup(bot)`` hands it what it
needs from here; no cog looks another up by name."""

from __future__ import annotations

from dataclasses import dataclass

import discord

from cogs._desk import TableDesk
from cogs._replayer import ReplayViewer
from cogs._screen import Screen
from cogs._storyteller import StoryTeller
from service.tables import TableService


@dataclass(frozen=True)
class Shared:
    service: TableService
    screen: Screen
    desk: TableDesk
    stories: StoryTeller
    replays: ReplayViewer

    @classmethod
    def made(cls, client: discord.Client, service: TableService) -> Shared:
        screen = Screen.of(client, service.set_message)
        return cls(service, screen, TableDesk(service, screen), StoryTeller(service), ReplayViewer(service.store))


def shared_of(client: discord.Client) -> Shared:
    """The bot's one Shared, made by Pips in its setup_hook (a client that runs the cogs must carry one as
    ``shared``)."""
    shared = getattr(client, "shared", None)
    if not isinstance(shared, Shared):
        raise TypeError(f"{type(client).__name__} carries no Shared: make one with Shared.made before the cogs load")
    return shared
