"""What a person finds on screen: a button by its label, a select option, the fields of a modal they fill in."""

from __future__ import annotations

from typing import Any

from .limits import LABEL, LINK_BUTTON_STYLE, STRING_SELECT, TEXT_INPUT, walk_components
from .model import StoredMessage


def button_caption(button: dict[str, Any]) -> str:
    return button.get("label") or (button.get("emoji") or {}).get("name") or ""


def find_button(message: StoredMessage, label: str) -> dict[str, Any]:
    """The one button showing `label` (or that emoji); a person cannot press a disabled or missing one."""
    matching = [button for button in message.buttons() if button_caption(button) == label]
    if not matching:
        raise AssertionError(f"no button {label!r} on message {message.id}; it shows {message.labels()}")
    if len(matching) > 1:
        raise AssertionError(f"several buttons read {label!r} on message {message.id}")
    button = matching[0]
    if button.get("disabled"):
        raise AssertionError(f"button {label!r} on message {message.id} is disabled; a person cannot press it")
    if button.get("style") == LINK_BUTTON_STYLE or "custom_id" not in button:
        raise AssertionError(f"button {label!r} is a link; pressing it reaches no bot")
    return button


def find_select(
    message: StoredMessage, choices: list[str], placeholder: str | None
) -> tuple[dict[str, Any], list[str]]:
    """The string select offering every choice (by option value or label) and the values a pick of them sends."""
    candidates = []
    for select in message.selects():
        if placeholder is not None and select.get("placeholder") != placeholder:
            continue
        values = _pick_options(select, choices)
        if values is not None:
            candidates.append((select, values))
    if not candidates:
        offered = [[option["value"] for option in select.get("options") or []] for select in message.selects()]
        raise AssertionError(f"no select on message {message.id} offers {choices}; selects offer {offered}")
    if len(candidates) > 1:
        raise AssertionError(f"several selects offer {choices}; pass placeholder=")
    select, values = candidates[0]
    if select.get("disabled"):
        raise AssertionError(f"select {select.get('placeholder')!r} is disabled; a person cannot open it")
    if not select.get("min_values", 1) <= len(values) <= select.get("max_values", 1):
        raise AssertionError(
            f"select takes {select.get('min_values', 1)}..{select.get('max_values', 1)} picks, got {len(values)}"
        )
    return select, values


def _pick_options(select: dict[str, Any], choices: list[str]) -> list[str] | None:
    options = select.get("options") or []
    values = []
    for choice in choices:
        option = next((o for o in options if o["value"] == choice), None) or next(
            (o for o in options if o.get("label") == choice), None
        )
        if option is None:
            return None
        values.append(option["value"])
    return values


def modal_fields(modal: dict[str, Any]) -> list[tuple[str, dict[str, Any]]]:
    """The fields of a modal with the caption a person reads next to each (a Label's text or the input's own)."""
    fields = []
    for top in modal.get("components") or []:
        if top["type"] == LABEL:
            fields.append((top.get("label") or "", top["component"]))
        for _, component in walk_components(top.get("components") or [], ""):
            if "custom_id" in component:
                fields.append((component.get("label") or "", component))
    return fields


def fill_modal(modal: dict[str, Any], answers: dict[str, Any]) -> list[dict[str, Any]]:
    """The `components` of a MODAL_SUBMIT: the modal's layout carrying what the person typed or picked."""
    fields = modal_fields(modal)
    by_key = {}
    for caption, component in fields:
        by_key[component["custom_id"]] = component
        if caption:
            by_key.setdefault(caption, component)
    unknown = set(answers) - set(by_key)
    if unknown:
        raise AssertionError(f"modal {modal.get('title')!r} has no field {sorted(unknown)}; fields: {sorted(by_key)}")
    typed = {by_key[key]["custom_id"]: value for key, value in answers.items()}
    submitted = []
    for top in modal.get("components") or []:
        if top["type"] == LABEL:
            submitted.append({"type": LABEL, "id": top.get("id"), "component": _submitted(top["component"], typed)})
        elif "components" in top:
            children = [_submitted(child, typed) for child in top["components"]]
            submitted.append({"type": top["type"], "id": top.get("id"), "components": children})
        else:
            submitted.append({"type": top["type"], "id": top.get("id")})
    return submitted


def _submitted(component: dict[str, Any], typed: dict[str, Any]) -> dict[str, Any]:
    custom_id: Any = component.get("custom_id")  # whatever the bot sent, None included
    if component["type"] == TEXT_INPUT:
        value = typed.get(custom_id, component.get("value") or "")
        if not isinstance(value, str):
            raise AssertionError(f"text field {custom_id!r} takes text, got {value!r}")
        if component.get("required", True) and not value:
            raise AssertionError(f"modal field {custom_id!r} is required; the client will not submit it empty")
        if value and not component.get("min_length", 0) <= len(value) <= component.get("max_length", 4000):
            raise AssertionError(f"modal field {custom_id!r}: length {len(value)} is outside what the client allows")
        return {"type": TEXT_INPUT, "id": component.get("id"), "custom_id": custom_id, "value": value}
    if component["type"] == STRING_SELECT:
        picked = typed.get(custom_id, [])
        values = [picked] if isinstance(picked, str) else list(picked)
        chosen = _pick_options(component, values)
        if chosen is None:
            raise AssertionError(f"modal select {custom_id!r} does not offer {values}")
        return {"type": STRING_SELECT, "id": component.get("id"), "custom_id": custom_id, "values": chosen}
    return {"type": component["type"], "id": component.get("id")}
