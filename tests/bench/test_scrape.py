"""`python -m bench --metrics` compares two scrapes of /metrics: every series with both values, the counters the
run must move that did not, the gauges missing."""

from __future__ import annotations

from bench.scrape import MUST_MOVE, MUST_SHOW, changes, not_moved, not_shown, parsed, series


def exposition(clicks: str, commits: str, cpu: float) -> str:
    """A scrape of /metrics: the lines ``clicks`` and ``commits`` added to its received clicks and its commits."""
    return f"""\
# HELP pips_interactions_received_total Interactions Discord delivered, by kind
# TYPE pips_interactions_received_total counter
pips_interactions_received_total{{kind="command"}} 501.0
{clicks}# HELP pips_commits_total Table changes written to the store, by outcome
# TYPE pips_commits_total counter
pips_commits_total{{outcome="committed"}} 3.0
{commits}# HELP pips_tables Open tables
# TYPE pips_tables gauge
pips_tables{{game="lcr",status="playing"}} 501.0
# HELP process_cpu_seconds_total Total user and system CPU time spent in seconds.
# TYPE process_cpu_seconds_total counter
process_cpu_seconds_total {cpu}
"""


BEFORE = exposition('pips_interactions_received_total{kind="component"} 1.0\n'
                    'pips_interactions_received_created{kind="component"} 1.7e9\n', "", 1.5)
AFTER = exposition('pips_interactions_received_total{kind="component"} 4000.0\n',
                   'pips_commits_total{outcome="stale"} 2.0\n', 9.5)


def test_only_pips_s_own_series_are_read_without_their_creation_times() -> None:
    assert parsed(BEFORE) == {
        series("pips_interactions_received_total", kind="command"): 501.0,
        series("pips_interactions_received_total", kind="component"): 1.0,
        series("pips_commits_total", outcome="committed"): 3.0,
        series("pips_tables", game="lcr", status="playing"): 501.0,
    }


def test_each_series_of_either_scrape_is_listed_with_both_values_and_whether_it_moved() -> None:
    found = changes(parsed(BEFORE), parsed(AFTER))
    assert [(change.series[0], dict(change.series[1]), change.before, change.after, change.moved)
            for change in found] == [
        ("pips_commits_total", {"outcome": "committed"}, 3.0, 3.0, False),
        ("pips_commits_total", {"outcome": "stale"}, None, 2.0, True),
        ("pips_interactions_received_total", {"kind": "command"}, 501.0, 501.0, False),
        ("pips_interactions_received_total", {"kind": "component"}, 1.0, 4000.0, True),
        ("pips_tables", {"game": "lcr", "status": "playing"}, 501.0, 501.0, False),
    ]
    assert found[3].line().split() == ["moved", 'pips_interactions_received_total{kind="component"}', "1", "->",
                                       "4000"]
    assert found[1].line().split()[-3:] == ["-", "->", "2"]


def test_a_counter_that_must_move_and_did_not_or_is_missing_is_named() -> None:
    found = changes(parsed(BEFORE), parsed(AFTER))
    must = (series("pips_interactions_received_total", kind="component"),
            series("pips_commits_total", outcome="committed"),
            series("pips_commits_total", outcome="stale"),
            series("pips_turn_pings_sent_total"))
    assert not_moved(found, must) == [series("pips_commits_total", outcome="committed"),
                                      series("pips_turn_pings_sent_total")]
    assert len(not_moved(found)) == len(MUST_MOVE) - 1  # of the run's list, only the received clicks moved


def test_a_gauge_is_enough_shown_whatever_its_value() -> None:
    assert not_shown(parsed(AFTER), ("pips_tables", "pips_live_tables")) == ["pips_live_tables"]
    assert "pips_tables" not in not_shown(parsed(AFTER), MUST_SHOW)
