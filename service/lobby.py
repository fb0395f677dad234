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


def join(table: Table, game: type[Game], player: Player, stake: int | None) -> bool:
    """Seat the player; True if they were seated already and this changed their stake."""
    require_lobby(table)
    seat = table.seat_of(player.user_id)
    if seat is not None:
        if stake is None or table.seats[seat].stake == stake:
            raise Refusal("lobby.already_seated")
        table.seats[seat] = replace(table.seats[seat], stake=stake)  # joining again changes your stake
        return True
    if len(table.seats) >= game.max_players:
        raise Refusal("lobby.full", seats=game.max_players)
    table.seats.append(Seat(player.user_id, player.name, stake=stake))
    return False


def leave(table: Table, player: Player) -> bool:
    """Take the player's seat away; True if the lobby is now empty of people (and so cancelled)."""
    require_lobby(table)
    seat = table.seat_of(player.user_id)
    if seat is None:
        raise Refusal("lobby.not_seated")
    del table.seats[seat]
    if player.user_id == table.host_id and not pass_host(table):
        table.status = Status.CANCELLED
        return True
    return False


def pass_host(table: Table, out: frozenset[int] = frozenset()) -> bool:
    """The host left: the first person still seated (not a seat index in ``out``) hosts; False if nobody is."""
    humans = [s for index, s in enumerate(table.seats) if not s.computer and index not in out]
    if not humans:
        return False
    table.host_id = humans[0].user_id
    return True


def take_invited(table: Table, user_id: int) -> Seat | None:
    """The invitation of a player of the last game (Play again), used up as they rejoin."""
    for index, seat in enumerate(table.invited):
        if seat.user_id == user_id:
            return table.invited.pop(index)
    return None


def rematch_order(table: Table, previous: Table) -> list[int | None]:
    """Seat the lobby in the last game's turn order, newcomers after (in join order); each seat's place in the
    last game, or None for a newcomer: what ``Game.rematch`` is given."""
    before = {seat.user_id: index for index, seat in enumerate(previous.seats)}
    newcomer = len(previous.seats)
    table.seats.sort(key=lambda seat: before.get(seat.user_id, newcomer))  # stable: newcomers keep join order
    return [before.get(seat.user_id) for seat in table.seats]


def add_computer(table: Table, game: type[Game], player: Player, stake: int | None) -> Seat:
    require_lobby(table)
    require_host(table, player)
    if len(table.seats) >= game.max_players:
        raise Refusal("lobby.full", seats=game.max_players)
    taken = {s.name for s in table.seats}
    name = next((n for n in COMPUTER_NAMES if n not in taken), f"Computer {len(table.seats) + 1}")
    user_id = min((s.user_id for s in table.seats if s.computer), default=0) - 1
    seat = Seat(user_id, name, computer=True, stake=stake)
    table.seats.append(seat)
    return seat


def check_start(table: Table, game: type[Game], player: Player) -> None:
    require_lobby(table)
    require_host(table, player)
    if len(table.seats) < game.min_players:
        raise Refusal("lobby.too_few", needed=game.min_players)
