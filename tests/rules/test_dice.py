"""The fair-dice stream: replayable from (seed, position), verifiable by anyone, uniform."""

from __future__ import annotations

import hashlib
import hmac
import itertools
import json
import math
from collections import Counter
from collections.abc import Sequence
from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from rules.dice import ScriptedDice, SeededDice, commitment, dice_from_dict, draw

SEEDS = [b"pips", bytes(32), hashlib.sha256(b"lcr").digest(), b"\xff" * 7]
NEGLIGIBLE = 1e-6  # chance that a fair stream fails a chi-square test below


def reference_stream(seed: bytes, count: int) -> tuple[list[int], int]:
    """How a player checks the dice after the game: the faces and the stream bytes they used.

    Bytes come from HMAC-SHA256(seed, block number as 8 big-endian bytes); bytes 252..255 are
    skipped so that ``byte % 6`` is unbiased.
    """
    faces: list[int] = []
    used = 0
    block = 0
    while len(faces) < count:
        for byte in hmac.new(seed, block.to_bytes(8, "big"), hashlib.sha256).digest():
            if len(faces) == count:
                break
            used += 1
            if byte < 252:
                faces.append(byte % 6 + 1)
        block += 1
    return faces, used


def chi_square_p_value(counts: Sequence[float]) -> float:
    """P(a fair source scores at least this badly), all cells equally likely.

    The chi-square survival function is the regularised upper gamma Q(df/2, x/2), built up
    from Q(1/2, x) = erfc(sqrt x) or Q(1, x) = e^-x by Q(s+1, x) = Q(s, x) + x^s e^-x / Γ(s+1).
    """
    expected = sum(counts) / len(counts)
    statistic = sum((c - expected) ** 2 / expected for c in counts)
    df = len(counts) - 1
    x = statistic / 2
    s, q = (0.5, math.erfc(math.sqrt(x))) if df % 2 else (1.0, math.exp(-x))
    while s < df / 2:
        q += math.exp(s * math.log(x) - x - math.lgamma(s + 1))
        s += 1
    return q


def test_chi_square_p_value_matches_known_table_values():
    # Chi-square critical values at 5 %: 3.841 (1 df), 11.070 (5 df), 49.802 (35 df).
    for df, critical in [(1, 3.841), (5, 11.070), (35, 49.802)]:
        cells = df + 1
        # Put the whole statistic in two cells: (+d, -d) around an expected count of 1000.
        d = math.sqrt(critical * 1000 / 2)
        counts = [1000.0 + d, 1000.0 - d] + [1000.0] * (cells - 2)
        assert chi_square_p_value(counts) == pytest.approx(0.05, abs=5e-4)


# --- the stream -----------------------------------------------------------


@pytest.mark.parametrize("seed", SEEDS)
def test_stream_is_the_published_recipe(seed):
    faces, used = reference_stream(seed, 500)
    dice = SeededDice(seed)
    assert list(dice.roll(500)) == faces
    assert dice.position == used


def test_rejected_bytes_are_counted_in_the_position():
    dice = SeededDice(b"pips")
    dice.roll(2000)
    assert dice.position > 2000  # about 1 byte in 64 is skipped, so 2000 dice skip some


@settings(max_examples=50)
@given(st.binary(max_size=40), st.lists(st.integers(0, 40), max_size=6))
def test_stream_depends_only_on_seed_and_position_not_on_how_it_was_rolled(seed, batches):
    total = sum(batches)
    in_batches = SeededDice(seed)
    faces = [face for count in batches for face in in_batches.roll(count)]
    at_once = SeededDice(seed)
    assert faces == list(at_once.roll(total))
    assert in_batches.position == at_once.position


@settings(max_examples=50)
@given(st.binary(max_size=40), st.integers(0, 100), st.integers(1, 60))
def test_stream_resumes_from_a_stored_position(seed, rolled_before, rolled_after):
    dice = SeededDice(seed)
    dice.roll(rolled_before)
    stored = json.loads(json.dumps(dice.to_dict()))
    assert stored == {"seed": seed.hex(), "position": dice.position}
    resumed = dice_from_dict(stored)
    resumed_by_hand = SeededDice(seed, stored["position"])
    expected = dice.roll(rolled_after)
    assert resumed.roll(rolled_after) == expected
    assert resumed_by_hand.roll(rolled_after) == expected
    assert resumed.position == resumed_by_hand.position == dice.position


@settings(max_examples=50)
@given(st.binary(max_size=40), st.integers(0, 100))
def test_faces_are_between_1_and_6(seed, count):
    faces = SeededDice(seed).roll(count)
    assert len(faces) == count
    assert all(face in range(1, 7) for face in faces)


def test_different_seeds_give_different_dice():
    streams = {SeededDice(seed).roll(100) for seed in SEEDS}
    assert len(streams) == len(SEEDS)


@pytest.mark.parametrize("seed", SEEDS)
def test_faces_are_uniform(seed):
    counts = Counter(SeededDice(seed).roll(60_000))
    assert sorted(counts) == [1, 2, 3, 4, 5, 6]
    assert chi_square_p_value([counts[face] for face in range(1, 7)]) > NEGLIGIBLE


@pytest.mark.parametrize("seed", SEEDS)
def test_consecutive_faces_are_independent(seed):
    faces = SeededDice(seed).roll(72_000)
    pairs = Counter(zip(faces[::2], faces[1::2], strict=True))
    assert chi_square_p_value([pairs[pair] for pair in itertools.product(range(1, 7), repeat=2)]) > NEGLIGIBLE


def test_commitment_is_sha256_of_the_seed():
    assert commitment(b"abc") == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"
    for seed in SEEDS:
        assert commitment(seed) == hashlib.sha256(seed).hexdigest()


# --- draw -----------------------------------------------------------------


class ExhaustedScript(Exception):
    """The draw wanted more dice than the prefix under study holds."""


class PrefixDice:
    def __init__(self, faces: Sequence[int]) -> None:
        self.faces = list(faces)

    def roll(self, count: int) -> tuple[int, ...]:
        if count > len(self.faces):
            raise ExhaustedScript
        rolled, self.faces = self.faces[:count], self.faces[count:]
        return tuple(rolled)

    def to_dict(self) -> dict[str, object]:
        return {}

    def copy(self) -> PrefixDice:
        return PrefixDice(self.faces)


def draw_distribution(count: int, max_dice: int) -> dict[int, Fraction]:
    """Exact chance of each result, over every sequence of at most ``max_dice`` fair dice."""
    chances: dict[int, Fraction] = {}
    prefixes: list[tuple[int, ...]] = [()]
    while prefixes:
        prefix = prefixes.pop()
        try:
            result = draw(PrefixDice(prefix), count)
        except ExhaustedScript:
            if len(prefix) < max_dice:
                prefixes.extend((*prefix, face) for face in range(1, 7))
            continue
        chances[result] = chances.get(result, Fraction(0)) + Fraction(1, 6 ** len(prefix))
    return chances


@pytest.mark.parametrize("count", [1, 2, 3, 4, 5, 6, 7, 11, 12, 13, 35, 36, 37, 100, 216])
def test_draw_is_exactly_uniform(count):
    chances = draw_distribution(count, max_dice=6)
    assert sorted(chances) == list(range(count))
    assert len(set(chances.values())) == 1, "some results are likelier than others"
    assert sum(chances.values()) > Fraction(1, 2)  # rejection stays rare


@pytest.mark.parametrize("count", [2, 7, 20])
def test_draw_from_the_stream_is_in_range_and_uniform(count):
    dice = SeededDice(b"draw")
    counts = Counter(draw(dice, count) for _ in range(2_000 * count))
    assert sorted(counts) == list(range(count))
    assert chi_square_p_value([counts[value] for value in range(count)]) > NEGLIGIBLE


def test_draw_of_one_uses_no_dice():
    dice = ScriptedDice([])
    assert draw(dice, 1) == 0
    assert dice.used == 0


@pytest.mark.parametrize("count", [0, -3])
def test_draw_from_nothing_is_refused(count):
    with pytest.raises(ValueError, match="nothing to draw"):
        draw(ScriptedDice([1, 2, 3]), count)


# --- scripted dice --------------------------------------------------------


def test_scripted_dice_come_out_in_order():
    dice = ScriptedDice([6, 1, 4, 2])
    assert dice.roll(3) == (6, 1, 4)
    assert dice.roll(0) == ()
    assert dice.roll(1) == (2,)
    assert dice.used == 4


@pytest.mark.parametrize("face", [0, 7, -1, 66])
def test_scripted_dice_refuse_impossible_faces(face):
    dice = ScriptedDice([3, face])
    with pytest.raises(ValueError, match=r"1\.\.6"):
        dice.roll(2)


def test_scripted_dice_running_out_fails_loudly():
    dice = ScriptedDice([5])
    with pytest.raises(AssertionError, match="ran out"):
        dice.roll(2)


def test_scripted_dice_are_never_stored():
    with pytest.raises(TypeError):
        ScriptedDice([1]).to_dict()
