"""Each way a start can fail has its exit code (2: a setting to fix, 1: may pass) and one line, text or JSON, with
no secret in it. The failures met on a real start are run as bot.py in tests/test_startup_failures.py; Discord's
own refusals cannot be met offline, so they are made here."""

from __future__ import annotations

import json
from types import SimpleNamespace
from typing import Any

import aiohttp
import discord
import pytest

from data.store import StoreInUse, StoreUnavailable, StoreUnusable
from ops.errors import PortUnavailable
from ops.startup import FIX_A_SETTING, RETRY, Failure, failure_line, failure_of, log_format_of, secrets_of


def closed(code: int) -> discord.ConnectionClosed:
    return discord.ConnectionClosed(SimpleNamespace(close_code=code), shard_id=None, code=code)  # type: ignore[arg-type]


def answered(status: int) -> discord.HTTPException:
    response: Any = SimpleNamespace(status=status, reason="Service Unavailable")
    return discord.DiscordServerError(response, "upstream connect error")


@pytest.mark.parametrize(("error", "exit_code", "says"), [
    (discord.LoginFailure("Improper token has been passed."), FIX_A_SETTING, "Discord refused DISCORD_TOKEN"),
    (closed(4004), FIX_A_SETTING, "check DISCORD_TOKEN, SHARD_COUNT and SHARD_IDS"),
    (closed(4011), FIX_A_SETTING, "Discord closed the gateway (code 4011"),
    (closed(4000), RETRY, "start again later"),
    (answered(503), RETRY, "Discord answered HTTP 503"),
    (aiohttp.ClientConnectionError("Connection reset by peer"), RETRY, "cannot reach Discord"),
    (TimeoutError(), RETRY, "cannot reach Discord (TimeoutError)"),
    (PortUnavailable("cannot listen on 127.0.0.1:9108"), FIX_A_SETTING, "/health and /metrics: cannot listen"),
    (StoreUnusable("the SQLite database x is read-only"), FIX_A_SETTING, "is read-only"),
    (StoreUnavailable("cannot open PostgreSQL database"), RETRY, "cannot open PostgreSQL"),
    (StoreInUse("/var/lib/pips/pips.sqlite3"), RETRY, "another Pips process is using /var/lib/pips/pips.sqlite3"),
])
def test_each_known_failure_has_its_exit_code_and_sentence(error: BaseException, exit_code: int, says: str) -> None:
    failure = failure_of(error)
    assert failure is not None and failure.exit_code == exit_code and says in failure.sentence


def test_an_unforeseen_error_is_not_dressed_as_a_known_one() -> None:
    assert failure_of(KeyError("bug")) is None


def test_the_line_is_text_or_one_json_log_object_and_never_shows_a_secret() -> None:
    failure = Failure(FIX_A_SETTING, "Discord refused s3cret-token\nfor good")
    assert failure_line(failure, "text", ["s3cret-token"]) == "pips: Discord refused *** for good"
    record = json.loads(failure_line(failure, "json", ["s3cret-token"]))
    assert record["level"] == "CRITICAL" and record["logger"] == "pips" and record["exit_code"] == 2
    assert record["message"] == "Discord refused ***\nfor good" and "time" in record


def test_before_the_settings_are_read_the_line_follows_a_valid_log_format_and_hides_what_is_secret() -> None:
    assert log_format_of({"LOG_FORMAT": " JSON "}) == "json"
    assert log_format_of({"LOG_FORMAT": "yaml"}) == log_format_of({}) == "text"
    env = {"DISCORD_TOKEN": "tok-en ", "DATABASE_URL": "postgresql://pips:p%40ss@db/pips"}
    assert set(secrets_of(env)) == {"tok-en", "p%40ss", "p@ss"}
    assert set(secrets_of({"DATABASE_URL": "postgresql://pips:x@db:port/pips"})) == {"x"}  # a malformed URL too
