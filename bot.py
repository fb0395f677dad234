"""Pips: dice games in Discord channels. Run with `python bot.py` (reads DISCORD_TOKEN from .env)."""

from __future__ import annotations

import gc
import logging
import os
import sys

import aiohttp
import discord
import yarl
from discord.ext import commands
from dotenv import load_dotenv

from cogs._replies import PipsTree
from cogs._translator import CatalogTranslator
from data.sqlite import SqliteStore
from service.tables import TableService
from settings import Settings, SettingsError

EXTENSIONS = ("cogs.tables", "cogs.lcr", "cogs.buck", "cogs.chicago", "cogs.leftovers", "cogs.leaderboard")

log = logging.getLogger("pips")


class Pips(commands.Bot):
    store: SqliteStore
    service: TableService

    def __init__(self, settings: Settings) -> None:
        super().__init__(
            command_prefix=commands.when_mentioned,
            # Clicks and commands arrive as interactions whatever the intents: subscribing to no message,
            # reaction or typing events spares parsing every chat message of every server the bot is in.
            intents=discord.Intents(guilds=True),
            tree_cls=PipsTree,
            help_command=None,
        )
        self.settings = settings

    async def setup_hook(self) -> None:
        self.store = await SqliteStore.open(self.settings.database_path)
        self.service = TableService(self.store, computer_delay=self.settings.computer_delay)
        await self.tree.set_translator(CatalogTranslator())
        for extension in EXTENSIONS:
            await self.load_extension(extension)
        await self.service.start()
        await self._sync_commands()
        # The cycle collector runs whenever 700 more objects exist than at its last pass; the objects discord.py
        # makes for every click (message, view and embed copies) set it off so often that it took ~13% of the
        # bot's CPU under load. Start-up objects are now left out of its passes, which come 10,000 apart (each
        # pass then takes ~2 ms: the slowest 1% of single clicks are that much slower).
        gc.freeze()
        gc.set_threshold(10_000)

    async def _sync_commands(self) -> None:
        if self.settings.dev_guild_id is not None:
            guild = discord.Object(self.settings.dev_guild_id)
            self.tree.copy_global_to(guild=guild)
            synced = await self.tree.sync(guild=guild)
        else:
            synced = await self.tree.sync()
        log.info("synced %d slash commands", len(synced))

    async def on_ready(self) -> None:
        log.info("connected as %s (%s)", self.user, getattr(self.user, "id", "?"))

    async def close(self) -> None:
        if hasattr(self, "service"):
            await self.service.stop()
        await super().close()
        if hasattr(self, "store"):
            await self.store.close()


def point_at(settings: Settings) -> None:
    """Talk to another Discord endpoint (the test stand-in) when configured."""
    if settings.api_base:
        discord.http.Route.BASE = settings.api_base.rstrip("/")
    if settings.gateway_url:
        discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY = yarl.URL(settings.gateway_url)


def main() -> int:
    load_dotenv()
    try:
        settings = Settings.from_env(os.environ)
    except SettingsError as error:
        print(f"pips: {error}", file=sys.stderr)
        return 2
    discord.utils.setup_logging(level=getattr(logging, settings.log_level, logging.INFO))
    point_at(settings)
    try:
        Pips(settings).run(settings.token, log_handler=None)
    except discord.LoginFailure:
        print("pips: Discord refused DISCORD_TOKEN; reset the token in the Developer Portal and update .env",
              file=sys.stderr)
        return 2
    except aiohttp.ClientConnectionError as error:
        print(f"pips: cannot reach Discord ({error}); check the network", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
