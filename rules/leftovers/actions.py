"""Bad Leftovers' moves: on the first turn of a round a claim with the first take, later takes alone.

``claim:<c>:<a>-<b>`` claims c and takes the pair a <= b (a + b = c); ``claim:<c>:doubles`` claims c and takes two
dice of one's permanent number; ``take:<a>-<b>`` and ``doubles`` are the later turns' takes.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Self

from rules.actions import Action, Word, parsed


@dataclass(frozen=True)
class Claim(Action):
    """Claim ``claim`` and take the pair ``a``-``b``."""

    claim: int
    a: int
    b: int

    @classmethod
    def parse(cls, text: str) -> Self:
        claim, a, b = parsed(r"claim:(\d+):(\d)-(\d)", text)
        return cls(claim, a, b)

    def __str__(self) -> str:
        return f"claim:{self.claim}:{self.a}-{self.b}"


@dataclass(frozen=True)
class ClaimDoubles(Action):
    """Claim ``claim`` and take two dice of one's permanent number."""

    claim: int

    @classmethod
    def parse(cls, text: str) -> Self:
        (claim,) = parsed(r"claim:(\d+):doubles", text)
        return cls(claim)

    def __str__(self) -> str:
        return f"claim:{self.claim}:doubles"


@dataclass(frozen=True)
class Take(Action):
    """Take the pair ``a``-``b`` for the claim made."""

    a: int
    b: int

    @classmethod
    def parse(cls, text: str) -> Self:
        a, b = parsed(r"take:(\d)-(\d)", text)
        return cls(a, b)

    def __str__(self) -> str:
        return f"take:{self.a}-{self.b}"


@dataclass(frozen=True)
class Doubles(Word):
    """Take two dice of one's permanent number."""

    WORD = "doubles"


ACTIONS: tuple[type[Action], ...] = (Claim, ClaimDoubles, Take, Doubles)
