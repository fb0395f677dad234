"""The contract every game in ``rules.games.GAMES`` keeps, checked the same way for each (in the style of
OpenSpiel's generic game tests). A game added to GAMES is covered here without a line of its own; so is
``high_roll``, a game for tests only that no production line registers.

For several player counts and every combination of its table options, a seeded walk plays random legal
actions (and, in one walk of two, random forfeits) and checks at every step: the legal actions are there and
each of them applies, the same on a ``copy`` as on a stored and loaded game; an illegal action, a player out
of turn and a forfeit that cannot be change nothing; the state survives a JSON round trip with the same legal
actions. At the end the outcome makes sense and the
action log replayed from the seed gives the same events and state, and every event reads back as itself from
the JSON a log stores. Separately, computer play (``auto_action``) always finishes.
"""

from __future__ import annotations

import dataclasses
import hashlib
import itertools
import json
import random
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from functools import partial
from typing import Any

import pytest

from rules.base import (
    TABLE_EVENTS,
    Action,
    Event,
    Game,
    IllegalAction,
    IllegalOption,
    Options,
    UnknownAction,
    UnreadEvent,
)
from rules.dice import SeededDice
from rules.games import GAMES
from rules.info import ChanceMethods, GameInfo
from tests.games.high_roll.game import HIGH_ROLL_INFO

# Far above the longest game seen (about 1,700 rolls: 20-player LCR with dot-to-win, over 200 seeds).
STEP_BOUND = 10_000
# Actions of every game and near misses: each must be refused whenever it is not in legal_actions().
FOREIGN_ACTIONS = (
    "", "x", "roll", "roll ", "ROLL", "throw", "keep", "doubles", "reroll:0", "reroll:9", "reroll:-1", "reroll:x",
    "take:1-6", "take:0-7", "take:6-1", "claim:7:1-6", "claim:13:6-7", "claim:7:doubles", "pips:1:2:roll",
)  # fmt: skip
CONTRACT_GAMES: dict[str, GameInfo] = {**GAMES, HIGH_ROLL_INFO.kind: HIGH_ROLL_INFO}
# Per step after the first forfeit (one of the first four moves, or before the last move of a shorter game): a few,
# seldom everyone's.
FORFEIT_CHANCE = 0.03


def option_values(options_type: type[Options]) -> Iterator[dict[str, Any]]:
    """Every combination of the options' values: both sides of a flag, every named choice, an int's bounds."""
    choices: dict[str, list[Any]] = {}
    for option in dataclasses.fields(options_type):
        default = getattr(options_type, option.name)
        if isinstance(default, bool):
            choices[option.name] = [False, True]
        elif isinstance(default, str):
            choices[option.name] = list(options_type.CHOICES.get(option.name, (default,)))
        elif isinstance(default, int):
            choices[option.name] = sorted({default, *options_type.RANGES.get(option.name, ())})
        else:
            raise AssertionError(f"{options_type.__name__}.{option.name}: no values to try for {default!r}")
    for values in itertools.product(*choices.values()):
        yield dict(zip(choices, values, strict=True))


def player_counts(game: type[Game]) -> list[int]:
    counts = {game.min_players, game.min_players + 1, 6, game.max_players}
    return sorted(n for n in counts if game.min_players <= n <= game.max_players)


@dataclass(frozen=True)
class Setup:
    kind: str
    players: int
    options: dict[str, Any]

    @property
    def game(self) -> type[Game]:
        return CONTRACT_GAMES[self.kind].game

    def seed(self, purpose: str) -> bytes:
        return hashlib.sha256(f"contract {self} {purpose}".encode()).digest()

    def __str__(self) -> str:
        flags = ",".join(f"{name}={value}" for name, value in self.options.items())
        return f"{self.kind}-{self.players}p{'-' + flags if flags else ''}"


SETUPS = [
    Setup(kind, players, options)
    for kind, info in CONTRACT_GAMES.items()
    for players in player_counts(info.game)
    for options in option_values(info.options)
]


def stored(game: Game) -> dict[str, Any]:
    """The state as the store keeps it: through JSON."""
    state: dict[str, Any] = json.loads(json.dumps(game.to_dict()))
    return state


def assert_refused(game: Game, attempt: Callable[[], object], reason: str) -> None:
    """``attempt()`` raises IllegalAction for ``reason`` and leaves ``game`` as it was."""
    before = game.to_dict()
    refuse(attempt, reason)
    assert game.to_dict() == before


def refuse(attempt: Callable[[], object], reason: str) -> None:
    with pytest.raises(IllegalAction) as refused:
        attempt()
    assert refused.value.reason == reason


def check_running(game: Game) -> list[Action]:
    """A running game's answers hang together; returns its legal actions."""
    player = game.current_player
    legal = game.legal_actions()
    assert not game.is_over and game.outcome() is None
    assert player is not None and 0 <= player < game.players and player not in game.forfeited
    assert legal and len(set(legal)) == len(legal)
    check_actions_written(game, legal)
    assert game.auto_action() in legal
    forced = game.forced_action()  # the table plays it at once: it must be legal, and what a computer would do
    assert forced is None or forced == game.auto_action()
    return legal


def check_actions_written(game: Game, legal: list[Action]) -> None:
    """Each legal action is of a type the game declares, and its text (a custom_id's, a stored log's) reads back as
    itself, by its own type and by the game; text an action does not write is no action at all."""
    declared = CONTRACT_GAMES[game.kind].actions
    for action in legal:
        assert type(action) in declared, f"{type(action).__name__} is not among {game.kind}'s actions"
        text = str(action)
        assert type(action).parse(text) == action and type(game).parse_action(text) == action
        for junk in (text + " ", " " + text, text.upper() if text.upper() != text else text + "x", text + ":0"):
            with pytest.raises(UnknownAction):
                type(game).parse_action(junk)


def check_refusals(game: Game, legal: list[Action]) -> None:
    """Foreign actions, every other seat's click and impossible forfeits are refused and change nothing."""
    player = game.current_player
    assert player is not None
    before = game.to_dict()  # compared once at the end: a change made by any refused attempt would last
    written = {str(action) for action in legal}
    for action in FOREIGN_ACTIONS:
        if action not in written:
            refuse(partial(game.apply, player, action), "not_legal")
    for other in [-1, *range(game.players), game.players]:
        if other != player:
            refuse(partial(game.apply, other, legal[0]), "not_your_turn")
    for seat in [-1, game.players, *game.forfeited]:
        refuse(partial(game.forfeit, seat), "not_playing")
    assert game.to_dict() == before


def check_each_legal_action_applies(game: Game, legal: list[Action]) -> None:
    player = game.current_player
    assert player is not None
    state = stored(game)
    for action in legal:
        trial = type(game).from_dict(state)  # its own dice, from the stored position: the game is untouched
        events = trial.apply(player, str(action))  # as a click names it
        assert all(isinstance(event, Event) for event in events)
        assert trial.step == game.step + 1
        twin = game.copy()  # what the table service plays a move on: the same game, the same dice
        assert twin.apply(player, action) == events and twin.to_dict() == trial.to_dict()  # typed, the same move
    assert game.to_dict() == state


def check_round_trip(game: Game) -> None:
    state = stored(game)
    loaded = type(game).from_dict(state)
    assert loaded.to_dict() == game.to_dict() == state
    assert loaded.legal_actions() == game.legal_actions()
    assert loaded.current_player == game.current_player and loaded.is_over == game.is_over
    assert loaded.outcome() == game.outcome()


def check_finished(game: Game) -> None:
    outcome = game.outcome()
    assert game.is_over and outcome is not None
    assert game.current_player is None and game.legal_actions() == []
    seats = range(game.players)
    winners, losers = outcome.winners, outcome.losers
    assert winners, "somebody wins"
    assert len(set(winners)) == len(winners) and len(set(losers)) == len(losers)
    assert not set(winners) & set(losers)
    assert set(winners) | set(losers) <= set(seats)
    assert len(outcome.scores) == game.players and all(type(score) is int for score in outcome.scores)
    assert all(game.rounds_of(seat) >= 0 for seat in seats)
    assert_refused(game, lambda: game.apply(0, "roll"), "game_over")
    assert_refused(game, lambda: game.forfeit(0), "game_over")
    assert_refused(game, game.play_auto, "game_over")
    rematch = game.rematch(SeededDice(b"rematch"), list(range(game.players)))
    if rematch is not None:
        next_game, _ = rematch
        assert type(next_game) is type(game) and next_game.players == game.players and next_game.step == 0
        check_running(next_game)
        check_round_trip(next_game)


def walk(setup: Setup, forfeits: bool) -> None:
    """Play one seeded game of random legal actions (and forfeits), checking the contract at every step."""
    purpose = "forfeits" if forfeits else "actions"
    chooser = random.Random(setup.seed(purpose))
    game, events = setup.game.start(setup.players, setup.options, SeededDice(setup.seed(purpose)))
    log: list[tuple[str, int, str]] = []
    first_forfeit = chooser.randrange(4)
    check_round_trip(game)
    while not game.is_over:
        assert len(log) < STEP_BOUND, "the game does not end"
        legal = check_running(game)
        check_refusals(game, legal)
        check_each_legal_action_applies(game, legal)
        step = game.step
        seated = [p for p in range(game.players) if p not in game.forfeited]
        action = chooser.choice(legal)
        quits = len(log) == first_forfeit or (len(log) > first_forfeit and chooser.random() < FORFEIT_CHANCE)
        quitter = chooser.choice(seated) if forfeits and len(seated) > 1 and quits else None
        if forfeits and quitter is None and not any(move == "forfeit" for move, _, _ in log) and ends(game, action):
            quitter = game.current_player  # a short game: its player leaves instead of making its last move
        left = try_forfeit(game, quitter) if quitter is not None else None
        if quitter is not None and left is not None:
            events += left
            log.append(("forfeit", quitter, ""))
            assert quitter in game.forfeited
        else:
            player = game.current_player
            assert player is not None
            events += game.apply(player, action)
            log.append(("apply", player, str(action)))  # as the action log stores it
        assert game.step == step + 1
        check_round_trip(game)
    check_finished(game)
    assert forfeits == any(move == "forfeit" for move, _, _ in log)
    replay(setup, purpose, log, events, game)
    check_events_stored(game, events)


def ends(game: Game, action: Action) -> bool:
    """Whether ``action`` would be the game's last move (tried on a copy: the game is untouched)."""
    twin = game.copy()
    player = twin.current_player
    assert player is not None
    twin.apply(player, action)
    return twin.is_over


def check_events_stored(game: Game, events: list[Event]) -> None:
    """Each event is of a type the game declares (or every table's), and reads back as itself from the JSON a
    log stores: its type, its player and its data."""
    info = CONTRACT_GAMES[game.kind]
    declared = (*info.events, *TABLE_EVENTS)
    for event in events:
        assert type(event) in declared, f"{type(event).__name__} is not among {game.kind}'s events"
        raw = json.loads(json.dumps(event.to_dict()))
        assert raw == {"type": event.type, "player": event.player, "data": event.data}
        read = info.read_event(raw)
        assert not isinstance(read, UnreadEvent) and read == event


def try_forfeit(game: Game, quitter: int) -> list[Event] | None:
    """The forfeit's events, or None when the game refuses it (Bad Leftovers: a player already out on points),
    which must change nothing."""
    before = game.to_dict()
    try:
        return game.forfeit(quitter)
    except IllegalAction as refused:
        assert refused.reason == "not_playing" and game.to_dict() == before
        return None


def replay(setup: Setup, purpose: str, log: list[tuple[str, int, str]], events: list[Event], game: Game) -> None:
    """The log replayed on a game started from the same seed gives the very same events and state."""
    again, replayed = setup.game.start(setup.players, setup.options, SeededDice(setup.seed(purpose)))
    for move, player, action in log:
        replayed += again.forfeit(player) if move == "forfeit" else again.apply(player, action)
    assert replayed == events
    assert again.to_dict() == game.to_dict()


@pytest.mark.parametrize("setup", SETUPS, ids=str)
def test_random_play(setup: Setup) -> None:
    walk(setup, forfeits=False)


@pytest.mark.parametrize("setup", SETUPS, ids=str)
def test_random_play_with_forfeits(setup: Setup) -> None:
    walk(setup, forfeits=True)


@pytest.mark.parametrize("setup", SETUPS, ids=str)
def test_computer_play_finishes(setup: Setup) -> None:
    """``play_auto`` (the simulator's step, which a game may make cheaper) and applying ``auto_action`` by
    hand agree, and both reach the end within the step bound."""
    for number in range(3):
        seed = setup.seed(f"auto {number}")
        fast, _ = setup.game.start(setup.players, setup.options, SeededDice(seed))
        slow, _ = setup.game.start(setup.players, setup.options, SeededDice(seed))
        for _ in range(STEP_BOUND):
            if fast.is_over:
                break
            player, action = slow.current_player, slow.auto_action()
            assert player is not None and action in slow.legal_actions()
            assert fast.play_auto() == slow.apply(player, action)
            assert fast.to_dict() == slow.to_dict()
        check_finished(fast)
        assert slow.is_over and slow.outcome() == fast.outcome()


def test_every_game_is_covered() -> None:
    """Each game meets the contract with more than one player count, each option value, its own kind name."""
    for kind, info in GAMES.items():
        assert info.kind == info.game.kind == kind
        setups = [setup for setup in SETUPS if setup.kind == kind]
        assert len({setup.players for setup in setups}) >= 2
        assert len(setups) == len(list(option_values(info.options))) * len(player_counts(info.game))
    lcr_options = [setup.options for setup in SETUPS if setup.kind == "lcr"]
    assert {"dice": "always-three", "dot_to_win": True, "stakes": True} in lcr_options


def test_every_event_type_has_a_name_of_its_own() -> None:
    """A stored event's ``type`` names one event type of its game: none shared with another of the game's, nor
    with the events of every table."""
    for info in GAMES.values():
        names = [event.type for event in (*info.events, *TABLE_EVENTS)]
        assert len(set(names)) == len(names), info.kind


def test_chance_methods_are_found_where_declared() -> None:
    """A declaration naming its live chances' methods names a game's ``ChanceMethods``: found, once, when asked for."""
    for info in CONTRACT_GAMES.values():
        methods = info.chances()
        assert isinstance(methods, ChanceMethods) and info.chances() is methods, info.kind
        if info.chance_methods is not None:
            assert methods != ChanceMethods(), info.kind  # a game names its own methods only when it has some
    assert GAMES["lcr"].chance_methods is not None and GAMES["chicago"].chance_methods is not None
    with pytest.raises(TypeError):
        dataclasses.replace(GAMES["lcr"], chance_methods="rules.lcr.game:Lcr").chances()


def test_only_a_game_with_stakes_takes_them() -> None:
    """Stakes given to a game that has none (or not one per player) are refused, not ignored."""
    for info in CONTRACT_GAMES.values():
        players = info.min_players
        for stakes in ([3] * (players + 1), [3] * players):
            if info.game.takes_stakes and len(stakes) == players:
                info.game.start(players, None, SeededDice(b"stakes"), stakes)
                continue
            with pytest.raises(IllegalOption):
                info.game.start(players, None, SeededDice(b"stakes"), stakes)


def test_every_stored_format_can_be_upgraded() -> None:
    """A game that raised its STATE_FORMAT declares an upgrade from each older format."""
    for game in (info.game for info in GAMES.values()):
        assert game.STATE_FORMAT >= 1
        assert set(game.STATE_UPGRADES) == set(range(1, game.STATE_FORMAT))
