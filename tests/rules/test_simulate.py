"""The statistics simulator's command line."""

from __future__ import annotations

import json

import pytest

from rules import simulate as simulate_module
from rules.simulate import main, simulate

LCR_RUN = ["lcr", "--players", "3", "--games", "200", "--json"]


def run(capsys: pytest.CaptureFixture[str], argv: list[str]) -> str:
    assert main(argv) == 0
    return capsys.readouterr().out


def test_json_summary(capsys):
    out = run(capsys, LCR_RUN)
    summary = json.loads(out)  # one JSON object and nothing else
    assert (summary["kind"], summary["players"], summary["games"]) == ("lcr", 3, 200)
    assert summary["options"] == {"dice": "by-chips", "dot_to_win": False}
    assert len(summary["win_share"]) == 3
    assert sum(summary["win_share"]) == pytest.approx(1)
    assert all(0 <= share <= 1 for share in summary["win_share"])
    assert summary["means"]["rolls"] > 0
    assert summary["means"]["hands"] == 1  # no double pot without dot-to-win
    assert sum(summary["mean_score"]) == pytest.approx(9)  # the winner holds all 9 chips


def test_same_seed_same_output_and_another_seed_differs(capsys):
    first = run(capsys, [*LCR_RUN, "--seed", "s1"])
    assert run(capsys, [*LCR_RUN, "--seed", "s1"]) == first
    assert run(capsys, [*LCR_RUN, "--seed", "s2"]) != first
    assert run(capsys, LCR_RUN) == run(capsys, [*LCR_RUN, "--seed", "pips"])  # the default seed


def test_table_options_reach_the_games(capsys):
    summary = json.loads(run(capsys, [*LCR_RUN, "--dice", "always-three", "--dot-to-win"]))
    assert summary["options"] == {"dice": "always-three", "dot_to_win": True}
    assert summary["means"]["hands"] >= 1
    assert sum(summary["win_share"]) == pytest.approx(1)


def test_text_report_has_one_line_per_seat(capsys):
    out = run(capsys, ["lcr", "--players", "4", "--games", "50"])
    lines = out.splitlines()
    assert lines[0].startswith("lcr: 50 games, 4 players")
    assert [line.split()[0] for line in lines[2:6]] == ["1", "2", "3", "4"]
    assert any(line.startswith("mean rolls per game:") for line in lines)


def test_simulate_shares_sum_to_one():
    summary = simulate("lcr", 5, 100, {"dot_to_win": True}, seed="x")
    assert sum(summary.win_share) == pytest.approx(1)
    assert sum(summary.lose_share) == pytest.approx(1)
    assert summary.means["rolls"] > 0 and summary.means["hands"] >= 1


def test_games_spread_over_processes_give_the_very_same_summary(monkeypatch):
    monkeypatch.setattr(simulate_module, "BATCH_GAMES", 40)  # several batches from a few games
    # Chicago has shared wins (fractions like 1/3), so any change in how the sums are added would show.
    alone = simulate("chicago", 4, 300, {}, seed="jobs", jobs=1)
    spread = simulate("chicago", 4, 300, {}, seed="jobs", jobs=2)
    assert spread == alone
    assert simulate("chicago", 4, 300, {}, seed="other", jobs=2) != alone


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["poker"], "invalid choice"),
        (["lcr", "--players", "2"], "3..20 players"),
        (["lcr", "--players", "21"], "3..20 players"),
        (["lcr", "--games", "0"], "--games"),
        (["lcr", "--dice", "four"], "invalid choice"),
        (["lcr", "--jobs", "0"], "--jobs"),
    ],
)
def test_bad_arguments_exit_with_a_usage_error(capsys, argv, message):
    with pytest.raises(SystemExit) as exited:
        main(argv)
    assert exited.value.code == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    assert message in captured.err
