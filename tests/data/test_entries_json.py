"""A table's log as JSON, each entry encoded once: the same text as encoding the whole list, without encoding
again the entries a log keeps from one save to the next."""

from __future__ import annotations

import json
from typing import Any

import pytest

from data import _rows
from data._rows import dumps, entries_json


def entry(number: int) -> dict[str, Any]:
    return {"type": "roll", "player": number % 3, "data": {"dice": [6, 5, number], "moves": [["R", 0], ["C", None]],
                                                          "name": "Zoë «🎲»", "pot": number * 0.5}}


def test_the_text_is_the_whole_lists_and_reads_back_the_same() -> None:
    log = [entry(n) for n in range(12)]
    assert entries_json(log) == dumps(log)
    assert json.loads(entries_json(log)) == log
    assert entries_json([]) == "[]" == dumps([])


def test_an_entry_kept_from_the_last_save_is_not_encoded_again(json_encoded: list[object]) -> None:
    encoded, encode = json_encoded, dumps
    log = [entry(n) for n in range(12)]
    entries_json(log)
    assert len(encoded) == 12
    log = [*log[2:], entry(12), entry(13)]  # a move: two new entries, the oldest two gone
    assert entries_json(log) == encode(log)
    assert encoded[12:] == log[-2:]
    twin = entry(0)  # equal to an entry seen, but another object: encoded on its own
    entries_json([twin])
    assert encoded[-1] is twin


def test_the_entries_kept_are_bounded(monkeypatch: pytest.MonkeyPatch, json_encoded: list[object]) -> None:
    monkeypatch.setattr(_rows, "ENTRIES_KEPT", 4)
    log = [entry(n) for n in range(10)]
    assert entries_json(log) == dumps(log)
    json_encoded.clear()
    assert entries_json(log) == dumps(log)
    assert len(json_encoded) >= len(log) - 4  # at most four of them were still at hand


def test_a_column_reads_back_as_the_json_module_would_have_written_it() -> None:
    """orjson writes the columns; what it does not take (an int beyond 64 bits) the json module writes."""
    value = {"seats": [{"name": "Zoë «🎲»", "user_id": 10**18}], 3: "an int key", "pot": 0.5, "none": None}
    assert json.loads(dumps(value)) == json.loads(json.dumps(value))
    huge = {"pot": 2**80, "chips": [-(2**70)]}
    assert json.loads(dumps(huge)) == huge
