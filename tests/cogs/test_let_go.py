"""A click's interaction is freed as soon as Pips has answered it, not by the cycle collector (cogs/_let_go.py):
discord.py's InteractionResponse points back at its interaction, and Pips breaks that cycle."""

from __future__ import annotations

import gc
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import discord
import pytest

import cogs.tables
from cogs._components import STORY_PICK, custom_id
from cogs._let_go import let_go
from cogs.tables import Tables

ROLL = custom_id(42, 7, "roll")
USER = {"id": "5", "username": "Ann", "discriminator": "0", "avatar": None}
BOT = {"id": "6", "username": "Pips", "discriminator": "0", "avatar": None, "bot": True}


def click_payload(sent_id: str = ROLL, component: dict[str, Any] | None = None) -> dict[str, Any]:
    component = component or {"type": 2, "style": 1, "label": "Roll", "custom_id": sent_id}
    message = {
        "id": "900", "channel_id": "800", "type": 0, "content": "", "author": BOT, "flags": 0, "embeds": [],
        "components": [{"type": 1, "components": [component]}],
        "attachments": [], "mentions": [], "mention_roles": [], "pinned": False, "mention_everyone": False,
        "tts": False, "timestamp": "2026-11-23T10:00:00+00:00", "edited_timestamp": None,
    }
    return {
        "id": "1", "application_id": "6", "type": 3, "token": "t", "version": 1, "channel_id": "800",
        "guild_id": "700", "locale": "en-US", "guild_locale": "en-US", "app_permissions": "0",
        "attachment_size_limit": 10_485_760,
        "member": {"user": USER, "roles": [], "joined_at": "2026-11-01T10:00:00+00:00", "deaf": False, "mute": False,
                   "permissions": "0", "flags": 0, "pending": False},
        "message": message, "data": {"custom_id": sent_id, "component_type": component["type"]},
    }


@contextmanager
def garbage_kept() -> Iterator[list[object]]:
    """What the cycle collector finds unreachable meanwhile (kept, not freed)."""
    gc.collect()
    gc.disable()
    gc.set_debug(gc.DEBUG_SAVEALL)
    found: list[object] = []
    try:
        yield found
        gc.collect()
        found += [o for o in gc.garbage if isinstance(o, discord.Interaction | discord.InteractionResponse)]
    finally:
        gc.set_debug(0)
        gc.garbage.clear()
        gc.enable()


def answered_click(payload: dict[str, Any] | None = None) -> discord.Interaction:
    state = discord.Client(intents=discord.Intents(guilds=True))._connection
    state.user = discord.ClientUser(state=state, data=BOT)  # type: ignore[arg-type]  # as once logged in
    interaction = discord.Interaction(data=payload or click_payload(), state=state)  # type: ignore[arg-type]
    assert interaction.response is not None  # as every answer asks for it
    return interaction


def test_discord_py_leaves_a_cycle_that_let_go_breaks() -> None:
    with garbage_kept() as found:
        answered_click()
    assert found, "discord.py freed the interaction by itself: let_go is no longer needed"
    found.clear()  # (what it held is garbage again: the next block's first collection frees it)
    with garbage_kept() as found:
        let_go(answered_click())
    assert found == []


class NoTables:
    """What Tables.on_interaction reads of its cog (the click's handling itself is replaced)."""


@pytest.mark.parametrize("fails", [False, True], ids=["answered", "failed"])
async def test_the_tables_cog_lets_every_table_click_go(monkeypatch: pytest.MonkeyPatch, fails: bool) -> None:
    async def handled(interaction: discord.Interaction, click: object, handler: object) -> None:
        assert interaction.response is not None
        if fails:
            raise RuntimeError("the handler failed")

    monkeypatch.setattr(cogs.tables, "on_table_click", handled)
    with garbage_kept() as found:
        interaction = answered_click()
        try:
            await Tables.on_interaction(NoTables(), interaction)  # type: ignore[arg-type]
        except RuntimeError:
            assert fails
        del interaction
    assert found == []


async def test_a_click_a_dynamic_item_answers_is_not_let_go() -> None:
    """A story pick (or a leaderboard page) is answered by its DynamicItem, in a task of its own, meanwhile: the
    response it uses stays the interaction's."""
    story_menu = {"type": 3, "custom_id": STORY_PICK, "options": [{"label": "Game", "value": "42"}]}
    interaction = answered_click(click_payload(STORY_PICK, story_menu))
    response = interaction.response
    await Tables.on_interaction(NoTables(), interaction)  # type: ignore[arg-type]
    assert interaction.response is response
