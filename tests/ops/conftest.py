"""The metrics counted, as with METRICS_PORT set (``counting``), and off again after each test."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from ops.metrics import COUNTING


@pytest.fixture
def counting() -> Iterator[None]:
    COUNTING.start()
    yield
    COUNTING.stop()
