"""A click's answer sends the table's components as ``render_rows`` writes them out; they are what discord.py's
View of the same table gives (``render``), for every game in every state it is drawn in: lobbies, each step of
seeded games (every step of a move menu, selects included), finished and cancelled tables."""

from __future__ import annotations

import random
from collections.abc import Iterator

import discord
import pytest
from discord.webhook.async_ import interaction_message_response_params

import cogs.buck
import cogs.chicago
import cogs.lcr
import cogs.leftovers
from cogs import _faces
from cogs._render import _Button, _Item, _rows, _view, render, render_rows
from cogs._ui import GAME_UIS, MENU
from cogs._update import update_payload
from data.records import Seat, Status, Table
from rules.dice import SeededDice
from rules.games import GAMES
from service.tables import Change

assert cogs.buck and cogs.chicago and cogs.lcr and cogs.leftovers  # imported: each game's UI is registered
TABLE_ID = 123456789012345678
SEEDS = 6


def table(kind: str, players: int, status: Status, **fields: object) -> Table:
    seats = [Seat(10**17 + index, f"Player {index}") for index in range(players)]
    return Table(kind=kind, guild_id=1, channel_id=2, host_id=seats[0].user_id, seed=bytes(32).hex(), options={},
                 turn_timeout=60, locale="en", seats=seats, id=TABLE_ID, status=status, **fields)  # type: ignore[arg-type]


def drawings(kind: str) -> Iterator[tuple[Change, str | None]]:
    """Each way a table of ``kind`` is drawn, with the move menu step shown (None: the first)."""
    game_class, ui = GAMES[kind].game, GAME_UIS[kind]
    for computers in (True, False):
        yield Change(table(kind, 2, Status.LOBBY), computers=computers), None
    for seed in range(SEEDS):
        players = random.Random(seed).randint(game_class.min_players, min(game_class.max_players, 6))
        game, _ = game_class.start(players, {}, SeededDice(bytes([seed]) * 32))
        chooser = random.Random(seed)
        while not game.is_over:
            change = Change(table(kind, players, Status.PLAYING), game.copy())
            yield change, None
            for button in ui.move_menu(game, "en", None) or []:
                if button.action.startswith(MENU):
                    yield change, button.action[len(MENU):]
            assert game.current_player is not None
            game.apply(game.current_player, chooser.choice(game.legal_actions()))
        for closed in (False, True):
            yield Change(table(kind, players, Status.FINISHED, again_closed=closed), game), None
    yield Change(table(kind, 2, Status.CANCELLED)), None


@pytest.mark.parametrize("pictures", [False, True], ids=["text faces", "dice pictures"])
@pytest.mark.parametrize("kind", sorted(GAMES))
def test_the_rows_written_out_are_the_views_components(
    kind: str, pictures: bool, monkeypatch: pytest.MonkeyPatch
) -> None:
    if pictures:  # as once the application's emojis are loaded: Chicago's reroll buttons show their die
        monkeypatch.setattr(_faces, "_ids", {name: 10**17 + face for face, name in _faces.D6.items()})
    seen_rows: set[int] = set()
    for change, menu in drawings(kind):
        embed, view = render(change, menu)
        written_embed, rows = render_rows(change, menu)
        assert rows == view.to_components(), (change.table.status, menu)
        assert written_embed == embed.to_dict()
        as_discord_py_writes_it = discord.Embed(
            title=embed.title, description=embed.description, colour=embed.colour
        ).set_footer(text=embed.footer.text)
        assert written_embed == as_discord_py_writes_it.to_dict()
        seen_rows.add(len(rows))
    assert seen_rows >= {0, 1}  # tables with no buttons and with a row of them were both drawn


def test_rows_are_laid_out_as_discord_py_lays_out_a_view() -> None:
    """Buttons placed on rows out of order, buttons finding the first row with room, labels and emojis."""
    die = discord.PartialEmoji(name="pips_d6_3", id=10**17)
    items: list[_Item] = [
        _Button(4, "keep", "Keep", discord.ButtonStyle.secondary, row=2, disabled=True),
        _Button(4, "reroll:0", "", discord.ButtonStyle.primary, emoji=die),
        _Button(4, "take:1-6", "1 and 6", discord.ButtonStyle.primary, row=0),
        *(_Button(4, f"pick:{n}", str(n), discord.ButtonStyle.primary) for n in range(6)),
    ]
    assert _rows(TABLE_ID, items) == _view(TABLE_ID, items).to_components()
    assert [len(row["components"]) for row in _rows(TABLE_ID, items)] == [5, 3, 1]



@pytest.mark.parametrize("mentions", [None, discord.AllowedMentions.none(), discord.AllowedMentions(users=True)])
def test_an_answer_body_is_the_one_discord_py_writes_for_that_embed_and_view(
    mentions: discord.AllowedMentions | None,
) -> None:
    for change, menu in drawings("lcr"):
        embed, view = render(change, menu)
        written_embed, rows = render_rows(change, menu)
        params = interaction_message_response_params(
            type=discord.InteractionResponseType.message_update.value, embed=embed, view=view,
            previous_allowed_mentions=mentions,
        )
        assert update_payload(written_embed, rows, mentions) == params.payload
