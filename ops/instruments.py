"""Every counter and histogram Pips exports, in the process's Prometheus registry: this module imports
prometheus_client, so it is imported only when the metrics are served (``COUNTING.start``, ops/metrics.py). Labels
take a few fixed values each (kinds, outcomes, statuses, shard numbers): never a user, channel or table id. Every
labelled counter is bound to its known label sets when this module is imported (``Bound``; a shard's reconnects
by ops/gateway.py), so that each reads 0, not nothing, before its first event."""

from __future__ import annotations

from prometheus_client import Counter, Histogram

from data.store import WRITE_KINDS
from ops.labels import KINDS, OUTCOMES, RATE_LIMIT_SCOPES, SERVER_ERROR_STATUSES, TIMERS

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
STORE_WRITE_FAILURES = Counter(
    "pips_store_write_failures",
    "Store writes besides the table commits that failed, by what they write (table, message, start_chances, "
    "settings, turn_ping, meta)",
    ["what"],
)
TIMER_RETRIES = Counter(
    "pips_timer_retries", "Deadlines and turn pings that failed and are tried again later, by timer", ["timer"]
)


class Bound:
    """Every known label set, bound once: an update on the click path is then a lock and an addition, and each
    counter is exported at 0 from the start."""

    def __init__(self) -> None:
        self.received = {kind: INTERACTIONS_RECEIVED.labels(kind) for kind in KINDS}
        self.answered = {
            (kind, outcome): INTERACTIONS_ANSWERED.labels(kind, outcome) for kind in KINDS for outcome in OUTCOMES
        }
        self.answer_seconds = {kind: ANSWER_SECONDS.labels(kind) for kind in KINDS}
        self.committed = COMMITS.labels("committed")
        self.stale = COMMITS.labels("stale")
        self.commit_failed = COMMITS.labels("failed")
        self.commit_seconds = COMMIT_SECONDS
        self.timer_lateness = TIMER_LATENESS
        self.turn_pings = TURN_PINGS
        self.timer_retries = {timer: TIMER_RETRIES.labels(timer) for timer in TIMERS}
        self.store_write_failures = {what: STORE_WRITE_FAILURES.labels(what) for what in WRITE_KINDS}
        self.rate_limited = {scope: DISCORD_RATE_LIMITED.labels(scope) for scope in RATE_LIMIT_SCOPES}
        self.server_errors = {status: DISCORD_SERVER_ERRORS.labels(status) for status in SERVER_ERROR_STATUSES}


BOUND = Bound()
