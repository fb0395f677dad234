"""What each game tells the shared renderer: how its seats, events and actions read.

A game's cog subclasses ``GameUi`` and registers one instance; everything
else about showing a table (lobby, seats, turn, log, buttons) is shared.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Generic

import discord
from typing_extensions import TypeVar

from cogs._faces import TEXT_FACES, die
from data.records import Table
from i18n import has, t
from rules.base import Action, Event, Game, RunningScore, UserEvent

PIP_FACES = TEXT_FACES  # the dice as text; in message text use pips() or cogs._faces.die(), which show pictures

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
    """Dice in message text: pictures once loaded (cogs/_faces.py), else text. Not for labels (see die_text)."""
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
    table's kind, whose game it is. A subclass names the kind in its class line, and the event types that are a
    player's own move where it matters (``moves``):

        class LcrUi(GameUi[Lcr], kind=Lcr.kind, moves=(Rolled,)):
    """

    kind: str = ""
    # The stored types of a player's own moves (``moves``): the table's log shows what happened since the current
    # player's last one. None: any event naming a player (a game announcing players, as in "X throws first",
    # names its moves instead).
    move_events: frozenset[str] | None = None

    def __init_subclass__(
        cls, *, kind: str | None = None, moves: Iterable[type[Event]] | None = None, **kwargs: Any
    ) -> None:
        super().__init_subclass__(**kwargs)
        if kind is not None:
            cls.kind = kind
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
