"""Pips, the discord.py bot: what the cogs share (the ``Pips`` class's attributes), its start-up (settings, store,
service, extensions, the command sync when it changed) and its shutdown in order. ``python bot.py`` runs ``main``."""

from __future__ import annotations

import asyncio
import gc
import hashlib
import json
import logging
import os
import signal
import sys
from typing import Any

import discord
from discord import app_commands
from discord.ext import commands
from dotenv import load_dotenv

from data.open import open_store
from data.store import Store
from discord_address import connector
from discord_side.answers import PipsTree
from discord_side.inflight import Inflight
from discord_side.reach import Reach
from discord_side.replayer import ReplayViewer
from discord_side.storyteller import StoryTeller
from discord_side.translator import CatalogTranslator
from i18n import files_digest
from ops.logs import LogFormat, log_as, plain_formatter
from ops.notify import Notifier
from ops.port_check import check_listenable
from ops.startup import FIX_A_SETTING, STOPPED, Failure, failure_line, failure_of, log_format_of, secrets_of, unexpected
from ops.version import Build, this_build
from rules.games import GAMES
from screen import emojis
from screen.desk import TableDesk
from screen.sequencer import Screen
from service.shards import Shards
from service.tables import TableService
from settings import Settings, SettingsError

# Each registered game's cog, as its declaration names it (cogs/<kind>.py for the bot's own games). A game from
# outside the production tree registers (rules.games.register) before this module is imported.
EXTENSIONS = ("cogs.tables", *(game.cog_module for game in GAMES.values()), "cogs.leaderboard", "cogs.settings",
              "cogs.stats", "cogs.story", "cogs.replay", "cogs.schedule", "cogs.tournament")
DRAIN_SECONDS = 5.0  # how long a shutdown waits for the interactions being handled
CANCEL_SECONDS = 1.0  # then how long for the ones still running to end once cancelled

log = logging.getLogger("pips")


class Pips(commands.Bot):
    # What the cogs share, made once with the service (``share``): each cog's ``setup(bot)`` hands it what it
    # needs from here, and no cog looks another up by name.
    service: TableService
    screen: Screen  # the one sequencer of table messages
    reach: Reach  # where Pips is no member: tables drawn through the interactions of the people at them
    desk: TableDesk  # opens and posts tables
    stories: StoryTeller  # finished games' pictures
    replays: ReplayViewer  # finished games replayed step by step

    def __init__(self, settings: Settings, store: Store, build: Build | None = None) -> None:
        super().__init__(
            command_prefix=commands.when_mentioned,
            # Clicks and commands arrive as interactions whatever the intents: subscribing to no message,
            # reaction or typing events spares parsing every chat message of every server the bot is in. A
            # scheduled night hears of its Discord event being deleted (cogs/schedule.py).
            intents=discord.Intents(guilds=True, guild_scheduled_events=True),
            tree_cls=PipsTree,
            # Every command works wherever a person may use it: a server that installed Pips, or (installed to
            # their own account) a DM, a group DM or a server without the bot; a command declares less itself.
            allowed_installs=app_commands.AppInstallationType(guild=True, user=True),
            allowed_contexts=app_commands.AppCommandContext(guild=True, dm_channel=True, private_channel=True),
            help_command=None,
            connector=connector(settings.discord_address),  # None: Discord where DNS says
            **trace_options(settings),
            **shard_options(settings),
        )
        self.settings = settings
        self.store = store
        self.build = build  # what /metrics reports as pips_build_info (None: read when served)
        self.inflight = Inflight()
        self._serving = False  # set up and about to connect: from then on a signal shuts down in order
        self.start_cancelled = False  # a signal came before that and cancelled the start-up
        self._shutdown: asyncio.Task[None] | None = None
        self.systemd = Notifier.from_environment()  # Type=notify and the watchdog (deploy/pips.service)

    async def setup_hook(self) -> None:
        self.systemd.start_watchdog()
        owned = Shards.of(self.settings.shard_count, self.settings.shard_ids)
        self.service = TableService(self.store, computer_delay=self.settings.computer_delay, shards=owned,
                                    keep_start_chances=True, warm_up_after=self.settings.warm_up_after)
        self.share(self.service)
        if self.settings.metrics_port is not None:  # /health, /ready, /metrics (docs/operations.md)
            from cogs.health import Health  # here: prometheus_client and aiohttp's server only when served

            await self.add_cog(Health(self, self.service, shards=self.settings.shard_ids or (0,),
                                      host=self.settings.metrics_host, port=self.settings.metrics_port,
                                      build=self.build))
        await self.tree.set_translator(CatalogTranslator())
        # dice pictures before any table is drawn, the start-up redraw included (uploads go on in the background)
        await emojis.load(self)
        for extension in EXTENSIONS:
            await self.load_extension(extension)
        await self.service.start()
        if owned.syncs_commands:
            await self._sync_commands()
        else:  # commands belong to the application, not to a shard: one process sends them
            log.info("running %s: the process holding shard 0 syncs the slash commands", owned.describe())
        # The cycle collector runs whenever 700 more objects exist than at its last pass; the objects discord.py
        # makes for every click (message, view and embed copies) set it off so often that it took ~13% of the
        # bot's CPU under load. Start-up objects are left out of its passes (frozen). A pass walks every young
        # object still alive, and under load most of those are the clicks in flight (tasks, coroutines,
        # interactions, requests: ~10,000 objects), whatever the threshold: passes 10,000 objects apart took
        # ~80 µs a click under load (16 ms each). 50,000 apart (and the older generations 20 and 100 passes
        # apart) they take ~40 µs: a pass is ~25 ms one by one and up to ~70 ms under load, one click in more
        # than a thousand waiting that much.
        gc.freeze()
        gc.set_threshold(50_000, 20, 100)
        self._serving = True

    def share(self, service: TableService) -> None:
        """Make what the cogs share around the table service (before the cogs load)."""
        self.service = service
        self.reach = Reach(self, service.store, lifetime=self.settings.token_lifetime)
        self.screen = Screen.of(self, service.set_message, self.reach)
        self.desk = TableDesk(service, self.screen)
        self.stories = StoryTeller(service)
        self.replays = ReplayViewer(service.store)

    async def _sync_commands(self) -> None:
        """Send the slash commands to Discord only when they differ from the last sync to this scope.

        discord.py's advice: a sync on every start wastes a rate-limited call (and, globally, can leave the
        commands in flux for a while). The hash of the exact payload, translations included, is kept per
        application and scope in the store (``sync_digest``).
        """
        guild = None if self.settings.dev_guild_id is None else discord.Object(self.settings.dev_guild_id)
        if guild is not None:
            self.tree.copy_global_to(guild=guild)
        scope = "global" if guild is None else f"guild:{guild.id}"
        key = f"command_sync:{self.application_id}:{scope}"
        digest = self.sync_digest(guild)
        if await self.store.get_meta(key) == digest:
            log.info("slash commands unchanged since the last sync (%s); not syncing", scope)
            return
        synced = await self.tree.sync(guild=guild)
        await self.store.set_meta(key, digest)
        log.info("synced %d slash commands (%s)", len(synced), scope)

    def sync_digest(self, guild: discord.abc.Snowflake | None) -> str:
        """A hash of what a sync would send, made without translating it: the commands as declared and every
        catalog file, from which alone the translations are made (translating into every language would read
        every catalog at each start: over a second, and memory for languages the servers may not use)."""
        declared = [command.to_dict(self.tree) for command in self.tree.get_commands(guild=guild)]
        return payload_digest([*declared, {"catalogs": files_digest()}])

    async def sync_payload(self, guild: discord.abc.Snowflake | None) -> list[dict[str, Any]]:
        """What `tree.sync(guild=guild)` sends, built the same way (translator included)."""
        translator = self.tree.translator
        to_sync = self.tree.get_commands(guild=guild)
        if translator is None:
            return [command.to_dict(self.tree) for command in to_sync]
        return [await command.get_translated_payload(self.tree, translator) for command in to_sync]

    async def on_ready(self) -> None:
        log.info("connected as %s (%s)", self.user, getattr(self.user, "id", "?"))
        self.systemd.ready(f"connected as {self.user}")

    def stop_on_signals(self, starting: asyncio.Task[None]) -> None:
        """SIGTERM (systemd, docker stop) and SIGINT (Ctrl+C) both shut down as close() does; one that comes
        while the bot is still starting cancels `starting` (the task running start()) instead."""
        loop = asyncio.get_running_loop()
        for signum in (signal.SIGTERM, signal.SIGINT):
            loop.add_signal_handler(signum, self._on_signal, signum, starting)

    def _on_signal(self, signum: int, starting: asyncio.Task[None]) -> None:
        log.info("%s received: shutting down", signal.Signals(signum).name)
        if self._serving or self._shutdown is not None:
            self._close_once()
        else:
            # logging in or setting up (a sync, say) has no interaction to wait for, and closing beneath it
            # would only make it fail: stop it where it is, then close as usual
            self.start_cancelled = True
            starting.cancel()

    def _close_once(self) -> asyncio.Task[None]:
        if self._shutdown is None:
            self._shutdown = asyncio.create_task(self._close_in_order(), name="pips-shutdown")
        return self._shutdown

    async def close(self) -> None:
        # called by a signal, by discord.py on the way out of start(), or both: one shutdown either way
        await asyncio.shield(self._close_once())

    async def _close_in_order(self) -> None:
        self.systemd.stopping()
        # 1. the gateway stays open so clicks arriving now get "restarting" while the admitted ones finish
        still_running = await self.inflight.drain(DRAIN_SECONDS)
        if still_running:
            log.warning("%d interactions still running after %.0f s; cancelling them", still_running, DRAIN_SECONDS)
            await self.inflight.cancel(CANCEL_SECONDS)
        # 2. no timer may start a change now; 3. cogs unload (the screen lets its edits finish), Discord closes
        if hasattr(self, "service"):
            await self.service.stop()
        await super().close()
        # 4. the store last: everything above may still have been writing to it
        if hasattr(self, "reach"):
            await self.reach.close()
        await self.store.close()
        self.systemd.close()
        log.info("shut down")


class ShardedPips(Pips, commands.AutoShardedBot):
    """Pips running the shards SHARD_IDS of SHARD_COUNT, one gateway session each (AutoShardedBot)."""


def shard_options(settings: Settings) -> dict[str, Any]:
    """The sharding arguments of the bot's constructor: none for an unsharded process."""
    if settings.shard_count is None:
        return {}
    return {"shard_count": settings.shard_count, "shard_ids": list(settings.shard_ids or range(settings.shard_count))}


def trace_options(settings: Settings) -> dict[str, Any]:
    """With metrics on, Discord's 429s and 5xx and the interactions' answers are counted as each request ends
    (ops/discord_http.py); with them off, requests are not traced at all."""
    if settings.metrics_port is None:
        return {}
    from ops.discord_http import discord_trace  # here: prometheus_client only when metrics are served

    return {"http_trace": discord_trace()}


def make_bot(settings: Settings, store: Store, build: Build | None = None) -> Pips:
    """One unsharded bot, as Pips always ran, unless SHARD_COUNT is set."""
    return Pips(settings, store, build) if settings.shard_count is None else ShardedPips(settings, store, build)


def payload_digest(payload: list[dict[str, Any]]) -> str:
    """A hash of a command payload that does not depend on the order of commands or of keys."""
    canonical = sorted(json.dumps(command, sort_keys=True, separators=(",", ":")) for command in payload)
    return hashlib.sha256("\n".join(canonical).encode()).hexdigest()


def main() -> int:
    """Run the bot; a start that cannot go on ends with one line and an exit code saying what to do (ops/startup.py):
    2 a setting to fix, 1 what may pass, 0 a clean stop."""
    load_dotenv()
    try:
        settings = Settings.from_env(os.environ)
    except SettingsError as error:
        return stop_with(Failure(FIX_A_SETTING, str(error)), log_format_of(os.environ), secrets_of(os.environ))
    start_logging(settings)
    try:
        asyncio.run(serve(settings))
    except Exception as error:  # each failure becomes its line; an unforeseen one also a logged traceback
        failure = failure_of(error)
        if failure is None:
            log.critical("stopped by an unexpected error", exc_info=error)
            failure = unexpected(error)
        return stop_with(failure, settings.log_format, settings.secrets)
    return STOPPED


def start_logging(settings: Settings) -> None:
    """discord.py's logging, written as LOG_FORMAT says, never showing a secret: colours only on a terminal, and
    without the warnings about voice, which Pips never uses."""
    handler = logging.StreamHandler()
    level = logging.getLevelNamesMapping()[settings.log_level]
    if handler.stream.isatty():
        discord.utils.setup_logging(handler=handler, level=level)  # its colours, for a person reading
    else:  # discord.py would colour any stream inside Docker: escape codes in whatever collects the log
        discord.utils.setup_logging(handler=handler, formatter=plain_formatter(), level=level)
    log_as(handler, settings.log_format, settings.secrets)  # text or JSON lines, never a secret
    discord.VoiceClient.warn_nacl = False  # discord.py's switches for "PyNaCl / davey is not installed"
    discord.VoiceClient.warn_dave = False


def stop_with(failure: Failure, log_format: LogFormat, secrets: tuple[str, ...]) -> int:
    print(failure_line(failure, log_format, secrets), file=sys.stderr, flush=True)
    return failure.exit_code


async def serve(settings: Settings) -> None:
    """Run until SIGTERM or SIGINT. What a setting or another process can make fail is tried before any Discord
    call: the metrics port, then the store (a second process on one file stops here)."""
    if settings.metrics_port is not None:
        await check_listenable(settings.metrics_host, settings.metrics_port)
    store = await open_store(settings)
    build = this_build()
    log.info("Pips %s starting", build)  # the first line of a start that got this far
    bot = make_bot(settings, store, build)
    async with bot:
        # start() in a task of its own: it runs the gateway's loop, and a coroutine awaiting it here would be
        # resumed on every gateway event, a click included
        starting = asyncio.create_task(bot.start(settings.token), name="pips-start")
        bot.stop_on_signals(starting)
        try:
            await starting
        except asyncio.CancelledError:
            if not bot.start_cancelled or not starting.cancelled():
                raise
            # a signal stopped the start-up: an ordinary exit
        finally:
            # start() returns as soon as the gateway closes, halfway through a shutdown: see it to its end
            # (discord.py's own __aexit__ would not, the client counting as closed by then)
            await bot.close()

