"""deploy/pips.service: what the bot relies on (Type=notify, the watchdog, owner-only files, no restart for a
setting to fix), a sandbox systemd rates "OK", and a unit systemd-analyze verifies without a word.

The systemd-analyze checks need systemd's tools (Debian's ``systemd`` package); without them they are skipped,
except under CI, where they must run."""

from __future__ import annotations

import os
import re
import shutil
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
UNIT = ROOT / "deploy" / "pips.service"
INSTALLED_AT = "/opt/pips"  # where the unit expects the checkout
ACCEPTED_EXPOSURE = 3.0  # systemd-analyze security: up to 3.0 is "OK"


def settings(text: str) -> dict[tuple[str, str], list[str]]:
    """Each (section, key) of a unit file and its values in order (a key may be given more than once)."""
    found: dict[tuple[str, str], list[str]] = {}
    section = ""
    for line in text.splitlines():
        line = line.strip()
        if not line or line.startswith(("#", ";")):
            continue
        if line.startswith("["):
            section = line.strip("[]")
            continue
        key, _, value = line.partition("=")
        found.setdefault((section, key.strip()), []).append(value.strip())
    return found


def systemd_analyze() -> str:
    found = shutil.which("systemd-analyze")
    if found is None:
        if os.environ.get("CI") == "true":
            pytest.fail("systemd-analyze is missing: install Debian's systemd package")
        pytest.skip("systemd-analyze is not installed (Debian's systemd package)")
    return found


def test_the_unit_waits_for_ready_feeds_a_watchdog_and_keeps_files_private() -> None:
    unit = settings(UNIT.read_text(encoding="utf-8"))
    assert unit[("Service", "Type")] == ["notify"]
    assert unit[("Service", "NotifyAccess")] == ["main"]  # the worker process has nothing to say
    assert unit[("Service", "WatchdogSec")] == ["30s"]
    assert unit[("Service", "UMask")] == ["0077"]
    assert unit[("Service", "StateDirectoryMode")] == unit[("Service", "CacheDirectoryMode")] == ["0700"]
    assert unit[("Service", "RestartPreventExitStatus")] == ["2"]  # a setting to fix: restarting would not help
    assert unit[("Service", "Restart")] == ["on-failure"]  # a watchdog timeout counts as a failure
    assert "MPLCONFIGDIR=%C/pips/matplotlib" in unit[("Service", "Environment")]
    assert unit[("Service", "CacheDirectory")] == ["pips"]


def test_the_sandbox_is_rated_ok() -> None:
    done = subprocess.run(
        [systemd_analyze(), "security", "--offline=true", f"--threshold={ACCEPTED_EXPOSURE * 10:.0f}", str(UNIT)],
        capture_output=True, text=True, timeout=60, check=False,
    )
    rating = re.search(r"Overall exposure level for pips\.service: (\d+\.\d+)", done.stdout)
    assert rating is not None, done.stdout + done.stderr
    assert float(rating.group(1)) <= ACCEPTED_EXPOSURE, done.stdout
    assert done.returncode == 0, done.stdout + done.stderr  # --threshold: nonzero above it


def test_the_unit_verifies_without_a_word(tmp_path: Path) -> None:
    """verify checks that ExecStart's program exists, so the checkout is moved to a folder with a venv's python."""
    python = tmp_path / ".venv" / "bin" / "python"
    python.parent.mkdir(parents=True)
    python.write_text("#!/bin/sh\n", encoding="utf-8")
    python.chmod(0o755)
    unit = tmp_path / "pips.service"
    unit.write_text(UNIT.read_text(encoding="utf-8").replace(INSTALLED_AT, str(tmp_path)), encoding="utf-8")
    done = subprocess.run([systemd_analyze(), "verify", str(unit)], capture_output=True, text=True, timeout=60,
                          check=False)
    assert (done.returncode, done.stdout, done.stderr) == (0, "", "")
