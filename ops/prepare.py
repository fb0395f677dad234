"""Compile the bot's code and parse its catalogs before it starts: ``python -m ops.prepare``.

Python keeps a module compiled beside its code, and Pips a catalog parsed (i18n/__init__.py), each written by the
first start that reads it. Where the bot cannot write beside its code (the image's user, the systemd unit's
read-only system; PYTHONDONTWRITEBYTECODE stops Python from trying) each start would compile every module it
imports and parse every catalog it reads again: ~0.4 s of CPU a restart, ~4 s for a start that syncs the commands
in every language. So the code's owner runs this after installing or updating it (the Dockerfile does, as it
builds the image), and the tests before they start their bots.
"""

from __future__ import annotations

import compileall
import re
import sys
from pathlib import Path

import i18n

PROJECT = Path(__file__).resolve().parents[1]


def prepare(root: Path = PROJECT, *, leave_out: re.Pattern[str] | None = None) -> bool:
    """Compile the modules at ``root`` and in its packages (a folder without ``__init__.py``, a virtualenv say, is
    none), but the files ``leave_out`` matches, and parse every catalog. False when a module does not compile."""
    compiled = True
    for path in sorted(root.iterdir()):
        if path.suffix == ".py":
            compiled &= bool(compileall.compile_file(path, quiet=1))
        elif (path / "__init__.py").is_file():
            compiled &= bool(compileall.compile_dir(path, quiet=1, rx=leave_out))
    list(i18n.CATALOGS.values())  # each read once: its files parsed and kept
    return compiled


if __name__ == "__main__":
    sys.exit(0 if prepare() else 1)
