"""The contract every game follows.

A game is a state plus actions, as in OpenSpiel: the state knows its
players, whose turn it is and which actions are legal; ``apply`` takes one
action and returns the events that happened. Actions are short strings
("roll", "reroll:1", "take:4-4") so they fit in a button's custom_id and in
the event log. Players are numbered 0..n-1 in the order they joined; a game
that reorders its seats (Buck Dice, Bad Leftovers) keeps that order inside.
"""

from __future__ import annotations

import dataclasses
from abc import ABC, abstractmethod
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, ClassVar, Self

from rules.dice import Dice, dice_from_dict


class IllegalAction(Exception):
    """An action the rules refuse. ``reason`` is a message-catalog key."""

    def __init__(self, reason: str, **params: Any) -> None:
        super().__init__(reason, params)
        self.reason = reason
        self.params = params


class IllegalOption(ValueError):
    """A table option outside what the game allows."""

    def __init__(self, option: str, value: object) -> None:
        super().__init__(f"{option}={value!r}")
        self.option = option
        self.value = value


_NO_DATA: Mapping[str, Any] = {}  # marks "no data given": each such event gets a dict of its own


@dataclass(frozen=True, init=False)
class Event:
    """Something that happened; ``type`` names a message-catalog entry per game."""

    type: str
    player: int | None = None
    data: Mapping[str, Any] = field(default_factory=dict)

    def __init__(self, type: str, player: int | None = None, data: Mapping[str, Any] = _NO_DATA) -> None:
        # Fields written straight into __dict__: the generated frozen __init__ pays an object.__setattr__
        # call for each, and the simulator makes an event for every roll.
        fields = self.__dict__
        fields["type"] = type
        fields["player"] = player
        fields["data"] = {} if data is _NO_DATA else data

    def to_dict(self) -> dict[str, Any]:
        return {"type": self.type, "player": self.player, "data": dict(self.data)}

    @classmethod
    def from_dict(cls, raw: Mapping[str, Any]) -> Event:
        return cls(raw["type"], raw.get("player"), raw.get("data", {}))


@dataclass(frozen=True)
class Outcome:
    """How a finished game ended. ``winners`` share the victory."""

    winners: tuple[int, ...]
    losers: tuple[int, ...]
    scores: tuple[int, ...]


@dataclass(frozen=True)
class Options:
    """Base for a game's table options: typed fields with defaults.

    ``CHOICES`` restricts string fields to named values; ``RANGES`` bounds ints.
    """

    CHOICES: ClassVar[Mapping[str, tuple[str, ...]]] = {}
    RANGES: ClassVar[Mapping[str, tuple[int, int]]] = {}

    @classmethod
    def from_dict(cls, raw: Mapping[str, Any] | None) -> Self:
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
        # The fields are plain values: no need for asdict's deep copy, which cost every click a few µs.
        return {f.name: getattr(self, f.name) for f in dataclasses.fields(self)}


class Game(ABC):
    """A game in progress. Subclasses implement the ``_``-prefixed hooks."""

    kind: ClassVar[str]
    min_players: ClassVar[int]
    max_players: ClassVar[int]
    options_type: ClassVar[type[Options]]

    def __init__(self, players: int, dice: Dice) -> None:
        self.players = players
        self.dice = dice
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
        if stakes is not None and len(stakes) != players:
            raise IllegalOption("stakes", stakes)
        return cls._start(players, opts, dice, stakes)

    @classmethod
    @abstractmethod
    def _start(
        cls, players: int, options: Any, dice: Dice, stakes: Sequence[int] | None
    ) -> tuple[Self, list[Event]]: ...

    # --- asking ---------------------------------------------------------
    @property
    @abstractmethod
    def current_player(self) -> int | None:
        """Whose action the game waits for; None once it is over."""

    @abstractmethod
    def legal_actions(self) -> list[str]:
        """The current player's legal actions, in a stable order."""

    @property
    @abstractmethod
    def is_over(self) -> bool: ...

    @abstractmethod
    def outcome(self) -> Outcome | None:
        """None while the game runs."""

    def auto_action(self) -> str:
        """The computer's choice, also played for an idle player on timeout."""
        return self.legal_actions()[0]

    def rematch(self, dice: Dice) -> tuple[Game, list[Event]] | None:
        """The next game with the same players, for games that carry state into it
        (Buck Dice rotates the first shooter); None means "open a fresh lobby"."""
        return None

    def stats(self) -> dict[str, float]:
        """Figures the simulator averages over games (e.g. rolls per game)."""
        return {}

    def rounds_of(self, player: int) -> int:
        """Rounds ``player`` took part in, for the leaderboard's per-round figures; 0 for games without rounds."""
        return 0

    # --- acting ---------------------------------------------------------
    def apply(self, player: int, action: str) -> list[Event]:
        if self.is_over:
            raise IllegalAction("game_over")
        if player != self.current_player:
            raise IllegalAction("not_your_turn")
        if action not in self.legal_actions():
            raise IllegalAction("not_legal", action=action)
        events = self._apply(action)
        self.step += 1
        return events

    def play_auto(self) -> list[Event]:
        """The current player plays ``auto_action``: the simulator's step, which a game may make cheaper."""
        return self.apply(self.current_player, self.auto_action())  # type: ignore[arg-type]

    def forfeit(self, player: int) -> list[Event]:
        if self.is_over:
            raise IllegalAction("game_over")
        if not 0 <= player < self.players or player in self.forfeited:
            raise IllegalAction("not_playing")
        self.forfeited.add(player)
        events = [Event("forfeit", player), *self._forfeit(player)]
        self.step += 1
        return events

    @abstractmethod
    def _apply(self, action: str) -> list[Event]: ...

    @abstractmethod
    def _forfeit(self, player: int) -> list[Event]: ...

    # --- storing --------------------------------------------------------
    def to_dict(self) -> dict[str, Any]:
        return {
            "kind": self.kind,
            "players": self.players,
            "step": self.step,
            "forfeited": sorted(self.forfeited),
            "dice": self.dice.to_dict(),
            **self._state_dict(),
        }

    @classmethod
    def from_dict(cls, raw: Mapping[str, Any], dice: Dice | None = None) -> Self:
        game = cls.__new__(cls)
        Game.__init__(game, raw["players"], dice or dice_from_dict(raw["dice"]))
        game.step = raw["step"]
        game.forfeited = set(raw["forfeited"])
        game._load_state(raw)
        return game

    @abstractmethod
    def _state_dict(self) -> dict[str, Any]: ...

    @abstractmethod
    def _load_state(self, raw: Mapping[str, Any]) -> None: ...

    # --- helpers for subclasses ----------------------------------------
    def left_of(self, player: int, order: Sequence[int] | None = None) -> int:
        """The next player clockwise (in ``order``, if the game reorders seats)."""
        seats = list(order) if order is not None else list(range(self.players))
        return seats[(seats.index(player) + 1) % len(seats)]

    def right_of(self, player: int, order: Sequence[int] | None = None) -> int:
        seats = list(order) if order is not None else list(range(self.players))
        return seats[(seats.index(player) - 1) % len(seats)]
