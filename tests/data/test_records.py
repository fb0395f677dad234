"""A table is never changed in place (data/records.py): sharing one (the live table, a message drawn from it, a
change being prepared) is safe by construction."""

from __future__ import annotations

from dataclasses import FrozenInstanceError, replace
from typing import Any

import pytest

from data.records import Seat, Status, Table


def lobby() -> Table:
    return Table(kind="lcr", guild_id=1, channel_id=2, host_id=3, seed="ab" * 32, options={},
                 seats=[Seat(3, "Hana")], log=[{"type": "joined"}], invited=[Seat(4, "Bob")])


def test_a_table_cannot_be_changed_in_place() -> None:
    table = lobby()
    with pytest.raises(FrozenInstanceError):
        table.status = Status.PLAYING  # type: ignore[misc]
    assert isinstance(table.seats, tuple) and isinstance(table.log, tuple) and isinstance(table.invited, tuple)
    with pytest.raises(AttributeError):
        table.seats.append(Seat(5, "Cara"))  # type: ignore[attr-defined]


def test_a_change_is_a_new_table_and_the_old_one_stays_as_it_was() -> None:
    table = lobby()
    joined = replace(table, seats=[*table.seats, Seat(5, "Cara")])
    assert isinstance(joined.seats, tuple) and [s.name for s in joined.seats] == ["Hana", "Cara"]
    assert [s.name for s in table.seats] == ["Hana"] and joined.log is table.log  # what did not change is shared


def test_evolve_is_dataclasses_replace() -> None:
    table = lobby()
    changes: dict[str, Any] = {
        "seats": [*table.seats, Seat(5, "Cara")], "log": [], "status": Status.PLAYING, "version": 2,
    }
    evolved = table.evolve(**changes)
    assert evolved == replace(table, **changes) and evolved is not table and table.version == 0
    assert isinstance(evolved.seats, tuple) and isinstance(evolved.log, tuple)
    with pytest.raises(FrozenInstanceError):
        evolved.version = 3  # type: ignore[misc]
    with pytest.raises(TypeError, match="no field"):
        table.evolve(colour="red")
