"""Every Pips custom_id: the one parser, and the persistent buttons and select of every table.

The forms (nothing else that starts with ``pips:`` is ours):

- ``pips:<table>:<step>:<action>`` a table's button; step is the game step it was drawn at, ``-`` for lobby
  and end-of-game buttons; an action ``menu:<name>`` is a step of a game's move menu (it redraws the table,
  commits nothing: see ``GameUi.move_menu``);
- ``pips:<table>:<step>:pick`` a table's select of moves (the move is the picked value);
- ``pips:board:<kind or all>:<page>[:<season>]`` a leaderboard page button (season: ``all`` or a past season's
  start; none: the current season);
- ``pips:stake:<table>`` the stakes dialog;
- ``pips:story`` /history's "How it went" menu (its value is a table id);
- ``pips:replay:<table>:<step>:<move>`` a replay's First / Back / Next / Last button, drawn at that step;
- ``pips:replay`` /history's replay menu (its value is a table id);
- ``pips:night:<night>:<in|out>`` a scheduled night's I'm in / Can't come button (cogs/schedule.py);
- ``pips:cup:<tournament>:<join|leave|start|cancel>`` a tournament card's button (cogs/tournament.py).

The bounds are strict: a table id has at most 18 digits (so it always fits SQLite's signed 64-bit INTEGER),
a step at most 9, an action is 1 to 40 of ``[a-z0-9_.:-]``.

A table's buttons and select are drawn only: discord.py keeps nothing for them, and their clicks reach the
tables cog's ``on_interaction`` listener, which finds the table in the custom_id itself (``clicked``, then
``on_table_click``). Nothing is remembered between clicks, so every button works the same after a restart,
and a click costs no rebuilding of the message's view (what a DynamicItem costs discord.py on every click).
The leaderboard's page button, /history's story and replay menus, the replay's buttons and a night's invite
buttons are DynamicItems (BOARD_BUTTON, STORY_PICK, REPLAY_PICK, REPLAY_BUTTON and NIGHT_BUTTON are their
templates), registered in their cogs.
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from typing import Any, cast

import discord

from rules.games import GAMES
from screen.presenter import LOBBY_STEP, PICK
from service.seasons import ALL_TIME

MAX_CUSTOM_ID = 100  # Discord's limit: anything longer was not drawn by us
ALL_KINDS = "all"  # the board's word for "every game kind"
ACTION = r"[a-z0-9_.:\-]{1,40}"
_ACTION = re.compile(ACTION)
_TABLE = r"(?P<table>[0-9]{1,18})"
_KINDS = "|".join(re.escape(kind) for kind in (*sorted(GAMES), ALL_KINDS))

# "(?!pick$)": a select's id (…:pick) must not match the button too, or both would answer the one click.
TABLE_BUTTON = rf"pips:{_TABLE}:(?P<step>[0-9]{{1,9}}|-):(?P<action>(?!{PICK}$){ACTION})"
TABLE_SELECT = rf"pips:{_TABLE}:(?P<step>[0-9]{{1,9}}):{PICK}"
BOARD_PREFIX = "pips:board:"
_SEASON = rf"(?::(?P<season>{ALL_TIME}|[0-9]{{1,12}}))?"
BOARD_BUTTON = rf"{BOARD_PREFIX}(?P<kind>{_KINDS}):(?P<page>[0-9]{{1,6}}){_SEASON}"
STAKE_DIALOG = rf"pips:stake:{_TABLE}"
STORY_PICK = "pips:story"  # /history's "How it went" menu (cogs/story.py): the picked value is a table id
REPLAY_MOVES = ("first", "back", "next", "last")
REPLAY_BUTTON = rf"pips:replay:{_TABLE}:(?P<step>[0-9]{{1,9}}):(?P<move>{'|'.join(REPLAY_MOVES)})"
REPLAY_PICK = "pips:replay"  # /history's replay menu (cogs/replay.py): the picked value is a table id
NIGHT_ANSWERS = ("in", "out")
NIGHT_BUTTON = rf"pips:night:(?P<night>[0-9]{{1,18}}):(?P<answer>{'|'.join(NIGHT_ANSWERS)})"
CUP_ACTIONS = ("join", "leave", "start", "cancel")
CUP_BUTTON = rf"pips:cup:(?P<cup>[0-9]{{1,18}}):(?P<action>{'|'.join(CUP_ACTIONS)})"


@dataclass(frozen=True)
class TableClick:
    table_id: int
    step: int | None  # None: a lobby or end-of-game button
    action: str  # PICK for the select: the move is its value


@dataclass(frozen=True)
class BoardTurn:
    kind: str | None  # None: every game kind
    page: int
    season: str | None = None  # the board's season choice (service/seasons.py); None: the current season


@dataclass(frozen=True)
class StakeDialog:
    table_id: int


@dataclass(frozen=True)
class StoryPick:
    """/history's "How it went" menu: the game is the value picked, read (and checked) by its item."""


@dataclass(frozen=True)
class ReplayTurn:
    """A replay's button: the replay of ``table_id`` shown at ``step``, and where it goes from there."""

    table_id: int
    step: int
    move: str  # one of REPLAY_MOVES


@dataclass(frozen=True)
class ReplayPick:
    """/history's replay menu: the game is the value picked, read (and checked) by its item."""


@dataclass(frozen=True)
class NightAnswer:
    """A scheduled night's invite button: I'm in (``coming``) or Can't come."""

    night_id: int
    coming: bool


@dataclass(frozen=True)
class CupClick:
    """A tournament card's button: Join, Leave, Start or Cancel of ``tournament_id``."""

    tournament_id: int
    action: str  # one of CUP_ACTIONS


PipsId = TableClick | BoardTurn | StakeDialog | StoryPick | ReplayTurn | ReplayPick | NightAnswer | CupClick


def _step(raw: str) -> int | None:
    return None if raw == LOBBY_STEP else int(raw)


def table_click(match: re.Match[str]) -> TableClick:
    return TableClick(int(match["table"]), _step(match["step"]), match.groupdict().get("action") or PICK)


def board_turn(match: re.Match[str]) -> BoardTurn:
    return BoardTurn(None if match["kind"] == ALL_KINDS else match["kind"], int(match["page"]), match["season"])


def stake_dialog(match: re.Match[str]) -> StakeDialog:
    return StakeDialog(int(match["table"]))


def replay_turn(match: re.Match[str]) -> ReplayTurn:
    return ReplayTurn(int(match["table"]), int(match["step"]), match["move"])


_FORMS = (
    (re.compile(TABLE_BUTTON), table_click),
    (re.compile(TABLE_SELECT), table_click),
    (re.compile(BOARD_BUTTON), board_turn),
    (re.compile(STAKE_DIALOG), stake_dialog),
    (re.compile(re.escape(STORY_PICK)), lambda _: StoryPick()),
    (re.compile(REPLAY_BUTTON), replay_turn),
    (re.compile(re.escape(REPLAY_PICK)), lambda _: ReplayPick()),
    (re.compile(NIGHT_BUTTON), lambda match: NightAnswer(int(match["night"]), match["answer"] == "in")),
    (re.compile(CUP_BUTTON), lambda match: CupClick(int(match["cup"]), match["action"])),
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


def board_id(kind: str | None, page: int, season: str | None = None) -> str:
    return f"pips:board:{kind or ALL_KINDS}:{page}" + (f":{season}" if season is not None else "")


def stake_id(table_id: int) -> str:
    return f"pips:stake:{table_id}"


def replay_id(table_id: int, step: int, move: str) -> str:
    return f"pips:replay:{table_id}:{step}:{move}"


def night_id(night: int, coming: bool) -> str:
    return f"pips:night:{night}:{'in' if coming else 'out'}"


def cup_id(tournament_id: int, action: str) -> str:
    return f"pips:cup:{tournament_id}:{action}"


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


Clicked = TableClick | BoardTurn | StoryPick | ReplayTurn | ReplayPick | NightAnswer | CupClick


def clicked(interaction: discord.Interaction) -> Clicked | None:
    """What a component click names: a table's button or select, a leaderboard page, a menu of /history or a
    replay's button; None when it is none of ours or not on the clicked message with the clicked component's type
    (Discord's advice: a custom_id must come from the message it arrived with; discord.py checks the same before
    it hands a click to an item)."""
    data = raw_data(interaction)
    found = parse(str(data.get("custom_id", "")))
    if not isinstance(found, Clicked) or interaction.message is None:
        return None
    wanted = (data.get("component_type"), data.get("custom_id"))
    on_message = any(
        (component.type.value, getattr(component, "custom_id", None)) == wanted
        for component in _walk(interaction.message.components)
    )
    return found if on_message else None


def gone(interaction: discord.Interaction) -> bool:
    """Whether a click names a button or menu of Pips's that the clicked message no longer holds: the message holds
    others of its kind, drawn since (the next page, a bracket for a sign-up), or none of Pips's at all (taken away
    at the end). Discord sends a click with the message as it stores it now, so a person who clicked it as drawn a
    moment before sends such a click; a forged one may look the same, and changes nothing either way."""
    found = parse(str(raw_data(interaction).get("custom_id", "")))
    if not isinstance(found, Clicked) or interaction.message is None:
        return False
    components = _walk(interaction.message.components)
    ours = [item for item in (parse(str(getattr(c, "custom_id", None) or "")) for c in components)
            if isinstance(item, Clicked)]
    return not ours or any(type(item) is type(found) for item in ours)


def _walk(components: list[Any]) -> Iterator[Any]:
    for component in components:
        yield component
        yield from _walk(getattr(component, "children", []))
