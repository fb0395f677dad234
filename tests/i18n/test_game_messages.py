"""The messages shared code asks every registered game for (``docs/adding-a-game.md`` lists them) are in the English
catalog, with the placeholders the code fills in; every other language has the same messages
(``test_completeness.py``). A game that lacks one fails here, at once, not when a table first shows it."""

from __future__ import annotations

import dataclasses

import pytest

from i18n import CATALOGS, DEFAULT, variables
from rules.games import GAMES
from rules.info import GameInfo
from service.chances import TABLE_OPTIONS

ENGLISH = CATALOGS[DEFAULT]


def needed(info: GameInfo) -> dict[str, set[str]]:
    """The messages the shared code asks this game for, each with the placeholders it fills in."""
    kind = info.kind
    figure = {"whole", "tenths"} if info.stats_figure.field == "points_per_round" else {info.stats_figure.param}
    keys: dict[str, set[str]] = {
        f"game.{kind}": set(),  # its name: pickers, /stats, /leaderboard, pings, the story
        f"{kind}.rules": set(),  # /<kind> rules
        f"stats.{kind}": figure,  # its /stats line
        f"cmd.{kind}": set(),  # the command group and its start command in the picker
        f"cmd.{kind}.start": set(),
    }
    flags = [field.name for field in dataclasses.fields(info.options)
             if isinstance(getattr(info.options, field.name), bool)]
    for name in (*flags, *sorted(TABLE_OPTIONS)):  # a flag set on the table is named in its lobby and odds
        keys[f"{kind}.option.{name}"] = set()
    if f"cmd.{kind}.odds" in ENGLISH:  # a game with /<kind> odds
        keys[f"odds.header.{kind}"] = set()
        keys[info.headline.key] = {"value"}
    return keys


@pytest.mark.parametrize("kind", GAMES)
def test_every_message_the_shared_code_asks_a_game_for_is_there(kind: str) -> None:
    wanted = needed(GAMES[kind])
    assert sorted(key for key in wanted if key not in ENGLISH) == []
    missing = {key: sorted(names - variables(ENGLISH[key])[0]) for key, names in wanted.items()}
    assert {key: names for key, names in missing.items() if names} == {}


def test_the_list_finds_what_a_game_lacks() -> None:
    lcr = GAMES["lcr"]
    assert {"game.lcr", "lcr.option.stakes", "lcr.option.live_chances", "odds.header.lcr", "odds.length.rolls",
            "stats.lcr"} <= set(needed(lcr))
    assert needed(lcr)["stats.lcr"] == {lcr.stats_figure.param}
    unknown = dataclasses.replace(lcr, game=type("Nameless", (lcr.game,), {}, kind="nameless"))
    assert [key for key in needed(unknown) if key not in ENGLISH] == [
        "game.nameless", "nameless.rules", "stats.nameless", "cmd.nameless", "cmd.nameless.start",
        "nameless.option.dot_to_win", "nameless.option.stakes", "nameless.option.live_chances",
    ]
