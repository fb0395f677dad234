"""Bad Leftovers' moves: on the first turn of a round a claim with the first take, later takes alone.

``claim:<c>:<a>-<b>`` claims c and takes the pair a <= b (a + b = c); ``claim:<c>:doubles`` claims c and takes two
dice of one's permanent number; ``take:<a>-<b>`` and ``doubles`` are the later turns' takes.
"""

from __future__ import annotations

from rules.base import Action


class Claim(Action, text=r"claim:(?P<claim>\d+):(?P<a>\d)-(?P<b>\d)"):
    """Claim ``claim`` and take the pair ``a``-``b``."""

    claim: int
    a: int
    b: int


class ClaimDoubles(Action, text=r"claim:(?P<claim>\d+):doubles"):
    """Claim ``claim`` and take two dice of one's permanent number."""

    claim: int


class Take(Action, text=r"take:(?P<a>\d)-(?P<b>\d)"):
    """Take the pair ``a``-``b`` for the claim made."""

    a: int
    b: int


class Doubles(Action, text="doubles"):
    """Take two dice of one's permanent number."""


ACTIONS: tuple[type[Action], ...] = (Claim, ClaimDoubles, Take, Doubles)
