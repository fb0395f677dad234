"""The test server's fixture: without PostgreSQL's binaries the PostgreSQL tests skip, saying why, except under
CI=true, where they fail: CI must run them."""

from __future__ import annotations

import pytest

from tests.data import postgres_server


@pytest.fixture
def no_binaries(monkeypatch: pytest.MonkeyPatch) -> pytest.MonkeyPatch:
    monkeypatch.setattr(postgres_server, "binaries", lambda: None)
    return monkeypatch


def test_without_the_binaries_the_tests_skip_naming_what_is_missing(no_binaries: pytest.MonkeyPatch) -> None:
    no_binaries.delenv("CI", raising=False)
    with pytest.raises(BaseException) as stopped:  # a skip or a failure: either must be caught here
        postgres_server.start_server()
    assert stopped.type is pytest.skip.Exception
    assert stopped.match("no PostgreSQL server binaries .*install Debian's postgresql")


def test_under_ci_they_fail_instead(no_binaries: pytest.MonkeyPatch) -> None:
    no_binaries.setenv("CI", "true")
    with pytest.raises(BaseException) as stopped:
        postgres_server.start_server()
    assert stopped.type is pytest.fail.Exception
    assert stopped.match("PostgreSQL tests cannot run in CI")
