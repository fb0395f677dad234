"""The "How it went" picture (discord_side/chart.py, drawn in the bot's worker process): a real PNG of the promised
size, its turning points in the reader's language, and one drawing shared by everyone asking at once."""

from __future__ import annotations

import asyncio
import struct
import subprocess
import sys

import pytest

from cogs.story import Painter, story_text
from discord_side.chart import HEIGHT, WIDTH, StoryPicture, story_picture, turning_point_text
from i18n import t
from rules.dice import SeededDice
from rules.games import GAMES
from rules.odds.story import Move, Replay, Story, TurningPoint
from service.story import StoryRequest
from service.workers import Workers

SEED = bytes(range(32))
NAMES = ("Alice", "Bob", "Carol 🎲")


def lcr_replay() -> Replay:
    game, _ = GAMES["lcr"].game.start(3, {}, SeededDice(SEED))
    moves = []
    while not game.is_over:
        action = game.auto_action()
        game.apply(game.current_player, action)  # type: ignore[arg-type]
        moves.append(Move(None, str(action)))
    return Replay("lcr", {}, 3, SEED, tuple(moves))


def png_size(data: bytes) -> tuple[int, int]:
    assert data[:8] == b"\x89PNG\r\n\x1a\n", "not a PNG"
    assert data[12:16] == b"IHDR"
    width, height = struct.unpack(">II", data[16:24])
    return width, height


def test_the_picture_is_a_png_of_the_promised_size_with_its_turning_points_in_words() -> None:
    picture = story_picture(lcr_replay(), NAMES, "LCR", "fr")
    assert picture is not None
    assert png_size(picture.png) == (WIDTH, HEIGHT) == (800, 450)
    assert 10_000 < len(picture.png) < 1024 * 1024  # a real chart, far under Discord's 10 MiB
    assert picture.lines and not picture.losing
    assert all(any(name in line for name in NAMES) for line in picture.lines)
    assert all("%" in line for line in picture.lines)


def test_a_log_that_does_not_replay_has_no_picture() -> None:
    replay = lcr_replay()
    assert story_picture(Replay("lcr", {}, 3, SEED, replay.moves[:-2]), NAMES, "LCR", "en") is None
    assert story_picture(Replay("lcr", {}, 3, SEED, (Move(2, "roll"),)), NAMES, "LCR", "en") is None  # not their turn


def test_each_turning_point_reads_as_the_catalog_says_for_winning_and_losing() -> None:
    story = Story("buck", True, ((0.5, 0.5), (0.0, 1.0)), (None, 0), (1,), ())
    assert turning_point_text(TurningPoint("comeback", 1, 3, 0.042), story, NAMES, "en") == t(
        "en", "story.comeback.lose", name="Bob", percent=4)
    assert turning_point_text(TurningPoint("fall", 0, 2, 0.81), story, NAMES, "fr") == t(
        "fr", "story.fall.lose", name="Alice", percent=81)
    winning = Story("lcr", False, story.chances, story.movers, (1,), ())
    comeback, swing = TurningPoint("comeback", 2, 3, 0.04), TurningPoint("swing", 0, 3, 0.18, 0.62)
    assert turning_point_text(comeback, winning, NAMES, "en") == "Carol 🎲 came back from 4%"
    assert turning_point_text(swing, winning, NAMES, "en") == "Alice: 62% → 18% in one turn"


async def test_people_asking_at_once_share_one_drawing_which_is_then_kept() -> None:
    workers = Workers(niceness=0)  # at the test's own priority: a loaded machine does not hold up its start-up
    painter = Painter(workers, kept=1)
    request = StoryRequest(7, "lcr", lcr_replay(), NAMES)
    try:
        first, second = await asyncio.gather(painter.picture(request, "en-US"), painter.picture(request, "en"))
        assert first is not None and first is second and workers.jobs == 1  # one drawing by the worker, not two
        assert png_size(first.png) == (WIDTH, HEIGHT)
        assert await painter.picture(request, "en") is first and workers.jobs == 1  # kept: no drawing
        french = await painter.picture(request, "fr")
        assert french is not None and french is not first and french.lines != first.lines
        assert await painter.picture(request, "en") is not first  # one kept: English gave way to French
        assert workers.jobs == 3
    finally:
        workers.close()
    assert story_text(first, "lcr", "en").splitlines()[1:] == [f"• {line}" for line in first.lines]


@pytest.mark.parametrize("losing", [False, True])
def test_the_words_with_the_picture_say_what_it_shows(losing: bool) -> None:
    shown = story_text(StoryPicture(b"", ("Bob came back from 4%",), losing), "buck", "en").splitlines()
    assert shown == [t("en", "story.reply.lose" if losing else "story.reply", game=t("en", "game.buck")),
                     "• Bob came back from 4%"]


def test_the_bot_process_never_loads_matplotlib() -> None:
    """Only the worker draws: the bot, its cogs and the story's own modules leave matplotlib unloaded."""
    loaded = subprocess.run(
        [sys.executable, "-c",
         "import sys, discord_side.pips, cogs.story, cogs.stats; print('matplotlib' in sys.modules)"],
        capture_output=True, text=True, timeout=60, check=True,
    )
    assert loaded.stdout.strip() == "False"
