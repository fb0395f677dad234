"""What a game is, declared in one place (as OpenSpiel's GameType and GameInfo declare a game).

Each game's package declares its ``GameInfo`` in its ``__init__.py``, above the game's own modules (its engine, its
odds, its live chances), and ``rules.games`` registers it; shared code (the odds, the simulator, the live chances,
the service, the shared cogs) asks it what differs between games and never tests a game's name. The engine's class
(``game``) knows only what playing needs (its kind, seats, options and moves), so it imports none of the modules
the declaration points to.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Hashable, Mapping, Sequence
from dataclasses import dataclass, field
from functools import partial
from typing import TYPE_CHECKING, Any, Literal, TypeVar

from rules.base import TABLE_EVENTS, Action, Event, Game, Options, read_event, reader
from rules.ranking import Ranking, winners_first

if TYPE_CHECKING:
    from rules.odds.result import Odds

Chances = tuple[float, ...]
ChanceOf = Literal["winning", "losing"]
StatsField = Literal["score_total", "best_score", "losses", "points_per_round"]


@dataclass(frozen=True)
class StatsFigure:
    """The figure /stats shows for a game beyond its wins: a field of the person's record (``points_per_round``:
    points over rounds) and the name the catalog's ``stats.<kind>`` line gives it (a per-round figure is given as
    whole and tenths instead, the language's decimal separator between them)."""

    field: StatsField
    param: str


@dataclass(frozen=True)
class OddsFigure:
    """The expected value `/<kind> odds` gives beside the chances (``Odds.figure`` holds it): of a whole game's
    ``length``, every player's moves counted, or of one player's ``score``; counted in ``unit`` ("rolls", "throws",
    "rounds", "points"), which the game's odds answer names too (``Odds.unit``). The catalog's line for it is
    ``key``."""

    of: Literal["length", "score"]
    unit: str

    @property
    def key(self) -> str:
        return f"odds.{self.of}.{self.unit}"


@dataclass(frozen=True)
class Solve:
    """An exact solve a position needs: ``chain`` names what is solved once per process (e.g. LCR's seats and dice
    option), and the solve covers positions up to ``size`` (e.g. chips held)."""

    chain: Hashable
    size: int


@dataclass(frozen=True)
class ChanceMethods:
    """How a game's live chances are found where the default (its engine played out from copies of the position) is
    not the best. Each may be None: that part is the default's."""

    exact: Callable[[Game], Chances | None] | None = None  # exact and fast for this position, else None
    simulated: Callable[[Game, bytes, int], Chances] | None = None  # a Monte Carlo estimate of its own
    samples: Callable[[Game], int] | None = None  # how many games an estimate plays
    solve: Callable[[Game], Solve | None] | None = None  # the once-per-process solve ``exact`` needs, if any
    # A solve is done in the worker process (``solved(chain, size)``, a module-level function: it is sent there by
    # name) and what it returns is taken in by the bot's process (``take_in``), where ``exact`` then looks it up.
    # ``take_in`` returns every position of the solve by its key (``Game.exact_chances``), which a click looks up.
    solved: Callable[[Hashable, int], Any] | None = None
    take_in: Callable[[Any], Mapping[Hashable, Chances]] | None = None
    warm_up: Callable[[], Sequence[Game]] = tuple  # positions whose solves are worth doing at start-up


NO_CHANCE_METHODS = ChanceMethods()  # a game's engine played out does it all


T = TypeVar("T")


def imported(path: str, kind: type[T]) -> T:
    """The module-level name a ``module:NAME`` path points to, imported; TypeError unless it is a ``kind``."""
    module, _, name = path.partition(":")
    found = getattr(importlib.import_module(module), name)
    if not isinstance(found, kind):
        raise TypeError(f"{path} is not a {kind.__name__}")
    return found


@dataclass(frozen=True)
class GameInfo:
    """A game's declaration.

    ``game``: the engine's class, which also says the game's ``kind``, ``min_players``, ``max_players``,
    ``options`` (``Game.options_type``) and ``actions`` (its move types), given here too. ``chance_of``: whether the
    chances shown (odds, live chances, the story) are each seat's chance of winning or, where everyone plays
    against being the one loser (Buck Dice), of losing. ``length_unit``: what a game's length counts, also the key
    of ``Game.stats()`` that holds it ("rolls", "turns"...). ``play_options``: the table options that change how
    the game plays out: the odds' question and the simulator's flags (an option such as LCR's stakes, which the
    question names otherwise, is not one). ``playout_seconds_per_player``: one core's time for one game played out
    by the engine from its start, per player (what an estimate's sample costs). ``odds(players, options, chips)``:
    the answer to `/<kind> odds` (``chips`` only where ``odds_chips``). ``exact_chips``: where the exact odds depend
    on the chips, the most chips per player solved exactly at a table of that many players (0: none). ``events``:
    the game's event types (those of every table come with them: ``rules.base.TABLE_EVENTS``). ``chance_methods``:
    where the game's ``ChanceMethods`` are, as ``module:NAME``, imported when first asked for (``chances()``: their
    module may need numpy, which the bot does not import at start-up); None: the default's. ``running_scores``: the
    leaderboard shows the channel's game in play. ``cog``: the module of its Discord side (slash commands and table
    display), a bot extension; None: ``cogs.<kind>``, where the bot's own games keep theirs. ``ranking``: how a
    finished table ranks its players (``rules.ranking``), what a tournament advances by.

    What follows from those is worked out once, into plain attributes (a click reads them: no code runs):
    ``kind``, ``min_players``, ``max_players``, ``options`` (the options' type) and ``actions`` are the engine
    class's; ``cog_module``, the bot extension holding the game's slash commands and table display; ``headline``,
    the figure `/<kind> odds` gives beside the chances (the one declared, else a game's expected length in
    ``length_unit``); ``counts_losers``, whether the chance shown is of losing (the outcome's losers are who it came
    true for); ``read_event(raw)``, an event of this game's tables as ``Event.to_dict`` stored it
    (``rules.base.UnreadEvent`` for one this Pips does not read).
    """

    game: type[Game]
    length_unit: str
    play_options: tuple[str, ...]
    playout_seconds_per_player: float
    stats_figure: StatsFigure
    odds: Callable[[int, Any, int], Odds]
    events: tuple[type[Event], ...]
    chance_of: ChanceOf = "winning"
    odds_figure: OddsFigure | None = None  # what the odds give beside the chances; None: the expected length
    odds_chips: bool = False
    exact_chips: Callable[[int], int] | None = None
    chance_methods: str | None = None
    running_scores: bool = False
    cog: str | None = None
    ranking: Ranking = winners_first

    kind: str = field(init=False, repr=False, compare=False)
    min_players: int = field(init=False, repr=False, compare=False)
    max_players: int = field(init=False, repr=False, compare=False)
    options: type[Options] = field(init=False, repr=False, compare=False)
    actions: tuple[type[Action], ...] = field(init=False, repr=False, compare=False)
    cog_module: str = field(init=False, repr=False, compare=False)
    headline: OddsFigure = field(init=False, repr=False, compare=False)
    counts_losers: bool = field(init=False, repr=False, compare=False)
    read_event: Callable[[Mapping[str, Any]], Event] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        game = self.game
        derived: dict[str, Any] = {
            "kind": game.kind,
            "min_players": game.min_players,
            "max_players": game.max_players,
            "options": game.options_type,
            "actions": game.actions,
            "cog_module": self.cog if self.cog is not None else f"cogs.{game.kind}",
            "headline": self.odds_figure if self.odds_figure is not None else OddsFigure("length", self.length_unit),
            "counts_losers": self.chance_of == "losing",
            "read_event": partial(read_event, reader(*TABLE_EVENTS, *self.events)),
        }
        for name, value in derived.items():
            object.__setattr__(self, name, value)

    def chances(self) -> ChanceMethods:
        """How the game's live chances are found (``chance_methods``): imported when first asked for."""
        return NO_CHANCE_METHODS if self.chance_methods is None else imported(self.chance_methods, ChanceMethods)
