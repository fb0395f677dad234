"""The limits Discord enforces on message and modal payloads, refused with Discord's 400 error JSON."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from .errors import EMPTY_MESSAGE, DiscordAPIError, invalid_form_body

MAX_CONTENT = 2000
MAX_CUSTOM_ID = 100
MAX_ACTION_ROWS = 5
MAX_ROW_WIDTH = 5
MAX_COMPONENTS = 25
MAX_COMPONENTS_V2 = 40
MAX_SELECT_OPTIONS = 25
MAX_BUTTON_LABEL = 80
MAX_OPTION_TEXT = 100
MAX_PLACEHOLDER = 150
MAX_EMBEDS = 10
MAX_EMBED_TITLE = 256
MAX_EMBED_DESCRIPTION = 4096
MAX_EMBED_FIELDS = 25
MAX_FIELD_NAME = 256
MAX_FIELD_VALUE = 1024
MAX_FOOTER = 2048
MAX_AUTHOR_NAME = 256
MAX_EMBED_TOTAL = 6000
MAX_MODAL_TITLE = 45
MAX_MODAL_COMPONENTS = 5
MAX_TEXT_INPUT_LABEL = 45
MAX_TEXT_INPUT_LENGTH = 4000

ACTION_ROW = 1
BUTTON = 2
STRING_SELECT = 3
TEXT_INPUT = 4
LABEL = 18  # wraps one modal component with the text shown above it
SELECT_TYPES = {3, 5, 6, 7, 8}
LINK_BUTTON_STYLE = 5
PREMIUM_BUTTON_STYLE = 6
IS_COMPONENTS_V2 = 1 << 15


def walk_components(components: list[dict[str, Any]], path: str) -> Iterator[tuple[str, dict[str, Any]]]:
    """Every component in a (possibly nested) component tree, with its dotted path."""
    for index, component in enumerate(components):
        here = f"{path}.{index}"
        yield here, component
        if "components" in component:
            yield from walk_components(component["components"], f"{here}.components")
        if "component" in component:  # a Label wraps exactly one component
            yield from walk_components([component["component"]], f"{here}.component")
        if "accessory" in component:  # a Section's button or thumbnail
            yield from walk_components([component["accessory"]], f"{here}.accessory")


def _too_long(path: str, limit: int) -> DiscordAPIError:
    return invalid_form_body(path, "BASE_TYPE_MAX_LENGTH", f"Must be {limit} or fewer in length.")


def _bad_count(path: str, low: int, high: int) -> DiscordAPIError:
    return invalid_form_body(path, "BASE_TYPE_BAD_LENGTH", f"Must be between {low} and {high} in length.")


def _check_length(value: Any, path: str, limit: int) -> None:
    if isinstance(value, str) and len(value) > limit:
        raise _too_long(path, limit)


def check_message(payload: dict[str, Any], *, path: str = "", creating: bool) -> None:
    """Refuse a message payload Discord would refuse; `creating` also refuses an empty message."""
    prefix = f"{path}." if path else ""
    content = payload.get("content")
    _check_length(content, f"{prefix}content", MAX_CONTENT)
    embeds = payload.get("embeds") or []
    components = payload.get("components") or []
    if creating and not (content or embeds or components or payload.get("attachments") or payload.get("sticker_ids")):
        raise DiscordAPIError(400, EMPTY_MESSAGE, "Cannot send an empty message")
    check_embeds(embeds, f"{prefix}embeds")
    check_components(components, f"{prefix}components", v2=bool((payload.get("flags") or 0) & IS_COMPONENTS_V2))


def check_embeds(embeds: list[dict[str, Any]], path: str) -> None:
    if len(embeds) > MAX_EMBEDS:
        raise _bad_count(path, 0, MAX_EMBEDS)
    total = 0
    for index, embed in enumerate(embeds):
        here = f"{path}.{index}"
        title = embed.get("title") or ""
        description = embed.get("description") or ""
        footer = (embed.get("footer") or {}).get("text") or ""
        author = (embed.get("author") or {}).get("name") or ""
        _check_length(title, f"{here}.title", MAX_EMBED_TITLE)
        _check_length(description, f"{here}.description", MAX_EMBED_DESCRIPTION)
        _check_length(footer, f"{here}.footer.text", MAX_FOOTER)
        _check_length(author, f"{here}.author.name", MAX_AUTHOR_NAME)
        fields = embed.get("fields") or []
        if len(fields) > MAX_EMBED_FIELDS:
            raise _bad_count(f"{here}.fields", 0, MAX_EMBED_FIELDS)
        total += len(title) + len(description) + len(footer) + len(author)
        for field_index, field in enumerate(fields):
            field_path = f"{here}.fields.{field_index}"
            name, value = field.get("name") or "", field.get("value") or ""
            if not name:
                raise invalid_form_body(f"{field_path}.name", "BASE_TYPE_REQUIRED", "This field is required")
            if not value:
                raise invalid_form_body(f"{field_path}.value", "BASE_TYPE_REQUIRED", "This field is required")
            _check_length(name, f"{field_path}.name", MAX_FIELD_NAME)
            _check_length(value, f"{field_path}.value", MAX_FIELD_VALUE)
            total += len(name) + len(value)
    if total > MAX_EMBED_TOTAL:
        raise invalid_form_body(
            path, "MAX_EMBED_SIZE_EXCEEDED", f"Embed size exceeds maximum size of {MAX_EMBED_TOTAL}"
        )


def check_components(components: list[dict[str, Any]], path: str, *, v2: bool = False) -> None:
    if not v2:
        if len(components) > MAX_ACTION_ROWS:
            raise _bad_count(path, 0, MAX_ACTION_ROWS)
        for index, row in enumerate(components):
            _check_action_row(row, f"{path}.{index}")
    seen_custom_ids: set[str] = set()
    count = 0
    for here, component in walk_components(components, path):
        count += 1
        custom_id = component.get("custom_id")
        if custom_id is not None:
            _check_length(custom_id, f"{here}.custom_id", MAX_CUSTOM_ID)
            if custom_id in seen_custom_ids:
                raise invalid_form_body(
                    f"{here}.custom_id", "COMPONENT_CUSTOM_ID_DUPLICATED", "Component custom id cannot be duplicated"
                )
            seen_custom_ids.add(custom_id)
        if component.get("type") == BUTTON:
            _check_button(component, here)
        elif component.get("type") in SELECT_TYPES:
            _check_select(component, here)
    interactive = count if v2 else count - len(components)  # classic limit counts what sits inside the rows
    limit = MAX_COMPONENTS_V2 if v2 else MAX_COMPONENTS
    if interactive > limit:
        raise invalid_form_body(path, "BASE_TYPE_BAD_LENGTH", f"Must be between 0 and {limit} in length.")


def _check_action_row(row: dict[str, Any], path: str) -> None:
    if row.get("type") != ACTION_ROW:
        raise invalid_form_body(f"{path}.type", "BASE_TYPE_CHOICES", "Value must be one of {1}.")
    children = row.get("components") or []
    if not 1 <= len(children) <= MAX_ROW_WIDTH:
        raise _bad_count(f"{path}.components", 1, MAX_ROW_WIDTH)
    if any(child.get("type") in SELECT_TYPES for child in children) and len(children) > 1:
        raise invalid_form_body(
            f"{path}.components", "COMPONENT_LAYOUT_WIDTH_EXCEEDED", "The specified component exceeds the maximum width"
        )


def _check_button(button: dict[str, Any], path: str) -> None:
    _check_length(button.get("label"), f"{path}.label", MAX_BUTTON_LABEL)
    style = button.get("style")
    if style == LINK_BUTTON_STYLE:
        if not button.get("url") or "custom_id" in button:
            raise invalid_form_body(path, "BUTTON_COMPONENT_INVALID_URL", "A link button needs a url and no custom_id")
    elif style != PREMIUM_BUTTON_STYLE and not button.get("custom_id"):
        raise invalid_form_body(f"{path}.custom_id", "BASE_TYPE_REQUIRED", "This field is required")


def _check_select(select: dict[str, Any], path: str) -> None:
    _check_length(select.get("placeholder"), f"{path}.placeholder", MAX_PLACEHOLDER)
    if select.get("type") != STRING_SELECT:
        return
    options = select.get("options") or []
    if not 1 <= len(options) <= MAX_SELECT_OPTIONS:
        raise _bad_count(f"{path}.options", 1, MAX_SELECT_OPTIONS)
    for index, option in enumerate(options):
        for key in ("label", "value", "description"):
            _check_length(option.get(key), f"{path}.options.{index}.{key}", MAX_OPTION_TEXT)
    max_values = select.get("max_values", 1)
    if max_values > len(options):
        raise invalid_form_body(
            f"{path}.max_values", "BASE_TYPE_MAX", f"int value should be less than or equal to {len(options)}."
        )


def check_modal(modal: dict[str, Any], path: str) -> None:
    _check_length(modal.get("title"), f"{path}.title", MAX_MODAL_TITLE)
    _check_length(modal.get("custom_id"), f"{path}.custom_id", MAX_CUSTOM_ID)
    components = modal.get("components") or []
    if not 1 <= len(components) <= MAX_MODAL_COMPONENTS:
        raise _bad_count(f"{path}.components", 1, MAX_MODAL_COMPONENTS)
    for here, component in walk_components(components, f"{path}.components"):
        _check_length(component.get("custom_id"), f"{here}.custom_id", MAX_CUSTOM_ID)
        if component.get("type") == TEXT_INPUT:
            _check_length(component.get("label"), f"{here}.label", MAX_TEXT_INPUT_LABEL)
            _check_length(component.get("value"), f"{here}.value", MAX_TEXT_INPUT_LENGTH)
        elif component.get("type") == LABEL:
            _check_length(component.get("label"), f"{here}.label", MAX_TEXT_INPUT_LABEL)
        elif component.get("type") in SELECT_TYPES:
            _check_select(component, here)
