"""Dice pictures end to end: the real bot uploads its application emojis once, reuses them after a restart, draws
tables with their markup, and keeps text dice when Discord refuses the emoji routes."""

from __future__ import annotations

import base64
import re
from pathlib import Path

import aiohttp
import pytest
from e2e.conftest import COMPUTER_DELAY, open_table, running_bot, whose_turn
from fakediscord import Application, BotProcess, FakeDiscord, Member, StoredMessage

from i18n import t
from screen import emojis, presenter

LIST = "GET /applications/{app_id}/emojis"
UPLOAD = "POST /applications/{app_id}/emojis"
MARKUP = re.compile(r"<:(\w+):(\d+)>")
TEXT_DIE = re.compile(f"[{presenter.TEXT_FACES}]")
GAMES = {  # game → its first move's label and the pictures its roll shows
    "chicago": ("chicago.action.roll", "pips_d6_"),
    "buck": ("buck.action.throw", "pips_d6_"),
    "lcr": ("lcr.action.roll", "pips_lcr_"),
}


def uploaded(app: Application) -> dict[str, str]:
    return {emoji["name"]: emoji["id"] for emoji in app.emojis}


async def upload_as_an_earlier_run_did(fake: FakeDiscord, app: Application) -> None:
    """The application's emojis as a previous start of the bot left them, uploaded through the REST route."""
    async with aiohttp.ClientSession(headers={"Authorization": f"Bot {app.token}"}) as http:
        for name in presenter.NAMES:
            image = base64.b64encode((emojis.ASSETS / f"{name}.png").read_bytes()).decode()
            body = {"name": name, "image": f"data:image/png;base64,{image}"}
            async with http.post(f"{fake.api_base}/applications/{app.id}/emojis", json=body) as answer:
                assert answer.status == 201, await answer.text()


async def first_roll(fake: FakeDiscord, game: str, people: list[Member]) -> StoredMessage:
    table = await open_table(fake, f"{game} start", people, channel=await fake.add_channel(game))
    await fake.click(whose_turn(table, people), table, t("en", GAMES[game][0]))
    return table


def pictures_in(message: StoredMessage) -> list[tuple[str, str]]:
    return MARKUP.findall(message.raw_text())


async def test_the_first_start_uploads_the_ten_pictures_and_a_restart_reuses_them(
    fake: FakeDiscord, people: list[Member], tmp_path: Path
) -> None:
    async with running_bot(fake, tmp_path) as bot:
        await fake.wait_until(lambda: set(uploaded(bot.app)) == set(presenter.NAMES), what="the ten pictures uploaded")
        assert fake.route_counts[UPLOAD] == 10 and fake.route_counts[LIST] == 1
        for name, emoji_id in uploaded(bot.app).items():
            assert bot.app.emoji_images[emoji_id] == (emojis.ASSETS / f"{name}.png").read_bytes()
        await bot.restart()
        assert fake.route_counts[UPLOAD] == 10 and fake.route_counts[LIST] == 2
        # listed before any table is drawn: the pictures show from the first roll after the restart on
        table = await first_roll(fake, "chicago", people[:2])
        shown = pictures_in(table)
        assert shown and all(uploaded(bot.app)[name] == emoji_id for name, emoji_id in shown)


@pytest.mark.parametrize("game", GAMES)
async def test_a_roll_shows_the_dice_pictures_and_reads_as_the_text_dice(
    fake: FakeDiscord, people: list[Member], tmp_path: Path, game: str
) -> None:
    app = fake.add_application("Pips")
    await upload_as_an_earlier_run_did(fake, app)
    async with BotProcess(fake, app, "bot.py", workdir=tmp_path, env={"PIPS_COMPUTER_DELAY": COMPUTER_DELAY}):
        table = await first_roll(fake, game, people)
    shown = pictures_in(table)
    prefix = GAMES[game][1]
    assert shown and all(name.startswith(prefix) and uploaded(app)[name] == emoji_id for name, emoji_id in shown)
    assert not TEXT_DIE.search(table.raw_text())  # one style: no text die beside the pictures
    readable = table.text()
    assert not MARKUP.search(readable) and all(presenter.TEXT[name] in readable for name, _ in shown)
    assert fake.route_counts[UPLOAD] == 10  # the ten above, none by the bot


@pytest.mark.parametrize(("route", "status"), [(LIST, 403), (LIST, 500), (UPLOAD, 500), (UPLOAD, 403)])
async def test_refused_emoji_routes_leave_text_dice_and_the_bot_plays_on(
    fake: FakeDiscord, people: list[Member], tmp_path: Path, route: str, status: int
) -> None:
    fake.fail_route(route, status)
    async with running_bot(fake, tmp_path, settle=False) as bot:
        table = await first_roll(fake, "chicago", people[:2])
        assert not pictures_in(table) and TEXT_DIE.search(table.raw_text())
        assert not bot.app.emojis
        if route == LIST:
            assert fake.route_counts[UPLOAD] == 0  # nothing known, nothing uploaded
        if status == 403:  # (a 500 is retried by discord.py for a while before it fails)
            warning = "dice pictures unavailable" if route == LIST else "dice pictures: could not upload"
            await fake.wait_until(lambda: warning in bot.log_tail(), what="the warning")
