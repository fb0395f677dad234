"""Results and standings on real SQLite files: what a finished game records per seat, the GROUP BY standings
query (per server, per kind, computers by name), and the leaderboard service's places, pages and running scores."""

from __future__ import annotations

from dataclasses import replace

import pytest

from data.records import Result, Seat, Status, Table
from data.sqlite import SqliteStore
from data.store import Standing
from rules.leftovers import Leftovers
from service.leaderboard import PAGE_SIZE, Leaderboard, ranked
from service.players import Player
from service.tables import Change, TableService

GUILD, OTHER_GUILD = 10, 20


@pytest.fixture(params=["sqlite", "postgres"])
def store_kind(request: pytest.FixtureRequest) -> str:
    return str(request.param)

CHANNEL = 100
FINISHED_CHANNEL = 200
HANA, BOB, CARA = Player(1, "Hana"), Player(2, "Bob"), Player(3, "Cara")
PEOPLE = {p.user_id: p for p in (HANA, BOB, CARA)}


def line(
    seat: int, user_id: int, name: str, *, won: bool = False, computer: bool = False, rounds: int = 0, points: int = 0
) -> Result:
    return Result(
        user_id=user_id, name=name, computer=computer, seat=seat, won=won, lost=not won, score=points,
        rounds=rounds, points=points,
    )


async def finish(
    store: SqliteStore, kind: str, results: list[Result], *, guild_id: int | None = GUILD, at: float = 100.0,
    channel_id: int = FINISHED_CHANNEL,
) -> Table:
    """A finished table in its own channel with these result lines, written as the service writes them."""
    seats = [Seat(r.user_id, r.name, r.computer) for r in results]
    table = await store.create_table(
        Table(kind=kind, guild_id=guild_id, channel_id=channel_id, host_id=results[0].user_id, seed="ab" * 32,
              options={}, seats=seats, created_at=at, updated_at=at)
    )
    table = replace(table, status=Status.FINISHED)
    return await store.save_table(table, [], results)


def summary(standings: list[Standing]) -> list[tuple[str, int, str, bool, int, int, int, int]]:
    return [(s.kind, s.user_id, s.name, s.computer, s.games, s.wins, s.rounds, s.points) for s in standings]


# --- the standings query ----------------------------------------------------------


async def test_standings_count_games_wins_rounds_and_points_per_kind_and_player(store: SqliteStore) -> None:
    await finish(store, "leftovers", [line(0, 1, "Hana", won=True, rounds=5, points=12),
                                      line(1, 2, "Bob", rounds=5, points=23)], at=100)
    await finish(store, "leftovers", [line(0, 2, "Bob", won=True, rounds=3, points=9),
                                      line(1, 1, "Hana", rounds=2, points=21)], at=200)
    await finish(store, "leftovers", [line(0, 1, "Hana", won=True, rounds=4, points=0),
                                      line(1, 3, "Cara", rounds=4, points=30)], at=300)
    await finish(store, "lcr", [line(0, 2, "Bob", won=True), line(1, 1, "Hana"), line(2, 3, "Cara")], at=400)

    assert summary(await store.standings(GUILD)) == [
        ("lcr", 2, "Bob", False, 1, 1, 0, 0),
        ("lcr", 3, "Cara", False, 1, 0, 0, 0),  # level with Hana: by name
        ("lcr", 1, "Hana", False, 1, 0, 0, 0),
        ("leftovers", 1, "Hana", False, 3, 2, 11, 33),
        ("leftovers", 2, "Bob", False, 2, 1, 8, 32),
        ("leftovers", 3, "Cara", False, 1, 0, 4, 30),
    ]
    only = await store.standings(GUILD, "leftovers")
    assert [s.name for s in only] == ["Hana", "Bob", "Cara"]
    assert only[0].points_per_round == 3.0
    assert await store.standings(GUILD, "buck") == []


async def test_fewer_games_rank_first_among_equal_wins(store: SqliteStore) -> None:
    await finish(store, "chicago", [line(0, 1, "Hana", won=True), line(1, 2, "Bob")], at=100)
    await finish(store, "chicago", [line(0, 2, "Bob", won=True), line(1, 1, "Hana")], at=200)
    await finish(store, "chicago", [line(0, 3, "Cara", won=True), line(1, 2, "Bob")], at=300)
    assert [(s.name, s.wins, s.games) for s in await store.standings(GUILD)] == [
        ("Cara", 1, 1), ("Hana", 1, 2), ("Bob", 1, 3)
    ]


async def test_standings_belong_to_one_server(store: SqliteStore) -> None:
    await finish(store, "lcr", [line(0, 1, "Hana", won=True), line(1, 2, "Bob")], guild_id=GUILD)
    await finish(store, "lcr", [line(0, 2, "Bob", won=True), line(1, 1, "Hana")], guild_id=OTHER_GUILD)
    here = await store.standings(GUILD)
    assert [(s.name, s.wins) for s in here] == [("Hana", 1), ("Bob", 0)]
    assert [(s.name, s.wins) for s in await store.standings(OTHER_GUILD)] == [("Bob", 1), ("Hana", 0)]
    assert await store.standings(30) == []


async def test_a_group_dm_has_its_own_standings_and_a_player_s_record_counts_everywhere(store: SqliteStore) -> None:
    group, other_group = 300, 400
    await finish(store, "lcr", [line(0, 1, "Hana", won=True), line(1, 2, "Bob")], guild_id=None, channel_id=group)
    await finish(store, "lcr", [line(0, 2, "Bob", won=True), line(1, 1, "Hana")], guild_id=None,
                 channel_id=other_group)
    await finish(store, "lcr", [line(0, 2, "Bob", won=True), line(1, 1, "Hana")], guild_id=GUILD)
    assert [(s.name, s.wins) for s in await store.standings(None, channel_id=group)] == [("Hana", 1), ("Bob", 0)]
    assert [(s.name, s.games) for s in await store.standings(GUILD)] == [("Bob", 1), ("Hana", 1)]
    everywhere = await store.player_records(None, HANA.user_id)
    assert [(r.kind, r.games, r.wins) for r in everywhere] == [("lcr", 3, 1)]
    assert [(r.games, r.wins) for r in await store.player_records(GUILD, HANA.user_id)] == [(1, 0)]


async def test_computer_seats_count_by_name_and_show_as_computers(store: SqliteStore) -> None:
    # Computer ids restart at -1 on every table: "Ada" once and "Babbage" once both had id -1.
    await finish(store, "buck", [line(0, 1, "Hana"), line(1, -1, "Ada", computer=True, won=True)], at=100)
    await finish(store, "buck", [line(0, 1, "Hana"), line(1, -1, "Babbage", computer=True, won=True)], at=200)
    await finish(store, "buck", [line(0, 1, "Hana", won=True), line(1, -2, "Ada", computer=True)], at=300)
    standings = await store.standings(GUILD)
    assert [(s.name, s.computer, s.games, s.wins) for s in standings] == [
        ("Babbage", True, 1, 1), ("Ada", True, 2, 1), ("Hana", False, 3, 1)
    ]


async def test_a_renamed_player_shows_under_their_latest_name(store: SqliteStore) -> None:
    await finish(store, "lcr", [line(0, 1, "Hana", won=True), line(1, 2, "Bob")], at=100)
    await finish(store, "lcr", [line(0, 1, "Hana the Great", won=True), line(1, 2, "Bob")], at=300)
    await finish(store, "lcr", [line(0, 2, "Bob", won=True), line(1, 1, "Hana")], at=200)
    top = (await store.standings(GUILD))[0]
    assert (top.user_id, top.name, top.games, top.wins) == (1, "Hana the Great", 3, 2)


def test_points_per_round_is_none_without_rounds() -> None:
    assert Standing("lcr", 1, "Hana", False, 2, 1, 0, 0).points_per_round is None
    assert Standing("leftovers", 1, "Hana", False, 2, 1, 8, 30).points_per_round == 3.75


# --- what a finished game records -----------------------------------------------------


async def play_leftovers(service: TableService, *others: Player) -> Change:
    """A Bad Leftovers game hosted by HANA, every seat playing the computer's move until it ends."""
    table_id = (await service.open("leftovers", GUILD, CHANNEL, HANA, {})).table.id
    for player in others:
        await service.join(table_id, player)
    change = await service.start_game(table_id, HANA)
    while change.table.status is Status.PLAYING:
        game = change.game
        assert game is not None and game.current_player is not None
        player = PEOPLE[change.table.seats[game.current_player].user_id]
        change = await service.act(table_id, player, game.step, game.auto_action())
    return change


async def test_a_finished_game_records_the_rounds_each_player_played(
    service: TableService, store: SqliteStore
) -> None:
    change = await play_leftovers(service, BOB, CARA)
    game = change.game
    assert isinstance(game, Leftovers) and change.table.status is Status.FINISHED
    rows = sorted(await store.results(GUILD, "leftovers"), key=lambda r: r["seat"])
    assert [(r["user_id"], r["rounds"], r["points"], r["won"]) for r in rows] == [
        (seat.user_id, game.rounds_played[i], game.scores[i], int(i == game.winner))
        for i, seat in enumerate(change.table.seats)
    ]
    # whoever went out first sat out the rounds after; the other two played every round
    first_out, second_out = game.out
    assert rows[first_out]["rounds"] < rows[second_out]["rounds"] == rows[game.winner]["rounds"] == game.rounds  # type: ignore[index]


async def test_games_without_rounds_record_none(service: TableService, store: SqliteStore) -> None:
    table_id = (await service.open("lcr", GUILD, CHANNEL, HANA, {})).table.id
    for player in (BOB, CARA):
        await service.join(table_id, player)
    change = await service.start_game(table_id, HANA)
    while change.table.status is Status.PLAYING:
        game = change.game
        assert game is not None and game.current_player is not None
        change = await service.act(table_id, PEOPLE[change.table.seats[game.current_player].user_id], game.step, "roll")
    assert [r["rounds"] for r in await store.results(GUILD, "lcr")] == [0, 0, 0]


# --- the leaderboard service ------------------------------------------------------------


def standing(kind: str, user_id: int, wins: int, games: int) -> Standing:
    return Standing(kind, user_id, f"P{user_id}", False, games, wins, 0, 0)


def test_players_level_on_wins_and_games_share_a_place_and_places_restart_per_kind() -> None:
    places = ranked([
        standing("buck", 1, 3, 4), standing("buck", 2, 2, 2), standing("buck", 3, 2, 2), standing("buck", 4, 1, 5),
        standing("lcr", 5, 0, 1),
    ])
    assert [(p.standing.user_id, p.rank) for p in places] == [(1, 1), (2, 2), (3, 2), (4, 4), (5, 1)]


async def test_long_boards_come_in_pages(store: SqliteStore) -> None:
    players = PAGE_SIZE + 3
    await finish(store, "lcr", [line(i, 100 + i, f"P{i:02}", won=i == 0) for i in range(players)])
    board = Leaderboard(store)

    first = await board.page(GUILD, CHANNEL)
    assert (first.page, first.pages, len(first.lines)) == (0, 2, PAGE_SIZE)
    assert first.lines[0].standing.name == "P00" and first.lines[0].rank == 1
    second = await board.page(GUILD, CHANNEL, page=1)
    assert [p.standing.name for p in second.lines] == [f"P{i:02}" for i in range(PAGE_SIZE, players)]
    assert all(p.rank == 2 for p in second.lines)  # everyone but the winner shares second place
    assert (await board.page(GUILD, CHANNEL, page=7)).page == 1  # past the end: the last page
    assert (await board.page(GUILD, CHANNEL, "chicago")).pages == 1


async def test_running_scores_show_the_channels_live_bad_leftovers_game(
    service: TableService, store: SqliteStore
) -> None:
    board = Leaderboard(store)
    table_id = (await service.open("leftovers", GUILD, CHANNEL, HANA, {})).table.id
    await service.join(table_id, BOB)
    assert (await board.page(GUILD, CHANNEL)).running is None  # a lobby has no scores yet

    change = await service.start_game(table_id, HANA)
    game = change.game
    assert isinstance(game, Leftovers) and game.current_player is not None
    mover = PEOPLE[change.table.seats[game.current_player].user_id]
    change = await service.act(table_id, mover, game.step, game.auto_action())
    game = change.game
    assert isinstance(game, Leftovers)

    running = (await board.page(GUILD, CHANNEL)).running
    assert running is not None and running.table.id == table_id and running.round == game.rounds
    by_seat = {s.seat: s for s in running.scores}
    assert {seat: (s.number, s.score, s.claim, s.out) for seat, s in by_seat.items()} == {
        seat: (game.numbers[seat], game.scores[seat], game.claims[seat], False) for seat in range(2)
    }
    assert [s.score for s in running.scores] == sorted(game.scores)
    assert (await board.page(GUILD, CHANNEL, "leftovers")).running is not None
    assert (await board.page(GUILD, CHANNEL, "lcr")).running is None  # narrowed to another game
    assert (await board.page(GUILD, CHANNEL + 1)).running is None  # another channel


async def test_no_running_scores_for_other_games(service: TableService, store: SqliteStore) -> None:
    table_id = (await service.open("lcr", GUILD, CHANNEL, HANA, {})).table.id
    for player in (BOB, CARA):
        await service.join(table_id, player)
    await service.start_game(table_id, HANA)
    assert (await Leaderboard(store).page(GUILD, CHANNEL)).running is None


def test_computers_are_ranked_apart_after_the_people_of_their_kind() -> None:
    computer = Standing("buck", -1, "Ada", True, 5, 5, 0, 0)
    places = ranked([computer, standing("buck", 1, 1, 2), standing("buck", 2, 0, 2), standing("lcr", 3, 1, 1)])
    assert [(p.standing.user_id, p.rank) for p in places] == [(1, 1), (2, 2), (-1, 1), (3, 1)]
