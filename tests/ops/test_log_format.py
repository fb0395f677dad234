"""The log as bot.py sets it up: JSON lines carrying the ids of what the logging task handles (each task its own),
plain text by default, and neither the token nor the database password on any line, tracebacks included."""

from __future__ import annotations

import asyncio
import io
import json
import logging
from collections.abc import Iterator

import pytest

from ops.logs import about, log_as
from settings import Settings

TOKEN = "MTIzNDU2Nzg5.fake-token.for-tests"
PASSWORD = 'p@ss:w/rd"\\'  # as decoded; the URL writes it percent-encoded
URL = "postgresql://pips:p%40ss%3Aw%2Frd%22%5C@db.example.com:5432/pips"


@pytest.fixture
def settings() -> Settings:
    return Settings.from_env({"DISCORD_TOKEN": TOKEN, "DATABASE_URL": URL, "LOG_FORMAT": "json"})


@pytest.fixture
def written() -> Iterator[tuple[logging.Logger, io.StringIO, logging.Handler]]:
    out = io.StringIO()
    handler = logging.StreamHandler(out)
    handler.setFormatter(logging.Formatter("%(levelname)s %(name)s: %(message)s"))
    logger = logging.getLogger("tests.ops.log_format")
    logger.addHandler(handler)
    logger.setLevel(logging.INFO)
    logger.propagate = False
    yield logger, out, handler
    logger.removeHandler(handler)


async def test_json_lines_carry_the_ids_of_each_task_s_own_work(
    settings: Settings, written: tuple[logging.Logger, io.StringIO, logging.Handler]
) -> None:
    logger, out, handler = written
    log_as(handler, settings.log_format, settings.secrets)

    async def click(guild: int, channel: int, table: int) -> None:
        about(guild=guild, channel=channel)
        await asyncio.sleep(0)
        about(table=table)
        logger.info("clicked %s", table)

    await asyncio.gather(click(1, 10, 100), click(2, 20, 200))
    logger.warning("outside any click")
    records = [json.loads(line) for line in out.getvalue().splitlines()]
    assert [(r["message"], r.get("guild_id"), r.get("channel_id"), r.get("table_id")) for r in records] == [
        ("clicked 100", 1, 10, 100), ("clicked 200", 2, 20, 200), ("outside any click", None, None, None),
    ]
    assert {"time", "level", "logger"} <= records[0].keys() and records[2]["level"] == "WARNING"


@pytest.mark.parametrize("log_format", ["json", "text"])
def test_no_line_shows_the_token_or_the_database_password(
    log_format: str, settings: Settings, written: tuple[logging.Logger, io.StringIO, logging.Handler]
) -> None:
    logger, out, handler = written
    log_as(handler, "json" if log_format == "json" else "text", settings.secrets)
    logger.info("connecting with %s to %s", TOKEN, URL)
    logger.info("the driver said: password %s refused", PASSWORD)
    try:
        raise ValueError(f"bad login {URL} {TOKEN}")
    except ValueError:
        logger.exception("opening failed")
    text = out.getvalue()
    assert TOKEN not in text and PASSWORD not in text and "p%40ss%3Aw%2Frd" not in text
    assert json.dumps(PASSWORD)[1:-1] not in text  # (as JSON escapes it)
    assert text.count("***") >= 5 and "db.example.com" in text  # blanked, the rest kept
    if log_format == "json":
        assert all(json.loads(line) for line in text.splitlines() if line.startswith("{"))


@pytest.mark.parametrize("log_format", ["json", "text"])
def test_no_line_shows_an_interaction_token(
    log_format: str, written: tuple[logging.Logger, io.StringIO, logging.Handler]
) -> None:
    """discord.py's DEBUG lines: the callback and webhook URLs it requests, and each gateway event whole."""
    logger, out, handler = written
    log_as(handler, "json" if log_format == "json" else "text", ())
    token = "aW50ZXJhY3Rpb246MTIzNDU2Nzg5OmFiY2RlZg"
    logger.info("POST https://discord.com/api/v10/interactions/1234/%s/callback with {} has returned 204", token)
    logger.info("Webhook ID 55 with PATCH https://discord.com/api/v10/webhooks/55/%s/messages/@original has "
                "returned status code 200", token)
    logger.info("For Shard ID None: WebSocket Event: %s", {"t": "INTERACTION_CREATE", "d": {"token": token}})
    logger.info("sent %s", json.dumps({"id": "1", "token": token}))
    text = out.getvalue()
    assert token not in text
    assert text.count("***") == 4 and "/interactions/1234/***/callback" in text and "/webhooks/55/***/" in text


def test_plain_text_keeps_its_own_format_and_is_the_default() -> None:
    assert Settings.from_env({"DISCORD_TOKEN": TOKEN}).log_format == "text"
    handler = logging.StreamHandler(io.StringIO())
    handler.setFormatter(logging.Formatter("%(levelname)s %(name)s: %(message)s"))
    log_as(handler, "text", (TOKEN,))
    record = logging.LogRecord("pips", logging.INFO, __file__, 1, "hello %s", (TOKEN,), None)
    assert handler.format(record) == "INFO pips: hello ***"


def test_the_token_is_not_in_the_settings_repr(settings: Settings) -> None:
    assert TOKEN not in repr(settings) and PASSWORD not in repr(settings)
