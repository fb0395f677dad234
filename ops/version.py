"""Which build of Pips is running: the package version from pyproject.toml and, in a git checkout with git at
hand, `git describe` (empty where neither is: an image built without .git says its package version alone)."""

from __future__ import annotations

import subprocess
import tomllib
from pathlib import Path
from typing import NamedTuple

ROOT = Path(__file__).resolve().parent.parent


class Build(NamedTuple):
    version: str  # pyproject.toml's [project] version, "unknown" without the file
    commit: str  # `git describe --always --dirty --tags`, "" outside a checkout

    def __str__(self) -> str:
        return f"{self.version} ({self.commit})" if self.commit else self.version


def package_version(root: Path = ROOT) -> str:
    try:
        with (root / "pyproject.toml").open("rb") as file:
            return str(tomllib.load(file)["project"]["version"])
    except (OSError, KeyError, tomllib.TOMLDecodeError):
        return "unknown"


def git_describe(root: Path = ROOT) -> str:
    if not (root / ".git").exists():
        return ""
    try:
        done = subprocess.run(["git", "describe", "--always", "--dirty", "--tags"], cwd=root, capture_output=True,
                              text=True, timeout=5, check=False)
    except (OSError, subprocess.SubprocessError):
        return ""
    return done.stdout.strip() if done.returncode == 0 else ""


def this_build(root: Path = ROOT) -> Build:
    """Read once at start (bot.py): the first log line and ``pips_build_info`` say it."""
    return Build(package_version(root), git_describe(root))
