"""File uploads as Discord takes them (https://discord.com/developers/docs/reference#uploading-files).

A message with files comes as a multipart/form-data body: a `payload_json` part (the JSON body) and one
`files[n]` part per file. The payload's `attachments` array gives each new file's metadata (`filename`,
`description`) under `id` n; on an edit it also lists, by their snowflake ids, the attachments the message keeps
(left out: removed; no array at all: all kept, new files added). Discord answers with attachment objects
(snowflake `id`, `filename`, `size`, `url`, `proxy_url`, `content_type`, and `width`/`height` for an image) and
refuses a file over the upload limit (413, 40005) or more than 10 attachments (400). The stand-in also keeps each
file's bytes, so a test reads what the bot sent: `StoredMessage.files[attachment id]`, `.attachment(filename)`.
"""

from __future__ import annotations

import json
import mimetypes
import struct
from dataclasses import dataclass
from typing import Any

from aiohttp import BodyPartReader, web

from .errors import DiscordAPIError, invalid_form_body
from .ids import SnowflakeFactory

MAX_ATTACHMENTS = 10
UPLOAD_LIMIT = 10 * 1024 * 1024  # a bot's upload limit per file (a server without boosts)
REQUEST_ENTITY_TOO_LARGE = 40005
PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"
FILES = "files["


@dataclass(frozen=True)
class Upload:
    """One `files[n]` part."""

    filename: str
    content_type: str
    data: bytes


BODY: web.RequestKey[tuple[Any, dict[int, Upload]]] = web.RequestKey("body")


async def read_body(request: web.Request) -> tuple[Any, dict[int, Upload]]:
    """The JSON body (`payload_json` of a multipart one) and the files uploaded with it, by their n; read once
    (the stand-in checks it against Discord's specification before a handler reads it)."""
    if BODY in request:
        return request[BODY]
    request[BODY] = await _read_body(request)
    return request[BODY]


async def _read_body(request: web.Request) -> tuple[Any, dict[int, Upload]]:
    if request.content_type != "multipart/form-data":
        return (await request.json() if request.can_read_body else {}), {}
    payload: Any = {}
    uploads: dict[int, Upload] = {}
    reader = await request.multipart()
    async for part in reader:
        assert isinstance(part, BodyPartReader), "a nested multipart body: discord.py sends none"
        name = part.name or ""
        if name == "payload_json":
            payload = json.loads(await part.text())
        elif name.startswith(FILES) and name.endswith("]") and name[len(FILES):-1].isdigit():
            uploads[int(name[len(FILES):-1])] = Upload(
                part.filename or "file", part.headers.get("Content-Type", "application/octet-stream"),
                bytes(await part.read()),
            )
        else:
            raise invalid_form_body(name or "file", "BASE_TYPE_INVALID", "Unexpected form part")
    return payload, uploads


def attach(
    payload: dict[str, Any], uploads: dict[int, Upload], ids: SnowflakeFactory, kept: list[dict[str, Any]],
    *, path: str = "",
) -> dict[str, bytes]:
    """Resolve the message payload's `attachments` against the uploaded files and the message's attachments
    (``kept``: those it has, on an edit), in place, as Discord would store them; the new files' bytes by id."""
    listed = payload.get("attachments")
    if listed is None and not uploads:
        return {}  # the request does not touch the attachments
    prefix = f"{path}." if path else ""
    meta: dict[int, dict[str, Any]] = {}
    staying: list[dict[str, Any]] = list(kept) if listed is None else []
    existing = {str(attachment["id"]): attachment for attachment in kept}
    for index, entry in enumerate(listed or []):
        entry_id = str(entry.get("id"))
        if entry_id.isdigit() and int(entry_id) in uploads:
            meta[int(entry_id)] = entry
        elif entry_id in existing:
            staying.append(existing[entry_id])
        else:
            raise invalid_form_body(f"{prefix}attachments.{index}.id", "ATTACHMENT_NOT_FOUND", "Unknown attachment")
    files: dict[str, bytes] = {}
    added = []
    for number, upload in sorted(uploads.items()):
        if len(upload.data) > UPLOAD_LIMIT:
            raise DiscordAPIError(413, REQUEST_ENTITY_TOO_LARGE, "Request entity too large")
        entry = meta.get(number, {})
        attachment_id = str(ids.next())
        filename = str(entry.get("filename") or upload.filename)
        url = f"http://127.0.0.1/attachments/{attachment_id}/{filename}"
        attachment: dict[str, Any] = {
            "id": attachment_id, "filename": filename, "size": len(upload.data), "url": url, "proxy_url": url,
            # Discord names the type itself (discord.py sends every file as application/octet-stream)
            "content_type": mimetypes.guess_type(filename)[0] or upload.content_type,
        }
        if entry.get("description"):
            attachment["description"] = entry["description"]
        size = png_size(upload.data)
        if size is not None:
            attachment["width"], attachment["height"] = size
        added.append(attachment)
        files[attachment_id] = upload.data
    if len(staying) + len(added) > MAX_ATTACHMENTS:
        raise invalid_form_body(f"{prefix}attachments", "BASE_TYPE_BAD_LENGTH",
                                f"Must be between 0 and {MAX_ATTACHMENTS} in length.")
    payload["attachments"] = staying + added
    return files


def png_size(data: bytes) -> tuple[int, int] | None:
    """A PNG's width and height from its IHDR chunk (the first, right after the signature); None for another
    kind of file."""
    if len(data) < 24 or not data.startswith(PNG_SIGNATURE) or data[12:16] != b"IHDR":
        return None
    width, height = struct.unpack(">II", data[16:24])
    return int(width), int(height)
