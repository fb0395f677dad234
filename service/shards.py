"""Which guilds a bot process owns when the bot is sharded.

Discord sends a guild's events, its clicks included, only to the session of the guild's shard,
``(guild_id >> 22) % shard_count``; direct messages go to shard 0. A process running some of the shards
therefore answers the clicks of their guilds only, and it alone should act on their tables unasked: arm
their timers (turn timeouts, computer seats) and redraw them after a restart.
"""

from __future__ import annotations

from dataclasses import dataclass

TIMESTAMP_SHIFT = 22  # a snowflake's bits below its creation time


def shard_of(guild_id: int | None, shard_count: int) -> int:
    """The shard Discord routes ``guild_id``'s events to; a DM or a guild-less table: shard 0."""
    if guild_id is None:
        return 0
    return (guild_id >> TIMESTAMP_SHIFT) % shard_count


@dataclass(frozen=True)
class Shards:
    """The shards ``ids`` of ``count`` one process runs. The default, one shard of one, owns every guild."""

    count: int = 1
    ids: tuple[int, ...] = (0,)

    def __post_init__(self) -> None:
        if self.count < 1 or not self.ids or any(not 0 <= shard < self.count for shard in self.ids):
            raise ValueError(f"shards {self.ids} of {self.count}: need 1 or more shards numbered 0 to count - 1")
        object.__setattr__(self, "ids", tuple(sorted(set(self.ids))))

    @classmethod
    def of(cls, count: int | None, ids: tuple[int, ...] | None) -> Shards:
        """From the settings: no count is an unsharded process (every guild); no ids, every shard."""
        if count is None:
            return cls()
        return cls(count, ids if ids is not None else tuple(range(count)))

    @property
    def everything(self) -> bool:
        """Whether this process runs every shard (so owns every guild, and no store query needs a filter)."""
        return len(self.ids) == self.count

    @property
    def syncs_commands(self) -> bool:
        """Commands are global to the application: one process syncs them, the one holding shard 0."""
        return 0 in self.ids

    def owns(self, guild_id: int | None) -> bool:
        return self.everything or shard_of(guild_id, self.count) in self.ids

    def describe(self) -> str:
        return f"shards {', '.join(map(str, self.ids))} of {self.count}"
