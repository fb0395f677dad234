"""The shared cog starts whatever the start-up redraw meets: a redraw is a nicety, the bot must come up."""

from __future__ import annotations

import pytest

from cogs.tables import Tables
from discord_side.pips import Pips
from screen.redraw import redraw_changed
from service.tables import TableService
from settings import Settings


async def test_a_failing_redraw_does_not_stop_the_cog_from_loading(
    service: TableService, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    async def broken() -> list[int]:
        raise RuntimeError("the database went away")

    monkeypatch.setattr(service, "last_changed_ids", broken)
    bot = Pips(Settings(token="unused"), service.store)
    bot.share(service)
    try:
        # runs cog_load; the redraw itself waits for the gateway, in the background
        await bot.add_cog(Tables(bot))
        cog = bot.get_cog("Tables")
        assert isinstance(cog, Tables)
        await redraw_changed(service, cog.screen)  # what it runs once connected: it logs and returns
        assert "redrawing the tables changed before the restart failed" in caplog.text
    finally:
        await bot.close()
