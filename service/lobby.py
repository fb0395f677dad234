"""Lobby rules, the same for every game: seats, host rights, starting."""

from __future__ import annotations

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
        table.seats[seat].stake = stake  # joining again changes your stake
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
    if player.user_id == table.host_id:
        humans = [s for s in table.seats if not s.computer]
        if not humans:
            table.status = Status.CANCELLED
            return True
        table.host_id = humans[0].user_id
    return False


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
