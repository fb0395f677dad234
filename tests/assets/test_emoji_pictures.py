"""The shipped dice pictures are what Discord takes as application emojis, and what assets/draw_emojis.py draws."""

from __future__ import annotations

import re
import struct
import zlib

import pytest

from assets import draw_emojis
from screen import emojis, presenter

SIGNATURE = b"\x89PNG\r\n\x1a\n"
MAX_BYTES = 256 * 1024  # Discord's limit for an emoji image


def chunks(data: bytes) -> list[tuple[bytes, bytes]]:
    """The PNG's chunks (type, data), each checked against its CRC."""
    assert data.startswith(SIGNATURE), "not a PNG"
    found, at = [], len(SIGNATURE)
    while at < len(data):
        (length,) = struct.unpack(">I", data[at : at + 4])
        kind, body = data[at + 4 : at + 8], data[at + 8 : at + 8 + length]
        (crc,) = struct.unpack(">I", data[at + 8 + length : at + 12 + length])
        assert len(body) == length and zlib.crc32(kind + body) == crc, f"chunk {kind!r} is damaged"
        found.append((kind, body))
        at += 12 + length
    return found


def rgba_rows(data: bytes) -> bytes:
    """The pixels of an 8-bit RGBA PNG without interlacing whose rows are unfiltered (as the script writes)."""
    parts = chunks(data)
    assert parts[0][0] == b"IHDR" and parts[-1] == (b"IEND", b"")
    width, height, depth, colour, compression, filtering, interlace = struct.unpack(">IIBBBBB", parts[0][1])
    assert (width, height) == (draw_emojis.SIZE, draw_emojis.SIZE) == (128, 128)
    assert (depth, colour, compression, filtering, interlace) == (8, 6, 0, 0, 0)
    raw = zlib.decompress(b"".join(body for kind, body in parts if kind == b"IDAT"))
    stride = 1 + width * 4
    assert len(raw) == stride * height
    assert all(raw[row * stride] == 0 for row in range(height))
    return b"".join(raw[row * stride + 1 : (row + 1) * stride] for row in range(height))


def test_every_picture_the_bot_uploads_is_shipped_under_a_name_discord_takes() -> None:
    assert set(draw_emojis.NAMES) == set(presenter.NAMES)
    assert {path.stem for path in emojis.ASSETS.glob("*.png")} == set(presenter.NAMES)
    assert all(re.fullmatch(r"[A-Za-z0-9_]{2,32}", name) for name in presenter.NAMES)


@pytest.mark.parametrize("name", draw_emojis.NAMES)
def test_a_shipped_picture_is_a_valid_128_px_png_drawn_by_the_script(name: str) -> None:
    data = (emojis.ASSETS / f"{name}.png").read_bytes()
    assert len(data) <= MAX_BYTES
    assert rgba_rows(data) == draw_emojis.pixels(name), f"{name}.png differs from what the script draws"


def test_the_pictures_differ_and_fill_a_die_with_transparent_corners() -> None:
    drawn = {name: draw_emojis.pixels(name) for name in draw_emojis.NAMES}
    assert len(set(drawn.values())) == len(drawn)
    for pixels in drawn.values():
        corner, middle = pixels[3], pixels[(64 * 128 + 64) * 4 + 3]
        assert (corner, middle) == (0, 255)
