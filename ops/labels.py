"""The fixed values the interaction metrics' labels take (a bounded set: never an id)."""

from __future__ import annotations

from typing import Literal

Outcome = Literal["accepted", "refused", "failed"]
OUTCOMES: tuple[Outcome, ...] = ("accepted", "refused", "failed")
KINDS = ("command", "component", "modal", "autocomplete", "other")
