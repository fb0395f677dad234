"""Every metric Pips exports, in the process's Prometheus registry. Labels take a few fixed values each (kinds,
outcomes, games, statuses, shard numbers): never a user, channel or table id.

Counters and histograms are updated where the thing happens, each in one call (a label set bound once, so an
update is a lock and an addition). Gauges of the bot's state (tables, timers, queues, gateway latency) are read
when Prometheus scrapes (``ops/readings.py``), never on a click."""

from __future__ import annotations

import time
from collections.abc import Awaitable
from typing import Literal, TypeVar

from prometheus_client import Counter, Histogram

from data.store import StaleWrite

T = TypeVar("T")
Outcome = Literal["accepted", "refused", "failed"]
OUTCOMES: tuple[Outcome, ...] = ("accepted", "refused", "failed")
KINDS = ("command", "component", "modal", "autocomplete", "other")

# Discord fails an interaction not answered within 3 s: buckets are finest below that.
ANSWER_BUCKETS = (0.025, 0.05, 0.1, 0.2, 0.3, 0.5, 0.75, 1.0, 1.5, 2.0, 3.0, 5.0)
COMMIT_BUCKETS = (0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5)
LATENESS_BUCKETS = (0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0, 10.0, 30.0)

INTERACTIONS_RECEIVED = Counter(
    "pips_interactions_received", "Interactions Discord delivered, by kind", ["kind"]
)
INTERACTIONS_ANSWERED = Counter(
    "pips_interactions_answered",
    "Interactions answered (their first callback sent), by kind and outcome: accepted, refused (a refusal "
    "explained), failed (an unexpected error, or Discord refused the answer)",
    ["kind", "outcome"],
)
ANSWER_SECONDS = Histogram(
    "pips_interaction_answer_seconds", "Time from an interaction received to its first callback sent",
    ["kind"], buckets=ANSWER_BUCKETS,
)
COMMITS = Counter("pips_commits", "Table changes written to the store, by outcome", ["outcome"])
COMMIT_SECONDS = Histogram("pips_commit_seconds", "Time a table change takes to commit", buckets=COMMIT_BUCKETS)
TIMER_LATENESS = Histogram(
    "pips_timer_lateness_seconds", "How late a deadline or turn ping fired after its time",
    buckets=LATENESS_BUCKETS,
)
TURN_PINGS = Counter("pips_turn_pings_sent", "Turn pings sent")
GATEWAY_RECONNECTS = Counter(
    "pips_gateway_reconnects", "Gateway sessions resumed or identified anew after a drop, by shard and how",
    ["shard", "how"],
)
DISCORD_RATE_LIMITED = Counter(
    "pips_discord_rate_limited", "429 answers from Discord, by scope (user, global, shared)", ["scope"]
)
DISCORD_SERVER_ERRORS = Counter("pips_discord_server_errors", "5xx answers from Discord, by status", ["status"])



class Counting:
    """Whether the metrics are served (METRICS_PORT, cogs/health.py): until then the instruments on the click path
    (interactions, commits) return at once."""

    on = False


COUNTING = Counting()
_COMMITTED = COMMITS.labels("committed")
_STALE = COMMITS.labels("stale")
_FAILED = COMMITS.labels("failed")


async def timed_commit(commit: Awaitable[T]) -> T:
    """Await a store commit (``Store.save_table``), counting it by outcome and timing it."""
    if not COUNTING.on:
        return await commit
    started = time.perf_counter()
    try:
        result = await commit
    except BaseException as error:
        (_STALE if isinstance(error, StaleWrite) else _FAILED).inc()
        raise
    COMMIT_SECONDS.observe(time.perf_counter() - started)
    _COMMITTED.inc()
    return result
