"""The README and docs/*.md: a user's README that stays short and keeps the two commands CI runs, links and anchors
that resolve, and no work diary (session or issue numbers, commit hashes) in what users and engineers read."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
README = ROOT / "README.md"
PAGES = [README, *sorted((ROOT / "docs").glob("*.md"))]
README_LINES = 300
SET_UP = "python3 -m venv .venv && .venv/bin/pip install -r requirements.txt"
RUN_BOT = f"{SET_UP} && .venv/bin/python bot.py"
RUN_TESTS = f"{SET_UP} && .venv/bin/python -m pytest"

_LINK = re.compile(r"\]\(([^)\s]+)\)|<img [^>]*src=\"([^\"]+)\"")
_HEADING = re.compile(r"^#{1,6} +(.+?) *$", re.MULTILINE)
_FENCE = re.compile(r"^```.*?^```", re.MULTILINE | re.DOTALL)
_DIARY = re.compile(
    r"[Ss]ession \d|[Ii]ssue \d|(?<![\w&])#\d+\b"  # "session 9", "issue 15", "#27"
    r"|\b(?=[0-9a-f]*[a-f])(?=[0-9a-f]*\d)[0-9a-f]{7,40}\b"  # a commit hash: hex with letters and digits
)


def anchor(heading: str) -> str:
    """GitHub's id for a heading: lower case, markup and punctuation dropped, spaces as hyphens."""
    text = re.sub(r"[^\w\- ]", "", heading.replace("`", "").lower())
    return text.replace(" ", "-")


def anchors(page: Path) -> set[str]:
    return {anchor(title) for title in _HEADING.findall(_FENCE.sub("", page.read_text(encoding="utf-8")))}


def links(page: Path) -> list[str]:
    return [found[0] or found[1] for found in _LINK.findall(page.read_text(encoding="utf-8"))]


def test_the_readme_is_a_users_readme_of_at_most_300_lines() -> None:
    lines = README.read_text(encoding="utf-8").splitlines()
    assert len(lines) <= README_LINES
    assert lines[0] == "# Pips"


def test_the_readme_keeps_the_two_commands_ci_runs_literally() -> None:
    text = README.read_text(encoding="utf-8")
    assert f"```sh\n{RUN_BOT}\n```" in text
    assert f"```sh\n{RUN_TESTS}\n```" in text
    ci = (ROOT / ".ci" / "run").read_text(encoding="utf-8")
    assert "python3 -m venv .venv\n" in ci and ".venv/bin/pip install" in ci and "-r requirements.txt" in ci
    assert ci.rstrip().endswith(".venv/bin/python -m pytest")


def test_the_anchor_of_a_heading_is_githubs() -> None:
    assert anchor("Settings (`.env`)") == "settings-env"
    assert anchor("Putting Pips on your server") == "putting-pips-on-your-server"
    assert anchor("How a click flows through") == "how-a-click-flows-through"


@pytest.mark.parametrize("page", PAGES, ids=lambda page: page.name)
def test_every_link_and_anchor_resolves(page: Path) -> None:
    broken = []
    for target in links(page):
        if re.match(r"[a-z]+:", target):
            continue  # a web address
        path, _, fragment = target.partition("#")
        linked = (page.parent / path).resolve() if path else page
        if not linked.exists() or (fragment and (linked.suffix != ".md" or fragment not in anchors(linked))):
            broken.append(target)
    assert not broken, f"{page.name}: {broken}"


@pytest.mark.parametrize("page", PAGES, ids=lambda page: page.name)
def test_no_session_or_issue_numbers_or_commit_hashes(page: Path) -> None:
    found = [match.group(0) for match in _DIARY.finditer(page.read_text(encoding="utf-8"))]
    assert not found, f"{page.name}: {found}"


def test_the_diary_pattern_finds_what_it_is_for() -> None:
    diary = "Session 9's runs at 001c42c (issue 15, #27)"
    assert [match.group(0) for match in _DIARY.finditer(diary)] == ["Session 9", "001c42c", "issue 1", "#27"]
    assert not _DIARY.findall("100,000 tables, 83968, SHA-256, `&#124;`, decade, <t:1800000042:R>")


_WHEN = re.compile(r"[Ss]ession \d|[Ii]ssue \d")
SOURCES = sorted(path for name in ("bot.py", "settings.py", "kept.py", "discord_address.py", "cogs", "service",
                                   "data", "rules", "i18n", "bench")
                 for path in ([ROOT / name] if name.endswith(".py") else (ROOT / name).rglob("*.py")))


def test_code_says_why_not_which_session_or_issue_asked() -> None:
    found = [f"{path.relative_to(ROOT)}:{number}" for path in SOURCES
             for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1) if _WHEN.search(line)]
    assert found == []
