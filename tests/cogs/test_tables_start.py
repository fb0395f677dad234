"""The shared cog starts whatever the start-up redraw meets: a redraw is a nicety, the bot must come up."""

from __future__ import annotations

import discord
import pytest
from discord.ext import commands

from cogs.tables import Tables
from service.tables import Change, TableService


async def test_a_failing_redraw_does_not_stop_the_cog_from_loading(
    service: TableService, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    async def broken() -> list[Change]:
        raise RuntimeError("the database went away")

    monkeypatch.setattr(service, "last_changed", broken)
    bot = commands.Bot(command_prefix="!", intents=discord.Intents.none())
    bot.service = service  # type: ignore[attr-defined]
    try:
        await bot.add_cog(Tables(bot))  # runs cog_load
        assert isinstance(bot.get_cog("Tables"), Tables)
        assert "redrawing the tables changed before the restart failed" in caplog.text
    finally:
        await bot.close()
