"""deploy/alerts.yml: well-formed alerting rules on metrics Pips exports, each one firing on a synthetic series.

The YAML checks run everywhere; ``promtool`` (Debian's ``prometheus`` package, installed by .ci/run) checks the
rules as Prometheus reads them and runs each case below as a rules unit test. Without it those two tests skip,
except under CI=true, where they must run."""

from __future__ import annotations

import importlib
import os
import pkgutil
import re
import shutil
import subprocess
from collections.abc import Iterator, Mapping
from pathlib import Path
from typing import Any, NamedTuple, cast

import pytest
import yaml
from prometheus_client import REGISTRY

import ops
from ops.readings import Readings, ReadingsCollector

ALERTS = Path(__file__).resolve().parents[2] / "deploy" / "alerts.yml"
SEVERITIES = {"critical", "warning"}
PROMETHEUS_OWN = {"up"}  # written by Prometheus for every scrape target
PROMQL_WORDS = {"and", "or", "unless", "bool", "offset", "group_left", "group_right", "inf", "nan"}
GROUPING = re.compile(r"\b(?:by|without|on|ignoring|group_left|group_right)\s*\([^)]*\)")
SERIES_SUFFIXES = {"counter": ("_total",), "histogram": ("_bucket", "_sum", "_count"), "gauge": ("",),
                   "info": ("_info",), "summary": ("", "_sum", "_count")}


def rules() -> list[dict[str, Any]]:
    document = yaml.safe_load(ALERTS.read_text(encoding="utf-8"))
    return [rule for group in document["groups"] for rule in group["rules"]]


def metric_names(expr: str) -> set[str]:
    """The series names a PromQL expression reads: its identifiers less label matchers, ranges, groupings,
    function names and keywords."""
    bare = re.sub(r'"(?:\\.|[^"\\])*"', '""', expr)  # strings first: they may hold any character
    bare = re.sub(r"\{[^}]*\}", "", bare)
    bare = re.sub(r"\[[^\]]*\]", "", bare)
    bare = GROUPING.sub("", bare)
    names = set()
    for found in re.finditer(r"(?<![\w.])([A-Za-z_:][\w:]*)(\s*\()?", bare):
        name, call = found.groups()
        if call is None and name.lower() not in PROMQL_WORDS:
            names.add(name)
    return names


def exported_series() -> set[str]:
    """Every series name Pips can export: the registry's instruments (each module of ops/ imported) and the
    gauges read at scrape, with the suffixes prometheus_client gives each type."""
    for module in pkgutil.iter_modules(ops.__path__, "ops."):
        importlib.import_module(module.name)
    families = [*REGISTRY.collect(), *ReadingsCollector(cast(Readings, None)).describe()]
    return {
        family.name + suffix
        for family in families if family.name.startswith("pips_")
        for suffix in SERIES_SUFFIXES[family.type]
    }


def test_metric_names_are_read_from_expressions() -> None:
    expr = ('sum by (job, le) (rate(a_total{outcome="x{y}"}[5m])) / on (job) group_left b '
            "and histogram_quantile(0.99, c_bucket offset 1h) > 2.5 * absent(up)")
    assert metric_names(expr) == {"a_total", "b", "c_bucket", "up"}


def test_every_rule_is_an_alert_with_severity_and_annotations() -> None:
    found = rules()
    assert len(found) >= 7
    for rule in found:
        name = rule.get("alert")
        assert isinstance(name, str) and re.fullmatch(r"Pips[A-Z]\w+", name), rule
        assert set(rule) == {"alert", "expr", "for", "labels", "annotations"}, name
        assert isinstance(rule["expr"], str) and rule["expr"].strip(), name
        assert re.fullmatch(r"\d+[smh]", str(rule["for"])), name
        assert rule["labels"].get("severity") in SEVERITIES, name
        annotations = rule["annotations"]
        assert set(annotations) == {"summary", "description"}, name
        assert all(isinstance(text, str) and len(text) > 20 for text in annotations.values()), name
    assert len({rule["alert"] for rule in found}) == len(found), "two alerts of one name"


def test_every_expression_reads_only_series_pips_exports() -> None:
    known = exported_series() | PROMETHEUS_OWN
    assert {"pips_commits_total", "pips_gateway_connected", "pips_interaction_answer_seconds_bucket"} <= known
    for rule in rules():
        unknown = metric_names(rule["expr"]) - known
        assert not unknown, f"{rule['alert']} reads series Pips does not export: {sorted(unknown)}"


def test_the_alerts_the_operators_guide_promises_are_there() -> None:
    exprs = {rule["alert"]: rule["expr"] for rule in rules()}
    read = {alert: metric_names(expr) for alert, expr in exprs.items()}
    for series in ("up", "pips_ready", "pips_gateway_connected", "pips_commits_total",
                   "pips_interactions_answered_total", "pips_store_write_failures_total", "pips_timer_retries_total"):
        assert any(series in names for names in read.values()), f"no alert on {series}"
    assert 'outcome="failed"' in exprs["PipsCommitsFailing"]
    assert 'outcome="refused"' in exprs["PipsRefusalsRising"]
    assert 'outcome="failed"' in exprs["PipsAnswersFailing"]
    assert exprs["PipsAbsent"].startswith("absent(")


# --- promtool ---------------------------------------------------------------------------------------------------

TARGET = {"job": "pips", "instance": "bot:9300"}
STEADY = {"instance": "steady:9300"}  # another bot process, for a case where only one of two fires


def series(name: str, values: str, **labels: str) -> dict[str, str]:
    matchers = ", ".join(f'{key}="{value}"' for key, value in {**TARGET, **labels}.items())
    return {"series": f"{name}{{{matchers}}}", "values": values}


class Case(NamedTuple):
    shows: str
    inputs: list[dict[str, str]]  # the input series, one sample a ``step``
    checks: list[tuple[int, str, list[dict[str, str]]]]  # (minutes, alert, the labels of each firing alert
    # besides its own); an empty list: nothing fires then
    step: int = 1  # minutes between samples and between evaluations: 5 for a day of history, to keep it fast


CASES = [
    Case("a target down for 2 minutes", [series("up", "1 1 0x6")],
         [(3, "PipsDown", []), (5, "PipsDown", [TARGET])]),
    Case("no target of the job at all", [{"series": 'up{job="other", instance="x:1"}', "values": "1x10"}],
         [(4, "PipsAbsent", []), (6, "PipsAbsent", [{"job": "pips"}])]),
    Case("not ready for 5 minutes", [series("pips_ready", "1 0x8")],
         [(5, "PipsNotReady", []), (7, "PipsNotReady", [TARGET])]),
    Case("one shard off the gateway", [series("pips_gateway_connected", "1x5", shard="0"),
                                       series("pips_gateway_connected", "1 0x4", shard="1")],
         [(2, "PipsGatewayDown", []), (4, "PipsGatewayDown", [{**TARGET, "shard": "1"}])]),
    Case("a failed commit, then none for 5 minutes",
         [series("pips_commits_total", "0 0 1x10", outcome="failed"),
          series("pips_commits_total", "0+10x12", outcome="committed")],
         [(1, "PipsCommitsFailing", []), (2, "PipsCommitsFailing", [{**TARGET, "outcome": "failed"}]),
          (10, "PipsCommitsFailing", [])]),
    Case("a failed settings write", [series("pips_store_write_failures_total", "0 0 1x3", what="settings")],
         [(2, "PipsStoreWritesFailing", [{**TARGET, "what": "settings"}])]),
    Case("failed answers among accepted ones",
         [series("pips_interactions_answered_total", "0 0 2x3", kind="component", outcome="failed"),
          series("pips_interactions_answered_total", "0+5x5", kind="component", outcome="accepted")],
         [(1, "PipsAnswersFailing", []), (2, "PipsAnswersFailing", [TARGET])]),
    Case("refusals jump from a tenth to a half after a day, on one bot; on another they are a high usual",
         [series("pips_interactions_answered_total", "0+45x288 12985+25x8", kind="component", outcome="accepted"),
          series("pips_interactions_answered_total", "0+5x288 1465+25x8", kind="component", outcome="refused"),
          series("pips_interactions_answered_total", "0+30x296", kind="component", outcome="accepted", **STEADY),
          series("pips_interactions_answered_total", "0+20x296", kind="component", outcome="refused", **STEADY)],
         [(1440, "PipsRefusalsRising", []), (1470, "PipsRefusalsRising", [TARGET])], step=5),
    Case("every answer between 2.5 s and 3 s",
         [series("pips_interaction_answer_seconds_bucket", "0x20", kind="component", le="2.5"),
          series("pips_interaction_answer_seconds_bucket", "0+10x20", kind="component", le="3.0"),
          series("pips_interaction_answer_seconds_bucket", "0+10x20", kind="component", le="+Inf")],
         [(5, "PipsAnswersSlow", []), (15, "PipsAnswersSlow", [TARGET])]),
    Case("a deadline retried, then none for 10 minutes",
         [series("pips_timer_retries_total", "0 0 1x12", timer="deadline")],
         [(2, "PipsTimersRetrying", [{**TARGET, "timer": "deadline"}]), (13, "PipsTimersRetrying", [])]),
]


def render(template: str, labels: Mapping[str, str]) -> str:
    """An annotation as Prometheus writes it, for the templates these rules use: ``{{ $labels.NAME }}`` only."""
    text = re.sub(r"\{\{\s*\$labels\.(\w+)\s*\}\}", lambda found: labels[found.group(1)], template)
    assert "{{" not in text, f"a template this test cannot render: {template!r}"
    return text


def unit_tests(step: int) -> dict[str, Any]:
    """The cases of one ``step`` as a ``promtool test rules`` file, each firing alert with its annotations
    rendered (the evaluation interval is the file's, hence a file a step)."""
    by_name = {rule["alert"]: rule for rule in rules()}

    def expected(alert: str, fired: list[dict[str, str]]) -> Iterator[dict[str, Any]]:
        rule = by_name[alert]
        for labels in fired:
            every_label = {**labels, **rule["labels"]}
            annotations = {key: render(text, every_label) for key, text in rule["annotations"].items()}
            yield {"exp_labels": every_label, "exp_annotations": annotations}

    return {
        "rule_files": [str(ALERTS)],
        "evaluation_interval": f"{step}m",
        "tests": [
            {
                "name": case.shows,
                "interval": f"{step}m",
                "input_series": case.inputs,
                "alert_rule_test": [
                    {"eval_time": f"{minutes}m", "alertname": alert, "exp_alerts": list(expected(alert, fired))}
                    for minutes, alert, fired in case.checks
                ],
            }
            for case in CASES if case.step == step
        ],
    }


def promtool() -> str:
    found = shutil.which("promtool")
    if found is None:
        if os.environ.get("CI", "").lower() == "true":
            pytest.fail("promtool is missing in CI: .ci/run installs Debian's prometheus package")
        pytest.skip("promtool not installed (Debian's prometheus package)")
    return found


def test_every_alert_has_a_case_that_fires_it() -> None:
    fired = {alert for case in CASES for _, alert, firing in case.checks if firing}
    assert fired == {rule["alert"] for rule in rules()}


def test_promtool_accepts_the_rules() -> None:
    checked = subprocess.run([promtool(), "check", "rules", str(ALERTS)], capture_output=True, text=True,
                             timeout=30, check=False)
    assert checked.returncode == 0, checked.stdout + checked.stderr


@pytest.mark.parametrize("step", sorted({case.step for case in CASES}))
def test_each_alert_fires_on_its_case_and_only_then(step: int, tmp_path: Path) -> None:
    tests = tmp_path / "alerts_test.yml"
    tests.write_text(yaml.safe_dump(unit_tests(step), sort_keys=False), encoding="utf-8")
    ran = subprocess.run([promtool(), "test", "rules", str(tests)], capture_output=True, text=True, timeout=60,
                         check=False)
    assert ran.returncode == 0, ran.stdout + ran.stderr
