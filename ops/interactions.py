"""Each interaction from its arrival to its answer: counted when received (by kind), then when answered (by kind
and outcome), with the time between.

The adapter says when one arrives (``received``: every entry point calls it first, in the task that handles it)
and when Pips refused it or failed it (``refused``, ``failed``); the answer is seen on its way to Discord, as the
interaction callback's request ends (``ops/discord_http.py``), so no sender of answers needs to count. An outcome
noted after the first callback (a deferred answer refused later) is not counted: the answer it belongs to was
counted as it went."""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass

from kept import Newest
from ops.labels import Outcome
from ops.metrics import COUNTING

# discord.py's InteractionType names, as the metrics name the kinds
KIND_OF = {"application_command": "command", "component": "component", "modal_submit": "modal",
           "autocomplete": "autocomplete"}
AWAITING_KEPT = 4096  # interactions awaiting their answer; beyond that the oldest (never answered) are forgotten


@dataclass
class Awaiting:
    kind: str
    since: float
    outcome: Outcome = "accepted"


class Interactions:
    def __init__(self, clock: Callable[[], float] = time.perf_counter, kept: int = AWAITING_KEPT) -> None:
        self._clock = clock
        self._awaiting: Newest[int, Awaiting] = Newest(kept)

    def received(self, interaction_id: int, type_name: str) -> None:
        """An interaction of discord.py's type ``type_name`` arrived."""
        if not COUNTING.on:
            return
        kind = KIND_OF.get(type_name, "other")
        COUNTING.bound.received[kind].inc()
        self._awaiting.keep(interaction_id, Awaiting(kind, self._clock()))

    def refused(self, interaction_id: int) -> None:
        """Pips said no (a refusal explained, a check that failed, a restart under way)."""
        self._note(interaction_id, "refused")

    def failed(self, interaction_id: int) -> None:
        """Handling it went wrong (an unexpected error, the store unavailable)."""
        self._note(interaction_id, "failed")

    def answered(self, interaction_id: int, *, refused_by_discord: bool = False) -> None:
        """Its first callback went to Discord (``refused_by_discord``: and Discord did not take it)."""
        awaiting = self._awaiting.pop(interaction_id, None)
        if awaiting is None:  # a second callback, or one received before counting began
            return
        outcome: Outcome = "failed" if refused_by_discord else awaiting.outcome
        bound = COUNTING.bound  # (it was received while counting: counting started)
        bound.answered[awaiting.kind, outcome].inc()
        bound.answer_seconds[awaiting.kind].observe(self._clock() - awaiting.since)

    def _note(self, interaction_id: int, outcome: Outcome) -> None:
        awaiting = self._awaiting.get(interaction_id)
        if awaiting is not None and awaiting.outcome != "failed":  # a failure stays one
            awaiting.outcome = outcome


INTERACTIONS = Interactions()  # the process's one: the adapter notes, the HTTP trace answers
