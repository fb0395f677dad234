"""/settings timezone: an IANA zone name (its case mended), suggested as it is typed, refused when it names none;
the zone clock times in /schedule are read in."""

from __future__ import annotations

import pytest

from data.sqlite import SqliteStore
from data.store import GuildSettings
from service.errors import Refusal
from service.settings import ZONES_SUGGESTED, ServerSettings, zone_of, zones_matching
from tests.conftest import OpenAgain

GUILD = 10


async def test_a_zone_is_kept_as_iana_spells_it(store: SqliteStore, open_again: OpenAgain) -> None:
    settings = ServerSettings(store)
    assert (await settings.set_timezone(GUILD, " europe/paris ")).timezone == "Europe/Paris"
    reopened = await open_again()
    try:
        assert (await reopened.guild_settings(GUILD)).timezone == "Europe/Paris"
    finally:
        await reopened.close()
    assert (await settings.set_timezone(GUILD, None)).timezone is None


async def test_a_name_that_is_no_zone_is_refused_and_changes_nothing(store: SqliteStore) -> None:
    settings = ServerSettings(store)
    await settings.set_timezone(GUILD, "Asia/Tokyo")
    with pytest.raises(Refusal) as refused:
        await settings.set_timezone(GUILD, "Mars/Olympus_Mons")
    assert (refused.value.key, refused.value.params) == ("settings.timezone.invalid", {"name": "Mars/Olympus_Mons"})
    assert (await settings.of(GUILD)).timezone == "Asia/Tokyo"


def test_suggestions_start_with_what_was_typed_then_hold_it() -> None:
    assert zones_matching("paris") == ["Europe/Paris"]
    assert zones_matching("new y")[0] == "America/New_York"
    found = zones_matching("europe/")
    assert len(found) == ZONES_SUGGESTED and all(zone.startswith("Europe/") for zone in found)
    assert "America/Argentina/Buenos_Aires" in zones_matching("aires")
    assert zones_matching("no such place") == []


def test_a_server_without_a_zone_reads_clock_times_in_utc() -> None:
    assert zone_of(GuildSettings(GUILD)).key == "UTC"
    assert zone_of(GuildSettings(GUILD, timezone="Asia/Kolkata")).key == "Asia/Kolkata"
