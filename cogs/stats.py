"""/stats and /history: private answers unless asked to post, drawn from what service.stats returns."""

from __future__ import annotations

from fractions import Fraction
from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands
from discord.ext import commands

from cogs.replay import with_replay_menu
from cogs.story import history_menu
from cogs.tournament import history_lines
from data.store import Finisher, PastGame
from discord_side.answers import answer_locale, decline
from discord_side.seasons import figure, luck_line, period_line, season_suggestions
from discord_side.translator import localized, text
from i18n import t
from rules.games import GAMES
from screen.sequencer import table_url
from service.luck import luck_of
from service.seasons import Seasons
from service.stats import MIN_GAMES, KindStats, PlayerStats, Stats

if TYPE_CHECKING:
    from discord_side.pips import Pips

GAME_CHOICES = [app_commands.Choice(name=text(f"game.{kind}"), value=kind) for kind in GAMES]
DESCRIPTION_LIMIT = 4096  # Discord's limit for an embed's description


def percent(rate: Fraction) -> int:
    return round(rate * 100)


def tenths(value: Fraction) -> dict[str, int]:
    """A number with one decimal as the catalog's {whole} and {tenths}: the separator is the language's."""
    whole, tenth = divmod(round(value * 10), 10)
    return {"whole": whole, "tenths": tenth}


def rate_text(rate: Fraction | None, rank: int | None, ranked: int, locale: str) -> str:
    if rate is None:
        return t(locale, "stats.rate.later", min=MIN_GAMES)
    shown = t(locale, "stats.rate", percent=percent(rate))
    return shown + (t(locale, "stats.rank", rank=rank, ranked=ranked) if rank is not None else "")


def detail(kind: KindStats, locale: str) -> str | None:
    """What matters in each game beyond wins (``GameInfo.stats_figure``)."""
    record = kind.record
    figure = GAMES[record.kind].stats_figure
    if figure.field == "points_per_round":
        if kind.points_per_round is None:
            return None
        return t(locale, f"stats.{record.kind}", **tenths(kind.points_per_round))
    return t(locale, f"stats.{record.kind}", **{figure.param: getattr(record, figure.field)})


def stats_lines(stats: PlayerStats, locale: str) -> list[str]:
    lines = []
    if len(stats.kinds) > 1:
        lines.append(t(locale, "stats.total", games=stats.games, wins=stats.wins)
                     + rate_text(stats.win_rate, None, 0, locale))
    for kind in stats.kinds:
        record = kind.record
        lines.append(t(locale, "stats.kind", game=t(locale, f"game.{record.kind}"), games=record.games,
                       wins=record.wins) + rate_text(kind.win_rate, kind.rank, kind.ranked, locale))
        extra = detail(kind, locale)
        if extra is not None:
            lines.append(extra)
        if kind.luck is not None:
            lines.append(luck_line(kind.luck, locale))
    return lines + luck_lines(stats, locale)


def luck_lines(stats: PlayerStats, locale: str) -> list[str]:
    """Their luck over every game kind (when there are several) and how it is counted; a word on the games left
    out (those with no chances stored) when there are some."""
    lucks = [kind.luck for kind in stats.kinds if kind.luck is not None]
    if not lucks:
        return []
    games = sum(luck.games for luck in lucks)
    lines = [t(locale, "luck.total", luck=figure(sum(map(luck_of, lucks)), locale, signed=True), games=games)
             ] if len(lucks) > 1 else []
    lines.append(t(locale, "luck.how"))
    return lines + ([t(locale, "luck.older")] if games < stats.games else [])

def seat_names(seats: list[Finisher], locale: str) -> str:
    return ", ".join(t(locale, "history.computer", name=seat.name) if seat.computer else f"<@{seat.user_id}>"
                     for seat in seats)


def outcome(game: PastGame, locale: str) -> str:
    """Who won; where everyone but one escapes (Buck Dice), who lost."""
    if GAMES[game.kind].counts_losers:
        losers = [seat for seat in game.seats if seat.lost]
        if losers:
            return t(locale, "history.lost", names=seat_names(losers, locale))
    winners = [seat for seat in game.seats if seat.won]
    return t(locale, "history.won", names=seat_names(winners, locale)) if winners else t(locale, "history.no_winner")


def history_line(game: PastGame, locale: str) -> str:
    params = {"when": f"<t:{int(game.finished_at)}:R>", "game": t(locale, f"game.{game.kind}"),
              "outcome": outcome(game, locale), "seed": game.seed}
    url = table_url({"guild": game.guild_id, "channel": game.channel_id, "message": game.message_id})
    return t(locale, "history.line", url=url, **params) if url else t(locale, "history.line.no_link", **params)


def history_embed(games: list[PastGame], kind: str | None, locale: str) -> discord.Embed:
    game = t(locale, f"game.{kind}") if kind else ""
    title = t(locale, "history.title.kind", game=game) if kind else t(locale, "history.title")
    if not games:
        empty = t(locale, "history.empty.kind", game=game) if kind else t(locale, "history.empty")
        return discord.Embed(title=title, description=empty)
    lines = "\n".join(history_line(past, locale) for past in games)
    embed = discord.Embed(title=title, description=lines[:DESCRIPTION_LIMIT])
    embed.set_footer(text=t(locale, "history.footer"))
    return embed


class StatsCog(commands.Cog, name="Stats"):
    def __init__(self, bot: Pips) -> None:
        self.bot = bot
        service = bot.service
        self.stats = Stats(service.store)
        self.seasons = Seasons(service.store, service.clock)
        self.settings = service.settings

    @staticmethod
    async def _send(
        interaction: discord.Interaction, embed: discord.Embed, post: bool, view: discord.ui.View | None = None
    ) -> None:
        # mentions in an embed never ping; none are allowed anyway, should the answer ever become text
        extra: dict[str, Any] = {} if view is None else {"view": view}  # /history's "How it went" menu
        await interaction.response.send_message(embed=embed, ephemeral=not post,
                                                allowed_mentions=discord.AllowedMentions.none(), **extra)

    @app_commands.command(name="stats", description=text("cmd.stats"))
    @localized(player="cmd.stats.player", game="cmd.stats.game", post="cmd.stats.post", season="cmd.stats.season")
    @app_commands.choices(game=GAME_CHOICES)
    async def player_stats(
        self,
        interaction: discord.Interaction,
        player: discord.User | None = None,
        game: str | None = None,
        post: bool = False,
        season: str | None = None,
    ) -> None:
        whose = player or interaction.user
        # in a DM or group DM (no server): their own record everywhere, in calendar months as by default
        period = await self.seasons.period(interaction.guild_id, season)
        found = await self.stats.player(interaction.guild_id, whose.id, game, period)
        locale = await answer_locale(interaction, self.settings if post else None)
        lines = stats_lines(found, locale)
        if not lines:
            every = t(locale, f"game.{game}") if game else t(locale, "stats.all_games")
            lines = [t(locale, "stats.empty", name=f"<@{whose.id}>", game=every)]
        won = await self.bot.service.store.tournament_wins(interaction.guild_id, whose.id)
        if won:  # counted over all time: a tournament spans days, seasons cut games
            lines.append(t(locale, "tournament.stats", count=won))
        lines = [period_line(period, locale), "", *lines]
        embed = discord.Embed(title=t(locale, "stats.title", name=whose.display_name), description="\n".join(lines))
        await self._send(interaction, embed, post)

    @player_stats.autocomplete("season")
    async def suggest_seasons(self, interaction: discord.Interaction, typed: str) -> list[app_commands.Choice[str]]:
        return await season_suggestions(self.seasons, interaction, typed)

    @app_commands.command(name="history", description=text("cmd.history"))
    @localized(game="cmd.history.game", post="cmd.history.post")
    @app_commands.choices(game=GAME_CHOICES)
    async def history(self, interaction: discord.Interaction, game: str | None = None, post: bool = False) -> None:
        if interaction.channel_id is None:
            await decline(interaction, "error.guild_only")
            return
        games = await self.stats.history(interaction.channel_id, game)
        locale = await answer_locale(interaction, self.settings if post else None)
        menus = with_replay_menu(history_menu(games, locale), games, locale)
        embed = history_embed(games, game, locale)
        cups = await self.bot.service.store.past_tournaments(interaction.channel_id, game)
        if cups:
            embed.add_field(name=t(locale, "tournament.history.title"), value=history_lines(cups, locale)[:1024])
        await self._send(interaction, embed, post, menus)


async def setup(bot: Pips) -> None:
    await bot.add_cog(StatsCog(bot))
