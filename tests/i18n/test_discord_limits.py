"""Every catalog within Discord's length limits, and no entry empty, in every language."""

from fnmatch import fnmatch

import pytest

from i18n import CATALOGS, t, variables

# A placeholder stands for a name, a number or a few dice; this stand-in is longer than any of them in a label.
STAND_IN = "x" * 12
COUNTS = (1, 99)  # a count reads in its singular and its plural form (two digits: the longest a label shows)
# Discord's limits: a command description 100, a button label 80 (the game moves are buttons or select
# options, whose limit of 100 the button limit covers), a message 2000.
LIMITS = [("cmd.*", 100), ("button.*", 80), ("*.action.*", 80), ("*.button.*", 80), ("*.rules", 2000)]


def readings(code: str, key: str, stand_in: str) -> list[str]:
    """The message as a reader sees it, each placeholder filled with ``stand_in``, in every count's form."""
    names, counts = variables(CATALOGS[code][key])
    return [t(code, key, **dict.fromkeys(names - counts, stand_in), **dict.fromkeys(counts, count))
            for count in COUNTS]


def longest(code: str, key: str) -> int:
    return max(len(reading) for reading in readings(code, key, STAND_IN))

def limited(code: str) -> list[tuple[str, int]]:
    """(key, limit) for every entry a Discord limit applies to, the tightest when several patterns match."""
    found = []
    for key in CATALOGS[code]:
        limits = [limit for pattern, limit in LIMITS if fnmatch(key, pattern)]
        if limits:
            found.append((key, min(limits)))
    return found


def test_the_limits_reach_every_kind_of_entry():
    keys = {key for key, _ in limited("en")}
    assert {"cmd.lcr.dice", "button.add_computer", "chicago.action.reroll", "buck.button.again",
            "leftovers.action.claim.doubles", "leftovers.rules"} <= keys


@pytest.mark.parametrize("code", sorted(CATALOGS))
def test_discord_limits_hold(code):
    assert {key: longest(code, key) for key, limit in limited(code) if longest(code, key) > limit} == {}


@pytest.mark.parametrize("code", sorted(CATALOGS))
def test_no_entry_is_empty(code):
    def empty(language: str, key: str) -> bool:
        return not "".join(readings(language, key, "")).strip()

    def only_punctuation(key: str) -> bool:  # a full stop, which Thai does not write
        return not any(character.isalnum() for character in "".join(readings("en", key, "x")).replace("x", ""))

    assert [key for key in CATALOGS[code] if empty(code, key) and not only_punctuation(key)] == []


