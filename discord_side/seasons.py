"""What /leaderboard and /stats share about seasons and luck: the season option's suggestions, the line saying
which season a board counts (with its end as a Discord timestamp), and luck figures in the reader's words."""

from __future__ import annotations

import discord
from discord import app_commands

from data.store import Luck
from i18n import t
from i18n.dates import day
from service.luck import luck_of
from service.seasons import ALL_TIME, CURRENT, Period, Season, Seasons

MAX_SUGGESTIONS = 25  # Discord's limit for an autocomplete answer


def past_name(season: Season, locale: str) -> str:
    """A season that ended, by its first and last days (a suggestion's name shows no Discord timestamp)."""
    return t(locale, "season.choice.past", start=day(season.start, locale), end=day(season.end - 1, locale))


async def season_suggestions(
    seasons: Seasons, interaction: discord.Interaction, typed: str
) -> list[app_commands.Choice[str]]:
    """The current season, all time, then the seasons that ended, newest first; those matching what was typed."""
    locale = str(interaction.locale)
    choices = [app_commands.Choice(name=t(locale, "season.choice.current"), value=CURRENT),
               app_commands.Choice(name=t(locale, "season.choice.all"), value=ALL_TIME)]
    if interaction.guild_id is not None:
        choices += [app_commands.Choice(name=past_name(season, locale), value=str(season.start))
                    for season in await seasons.past(interaction.guild_id)]
    wanted = typed.strip().casefold()
    return [choice for choice in choices if wanted in choice.name.casefold()][:MAX_SUGGESTIONS]


def period_line(period: Period, locale: str) -> str:
    """Which games a board counts: the season running and when it ends, a season that ended, or all time."""
    season = period.season
    if season is None:
        return t(locale, "season.all")
    if period.current:
        return t(locale, "season.current", start=season.start, end=season.end)
    return t(locale, "season.past", start=season.start, last=season.end - 1)


def figure(value: float, locale: str, *, signed: bool = False) -> str:
    """One decimal, in the language's way; ``signed``: with + or − before it (0.0 has none)."""
    tenths = round(abs(value) * 10)
    sign = ("+" if value > 0 else "−") if signed and tenths else ""
    whole, tenth = divmod(tenths, 10)
    return t(locale, "luck.number", sign=sign, whole=whole, tenths=tenth)


def luck_line(luck: Luck, locale: str) -> str:
    """"Luck: won 7 of 20; the dice gave you 5.3: +1.7" (Buck Dice: of losses)."""
    key = "luck.lost" if luck.losing else "luck.won"
    return t(locale, key, hits=luck.hits, games=luck.games, expected=figure(luck.expected, locale),
             luck=figure(luck_of(luck), locale, signed=True))
