"""How long a test waits for what it expects before it gives up: one setting for the whole suite.

A passing test never waits this long (it waits for what it needs to see, and goes on at once), so the bound only
decides how soon a failure is reported. It is generous so that a busy machine, slow for a while, fails nothing;
more so under CI. `PIPS_TEST_PATIENCE` (seconds) overrides it.
"""

from __future__ import annotations

import os

PATIENCE = float(os.environ.get("PIPS_TEST_PATIENCE") or (120.0 if os.environ.get("CI") else 60.0))
