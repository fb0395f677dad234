"""/stats and /history: a person's finished games in a server, and a channel's last games. The cog only draws
what this returns.

A win rate over a handful of games says little, so it is shown and ranked only from MIN_GAMES games of a kind
on; people are ranked among the server's people with that many games (computer seats are never ranked).
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

from data.store import Luck, PastGame, PlayerRecord, Standing, Store
from service.seasons import Period

MIN_GAMES = 5
HISTORY_LENGTH = 10


@dataclass(frozen=True)
class KindStats:
    """A person's record in one game kind, with their place by win rate when they have one."""

    record: PlayerRecord
    rank: int | None  # 1 = best win rate among those ranked; None below MIN_GAMES games
    ranked: int  # people with MIN_GAMES games or more of this kind in the server
    luck: Luck | None = None  # those of these games whose chances were stored at their start (service/luck.py)

    @property
    def win_rate(self) -> Fraction | None:
        return win_rate(self.record.wins, self.record.games)

    @property
    def points_per_round(self) -> Fraction | None:
        return Fraction(self.record.points, self.record.rounds) if self.record.rounds else None


@dataclass(frozen=True)
class PlayerStats:
    user_id: int
    kinds: list[KindStats]  # by kind name; only the kinds they finished a game of

    @property
    def games(self) -> int:
        return sum(k.record.games for k in self.kinds)

    @property
    def wins(self) -> int:
        return sum(k.record.wins for k in self.kinds)

    @property
    def win_rate(self) -> Fraction | None:
        return win_rate(self.wins, self.games)


def win_rate(wins: int, games: int) -> Fraction | None:
    """wins / games, or None below MIN_GAMES games."""
    return Fraction(wins, games) if games >= MIN_GAMES else None


def places(standings: list[Standing]) -> dict[int, int]:
    """People's places by win rate among those with MIN_GAMES games or more (more games first when level;
    level on both, a shared place), from one kind's standings."""
    eligible = [s for s in standings if not s.computer and s.games >= MIN_GAMES]
    eligible.sort(key=lambda s: (-Fraction(s.wins, s.games), -s.games))
    found: dict[int, int] = {}
    previous: tuple[Fraction, int] | None = None
    place = 0
    for index, standing in enumerate(eligible, start=1):
        key = (Fraction(standing.wins, standing.games), standing.games)
        if key != previous:
            place = index
        found[standing.user_id] = place
        previous = key
    return found


class Stats:
    def __init__(self, store: Store) -> None:
        self.store = store

    async def player(
        self, guild_id: int | None, user_id: int, kind: str | None = None, period: Period | None = None
    ) -> PlayerStats:
        """Their record in the period's games (None: all time), ranked among the period's players; ``guild_id``
        None (asked in a DM or group DM): their own record everywhere they played, ranked nowhere."""
        between = {"since": period.since, "until": period.until} if period is not None else {}
        records = await self.store.player_records(guild_id, user_id, kind, **between)
        lucks = {} if guild_id is None else {
            luck.kind: luck for luck in await self.store.luck(guild_id, kind, user_id=user_id, **between)}
        kinds = []
        for record in records:
            enough = guild_id is not None and record.games >= MIN_GAMES
            ranks = places(await self.store.standings(guild_id, record.kind, **between)) if enough else {}
            kinds.append(KindStats(record, ranks.get(user_id), len(ranks), lucks.get(record.kind)))
        return PlayerStats(user_id, kinds)

    async def history(self, channel_id: int, kind: str | None = None) -> list[PastGame]:
        """The channel's last HISTORY_LENGTH finished games, newest first."""
        return await self.store.past_games(channel_id, kind, HISTORY_LENGTH)
