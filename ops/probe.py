"""The container's health check: exit 0 when the bot's /health answers 200, 1 when it does not; 0 as well when
METRICS_PORT is unset (no server to ask: the process being up is all there is to check).

    python -m ops.probe
"""

from __future__ import annotations

import os
import sys
import urllib.request
from collections.abc import Mapping

ANY_ADDRESS = ("", "0.0.0.0", "::")  # a server listening everywhere is asked on the loopback
TIMEOUT = 3.0


def health_url(env: Mapping[str, str]) -> str | None:
    port = env.get("METRICS_PORT", "").strip()
    if not port:
        return None
    host = env.get("METRICS_HOST", "").strip()
    host = "127.0.0.1" if host in ANY_ADDRESS else host
    return f"http://{f'[{host}]' if ':' in host else host}:{port}/health"


def healthy(url: str) -> bool:
    try:
        with urllib.request.urlopen(url, timeout=TIMEOUT) as answer:
            return int(answer.status) == 200
    except OSError:
        return False


def main() -> int:
    url = health_url(os.environ)
    return 0 if url is None or healthy(url) else 1


if __name__ == "__main__":
    sys.exit(main())
