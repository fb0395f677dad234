"""The leaderboard: a server's standings from finished games, a page at a time, and the running scores
of a channel's Bad Leftovers game. The cog only draws what this returns."""

from __future__ import annotations

from dataclasses import dataclass

from data.records import Status, Table
from data.store import Standing, Store
from rules.leftovers import Leftovers

PAGE_SIZE = 10  # standings lines per page; an embed stays short and readable


@dataclass(frozen=True)
class Ranked:
    """A standing with its place in its game kind (players level on wins and games share a place)."""

    rank: int
    standing: Standing


@dataclass(frozen=True)
class RunningScore:
    seat: int  # index into the table's seats
    number: int  # permanent number
    score: int
    claim: int | None
    out: bool
    left: bool  # forfeited


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

    async def page(self, guild_id: int, channel_id: int, kind: str | None = None, page: int = 0) -> BoardPage:
        """One page of the board; a page past the end shows the last one (the board may have shrunk)."""
        lines = ranked(await self.store.standings(guild_id, kind))
        pages = max(1, -(-len(lines) // PAGE_SIZE))
        page = min(max(page, 0), pages - 1)
        running = await self.running(channel_id) if kind in (None, Leftovers.kind) else None
        return BoardPage(kind, page, pages, lines[page * PAGE_SIZE : (page + 1) * PAGE_SIZE], running)

    async def running(self, channel_id: int) -> RunningGame | None:
        """The scores of the channel's Bad Leftovers game, while one is being played."""
        table = await self.store.live_table(channel_id)
        if table is None or table.kind != Leftovers.kind or table.status is not Status.PLAYING or not table.state:
            return None
        game = Leftovers.from_dict(table.state)
        scores = [
            RunningScore(
                seat=index,
                number=game.numbers[index],
                score=game.scores[index],
                claim=game.claims[index],
                out=index in game.out,
                left=index in game.forfeited,
            )
            for index in range(game.players)
        ]
        scores.sort(key=lambda s: (s.out, s.score, s.number))
        return RunningGame(table, game.rounds, scores)
