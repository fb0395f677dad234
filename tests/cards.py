"""Table cards (Components V2 messages) as a person reads them and as Discord gets them, for tests that draw one
directly: the stand-in's own reading of a message (``message_text``) and its own checks (``check_message``)."""

from __future__ import annotations

from typing import Any

import discord
from fakediscord.limits import IS_COMPONENTS_V2, TEXT_DISPLAY, check_message, walk_components

__all__ = ["IS_COMPONENTS_V2"]  # a test that sends a card with more flags (ephemeral) reads it here
from fakediscord.model import message_text


def payload(card: discord.ui.LayoutView, **more: Any) -> dict[str, Any]:
    """The message discord.py sends for the card (the flag it sets for a layout view)."""
    return {"components": card.to_components(), "flags": IS_COMPONENTS_V2, **more}


def text(card: discord.ui.LayoutView) -> str:
    """What a person reads on the card, as the stand-in reads a message."""
    return message_text(payload(card))


def texts(card: discord.ui.LayoutView) -> list[str]:
    """The card's text displays, as sent, in the order they show (the header first, the footer last)."""
    return [component["content"] for _, component in walk_components(card.to_components(), "")
            if component["type"] == TEXT_DISPLAY]


def checked(card: discord.ui.LayoutView, **more: Any) -> dict[str, Any]:
    """The card's message, once the stand-in found nothing Discord would refuse in it."""
    message = payload(card, **more)
    check_message(message, creating=True)
    return message


def items(card: discord.ui.LayoutView) -> list[discord.ui.Item[Any]]:
    """The card's buttons and selects, row by row."""
    return [item for item in card.walk_children() if isinstance(item, discord.ui.Button | discord.ui.Select)]


def lines(card: discord.ui.LayoutView) -> list[str]:
    """The lines of the card's text displays, as sent (markdown marks kept)."""
    return "\n".join(texts(card)).split("\n")


def without_footer(card: discord.ui.LayoutView) -> str:
    """The card's text but its footer (a replay's differs from the table's): its small lines."""
    return "\n".join(line for line in lines(card) if not line.startswith("-# "))


def description(card: discord.ui.LayoutView) -> str:
    """What an embed's description said: the card's text between its title and its footer."""
    return "\n".join(without_footer(card).split("\n")[1:])


def header(card: discord.ui.LayoutView) -> tuple[str, str, str]:
    """The card's title, host line and footer, as sent."""
    shown = lines(card)
    return shown[0], shown[1], "\n".join(line for line in shown if line.startswith("-# "))
