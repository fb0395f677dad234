"""A tournament's row, the same on both stores: its JSON columns written compact and read back whole."""

from __future__ import annotations

import json
from collections.abc import Mapping
from typing import Any

from data.store import TournamentRow

COLUMNS = (
    "guild_id", "channel_id", "host_id", "kind", "options", "state", "status", "message_id", "champion_id",
    "version", "created_at", "updated_at",
)


def tournament_values(row: TournamentRow) -> dict[str, Any]:
    """The columns but ``id``, as stored."""
    return {
        "guild_id": row.guild_id, "channel_id": row.channel_id, "host_id": row.host_id, "kind": row.kind,
        "options": json.dumps(row.options, separators=(",", ":")),
        "state": json.dumps(row.state, separators=(",", ":")),
        "status": row.status, "message_id": row.message_id, "champion_id": row.champion_id,
        "version": row.version, "created_at": row.created_at, "updated_at": row.updated_at,
    }


def row_to_tournament(row: Mapping[str, Any]) -> TournamentRow:
    return TournamentRow(
        guild_id=row["guild_id"], channel_id=row["channel_id"], host_id=row["host_id"], kind=row["kind"],
        options=json.loads(row["options"]), state=json.loads(row["state"]), status=row["status"],
        message_id=row["message_id"], champion_id=row["champion_id"], id=row["id"], version=row["version"],
        created_at=row["created_at"], updated_at=row["updated_at"],
    )
