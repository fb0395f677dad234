"""A tournament across tables, pure: who sits where, who goes on, who is champion; no I/O, no clock.

Everything left to chance comes from the tournament's own seed, committed (its SHA-256 fingerprint shown) before
the first deal and revealed at the end, as a table's dice are: the seating of each round is a shuffle drawn from the
stream ``HMAC-SHA256(seed, "deal <round>")`` and the ties of a table from ``HMAC-SHA256(seed, "tie <round>
<table>")`` (``rules.dice``'s stream keyed by those), so anyone given the seed recomputes every deal and every roll,
whatever order the tables finished in.

Players are the ids of people; a table's seats are its players in order, then its computer seats. A table's game
ranks its seats (``rules.ranking``, declared by each game); the top ``advance`` of each table go on (never all of
them), ties settled by a die each, re-rolled among those still level. Rounds are dealt until one table is left: its
first place is the champion. No table is dealt below the game's minimum: fewer, larger tables where the players are
enough ("balanced"), else the one table left is filled with computers.
"""

from __future__ import annotations

import hashlib
import hmac
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from rules.dice import SeededDice, commitment, draw
from rules.ranking import Places


class TournamentError(ValueError):
    """A request the tournament cannot take (a round not over, a table already ranked...)."""


def stream(seed: bytes, label: str) -> SeededDice:
    """The dice of one draw of the tournament, keyed by the seed and what they are for."""
    return SeededDice(hmac.new(seed, label.encode(), hashlib.sha256).digest())


@dataclass(frozen=True)
class Seating:
    """How ``deal`` seats a round: the tables' players, the computer seats added to each, and whether fewer tables
    than the size asked were dealt so that none is below the game's minimum."""

    tables: tuple[tuple[int, ...], ...]
    computers: tuple[int, ...]
    balanced: bool


def table_count(players: int, table_size: int, min_players: int) -> int:
    """How many tables ``players`` fill: as many as the size asks, fewer if one would be below ``min_players``."""
    wanted = -(-players // table_size)
    if players // wanted >= min_players:
        return wanted
    return max(1, players // min_players)


def deal(players: Sequence[int], table_size: int, min_players: int, seed: bytes, round_number: int) -> Seating:
    """Seat ``players`` in balanced tables (sizes differ by one at most) in an order shuffled by the seed."""
    order = list(players)
    dice = stream(seed, f"deal {round_number}")
    for last in range(len(order) - 1, 0, -1):
        pick = draw(dice, last + 1)
        order[last], order[pick] = order[pick], order[last]
    count = table_count(len(order), table_size, min_players)
    small, extra = divmod(len(order), count)
    tables, start = [], 0
    for index in range(count):
        size = small + (1 if index < extra else 0)
        tables.append(tuple(order[start : start + size]))
        start += size
    computers = tuple(max(0, min_players - len(table)) for table in tables)
    return Seating(tuple(tables), computers, count < -(-len(order) // table_size))


def settle(tied: Sequence[int], needed: int, dice: SeededDice) -> tuple[tuple[int, ...], dict[int, list[int]]]:
    """The ``needed`` of ``tied`` who go on, by a die each, highest first, re-rolled among those still level at
    the cut; and every die each rolled."""
    rolls: dict[int, list[int]] = {player: [] for player in tied}
    chosen: list[int] = []

    def split(group: Sequence[int], need: int) -> None:
        faces = dice.roll(len(group))
        for player, face in zip(group, faces, strict=True):
            rolls[player].append(face)
        for face in range(6, 0, -1):
            level = [player for player, rolled in zip(group, faces, strict=True) if rolled == face]
            if need <= 0:
                return
            if len(level) <= need:
                chosen.extend(level)
                need -= len(level)
            elif level:
                split(level, need)
                return

    if needed > 0:
        split(tied, needed)
    return tuple(chosen), {player: faces for player, faces in rolls.items() if faces}


@dataclass
class Table:
    """One table of a round: its players (then ``computers`` computer seats), and once its game is over, its places
    (players only, best first), who went on and the dice that settled a tie."""

    players: tuple[int, ...]
    computers: int = 0
    places: Places | None = None
    went_on: tuple[int, ...] = ()
    rolls: dict[int, list[int]] = field(default_factory=dict)

    @property
    def over(self) -> bool:
        return self.places is not None


@dataclass
class Round:
    tables: list[Table]
    balanced: bool = False

    @property
    def over(self) -> bool:
        return all(table.over for table in self.tables)


@dataclass
class Tournament:
    """A tournament's state: stored as ``to_dict`` writes it, read back by ``from_dict``."""

    table_size: int
    advance: int
    min_players: int
    seed: bytes
    entrants: list[int] = field(default_factory=list)
    forfeited: list[int] = field(default_factory=list)
    rounds: list[Round] = field(default_factory=list)
    champion: int | None = None  # None at the end: everyone left
    finished: bool = False

    @property
    def fingerprint(self) -> str:
        return commitment(self.seed)

    @property
    def started(self) -> bool:
        return bool(self.rounds)

    @property
    def over(self) -> bool:
        return self.finished

    def can_start(self) -> bool:
        """At least two tables' worth of players."""
        return table_count(len(self.entrants), self.table_size, self.min_players) >= 2

    def start(self) -> Round:
        if self.started:
            raise TournamentError("already started")
        if not self.can_start():
            raise TournamentError("too few players")
        return self._deal(list(self.entrants))

    def _deal(self, players: list[int]) -> Round:
        seating = deal(players, self.table_size, self.min_players, self.seed, len(self.rounds) + 1)
        dealt = Round(
            [Table(players, computers) for players, computers in zip(seating.tables, seating.computers, strict=True)],
            seating.balanced,
        )
        self.rounds.append(dealt)
        return dealt

    def forfeit(self, player: int) -> None:
        """``player`` leaves: they go on from no table still playing, and from none they already went on from."""
        if player not in self.forfeited:
            self.forfeited.append(player)
        if self.rounds:
            for table in self.rounds[-1].tables:
                if player in table.went_on:
                    table.went_on = tuple(p for p in table.went_on if p != player)

    def record(self, round_index: int, table_index: int, seat_places: Places) -> Round | None:
        """The ranking of a finished table, by seat (computer seats dropped); who goes on from it. Returns the
        round dealt next when this was the round's last table (None: not yet, or the champion is found)."""
        if self.over or round_index != len(self.rounds) - 1:
            raise TournamentError("not the round being played")
        this_round = self.rounds[round_index]
        table = this_round.tables[table_index]
        if table.over:
            raise TournamentError("that table is already ranked")
        places = tuple(
            place
            for place in (
                tuple(table.players[seat] for seat in group if seat < len(table.players)) for group in seat_places
            )
            if place
        )
        placed = {player for place in places for player in place}
        missing = tuple(player for player in table.players if player not in placed)
        places = (*places, missing) if missing else places
        table.places = places
        final = len(this_round.tables) == 1
        eligible = [tuple(player for player in place if player not in self.forfeited) for place in places]
        eligible = [place for place in eligible if place]
        humans = sum(len(place) for place in eligible)
        needed = 1 if final else max(1, min(self.advance, len(table.players) - 1))
        needed = min(needed, humans)
        went_on: list[int] = []
        for place in eligible:
            if len(went_on) + len(place) <= needed:
                went_on.extend(place)
                continue
            chosen, rolls = settle(
                place, needed - len(went_on), stream(self.seed, f"tie {round_index + 1} {table_index + 1}")
            )
            went_on.extend(chosen)
            table.rolls = rolls
            break
        table.went_on = tuple(went_on)
        if not this_round.over:
            return None
        return self._advance()

    def _advance(self) -> Round | None:
        going = [player for table in self.rounds[-1].tables for player in table.went_on if player not in self.forfeited]
        if len(self.rounds[-1].tables) == 1 or len(going) <= 1:
            self.champion = going[0] if going else None
            self.finished = True
            return None
        return self._deal(going)

    def to_dict(self) -> dict[str, Any]:
        return {
            "table_size": self.table_size,
            "advance": self.advance,
            "min_players": self.min_players,
            "seed": self.seed.hex(),
            "entrants": list(self.entrants),
            "forfeited": list(self.forfeited),
            "champion": self.champion,
            "finished": self.finished,
            "rounds": [
                {
                    "balanced": played.balanced,
                    "tables": [
                        {
                            "players": list(table.players),
                            "computers": table.computers,
                            "places": None if table.places is None else [list(place) for place in table.places],
                            "went_on": list(table.went_on),
                            "rolls": {str(player): faces for player, faces in table.rolls.items()},
                        }
                        for table in played.tables
                    ],
                }
                for played in self.rounds
            ],
        }

    @classmethod
    def from_dict(cls, raw: Mapping[str, Any]) -> Tournament:
        return cls(
            table_size=int(raw["table_size"]),
            advance=int(raw["advance"]),
            min_players=int(raw["min_players"]),
            seed=bytes.fromhex(raw["seed"]),
            entrants=[int(player) for player in raw["entrants"]],
            forfeited=[int(player) for player in raw["forfeited"]],
            champion=None if raw["champion"] is None else int(raw["champion"]),
            finished=bool(raw["finished"]),
            rounds=[
                Round(
                    [
                        Table(
                            tuple(int(player) for player in table["players"]),
                            int(table["computers"]),
                            None
                            if table["places"] is None
                            else tuple(tuple(int(p) for p in place) for place in table["places"]),
                            tuple(int(player) for player in table["went_on"]),
                            {int(player): [int(face) for face in faces] for player, faces in table["rolls"].items()},
                        )
                        for table in played["tables"]
                    ],
                    bool(played["balanced"]),
                )
                for played in raw["rounds"]
            ],
        )
