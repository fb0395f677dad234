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


OPTION_GAMES = 400  # enough for every difference below to stand many standard errors clear of chance


def test_lcr_always_three_dice_ends_games_in_fewer_rolls():
    by_chips = simulate("lcr", 3, OPTION_GAMES, {}, seed="options")
    always_three = simulate("lcr", 3, OPTION_GAMES, {"dice": "always-three"}, seed="options")
    assert always_three.means["rolls"] < 0.85 * by_chips.means["rolls"]  # about 12.5 against 17.4


def test_lcr_dot_to_win_brings_double_pots():
    plain = simulate("lcr", 3, OPTION_GAMES, {}, seed="options")
    dot_to_win = simulate("lcr", 3, OPTION_GAMES, {"dot_to_win": True}, seed="options")
    assert plain.means["hands"] == 1 and sum(plain.mean_score) == pytest.approx(9)
    assert dot_to_win.means["hands"] > 1.1  # about 1.25: a double pot deals fresh chips...
    assert sum(dot_to_win.mean_score) > 10  # ...which the winner takes too


def test_chicago_options_raise_the_scores():
    plain = simulate("chicago", 4, OPTION_GAMES, {}, seed="options")
    three_dice = simulate("chicago", 4, OPTION_GAMES, {"three_dice": True}, seed="options")
    double_roll = simulate("chicago", 4, OPTION_GAMES, {"double_roll": True}, seed="options")
    # Two dice score their total when it hits the target: 7 points per seat over the 11 rounds, on average.
    assert sum(plain.mean_score) / 4 == pytest.approx(7, abs=0.5)
    assert sum(three_dice.mean_score) > 2 * sum(plain.mean_score)  # about 17.6 per seat
    assert plain.means["rerolls"] == 0 == three_dice.means["rerolls"]
    assert double_roll.means["rerolls"] > 20  # about 28 of the 44 turns miss and reroll
    assert sum(double_roll.mean_score) > 1.8 * sum(plain.mean_score)  # about 15.1 per seat


def test_buck_fewer_dice_takes_more_throws():
    plain = simulate("buck", 4, OPTION_GAMES, {}, seed="options")
    fewer_dice = simulate("buck", 4, OPTION_GAMES, {"fewer_dice": True}, seed="options")
    assert fewer_dice.means["throws"] > 1.08 * plain.means["throws"]  # about 105 against 92


def test_buck_point_per_throw_takes_more_throws():
    plain = simulate("buck", 4, OPTION_GAMES, {}, seed="options")
    per_throw = simulate("buck", 4, OPTION_GAMES, {"point_per_throw": True}, seed="options")
    # Slower scoring, but fewer overshoots near 15: about 101 throws against 92.
    assert per_throw.means["throws"] > 1.05 * plain.means["throws"]


@pytest.mark.parametrize(
    ("argv", "options"),
    [
        (["lcr", "--dice", "always-three"], {"dice": "always-three", "dot_to_win": False}),
        (["lcr", "--dot-to-win"], {"dice": "by-chips", "dot_to_win": True}),
        (["chicago", "--double-roll"], {"double_roll": True, "three_dice": False}),
        (["chicago", "--three-dice"], {"double_roll": False, "three_dice": True}),
        (["buck", "--fewer-dice"], {"fewer_dice": True, "point_per_throw": False}),
        (["buck", "--point-per-throw"], {"fewer_dice": False, "point_per_throw": True}),
        (["leftovers", "--fixed-pile"], {"fixed_pile": True}),
    ],
)
def test_command_line_flags_reach_the_games(capsys, argv, options):
    kind, flags = argv[0], argv[1:]
    common = ["--players", "4", "--games", "100", "--seed", "flags", "--json"]
    summary = json.loads(run(capsys, [kind, *common, *flags]))
    without = json.loads(run(capsys, [kind, *common]))
    assert summary == simulate(kind, 4, 100, options, seed="flags").to_dict()
    figures = ("win_share", "lose_share", "mean_score", "means")
    assert [summary[name] for name in figures] != [without[name] for name in figures]


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
