"""The table message, drawn the same way for every game: an embed and its components."""

from __future__ import annotations

import discord

from cogs._components import TableButton, TableSelect
from cogs._ui import GAME_UIS, GameUi, seat_name
from data.records import Status, Table
from i18n import has, t
from rules.base import Event, Game
from rules.dice import commitment
from rules.games import GAMES
from service.tables import Change

MAX_BUTTONS = 5  # more legal moves than this go in a select menu
LOG_LINES = 6
COLOURS = {
    Status.LOBBY: discord.Colour.blurple(),
    Status.PLAYING: discord.Colour.green(),
    Status.FINISHED: discord.Colour.gold(),
    Status.CANCELLED: discord.Colour.dark_grey(),
}


def render(change: Change) -> tuple[discord.Embed, discord.ui.View]:
    table, game = change.table, change.game
    ui = GAME_UIS[table.kind]
    locale = table.locale
    return _embed(table, game, ui, locale), _view(table, game, ui, locale)


def _embed(table: Table, game: Game | None, ui: GameUi, locale: str) -> discord.Embed:
    game_class = GAMES[table.kind]
    title = t(locale, f"table.title.{table.status.value}", game=t(locale, f"game.{table.kind}"))
    lines = [
        t(locale, "table.host", host=f"<@{table.host_id}>"),
        t(locale, "table.options", options=ui.options_text(table, locale)),
        "",
        f"**{t(locale, 'table.seats', count=len(table.seats), max=game_class.max_players)}**",
    ]
    current = game.current_player if game is not None else None
    for index, seat in enumerate(table.seats):
        if game is not None:
            detail = ui.seat_detail(game, index, locale)
            if index in game.forfeited:
                detail += t(locale, "table.seat.forfeited")
        else:
            detail = t(locale, "table.seat.stake", stake=seat.stake) if seat.stake is not None else ""
        lines.append(
            t(
                locale,
                "table.seat",
                marker="▶ " if index == current else "",
                number=index + 1,
                name=seat_name(table, index),
                computer=t(locale, "table.seat.computer") if seat.computer else "",
                detail=detail,
            )
        )
    if table.status is Status.LOBBY:
        lines += ["", t(locale, "table.lobby_hint", min=game_class.min_players, max=game_class.max_players)]
    if game is not None:
        status = ui.status_lines(game, table, locale)
        if status:
            lines += ["", *status]
        if current is not None and table.status is Status.PLAYING:
            lines += ["", t(locale, "table.turn", mention=seat_name(table, current))]
    if table.status is Status.CANCELLED:
        lines += ["", t(locale, "table.cancelled")]
    recent = _recent_lines(table, ui, locale)
    if recent:
        lines += ["", f"**{t(locale, 'table.log')}**", *recent]
    embed = discord.Embed(title=title, description="\n".join(lines)[:4096], colour=COLOURS[table.status])
    seed = bytes.fromhex(table.seed)
    if table.status is Status.FINISHED:
        embed.set_footer(text=t(locale, "table.seed", seed=table.seed, commitment=commitment(seed)))
    else:
        embed.set_footer(text=t(locale, "table.commitment", commitment=commitment(seed)))
    return embed


def _recent_lines(table: Table, ui: GameUi, locale: str) -> list[str]:
    """The last LOG_LINES events that read as a line, oldest first; older ones are not drawn at all."""
    recent: list[str] = []
    for raw in reversed(table.log):
        line = ui.event_line(Event.from_dict(raw), table, locale)
        if line:
            recent.append(line)
            if len(recent) == LOG_LINES:
                break
    return recent[::-1]


def _view(table: Table, game: Game | None, ui: GameUi, locale: str) -> discord.ui.View:
    view = discord.ui.View(timeout=None)
    if table.status is Status.LOBBY:
        for action, style in (
            ("join", discord.ButtonStyle.primary),
            ("leave", discord.ButtonStyle.secondary),
            ("add_computer", discord.ButtonStyle.secondary),
            ("start", discord.ButtonStyle.success),
            ("cancel", discord.ButtonStyle.danger),
        ):
            view.add_item(TableButton(table.id, None, action, t(locale, f"button.{action}"), style))
    elif table.status is Status.PLAYING and game is not None and game.current_player is not None:
        actions = ui.offered_actions(game)
        if len(actions) <= MAX_BUTTONS:
            for action in actions:
                label = ui.action_label(game, action, locale)
                view.add_item(TableButton(table.id, game.step, action, label, discord.ButtonStyle.primary))
        else:
            options = [
                discord.SelectOption(label=ui.action_label(game, action, locale)[:100], value=action)
                for action in actions[:25]
            ]
            view.add_item(TableSelect(table.id, game.step, options, t(locale, "button.choose")))
    elif table.status is Status.FINISHED:
        label_key = f"{table.kind}.button.again" if has(f"{table.kind}.button.again") else "button.again"
        view.add_item(TableButton(table.id, None, "again", t(locale, label_key), discord.ButtonStyle.success))
    return view
