"""Typed settings, read once from the environment (and `.env`)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path


class SettingsError(ValueError):
    """A setting is missing or malformed; the message says which and how to fix it."""


def _optional_int(env: Mapping[str, str], name: str) -> int | None:
    raw = env.get(name, "").strip()
    if not raw:
        return None
    if not raw.isdigit():
        raise SettingsError(f"{name} must be a number (a Discord id), not {raw!r}")
    return int(raw)


@dataclass(frozen=True)
class Settings:
    token: str
    database_path: Path = Path("data/pips.sqlite3")
    dev_guild_id: int | None = None
    api_base: str | None = None  # another Discord REST base, e.g. the test stand-in's
    gateway_url: str | None = None
    computer_delay: float = 1.0
    log_level: str = "INFO"

    @classmethod
    def from_env(cls, env: Mapping[str, str]) -> Settings:
        token = env.get("DISCORD_TOKEN", "").strip()
        if not token:
            raise SettingsError(
                "DISCORD_TOKEN is not set. Copy .env.example to .env and put your bot's token in it "
                "(Discord Developer Portal → your application → Bot → Reset Token)."
            )
        try:
            delay = float(env.get("PIPS_COMPUTER_DELAY", "1.0"))
        except ValueError:
            raise SettingsError("PIPS_COMPUTER_DELAY must be a number of seconds") from None
        return cls(
            token=token,
            database_path=Path(env.get("DATABASE_PATH", "").strip() or "data/pips.sqlite3"),
            dev_guild_id=_optional_int(env, "DEV_GUILD_ID"),
            api_base=env.get("DISCORD_API_BASE", "").strip() or None,
            gateway_url=env.get("DISCORD_GATEWAY_URL", "").strip() or None,
            computer_delay=max(0.0, delay),
            log_level=env.get("LOG_LEVEL", "INFO").strip().upper() or "INFO",
        )
