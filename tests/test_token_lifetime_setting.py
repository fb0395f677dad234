"""PIPS_TOKEN_LIFETIME: how long Pips takes an interaction's token to draw a table where it is no member
(discord_side/reach.py). Discord's tokens work 15 minutes; only the tests' stand-in, which makes them short, sets it."""

from __future__ import annotations

import pytest

from settings import Settings, SettingsError


def settings(**env: str) -> Settings:
    return Settings.from_env({"DISCORD_TOKEN": "token", **env})


def test_a_token_works_fifteen_minutes_unless_set() -> None:
    assert settings().token_lifetime == 900.0
    assert settings(PIPS_TOKEN_LIFETIME="12").token_lifetime == 12.0
    assert settings(PIPS_TOKEN_LIFETIME="0").token_lifetime == 900.0  # no token works for no time at all


def test_a_lifetime_that_is_not_a_number_of_seconds_is_refused() -> None:
    with pytest.raises(SettingsError, match="PIPS_TOKEN_LIFETIME must be a number of seconds"):
        settings(PIPS_TOKEN_LIFETIME="soon")
