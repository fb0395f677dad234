"""The suite's own set-up (tests/conftest.py): the test modules' asserts are rewritten once for every worker, and
not again while they stay as they are."""

from __future__ import annotations

import os
import subprocess
from pathlib import Path
from typing import Any

import pytest

from tests.conftest import rewrite_test_modules, rewritten


def test_the_test_modules_are_rewritten_once_where_compiled_files_are_not_written(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("PYTHONDONTWRITEBYTECODE", "1")  # as on the machine the suite runs on
    module = tmp_path / "test_sample.py"
    module.write_text("def test_sample() -> None:\n    assert 1 + 1 == 2\n")
    assert not rewritten(module)

    rewrite_test_modules([str(tmp_path)])
    assert rewritten(module)  # kept where pytest looks for it: the workers read it

    def no_collection(*args: Any, **options: Any) -> None:
        raise AssertionError("modules kept since they changed were collected again")

    monkeypatch.setattr(subprocess, "Popen", no_collection)
    rewrite_test_modules([str(tmp_path)])

    later = module.stat().st_mtime + 10
    os.utime(module, (later, later))  # the module changed since: rewritten again
    assert not rewritten(module)
