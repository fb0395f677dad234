"""British English (en-GB) is English with British spelling: each of its messages reads as the English one with
the US spellings listed here made British, and nothing else changed, so the two never drift apart. A word added to
the English catalog with a US spelling ("color") is caught here as soon as it has a pair below."""

from __future__ import annotations

import re

import pytest

from i18n import DEFAULT, catalog_of, t
from tests.i18n.test_completeness import ALL
from tests.i18n.test_translated import readings

BRITISH = "en-GB"
# US spelling → British, each also capitalized.
SPELLINGS = {
    "center": "centre", "centers": "centres", "color": "colour", "colors": "colours", "favorite": "favourite",
    "favorites": "favourites", "gray": "grey", "behavior": "behaviour", "honor": "honour", "neighbor": "neighbour",
    "canceled": "cancelled", "canceling": "cancelling", "catalog": "catalogue", "program": "programme",
    "randomize": "randomise", "randomized": "randomised", "recognize": "recognise", "organize": "organise",
    "practice": "practise", "meter": "metre", "theater": "theatre", "analyze": "analyse", "totaled": "totalled",
    "labeled": "labelled", "modeled": "modelled", "leveled": "levelled", "signaled": "signalled",
}
PAIRS = SPELLINGS | {us.capitalize(): british.capitalize() for us, british in SPELLINGS.items()}
US = re.compile(r"\b(" + "|".join(PAIRS) + r")\b")


def british(text: str) -> str:
    return US.sub(lambda found: PAIRS[found.group()], text)


def unlike(key: str) -> list[str]:
    """The British readings of a message that are not the English ones made British."""
    english, written = readings(DEFAULT, key), readings(BRITISH, key)
    return [reading for reading, wanted in zip(written, english, strict=True) if reading != british(wanted)]


@pytest.mark.parametrize("key", sorted(ALL[DEFAULT]))
def test_british_english_is_english_with_british_spelling(key):
    assert unlike(key) == []


def test_british_readers_read_british_english():
    assert catalog_of("en-GB") == BRITISH and catalog_of("en-US") == DEFAULT
    assert t("en-GB", "game.lcr") == "LCR (Left Centre Right)" and t("en-US", "game.lcr") == "LCR (Left Center Right)"
    assert british("The center dice, Center: a gray color") == "The centre dice, Centre: a grey colour"
