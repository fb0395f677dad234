"""Table options: typed fields with defaults, and nothing the game does not allow."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, ClassVar

import pytest

from rules.base import IllegalOption, Options
from rules.lcr import LcrOptions


@dataclass(frozen=True)
class TableOptions(Options):
    """One field of each kind the base checks."""

    CHOICES: ClassVar[Mapping[str, tuple[str, ...]]] = {"speed": ("slow", "fast")}
    RANGES: ClassVar[Mapping[str, tuple[int, int]]] = {"rounds": (1, 11)}

    speed: str = "slow"
    label: str = "table"  # a string with no list of choices: any string
    fast_start: bool = False
    rounds: int = 11
    bonus: int = 0  # an int with no range


@pytest.mark.parametrize("raw", [None, {}])
def test_nothing_given_means_the_defaults(raw):
    assert TableOptions.from_dict(raw) == TableOptions()


def test_allowed_values_are_taken_and_survive_a_round_trip():
    raw = {"speed": "fast", "label": "Friday", "fast_start": True, "rounds": 1, "bonus": -5}
    options = TableOptions.from_dict(raw)
    assert options == TableOptions("fast", "Friday", True, 1, -5)
    assert options.to_dict() == raw  # the class-level CHOICES and RANGES are not options
    assert TableOptions.from_dict(options.to_dict()) == options


def test_the_given_mapping_is_left_alone():
    raw = {"rounds": 3}
    TableOptions.from_dict(raw)
    assert raw == {"rounds": 3}


@pytest.mark.parametrize("rounds", [1, 6, 11])
def test_range_bounds_are_inclusive(rounds):
    assert TableOptions.from_dict({"rounds": rounds}).rounds == rounds


@pytest.mark.parametrize(
    ("name", "value"),
    [
        ("colour", "red"),  # unknown
        ("CHOICES", {}),  # class settings are not options
        ("fast_start", 1),  # an int is not a bool
        ("fast_start", "yes"),
        ("fast_start", None),
        ("rounds", True),  # a bool is not an int
        ("rounds", 5.0),
        ("rounds", "5"),
        ("rounds", 0),  # out of range
        ("rounds", 12),
        ("bonus", False),
        ("speed", "medium"),  # not a choice
        ("speed", "FAST"),
        ("speed", 1),
        ("label", 5),  # not a string
        ("label", None),
    ],
)
def test_refused(name: str, value: Any):
    with pytest.raises(IllegalOption) as refused:
        TableOptions.from_dict({"speed": "fast", name: value})
    assert (refused.value.option, refused.value.value) == (name, value)
    assert isinstance(refused.value, ValueError)


def test_lcr_options():
    assert LcrOptions.from_dict(None) == LcrOptions("by-chips", dot_to_win=False, stakes=False)
    assert LcrOptions.from_dict({"dice": "always-three", "dot_to_win": True, "stakes": True}) == LcrOptions(
        "always-three", dot_to_win=True, stakes=True
    )
    with pytest.raises(IllegalOption):
        LcrOptions.from_dict({"dice": "two"})
