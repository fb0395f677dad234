"""The stand-in's Components V2 rules (fakediscord/limits.py cites the discord-api-docs pages): the flag, no
content or embeds on such a message, the flag kept once set, where each component may sit, at most 40 components
and 4,000 characters of text (test_stand_in.py sends cards through the routes, checked against Discord's
OpenAPI document as every request is)."""

from __future__ import annotations

from typing import Any

import pytest

from .errors import DiscordAPIError
from .limits import IS_COMPONENTS_V2, MAX_COMPONENTS_V2, MAX_V2_TEXT, check_message
from .model import message_text

V2 = IS_COMPONENTS_V2


def text(content: str) -> dict[str, Any]:
    return {"type": 10, "content": content}


def button(label: str, custom_id: str) -> dict[str, Any]:
    return {"type": 2, "style": 1, "label": label, "custom_id": custom_id}


def card(*children: dict[str, Any], accent: int = 0xE67E22) -> dict[str, Any]:
    return {"flags": V2, "components": [{"type": 17, "accent_color": accent, "components": list(children)}]}


ROW = {"type": 1, "components": [button("Roll", "pips:1:2:roll")]}


def refusal(payload: dict[str, Any], stored: dict[str, Any] | None = None) -> tuple[str, str]:
    """Where and why the stand-in refuses it (Discord's 400 50035 and its error's place)."""
    with pytest.raises(DiscordAPIError) as refused:
        check_message(payload, creating=stored is None, stored=stored)
    error = refused.value
    assert (error.status, error.code) == (400, 50035)
    assert error.errors is not None
    place, errors = _place(error.errors)
    return place, errors["_errors"][0]["code"]


def _place(errors: dict[str, Any], path: str = "") -> tuple[str, dict[str, Any]]:
    if "_errors" in errors:
        return path, errors
    key, inner = next(iter(errors.items()))
    return _place(inner, f"{path}.{key}" if path else key)


def test_a_card_is_taken_and_read_as_a_person_reads_it() -> None:
    message = card(text("## LCR\nHost: <@1>"), {"type": 14, "divider": True, "spacing": 1}, text("**Players**"), ROW,
                   text("-# Dice fingerprint 630dcd29"))
    check_message(message, creating=True)
    assert message_text(message) == "LCR\nHost: <@1>\n**Players**\nDice fingerprint 630dcd29"


@pytest.mark.parametrize(("payload", "place", "code"), [
    pytest.param({**card(text("t")), "content": "hello"}, "content",
                 "MESSAGE_CANNOT_USE_LEGACY_FIELDS_WITH_COMPONENTS_V2", id="content"),
    pytest.param({**card(text("t")), "embeds": [{"title": "t"}]}, "embeds",
                 "MESSAGE_CANNOT_USE_LEGACY_FIELDS_WITH_COMPONENTS_V2", id="embeds"),
    pytest.param({"components": [text("no flag")]}, "components", "MESSAGE_COMPONENTS_V2_FLAG_REQUIRED",
                 id="no_flag"),
    pytest.param({"flags": V2, "components": [button("Roll", "r")]}, "components.0.type", "BASE_TYPE_CHOICES",
                 id="button_at_the_top"),
    pytest.param(card({"type": 17, "components": [text("t")]}), "components.0.components.0.type",
                 "BASE_TYPE_CHOICES", id="container_in_a_container"),
    pytest.param(card({"type": 9, "components": [text("t")], "accessory": text("t")}),
                 "components.0.components.0.accessory.type", "BASE_TYPE_CHOICES", id="section_accessory"),
    pytest.param(card({"type": 9, "components": [text("t")] * 4, "accessory": button("B", "b")}),
                 "components.0.components.0.components", "BASE_TYPE_BAD_LENGTH", id="section_of_four_texts"),
    pytest.param(card(text("t" * (MAX_V2_TEXT - 9)), text("1234567890")), "components", "BASE_TYPE_MAX_LENGTH",
                 id="text"),
    pytest.param(card(*[text(str(n)) for n in range(MAX_COMPONENTS_V2)]), "components", "BASE_TYPE_BAD_LENGTH",
                 id="components"),
])
def test_what_discord_refuses_in_a_card(payload: dict[str, Any], place: str, code: str) -> None:
    assert refusal(payload) == (place, code)


def test_forty_components_every_nested_one_counted_and_four_thousand_characters_are_taken() -> None:
    rows = [{"type": 1, "components": [button(str(n), f"{row}:{n}") for n in range(5)]} for row in range(5)]
    texts = [text("t" * 1000) for _ in range(4)]  # a container, 4 texts, 5 rows of 5 buttons: 35
    check_message(card(*texts, *rows, *[{"type": 14}] * 5), creating=True)  # and 5 separators: 40


def test_a_card_stays_a_card_and_an_embed_message_takes_a_card_only_once_cleared() -> None:
    shown = {"content": "", "embeds": [], "flags": V2, "components": card(text("t"))["components"]}
    assert refusal({"content": "moved", "components": [ROW]}, shown) == (
        "content", "MESSAGE_CANNOT_USE_LEGACY_FIELDS_WITH_COMPONENTS_V2")  # no flag sent: the message keeps it
    assert refusal({"flags": 0, "components": [ROW]}, shown) == ("flags", "MESSAGE_CANNOT_REMOVE_COMPONENTS_V2_FLAG")
    check_message(card(text("moved")), creating=False, stored=shown)
    embed = {"content": "", "embeds": [{"title": "LCR"}], "flags": 0, "components": [ROW]}
    assert refusal(card(text("t")), embed) == ("embeds", "MESSAGE_CANNOT_USE_LEGACY_FIELDS_WITH_COMPONENTS_V2")
    check_message({**card(text("t")), "embeds": []}, creating=False, stored=embed)
    check_message({"content": "moved", "embeds": [], "components": [ROW]}, creating=False, stored=embed)
