"""Without METRICS_PORT a start does not pay for the metrics: neither prometheus_client nor aiohttp's server is
imported (some 40 ms of every start)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def test_starting_the_bot_without_metrics_imports_neither_prometheus_nor_the_http_server() -> None:
    check = ("import sys, discord_side.pips; "
             "print(sorted({'prometheus_client', 'aiohttp.web', 'cogs.health'} & set(sys.modules)))")
    shown = subprocess.run([sys.executable, "-c", check], cwd=ROOT, capture_output=True, text=True, check=True)
    assert shown.stdout.strip() == "[]"
