"""Who is asking: a Discord user as the service sees it."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Player:
    user_id: int
    name: str
    can_manage: bool = False  # holds Manage Channel: may start or cancel any table
