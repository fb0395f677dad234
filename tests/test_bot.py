"""bot.py without Discord: the command-sync hash changes with whatever a sync would send, translations included; a
worker process that runs bot.py again imports nothing of the bot."""

from __future__ import annotations

import shutil
import subprocess
import sys
from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from cogs import lcr
from data.sqlite import SqliteStore
from discord_side.pips import EXTENSIONS, Pips, payload_digest
from discord_side.translator import CatalogTranslator
from i18n import files_digest
from screen.presenter import GAME_UIS
from service.tables import TableService
from settings import Settings


@pytest.fixture
async def pips(tmp_path: Path) -> AsyncIterator[Pips]:
    """Pips with its commands loaded as setup_hook loads them, never logged in."""
    store = await SqliteStore.open(tmp_path / "pips.sqlite3")
    bot = Pips(Settings(token="unused"), store)
    bot.share(TableService(store))  # as setup_hook does
    await bot.tree.set_translator(CatalogTranslator())
    for extension in EXTENSIONS:
        await bot.load_extension(extension)
    yield bot
    await bot.close()


async def test_the_sync_hash_changes_with_a_translation_only(pips: Pips, tmp_path: Path) -> None:
    before = pips.sync_digest(None)
    assert pips.sync_digest(None) == before  # stable from one start to the next
    bot_catalogs = Path(__file__).resolve().parents[1] / "i18n"
    copied = tmp_path / "i18n"
    shutil.copytree(bot_catalogs, copied, ignore=shutil.ignore_patterns("*.py", "__pycache__"))
    assert files_digest([copied]) == files_digest([bot_catalogs])
    french = copied / "fr" / "common.ftl"
    french.write_text(french.read_text(encoding="utf-8") + "\n# a translator's note\n", encoding="utf-8")
    assert files_digest([copied]) != files_digest([bot_catalogs])


async def test_the_sync_hash_changes_with_a_command(pips: Pips) -> None:
    before = pips.sync_digest(None)
    pips.tree.remove_command("history")
    assert pips.sync_digest(None) != before


async def test_loading_the_cogs_keeps_the_game_uis_imported_before(pips: Pips) -> None:
    """load_extension runs a cog's module again: the renderer still draws with the UI other modules imported."""
    assert GAME_UIS["lcr"] is lcr.UI


def test_the_sync_hash_ignores_the_order_of_commands_and_keys() -> None:
    lcr = {"name": "lcr", "type": 1, "description": "LCR"}
    game = {"name": "game", "type": 1, "description": "Tables"}
    assert payload_digest([lcr, game]) == payload_digest([dict(reversed(game.items())), lcr])
    assert payload_digest([lcr, game]) != payload_digest([lcr, {**game, "description": "Games"}])


def test_the_bot_and_its_cogs_start_without_numpy() -> None:
    """numpy (~0.1 s of start-up) is for the odds solver and simulator: imported by their first use."""
    probe = (f"import sys, importlib, discord_side.pips; [importlib.import_module(m) for m in {list(EXTENSIONS)!r}];"
             " print('numpy' in sys.modules)")
    run = subprocess.run([sys.executable, "-c", probe], cwd=Path(__file__).resolve().parents[1], capture_output=True,
                         text=True, timeout=60, check=True)
    assert run.stdout.strip() == "False"



def test_the_worker_process_runs_bot_py_again_and_imports_nothing_of_the_bot() -> None:
    """A spawned worker process (service/workers.py) runs the main script again as it starts, under the name
    ``__mp_main__`` (multiprocessing's spawn): bot.py must then import none of the bot, whose discord.py, aiohttp
    and cogs the worker's jobs never use (~0.45 s of CPU at each worker start)."""
    again = ("import runpy, sys\n"
             "runpy.run_path('bot.py', run_name='__mp_main__')\n"
             "print(sorted(name for name in ('discord', 'aiohttp', 'cogs', 'discord_side', 'service') "
             "if name in sys.modules))\n")
    done = subprocess.run([sys.executable, "-c", again], cwd=Path(__file__).resolve().parents[1], capture_output=True,
                          text=True, timeout=60, check=True)
    assert done.stdout.strip() == "[]", done.stdout
