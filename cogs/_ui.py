"""What each game tells the shared renderer: how its seats, events and actions read.

A game's cog subclasses ``GameUi`` and registers one instance; everything
else about showing a table (lobby, seats, turn, log, buttons) is shared.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from data.records import Table
from i18n import has, t
from rules.base import Event, Game

PIP_FACES = "⚀⚁⚂⚃⚄⚅"

GAME_UIS: dict[str, GameUi] = {}


def register(ui: GameUi) -> GameUi:
    GAME_UIS[ui.kind] = ui
    return ui


def pips(faces: list[int]) -> str:
    return " ".join(PIP_FACES[f - 1] for f in faces)


def seat_name(table: Table, index: int | None) -> str:
    if index is None or not 0 <= index < len(table.seats):
        return "?"
    seat = table.seats[index]
    return seat.name if seat.computer else f"<@{seat.user_id}>"


def user_name(table: Table, user_id: int) -> str:
    index = table.seat_of(user_id)
    return seat_name(table, index) if index is not None else f"<@{user_id}>"


class GameUi:
    kind: str = ""

    # --- lobby ----------------------------------------------------------
    def options_text(self, table: Table, locale: str) -> str:
        parts = []
        for name, value in table.options.items():
            if isinstance(value, bool):
                if value:
                    parts.append(t(locale, f"{self.kind}.option.{name}"))
            elif has(f"{self.kind}.option.{name}.{value}"):
                parts.append(t(locale, f"{self.kind}.option.{name}.{value}"))
        parts.append(t(locale, "table.turn_timeout", seconds=table.turn_timeout))
        return ", ".join(parts)

    def rules_text(self, locale: str) -> str:
        return t(locale, f"{self.kind}.rules")

    # --- a game in play -------------------------------------------------
    def seat_detail(self, game: Game, index: int, locale: str) -> str:
        """What follows a player's name on the table (chips, score)."""
        return ""

    def status_lines(self, game: Game, table: Table, locale: str) -> list[str]:
        """Lines about the whole game (pot, round, target)."""
        return []

    def offered_actions(self, game: Game) -> list[str]:
        """The legal actions shown as buttons; a game may leave out one that repeats another (same dice)."""
        return game.legal_actions()

    def action_label(self, game: Game, action: str, locale: str) -> str:
        verb, _, rest = action.partition(":")
        return t(locale, f"{self.kind}.action.{verb}", arg=rest)

    def event_params(self, event: Event, table: Table, locale: str) -> Mapping[str, Any]:
        """Catalog fields for one event; games add their own (faces, targets)."""
        if event.player is None and "user_id" in event.data:
            name = user_name(table, event.data["user_id"])
        else:
            name = seat_name(table, event.player)
        return {**event.data, "name": name}

    def event_line(self, event: Event, table: Table, locale: str) -> str | None:
        for key in (f"{self.kind}.event.{event.type}", f"event.{event.type}"):
            if has(key):
                return t(locale, key, **self.event_params(event, table, locale))
        return None
