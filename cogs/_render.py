"""The table message, drawn the same way for every game: an embed and its components."""

from __future__ import annotations

from collections.abc import Sequence

import discord

from cogs._components import TableButton, TableSelect
from cogs._drawn import DRAWN, UNKNOWN, Line, TableDrawn
from cogs._ui import GAME_UIS, GameUi, seat_name
from data.records import Status, Table
from i18n import has, language, t
from i18n.names import name_in
from rules.base import ComputerJoined, Game, Joined, Left, StakeChanged
from rules.dice import commitment
from rules.games import GAMES
from service.tables import Change

MAX_BUTTONS = 5  # more legal moves than this go in a select menu (and a row holds five buttons)
MAX_ROWS = 5  # action rows in a message
LOG_LINES = 4  # few enough that a phone shows the buttons below without scrolling
FINGERPRINT_LENGTH = 8  # hex digits of the commitment on the table; /game verify shows all 64
# The phone budget, so a player on a phone acts without scrolling: up to PHONE_SEATS seats the buttons stay on
# the first screen (MAX_LINES lines of text, title and footer included); at any size the text stays readable
# (MAX_CHARACTERS). The log gives way.
PHONE_SEATS = 8
MAX_LINES = 25
MAX_CHARACTERS = 1800
# Lobby events: once the game starts nobody needs them, and they would crowd out the moves.
LOBBY_EVENTS = frozenset(event.type for event in (Joined, Left, ComputerJoined, StakeChanged))
COLOURS = {
    Status.LOBBY: discord.Colour.blurple(),
    Status.PLAYING: discord.Colour.green(),
    Status.FINISHED: discord.Colour.gold(),
    Status.CANCELLED: discord.Colour.dark_grey(),
}


SURE = 1.0


def percent(chance: float) -> str:
    """A chance in whole percent; never "0" or "100" for a chance that is neither (the game is not decided)."""
    if chance <= 0.0 or chance >= SURE:
        return str(round(chance * 100))
    return "<1" if chance < 0.005 else ">99" if chance > 0.995 else str(round(chance * 100))


def chance_text(chances: Sequence[float] | None, index: int, kind: str, locale: str) -> str:
    """What follows a player's row: their chance to win (or to be the loser, where the game shows that); "" when
    none is known."""
    if chances is None or not 0 <= index < len(chances):
        return ""
    key = "chances.seat.lose" if GAMES[kind].counts_losers else "chances.seat"
    return t(locale, key, percent=percent(chances[index]))


def render(
    change: Change, locale: str | None = None, menu: str | None = None, footer: str | None = None
) -> tuple[discord.Embed, discord.ui.View]:
    """The table's message: the presenter, pure (no I/O, no clock: a deadline is drawn as Discord's relative
    timestamp). ``locale``: the language it is drawn in (None: the table's); ``menu``: the step of the game's
    move menu the current player chose (UI only); ``footer``: shown in place of the table's own (a replay's),
    the log giving way to it as to the rest. It reads the catalogs (i18n) and the dice pictures in use
    (cogs/_faces.py), both set before the first drawing, and keeps what it formatted last (cogs/_drawn.py) only to
    format less: the same change drawn twice is the same message."""
    table, game = change.table, change.game
    locale = locale or table.locale
    ui = GAME_UIS[table.kind]
    embed = _embed(table, game, ui, locale, change.computers, change.chances, footer)
    return embed, _view(table, game, ui, locale, menu, change.computers)


def fingerprint(seed_hex: str) -> str:
    """The start of the seed's SHA-256 commitment: enough to recognise it, short enough for a phone."""
    return commitment(bytes.fromhex(seed_hex))[:FINGERPRINT_LENGTH]


def relative_time(when: float) -> str:
    """A moment as Discord shows it counting down or up ("in 42 seconds") in every client, with no edits: what
    ``discord.utils.format_dt(…, "R")`` writes, without building a datetime on every click."""
    return f"<t:{int(when)}:R>"


def _embed(
    table: Table, game: Game | None, ui: GameUi, locale: str, computers: bool = True,
    chances: Sequence[float] | None = None, footer: str | None = None,
) -> discord.Embed:
    game_class = GAMES[table.kind]
    drawn = DRAWN.of(table, locale)  # what its last drawing formatted (cogs/_drawn.py)
    title, host_line, own_footer = drawn.header_of(
        (table.status, table.host_id, table.turn_timeout, table.seed), lambda: _header(table, ui, locale)
    )
    footer = own_footer if footer is None else footer
    lines = [
        host_line,
        "",
        f"**{t(locale, 'table.seats', count=len(table.seats), max=game_class.max_players)}**",
    ]
    current = game.current_player if game is not None else None
    for index in ui.seat_order(game) if game is not None else range(len(table.seats)):
        seat = table.seats[index]
        if game is not None:
            detail = ui.seat_detail(game, index, locale)
            if index in game.forfeited:
                detail += t(locale, "table.seat.forfeited")
            elif not game.is_over:  # live win chances (chance_text); a finished game shows who won
                detail += chance_text(chances, index, table.kind, locale)
        else:
            detail = t(locale, "table.seat.stake", stake=seat.stake) if seat.stake is not None else ""
        lines.append(
            t(
                locale,
                "table.seat",
                marker="▶ " if index == current else "",
                number=ui.seat_number(game, index) if game is not None else index + 1,
                name=seat_name(table, index),
                computer=t(locale, "table.seat.computer") if seat.computer else "",
                detail=detail,
            )
        )
    if table.status is Status.LOBBY:
        lines += ["", t(locale, "table.lobby_hint", min=game_class.min_players, max=game_class.max_players)]
        lines += _lobby_lines(table, locale, computers)
    playing = current if table.status is Status.PLAYING else None
    if game is not None:
        status = [*ui.status_lines(game, table, locale)]
        if playing is not None:
            turn = t(locale, "table.turn", mention=seat_name(table, playing))
            if table.deadline is not None and not table.seats[playing].computer:  # a computer's is a moment away
                turn += t(locale, "table.turn.deadline", deadline=relative_time(table.deadline))
            status.append(turn)
        if status:
            lines += ["", *status]
    if table.status is Status.CANCELLED:
        lines += ["", t(locale, "table.cancelled")]
    recent = _recent_lines(table, playing, ui, locale, drawn)
    if recent:
        log_lines = ["", f"**{t(locale, 'table.log')}**"]
        lines += log_lines + _fitting(recent, [title, *lines, *log_lines, footer], len(table.seats) <= PHONE_SEATS)
    embed = discord.Embed(title=title, description="\n".join(lines)[:4096], colour=COLOURS[table.status])
    return embed.set_footer(text=footer)


def _header(table: Table, ui: GameUi, locale: str) -> tuple[str, str, str]:
    """The title, the host and options line, and the footer."""
    title = t(locale, f"table.title.{table.status.value}", game=t(locale, f"game.{table.kind}"))
    host_line = f"{t(locale, 'table.host', host=f'<@{table.host_id}>')} · {ui.options_text(table, locale)}"
    footer = t(locale, "table.fingerprint" if table.status.live else "table.revealed",  # /game verify: the seed
               fingerprint=fingerprint(table.seed))
    return title, host_line, footer


def _lobby_lines(table: Table, locale: str, computers: bool) -> list[str]:
    """Who Play again invited and has not rejoined yet; the server settings that apply to this table (its
    turn timeout is on the first line)."""
    lines = []
    if table.invited:
        lines.append(t(locale, "table.invited", names=", ".join(f"<@{seat.user_id}>" for seat in table.invited)))
    lines.append(t(locale, "table.server_settings", language=name_in(language(locale), locale),
                   computers=t(locale, "settings.computers.on" if computers else "settings.computers.off")))
    return lines


def _fitting(recent: list[str], shown: list[str], phone: bool) -> list[str]:
    """The newest log lines that keep the message within the phone budget (the newest one always)."""
    text = "\n".join(shown)
    characters = len(text) + 1  # each line and its line break
    count = text.count("\n") + 1  # a game's line may hold several (a score sheet)
    kept: list[str] = []
    for line in reversed(recent):
        characters, count = characters + len(line) + 1, count + 1
        if kept and (characters > MAX_CHARACTERS or (phone and count > MAX_LINES)):
            break
        kept.append(line)
    return kept[::-1]


def _recent_lines(table: Table, current: int | None, ui: GameUi, locale: str, drawn: TableDrawn) -> list[str]:
    """What happened since ``current``'s last turn (the turn they are in the middle of included), at most
    LOG_LINES lines, oldest first; with nobody to play (lobby, game over) simply the last lines. Lobby
    events are left out once the game has started. Only the lines shown are formatted, each once (``drawn``
    keeps them from one drawing to the next)."""
    started = table.status is not Status.LOBBY
    recent: list[str] = []
    in_current_turn = True  # the newest events may be the current player's turn so far
    moves = ui.move_events
    game_class = GAMES[table.kind]
    log = table.log
    known = drawn.known_lines(log)
    for index in range(len(log) - 1, -1, -1):
        raw = log[index]
        player = raw.get("player")
        if current is not None and player is not None and (moves is None or raw["type"] in moves):
            if player != current:
                in_current_turn = False
            elif not in_current_turn:
                break  # their previous turn: they saw it
        if started and raw["type"] in LOBBY_EVENTS:
            continue
        line: Line = known[index]
        if line is UNKNOWN:
            line = known[index] = ui.event_line(game_class.read_event(raw), table, locale)
        if isinstance(line, str) and line:
            recent.append(line)
            if len(recent) == LOG_LINES:
                break
    drawn.remember(log, known)
    return recent[::-1]


def _view(
    table: Table, game: Game | None, ui: GameUi, locale: str, menu: str | None = None, computers: bool = True
) -> discord.ui.View:
    """The table's buttons (or select of moves)."""
    view = discord.ui.View(timeout=None)
    table_id = table.id
    if table.status is Status.LOBBY:
        for action, style in (
            ("join", discord.ButtonStyle.primary),
            ("leave", discord.ButtonStyle.secondary),
            ("add_computer", discord.ButtonStyle.secondary),
            ("start", discord.ButtonStyle.success),
            ("cancel", discord.ButtonStyle.danger),
        ):
            if action == "add_computer" and not computers:
                continue  # the server does not allow computer seats
            view.add_item(TableButton(table_id, None, action, t(locale, f"button.{action}"), style))
    elif table.status is Status.PLAYING and game is not None and game.current_player is not None:
        actions = ui.offered_actions(game)
        buttons = ui.move_menu(game, locale, menu)
        if buttons is not None:
            for button in buttons:
                style = discord.ButtonStyle.secondary if button.secondary else discord.ButtonStyle.primary
                view.add_item(TableButton(table_id, game.step, button.action, button.label, style, row=button.row,
                                          disabled=button.disabled))
        elif len(actions) <= MAX_BUTTONS:
            for move in actions:
                label = ui.action_label(game, move, locale)
                view.add_item(TableButton(table_id, game.step, str(move), label, discord.ButtonStyle.primary,
                                          emoji=ui.action_emoji(game, move)))
        else:
            options = [
                discord.SelectOption(label=ui.action_label(game, move, locale)[:100], value=str(move))
                for move in actions[:25]
            ]
            view.add_item(TableSelect(table_id, game.step, options, t(locale, "button.choose")))
    elif table.status is Status.FINISHED:
        if not table.again_closed:  # Play again expires (service.AGAIN_WINDOW)
            label_key = f"{table.kind}.button.again" if has(f"{table.kind}.button.again") else "button.again"
            view.add_item(TableButton(table_id, None, "again", t(locale, label_key), discord.ButtonStyle.success))
        # the story of the game in a picture (cogs/story.py), for good: it needs only the seed and the log
        view.add_item(TableButton(table_id, None, "story", t(locale, "button.story"), discord.ButtonStyle.secondary))
        view.add_item(TableButton(table_id, None, "replay", t(locale, "button.replay"), discord.ButtonStyle.secondary))
    return view
