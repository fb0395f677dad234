"""The table message, drawn the same way for every game: a Components V2 card (one container in the game's accent
colour: its title, seats and state, its buttons right under them, its log, its footer), from a change of the
table service. Pure: no I/O, no clock (a deadline is Discord's relative timestamp).

What is here, in the order a drawing needs it:

- the dice as text or as the application's emoji pictures (``screen/emojis.py`` loads those at start-up; a set of
  pictures, the six d6 faces or LCR's L, C, R and dot, is shown only once the whole set is there, so a roll never
  mixes pictures and text);
- ``GameUi``: what each game tells the presenter (its seats, events and actions; a game's cog subclasses it and
  registers one instance), everything else about showing a table (lobby, seats, turn, log, buttons) shared;
- what is kept from one drawing of a table to the next, so a click formats only what changed and fills in the
  card sent last rather than building another (``Drawn``);
- ``render(change, locale)``: the card, a ``discord.ui.LayoutView`` (``TableCard``);
- the table's buttons and select, drawn only (``TableButton``, ``TableSelect``): discord.py keeps nothing for
  them, the tables cog finds the table in the custom_id itself.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any, Final, Generic, NamedTuple

import discord
from typing_extensions import TypeVar

from data.records import Status, Table
from i18n import has, language, t
from i18n.names import name_in
from kept import Newest
from rules.base import Action, ComputerJoined, Event, Game, Joined, Left, RunningScore, StakeChanged, UserEvent
from rules.dice import commitment
from rules.games import GAMES
from rules.lcr import FACE_SYMBOL
from service.live import LIVE_KEPT
from service.tables import Change

# --- the dice ---------------------------------------------------------------------------------------------------

TEXT_FACES = "⚀⚁⚂⚃⚄⚅"
D6 = {face: f"pips_d6_{face}" for face in range(1, 7)}
LCR = {"L": "pips_lcr_l", "C": "pips_lcr_c", "R": "pips_lcr_r", "•": "pips_lcr_dot"}
SETS = (tuple(D6.values()), tuple(LCR.values()))
NAMES = tuple(name for names in SETS for name in names)
# What each picture shows, as text: the fallback, and how tests read a picture.
TEXT = {**{D6[face]: TEXT_FACES[face - 1] for face in D6}, **{LCR[s]: f"`{s}`" for s in LCR}}

_ids: dict[str, int] = {}  # name → emoji id, only for complete sets


def die(face: int) -> str:
    """A d6 face in message text."""
    return _markup(D6[face])


def lcr_face(face: int) -> str:
    """An LCR die face (1..6) in message text: the dot, L, C or R."""
    return _markup(LCR[FACE_SYMBOL[face]])


def in_use() -> tuple[str, ...]:
    """What the faces are drawn as now (pictures once loaded after start-up, text before): what a drawing kept
    from before depends on."""
    return die(1), lcr_face(1)


def die_emoji(face: int) -> discord.PartialEmoji | None:
    """A d6 face for a button's emoji; None while there is no picture (the label should then show the text)."""
    emoji_id = _ids.get(D6[face])
    return None if emoji_id is None else discord.PartialEmoji(name=D6[face], id=emoji_id)


def die_text(face: int) -> str:
    """A d6 face where Discord shows no custom emoji (button and option labels): always text."""
    return TEXT_FACES[face - 1]


def _markup(name: str) -> str:
    emoji_id = _ids.get(name)
    return TEXT[name] if emoji_id is None else f"<:{name}:{emoji_id}>"


def use_emojis(ids: Mapping[str, int]) -> None:
    """Show these uploaded emojis (name → id); a set missing a picture stays text. Tests use it too."""
    _ids.clear()
    for names in SETS:
        if all(name in ids for name in names):
            _ids.update({name: ids[name] for name in names})


def use_text() -> None:
    use_emojis({})



# --- what each game tells the presenter ------------------------------------------------------------------------

PIP_FACES = TEXT_FACES  # the dice as text; in message text use pips() or die(), which show pictures

GameT = TypeVar("GameT", bound=Game, default=Any)  # a UI's own game; a UI looked up by kind: any game

GAME_UIS: dict[str, GameUi] = {}


@dataclass(frozen=True)
class MoveButton:
    """One button of a game's own move menu (see ``GameUi.move_menu``)."""

    action: str  # a move of the rules as text, or a MENU step (UI only: it redraws the table, commits nothing)
    label: str
    disabled: bool = False
    row: int | None = None
    secondary: bool = False  # a step aside (back), drawn less loudly than the moves


MENU = "menu:"  # the prefix of a UI-only action: ``menu:<name>`` draws the menu <name> of the move buttons


def register(ui: GameUi) -> GameUi:
    """Make ``ui`` the one that draws its game's tables; the UI registered first for a kind stays. discord.py's
    ``load_extension`` runs a cog's module afresh even when it was imported before: the second run's UI would
    otherwise replace the one every earlier importer holds, and the two would draw the same tables apart."""
    return GAME_UIS.setdefault(ui.kind, ui)


def pips(faces: Sequence[int]) -> str:
    """Dice in message text: pictures once loaded (screen/presenter.py), else text. Not for labels (see die_text)."""
    return " ".join(die(f) for f in faces)


def option_names(kind: str, options: Mapping[str, Any], locale: str) -> list[str]:
    """The options as a table names them: each one set, and each choice the catalog has a name for."""
    names = []
    for name, value in options.items():
        if isinstance(value, bool):
            if value:
                names.append(t(locale, f"{kind}.option.{name}"))
        elif has(f"{kind}.option.{name}.{value}"):
            names.append(t(locale, f"{kind}.option.{name}.{value}"))
    return names


def seat_name(table: Table, index: int | None) -> str:
    if index is None or not 0 <= index < len(table.seats):
        return "?"
    seat = table.seats[index]
    return seat.name if seat.computer else f"<@{seat.user_id}>"


def user_name(table: Table, user_id: int) -> str:
    index = table.seat_of(user_id)
    return seat_name(table, index) if index is not None else f"<@{user_id}>"


class GameUi(Generic[GameT]):
    """A game's UI: its hooks are given its own game (``GameUi[Lcr]``), as the renderer looks the UI up by the
    table's kind, whose game it is. A subclass names the kind in its class line, the event types that are a
    player's own move where it matters (``moves``) and the colour of its table card (``accent``):

        class LcrUi(GameUi[Lcr], kind=Lcr.kind, moves=(Rolled,), accent=discord.Colour(0xE67E22)):
    """

    kind: str = ""
    # The colour down the side of the game's table card, the same at every step (a cancelled table's is grey).
    accent: discord.Colour = discord.Colour.blurple()
    # The stored types of a player's own moves (``moves``): the table's log shows what happened since the current
    # player's last one. None: any event naming a player (a game announcing players, as in "X throws first",
    # names its moves instead).
    move_events: frozenset[str] | None = None

    def __init_subclass__(
        cls, *, kind: str | None = None, moves: Iterable[type[Event]] | None = None,
        accent: discord.Colour | None = None, **kwargs: Any,
    ) -> None:
        super().__init_subclass__(**kwargs)
        if kind is not None:
            cls.kind = kind
        if accent is not None:
            cls.accent = accent
        if moves is not None:
            cls.move_events = frozenset(event.type for event in moves)

    # --- lobby ----------------------------------------------------------
    def options_text(self, table: Table, locale: str) -> str:
        parts = option_names(self.kind, table.options, locale)
        parts.append(t(locale, "table.turn_timeout", seconds=table.turn_timeout))
        return ", ".join(parts)

    def rules_text(self, locale: str) -> str:
        return t(locale, f"{self.kind}.rules")

    # --- a game in play -------------------------------------------------
    def seat_detail(self, game: GameT, index: int, locale: str) -> str:
        """What follows a player's name on the table (chips, score)."""
        return ""

    def status_lines(self, game: GameT, table: Table, locale: str) -> list[str]:
        """Lines about the whole game (pot, round, target)."""
        return []

    def offered_actions(self, game: GameT) -> list[Action]:
        """The legal actions shown as buttons; a game may leave out one that repeats another (same dice)."""
        return game.legal_actions()

    def move_menu(self, game: GameT, locale: str, menu: str | None) -> list[MoveButton] | None:
        """A game's own move buttons when its moves read better in steps (claim, then pair). ``menu`` is the
        step the current player chose (the ``<name>`` of a ``menu:<name>`` click), None for the first one.
        None: this game has no such menu (the renderer draws one button per offered action)."""
        return None

    def seat_order(self, game: GameT) -> list[int]:
        """The order the players' rows are listed in: the join order, or a game's own seat order."""
        return list(range(game.players))

    def seat_number(self, game: GameT, index: int) -> int:
        """The number a player's row starts with: the join order, or a game's own seat number."""
        return index + 1

    def running_detail(self, score: RunningScore, locale: str) -> str:
        """What follows a player's name in the leaderboard's game in play (a game with ``running_scores``)."""
        return ""

    def action_label(self, game: GameT, action: Action, locale: str) -> str:
        verb, _, rest = str(action).partition(":")
        return t(locale, f"{self.kind}.action.{verb}", arg=rest)

    def action_emoji(self, game: GameT, action: Action) -> discord.PartialEmoji | None:
        """A picture for the action's button (a die it concerns), shown beside its label; None: none."""
        return None

    def event_params(self, event: Event, table: Table, locale: str) -> Mapping[str, Any]:
        """Catalog fields for one event: its fields as stored and who it is about; games add their own (faces,
        targets)."""
        if event.player is None and isinstance(event, UserEvent):
            name = user_name(table, event.user_id)
        else:
            name = seat_name(table, event.player)
        return {**event.data, "name": name}

    def event_line(self, event: Event, table: Table, locale: str) -> str | None:
        for key in (f"{self.kind}.event.{event.type}", f"event.{event.type}"):
            if has(key):
                return t(locale, key, **self.event_params(event, table, locale))
        return None

# --- what is kept from one drawing to the next ------------------------------------------------------------------

# As many tables as the service keeps live, forgotten the same way (kept.Newest). Not in the live entries
# themselves: these are the presenter's strings (per language and dice pictures), the service holds no display
# and the presenter reads no service internals; a table forgotten here is only formatted in full again.
KEPT_TABLES = LIVE_KEPT


class _Unknown:
    """A log line not formatted yet (an event may rightly have no line: None)."""


UNKNOWN: Final = _Unknown()
Line = str | None | _Unknown


def context(table: Table, locale: str) -> Hashable:
    """Everything besides the events that a table's log lines and header are formatted from, in ``locale``."""
    # a change that keeps the seats keeps the same tuple (data/records.py), which compares at once
    return table.kind, locale, in_use(), tuple(table.seats), tuple(table.options.items())


class TableDrawn:
    """One table's formatted lines and its card, as of its last drawing."""

    __slots__ = ("card", "context", "header", "header_key", "lines", "log")

    def __init__(self, context: Hashable) -> None:
        self.context = context
        self.log: tuple[Mapping[str, Any], ...] = ()  # the log as last drawn (a table's log is a tuple)
        self.lines: list[Line] = []  # the line of each entry of `log`, UNKNOWN where none was formatted
        self.header_key: Hashable = None
        self.header: tuple[str, ...] = ()
        self.card: TableCard | None = None

    def known_lines(self, log: Sequence[Mapping[str, Any]]) -> list[Line]:
        """The lines already formatted for the entries of `log` (UNKNOWN for the others), found by lining it up
        with the log drawn last: the newest `shift` entries were appended, as many of the oldest dropped. Entries
        lined up this way are equal, so their lines are too."""
        known: list[Line] = [UNKNOWN] * len(log)
        previous = self.log
        for shift in range(len(previous)):
            overlap = len(previous) - shift
            if overlap <= len(log) and log[:overlap] == previous[shift:]:
                known[:overlap] = self.lines[shift:]
                break
        return known

    def remember(self, log: Sequence[Mapping[str, Any]], lines: list[Line]) -> None:
        self.log, self.lines = tuple(log), lines

    def header_of(self, key: Hashable, draw: Callable[[], tuple[str, ...]]) -> tuple[str, ...]:
        """The header drawn last when its `key` (what it shows besides the context) is the same, else `draw()`."""
        if key != self.header_key or not self.header:
            self.header_key, self.header = key, draw()
        return self.header

    def card_of(self, text: CardText, controls: Controls, accent: discord.Colour) -> TableCard:
        """The card drawn last, filled in with `text` and `controls`, when it was sent since and its buttons are
        laid out the same; else a new one."""
        layout = _layout(controls)
        card = self.card
        if card is not None and card.sent and layout is not None and card.layout == layout:
            card.fill(text, controls, accent)
            return card
        rows = [row_of([_item(control) for control in row]) for row in controls]
        card = self.card = TableCard(text, rows, accent, layout)
        return card


class Drawn:
    """The tables drawn lately, least recently drawn first."""

    def __init__(self, kept: int = KEPT_TABLES) -> None:
        self._tables: Newest[int, TableDrawn] = Newest(kept)

    def of(self, table: Table, locale: str) -> TableDrawn:
        """What is kept for `table` drawn in `locale`: empty when new, or when its context changed since."""
        now = context(table, locale)
        drawn = self._tables.used(table.id)
        if drawn is None or drawn.context != now:
            drawn = TableDrawn(now)
            self._tables.keep(table.id, drawn)
        return drawn

    def __len__(self) -> int:
        return len(self._tables)

    def clear(self) -> None:
        self._tables.clear()


DRAWN = Drawn()

# --- the drawing ----------------------------------------------------------------------------------------------

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
CANCELLED_ACCENT = discord.Colour.dark_grey()  # a cancelled table, whatever its game


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
    change: Change, locale: str | None = None, menu: str | None = None, footer: str | None = None,
    controls: Sequence[discord.ui.ActionRow[Any]] | None = None, waits_after: float | None = None,
) -> TableCard:
    """The table's message, one Components V2 card: the presenter, pure (no I/O, no clock: a deadline is drawn as
    Discord's relative timestamp). ``locale``: the language it is drawn in (None: the table's); ``menu``: the step
    of the game's move menu the current player chose (UI only); ``footer``: shown in place of the table's own (a
    replay's), the log giving way to it as to the rest; ``controls``: rows of buttons in place of the table's (a
    replay's); ``waits_after``: where Pips is no member, the moment it can no longer draw the table by itself (a
    move after it shows at the next click: discord_side/reach.py), said under the turn line. It reads the
    catalogs (i18n) and the dice pictures in use, both set before the first drawing, and keeps what it formatted
    last (``Drawn``) only to format less: the same change drawn twice is the same message. The card is the one
    drawn last for the table, filled in again, once that was sent (``TableCard``)."""
    table, game = change.table, change.game
    locale = locale or table.locale
    ui = GAME_UIS[table.kind]
    drawn = DRAWN.of(table, locale)  # what its last drawing formatted
    text = _text(table, game, ui, locale, drawn, change.computers, change.chances, footer, waits_after,
                 change.events)
    accent = ui.accent if table.status is not Status.CANCELLED else CANCELLED_ACCENT
    if controls is not None:
        return TableCard(text, controls, accent)
    return drawn.card_of(text, _controls(table, game, ui, locale, menu, change.computers), accent)


def fingerprint(seed_hex: str) -> str:
    """The start of the seed's SHA-256 commitment: enough to recognise it, short enough for a phone."""
    return commitment(bytes.fromhex(seed_hex))[:FINGERPRINT_LENGTH]


def relative_time(when: float) -> str:
    """A moment as Discord shows it counting down or up ("in 42 seconds") in every client, with no edits: what
    ``discord.utils.format_dt(…, "R")`` writes, without building a datetime on every click."""
    return f"<t:{int(when)}:R>"


def clock_time(when: float) -> str:
    """A moment as Discord shows it, the reader's time of day ("14:05"): for a sentence a countdown would break
    (it reads "in 3 minutes" or "3 minutes ago" as the moment passes)."""
    return discord.utils.format_dt(datetime.fromtimestamp(when, UTC), "t")


@dataclass(frozen=True)
class CardText:
    """What a table card says, in the order it reads: the title and its host line, the seats and the state of
    the game (each a block of lines), the buttons' place, the log, the footer."""

    title: str
    host_line: str
    body: list[str]  # the seats, the lobby's or the game's state
    log: list[str]  # the log's heading and lines ([]: no log)
    footer: str
    heading: str  # the title as a heading over the host line, and the blank line under them
    small_footer: str  # the footer in small lines


def _text(
    table: Table, game: Game | None, ui: GameUi, locale: str, drawn: TableDrawn, computers: bool = True,
    chances: Sequence[float] | None = None, footer: str | None = None, waits_after: float | None = None,
    events: Sequence[Event] = (),
) -> CardText:
    game_class = GAMES[table.kind]
    title, host_line, own_footer, heading, own_small = drawn.header_of(
        (table.status, table.host_id, table.turn_timeout, table.seed), lambda: _header(table, ui, locale)
    )
    small_footer = own_small if footer is None else small(footer)
    footer = own_footer if footer is None else footer
    lines = [f"**{t(locale, 'table.seats', count=len(table.seats), max=game_class.max_players)}**"]
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
            if waits_after is not None:
                status.append(small(t(locale, "table.waits_for_click", time=clock_time(waits_after))))
        if status:
            lines += ["", *status]
    if table.status is Status.CANCELLED:
        lines += ["", t(locale, "table.cancelled")]
    recent = _recent_lines(table, playing, ui, locale, drawn, events)
    log: list[str] = []
    if recent:
        log_heading = f"**{t(locale, 'table.log')}**"
        log = [log_heading, *_fitting(recent, [title, host_line, "", *lines, "", log_heading, footer],
                                  len(table.seats) <= PHONE_SEATS)]
    return CardText(title, host_line, lines, log, footer, heading, small_footer)


class TableCard(discord.ui.LayoutView):
    """The card: one container in the game's colour; the title, host line, seats and the game's state in one text,
    the buttons right under them (where the eye is after reading whose turn it is), then the log and, small, the
    footer in another. Two texts, not one per part: every component costs the click its construction, and the
    container's rows of buttons are at most five of five, so a card holds at most 28 of Discord's 40 components.

    Building a card is most of what a drawing asks of discord.py, and its items refer to each other, which makes
    every card left behind work for the garbage collector: the table's next drawing fills this one in again
    (``TableDrawn.card_of``), but only once discord.py has turned it into JSON to send it, so a card somebody
    holds unsent never changes under them. ``layout``: what the next drawing's buttons must match (None: the card
    is never filled in again)."""

    def __init__(
        self, text: CardText, rows: Sequence[discord.ui.ActionRow[Any]], accent: discord.Colour,
        layout: Layout | None = None,
    ) -> None:
        super().__init__(timeout=None)
        self.layout = layout
        self.sent = False
        self.rows = rows
        self.upper: discord.ui.TextDisplay[TableCard] = discord.ui.TextDisplay(_upper(text))
        self.lower: discord.ui.TextDisplay[TableCard] = discord.ui.TextDisplay(_lower(text))
        self.container: discord.ui.Container[TableCard] = discord.ui.Container(
            self.upper, *rows, self.lower, accent_colour=accent
        )
        self.add_item(self.container)

    def to_components(self) -> list[dict[str, Any]]:
        self.sent = True  # discord.py turns a view into JSON only to send it
        components: list[dict[str, Any]] = super().to_components()  # type: ignore[no-untyped-call]
        return components

    def fill(self, text: CardText, controls: Controls, accent: discord.Colour) -> None:
        """Show `text` and `controls` (laid out as ``layout``) in place of what the card showed."""
        self.upper.content, self.lower.content = _upper(text), _lower(text)
        self.container.accent_colour = accent
        for row, row_controls in zip(self.rows, controls, strict=True):
            for button, control in zip(row.children, row_controls, strict=True):
                assert isinstance(button, TableButton)
                button.custom_id, button.label, button.style = control.custom_id, control.label, control.style
                button.disabled, button.emoji = control.disabled, control.emoji
        self.sent = False


def _upper(text: CardText) -> str:
    """The text above the buttons: the title, host line, seats and the game's state."""
    return text.heading + "\n".join(text.body)


def _lower(text: CardText) -> str:
    """The text below the buttons: the log and, small, the footer."""
    return "\n".join((*text.log, text.small_footer)) if text.log else text.small_footer


def _header(table: Table, ui: GameUi, locale: str) -> tuple[str, str, str, str, str]:
    """The title, the host and options line, and the footer; and as the card shows them: the title as a heading
    over the host line, the footer as small lines."""
    title = t(locale, f"table.title.{table.status.value}", game=t(locale, f"game.{table.kind}"))
    host_line = f"{t(locale, 'table.host', host=f'<@{table.host_id}>')} · {ui.options_text(table, locale)}"
    footer = t(locale, "table.fingerprint" if table.status.live else "table.revealed",  # /game verify: the seed
               fingerprint=fingerprint(table.seed))
    return title, host_line, footer, f"## {title}\n{host_line}\n\n", small(footer)


def small(text: str) -> str:
    """Lines in Discord's small grey text (markdown's subtext)."""
    return "\n".join(f"-# {line}" for line in text.splitlines())


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


def _recent_lines(
    table: Table, current: int | None, ui: GameUi, locale: str, drawn: TableDrawn, events: Sequence[Event] = ()
) -> list[str]:
    """What happened since ``current``'s last turn (the turn they are in the middle of included), at most
    LOG_LINES lines, oldest first; with nobody to play (lobby, game over) simply the last lines. Lobby
    events are left out once the game has started. Only the lines shown are formatted, each once (``drawn``
    keeps them from one drawing to the next); ``events``, the change's own, are the log's newest entries, so
    their lines are formatted from them rather than from the entries read back."""
    started = table.status is not Status.LOBBY
    recent: list[str] = []
    in_current_turn = True  # the newest events may be the current player's turn so far
    moves = ui.move_events
    game_class = GAMES[table.kind]
    log = table.log
    known = drawn.known_lines(log)
    first_fresh = len(log) - len(events)  # (the log keeps only the newest entries: it may have fewer)
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
            event = events[index - first_fresh] if index >= first_fresh else game_class.read_event(raw)
            line = known[index] = ui.event_line(event, table, locale)
        if isinstance(line, str) and line:
            recent.append(line)
            if len(recent) == LOG_LINES:
                break
    drawn.remember(log, known)
    return recent[::-1]


class Control(NamedTuple):
    """One button of a table's card, as drawn (with ``options``: the row's select of moves instead, ``label`` its
    placeholder): what its discord.py item is built from, or a kept card's button filled in with."""

    custom_id: str
    label: str
    style: discord.ButtonStyle = discord.ButtonStyle.secondary
    disabled: bool = False
    emoji: discord.PartialEmoji | None = None
    options: tuple[discord.SelectOption, ...] | None = None


Controls = list[list[Control]]  # a card's rows
Layout = tuple[int, ...]  # the buttons in each row of a card


def _layout(controls: Controls) -> Layout | None:
    """What a card's rows must match to be filled in with `controls` (None: a select, always built anew)."""
    if any(control.options is not None for row in controls for control in row):
        return None
    return tuple(len(row) for row in controls)


def _item(control: Control) -> discord.ui.Item[Any]:
    if control.options is not None:
        return TableSelect(control.custom_id, list(control.options), control.label)
    return TableButton(control.custom_id, control.label, control.style, control.disabled, control.emoji)


def _controls(
    table: Table, game: Game | None, ui: GameUi, locale: str, menu: str | None = None, computers: bool = True
) -> Controls:
    """The table's buttons (or select of moves), in rows."""
    table_id = table.id
    if table.status is Status.LOBBY:
        lobby = [
            Control(custom_id(table_id, None, action), t(locale, f"button.{action}"), style)
            for action, style in (
                ("join", discord.ButtonStyle.primary),
                ("leave", discord.ButtonStyle.secondary),
                ("add_computer", discord.ButtonStyle.secondary),
                ("start", discord.ButtonStyle.success),
                ("cancel", discord.ButtonStyle.danger),
            )
            if action != "add_computer" or computers  # the server may not allow computer seats
        ]
        return [lobby]
    if table.status is Status.PLAYING and game is not None and game.current_player is not None:
        step = game.step
        actions = ui.offered_actions(game)
        buttons = ui.move_menu(game, locale, menu)
        if buttons is not None:
            placed: dict[int, list[Control]] = {}
            free = 0  # a button without a row of its own goes in the first row with room, as discord.py's View
            for button in buttons:
                style = discord.ButtonStyle.secondary if button.secondary else discord.ButtonStyle.primary
                control = Control(custom_id(table_id, step, button.action), button.label, style, button.disabled)
                if button.row is None:
                    while len(placed.get(free, ())) >= MAX_BUTTONS:
                        free += 1
                    placed.setdefault(free, []).append(control)
                else:
                    placed.setdefault(button.row, []).append(control)
            return [placed[row] for row in sorted(placed)]
        if len(actions) <= MAX_BUTTONS:
            return [[
                Control(custom_id(table_id, step, str(move)), ui.action_label(game, move, locale),
                        discord.ButtonStyle.primary, emoji=ui.action_emoji(game, move))
                for move in actions
            ]]
        options = tuple(
            discord.SelectOption(label=ui.action_label(game, move, locale)[:100], value=str(move))
            for move in actions[:25]
        )
        return [[Control(custom_id(table_id, step, PICK), t(locale, "button.choose"), options=options)]]
    if table.status is Status.FINISHED:
        finished: list[Control] = []
        if not table.again_closed:  # Play again expires (service.AGAIN_WINDOW)
            label_key = f"{table.kind}.button.again" if has(f"{table.kind}.button.again") else "button.again"
            finished.append(Control(custom_id(table_id, None, "again"), t(locale, label_key),
                                    discord.ButtonStyle.success))
        # the story of the game in a picture (cogs/story.py), for good: it needs only the seed and the log
        finished.append(Control(custom_id(table_id, None, "story"), t(locale, "button.story")))
        finished.append(Control(custom_id(table_id, None, "replay"), t(locale, "button.replay")))
        return [finished]
    return []


def row_of(items: Iterable[discord.ui.Item[Any]]) -> discord.ui.ActionRow[Any]:
    """One row of a card's buttons (at most five) or its one select."""
    return discord.ui.ActionRow(*items)

# --- the table's buttons ----------------------------------------------------------------------------------------

PREFIX = "pips:"
LOBBY_STEP = "-"  # the step of a lobby or end-of-game button
PICK = "pick"  # a table's select of moves: the move is the picked value


def custom_id(table_id: int, step: int | None, action: str) -> str:
    """A table button's custom_id, ``pips:<table>:<step>:<action>`` (the forms: discord_side/custom_ids.py)."""
    return f"pips:{table_id}:{LOBBY_STEP if step is None else step}:{action}"


class TableButton(discord.ui.Button[Any]):
    """A table's button (drawn only: see the module's docstring)."""

    def __init__(
        self,
        custom_id: str,
        label: str = "",
        style: discord.ButtonStyle = discord.ButtonStyle.secondary,
        disabled: bool = False,
        emoji: discord.PartialEmoji | None = None,
    ) -> None:
        super().__init__(label=label, style=style, custom_id=custom_id, disabled=disabled, emoji=emoji)

    def is_dispatchable(self) -> bool:
        return False  # discord.py would keep every drawn view in memory, one per message, to route its clicks


class TableSelect(discord.ui.Select[Any]):
    """A menu of moves for games with more choices than buttons read well (drawn only, like TableButton)."""

    def __init__(
        self, custom_id: str, options: list[discord.SelectOption] | None = None, placeholder: str = ""
    ) -> None:
        super().__init__(
            custom_id=custom_id, options=options or [discord.SelectOption(label="-")], placeholder=placeholder
        )

    def is_dispatchable(self) -> bool:
        return False
