"""Tables at a representative moment, played through the real service and engine on a throwaway SQLite file.

Every seat, the computer ones included, is played by the engine's own automatic move (what the bot plays for
a computer seat or an idle player), clicked through ``TableService.act`` like a person's click. The seed and
the clock are fixed, so the same scene draws the same table every time.
"""

from __future__ import annotations

import importlib
import tempfile
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from data.sqlite import SqliteStore
from rules.base import Game
from rules.buck import Buck
from rules.chicago import Chicago
from rules.games import GAMES
from rules.lcr import Lcr
from rules.leftovers import Leftovers
from screen import presenter
from screen.presenter import render
from service.players import Player
from service.tables import Change, TableService

SEED = bytes.fromhex("5069707320647261777320697473207461626c657320666f7220746865205245")
PEOPLE = ("Alice", "Bob", "Chloé", "Dmitri", "Emeka", "Fatima", "Gus", "Hana")
FIRST_USER_ID = 381_234_567_890_123_456  # people get 18-digit ids, as Discord's snowflakes are
GUILD_ID, CHANNEL_ID = 281_234_567_890_123_456, 291_234_567_890_123_456
FIRST_EMOJI_ID = 1_312_345_678_901_234_567  # as the bot sees its uploaded dice pictures: 19-digit ids
MAX_STEPS = 5_000  # a scene whose moment never comes is a bug in the scene, not an endless loop


@dataclass(frozen=True)
class Scene:
    """One picture: a game, who sits at it, and the moment to stop playing."""

    name: str  # the picture's file stem
    kind: str
    people: int
    computers: int
    moment: Callable[[Game], bool]  # True once the table is worth a picture
    options: dict[str, Any] = field(default_factory=dict)


def _lcr_in_play(game: Game) -> bool:
    assert isinstance(game, Lcr)
    return game.rolls >= 9 and game.pot >= 3


def _chicago_round_six(game: Game) -> bool:
    assert isinstance(game, Chicago)
    # the reroll buttons of a double-roll turn, or the start of a turn once that round is past
    return game.is_over or (game.round >= 6 and game.pending is not None) or game.round >= 7


def _buck_in_play(game: Game) -> bool:
    assert isinstance(game, Buck)
    return game.is_over or game.throws >= 14


def _leftovers_claim_menu(game: Game) -> bool:
    assert isinstance(game, Leftovers)
    turn = game.current_player
    claimed = any(claim is not None for claim in game.claims)  # a round under way: others have claimed
    return game.is_over or (game.rounds >= 2 and turn is not None and game.claims[turn] is None and claimed)


def _over(game: Game) -> bool:
    return game.is_over


def _everyone_moved(game: Game) -> bool:
    return game.is_over or game.step >= game.players


def default_scene(kind: str) -> Scene:
    """A game's picture when it has no scene of its own: a person's turn once every seat has moved, or the end."""
    game = GAMES[kind].game
    computers = int(game.max_players > game.min_players)  # a computer's seat drawn too, where there is room
    return Scene(kind, kind, people=min(game.min_players, len(PEOPLE)), computers=computers, moment=_everyone_moved)


DRAWN = (
    Scene("lcr", "lcr", people=4, computers=1, moment=_lcr_in_play),
    Scene("chicago", "chicago", people=4, computers=2, moment=_chicago_round_six, options={"double_roll": True}),
    Scene("buck", "buck", people=3, computers=1, moment=_buck_in_play),
    Scene("leftovers", "leftovers", people=3, computers=1, moment=_leftovers_claim_menu),
    Scene("chicago-finished", "chicago", people=3, computers=1, moment=_over, options={"double_roll": True}),
)
# Every registered game has a picture: its own scene above, else one chosen for it.
SCENES = (*DRAWN, *(default_scene(kind) for kind in GAMES if kind not in {scene.kind for scene in DRAWN}))

for _game in GAMES.values():  # each game's cog registers how its table reads
    importlib.import_module(_game.cog_module)


@dataclass
class Drawn:
    """A scene's table as the bot would send it: the message JSON, and who the mentions name."""

    scene: Scene
    components: list[dict[str, Any]]
    names: dict[int, str]  # user id -> display name, for drawing <@id> as @Name
    now: float  # when the message is read, for relative timestamps

    @property
    def title(self) -> str:
        """The card's heading (its first text display's first line, without the heading mark)."""
        first = self.components[0]["components"][0]["content"]
        return str(first).split("\n", 1)[0].removeprefix("## ")


class FixedClock:
    """Wall-clock time that moves one second per reading: the tables' timestamps do not depend on the run."""

    def __init__(self) -> None:
        self.now = 1_780_000_000.0

    def __call__(self) -> float:
        self.now += 1.0
        return self.now


async def play(scene: Scene, service: TableService, locale: str) -> Change:
    """Open the scene's table, seat everyone, start, and play until its moment."""
    people = [Player(FIRST_USER_ID + index, PEOPLE[index]) for index in range(scene.people)]
    host = people[0]
    change = await service.open(scene.kind, GUILD_ID, CHANNEL_ID, host, scene.options, locale=locale)
    table_id = change.table.id
    for person in people[1:]:
        await service.join(table_id, person)
    for _ in range(scene.computers):
        await service.add_computer(table_id, host)
    change = await service.start_game(table_id, host)
    for _ in range(MAX_STEPS):
        game = change.game
        assert game is not None
        turn = game.current_player
        seat = change.table.seats[turn] if turn is not None else None
        if scene.moment(game) and (seat is None or not seat.computer):  # a person's buttons, not a computer's
            return change
        assert seat is not None, f"scene {scene.name!r}: the game ended before its moment"
        player = Player(seat.user_id, seat.name)  # a computer seat's move, clicked as its own seat
        change = await service.act(table_id, player, game.step, game.auto_action())
    raise RuntimeError(f"scene {scene.name!r} never reached its moment")


def message_json(change: Change) -> list[dict[str, Any]]:
    """The table message exactly as the bot sends it: its card's components' JSON."""
    components: list[dict[str, Any]] = render(change).to_components()
    return components


async def draw_all(locale: str = "en-US", scenes: tuple[Scene, ...] = SCENES) -> list[Drawn]:
    """Every scene, each on a fresh SQLite file in a temporary folder, with the dice pictures uploaded."""
    presenter.use_emojis({name: FIRST_EMOJI_ID + index for index, name in enumerate(presenter.NAMES)})
    try:
        return await _draw(locale, scenes)
    finally:
        presenter.use_text()


async def _draw(locale: str, scenes: tuple[Scene, ...]) -> list[Drawn]:
    drawn = []
    with tempfile.TemporaryDirectory(prefix="pips-docs-") as folder:
        for scene in scenes:
            store = await SqliteStore.open(Path(folder) / f"{scene.name}.sqlite3")
            clock = FixedClock()
            service = TableService(store, clock=clock, new_seed=lambda: SEED)
            try:
                change = await play(scene, service, locale)
            finally:
                await service.stop()
                await store.close()
            names = {seat.user_id: seat.name for seat in change.table.seats}
            drawn.append(Drawn(scene, message_json(change), names, clock()))
    return drawn

