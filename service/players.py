"""Who is asking: a Discord user as the service sees it, and from which channel."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Player:
    user_id: int
    name: str
    can_manage: bool = False  # holds Manage Channel: may start or cancel any table
    channel_id: int | None = None  # where the click or command came from; None when it does not matter
