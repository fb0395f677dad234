"""The stand-in takes files as Discord documents them: multipart/form-data with `payload_json` and `files[n]`,
the `attachments` array naming new files by n and kept ones by id; it keeps the bytes for the test to read."""

from __future__ import annotations

import json
import struct
import zlib
from collections.abc import AsyncIterator
from typing import Any

import aiohttp
import pytest

from fakediscord import Application, FakeDiscord
from fakediscord.attachments import UPLOAD_LIMIT, png_size


def tiny_png(width: int, height: int) -> bytes:
    """A valid PNG (one grey pixel per row's worth of zeros), made by hand."""

    def chunk(kind: bytes, data: bytes) -> bytes:
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))

    header = struct.pack(">IIBBBBB", width, height, 8, 0, 0, 0, 0)
    rows = b"".join(b"\x00" + b"\x80" * width for _ in range(height))
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(rows)) + chunk(b"IEND", b"")


@pytest.fixture
async def fake() -> AsyncIterator[FakeDiscord]:
    async with FakeDiscord() as stand_in:
        yield stand_in
        assert not stand_in.unknown_routes
        stand_in.assert_requests_conform()


async def send(
    fake: FakeDiscord, app: Application, method: str, path: str, payload: dict[str, Any],
    files: dict[int, tuple[str, bytes]],
) -> tuple[int, Any]:
    """A request as discord.py sends a message with files (each part application/octet-stream)."""
    form = aiohttp.FormData()
    form.add_field("payload_json", json.dumps(payload), content_type="application/json")
    for number, (filename, data) in files.items():
        form.add_field(f"files[{number}]", data, filename=filename, content_type="application/octet-stream")
    async with aiohttp.ClientSession() as http, http.request(
        method, fake.api_base + path, data=form, headers={"Authorization": f"Bot {app.token}"}
    ) as response:
        return response.status, await response.json(content_type=None)


async def test_files_become_attachments_whose_bytes_the_test_can_read(fake: FakeDiscord) -> None:
    app = fake.add_application("uploader")
    channel = fake.channel()
    picture, notes = tiny_png(12, 7), b"turn 1: Alice rolled"
    status, sent = await send(fake, app, "POST", f"/channels/{channel.id}/messages", {
        "content": "the story", "attachments": [{"id": 0, "filename": "chart.png", "description": "a chart"},
                                                {"id": 1, "filename": "notes.txt"}],
    }, {0: ("upload.png", picture), 1: ("notes.txt", notes)})
    assert status == 200, sent
    message = fake.latest(channel)
    assert sent["attachments"] == message.attachments
    chart, text = message.attachments
    assert (chart["filename"], chart["content_type"], chart["size"], chart["width"], chart["height"]) == (
        "chart.png", "image/png", len(picture), 12, 7)
    assert chart["description"] == "a chart" and int(chart["id"]) > 0 and chart["id"] in chart["url"]
    assert (text["filename"], text["content_type"]) == ("notes.txt", "text/plain") and "width" not in text
    assert message.attachment("chart.png") == picture and message.attachment("notes.txt") == notes
    assert png_size(picture) == (12, 7) and png_size(notes) is None

    # an edit keeps the attachments it lists by id, drops the others, adds its new files
    status, edited = await send(fake, app, "PATCH", f"/channels/{channel.id}/messages/{message.id}", {
        "attachments": [{"id": chart["id"]}, {"id": 0, "filename": "more.png"}],
    }, {0: ("more.png", tiny_png(3, 3))})
    assert status == 200, edited
    assert [a["filename"] for a in message.attachments] == ["chart.png", "more.png"]
    assert message.attachment("more.png") == tiny_png(3, 3) and message.content == "the story"


async def test_what_discord_refuses_is_refused(fake: FakeDiscord) -> None:
    app = fake.add_application("uploader")
    path = f"/channels/{fake.channel().id}/messages"
    status, refused = await send(fake, app, "POST", path, {"content": "big"}, {0: ("big.bin", bytes(UPLOAD_LIMIT + 1))})
    assert (status, refused["code"]) == (413, 40005)
    status, refused = await send(fake, app, "POST", path, {"content": "x", "attachments": [{"id": "123"}]}, {})
    assert (status, refused["code"]) == (400, 50035) and "attachments" in refused["errors"]
    eleven = {number: (f"{number}.txt", b"x") for number in range(11)}
    status, refused = await send(fake, app, "POST", path, {"content": "many"}, eleven)
    assert (status, refused["code"]) == (400, 50035)
    assert fake.messages(fake.channel()) == []
