"""The contract every game follows: its moves (actions), what happens (events), the game itself.

A game is a state plus actions, as in OpenSpiel: the state knows its players, whose turn it is and which
actions are legal; ``apply`` takes one action and returns the events that happened. An action is written as
short text ("roll", "reroll:1", "take:4-4") so it fits in a button's custom_id and in the action log; ``apply``
takes that text too. Players are numbered 0..n-1 in the order they joined; a game that reorders its seats (Buck
Dice, Bad Leftovers) keeps that order inside.

Actions, one frozen dataclass per kind of move (as python-chess's ``Move``; each game's in
``rules/<game>/actions.py``): ``str(action)`` writes a move as its text, ``parse`` reads it back and raises
``UnknownAction`` (a ValueError) for anything else, so text that ``str`` did not write is refused: the custom_ids
and stored logs of every table keep their text. Whether a move is legal now is the game's question
(``Game.apply`` raises ``IllegalAction``), as python-chess tells an invalid move from an illegal one.

Events, one frozen dataclass per kind of event (each game's in ``rules/<game>/events.py``; the events every table
shares, a player joining, leaving, forfeiting..., here). An event is stored in the table's log and its action rows
as ``{"type": ..., "player": ..., "data": {...}}``: ``type`` is the class's name for it (also its message-catalog
entry), ``player`` whom it is about (None: nobody in particular) and ``data`` its other fields, lists for tuples.
``to_dict`` writes that and ``from_dict`` reads it back, so stored logs keep the JSON they always had.
"""

from __future__ import annotations

import copy
import dataclasses
import re
import types
from abc import ABC, abstractmethod
from collections.abc import Callable, Hashable, Mapping, Sequence
from dataclasses import dataclass, field
from operator import methodcaller
from typing import Any, ClassVar, Self, Union, dataclass_transform, get_args, get_origin, get_type_hints

from kept import remembered
from rules.dice import Dice, dice_from_dict


# --- actions: a player's moves -------------------------------------------------------------------------------
class UnknownAction(ValueError):
    """Text that is no move of the game."""


@dataclass_transform(frozen_default=True)
@dataclass(frozen=True)
class Action:
    r"""A move. A subclass declares its text and its fields, nothing more:

        class Take(Action, text=r"take:(?P<a>\d)-(?P<b>\d)"):
            a: int
            b: int

    and is made a frozen dataclass. ``text`` is a regular expression of literal text and one named group of digits
    per field: ``parse`` reads a whole number from each group (written as ``str`` writes it: no sign, no leading
    zero), and ``str`` writes the literal text with each field's number in place of its group."""

    TEXT: ClassVar[re.Pattern[str]]
    FORMAT: ClassVar[str]  # the text with ``{field}`` in place of each group

    def __init_subclass__(cls, text: str | None = None, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        if text is not None:
            cls.TEXT = re.compile(text)
            cls.FORMAT = re.sub(r"\(\?P<(\w+)>[^)]*\)", r"{\1}", text)
        dataclass(frozen=True)(cls)

    @classmethod
    def parse(cls, text: str) -> Self:
        """The move ``text`` writes; UnknownAction for text ``str`` would not write."""
        match = cls.TEXT.fullmatch(text)
        if match is None:
            raise UnknownAction(text)
        numbers = match.groupdict()
        if any(number != str(int(number)) for number in numbers.values()):
            raise UnknownAction(text)
        return cls(**{name: int(number) for name, number in numbers.items()})

    def __str__(self) -> str:
        return self.FORMAT.format_map(self.__dict__)


def parse_action(types: tuple[type[Action], ...], text: str) -> Action:
    """The move ``text`` writes, of one of ``types``; UnknownAction for text none of them reads."""
    for action in types:
        try:
            return action.parse(text)
        except UnknownAction:
            continue
    raise UnknownAction(text)


# --- events: what happened --------------------------------------------------------------------------------------
OMIT_NONE: Mapping[str, bool] = {"omit_none": True}  # a field's metadata: left out of ``data`` while None


def optional() -> Any:
    """A field stored only when it has a value (Buck Dice's ``would_be``: an overshoot's alone)."""
    return field(default=None, metadata=OMIT_NONE)


@dataclass_transform(frozen_default=True, kw_only_default=True, field_specifiers=(field,))
@dataclass(frozen=True, kw_only=True)
class Event:
    """Something that happened. A subclass declares its stored name and its fields, nothing more:

        class Win(Event, type="win"):
            chips: int

    and is made a frozen, keyword-only dataclass. A subclass without ``type`` holds fields its subclasses share."""

    type: ClassVar[str]
    player: int | None = None

    def __init_subclass__(cls, type: str | None = None, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        if type is not None:
            cls.type = type
        dataclass(frozen=True, kw_only=True)(cls)

    @property
    def data(self) -> dict[str, Any]:
        """The fields but ``player``, as stored (the catalog's parameters for the event's line)."""
        data: dict[str, Any] = {}
        fields = self.__dict__
        for name, omit_none in _fields(type(self)):
            value = fields[name]
            if type(value) is tuple:
                value = _stored(value)
            elif value is None and omit_none:
                continue
            data[name] = value
        return data

    def to_dict(self) -> dict[str, Any]:
        return {"type": self.type, "player": self.player, "data": self.data}

    @classmethod
    def from_dict(cls, raw: Mapping[str, Any]) -> Self:
        """The event ``to_dict`` stored; raises TypeError (or KeyError) for data that does not fit ``cls``."""
        data = raw.get("data") or {}
        names = {name for name, _ in _fields(cls)}
        values = {name: _read(value) for name, value in data.items() if name in names}  # older extras are dropped
        return cls(player=raw.get("player"), **values)


class UnreadEvent(Event, type="unread"):
    """A stored event no event type of the game reads (a type or data this Pips does not know): kept as stored,
    shown as nothing."""

    raw: Mapping[str, Any] = field(default_factory=dict)

    @property
    def data(self) -> dict[str, Any]:
        data = self.raw.get("data")
        return dict(data) if isinstance(data, Mapping) else {}

    def to_dict(self) -> dict[str, Any]:
        return dict(self.raw)


def _fields(event: type[Event]) -> list[tuple[str, bool]]:
    """(name, left out while None) of an event type's fields but ``player``, in order."""
    return [(f.name, bool(f.metadata.get("omit_none"))) for f in dataclasses.fields(event) if f.name != "player"]


def _stored(value: Any) -> Any:
    """A field as JSON holds it: tuples as lists, all the way down."""
    if type(value) is tuple:
        return [_stored(item) for item in value]
    return value


def _read(value: Any) -> Any:
    """A stored field as an event holds it: lists as tuples, all the way down."""
    if isinstance(value, list):
        return tuple(_read(item) for item in value)
    return value


def reader(*types: type[Event]) -> Mapping[str, type[Event]]:
    """Event types by their stored ``type``."""
    return {event.type: event for event in types}


def read_event(types: Mapping[str, type[Event]], raw: Mapping[str, Any]) -> Event:
    """The event a stored entry holds, by its ``type`` among ``types``; an ``UnreadEvent`` for one they do not read."""
    event = types.get(raw.get("type", ""))
    if event is not None:
        try:
            return event.from_dict(raw)
        except (TypeError, KeyError, AttributeError):
            pass
    return UnreadEvent(player=raw.get("player"), raw=dict(raw))


# --- the events of every table ------------------------------------------------------------------------------------
class Forfeit(Event, type="forfeit"):
    """``player`` left the game (by /game leave, or removed by the host); the game's own events follow."""


class Timeout(Event, type="timeout"):
    """``player``'s time ran out: the computer's move is played for them."""


class UserEvent(Event):
    """An event about a person by their user id (a lobby's, before anyone has a seat in a game)."""

    user_id: int


class WithStake(UserEvent):
    stake: int | None = None  # (a table without stakes)


class DoneBy(UserEvent):
    """An event another person caused: ``by``, their user id."""

    by: int


class Joined(WithStake, type="joined"): ...
class StakeChanged(WithStake, type="stake_changed"): ...
class ComputerJoined(UserEvent, type="computer_joined"): ...
class Cancelled(UserEvent, type="cancelled"): ...
class Removed(DoneBy, type="removed"): ...
class HostChanged(DoneBy, type="host_changed"): ...


class Left(UserEvent, type="left"):
    cancelled: bool  # the lobby emptied


TABLE_EVENTS: Sequence[type[Event]] = (
    Forfeit, Timeout, Joined, StakeChanged, Left, ComputerJoined, Cancelled, Removed, HostChanged,
)


# --- the game ---------------------------------------------------------------------------------------------------
DEFAULT_STAKE = 3  # the chips a player stakes unless they choose (games with stakes: LCR)
MAX_STAKE = 99


class IllegalAction(Exception):
    """An action the rules refuse. ``reason`` is a message-catalog key."""

    def __init__(self, reason: str, **params: Any) -> None:
        super().__init__(reason, params)
        self.reason = reason
        self.params = params


class UnreadableState(Exception):
    """A stored game state that cannot be read: damaged, or written by a newer Pips.

    Every failure of ``Game.from_dict`` surfaces as this one exception, so a caller can set the table aside.
    """

    def __init__(self, kind: str, reason: str) -> None:
        super().__init__(f"{kind}: {reason}")
        self.kind = kind
        self.reason = reason


class IllegalOption(ValueError):
    """A table option outside what the game allows."""

    def __init__(self, option: str, value: object) -> None:
        super().__init__(f"{option}={value!r}")
        self.option = option
        self.value = value


@dataclass(frozen=True)
class Outcome:
    """How a finished game ended. ``winners`` share the victory."""

    winners: tuple[int, ...]
    losers: tuple[int, ...]
    scores: tuple[int, ...]

    @classmethod
    def won_by(cls, winners: Sequence[int], players: int, scores: Sequence[int]) -> Outcome:
        """``winners`` share the victory and every other seat lost."""
        return cls(tuple(winners), tuple(p for p in range(players) if p not in winners), tuple(scores))


@dataclass(frozen=True)
class Options:
    """Base for a game's table options: typed fields with defaults.

    ``CHOICES`` restricts string fields to named values; ``RANGES`` bounds ints.
    """

    CHOICES: ClassVar[Mapping[str, tuple[str, ...]]] = {}
    RANGES: ClassVar[Mapping[str, tuple[int, int]]] = {}

    @classmethod
    def from_dict(cls, raw: Mapping[str, Any] | None) -> Self:
        if raw is not None and not isinstance(raw, Mapping):
            raise IllegalOption("options", raw)
        raw = dict(raw or {})
        values: dict[str, Any] = {}
        for f in dataclasses.fields(cls):
            if f.name not in raw:
                continue
            value = raw.pop(f.name)
            default = getattr(cls, f.name, None)
            if isinstance(default, bool):
                if not isinstance(value, bool):
                    raise IllegalOption(f.name, value)
            elif isinstance(default, int):
                low, high = cls.RANGES.get(f.name, (-(2**31), 2**31))
                if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
                    raise IllegalOption(f.name, value)
            elif isinstance(default, str) and (
                not isinstance(value, str) or value not in cls.CHOICES.get(f.name, (value,))
            ):
                raise IllegalOption(f.name, value)
            values[f.name] = value
        if raw:
            name = next(iter(raw))
            raise IllegalOption(name, raw[name])
        return cls(**values)

    def to_dict(self) -> dict[str, Any]:
        # (the fields are plain values: no need for asdict's deep copy)
        return {f.name: getattr(self, f.name) for f in dataclasses.fields(self)}


Upgrade = Callable[[dict[str, Any]], dict[str, Any]]  # a stored state of one format made the next one


def option_added(name: str, default: object) -> Upgrade:
    """The upgrade for a format that added a table option: older states played without it (its default)."""

    def upgrade(raw: dict[str, Any]) -> dict[str, Any]:
        options = raw.get("options")
        if not isinstance(options, dict):
            return raw  # damaged: the loader's checks refuse it
        return {**raw, "options": {**options, name: default}}

    return upgrade


@dataclass(frozen=True)
class RunningScore:
    """One seat of a game in play as the leaderboard shows it (``Game.running_scores``)."""

    seat: int  # index into the table's seats
    number: int  # the seat's number in the game
    score: int
    claim: int | None
    out: bool
    left: bool  # forfeited


@dataclass(frozen=True)
class RunningScores:
    round: int
    scores: list[RunningScore]  # players still in by score (lowest first), then those out


class Game(ABC):
    """A game in progress. A subclass declares what playing needs in its class line, as keywords:

        class Lcr(Game, kind="lcr", players=(3, 20), options=LcrOptions, actions=ACTIONS):

    (``state_format`` and ``upgrades`` too, once its stored state has changed: below), its state as annotated
    instance fields, and implements the ``_``-prefixed hooks; the rest of what the game is (its odds, live chances,
    length, stats...) is its ``rules.info.GameInfo``."""

    kind: ClassVar[str]  # the registry's key, stored in each table's row
    min_players: ClassVar[int]  # ``players``: (min_players, max_players)
    max_players: ClassVar[int]
    options_type: ClassVar[type[Options]]  # ``options``
    actions: ClassVar[tuple[type[Action], ...]]  # the game's move types: what ``parse_action`` reads
    takes_stakes: ClassVar[bool] = False  # ``stakes``: each player may stake their own chips (LCR)

    def __init_subclass__(
        cls,
        *,
        kind: str | None = None,
        players: tuple[int, int] | None = None,
        options: type[Options] | None = None,
        actions: tuple[type[Action], ...] | None = None,
        stakes: bool | None = None,
        state_format: int | None = None,
        upgrades: Mapping[int, Upgrade] | None = None,
        **kwargs: Any,
    ) -> None:
        super().__init_subclass__(**kwargs)
        # What a subclass does not declare it inherits (a test's variant of a game declares only what it changes).
        if kind is not None:
            cls.kind = kind
        if players is not None:
            cls.min_players, cls.max_players = players
        if options is not None:
            cls.options_type = options
        if actions is not None:
            cls.actions = actions
        if stakes is not None:
            cls.takes_stakes = stakes
        if state_format is not None:
            cls.STATE_FORMAT = state_format
        if upgrades is not None:
            cls.STATE_UPGRADES = upgrades

    # A game's state is the instance fields its class annotates (and the players, step and forfeits every game has):
    # stored under their names in the order the game declares them, each checked against its annotation when read.
    # Every game has these two (and lists them among its own, where they are stored).
    options: Options
    turn: int  # whose turn, meaningful only while the game runs

    def __init__(self, players: int, dice: Dice, options: Options | None = None) -> None:
        """A game of ``players`` on ``dice``; ``options`` given by a new game (a stored one loads its own)."""
        self.players = players
        self.dice = dice
        if options is not None:
            self.options = options
        self.step = 0  # actions applied so far; a click names the step it was made at
        self.forfeited: set[int] = set()

    # --- creating -------------------------------------------------------
    @classmethod
    def start(
        cls,
        players: int,
        options: Mapping[str, Any] | Options | None,
        dice: Dice,
        stakes: Sequence[int] | None = None,
    ) -> tuple[Self, list[Event]]:
        """A new game and the events of its automatic opening (deals, order throws)."""
        if not cls.min_players <= players <= cls.max_players:
            raise IllegalOption("players", players)
        opts = options if isinstance(options, Options) else cls.options_type.from_dict(options)
        if stakes is not None and (not cls.takes_stakes or len(stakes) != players):
            raise IllegalOption("stakes", list(stakes))
        return cls._start(players, opts, dice, stakes)

    @classmethod
    @abstractmethod
    def _start(
        cls, players: int, options: Any, dice: Dice, stakes: Sequence[int] | None
    ) -> tuple[Self, list[Event]]:
        """The new game and its opening's events (``stakes``: one a player, given only to a game that takes them)."""

    # --- asking ---------------------------------------------------------
    @property
    def current_player(self) -> int | None:
        """Whose action the game waits for; None once it is over."""
        return None if self.is_over else self.turn

    @abstractmethod
    def legal_actions(self) -> list[Action]:
        """The current player's legal actions, in a stable order."""

    @property
    @abstractmethod
    def is_over(self) -> bool: ...

    @abstractmethod
    def outcome(self) -> Outcome | None:
        """None while the game runs."""

    def auto_action(self) -> Action:
        """The computer's choice, also played for an idle player on timeout."""
        return self.legal_actions()[0]

    def forced_action(self) -> Action | None:
        """An action the current player has no real choice over (e.g. keeping a roll no reroll can save),
        which the table plays for them at once as a move of its own; None when the player has a choice."""
        return None

    def rematch(self, dice: Dice, seats: Sequence[int | None]) -> tuple[Game, list[Event]] | None:
        """The next game at this table, for games that carry state into it (Buck Dice rotates the first
        shooter); None means "start it like any new game". ``seats`` are the next game's players in turn
        order: each one's seat in this game, or None for a newcomer."""
        return None

    def stats(self) -> dict[str, float]:
        """Figures the simulator averages over games (e.g. rolls per game)."""
        return {}

    def rounds_of(self, player: int) -> int:
        """Rounds ``player`` took part in, for the leaderboard's per-round figures; 0 for games without rounds."""
        return 0

    def first_to_act(self) -> int:
        """The seat (join order) that acted first in this game: where its order of play begins."""
        return 0

    def exact_chances(self, solved: Mapping[Hashable, tuple[float, ...]]) -> tuple[float, ...] | None:
        """Each seat's exact chance from this position, looked up in ``solved`` (every position of the solves this
        process holds, by the key the game gives a position: ``ChanceMethods.take_in``); None when it is not there
        (a game that solves none: the default)."""
        return None

    def running_scores(self) -> RunningScores | None:
        """The scores the leaderboard shows while the game is played (``GameInfo.running_scores``); None: none."""
        return None

    # --- acting ---------------------------------------------------------
    @classmethod
    def parse_action(cls, text: str) -> Action:
        """The move ``text`` writes (``str(action)``), of one of the game's action types; raises UnknownAction (a
        ValueError) for text that is no move of this game."""
        return parse_action(cls.actions, text)

    def apply(self, player: int, action: Action | str) -> list[Event]:
        """Play ``action`` (or the text of one: a click's, a stored log's) for ``player``; IllegalAction if they
        may not."""
        if self.is_over:
            raise IllegalAction("game_over")
        if player != self.current_player:
            raise IllegalAction("not_your_turn")
        if isinstance(action, str):
            try:
                action = self.parse_action(action)
            except UnknownAction:
                raise IllegalAction("not_legal", action=action) from None
        if action not in self.legal_actions():
            raise IllegalAction("not_legal", action=str(action))
        events = self._apply(action)
        self.step += 1
        return events

    def play_auto(self) -> list[Event]:
        """The current player plays ``auto_action``: the simulator's step, which a game may make cheaper. The
        computer's choice is legal by contract, so the checks ``apply`` makes of a click are skipped."""
        if self.is_over:
            raise IllegalAction("game_over")
        events = self._apply(self.auto_action())
        self.step += 1
        return events

    def play_out(self) -> None:
        """Every player plays ``auto_action`` until the game is over: the state ``play_auto`` would leave, without
        the events (nobody reads them), so a game may play it faster (the simulator's and the odds' loop)."""
        while not self.is_over:
            self._play_quietly()
            self.step += 1

    def _play_quietly(self) -> None:
        """``auto_action`` played for ``play_out``, whose events nobody reads (a game may skip making them)."""
        self._apply(self.auto_action())

    def forfeit(self, player: int) -> list[Event]:
        if self.is_over:
            raise IllegalAction("game_over")
        if not 0 <= player < self.players or player in self.forfeited:
            raise IllegalAction("not_playing")
        self.forfeited.add(player)
        events = [Forfeit(player=player), *self._forfeit(player)]
        self.step += 1
        return events

    @abstractmethod
    def _apply(self, action: Action) -> list[Event]: ...

    @abstractmethod
    def _forfeit(self, player: int) -> list[Event]: ...

    # --- copying --------------------------------------------------------
    def copy(self) -> Self:
        """A game of its own, equal to this one, for a move to play on: this one stays as it is.

        What ``from_dict(to_dict())`` gives, without its checks (this game was checked when it was read) and
        with the dice keeping the block they already read. A game holds ints, bools, None, frozen options,
        its dice and lists, sets and dicts of those: the containers are copied all the way down, the rest is
        shared (the contract test plays every move on a copy and compares it with ``from_dict``)."""
        game = object.__new__(type(self))
        state = game.__dict__
        state.update(vars(self))
        for name, value in state.items():
            if isinstance(value, _CONTAINERS):  # (most fields are ints: no call for those)
                state[name] = _copied(value)
        game.dice = self.dice.copy()
        return game

    # --- storing --------------------------------------------------------
    # A stored state carries the format it was written in. When a game changes what it stores, it raises its
    # ``state_format`` and adds to its ``upgrades`` a function that turns a state of the previous format into the
    # next one ({from_format: upgrade}); old rows are then upgraded step by step as they are read.
    # A row without "format" was stored before formats existed: format 1.
    STATE_FORMAT: ClassVar[int] = 1
    STATE_UPGRADES: ClassVar[Mapping[int, Upgrade]] = {}

    def to_dict(self) -> dict[str, Any]:
        return {
            "format": self.STATE_FORMAT,
            "kind": self.kind,
            "players": self.players,
            "step": self.step,
            "forfeited": sorted(self.forfeited),
            "dice": self.dice.to_dict(),
            **self._state_dict(),
        }

    @classmethod
    def from_dict(cls, raw: Mapping[str, Any], dice: Dice | None = None) -> Self:
        """The game a ``to_dict`` of any known format stored. Raises ``UnreadableState`` for anything else:
        a missing field, a value of the wrong type, a format newer than this code."""
        checks = _state_checks(cls)  # outside the try: a game declaring an uncheckable field is a bug, not a bad row
        try:
            state = cls._upgraded(raw)
            game = cls.__new__(cls)
            Game.__init__(game, state["players"], dice or dice_from_dict(state["dice"]))
            game.step = state["step"]
            game.forfeited = set(state["forfeited"])
            game._load_state(state)
        except UnreadableState:
            raise
        except (KeyError, TypeError, ValueError, IndexError) as error:
            reason = f"missing {error.args[0]!r}" if type(error) is KeyError else f"{type(error).__name__}: {error}"
            raise UnreadableState(cls.kind, reason) from error
        for name, expected, check in checks:
            if not check(getattr(game, name)):
                raise UnreadableState(cls.kind, f"{name} is not {expected}")
        if not cls.min_players <= game.players <= cls.max_players:
            raise UnreadableState(cls.kind, f"{game.players} players, not {cls.min_players}..{cls.max_players}")
        if game.step < 0:
            raise UnreadableState(cls.kind, f"step {game.step}")
        if any(not 0 <= seat < game.players for seat in game.forfeited):
            raise UnreadableState(cls.kind, f"forfeited seats {sorted(game.forfeited)}")
        return game

    @classmethod
    def _upgraded(cls, raw: Mapping[str, Any]) -> Mapping[str, Any]:
        """``raw`` brought to STATE_FORMAT (``raw`` itself when it is already there: the usual case, no copy)."""
        if not isinstance(raw, Mapping):
            raise UnreadableState(cls.kind, f"a state is a mapping, not {type(raw).__name__}")
        if raw.get("kind", cls.kind) != cls.kind:
            raise UnreadableState(cls.kind, f"the state of a {raw['kind']!r} game")
        version = raw.get("format", 1)
        if isinstance(version, bool) or not isinstance(version, int) or version < 1:
            raise UnreadableState(cls.kind, f"format {version!r}")
        if version > cls.STATE_FORMAT:
            raise UnreadableState(cls.kind, f"format {version} is newer than this Pips reads ({cls.STATE_FORMAT})")
        if version == cls.STATE_FORMAT:
            return raw
        state = copy.deepcopy(dict(raw))  # an upgrade may change what it is given: never the caller's row
        for step in range(version, cls.STATE_FORMAT):
            if step not in cls.STATE_UPGRADES:
                raise UnreadableState(cls.kind, f"no upgrade from format {step}")
            state = cls.STATE_UPGRADES[step](state)
        state["format"] = cls.STATE_FORMAT
        return state

    def _state_dict(self) -> dict[str, Any]:
        """The game's own fields as stored: each under its name, options as their dict, lists copied."""
        values = vars(self)
        return {
            name: values[name] if store is None else store(values[name]) for name, store, _ in _state_fields(type(self))
        }

    def _load_state(self, raw: Mapping[str, Any]) -> None:
        """Set the game's own fields from a state of the current format (``from_dict`` then checks each against
        its annotation)."""
        values = vars(self)
        for name, _, load in _state_fields(type(self)):
            value = raw[name]
            values[name] = value if load is None else load(value)

    # --- helpers for subclasses ----------------------------------------
    def left_of(self, player: int, order: Sequence[int] | None = None) -> int:
        """The next player clockwise (in ``order``, if the game reorders seats)."""
        if order is None:  # the usual case, on every turn: no list to build
            return player + 1 if player + 1 < self.players else 0
        seats = list(order)
        return seats[(seats.index(player) + 1) % len(seats)]

    def right_of(self, player: int, order: Sequence[int] | None = None) -> int:
        seats = list(order) if order is not None else list(range(self.players))
        return seats[(seats.index(player) - 1) % len(seats)]


# --- checking a loaded state against the game's annotations -------------------
_Check = Callable[[object], bool]


_PLAIN_TYPES = (int, bool, str, float, type(None))


def _plain_types(hint: Any) -> frozenset[type] | None:
    """The exact types a plain hint (int, str, None... or a union of them) allows; None for any other hint."""
    alternatives = get_args(hint) if get_origin(hint) in (Union, types.UnionType) else (hint,)
    return frozenset(alternatives) if all(a in _PLAIN_TYPES for a in alternatives) else None


def _check_of(hint: Any) -> _Check:
    """A test that a value has the declared type, for the shapes a game's state is made of. Types are
    exact, as in JSON: True is not an int here. Loading runs these on every click, hence the set tests."""
    plain = _plain_types(hint)
    if plain is not None:
        return lambda value: type(value) in plain
    origin, args = get_origin(hint), get_args(hint)
    if origin in (list, set) and len(args) == 1:
        plain_items = _plain_types(args[0])
        if plain_items is not None:
            return lambda value: (
                isinstance(value, list | set) and type(value) is origin and plain_items.issuperset(map(type, value))
            )
        item = _check_of(args[0])
        return lambda value: (
            isinstance(value, list | set) and type(value) is origin and all(item(element) for element in value)
        )
    if origin in (Union, types.UnionType):
        alternatives = [_check_of(arg) for arg in args]
        return lambda value: any(check(value) for check in alternatives)
    if isinstance(hint, type) and issubclass(hint, Options):
        return lambda value: isinstance(value, hint)
    raise TypeError(f"a game's state field cannot be of type {hint!r}")


_CONTAINERS = (list, set, dict)  # what a move may change in place


def _copied(value: Any) -> Any:
    """``value`` with every list, set and dict in it copied (the test before each call spares one per int)."""
    if isinstance(value, list):
        return [_copied(item) if isinstance(item, _CONTAINERS) else item for item in value]
    if isinstance(value, set):
        return set(value)  # of ints: a set cannot hold a list
    if isinstance(value, dict):
        return {key: _copied(item) if isinstance(item, _CONTAINERS) else item for key, item in value.items()}
    return value


_Convert = Callable[[Any], Any] | None  # None: the value as it is


@remembered(64)  # one per game class
def _state_fields(game: type[Game]) -> tuple[tuple[str, _Convert, _Convert], ...]:
    """(name, how it is stored, how it is read back) of each of the game's own fields, in the order declared (worked
    out once per game: every click stores and loads one)."""
    return tuple((name, *_conversions(hint)) for name, hint in _annotated(game).items())


def _conversions(hint: Any) -> tuple[_Convert, _Convert]:
    """How a state field of type ``hint`` is stored and read back: options as their dict, lists as lists of their
    own (the stored ones are the caller's, the game's are changed in place), plain values as they are."""
    if isinstance(hint, type) and issubclass(hint, Options):
        return methodcaller("to_dict"), hint.from_dict
    if _plain_types(hint) is not None:
        return None, None
    origin, args = get_origin(hint), get_args(hint)
    if origin in (Union, types.UnionType) and len(args) == 2 and type(None) in args:
        (value,) = (arg for arg in args if arg is not type(None))
        store, load = _conversions(value)
        return _or_none(store), _or_none(load)
    if origin is list and len(args) == 1:
        store, load = _conversions(args[0])
        return _each(store, list.copy), _each(load, list)
    raise TypeError(f"a game's state field cannot be of type {hint!r}")


def _or_none(convert: _Convert) -> _Convert:
    if convert is None:
        return None
    return lambda value: None if value is None else convert(value)


def _each(convert: _Convert, whole: Callable[[Any], Any]) -> Callable[[Any], Any]:
    """A list converted item by item (``whole``: the list copied, for items kept as they are)."""
    if convert is None:
        return whole
    return lambda value: [convert(item) for item in value]


def _annotated(game: type[Game]) -> dict[str, Any]:
    """The instance fields ``game`` and its bases annotate (not the class-level ones) with their types, in the order
    ``game`` declares them, then its bases' others."""
    hints = get_type_hints(game)
    names = dict.fromkeys(name for klass in game.__mro__ for name in vars(klass).get("__annotations__", {}))
    return {
        name: hints[name] for name in names
        if name in hints and hints[name] is not ClassVar and get_origin(hints[name]) is not ClassVar
    }


@remembered(64)  # one per game class
def _state_checks(game: type[Game]) -> list[tuple[str, str, _Check]]:
    """(attribute, its type as written, its check) for the base fields and every field ``game`` annotates."""
    hints: dict[str, Any] = {"players": int, "step": int, "forfeited": set[int], **_annotated(game)}
    return [(name, _type_name(hint), _check_of(hint)) for name, hint in hints.items()]


def _type_name(hint: Any) -> str:
    return str(hint) if get_origin(hint) is not None else str(hint.__name__)
