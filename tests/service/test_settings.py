"""Server settings: each change checked and saved (read back through a fresh store), and applied to the tables opened
afterwards: language, default turn timeout, computer seats, game channels."""

from __future__ import annotations

import asyncio

import pytest

from data.sqlite import SqliteStore
from data.store import GuildSettings
from service.errors import Refusal
from service.settings import DEFAULT_TURN_TIMEOUT, MAX_CHANNELS, ServerSettings
from service.tables import TableService
from tests.conftest import OpenAgain, Refuse
from tests.service.helpers import CHANNEL, GUILD, HOST

OTHER_CHANNEL = 101


async def saved(open_again: OpenAgain) -> GuildSettings:
    fresh = await open_again()
    try:
        return await fresh.guild_settings(GUILD)
    finally:
        await fresh.close()


async def refused_change(open_again: OpenAgain, request: object, key: str) -> Refusal:
    before = await saved(open_again)
    with pytest.raises(Refusal) as caught:
        await request  # type: ignore[misc]
    assert caught.value.key == key
    assert await saved(open_again) == before
    return caught.value


async def test_each_change_is_saved_and_answered_with_the_new_settings(
    store: SqliteStore, open_again: OpenAgain
) -> None:
    settings = ServerSettings(store)
    assert await settings.set_language(GUILD, "fr") == GuildSettings(GUILD, language="fr")
    await settings.set_turn_timeout(GUILD, 15)
    await settings.set_pings(GUILD, False)
    await settings.set_computers(GUILD, False)
    await settings.add_channel(GUILD, 300)
    changed = await settings.add_channel(GUILD, 200)
    expected = GuildSettings(GUILD, "fr", 15, False, False, (200, 300))
    assert changed == expected and await saved(open_again) == expected

    await settings.remove_channel(GUILD, 300)
    assert (await saved(open_again)).channels == (200,)
    await settings.clear_channels(GUILD)
    await settings.set_language(GUILD, None)
    await settings.set_turn_timeout(GUILD, None)
    assert await saved(open_again) == GuildSettings(GUILD, pings=False, computers=False)


async def test_values_out_of_range_are_refused_and_change_nothing(store: SqliteStore, open_again: OpenAgain) -> None:
    settings = ServerSettings(store)
    await settings.set_turn_timeout(GUILD, 3600)
    await settings.add_channel(GUILD, 1)
    for seconds in (14, 3601, 0, -60):
        refusal = await refused_change(open_again, settings.set_turn_timeout(GUILD, seconds),
                                       "settings.turn_timeout.invalid")
        assert refusal.params == {"min": 15, "max": 3600}
    await refused_change(open_again, settings.set_language(GUILD, "la"), "settings.language.invalid")
    await refused_change(open_again, settings.add_channel(GUILD, 1), "settings.channels.already")
    await refused_change(open_again, settings.remove_channel(GUILD, 2), "settings.channels.not_listed")
    for channel in range(2, MAX_CHANNELS + 1):
        await settings.add_channel(GUILD, channel)
    await refused_change(open_again, settings.add_channel(GUILD, 999), "settings.channels.too_many")


async def test_new_tables_take_the_servers_language_and_default_turn_timeout(service: TableService) -> None:
    opened = await service.open("lcr", GUILD, CHANNEL, HOST, {}, locale="en-US")
    assert (opened.table.locale, opened.table.turn_timeout) == ("en-US", DEFAULT_TURN_TIMEOUT)
    await service.cancel(opened.table.id, HOST)

    await service.settings.set_language(GUILD, "fr")
    await service.settings.set_turn_timeout(GUILD, 120)
    opened = await service.open("lcr", GUILD, CHANNEL, HOST, {}, locale="en-US")
    assert (opened.table.locale, opened.table.turn_timeout) == ("fr", 120)
    await service.cancel(opened.table.id, HOST)

    given = await service.open("lcr", GUILD, CHANNEL, HOST, {}, turn_timeout=30, locale="en-US")
    assert given.table.turn_timeout == 30  # the start command's own value wins


async def test_a_server_without_computers_refuses_add_computer(service: TableService, refused: Refuse) -> None:
    table_id = (await service.open("lcr", GUILD, CHANNEL, HOST, {})).table.id
    await service.settings.set_computers(GUILD, False)
    await refused(table_id, service.add_computer(table_id, HOST), "settings.no_computers")
    await service.settings.set_computers(GUILD, True)
    added = await service.add_computer(table_id, HOST)
    assert [seat.computer for seat in added.table.seats] == [False, True]


async def test_a_start_outside_the_game_channels_is_refused_naming_them(service: TableService) -> None:
    await service.settings.add_channel(GUILD, OTHER_CHANNEL)
    await service.settings.add_channel(GUILD, 102)
    with pytest.raises(Refusal) as caught:
        await service.open("lcr", GUILD, CHANNEL, HOST, {})
    assert caught.value.key == "settings.channel_not_allowed"
    assert caught.value.params == {"channels": "<#101>, <#102>"}
    assert await service.store.live_table(CHANNEL) is None
    opened = await service.open("lcr", GUILD, OTHER_CHANNEL, HOST, {})
    assert opened.table.channel_id == OTHER_CHANNEL


async def test_settings_survive_a_restart_of_the_service(store: SqliteStore, open_again: OpenAgain) -> None:
    await ServerSettings(store).set_language(GUILD, "fr")
    reopened = await open_again()
    try:
        assert (await ServerSettings(reopened).of(GUILD)).language == "fr"
    finally:
        await reopened.close()


async def test_a_season_length_is_saved_from_the_clocks_second_and_the_same_length_again_changes_nothing(
    store: SqliteStore, open_again: OpenAgain
) -> None:
    now = [1_795_000_000.75]
    settings = ServerSettings(store, lambda: now[0])
    assert (await settings.of(GUILD)).season == "month"
    assert await settings.set_season(GUILD, "month") == GuildSettings(GUILD)  # the default: no change stored
    await settings.set_season(GUILD, "week")
    now[0] += 3600
    await settings.set_season(GUILD, "week")
    assert (await saved(open_again)).season_since == 1_795_000_000
    now[0] += 3600
    await settings.set_season(GUILD, "none")
    assert await store.season_changes(GUILD) == [(1_795_000_000, "week"), (1_795_007_200, "none")]
    await refused_change(open_again, settings.set_season(GUILD, "year"), "season.invalid")  # type: ignore[arg-type]


class _SlowFirstSave:
    """A store whose first settings save completes only after the second one (two connections of a pool)."""

    def __init__(self, store: SqliteStore) -> None:
        self.store = store
        self.second_saved = asyncio.Event()
        self.saves = 0

    async def guild_settings(self, guild_id: int) -> GuildSettings:
        return await self.store.guild_settings(guild_id)

    async def save_guild_settings(self, settings: GuildSettings) -> None:
        self.saves += 1
        if self.saves == 1:
            await self.second_saved.wait()
            await self.store.save_guild_settings(settings)
            return
        await self.store.save_guild_settings(settings)
        self.second_saved.set()


async def test_two_changes_at_once_keep_both_whatever_order_their_saves_complete_in(
    store: SqliteStore, open_again: OpenAgain
) -> None:
    slow = _SlowFirstSave(store)
    settings = ServerSettings(slow)  # type: ignore[arg-type]
    await settings.of(GUILD)
    first, second = await asyncio.gather(settings.set_language(GUILD, "fr"), settings.set_pings(GUILD, False))
    assert first == GuildSettings(GUILD, language="fr")
    assert second == await settings.of(GUILD) == GuildSettings(GUILD, language="fr", pings=False)
    assert await saved(open_again) == second  # the slow first save did not write its older settings last
