"""A bot with Pips's command tree (PipsTree) and one `/probe` subcommand per kind of error a command can meet,
run as a subprocess against the stand-in by test_tree_errors.py (Pips's own commands raise few of them)."""

from __future__ import annotations

import asyncio
import contextlib
import logging
import os
import signal
import sys
from pathlib import Path

import discord
from discord import app_commands
from discord.ext import commands

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))  # the project root, as for bot.py

from discord_address import connector, parse_address
from discord_side.answers import PipsTree
from discord_side.inflight import Inflight
from service.errors import Refusal


def no_private_message(interaction: discord.Interaction) -> bool:
    raise app_commands.NoPrivateMessage()  # what role checks raise in a DM


probe = app_commands.Group(name="probe", description="Errors of every kind")


@probe.command(name="dm", description="A check that finds itself in a DM")
@app_commands.check(no_private_message)
async def dm(interaction: discord.Interaction) -> None:
    await interaction.response.send_message("ran")


@probe.command(name="permissions", description="Needs Manage Server")
@app_commands.checks.has_permissions(manage_guild=True)
async def permissions(interaction: discord.Interaction) -> None:
    await interaction.response.send_message("ran")


@probe.command(name="bot_permissions", description="The bot needs Administrator")
@app_commands.checks.bot_has_permissions(administrator=True)
async def bot_permissions(interaction: discord.Interaction) -> None:
    await interaction.response.send_message("ran")


@probe.command(name="check", description="A check that says no")
@app_commands.check(lambda interaction: False)
async def check(interaction: discord.Interaction) -> None:
    await interaction.response.send_message("ran")


@probe.command(name="refusal", description="The service refuses")
async def refusal(interaction: discord.Interaction) -> None:
    raise Refusal("lobby.host_only")


@probe.command(name="crash", description="A bug")
async def crash(interaction: discord.Interaction) -> None:
    raise RuntimeError("the probe crashed")


class ProbeBot(commands.Bot):
    def __init__(self) -> None:
        super().__init__(command_prefix=commands.when_mentioned, intents=discord.Intents(guilds=True),
                         tree_cls=PipsTree, help_command=None,
                         connector=connector(parse_address(os.environ["DISCORD_ADDRESS"])))
        self.inflight = Inflight()  # what PipsTree admits a command through, as on the Pips bot

    async def setup_hook(self) -> None:
        guild = discord.Object(int(os.environ["DEV_GUILD_ID"]))
        self.tree.add_command(probe, guild=guild)
        await self.tree.sync(guild=guild)


async def main() -> None:
    async with ProbeBot() as bot:  # (its connector needs the running loop)
        await bot.start(os.environ["DISCORD_TOKEN"])


if __name__ == "__main__":
    # Ctrl+C (SIGINT) stops it cleanly even when it was started from a shell's background job, which ignores SIGINT
    # (a child inherits that): asyncio.run takes SIGINT only where Python's own handler is in place.
    signal.signal(signal.SIGINT, signal.default_int_handler)
    discord.utils.setup_logging(level=logging.INFO)
    with contextlib.suppress(KeyboardInterrupt):  # SIGINT: a clean stop, as discord.py's run() takes it
        asyncio.run(main())
