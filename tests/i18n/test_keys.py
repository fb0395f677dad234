"""The code's keys and the Fluent ids: one-to-one."""

import pytest
from hypothesis import given
from hypothesis import strategies as st

from i18n import CATALOGS, fluent_id, key_of

WORD = st.from_regex(r"[a-z0-9_]{1,6}", fullmatch=True)
KEYS = st.tuples(st.from_regex(r"[a-z][a-z0-9_]{0,5}", fullmatch=True),
                 st.lists(st.tuples(st.sampled_from(".-"), WORD), max_size=5)).map(
    lambda parts: parts[0] + "".join(separator + word for separator, word in parts[1]))


def test_dots_and_hyphens():
    assert fluent_id("lcr.event.roll") == "lcr-event-roll"
    assert fluent_id("lcr.option.dice.by-chips") == "lcr-option-dice-by--chips"
    assert key_of("lcr-option-dice-by--chips") == "lcr.option.dice.by-chips"


@given(KEYS)
def test_a_key_reads_back_from_its_id(key):
    assert key_of(fluent_id(key)) == key


@given(KEYS, KEYS)
def test_two_keys_never_share_an_id(one, other):
    assert (fluent_id(one) == fluent_id(other)) == (one == other)


@pytest.mark.parametrize("identifier", ["a---b", "-a", "a-", "a--", "Lcr-seat", "lcr-seat-"])
def test_an_id_no_key_is_written_as_is_refused(identifier):
    with pytest.raises(ValueError, match="no message id"):
        key_of(identifier)


def test_the_catalogs_keys_are_the_codes():
    assert "lcr.event.roll" in CATALOGS["en"] and "lcr.option.dice.by-chips" in CATALOGS["fr"]
