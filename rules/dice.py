"""Fair dice derived from a secret seed and a counter.

Die number ``i`` of a game comes from byte ``i`` (after rejection of biased
bytes) of the HMAC-SHA256 stream keyed by the seed, so anyone given the seed
after the game can recompute every roll, and the SHA-256 commitment shown
before the first roll proves the seed was fixed in advance.
"""

from __future__ import annotations

import hashlib
import hmac
from collections.abc import Iterable, Iterator, Mapping
from typing import Protocol

_BLOCK = 32
_BLOCK_BITS = 5  # _BLOCK == 1 << _BLOCK_BITS, for shifts in the hot path
_UNBIASED_LIMIT = 252  # largest multiple of 6 below 256: bytes >= 252 are skipped
_FACE_OF_BYTE = bytes(byte % 6 + 1 if byte < _UNBIASED_LIMIT else 0 for byte in range(256))  # 0: skipped


def commitment(seed: bytes) -> str:
    """The public SHA-256 commitment of a seed, as hex."""
    return hashlib.sha256(seed).hexdigest()


class Dice(Protocol):
    """Where a game's dice come from: the seeded stream, or a script in tests."""

    def roll(self, count: int) -> tuple[int, ...]: ...

    def to_dict(self) -> dict[str, object]: ...


class SeededDice:
    """The replayable stream: ``position`` counts stream bytes consumed."""

    __slots__ = ("_block_index", "_faces", "position", "seed")

    def __init__(self, seed: bytes, position: int = 0) -> None:
        self.seed = seed
        self.position = position
        self._block_index = -1
        self._faces: tuple[int, ...] = ()

    def _block_faces(self, index: int) -> tuple[int, ...]:
        """Block ``index`` of the stream with each byte turned into its face (0 for a skipped byte)."""
        if index != self._block_index:
            block = hmac.digest(self.seed, index.to_bytes(8, "big"), "sha256")
            # A tuple, so a roll is one slice with no conversion.
            self._faces = tuple(block.translate(_FACE_OF_BYTE))
            self._block_index = index
        return self._faces

    def roll(self, count: int) -> tuple[int, ...]:
        # The simulator's hot path: most rolls read `count` usable bytes from the current block in one slice.
        position = self.position
        index, offset = position >> _BLOCK_BITS, position & (_BLOCK - 1)
        faces = (self._faces if index == self._block_index else self._block_faces(index))[offset : offset + count]
        if len(faces) == count and 0 not in faces:
            self.position = position + count
            return faces
        # Some bytes are skipped, or the roll runs into the next block: one byte at a time.
        kept: list[int] = []
        while len(kept) < count:
            face = self._block_faces(position >> _BLOCK_BITS)[position & (_BLOCK - 1)]
            position += 1
            if face:
                kept.append(face)
        self.position = position
        return tuple(kept)

    def to_dict(self) -> dict[str, object]:
        return {"seed": self.seed.hex(), "position": self.position}


class ScriptedDice:
    """Dice that come out in a given order: lets a test decide every chance outcome."""

    def __init__(self, faces: Iterable[int]) -> None:
        self._faces: Iterator[int] = iter(faces)
        self.used = 0

    def roll(self, count: int) -> tuple[int, ...]:
        faces = []
        for _ in range(count):
            face = next(self._faces, None)
            if face is None:
                raise AssertionError("the script ran out of dice")
            if not 1 <= face <= 6:
                raise ValueError(f"a die shows 1..6, not {face}")
            faces.append(face)
        self.used += count
        return tuple(faces)

    def to_dict(self) -> dict[str, object]:
        raise TypeError("scripted dice are for tests and are never stored")


def dice_from_dict(data: Mapping[str, object]) -> SeededDice:
    """The stream ``SeededDice.to_dict`` stored. Anything else raises KeyError, TypeError or ValueError, which
    ``Game.from_dict`` reports as an unreadable state."""
    seed, position = data["seed"], data["position"]
    if not isinstance(seed, str) or isinstance(position, bool) or not isinstance(position, int):
        raise TypeError(f"dice are a hex seed and an int position, not {seed!r} and {position!r}")
    if position < 0:
        raise ValueError(f"dice position {position}")
    return SeededDice(bytes.fromhex(seed), position)


def draw(dice: Dice, count: int) -> int:
    """A uniform choice in 0..count-1 made from dice alone (base-6 digits, rejection)."""
    if count < 1:
        raise ValueError("nothing to draw from")
    span, digits = 1, 0
    while span < count:
        span *= 6
        digits += 1
    limit = span - span % count
    while True:
        value = 0
        for face in dice.roll(digits):
            value = value * 6 + face - 1
        if value < limit:
            return value % count
