"""bot.py started as an operator starts it, on what stops a start: each failure is one line on stderr (one JSON object
under LOG_FORMAT=json) and an exit code saying what to do, 2 for a setting to fix; nothing reaches the internet
(DISCORD_ADDRESS points at a closed local port).

Root ignores file modes, and CI runs as root: the cases about permissions run bot.py without the two capabilities
that let root do so, as any other user would meet the same directory or file."""

from __future__ import annotations

import asyncio
import ctypes
import json
import os
import socket
import stat
import subprocess
import sys
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

from data.sqlite import SqliteStore
from settings import Settings, SettingsError

ROOT = Path(__file__).resolve().parents[1]
TOKEN = "not-a-real-token"
JSON_KEYS = {"level", "logger", "message", "time"}  # those of every JSON log line (ops/logs.py)
PR_CAPBSET_DROP = 24  # prctl(2)
CAP_DAC_OVERRIDE, CAP_DAC_READ_SEARCH = 1, 2  # capability.h


def without_file_mode_override() -> None:
    """In the child, before exec: drop root's power to ignore file modes from the bounding set, so the Python it
    becomes never holds it (a root process gets only its bounding set's capabilities at exec)."""
    libc = ctypes.CDLL(None, use_errno=True)
    for capability in (CAP_DAC_OVERRIDE, CAP_DAC_READ_SEARCH):
        if libc.prctl(PR_CAPBSET_DROP, capability, 0, 0, 0) != 0:
            raise OSError(ctypes.get_errno(), "prctl(PR_CAPBSET_DROP) refused")


AsAnOperator = Callable[[], None] | None


@pytest.fixture(scope="module")
def as_an_operator(tmp_path_factory: pytest.TempPathFactory) -> AsAnOperator:
    """What runs bot.py as a process that file modes bind (None: this one already is)."""
    if os.geteuid() != 0:
        return None
    read_only = tmp_path_factory.mktemp("modes") / "read-only"
    read_only.write_text("")
    read_only.chmod(0o444)
    try:
        probe = subprocess.run([sys.executable, "-c", f"open({str(read_only)!r}, 'w')"],
                               preexec_fn=without_file_mode_override, capture_output=True, timeout=30, check=False)
        refused = probe.returncode != 0
    except subprocess.SubprocessError:  # prctl refused: the child never ran
        refused = False
    if not refused:
        reason = "root here cannot give up its power over file modes (prctl PR_CAPBSET_DROP)"
        if os.environ.get("CI") == "true":
            pytest.fail(reason)
        pytest.skip(reason)
    return without_file_mode_override


def start_bot(tmp_path: Path, as_user: AsAnOperator = None, **settings: str) -> subprocess.CompletedProcess[str]:
    env = {"PATH": os.environ.get("PATH", "/usr/bin:/bin"), "DISCORD_TOKEN": TOKEN,
           "DATABASE_PATH": str(tmp_path / "pips.sqlite3"), "DISCORD_ADDRESS": "127.0.0.1:1", **settings}
    return subprocess.run([sys.executable, "bot.py"], cwd=ROOT, env=env, capture_output=True, text=True, timeout=60,
                          check=False, preexec_fn=as_user)


def one_line(done: subprocess.CompletedProcess[str], log_format: str) -> str:
    """The failure's sentence, checked to be all the process wrote: one line, in the log's format."""
    output = done.stdout + done.stderr
    assert output.endswith("\n") and output.count("\n") == 1, output
    line = output.rstrip("\n")
    if log_format == "json":
        record = json.loads(line)
        assert record.keys() >= JSON_KEYS and record["logger"] == "pips", record
        assert record["exit_code"] == done.returncode
        return str(record["message"])
    assert line.startswith("pips: "), line
    return line.removeprefix("pips: ")


@pytest.fixture(params=["text", "json"])
def log_format(request: pytest.FixtureRequest) -> str:
    return str(request.param)


@pytest.fixture
def listening() -> Iterator[int]:
    """A port another program listens on."""
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        yield taken.getsockname()[1]


def test_an_unwritable_database_directory_is_a_sentence_naming_it(
    tmp_path: Path, log_format: str, as_an_operator: AsAnOperator
) -> None:
    closed = tmp_path / "closed"
    closed.mkdir(mode=0o555)
    done = start_bot(tmp_path, as_an_operator, DATABASE_PATH=str(closed / "pips.sqlite3"), LOG_FORMAT=log_format)
    said = one_line(done, log_format)
    assert done.returncode == 2
    assert f"cannot create {closed / 'pips.sqlite3-lock'} (Permission denied)" in said
    assert "the directory of DATABASE_PATH must be writable by the user Pips runs as" in said


def test_a_database_path_through_a_file_is_a_sentence_naming_it(tmp_path: Path, log_format: str) -> None:
    a_file = tmp_path / "a-file"
    a_file.write_text("")
    done = start_bot(tmp_path, DATABASE_PATH=str(a_file / "pips.sqlite3"), LOG_FORMAT=log_format)
    said = one_line(done, log_format)
    assert done.returncode == 2
    assert f"{a_file} is a file, not a directory" in said


def test_a_read_only_database_file_is_a_sentence_about_its_permissions(
    tmp_path: Path, log_format: str, as_an_operator: AsAnOperator
) -> None:
    database = tmp_path / "pips.sqlite3"

    async def made() -> None:  # a database as the last run left it, up to date: nothing to migrate
        await (await SqliteStore.open(database)).close()

    asyncio.run(made())
    database.chmod(stat.S_IRUSR | stat.S_IRGRP | stat.S_IROTH)
    done = start_bot(tmp_path, as_an_operator, LOG_FORMAT=log_format)
    said = one_line(done, log_format)
    assert done.returncode == 2
    assert said.startswith(f"the SQLite database {database} is read-only") and "permissions" in said
    assert "DATABASE_URL" not in said


def test_a_metrics_port_in_use_stops_the_start_before_anything_else(
    tmp_path: Path, log_format: str, listening: int
) -> None:
    done = start_bot(tmp_path, METRICS_PORT=str(listening), LOG_FORMAT=log_format)
    said = one_line(done, log_format)
    assert done.returncode == 2
    assert f"cannot listen on 127.0.0.1:{listening} (Address already in use)" in said and "METRICS_PORT" in said
    assert not (tmp_path / "pips.sqlite3").exists()  # found before the store was opened, so before logging in


def test_a_log_level_python_does_not_name_is_refused(tmp_path: Path, log_format: str) -> None:
    done = start_bot(tmp_path, LOG_LEVEL="verbose", LOG_FORMAT=log_format)
    said = one_line(done, log_format)
    assert done.returncode == 2
    assert said == "LOG_LEVEL must be one of DEBUG, INFO, WARNING, ERROR, CRITICAL (INFO by default), not 'verbose'"


def test_a_log_level_is_read_whatever_its_case_and_only_python_s_five_names() -> None:
    assert Settings.from_env({"DISCORD_TOKEN": TOKEN, "LOG_LEVEL": " warning "}).log_level == "WARNING"
    assert Settings.from_env({"DISCORD_TOKEN": TOKEN, "LOG_LEVEL": ""}).log_level == "INFO"
    for unknown in ("WARN", "verbose", "10"):
        with pytest.raises(SettingsError, match="LOG_LEVEL must be one of"):
            Settings.from_env({"DISCORD_TOKEN": TOKEN, "LOG_LEVEL": unknown})


def test_a_malformed_database_url_is_one_line(tmp_path: Path, log_format: str) -> None:
    done = start_bot(tmp_path, DATABASE_URL="postgresql://pips:Tr0ub4dor#3@db:5432/pips", LOG_FORMAT=log_format)
    said = one_line(done, log_format)
    assert done.returncode == 2
    assert "DATABASE_URL" in said
    assert "Tr0ub4dor" not in said and "ub4" not in said


# --- what a start logs ---------------------------------------------------------------------------------------


def test_a_start_says_its_version_first_and_logs_no_warning_and_no_colour(tmp_path: Path) -> None:
    from ops.version import this_build

    done = start_bot(tmp_path)  # it gets as far as logging in, to a closed port
    assert done.returncode == 1  # Discord unreachable: may pass
    lines = done.stderr.splitlines()
    assert lines[0].endswith(f"pips: Pips {this_build()} starting"), lines
    assert lines[-1].startswith("pips: cannot reach Discord") and lines[-1].endswith("check the network")
    assert "logging in" in done.stderr  # it did start
    assert "WARNING" not in done.stderr and "Traceback" not in done.stderr
    assert "\x1b[" not in done.stderr


def test_a_docker_like_host_brings_no_colour_back(tmp_path: Path) -> None:
    """discord.py colours any stream when it believes it runs in Docker (``discord.utils.is_docker``, from
    /.dockerenv or the cgroups): made to believe so here, the log stays plain."""
    env = {"PATH": os.environ.get("PATH", "/usr/bin:/bin"), "DISCORD_TOKEN": TOKEN,
           "DATABASE_PATH": str(tmp_path / "pips.sqlite3"), "DISCORD_ADDRESS": "127.0.0.1:1"}
    in_docker = ("import runpy, discord.utils; discord.utils.is_docker = lambda: True; "
                 "runpy.run_path('bot.py', run_name='__main__')")
    done = subprocess.run([sys.executable, "-c", in_docker], cwd=ROOT, env=env, capture_output=True, text=True,
                          timeout=60, check=False)
    assert "logging in" in done.stderr, done.stderr
    assert "\x1b[" not in done.stderr


def test_an_unforeseen_error_is_logged_with_its_traceback_then_the_line(tmp_path: Path) -> None:
    env = {"PATH": os.environ.get("PATH", "/usr/bin:/bin"), "DISCORD_TOKEN": TOKEN,
           "DATABASE_PATH": str(tmp_path / "pips.sqlite3"), "LOG_FORMAT": "json"}
    a_bug = ("import sys\n"
             "from discord_side import pips\n"
             "async def broken(settings):\n"
             f"    raise KeyError('a bug near {TOKEN}')\n"
             "pips.open_store = broken\n"
             "sys.exit(pips.main())\n")
    done = subprocess.run([sys.executable, "-c", a_bug], cwd=ROOT, env=env, capture_output=True, text=True,
                          timeout=60, check=False)
    assert done.returncode == 1
    traceback, last = (json.loads(line) for line in done.stderr.splitlines())
    assert traceback["message"] == "stopped by an unexpected error" and "KeyError" in traceback["exc_info"]
    assert last["message"] == ("stopped by an unexpected error (KeyError: 'a bug near ***'); its traceback is in the "
                               "log above")
    assert TOKEN not in done.stderr
