"""Draw the dice pictures Pips uploads as application emojis: `python assets/draw_emojis.py` rewrites
assets/emojis/*.png.

Standard library only (no image library at run time or in CI), so the test can redraw every picture and
check the shipped files are what this script draws. One style for every game: a rounded die with a dark
edge (it stands out on Discord's light and dark themes alike), bold dark pips on white for the d6 faces,
bold white letters on coloured dice for LCR's L, C and R, a dark dot on a grey die for LCR's dot. Shapes are
signed distance functions, antialiased by the pixel's distance to the edge.
"""

from __future__ import annotations

import math
import struct
import sys
import zlib
from collections.abc import Callable, Sequence
from itertools import pairwise
from pathlib import Path

SIZE = 128
OUT = Path(__file__).resolve().parent / "emojis"

Rgb = tuple[int, int, int]
Point = tuple[float, float]
Shape = Callable[[float, float], float]  # signed distance in pixels: negative inside

EDGE: Rgb = (31, 33, 36)
INK: Rgb = (31, 33, 36)
WHITE: Rgb = (255, 255, 255)
DIE: Rgb = (255, 255, 255)
DOT_DIE: Rgb = (200, 204, 210)
LEFT: Rgb = (37, 99, 214)  # blue: a chip to the left
CENTER: Rgb = (204, 51, 51)  # red: a chip to the pot
RIGHT: Rgb = (23, 128, 63)  # green: a chip to the right

BODY_HALF = 62.0  # the die spans 2..126
BODY_RADIUS = 24.0
EDGE_WIDTH = 6.0
PIP_RADIUS = 13.0
STROKE = 17.0  # letters' stroke width

# Pip centres per face on a 3×3 grid (32, 64, 96 on each axis).
_LO, _MID, _HI = 32.0, 64.0, 96.0
PIPS: dict[int, list[Point]] = {
    1: [(_MID, _MID)],
    2: [(_HI, _LO), (_LO, _HI)],
    3: [(_HI, _LO), (_MID, _MID), (_LO, _HI)],
    4: [(_LO, _LO), (_HI, _LO), (_LO, _HI), (_HI, _HI)],
    5: [(_LO, _LO), (_HI, _LO), (_MID, _MID), (_LO, _HI), (_HI, _HI)],
    6: [(_LO, _LO), (_HI, _LO), (_LO, _MID), (_HI, _MID), (_LO, _HI), (_HI, _HI)],
}


# --- shapes ---------------------------------------------------------------------------------------------


def rounded_square(half: float, radius: float) -> Shape:
    centre = SIZE / 2

    def distance(x: float, y: float) -> float:
        qx, qy = abs(x - centre) - (half - radius), abs(y - centre) - (half - radius)
        outside = math.hypot(max(qx, 0.0), max(qy, 0.0))
        return outside + min(max(qx, qy), 0.0) - radius

    return distance


def discs(centres: Sequence[Point], radius: float) -> Shape:
    def distance(x: float, y: float) -> float:
        return min(math.hypot(x - cx, y - cy) for cx, cy in centres) - radius

    return distance


def arc(centre: Point, radius: float, start_degrees: float, end_degrees: float, steps: int = 24) -> list[Point]:
    """Points along a circle (y down), from one angle to the other, for a stroked polyline."""
    cx, cy = centre
    angles = [math.radians(start_degrees + (end_degrees - start_degrees) * i / steps) for i in range(steps + 1)]
    return [(cx + radius * math.cos(a), cy + radius * math.sin(a)) for a in angles]


def strokes(lines: Sequence[Sequence[Point]], width: float) -> Shape:
    """Polylines drawn with a round pen `width` wide."""
    segments = [(a, b) for line in lines for a, b in pairwise(line) if a != b]

    def distance(x: float, y: float) -> float:
        nearest = math.inf
        for (ax, ay), (bx, by) in segments:
            dx, dy = bx - ax, by - ay
            along = max(0.0, min(1.0, ((x - ax) * dx + (y - ay) * dy) / (dx * dx + dy * dy)))
            nearest = min(nearest, math.hypot(x - ax - along * dx, y - ay - along * dy))
        return nearest - width / 2

    return distance


LETTERS: dict[str, list[list[Point]]] = {
    "l": [[(46, 32), (46, 96), (88, 96)]],
    "c": [arc((68, 64), 30, 45, 315)],
    "r": [
        [(44, 96), (44, 32), (68, 32), *arc((68, 50), 18, -90, 90), (44, 68)],
        [(66, 68), (88, 96)],
    ],
}


# --- pictures -------------------------------------------------------------------------------------------


def layers(name: str) -> list[tuple[Shape, Rgb]]:
    """What `name` is made of, bottom first."""
    edge = (rounded_square(BODY_HALF, BODY_RADIUS), EDGE)
    inner = rounded_square(BODY_HALF - EDGE_WIDTH, BODY_RADIUS - EDGE_WIDTH)
    kind, _, which = name.removeprefix("pips_").partition("_")
    if kind == "d6":
        return [edge, (inner, DIE), (discs(PIPS[int(which)], PIP_RADIUS), INK)]
    if which == "dot":
        return [edge, (inner, DOT_DIE), (discs([(_MID, _MID)], 18.0), INK)]
    colour = {"l": LEFT, "c": CENTER, "r": RIGHT}[which]
    return [edge, (inner, colour), (strokes(LETTERS[which], STROKE), WHITE)]


NAMES = [f"pips_d6_{face}" for face in range(1, 7)] + [f"pips_lcr_{s}" for s in ("l", "c", "r", "dot")]


def pixels(name: str) -> bytes:
    """The picture as 8-bit RGBA rows, top to bottom."""
    shapes = layers(name)
    out = bytearray()
    for row in range(SIZE):
        for column in range(SIZE):
            x, y = column + 0.5, row + 0.5
            red = green = blue = alpha = 0.0  # premultiplied
            for shape, (r, g, b) in shapes:
                cover = min(1.0, max(0.0, 0.5 - shape(x, y)))
                if cover:
                    red = r * cover + red * (1 - cover)
                    green = g * cover + green * (1 - cover)
                    blue = b * cover + blue * (1 - cover)
                    alpha = cover + alpha * (1 - cover)
            if alpha:
                out += bytes((round(red / alpha), round(green / alpha), round(blue / alpha), round(alpha * 255)))
            else:
                out += bytes(4)
    return bytes(out)


def png(rgba: bytes, size: int = SIZE) -> bytes:
    """An 8-bit RGBA PNG, every row unfiltered."""

    def chunk(kind: bytes, data: bytes) -> bytes:
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))

    stride = size * 4
    raw = b"".join(b"\x00" + rgba[row * stride : (row + 1) * stride] for row in range(size))
    header = struct.pack(">IIBBBBB", size, size, 8, 6, 0, 0, 0)
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(raw, 9)) + chunk(b"IEND", b"")


def main() -> int:
    OUT.mkdir(exist_ok=True)
    for name in NAMES:
        path = OUT / f"{name}.png"
        path.write_bytes(png(pixels(name)))
        print(f"{path} ({path.stat().st_size} bytes)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
