"""A message's key as the code writes it ("lcr.event.roll") and its Fluent id (``lcr-event-roll``).

The id writes each "." of the key as "-", and a "-" of the key (an option's value: "by-chips") as "--". Keys
are dotted words with no two separators side by side, so the rule is one-to-one: ``key_of`` reads an id back,
and an id it cannot read back (``a---b``, ``-a``) is refused rather than shadowing another key.
"""

from __future__ import annotations

import re

KEY = re.compile(r"[a-z][a-z0-9_]*(?:[.-][a-z0-9_]+)*")


def fluent_id(key: str) -> str:
    return key.replace("-", "--").replace(".", "-")


def key_of(identifier: str) -> str:
    """The key a Fluent id stands for; ValueError for an id no key is written as."""
    key = "-".join(part.replace("-", ".") for part in identifier.split("--"))
    if not KEY.fullmatch(key):
        raise ValueError(f"{identifier!r} is no message id of a key: write a key's '.' as '-' and '-' as '--'")
    return key
