"""Lobby rules, the same for every game: seats, host rights, starting."""

from __future__ import annotations

from dataclasses import replace

from data.records import Seat, Status, Table
from rules.base import Game
from service.errors import Refusal
from service.players import Player

COMPUTER_NAMES = (
    "Ada", "Babbage", "Turing", "Lovelace", "Hopper", "Knuth", "Dijkstra", "Liskov", "Ritchie", "Hamilton",
)


def require_lobby(table: Table) -> None:
    if table.status is Status.PLAYING:
        raise Refusal("lobby.already_started")
    if not table.status.live:
        raise Refusal("table.over")


def require_host(table: Table, player: Player) -> None:
    if player.user_id != table.host_id and not player.can_manage:
        raise Refusal("lobby.host_only")


def join(table: Table, game: type[Game], player: Player, stake: int | None) -> tuple[Table, bool]:
    """The table with the player seated; True if they were seated already and this changed their stake."""
    require_lobby(table)
    seat = table.seat_of(player.user_id)
    if seat is not None:
        if stake is None or table.seats[seat].stake == stake:
            raise Refusal("lobby.already_seated")
        restaked = replace(table.seats[seat], stake=stake)  # joining again changes your stake
        return replace(table, seats=(*table.seats[:seat], restaked, *table.seats[seat + 1:])), True
    if len(table.seats) >= game.max_players:
        raise Refusal("lobby.full", seats=game.max_players)
    return replace(table, seats=(*table.seats, Seat(player.user_id, player.name, stake=stake))), False


def leave(table: Table, player: Player) -> tuple[Table, bool]:
    """The table without the player's seat; True if the lobby is now empty of people (and so cancelled)."""
    require_lobby(table)
    seat = table.seat_of(player.user_id)
    if seat is None:
        raise Refusal("lobby.not_seated")
    table = without_seat(table, seat)
    if player.user_id == table.host_id:
        hosted = pass_host(table)
        if hosted is None:
            return replace(table, status=Status.CANCELLED), True
        table = hosted
    return table, False


def without_seat(table: Table, seat: int) -> Table:
    return replace(table, seats=(*table.seats[:seat], *table.seats[seat + 1:]))


def pass_host(table: Table, out: frozenset[int] = frozenset()) -> Table | None:
    """The host left: the table hosted by the first person still seated (not a seat index in ``out``); None if
    nobody is."""
    humans = [s for index, s in enumerate(table.seats) if not s.computer and index not in out]
    if not humans:
        return None
    return replace(table, host_id=humans[0].user_id)


def take_invited(table: Table, user_id: int) -> tuple[Table, Seat | None]:
    """The invitation of a player of the last game (Play again), used up as they rejoin: the table without it."""
    for index, seat in enumerate(table.invited):
        if seat.user_id == user_id:
            return replace(table, invited=(*table.invited[:index], *table.invited[index + 1:])), seat
    return table, None


def rematch_order(table: Table, previous: Table) -> tuple[Table, list[int | None]]:
    """The lobby seated in the last game's turn order, newcomers after (in join order); with each seat's place in
    the last game, or None for a newcomer: what ``Game.rematch`` is given."""
    before = {seat.user_id: index for index, seat in enumerate(previous.seats)}
    newcomer = len(previous.seats)
    seats = sorted(table.seats, key=lambda seat: before.get(seat.user_id, newcomer))  # stable: join order kept
    return replace(table, seats=tuple(seats)), [before.get(seat.user_id) for seat in seats]


def add_computer(table: Table, game: type[Game], player: Player, stake: int | None) -> tuple[Table, Seat]:
    """The table with a computer seat added, and that seat."""
    require_lobby(table)
    require_host(table, player)
    if len(table.seats) >= game.max_players:
        raise Refusal("lobby.full", seats=game.max_players)
    taken = {s.name for s in table.seats}
    name = next((n for n in COMPUTER_NAMES if n not in taken), f"Computer {len(table.seats) + 1}")
    user_id = min((s.user_id for s in table.seats if s.computer), default=0) - 1
    seat = Seat(user_id, name, computer=True, stake=stake)
    return replace(table, seats=(*table.seats, seat)), seat


def check_start(table: Table, game: type[Game], player: Player) -> None:
    require_lobby(table)
    require_host(table, player)
    if len(table.seats) < game.min_players:
        raise Refusal("lobby.too_few", needed=game.min_players)
