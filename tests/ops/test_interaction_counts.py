"""Interactions counted from arrival to answer: by kind, by outcome, timed; off until the health server turns it
on; a refusal or failure noted before the answer decides its outcome, a failure wins, Discord refusing the answer
makes it failed."""

from __future__ import annotations

from prometheus_client import REGISTRY

from ops.interactions import Interactions
from ops.metrics import COUNTING


class Clock:
    def __init__(self) -> None:
        self.now = 100.0

    def __call__(self) -> float:
        return self.now


def value(name: str, **labels: str) -> float:
    return REGISTRY.get_sample_value(name, labels) or 0.0


def answered(kind: str, outcome: str) -> float:
    return value("pips_interactions_answered_total", kind=kind, outcome=outcome)


def test_an_answer_is_counted_by_kind_and_outcome_and_timed_from_its_arrival(counting: None) -> None:
    clock = Clock()
    interactions = Interactions(clock)
    before = {outcome: answered("component", outcome) for outcome in ("accepted", "refused", "failed")}
    received = value("pips_interactions_received_total", kind="component")
    timed = value("pips_interaction_answer_seconds_count", kind="component")
    slow = value("pips_interaction_answer_seconds_bucket", kind="component", le="0.5")

    for interaction in (1, 2, 3, 4):
        interactions.received(interaction, "component")
    clock.now += 0.4
    interactions.refused(2)
    interactions.failed(3)
    interactions.refused(3)  # (on_error notes a refusal after a fault was told: the fault stands)
    for interaction in (1, 2, 3):
        interactions.answered(interaction)
    interactions.answered(4, refused_by_discord=True)
    interactions.answered(1)  # a second callback: not a second answer

    assert value("pips_interactions_received_total", kind="component") - received == 4
    assert {outcome: answered("component", outcome) - before[outcome] for outcome in before} == {
        "accepted": 1, "refused": 1, "failed": 2,
    }
    assert value("pips_interaction_answer_seconds_count", kind="component") - timed == 4
    assert value("pips_interaction_answer_seconds_bucket", kind="component", le="0.5") - slow == 4


def test_kinds_are_named_from_discord_py_s_types_and_anything_else_is_other(counting: None) -> None:
    interactions = Interactions()
    before = {kind: value("pips_interactions_received_total", kind=kind) for kind in ("command", "modal", "other")}
    interactions.received(1, "application_command")
    interactions.received(2, "modal_submit")
    interactions.received(3, "ping")
    after = {kind: value("pips_interactions_received_total", kind=kind) for kind in before}
    assert {kind: after[kind] - before[kind] for kind in before} == {"command": 1, "modal": 1, "other": 1}


def test_nothing_is_counted_or_kept_while_counting_is_off() -> None:
    interactions = Interactions()
    before = value("pips_interactions_received_total", kind="command"), answered("command", "accepted")
    interactions.received(1, "application_command")
    COUNTING.start()
    try:
        interactions.answered(1)  # received while off: not awaited, so not counted now either
    finally:
        COUNTING.stop()
    assert (value("pips_interactions_received_total", kind="command"), answered("command", "accepted")) == before


def test_interactions_never_answered_are_forgotten_beyond_the_bound(counting: None) -> None:
    interactions = Interactions(kept=2)
    before = answered("modal", "accepted")
    for interaction in (1, 2, 3):
        interactions.received(interaction, "modal_submit")
    for interaction in (1, 2, 3):
        interactions.answered(interaction)
    assert answered("modal", "accepted") - before == 2  # the first was let go
