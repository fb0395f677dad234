"""Two scrapes of Pips's /metrics compared: every series with its value before and after, which moved, and which
of those that the benchmark's run must move did not (``python -m bench --metrics``, bench/metrics_run.py)."""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass

from prometheus_client.parser import text_string_to_metric_families

Series = tuple[str, tuple[tuple[str, str], ...]]  # a sample's name and its labels, sorted
Scrape = dict[Series, float]


def series(name: str, **labels: str) -> Series:
    return name, tuple(sorted(labels.items()))


# What the run does, and the counter each thing must move: the load's clicks, a commit each, a turn ping come due
# (a timer firing), a 429 and a 502 on an interaction's answer, the gateway dropped (a new session).
MUST_MOVE: tuple[Series, ...] = (
    series("pips_interactions_received_total", kind="component"),
    series("pips_interactions_answered_total", kind="component", outcome="accepted"),
    series("pips_interaction_answer_seconds_count", kind="component"),
    series("pips_commits_total", outcome="committed"),
    series("pips_commit_seconds_count"),
    series("pips_timer_lateness_seconds_count"),
    series("pips_turn_pings_sent_total"),
    series("pips_discord_rate_limited_total", scope="user"),
    series("pips_discord_server_errors_total", status="502"),
    series("pips_gateway_reconnects_total", how="identify", shard="0"),
)
# Gauges only need to be there: what they show may be the same before and after
MUST_SHOW = ("pips_tables", "pips_live_tables", "pips_timers_pending", "pips_worker_queue_depth",
             "pips_gateway_latency_seconds", "pips_gateway_connected")
OURS = "pips_"


def parsed(text: str) -> Scrape:
    """Every sample of Pips's own metrics in a /metrics answer (the process and GC ones left out)."""
    return {
        series(sample.name, **sample.labels): float(sample.value)
        for family in text_string_to_metric_families(text) for sample in family.samples
        if sample.name.startswith(OURS) and not sample.name.endswith("_created")
    }


@dataclass(frozen=True)
class Change:
    series: Series
    before: float | None  # None: not in that scrape
    after: float | None

    @property
    def moved(self) -> bool:
        return self.before != self.after

    def line(self) -> str:
        name, labels = self.series
        shown = name + ("{" + ",".join(f'{key}="{value}"' for key, value in labels) + "}" if labels else "")
        before, after = (_figure(value) for value in (self.before, self.after))
        return f"{'moved' if self.moved else 'same':<6} {shown:<78} {before:>12} -> {after}"


def _figure(value: float | None) -> str:
    return "-" if value is None else f"{value:g}"


def changes(before: Mapping[Series, float], after: Mapping[Series, float]) -> list[Change]:
    """Every series of either scrape, by name and labels."""
    return [Change(key, before.get(key), after.get(key)) for key in sorted(before.keys() | after.keys())]


def not_moved(found: Iterable[Change], must_move: Sequence[Series] = MUST_MOVE) -> list[Series]:
    """The series of ``must_move`` that did not go up (or are missing)."""
    by_series = {change.series: change for change in found}
    return [key for key in must_move
            if (change := by_series.get(key)) is None or change.after is None or change.after <= (change.before or 0)]


def not_shown(after: Mapping[Series, float], names: Sequence[str] = MUST_SHOW) -> list[str]:
    present = {name for name, _ in after}
    return [name for name in names if name not in present]
