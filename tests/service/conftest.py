"""The service's tests run on both stores: a SQLite file and a PostgreSQL database (the session's test server)."""

from __future__ import annotations

import pytest


@pytest.fixture(params=["sqlite", "postgres"])
def store_kind(request: pytest.FixtureRequest) -> str:
    return str(request.param)
