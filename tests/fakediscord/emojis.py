"""Application emojis as Discord keeps them (https://discord.com/developers/docs/resources/emoji): up to 2,000 per
application, names of 2–32 letters, digits and underscores unique within the application, images PNG, GIF or
JPEG of at most 256 KiB sent as a data URI."""

from __future__ import annotations

import base64
import binascii
import re
from typing import Any

from .errors import MAXIMUM_EMOJIS, UNKNOWN_EMOJI, DiscordAPIError, invalid_form_body, not_found
from .ids import SnowflakeFactory
from .model import Application

MAX_EMOJIS = 2000
MAX_IMAGE_BYTES = 256 * 1024
NAME = re.compile(r"[A-Za-z0-9_]{2,32}")
DATA_URI = re.compile(r"data:image/(png|gif|jpeg);base64,(.*)", re.DOTALL)
MAGIC = {"png": b"\x89PNG\r\n\x1a\n", "gif": b"GIF8", "jpeg": b"\xff\xd8\xff"}


def checked_name(app: Application, body: dict[str, Any], *, renaming: dict[str, Any] | None = None) -> str:
    name = body.get("name")
    if not isinstance(name, str) or not 2 <= len(name) <= 32:
        raise invalid_form_body("name", "BASE_TYPE_BAD_LENGTH", "Must be between 2 and 32 in length.")
    if not NAME.fullmatch(name):
        raise invalid_form_body("name", "STRING_TYPE_REGEX", "String value did not match validation regex.")
    if any(emoji["name"] == name and emoji is not renaming for emoji in app.emojis):
        raise invalid_form_body("name", "APPLICATION_EMOJI_NAME_ALREADY_TAKEN", "Emoji name already taken.")
    return name


def checked_image(body: dict[str, Any]) -> tuple[str, bytes]:
    """The image's format and bytes, from its data URI."""
    found = DATA_URI.fullmatch(body.get("image") or "")
    if found is None:
        raise invalid_form_body("image", "BINARY_TYPE_INVALID", "Invalid image data.")
    try:
        image = base64.b64decode(found[2], validate=True)
    except binascii.Error:
        raise invalid_form_body("image", "BINARY_TYPE_INVALID", "Invalid image data.") from None
    if not image.startswith(MAGIC[found[1]]):
        raise invalid_form_body("image", "BINARY_TYPE_INVALID", "Invalid image data.")
    if len(image) > MAX_IMAGE_BYTES:
        raise invalid_form_body("image", "BINARY_TYPE_MAX_SIZE", "File cannot be larger than 256.0 kb.")
    return found[1], image


def create(app: Application, ids: SnowflakeFactory, body: dict[str, Any]) -> dict[str, Any]:
    name = checked_name(app, body)
    kind, image = checked_image(body)
    if len(app.emojis) >= MAX_EMOJIS:
        raise DiscordAPIError(400, MAXIMUM_EMOJIS, f"Maximum number of emojis reached ({MAX_EMOJIS})")
    emoji_id = str(ids.next())
    emoji = {
        "id": emoji_id, "name": name, "roles": [], "require_colons": True, "managed": False,
        "animated": kind == "gif", "available": True, "user": app.user_payload(),
    }
    app.emojis.append(emoji)
    app.emoji_images[emoji_id] = image
    return emoji


def find(app: Application, emoji_id: str) -> dict[str, Any]:
    emoji = next((emoji for emoji in app.emojis if emoji["id"] == emoji_id), None)
    if emoji is None:
        raise not_found(UNKNOWN_EMOJI, "Unknown Emoji")
    return emoji


def rename(app: Application, emoji_id: str, body: dict[str, Any]) -> dict[str, Any]:
    emoji = find(app, emoji_id)
    emoji["name"] = checked_name(app, body, renaming=emoji)
    return emoji


def delete(app: Application, emoji_id: str) -> None:
    app.emojis.remove(find(app, emoji_id))
    del app.emoji_images[emoji_id]
