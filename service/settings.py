"""Server settings (/settings): read, changed one field at a time, and applied to the tables opened afterwards.

Only someone with Manage Server changes them; the cog checks that (it is a Discord permission), this module
checks every value. One Pips process serves a database file, so the settings it last read or wrote are kept in
memory: opening a table or adding a computer seat reads nothing from the file.

No lock: a change is made to the settings kept in memory at once, with no wait between reading and replacing them,
so two admins' changes never undo each other; and a save that completes after a newer change was made saves the
newest again, so what is stored last is what is kept. A save that fails forgets what is kept: it is read again.
"""

from __future__ import annotations

import math
import time
import zoneinfo
from collections.abc import Callable
from dataclasses import replace

from data.store import SEASON_LENGTHS, GuildSettings, SeasonLength, Store
from i18n import CATALOGS, DEFAULT
from i18n.names import language_list
from kept import remembered
from service.errors import Refusal

MIN_TURN_TIMEOUT = 15
MAX_TURN_TIMEOUT = 3600
DEFAULT_TURN_TIMEOUT = 60
LANGUAGES = tuple(sorted(CATALOGS))  # the languages a table can be drawn in
MAX_CHANNELS = 25  # channels a server may list for games: the list stays one readable line
DEFAULT_TIMEZONE = "UTC"
ZONES_SUGGESTED = 25  # Discord shows at most 25 autocomplete choices


@remembered(1)
def time_zones() -> frozenset[str]:
    """Every IANA time zone name (from the tzdata package where the system has no zone files): read once, it
    lists some 600 names."""
    return frozenset(zoneinfo.available_timezones())


def zones_matching(typed: str) -> list[str]:
    """The zone names a typed text suggests: those starting with it (a city after its region counts), then those
    holding it, alphabetically; at most ``ZONES_SUGGESTED``."""
    wanted = typed.strip().lower().replace(" ", "_")
    starts, holds = [], []
    for name in sorted(time_zones()):
        lowered = name.lower()
        if lowered.startswith(wanted) or lowered.rsplit("/", 1)[-1].startswith(wanted):
            starts.append(name)
        elif wanted in lowered:
            holds.append(name)
    return (starts + holds)[:ZONES_SUGGESTED]


def zone_of(settings: GuildSettings) -> zoneinfo.ZoneInfo:
    """The zone a server's clock times are read in: its choice, else UTC."""
    return zoneinfo.ZoneInfo(settings.timezone or DEFAULT_TIMEZONE)


def table_locale(settings: GuildSettings, server_locale: str | None) -> str:
    """The language of a new table: the server's choice, else its own Discord locale, else English."""
    return settings.language or server_locale or DEFAULT


def table_turn_timeout(settings: GuildSettings, given: int | None) -> int:
    """A new table's turn timeout: what its start command gave, else the server's default, else Pips's."""
    if given is not None:
        return given
    return settings.turn_timeout or DEFAULT_TURN_TIMEOUT


def check_channel(settings: GuildSettings, channel_id: int) -> None:
    """Refuse a game started outside the server's game channels (when it lists any), naming them."""
    if settings.channels and channel_id not in settings.channels:
        raise Refusal("settings.channel_not_allowed", channels=channel_list(settings.channels))


def check_computers(settings: GuildSettings) -> None:
    if not settings.computers:
        raise Refusal("settings.no_computers")


def channel_list(channels: tuple[int, ...]) -> str:
    """Channels as Discord mentions (each shows as #name and links to the channel)."""
    return ", ".join(f"<#{channel}>" for channel in channels)


class ServerSettings:
    def __init__(self, store: Store, clock: Callable[[], float] = time.time) -> None:
        self.store = store
        self.clock = clock  # when a season length is chosen (service/seasons.py)
        self._known: dict[int, GuildSettings] = {}  # guild id -> its settings as last read or changed

    async def of(self, guild_id: int | None) -> GuildSettings:
        """The server's settings; outside a server (no guild), the defaults."""
        if guild_id is None:
            return GuildSettings(0)
        known = self._known.get(guild_id)
        if known is None:
            read = await self.store.guild_settings(guild_id)
            known = self._known.setdefault(guild_id, read)  # (a change made while it was read stands)
        return known

    async def set_language(self, guild_id: int, language: str | None) -> GuildSettings:
        """A catalog language, or None for the server's Discord locale."""
        if language is not None and language not in LANGUAGES:
            raise Refusal("settings.language.invalid", languages=language_list())
        return await self._update(guild_id, lambda s: replace(s, language=language))

    async def set_turn_timeout(self, guild_id: int, seconds: int | None) -> GuildSettings:
        """Seconds from MIN_TURN_TIMEOUT to MAX_TURN_TIMEOUT, or None for Pips's default."""
        if seconds is not None and not MIN_TURN_TIMEOUT <= seconds <= MAX_TURN_TIMEOUT:
            raise Refusal("settings.turn_timeout.invalid", min=MIN_TURN_TIMEOUT, max=MAX_TURN_TIMEOUT)
        return await self._update(guild_id, lambda s: replace(s, turn_timeout=seconds))

    async def set_timezone(self, guild_id: int, name: str | None) -> GuildSettings:
        """An IANA zone name (as typed: its case is mended), or None for UTC."""
        if name is not None:
            exact = {zone.lower(): zone for zone in time_zones()}.get(name.strip().lower())
            if exact is None:
                raise Refusal("settings.timezone.invalid", name=name.strip()[:100])
            name = exact
        return await self._update(guild_id, lambda s: replace(s, timezone=name))

    async def set_pings(self, guild_id: int, on: bool) -> GuildSettings:
        return await self._update(guild_id, lambda s: replace(s, pings=on))

    async def set_computers(self, guild_id: int, allowed: bool) -> GuildSettings:
        return await self._update(guild_id, lambda s: replace(s, computers=allowed))

    async def set_season(self, guild_id: int, length: SeasonLength) -> GuildSettings:
        """A new season length, from now on: the season running ends now and the next starts (service/seasons.py);
        the same length again changes nothing."""
        if length not in SEASON_LENGTHS:
            raise Refusal("season.invalid")

        def choose(settings: GuildSettings) -> GuildSettings:
            if settings.season == length:
                return settings
            return replace(settings, season=length, season_since=math.floor(self.clock()))

        return await self._update(guild_id, choose)

    async def add_channel(self, guild_id: int, channel_id: int) -> GuildSettings:
        def add(settings: GuildSettings) -> GuildSettings:
            if channel_id in settings.channels:
                raise Refusal("settings.channels.already", channel=channel_id)
            if len(settings.channels) >= MAX_CHANNELS:
                raise Refusal("settings.channels.too_many", max=MAX_CHANNELS)
            return replace(settings, channels=tuple(sorted((*settings.channels, channel_id))))

        return await self._update(guild_id, add)

    async def remove_channel(self, guild_id: int, channel_id: int) -> GuildSettings:
        def remove(settings: GuildSettings) -> GuildSettings:
            if channel_id not in settings.channels:
                raise Refusal("settings.channels.not_listed", channel=channel_id)
            return replace(settings, channels=tuple(c for c in settings.channels if c != channel_id))

        return await self._update(guild_id, remove)

    async def clear_channels(self, guild_id: int) -> GuildSettings:
        return await self._update(guild_id, lambda s: replace(s, channels=()))

    async def _update(self, guild_id: int, change: Callable[[GuildSettings], GuildSettings]) -> GuildSettings:
        """Change the settings kept (read first if need be), then save them (see the module's docstring)."""
        await self.of(guild_id)
        changed = change(self._known[guild_id])  # the newest, with no wait since: a Refusal here changes nothing
        self._known[guild_id] = changed
        saved = changed
        while True:
            try:
                await self.store.save_guild_settings(saved)
            except BaseException:
                self._known.pop(guild_id, None)  # not saved, or not known to be: read them again next time
                raise
            newest = self._known.get(guild_id)
            if newest is saved or newest is None:
                return changed
            saved = newest  # a newer change was made meanwhile, and its save may have completed before this one
