"""/leaderboard: the server's standings (paged with persistent buttons) and the scores of the channel's game in
play, for a game that shows them (Bad Leftovers)."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any, cast

import discord
from discord import app_commands
from discord.ext import commands

from discord_side.answers import admitted, answer_locale, decline, tell_unexpected
from discord_side.custom_ids import BOARD_BUTTON, board_id, board_turn
from discord_side.seasons import figure, period_line, season_suggestions
from discord_side.translator import game_choices, localized, text
from i18n import t
from screen.presenter import GAME_UIS, seat_name
from service.leaderboard import BoardPage, Leaderboard, Ranked, RunningGame
from service.luck import MIN_LUCK_GAMES, LuckBoard, PlayerLuck
from service.seasons import Period, Seasons

if TYPE_CHECKING:
    from discord_side.pips import Pips


class BoardButton(discord.ui.DynamicItem[discord.ui.Button[discord.ui.View]], template=BOARD_BUTTON):
    """Turns to a page of a board: ``pips:board:<kind or all>:<page>[:<season>]`` (never matches a table's
    ``pips:<digits>:``)."""

    def __init__(
        self, kind: str | None, page: int, label: str = "", disabled: bool = False, season: str | None = None
    ) -> None:
        super().__init__(
            discord.ui.Button(
                label=label,
                style=discord.ButtonStyle.secondary,
                custom_id=board_id(kind, page, season),
                disabled=disabled,
            )
        )
        self.kind = kind
        self.page = page
        self.season = season

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> BoardButton:
        turn = board_turn(match)
        return cls(turn.kind, turn.page, season=turn.season)

    async def callback(self, interaction: discord.Interaction) -> Any:
        if not await admitted(interaction):
            return
        try:
            service = cast("Pips", interaction.client).service
            board, seasons = Leaderboard(service.store), Seasons(service.store, service.clock)
            await turn_page(interaction, board, self.kind, self.page, await _period(interaction, seasons, self.season))
        except Exception as error:
            await tell_unexpected(interaction, error)


async def _locale(interaction: discord.Interaction) -> str:
    """The board is public, so it speaks the server's table language (its /settings language, else its own)."""
    return await answer_locale(interaction, cast("Pips", interaction.client).service.settings)


def _standing_line(line: Ranked, locale: str) -> str:
    standing = line.standing
    name = standing.name if standing.computer else f"<@{standing.user_id}>"
    text = t(locale, "leaderboard.line", rank=line.rank, name=name, wins=standing.wins, games=standing.games)
    per_round = standing.points_per_round
    if per_round is not None:
        whole, tenths = divmod(round(per_round * 10), 10)  # one decimal, the separator from the catalog
        text += t(locale, "leaderboard.line.per_round", whole=whole, tenths=tenths)
    return text


def _heading(line: Ranked, locale: str) -> str:
    """A kind's heading; where points per round are shown it says which way is good."""
    game = t(locale, f"game.{line.standing.kind}")
    key = "leaderboard.kind.per_round" if line.standing.points_per_round is not None else "leaderboard.kind"
    return t(locale, key, game=game)


def _standings_lines(lines: list[Ranked], locale: str) -> list[str]:
    """Each kind under its heading, its computers under their own after its people (a page may start with them)."""
    shown: list[str] = []
    group: tuple[str, bool] | None = None
    for line in lines:
        kind, computer = line.standing.kind, line.standing.computer
        if group is None or group[0] != kind:
            shown += ([""] if shown else []) + [_heading(line, locale)]
        if computer and group != (kind, computer):
            shown.append(t(locale, "leaderboard.computers"))
        group = kind, computer
        shown.append(_standing_line(line, locale))
    return shown


def _running_lines(running: RunningGame, locale: str) -> list[str]:
    game = t(locale, f"game.{running.table.kind}")
    lines = [f"**{t(locale, 'leaderboard.running', game=game, round=running.round)}**"]
    ui = GAME_UIS[running.table.kind]
    for score in running.scores:
        detail = ui.running_detail(score, locale)
        if score.left:
            detail += t(locale, "leaderboard.running.left")
        name = seat_name(running.table, score.seat)
        if running.table.seats[score.seat].computer:
            name += t(locale, "table.seat.computer")
        lines.append(t(locale, "leaderboard.running.line", number=score.number, name=name, detail=detail))
    return lines


def _season_choice(period: Period) -> str | None:
    """What a page button carries to show the same season: None for the current one (the season running when
    it is clicked)."""
    if period.current:
        return None
    return str(period.since) if period.since is not None else "all"


def render(board: BoardPage, locale: str) -> tuple[discord.Embed, discord.ui.View]:
    """Which season it counts, then only what exists: the running game, the standings, or one line saying there is
    nothing yet."""
    game = t(locale, f"game.{board.kind}") if board.kind else t(locale, "leaderboard.all_games")
    lines: list[str] = [period_line(board.period, locale), ""]
    if board.running is not None:
        lines += _running_lines(board.running, locale)
    if board.lines:
        lines += ([""] if board.running is not None else []) + _standings_lines(board.lines, locale)
    if board.running is None and not board.lines:
        lines.append(t(locale, "leaderboard.empty", game=game))
    embed = discord.Embed(
        title=t(locale, "leaderboard.title", game=game),
        description="\n".join(lines)[:4096],
        colour=discord.Colour.gold(),
    )
    view = discord.ui.View(timeout=None)
    hint = t(locale, "luck.board.hint")
    embed.set_footer(text=hint)
    if board.pages > 1:
        embed.set_footer(text=f"{t(locale, 'leaderboard.page', page=board.page + 1, pages=board.pages)} · {hint}")
        # Both buttons stay on every page, one greyed out at either end; with two pages or more their ids differ.
        previous, following = max(board.page - 1, 0), min(board.page + 1, board.pages - 1)
        season = _season_choice(board.period)
        view.add_item(BoardButton(board.kind, previous, t(locale, "leaderboard.previous"), board.page == 0, season))
        view.add_item(BoardButton(board.kind, following, t(locale, "leaderboard.next"), board.page == board.pages - 1,
                                  season))
    return embed, view


def _luck_line(rank: int, player: PlayerLuck, locale: str) -> str:
    return t(locale, "luck.board.line", rank=rank, name=f"<@{player.user_id}>",
             luck=figure(player.luck, locale, signed=True), games=player.games)


def render_luck(board: LuckBoard, kind: str | None, period: Period, locale: str) -> discord.Embed:
    """The luckiest and the unluckiest of the period (at least MIN_LUCK_GAMES games with chances), and how luck
    is counted."""
    game = t(locale, f"game.{kind}") if kind else t(locale, "leaderboard.all_games")
    lines = [period_line(period, locale), ""]
    if not board.luckiest:
        lines.append(t(locale, "luck.board.empty", min=MIN_LUCK_GAMES))
    else:
        lines.append(t(locale, "luck.board.luckiest"))
        lines += [_luck_line(rank, player, locale) for rank, player in enumerate(board.luckiest, start=1)]
        if board.unluckiest:
            lines += ["", t(locale, "luck.board.unluckiest")]
            lines += [_luck_line(rank, player, locale) for rank, player in enumerate(board.unluckiest, start=1)]
    lines += ["", t(locale, "luck.how"), t(locale, "luck.older")]
    return discord.Embed(title=t(locale, "luck.board.title", game=game), description="\n".join(lines)[:4096],
                         colour=discord.Colour.gold())


async def _period(interaction: discord.Interaction, seasons: Seasons, choice: str | None) -> Period:
    return await seasons.period(interaction.guild_id, choice)


async def _page(
    interaction: discord.Interaction, board: Leaderboard, kind: str | None, page: int, period: Period
) -> BoardPage | None:
    # in a DM or group DM (no server): that conversation's games
    return await board.page(interaction.guild_id, interaction.channel_id or 0, kind, page, period)


async def turn_page(
    interaction: discord.Interaction, board: Leaderboard, kind: str | None, page: int, period: Period
) -> None:
    found = await _page(interaction, board, kind, page, period)
    if found is not None:
        embed, view = render(found, await _locale(interaction))
        await interaction.response.edit_message(embed=embed, view=view)


class LeaderboardCog(commands.Cog, name="Leaderboard"):
    def __init__(self, bot: Pips, board: Leaderboard, seasons: Seasons) -> None:
        self.bot = bot
        self.board = board
        self.seasons = seasons

    async def cog_load(self) -> None:
        self.bot.add_dynamic_items(BoardButton)

    async def cog_unload(self) -> None:
        self.bot.remove_dynamic_items(BoardButton)

    @app_commands.command(name="leaderboard", description=text("cmd.leaderboard"))
    @localized(game="cmd.leaderboard.game", season="cmd.leaderboard.season", luck="cmd.leaderboard.luck")
    @app_commands.choices(game=game_choices())
    async def leaderboard(
        self, interaction: discord.Interaction, game: str | None = None, season: str | None = None, luck: bool = False
    ) -> None:
        period = await _period(interaction, self.seasons, season)
        if luck:
            if interaction.guild_id is None:  # luck is read by server
                await decline(interaction, "channel.guild_only")
                return
            found = await self.board.luck(interaction.guild_id, game, period)
            embed = render_luck(found, game, period, await _locale(interaction))
            await interaction.response.send_message(embed=embed)
            return
        board = await _page(interaction, self.board, game, 0, period)
        if board is not None:
            embed, view = render(board, await _locale(interaction))
            await interaction.response.send_message(embed=embed, view=view)

    @leaderboard.autocomplete("season")
    async def suggest_seasons(self, interaction: discord.Interaction, typed: str) -> list[app_commands.Choice[str]]:
        return await season_suggestions(self.seasons, interaction, typed)


async def setup(bot: Pips) -> None:
    service = bot.service
    await bot.add_cog(LeaderboardCog(bot, Leaderboard(service.store), Seasons(service.store, service.clock)))
