"""How Pips writes its log: plain text (discord.py's format, the default) or, with LOG_FORMAT=json, one JSON object a
line (python-json-logger) carrying the guild, channel and table ids of what the logging task was handling. Either
way no line shows the bot's token or the database password: they are blanked from every formatted record, a
traceback's text included."""

from __future__ import annotations

import json
import logging
import re
from collections.abc import Iterable
from contextvars import ContextVar
from typing import TYPE_CHECKING, Literal, NamedTuple

if TYPE_CHECKING:
    from pythonjsonlogger.json import JsonFormatter

LogFormat = Literal["text", "json"]
LOG_FORMATS: tuple[LogFormat, ...] = ("text", "json")
BLANK = "***"


class About(NamedTuple):
    """The ids of what a task is handling."""

    guild_id: int | None = None
    channel_id: int | None = None
    table_id: int | None = None


class Wanted:
    """Whether a log line shows the ids (JSON logs): until then ``about`` returns at once, costing a click nothing."""

    ids = False


WANTED = Wanted()
NOTHING_KNOWN = About()
_ABOUT: ContextVar[About] = ContextVar("pips_log_about", default=NOTHING_KNOWN)  # (a tuple: safe to share)


def about(*, guild: int | None = None, channel: int | None = None, table: int | None = None) -> None:
    """The current task (and the tasks it starts) handles what these ids name: its log records carry them. An id
    not given keeps what was set before (an interaction names its guild and channel, then its click the table)."""
    if not WANTED.ids:
        return
    before = _ABOUT.get()
    _ABOUT.set(About(
        before.guild_id if guild is None else guild,
        before.channel_id if channel is None else channel,
        before.table_id if table is None else table,
    ))


class WithIds(logging.Filter):
    """Adds ``guild_id``, ``channel_id`` and ``table_id`` to a record, those known to the logging task."""

    def filter(self, record: logging.LogRecord) -> bool:
        current = _ABOUT.get()
        if current.guild_id is not None:
            record.guild_id = current.guild_id
        if current.channel_id is not None:
            record.channel_id = current.channel_id
        if current.table_id is not None:
            record.table_id = current.table_id
        return True


# An interaction's token lets whoever holds it answer and edit as the bot for 15 minutes. discord.py's DEBUG lines
# show it: in the callback and webhook URLs it requests, and as the "token" of each gateway event it logs whole.
_INTERACTION_TOKEN = re.compile(
    r"(/(?:interactions|webhooks)/\d+/)[^/\s'\"?\\]+"  # /interactions/<id>/<token>/…, /webhooks/<app>/<token>/…
    r"""|(\\?['"]token\\?['"]\s*:\s*\\?['"])[^'"\\]+"""  # 'token': '<token>' (repr), "token": "<token>" (JSON)
)


def _blank_token(found: re.Match[str]) -> str:
    return (found.group(1) or found.group(2)) + BLANK


class Blanked(logging.Formatter):
    """Another formatter's lines with each secret replaced by ``***`` (as written, and as JSON escapes it), and any
    interaction token too."""

    def __init__(self, inner: logging.Formatter, secrets: Iterable[str]) -> None:
        super().__init__()
        self.inner = inner
        forms = {form for secret in secrets if secret for form in (secret, json.dumps(secret)[1:-1])}
        self._secrets = sorted(forms, key=len, reverse=True)  # a secret inside a longer one: the longer first

    def format(self, record: logging.LogRecord) -> str:
        text = self.inner.format(record)
        for secret in self._secrets:
            text = text.replace(secret, BLANK)
        return _INTERACTION_TOKEN.sub(_blank_token, text)


def plain_formatter() -> logging.Formatter:
    """discord.py's own format without its colours: for a log that is not a terminal (discord.py would colour any
    stream inside Docker, leaving escape codes in what collects the log)."""
    return logging.Formatter("[{asctime}] [{levelname:<8}] {name}: {message}", "%Y-%m-%d %H:%M:%S", style="{")


def json_formatter() -> JsonFormatter:
    # imported here: every start would pay ~25 ms for it, and only LOG_FORMAT=json uses it
    from pythonjsonlogger.json import JsonFormatter

    return JsonFormatter(
        "{levelname}{name}{message}", style="{", timestamp="time",
        rename_fields={"levelname": "level", "name": "logger"},
    )


def log_as(handler: logging.Handler, log_format: LogFormat, secrets: Iterable[str]) -> None:
    """Make ``handler`` write ``log_format``, with ``secrets`` blanked (its own formatter stays for plain text)."""
    WANTED.ids = log_format == "json"
    if log_format == "json":
        handler.addFilter(WithIds())
        logging.captureWarnings(True)  # a Python warning is a JSON line too, not a bare one on stderr
        inner: logging.Formatter = json_formatter()
    else:
        inner = handler.formatter or logging.Formatter()
    handler.setFormatter(Blanked(inner, secrets))
