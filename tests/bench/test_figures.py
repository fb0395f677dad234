"""The benchmark's arithmetic: each bot's figures, Pips's ratios to both baselines, lost and doubled clicks, the
targets and the printed table."""

from __future__ import annotations

from typing import Any

import pytest

from bench.run import compare, live_chances_cost, lost_and_doubled, ratios, report, verdicts

# bot: (CPU µs per click under load, one by one; click p50, p99 ms; load clicks/s, load p99 ms)
FIGURES = {
    "pips": (1200.0, 1500.0, 1.2, 4.5, 900.0, 180.0),
    "same_message": (1000.0, 1200.0, 1.0, 3.0, 1000.0, 150.0),
    "counter": (800.0, 1000.0, 0.8, 2.0, 1200.0, 100.0),
    "postgres": (2000.0, 2500.0, 2.4, 6.0, 450.0, 400.0),
}


def measured(
    *, postgres: bool = True, lost: int = 0, doubled: int = 0, first_click_s: float = 0.9,
    changed: tuple[str, int, float] | None = None,
) -> dict[str, Any]:
    """A run's results as `bots_side_by_side` and `simulators` leave them; `changed`: (bot, figure's index in
    FIGURES, value) in place of the figure there."""
    bots = [name for name in FIGURES if postgres or name != "postgres"]
    latency: dict[str, Any] = {"clicks": 400}
    load: dict[str, Any] = {"tables": 500, "in_flight": 100}
    for name in bots:
        figures = list(FIGURES[name])
        if changed is not None and changed[0] == name:
            figures[changed[1]] = changed[2]
        cpu, one_by_one, p50, p99, rate, load_p99 = figures
        latency[name] = {"p50_ms": p50, "p99_ms": p99, "cpu_us_per_click": one_by_one, "message_bytes": 1400}
        load[name] = {"clicks_per_s": rate, "p99_ms": load_p99, "cpu_us_per_click": cpu, "lost": 0, "refused": 0}
        if name in ("pips", "postgres"):
            load[name]["database"] = {"lost": 0, "late": 0, "doubled": 0, "roll_rows": 5000,
                                      "only_seeded_tables": True}
    load["pips"]["database"].update(lost=lost, doubled=doubled)
    latency["pips_live_off"] = {"p50_ms": 1.0, "p99_ms": 4.0, "cpu_us_per_click": 1250.0}
    return {
        "mode": "quick", "machine": {"cpus": 2}, "latency": latency, "load": load,
        "restart": {"tables": 100_000, "pips_first_click_s": first_click_s, "counter_first_click_s": 0.3,
                    "pips_peak_rss_mb": 70.0, "counter_peak_rss_mb": 43.0, "rss_difference_mb": 27.0},
        "simulator": {"games_per_s": 25_000, "games_per_s_1_job": 13_000, "jobs": 2,
                      "vectorised_games_per_cpu_s": 200_000},
        **({} if postgres else {"postgres": {"skipped": "no PostgreSQL server binaries"}}),
    }


def compared(results: dict[str, Any]) -> dict[str, Any]:
    compare(results)
    results["targets"] = verdicts(results)
    return results


def test_pips_is_compared_with_both_baselines() -> None:
    results = compared(measured())
    assert results["ratios"] == {
        "cpu_per_click_vs_same_message": 1.2, "p50_vs_same_message": 1.2, "p99_vs_same_message": 1.5,
        "load_vs_same_message": 0.9,
        "cpu_per_click_vs_counter": 1.5, "p50_vs_counter": 1.5, "p99_vs_counter": 2.25, "load_vs_counter": 0.75,
    }
    assert results["bots"]["pips"]["cpu_us_per_click_one_by_one"] == 1500.0


def test_postgres_has_its_own_ratios_also_against_sqlite() -> None:
    found = compared(measured())["postgres"]["ratios"]
    assert (found["cpu_per_click_vs_same_message"], found["load_vs_counter"]) == (2.0, 0.38)
    assert (found["cpu_per_click_vs_sqlite"], found["p50_vs_sqlite"], found["load_vs_sqlite"]) == (1.67, 2.0, 0.5)


def test_ratios_name_each_reference() -> None:
    bots = {name: {"cpu_us_per_click": 2.0, "p50_ms": 1.0, "p99_ms": 1.0, "load_clicks_per_s": 1.0}
            for name in ("a", "b")}
    assert set(ratios(bots, "a", {"b": "bee"})) == {
        "cpu_per_click_vs_bee", "p50_vs_bee", "p99_vs_bee", "load_vs_bee"
    }


def test_targets_met_at_their_limits() -> None:
    assert all(compared(measured())["targets"].values())


@pytest.mark.parametrize(("changed", "missed"), [
    (("pips", 0, 1260.0), "cpu_per_click"),  # 1.26× the same-message bot's CPU
    (("pips", 2, 1.26), "click_p50"),
    (("pips", 3, 4.6), "click_p99"),
    (("pips", 4, 790.0), "load_throughput"),
    (("pips", 5, 250.0), "load_p99"),
    (("same_message", 0, 950.0), "cpu_per_click"),  # against the same-message bot, not the counter bot
])
def test_each_target_is_missed_just_past_its_limit(changed: tuple[str, int, float], missed: str) -> None:
    targets = compared(measured(changed=changed))["targets"]
    assert [target for target, met in targets.items() if not met] == [missed]


def test_a_lost_or_doubled_click_or_a_slow_start_fails_the_run() -> None:
    assert compared(measured(lost=1))["lost"] == 1
    assert not compared(measured(lost=1))["targets"]["nothing_lost"]
    assert not compared(measured(doubled=1))["targets"]["nothing_lost"]
    assert not compared(measured(first_click_s=1.01))["targets"]["restart_time"]
    replayed = measured()
    replayed["load"]["postgres"]["database"]["only_seeded_tables"] = False  # a game ended: its new table unchecked
    assert not compared(replayed)["targets"]["nothing_lost"]


def test_lost_and_doubled_read_from_what_was_stored() -> None:
    accepted, none, late = {1: 5, 2: 3, 3: 0}, dict[int, int](), {2: 1}
    tables = [1, 2, 3]
    assert lost_and_doubled(accepted, none, {1: 5, 2: 3}, {1: 6, 2: 4, 3: 1}, tables) == {
        "lost": 0, "late": 0, "doubled": 0}
    assert lost_and_doubled(accepted, none, {1: 4, 2: 3}, {1: 5, 2: 4, 3: 1}, tables)["lost"] == 1
    assert lost_and_doubled(accepted, none, {1: 5, 2: 4}, {1: 6, 2: 5, 3: 1}, tables)["doubled"] == 1
    # a version written twice for one roll is a doubled click too
    assert lost_and_doubled(accepted, none, {1: 5, 2: 3}, {1: 6, 2: 4, 3: 2}, tables)["doubled"] == 1
    # a click answered too late but committed is late, not doubled; a second extra roll is doubled
    assert lost_and_doubled(accepted, late, {1: 5, 2: 4}, {1: 6, 2: 5, 3: 1}, tables) == {
        "lost": 0, "late": 1, "doubled": 0}
    assert lost_and_doubled(accepted, late, {1: 5, 2: 5}, {1: 6, 2: 6, 3: 1}, tables) == {
        "lost": 0, "late": 1, "doubled": 1}


def test_live_chances_on_against_off() -> None:
    cost = live_chances_cost(measured()["latency"])
    assert (cost["cpu_on_vs_off"], cost["p50_on_vs_off"]) == (1.2, 1.2)


def test_the_report_reads_at_a_glance() -> None:
    lines = report(compared(measured())).splitlines()
    cpu = next(line for line in lines if line.startswith("CPU per click, µs (load"))
    assert cpu.split()[-8:] == ["1200", "1000", "800", "1.20x", "1.50x", "<=", "1.25x", "ok"]
    assert not any(line.endswith("MISSED") for line in lines)
    assert any(line.startswith("Pips on PostgreSQL") for line in lines)


def test_without_postgres_the_report_says_why() -> None:
    results = compared(measured(postgres=False))
    assert "postgres" not in results["bots"]
    assert report(results).splitlines()[-1] == "PostgreSQL: skipped: no PostgreSQL (no PostgreSQL server binaries)"
