"""Fair dice derived from a secret seed and a counter.

Die number ``i`` of a game comes from byte ``i`` (after rejection of biased
bytes) of the HMAC-SHA256 stream keyed by the seed, so anyone given the seed
after the game can recompute every roll, and the SHA-256 commitment shown
before the first roll proves the seed was fixed in advance.
"""

from __future__ import annotations

import hashlib
import itertools
from collections.abc import Iterable, Iterator, Mapping
from typing import Protocol

_BLOCK = 32
_BLOCK_BITS = 5  # _BLOCK == 1 << _BLOCK_BITS, for shifts in the hot path
_UNBIASED_LIMIT = 252  # largest multiple of 6 below 256: bytes >= 252 are skipped
_FACE_OF_BYTE = bytes(byte % 6 + 1 if byte < _UNBIASED_LIMIT else 0 for byte in range(256))  # 0: skipped
# HMAC-SHA256 (RFC 2104) by hand, so a stream absorbs its key once: hmac.digest derives both padded keys again
# for every block, which cost more than the two hashes themselves.
_SHA256_BLOCK = 64
_INNER_PAD = bytes(byte ^ 0x36 for byte in range(256))  # translate tables: each key byte XOR the pad
_OUTER_PAD = bytes(byte ^ 0x5C for byte in range(256))


def commitment(seed: bytes) -> str:
    """The public SHA-256 commitment of a seed, as hex."""
    return hashlib.sha256(seed).hexdigest()


class Dice(Protocol):
    """Where a game's dice come from: the seeded stream, or a script in tests."""

    def roll(self, count: int) -> tuple[int, ...]: ...

    def to_dict(self) -> dict[str, object]: ...

    def copy(self) -> Dice:
        """Dice of their own that roll what these would roll next (``Game.copy``)."""
        ...


class _Sha256(Protocol):
    """What the stream uses of a ``hashlib.sha256`` object (its type has no public name)."""

    def copy(self) -> _Sha256: ...

    def update(self, data: bytes, /) -> None: ...

    def digest(self) -> bytes: ...


class SeededDice:
    """The replayable stream: ``position`` counts stream bytes consumed.

    It reads one block at a time as the tuple of its usable faces (skipped bytes taken out) and a cursor in it,
    so that a roll is one slice; ``position`` is worked out from the cursor when asked for."""

    __slots__ = ("_block_index", "_cursor", "_faces", "_keyed", "_skipping", "_start", "seed")

    def __init__(self, seed: bytes, position: int = 0) -> None:
        self.seed = seed
        self._keyed: tuple[_Sha256, _Sha256] | None = None  # inner and outer hash, key absorbed
        # The block is read at the first roll (a game loaded only to be drawn never computes it).
        self._block_index, self._start = position >> _BLOCK_BITS, position & (_BLOCK - 1)
        self._faces: tuple[int, ...] = ()  # the usable faces of the block from byte _start on; none read yet
        self._skipping: bytes | None = None  # the block's faces from _start on with 0 for skipped bytes, if any
        self._cursor = 0  # usable faces of _faces consumed

    @property
    def position(self) -> int:
        offset, cursor = self._start, self._cursor
        if self._skipping is None:
            return (self._block_index << _BLOCK_BITS) + offset + cursor
        for face in self._skipping:  # up to the last face used: the skipped bytes after it are still ahead
            if cursor == 0:
                break
            offset += 1
            if face:
                cursor -= 1
        return (self._block_index << _BLOCK_BITS) + offset

    def copy(self) -> SeededDice:
        """The same stream at the same position, with the block already read (its values are immutable, and
        the keyed hashes are only ever copied before use: both are shared)."""
        twin = SeededDice.__new__(SeededDice)
        for name in SeededDice.__slots__:
            setattr(twin, name, getattr(self, name))
        return twin

    def __reduce__(self) -> tuple[type[SeededDice], tuple[bytes, int]]:
        return SeededDice, (self.seed, self.position)  # copied as seed and position: hash objects do not pickle

    def _block(self, index: int) -> bytes:
        """Block ``index`` of the stream: HMAC-SHA256(seed, index as 8 bytes big-endian)."""
        if self._keyed is None:
            key = self.seed if len(self.seed) <= _SHA256_BLOCK else hashlib.sha256(self.seed).digest()
            key = key.ljust(_SHA256_BLOCK, b"\0")
            self._keyed = hashlib.sha256(key.translate(_INNER_PAD)), hashlib.sha256(key.translate(_OUTER_PAD))
        inner, outer = self._keyed[0].copy(), self._keyed[1].copy()
        inner.update(index.to_bytes(8, "big"))
        outer.update(inner.digest())
        return bytes(outer.digest())

    def _read(self, index: int, start: int) -> None:
        """Make block ``index``, from byte ``start`` on, the one rolls read."""
        faces = self._block(index).translate(_FACE_OF_BYTE)[start:]
        usable = faces.replace(b"\0", b"")
        self._faces = tuple(usable)
        self._skipping = None if len(usable) == len(faces) else faces
        self._block_index, self._start, self._cursor = index, start, 0

    def roll(self, count: int) -> tuple[int, ...]:
        # The simulator's hot path: most rolls are one slice of the current block's usable faces.
        cursor = self._cursor
        faces = self._faces[cursor : cursor + count]
        if len(faces) == count:
            self._cursor = cursor + count
            return faces
        # The roll runs into the next block (or the first block is not read yet).
        kept = list(faces)
        if self._faces or self._cursor:  # this block is used up: the next one, from its first byte
            index, start = self._block_index + 1, 0
        else:
            index, start = self._block_index, self._start
        while True:
            self._read(index, start)
            taken = self._faces[: count - len(kept)]
            kept += taken
            self._cursor = len(taken)
            if len(kept) == count:
                return tuple(kept)
            index, start = index + 1, 0

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

    def copy(self) -> ScriptedDice:
        """The same script from here on, for the copy alone (this one keeps its place)."""
        self._faces, rest = itertools.tee(self._faces)
        twin = ScriptedDice(rest)
        twin.used = self.used
        return twin


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
