"""How a start that cannot go on ends: one line on standard error, ``pips: <what failed and what to do>`` (under
LOG_FORMAT=json one JSON object shaped like the log's own lines), and an exit code that says whether to try again:

- 2 (``FIX_A_SETTING``): a setting, a path or a permission only the operator can fix; starting again changes nothing
  (the systemd unit's ``RestartPreventExitStatus=2``);
- 1 (``RETRY``): what may pass by itself (Discord or the database unreachable, another process on the file);
- 0 (``STOPPED``): a clean stop (SIGTERM, SIGINT).

docs/operations.md ("Exit codes and start-up errors") lists each failure and its sentence.
"""

from __future__ import annotations

import logging
from collections.abc import Iterable, Mapping
from typing import NamedTuple
from urllib.parse import urlsplit

import aiohttp
import discord

from data.store import StoreInUse, StoreUnavailable, StoreUnusable
from data.where import password_of
from ops.errors import PortUnavailable
from ops.logs import Blanked, LogFormat, json_formatter

STOPPED = 0
RETRY = 1
FIX_A_SETTING = 2

# Gateway close codes only a setting fixes: authentication failed, invalid shard, sharding required, invalid API
# version, invalid intents, disallowed intents (Discord's "Gateway Close Event Codes"). Others may pass.
SETTING_CLOSE_CODES = frozenset({4004, 4010, 4011, 4012, 4013, 4014})


class Failure(NamedTuple):
    exit_code: int
    sentence: str  # what failed and what to do, without the "pips: " the line begins with


def failure_of(error: BaseException) -> Failure | None:
    """The exit code and sentence for a failure Pips knows to meet at start; None for anything else (a bug)."""
    if isinstance(error, StoreUnusable):
        return Failure(FIX_A_SETTING, str(error))
    if isinstance(error, StoreUnavailable):
        return Failure(RETRY, str(error))
    if isinstance(error, StoreInUse):
        return Failure(RETRY, f"another Pips process is using {error.path}; stop it first (or give this one its own "
                              "DATABASE_PATH)")
    if isinstance(error, PortUnavailable):
        return Failure(FIX_A_SETTING, f"/health and /metrics: {error}")
    return _discord_failure(error)


def _discord_failure(error: BaseException) -> Failure | None:
    if isinstance(error, discord.LoginFailure):
        return Failure(FIX_A_SETTING, "Discord refused DISCORD_TOKEN; reset the token in the Developer Portal "
                                      "(your application → Bot → Reset Token) and update DISCORD_TOKEN")
    if isinstance(error, discord.PrivilegedIntentsRequired):
        return Failure(FIX_A_SETTING, f"Discord refused the bot's intents ({error})")
    if isinstance(error, discord.ConnectionClosed):
        closed = f"Discord closed the gateway (code {error.code}: {error.reason or 'no reason given'})"
        if error.code in SETTING_CLOSE_CODES:
            return Failure(FIX_A_SETTING, f"{closed}; check DISCORD_TOKEN, SHARD_COUNT and SHARD_IDS")
        return Failure(RETRY, f"{closed}; start again later")
    if isinstance(error, discord.HTTPException):
        return Failure(RETRY, f"Discord answered HTTP {error.status} ({error.text or 'no reason given'}); "
                              "start again later")
    if isinstance(error, aiohttp.ClientError | discord.GatewayNotFound | TimeoutError):
        return Failure(RETRY, f"cannot reach Discord ({str(error) or type(error).__name__}); check the network")
    return None


def unexpected(error: BaseException) -> Failure:
    """A failure nobody foresaw: its traceback goes to the log, and the line points there."""
    return Failure(RETRY, f"stopped by an unexpected error ({type(error).__name__}: {error}); its traceback is in "
                          "the log above")


def failure_line(failure: Failure, log_format: LogFormat, secrets: Iterable[str]) -> str:
    """The one line: ``pips: <sentence>``, or under JSON a log line (level, logger, message, time, exit_code)."""
    record = logging.LogRecord("pips", logging.CRITICAL, __file__, 0, failure.sentence, None, None)
    record.exit_code = failure.exit_code
    inner = json_formatter() if log_format == "json" else logging.Formatter("pips: %(message)s")
    return Blanked(inner, secrets).format(record).replace("\n", " ")


def log_format_of(env: Mapping[str, str]) -> LogFormat:
    """LOG_FORMAT before the settings are read (they may be what failed): JSON when it says so, else text."""
    return "json" if env.get("LOG_FORMAT", "").strip().lower() == "json" else "text"


def secrets_of(env: Mapping[str, str]) -> tuple[str, ...]:
    """The secrets in the environment before the settings are read: the token, the database password as written
    and decoded (a settings error's sentence should hold neither; this makes sure)."""
    url = env.get("DATABASE_URL", "")
    try:
        written = urlsplit(url).password or ""
    except ValueError:
        written = ""
    return tuple(secret for secret in (env.get("DISCORD_TOKEN", "").strip(), written, password_of(url) or "")
                 if secret)
