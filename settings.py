"""Typed settings, read once from the environment (and `.env`)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from urllib.parse import unquote, urlsplit

from data.store import DURABILITIES, Durability
from data.where import BadDatabaseUrl, check_url, password_of
from discord_address import AddressError, parse_address
from ops.logs import LOG_FORMATS, LogFormat


class SettingsError(ValueError):
    """A setting is missing or malformed; the message says which and how to fix it."""


def _discord_address(env: Mapping[str, str]) -> tuple[str, int] | None:
    raw = env.get("DISCORD_ADDRESS", "").strip()
    if not raw:
        return None
    try:
        return parse_address(raw)
    except AddressError as error:
        raise SettingsError(f"DISCORD_ADDRESS: {error}") from None


def _optional_int(env: Mapping[str, str], name: str) -> int | None:
    raw = env.get(name, "").strip()
    if not raw:
        return None
    if not raw.isdigit():
        raise SettingsError(f"{name} must be a number (a Discord id), not {raw!r}")
    return int(raw)


def _secret_file(env: Mapping[str, str], name: str) -> str | None:
    """The content of the file the setting ``name`` (a ``*_FILE``) names, its trailing newline dropped; None when
    unset. A file that cannot be read is named in the error, its content never."""
    raw = env.get(name, "").strip()
    if not raw:
        return None
    try:
        text = Path(raw).read_text(encoding="utf-8")
    except UnicodeDecodeError:
        raise SettingsError(f"{name}: {raw} is not UTF-8 text") from None
    except OSError as error:
        raise SettingsError(f"{name}: cannot read {raw} ({error.strerror or type(error).__name__})") from None
    secret = text.rstrip("\r\n")
    if not secret:
        raise SettingsError(f"{name}: {raw} is empty")
    return secret


def _env_or_file(env: Mapping[str, str], name: str) -> str:
    """The setting ``name``, or the content of the file ``name_FILE`` names (compose secrets, systemd
    credentials); "" when neither is set. Both at once is refused: which one counts would be a guess."""
    given = env.get(name, "").strip()
    if given and env.get(f"{name}_FILE", "").strip():
        raise SettingsError(f"{name} and {name}_FILE are both set; keep one")
    return given or (_secret_file(env, f"{name}_FILE") or "").strip()


def _database_url(env: Mapping[str, str]) -> str | None:
    url = _env_or_file(env, "DATABASE_URL")
    if not url:
        return None
    try:
        check_url(url)
    except BadDatabaseUrl as error:
        raise SettingsError(str(error)) from None
    return url


def _database_password(env: Mapping[str, str], url: str | None) -> str | None:
    """DATABASE_PASSWORD_FILE's password, handed to the driver apart from the URL, so it needs no encoding."""
    password = _secret_file(env, "DATABASE_PASSWORD_FILE")
    if password is None:
        return None
    if url is None:
        raise SettingsError("DATABASE_PASSWORD_FILE is set but DATABASE_URL is not: the password is PostgreSQL's, "
                            "set DATABASE_URL (without the password) too")
    if password_of(url):
        raise SettingsError("DATABASE_URL has a password and DATABASE_PASSWORD_FILE gives one too; "
                            "take the password out of DATABASE_URL")
    return password


def _durability(env: Mapping[str, str]) -> Durability:
    raw = env.get("DURABILITY", "").strip().lower() or "crash"
    for durability in DURABILITIES:
        if raw == durability:
            return durability
    raise SettingsError(
        f"DURABILITY must be crash (a commit survives a crash of the bot) or power (a power cut too, each commit "
        f"waiting for the disk), not {raw!r}"
    )


def _log_format(env: Mapping[str, str]) -> LogFormat:
    raw = env.get("LOG_FORMAT", "").strip().lower() or "text"
    for log_format in LOG_FORMATS:
        if raw == log_format:
            return log_format
    raise SettingsError(f"LOG_FORMAT must be text (the default) or json (one JSON object a line), not {raw!r}")


LOG_LEVELS = ("DEBUG", "INFO", "WARNING", "ERROR", "CRITICAL")


def _log_level(env: Mapping[str, str]) -> str:
    raw = env.get("LOG_LEVEL", "").strip().upper() or "INFO"
    if raw not in LOG_LEVELS:
        raise SettingsError(f"LOG_LEVEL must be one of {', '.join(LOG_LEVELS)} (INFO by default), not "
                            f"{env['LOG_LEVEL'].strip()!r}")
    return raw


def _metrics_port(env: Mapping[str, str]) -> int | None:
    raw = env.get("METRICS_PORT", "").strip()
    if not raw:
        return None
    if not raw.isdigit() or not 0 < int(raw) < 65536:
        raise SettingsError(f"METRICS_PORT must be a TCP port (1 to 65535) for /health, /ready and /metrics, "
                            f"not {raw!r}")
    return int(raw)


def _shards(env: Mapping[str, str]) -> tuple[int | None, tuple[int, ...] | None]:
    """SHARD_COUNT and SHARD_IDS: (None, None) when unset (one process, no sharding); SHARD_IDS alone is
    refused, and SHARD_COUNT alone means every shard in this process."""
    raw_count = env.get("SHARD_COUNT", "").strip()
    raw_ids = env.get("SHARD_IDS", "").strip()
    if not raw_count:
        if raw_ids:
            raise SettingsError("SHARD_IDS needs SHARD_COUNT: set SHARD_COUNT to the number of shards of the bot")
        return None, None
    if not raw_count.isdigit() or int(raw_count) < 1:
        raise SettingsError(f"SHARD_COUNT must be a whole number of shards, 1 or more, not {raw_count!r}")
    count = int(raw_count)
    if not raw_ids:
        return count, tuple(range(count))
    parts = [part.strip() for part in raw_ids.split(",")]
    if not all(part.isdigit() for part in parts):
        raise SettingsError(f"SHARD_IDS must be shard numbers separated by commas (e.g. 0,1), not {raw_ids!r}")
    ids = sorted({int(part) for part in parts})
    outside = [shard for shard in ids if shard >= count]
    if outside:
        listed = ", ".join(map(str, outside))
        raise SettingsError(f"SHARD_IDS has {listed}, but SHARD_COUNT {count} numbers shards 0 to {count - 1}")
    return count, tuple(ids)


@dataclass(frozen=True)
class Settings:
    token: str = field(repr=False)
    database_path: Path = Path("data/pips.sqlite3")
    # postgresql://user:password@host:port/database: PostgreSQL instead of the file. Kept out of repr (password).
    database_url: str | None = field(default=None, repr=False)
    database_password: str | None = field(default=None, repr=False)  # DATABASE_PASSWORD_FILE's, apart from the URL
    dev_guild_id: int | None = None
    # every Discord name resolved to this (IP, port): the test stand-in's (discord_address.py); TLS as usual
    discord_address: tuple[str, int] | None = None
    computer_delay: float = 1.0
    warm_up_after: float = 2.0  # seconds after start-up the worker starts and solves the commonest chains
    # seconds an interaction's token works (Discord's 15 minutes; the tests' stand-in makes them shorter)
    token_lifetime: float = 15 * 60.0
    log_level: str = "INFO"
    shard_count: int | None = None  # None: one unsharded process, as without SHARD_COUNT
    shard_ids: tuple[int, ...] | None = None  # the shards this process runs, ascending
    durability: Durability = "crash"  # what a committed click survives: a crash of the bot, or a power cut too
    log_format: LogFormat = "text"  # or "json": one JSON object a line (ops/logs.py)
    metrics_host: str = "127.0.0.1"  # where /health, /ready and /metrics listen (ops/server.py)
    metrics_port: int | None = None  # None: no such server

    @property
    def secrets(self) -> tuple[str, ...]:
        """What no log line may show: the token, and the database password as the URL writes it and decoded, or as
        DATABASE_PASSWORD_FILE gives it."""
        written = urlsplit(self.database_url).password if self.database_url else None
        given = (self.database_password,) if self.database_password else ()
        return (self.token, *((written, unquote(written)) if written else ()), *given)

    @classmethod
    def from_env(cls, env: Mapping[str, str]) -> Settings:
        token = _env_or_file(env, "DISCORD_TOKEN")
        if not token:
            raise SettingsError(
                "DISCORD_TOKEN is not set. Copy .env.example to .env and put your bot's token in it "
                "(Discord Developer Portal → your application → Bot → Reset Token), or name a file holding it in "
                "DISCORD_TOKEN_FILE."
            )
        try:
            delay = float(env.get("PIPS_COMPUTER_DELAY", "1.0"))
        except ValueError:
            raise SettingsError("PIPS_COMPUTER_DELAY must be a number of seconds") from None
        try:
            warm_up_after = float(env.get("PIPS_WARM_UP_AFTER", "2.0"))
        except ValueError:
            raise SettingsError("PIPS_WARM_UP_AFTER must be a number of seconds") from None
        try:
            token_lifetime = float(env.get("PIPS_TOKEN_LIFETIME", "900"))
        except ValueError:
            raise SettingsError("PIPS_TOKEN_LIFETIME must be a number of seconds") from None
        shard_count, shard_ids = _shards(env)
        database_url = _database_url(env)
        return cls(
            token=token,
            database_path=Path(env.get("DATABASE_PATH", "").strip() or "data/pips.sqlite3"),
            database_url=database_url,
            database_password=_database_password(env, database_url),
            dev_guild_id=_optional_int(env, "DEV_GUILD_ID"),
            discord_address=_discord_address(env),
            computer_delay=max(0.0, delay),
            warm_up_after=max(0.0, warm_up_after),
            token_lifetime=token_lifetime if token_lifetime > 0 else 15 * 60.0,
            log_level=_log_level(env),
            shard_count=shard_count,
            shard_ids=shard_ids,
            durability=_durability(env),
            log_format=_log_format(env),
            metrics_host=env.get("METRICS_HOST", "").strip() or "127.0.0.1",
            metrics_port=_metrics_port(env),
        )
