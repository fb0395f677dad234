"""The leaderboard: a server's standings from finished games, a page at a time, and the running scores
of a channel's game in play, for a game that shows them (Bad Leftovers). The cog only draws what this returns."""

from __future__ import annotations

from dataclasses import dataclass

from data.records import Status, Table
from data.store import Standing, Store
from rules.base import RunningScore
from rules.games import GAMES
from service.luck import LuckBoard, luck_board
from service.seasons import ALL_TIME_PERIOD, Period

PAGE_SIZE = 10  # standings lines per page; an embed stays short and readable


@dataclass(frozen=True)
class Ranked:
    """A standing with its place in its game kind (players level on wins and games share a place)."""

    rank: int
    standing: Standing


@dataclass(frozen=True)
class RunningGame:
    table: Table
    round: int
    scores: list[RunningScore]  # players still in by score (lowest first), then those out


@dataclass(frozen=True)
class BoardPage:
    kind: str | None  # None: every game kind
    page: int  # 0-based, within 0..pages-1
    pages: int
    lines: list[Ranked]
    running: RunningGame | None
    period: Period = ALL_TIME_PERIOD  # whose games it counts: a season's, or all time


def _group(standing: Standing) -> tuple[str, bool]:
    return standing.kind, standing.computer


def ranked(standings: list[Standing]) -> list[Ranked]:
    """Places for standings ordered by kind, most wins, fewest games: within each kind, people first and
    computers after them, ranked apart (a computer's record says nothing about the people's)."""
    places: list[Ranked] = []
    place = 0
    for standing in sorted(standings, key=_group):  # stable: the store's order within a group
        previous = places[-1].standing if places else None
        place = place + 1 if previous is not None and _group(previous) == _group(standing) else 1
        level = previous is not None and (*_group(previous), previous.wins, previous.games) == (
            *_group(standing), standing.wins, standing.games
        )
        places.append(Ranked(places[-1].rank if level else place, standing))
    return places


class Leaderboard:
    def __init__(self, store: Store) -> None:
        self.store = store

    async def page(
        self, guild_id: int | None, channel_id: int, kind: str | None = None, page: int = 0,
        period: Period = ALL_TIME_PERIOD,
    ) -> BoardPage:
        """One page of the board of the period's games (of the server; ``guild_id`` None: of the DM or group DM
        ``channel_id``); a page past the end shows the last one (the board may have shrunk)."""
        of_channel = {"channel_id": channel_id} if guild_id is None else {}
        lines = ranked(await self.store.standings(guild_id, kind, since=period.since, until=period.until,
                                                  **of_channel))
        pages = max(1, -(-len(lines) // PAGE_SIZE))
        page = min(max(page, 0), pages - 1)
        running = await self.running(channel_id) if kind is None or GAMES[kind].running_scores else None
        return BoardPage(kind, page, pages, lines[page * PAGE_SIZE : (page + 1) * PAGE_SIZE], running, period)

    async def luck(self, guild_id: int, kind: str | None = None, period: Period = ALL_TIME_PERIOD) -> LuckBoard:
        """The luckiest and unluckiest players of the period's games (service/luck.py)."""
        return luck_board(await self.store.luck(guild_id, kind, since=period.since, until=period.until))

    async def running(self, channel_id: int) -> RunningGame | None:
        """The scores of the channel's game in play, for a game that shows them (``GameInfo.running_scores``)."""
        table = await self.store.live_table(channel_id)
        if table is None or table.status is not Status.PLAYING or not table.state:
            return None
        game = GAMES[table.kind]
        if not game.running_scores:
            return None
        running = game.game.from_dict(table.state).running_scores()
        return RunningGame(table, running.round, running.scores) if running is not None else None
