"""Every Pips custom_id: the one parser, and the persistent buttons and select of every table.

The forms (nothing else that starts with ``pips:`` is ours):

- ``pips:<table>:<step>:<action>`` a table's button; step is the game step it was drawn at, ``-`` for lobby
  and end-of-game buttons; an action ``menu:<name>`` is a step of a game's move menu (it redraws the table,
  commits nothing: see ``GameUi.move_menu``);
- ``pips:<table>:<step>:pick`` a table's select of moves (the move is the picked value);
- ``pips:board:<kind or all>:<page>`` a leaderboard page button;
- ``pips:stake:<table>`` the stakes dialog.

The bounds are strict: a table id has at most 18 digits (so it always fits SQLite's signed 64-bit INTEGER),
a step at most 9, an action is 1 to 40 of ``[a-z0-9_.:-]``. The DynamicItems' templates are these very
patterns, so what the parser accepts and what discord.py routes to an item are the same. Registered once in
``cog_load``, the items keep working across restarts. discord.py only logs exceptions raised in a
DynamicItem, so each callback answers the user itself.
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from typing import Any, Protocol, cast

import discord

from cogs._replies import admitted, tell, tell_unexpected
from rules.games import GAMES

PREFIX = "pips:"
MAX_CUSTOM_ID = 100  # Discord's limit: anything longer was not drawn by us
LOBBY_STEP = "-"
PICK = "pick"
ALL_KINDS = "all"  # the board's word for "every game kind"
ACTION = r"[a-z0-9_.:\-]{1,40}"
_ACTION = re.compile(ACTION)
_TABLE = r"(?P<table>[0-9]{1,18})"
_KINDS = "|".join(re.escape(kind) for kind in (*sorted(GAMES), ALL_KINDS))

# "(?!pick$)": a select's id (…:pick) must not match the button too, or both would answer the one click.
TABLE_BUTTON = rf"pips:{_TABLE}:(?P<step>[0-9]{{1,9}}|-):(?P<action>(?!{PICK}$){ACTION})"
TABLE_SELECT = rf"pips:{_TABLE}:(?P<step>[0-9]{{1,9}}):{PICK}"
BOARD_BUTTON = rf"pips:board:(?P<kind>{_KINDS}):(?P<page>[0-9]{{1,6}})"
STAKE_DIALOG = rf"pips:stake:{_TABLE}"


@dataclass(frozen=True)
class TableClick:
    table_id: int
    step: int | None  # None: a lobby or end-of-game button
    action: str  # PICK for the select: the move is its value


@dataclass(frozen=True)
class BoardTurn:
    kind: str | None  # None: every game kind
    page: int


@dataclass(frozen=True)
class StakeDialog:
    table_id: int


PipsId = TableClick | BoardTurn | StakeDialog


def _step(raw: str) -> int | None:
    return None if raw == LOBBY_STEP else int(raw)


def table_click(match: re.Match[str]) -> TableClick:
    return TableClick(int(match["table"]), _step(match["step"]), match.groupdict().get("action") or PICK)


def board_turn(match: re.Match[str]) -> BoardTurn:
    return BoardTurn(None if match["kind"] == ALL_KINDS else match["kind"], int(match["page"]))


def stake_dialog(match: re.Match[str]) -> StakeDialog:
    return StakeDialog(int(match["table"]))


_FORMS = (
    (re.compile(TABLE_BUTTON), table_click),
    (re.compile(TABLE_SELECT), table_click),
    (re.compile(BOARD_BUTTON), board_turn),
    (re.compile(STAKE_DIALOG), stake_dialog),
)


def parse(custom_id: str) -> PipsId | None:
    """What a Pips custom_id names, or None when it is none of our forms (forged, broken or too long)."""
    if len(custom_id) > MAX_CUSTOM_ID:
        return None
    for pattern, read in _FORMS:
        match = pattern.fullmatch(custom_id)
        if match is not None:
            return read(match)
    return None


def is_action(value: str) -> bool:
    """Whether a select's value has the shape of an action (the rules then decide if it is legal)."""
    return _ACTION.fullmatch(value) is not None


def custom_id(table_id: int, step: int | None, action: str) -> str:
    return f"pips:{table_id}:{LOBBY_STEP if step is None else step}:{action}"


def board_id(kind: str | None, page: int) -> str:
    return f"pips:board:{kind or ALL_KINDS}:{page}"


def stake_id(table_id: int) -> str:
    return f"pips:stake:{table_id}"


# --- what an interaction carries -------------------------------------------------------------------------


def _components(rows: Any) -> Iterator[Mapping[str, Any]]:
    """Every component in a message's or a submitted modal's tree (action rows, labels and what they hold)."""
    for component in rows or []:
        if isinstance(component, Mapping):
            yield component
            yield from _components(component.get("components"))
            if isinstance(component.get("component"), Mapping):
                yield from _components([component["component"]])


def raw_data(interaction: discord.Interaction) -> Mapping[str, Any]:
    """The interaction's ``data`` as Discord sent it (forged ones included: nothing in it is trusted)."""
    return cast(Mapping[str, Any], interaction.data or {})


def submitted_text(interaction: discord.Interaction, field_id: str) -> str | None:
    """The text typed in a modal's field, read from the raw submit (the modal object is not kept)."""
    for component in _components(raw_data(interaction).get("components")):
        if component.get("custom_id") == field_id and isinstance(component.get("value"), str):
            return str(component["value"])
    return None


def reaches_an_item(interaction: discord.Interaction) -> bool:
    """Whether discord.py hands this component click to one of our DynamicItems.

    It does so only for an id that fits a template AND is on the clicked message with the clicked component's
    type (it rebuilds the message's view to find it); anything else it drops without a word. Discord's advice
    is the same check: a custom_id must come from the message it arrived with.
    """
    data = raw_data(interaction)
    found = parse(str(data.get("custom_id", "")))
    if not isinstance(found, TableClick | BoardTurn) or interaction.message is None:
        return False
    wanted = (data.get("component_type"), data.get("custom_id"))
    return any(
        (component.type.value, getattr(component, "custom_id", None)) == wanted
        for component in _walk(interaction.message.components)
    )


def _walk(components: list[Any]) -> Iterator[Any]:
    for component in components:
        yield component
        yield from _walk(getattr(component, "children", []))


# --- the table's items ------------------------------------------------------------------------------------


class ClickHandler(Protocol):
    async def on_click(
        self, interaction: discord.Interaction, table_id: int, step: int | None, action: str
    ) -> None: ...


def _handler(interaction: discord.Interaction) -> ClickHandler:
    handler = interaction.client.get_cog("Tables")  # type: ignore[attr-defined]
    assert handler is not None, "the tables cog is not loaded"
    return handler


class TableButton(discord.ui.DynamicItem[discord.ui.Button], template=TABLE_BUTTON):
    def __init__(
        self,
        table_id: int,
        step: int | None,
        action: str,
        label: str = "",
        style: discord.ButtonStyle = discord.ButtonStyle.secondary,
        row: int | None = None,
        disabled: bool = False,
        emoji: discord.PartialEmoji | None = None,
    ) -> None:
        super().__init__(
            discord.ui.Button(
                label=label, style=style, custom_id=custom_id(table_id, step, action), disabled=disabled,
                emoji=emoji,
            ),
            row=row,
        )
        self.table_id = table_id
        self.step = step
        self.action = action

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> TableButton:
        click = table_click(match)
        return cls(click.table_id, click.step, click.action)

    async def callback(self, interaction: discord.Interaction) -> Any:
        if not await admitted(interaction):
            return
        try:
            await _handler(interaction).on_click(interaction, self.table_id, self.step, self.action)
        except Exception as error:
            await tell_unexpected(interaction, error)


class TableSelect(discord.ui.DynamicItem[discord.ui.Select], template=TABLE_SELECT):
    """A menu of moves for games with more choices than buttons read well."""

    def __init__(
        self,
        table_id: int,
        step: int,
        options: list[discord.SelectOption] | None = None,
        placeholder: str = "",
    ) -> None:
        super().__init__(
            discord.ui.Select(
                custom_id=custom_id(table_id, step, PICK),
                options=options or [discord.SelectOption(label="-")],
                placeholder=placeholder,
            )
        )
        self.table_id = table_id
        self.step = step

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> TableSelect:
        return cls(int(match["table"]), int(match["step"]))

    async def callback(self, interaction: discord.Interaction) -> Any:
        if not await admitted(interaction):
            return
        try:
            values = raw_data(interaction).get("values") or [""]
            move = str(values[0])
            if not is_action(move):  # a forged value: the rules never offer it
                await tell(interaction, "rules.not_legal")
                return
            await _handler(interaction).on_click(interaction, self.table_id, self.step, move)
        except Exception as error:
            await tell_unexpected(interaction, error)
