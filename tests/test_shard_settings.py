"""The shard settings (SHARD_COUNT, SHARD_IDS) and the bot they make: one unsharded process unless asked."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import discord
import pytest
from discord.ext import commands

from data.sqlite import SqliteStore
from discord_side.pips import Pips, ShardedPips, make_bot
from settings import Settings, SettingsError

TOKEN = {"DISCORD_TOKEN": "unused"}
PROJECT_ROOT = Path(__file__).resolve().parents[1]


@pytest.mark.parametrize(("env", "count", "ids"), [
    ({}, None, None),
    ({"SHARD_COUNT": "2"}, 2, (0, 1)),
    ({"SHARD_COUNT": "4", "SHARD_IDS": "3, 1,1"}, 4, (1, 3)),
    ({"SHARD_COUNT": " 1 ", "SHARD_IDS": "0"}, 1, (0,)),
])
def test_shard_settings_are_read_and_tidied(
    env: dict[str, str], count: int | None, ids: tuple[int, ...] | None
) -> None:
    settings = Settings.from_env({**TOKEN, **env})
    assert (settings.shard_count, settings.shard_ids) == (count, ids)


@pytest.mark.parametrize(("env", "message"), [
    ({"SHARD_IDS": "0"}, "SHARD_IDS needs SHARD_COUNT"),
    ({"SHARD_COUNT": "0"}, "SHARD_COUNT must be a whole number of shards, 1 or more, not '0'"),
    ({"SHARD_COUNT": "two"}, "SHARD_COUNT must be a whole number of shards, 1 or more, not 'two'"),
    ({"SHARD_COUNT": "2", "SHARD_IDS": "0;1"}, "SHARD_IDS must be shard numbers separated by commas"),
    ({"SHARD_COUNT": "2", "SHARD_IDS": "0,-1"}, "SHARD_IDS must be shard numbers separated by commas"),
    ({"SHARD_COUNT": "2", "SHARD_IDS": "1,2,5"}, "SHARD_IDS has 2, 5, but SHARD_COUNT 2 numbers shards 0 to 1"),
])
def test_impossible_shard_settings_are_refused_with_what_to_fix(env: dict[str, str], message: str) -> None:
    with pytest.raises(SettingsError) as refused:
        Settings.from_env({**TOKEN, **env})
    assert str(refused.value).startswith(message)


def test_the_bot_refuses_to_start_on_impossible_shards(tmp_path: Path) -> None:
    env = {**TOKEN, "SHARD_COUNT": "2", "SHARD_IDS": "2", "DATABASE_PATH": str(tmp_path / "pips.sqlite3"),
           "PATH": "/usr/bin:/bin"}
    done = subprocess.run([sys.executable, "bot.py"], cwd=PROJECT_ROOT, env=env,
                          capture_output=True, text=True, timeout=60, check=False)
    assert done.returncode == 2
    assert done.stderr.strip() == "pips: SHARD_IDS has 2, but SHARD_COUNT 2 numbers shards 0 to 1"
    assert not (tmp_path / "pips.sqlite3").exists()  # stopped before opening anything


async def test_an_unsharded_process_is_a_plain_bot_and_a_sharded_one_runs_its_shards(tmp_path: Path) -> None:
    store = await SqliteStore.open(tmp_path / "pips.sqlite3")
    try:
        plain = make_bot(Settings(token="unused"), store)
        assert type(plain) is Pips and not isinstance(plain, discord.AutoShardedClient)
        assert plain.shard_count is None
        sharded = make_bot(Settings(token="unused", shard_count=4, shard_ids=(1, 3)), store)
        assert isinstance(sharded, ShardedPips) and isinstance(sharded, commands.AutoShardedBot)
        assert (sharded.shard_count, sharded.shard_ids) == (4, [1, 3])
    finally:
        await store.close()
