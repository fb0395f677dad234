"""The limits Discord enforces on message and modal payloads, refused with Discord's 400 error JSON.

A message is either classic (content, embeds, up to five action rows) or a Components V2 one (the message flag
IS_COMPONENTS_V2: its components are all it shows, laid out in containers, sections and text displays). The V2
rules are Discord's, as documented:
- https://discord.com/developers/docs/components/using-message-components ("Sending a Message with a
  Component"): the flag disables content and embeds, and once a message has been sent with it the flag cannot be
  removed from the message when editing it;
- https://discord.com/developers/docs/components/reference (each component's "where it may appear" and fields;
  "Legacy Message Component Behavior"): at most 40 components in a message, every nested one counted (a
  container, a row, a section and its accessory each count one), and at most 4,000 characters of text in all
  its text displays.
"""

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
SECTION = 9
TEXT_DISPLAY = 10
THUMBNAIL = 11
MEDIA_GALLERY = 12
FILE = 13
SEPARATOR = 14
CONTAINER = 17
# Where each V2 component may appear (https://discord.com/developers/docs/components/reference, "Component
# Types" and each component's description): a message's top level, inside a container, a section's texts.
V2_TOP_LEVEL = {ACTION_ROW, SECTION, TEXT_DISPLAY, MEDIA_GALLERY, FILE, SEPARATOR, CONTAINER}
IN_CONTAINER = {ACTION_ROW, SECTION, TEXT_DISPLAY, MEDIA_GALLERY, FILE, SEPARATOR}
SECTION_TEXTS = (1, 3)  # a section holds one to three text displays
SECTION_ACCESSORIES = {BUTTON, THUMBNAIL}
GALLERY_ITEMS = (1, 10)
MAX_V2_TEXT = 4000
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


def check_message(
    payload: dict[str, Any], *, path: str = "", creating: bool, stored: dict[str, Any] | None = None
) -> None:
    """Refuse a message payload Discord would refuse; `creating` also refuses an empty message; `stored`: the
    message an edit changes (its flags and what it keeps of what the edit leaves out)."""
    prefix = f"{path}." if path else ""
    content = payload.get("content")
    _check_length(content, f"{prefix}content", MAX_CONTENT)
    embeds = payload.get("embeds") or []
    components = payload.get("components") or []
    if creating and not (content or embeds or components or payload.get("attachments") or payload.get("sticker_ids")):
        raise DiscordAPIError(400, EMPTY_MESSAGE, "Cannot send an empty message")
    check_embeds(embeds, f"{prefix}embeds")
    v2 = is_v2(payload, stored)
    if v2:
        check_v2_message(payload, prefix, stored)
    elif any(component.get("type") not in (ACTION_ROW, BUTTON) and component.get("type") not in SELECT_TYPES
             for _, component in walk_components(components, "")):
        # https://discord.com/developers/docs/components/using-message-components: the V2 components need the flag
        raise invalid_form_body(f"{prefix}components", "MESSAGE_COMPONENTS_V2_FLAG_REQUIRED",
                                "Components V2 require the IS_COMPONENTS_V2 message flag")
    check_components(components, f"{prefix}components", v2=v2)


def is_v2(payload: dict[str, Any], stored: dict[str, Any] | None = None) -> bool:
    """Whether the message is (or, by this edit, becomes) a Components V2 one: a flag once set stays."""
    flags = payload.get("flags")
    return bool(((flags or 0) | ((stored or {}).get("flags") or 0)) & IS_COMPONENTS_V2)


def check_v2_message(payload: dict[str, Any], prefix: str, stored: dict[str, Any] | None) -> None:
    """The rules of a Components V2 message (the module's docstring cites them): its flag stays once set, it
    carries no content and no embeds (neither sent nor kept from before the edit), its components sit where they
    may, at most 40 of them and 4,000 characters of text."""
    flags = payload.get("flags")
    if stored is not None and (stored.get("flags") or 0) & IS_COMPONENTS_V2 and flags is not None \
            and not flags & IS_COMPONENTS_V2:
        raise invalid_form_body(f"{prefix}flags", "MESSAGE_CANNOT_REMOVE_COMPONENTS_V2_FLAG",
                                "The IS_COMPONENTS_V2 flag cannot be removed from a message")
    for legacy in ("content", "embeds"):
        sent = payload.get(legacy)
        kept = (stored or {}).get(legacy) if legacy not in payload else None
        if sent or kept:
            raise invalid_form_body(f"{prefix}{legacy}", "MESSAGE_CANNOT_USE_LEGACY_FIELDS_WITH_COMPONENTS_V2",
                                    f"The '{legacy}' field cannot be used when using MessageFlags.IS_COMPONENTS_V2")
    components = payload.get("components")
    if components is None:
        return  # an edit leaving the components as they are
    path = f"{prefix}components"
    for index, component in enumerate(components):
        if component.get("type") not in V2_TOP_LEVEL:
            raise _bad_type(f"{path}.{index}.type", V2_TOP_LEVEL)
    text = 0
    for here, component in walk_components(components, path):
        kind = component.get("type")
        children = component.get("components") or []
        if kind == CONTAINER:
            for index, child in enumerate(children):
                if child.get("type") not in IN_CONTAINER:
                    raise _bad_type(f"{here}.components.{index}.type", IN_CONTAINER)
        elif kind == SECTION:
            low, high = SECTION_TEXTS
            if not low <= len(children) <= high:
                raise _bad_count(f"{here}.components", low, high)
            for index, child in enumerate(children):
                if child.get("type") != TEXT_DISPLAY:
                    raise _bad_type(f"{here}.components.{index}.type", {TEXT_DISPLAY})
            if (component.get("accessory") or {}).get("type") not in SECTION_ACCESSORIES:
                raise _bad_type(f"{here}.accessory.type", SECTION_ACCESSORIES)
        elif kind == ACTION_ROW:
            _check_action_row(component, here)
        elif kind == TEXT_DISPLAY:
            text += len(component.get("content") or "")
        elif kind == MEDIA_GALLERY:
            low, high = GALLERY_ITEMS
            if not low <= len(component.get("items") or []) <= high:
                raise _bad_count(f"{here}.items", low, high)
    if text > MAX_V2_TEXT:
        raise invalid_form_body(path, "BASE_TYPE_MAX_LENGTH",
                                f"The total length of all text content must be {MAX_V2_TEXT} or fewer.")


def _bad_type(path: str, allowed: set[int]) -> DiscordAPIError:
    return invalid_form_body(path, "BASE_TYPE_CHOICES", f"Value must be one of {set(sorted(allowed))}.")


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
