"""PIPS_WARM_UP_AFTER: when the worker starts and solves the commonest chains (service/chances.py)."""

from __future__ import annotations

import pytest

from settings import Settings, SettingsError


def settings(**env: str) -> Settings:
    return Settings.from_env({"DISCORD_TOKEN": "token", **env})


def test_the_warm_up_comes_two_seconds_after_start_up_unless_set() -> None:
    assert settings().warm_up_after == 2.0
    assert settings(PIPS_WARM_UP_AFTER="30").warm_up_after == 30.0
    assert settings(PIPS_WARM_UP_AFTER="-1").warm_up_after == 0.0


def test_a_warm_up_that_is_not_a_number_of_seconds_is_refused() -> None:
    with pytest.raises(SettingsError, match="PIPS_WARM_UP_AFTER must be a number of seconds"):
        settings(PIPS_WARM_UP_AFTER="soon")
