"""Scheduled nights and a server's time zone on both stores, each read back through a fresh store on the same
database (what was written, not what a store kept)."""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from dataclasses import replace
from typing import TypeVar

import pytest

from data.nights import Answer, Night
from data.store import GuildSettings, Store
from service.shards import Shards
from tests.conftest import OpenAgain

GUILD, OTHER_GUILD = 1 << 22, 2 << 22  # shard 1 and shard 0 of two
T = TypeVar("T")


@pytest.fixture(params=["sqlite", "postgres"])
def store_kind(request: pytest.FixtureRequest) -> str:
    return str(request.param)


async def read_back(open_again: OpenAgain, read: Callable[[Store], Awaitable[T]]) -> T:
    reopened = await open_again()
    try:
        return await read(reopened)
    finally:
        await reopened.close()


def night(starts_at: int = 2_000_000_000, guild: int = GUILD, **fields: object) -> Night:
    return replace(
        Night(guild_id=guild, channel_id=100, host_id=1, host_name="Ada", kind="lcr",
              options={"dice": "by-chips", "stakes": False}, starts_at=starts_at, note="bring snacks",
              locale="fr", created_at=1_999_000_000.5),
        **fields,  # type: ignore[arg-type]
    )


async def test_a_night_is_stored_with_every_field(store: Store, open_again: OpenAgain) -> None:
    created = await store.create_night(night(repeat="weekly"))
    assert created.id > 0
    assert await read_back(open_again, lambda s: s.load_night(created.id)) == created
    assert await store.load_night(created.id + 1000) is None


async def test_a_save_writes_what_changes(store: Store, open_again: OpenAgain) -> None:
    created = await store.create_night(night())
    changed = replace(created, status="started", answers=(Answer(2, "Bo", True), Answer(3, "Cy", False)),
                      message_id=555, event_id=777, reminded=True, waiting=True, table_id=9)
    await store.save_night(changed)
    assert await read_back(open_again, lambda s: s.load_night(created.id)) == changed
    assert (await read_back(open_again, lambda s: s.night_of_event(777))) == changed
    assert await store.night_of_event(778) is None


async def test_pending_and_a_servers_nights_keep_to_those_still_due(store: Store) -> None:
    later = await store.create_night(night(2_000_000_500))
    sooner = await store.create_night(night(2_000_000_100))
    started = await store.create_night(night(2_000_000_000))
    await store.save_night(replace(started, status="started"))
    done = await store.create_night(night(2_000_000_000))
    await store.save_night(replace(done, status="cancelled"))
    elsewhere = await store.create_night(night(2_000_000_300, guild=OTHER_GUILD))
    assert [n.id for n in await store.guild_nights(GUILD)] == [sooner.id, later.id]
    assert [n.id for n in await store.pending_nights()] == [started.id, sooner.id, elsewhere.id, later.id]
    assert {n.guild_id for n in await store.pending_nights(Shards(count=2, ids=(1,)))} == {GUILD}


async def test_a_servers_time_zone_is_kept_with_its_settings(store: Store, open_again: OpenAgain) -> None:
    await store.save_guild_settings(GuildSettings(GUILD, timezone="Europe/Paris"))
    assert (await read_back(open_again, lambda s: s.guild_settings(GUILD))).timezone == "Europe/Paris"
    await store.save_guild_settings(GuildSettings(GUILD))
    assert (await read_back(open_again, lambda s: s.guild_settings(GUILD))).timezone is None
