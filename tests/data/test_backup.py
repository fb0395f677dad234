"""Backups restored and read back: the SQLite file copied by ``python -m data.backup`` while the store is open and
writing, and PostgreSQL's pg_dump and pg_restore as docs/operations.md gives them. A game comes back as it was
committed: its table (state, seed, version, log) and its actions."""

from __future__ import annotations

import asyncio
import os
import sqlite3
import stat
import subprocess
import sys
from collections.abc import Iterator
from contextlib import closing, contextmanager
from pathlib import Path

import pytest

from data.backup import back_up, run
from data.postgres import PostgresStore
from data.records import Status, Table
from data.sqlite import SqliteStore
from data.store import Store
from service.tables import Change, TableService
from tests.conftest import COMPUTER_DELAY, FIXED_SEED, FakeClock
from tests.data.postgres_server import PASSWORD, USER, PostgresServer
from tests.service.helpers import BOB, CARA, CHANNEL, current, start_lcr

ROOT = Path(__file__).resolve().parents[2]
SQLITE_ONLY = {"DATABASE_PATH": ""}  # filled in by each test; no DATABASE_URL


@contextmanager
def umask(mask: int) -> Iterator[None]:
    previous = os.umask(mask)
    try:
        yield
    finally:
        os.umask(previous)


async def roll(service: TableService, change: Change, times: int) -> Change:
    for _ in range(times):
        if change.table.status is not Status.PLAYING:
            break
        player, step = current(change)
        change = await service.act(change.table.id, player, step, "roll")
    return change


async def read_back(store: Store, table_id: int) -> tuple[Table | None, list[dict[str, object]]]:
    return await store.load_table(table_id), await store.actions(table_id)


def mode(path: Path) -> int:
    return stat.S_IMODE(path.stat().st_mode)


# --- SQLite -------------------------------------------------------------------------------------------------------


async def test_a_backup_taken_while_the_store_writes_reads_back_one_committed_state(
    service: TableService, store: SqliteStore, db_path: Path, tmp_path: Path
) -> None:
    change = await roll(service, await start_lcr(service, BOB, CARA), 3)
    committed = {change.table.version: change.table}  # every version of the table the store committed
    writing = True

    async def keep_rolling() -> None:
        nonlocal change
        while writing and change.table.status is Status.PLAYING:
            change = await roll(service, change, 1)
            committed[change.table.version] = change.table

    writer = asyncio.create_task(keep_rolling())
    await asyncio.sleep(0)  # the writer is under way: its first roll is being committed
    before = change.table.version
    backup = tmp_path / "backups" / "pips-backup.sqlite3"
    backup.parent.mkdir()
    with umask(0o022):  # what a shell or cron usually has: it must not make the backup readable by others
        await asyncio.to_thread(back_up, db_path, backup)  # the store's own file, locked and open
    writing = False
    await writer

    assert mode(backup) == 0o600
    assert [path.name for path in backup.parent.iterdir()] == [backup.name]  # no partial copy left behind
    restored = await SqliteStore.open(backup)
    try:
        table, actions = await read_back(restored, change.table.id)
    finally:
        await restored.close()
    assert table is not None and table.version >= before
    assert table == committed[table.version]  # state, seed, version and log as committed at that version
    assert table.seed == FIXED_SEED.hex()
    live_actions = await store.actions(change.table.id)
    assert actions == [action for action in live_actions if action["version"] <= table.version]
    assert actions[-1]["version"] == table.version  # the backup's last move came with its action


async def test_a_write_in_progress_is_not_in_the_backup(service: TableService, db_path: Path, tmp_path: Path) -> None:
    started = await start_lcr(service, BOB, CARA)
    backup = tmp_path / "backup.sqlite3"
    with closing(sqlite3.connect(db_path, isolation_level=None)) as writer:
        writer.execute("BEGIN IMMEDIATE")  # another writer's transaction, open and not committed
        writer.execute("UPDATE tables SET version = version + 100 WHERE id = ?", (started.table.id,))
        back_up(db_path, backup)
        writer.execute("ROLLBACK")
    restored = await SqliteStore.open(backup)
    try:
        assert await restored.load_table(started.table.id) == started.table
    finally:
        await restored.close()


async def test_the_command_backs_up_refuses_to_overwrite_and_replaces_when_forced(
    service: TableService, db_path: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    started = await start_lcr(service, BOB, CARA)
    env = {"DATABASE_PATH": str(db_path)}
    backup = tmp_path / "pips.backup"
    backup.write_text("an older backup")

    assert run([str(backup)], env) == 2
    assert backup.read_text() == "an older backup"
    refused = capsys.readouterr().err
    assert refused == f"pips: {backup} already exists; name another file, or add --force to replace it\n"

    assert run([str(backup), "--force"], env) == 0
    said = capsys.readouterr()
    assert said.out.startswith(f"pips: backed up {db_path} to {backup} (") and said.out.count("\n") == 1
    assert mode(backup) == 0o600
    restored = await SqliteStore.open(backup)
    try:
        assert await restored.load_table(started.table.id) == started.table
    finally:
        await restored.close()


@pytest.mark.parametrize(("argv", "env", "said"), [
    (["b.sqlite3"], {"DATABASE_URL": "postgresql://pips@db/pips"}, "pips: DATABASE_URL is set: back up PostgreSQL"),
    (["b.sqlite3"], {"DATABASE_URL_FILE": "/run/secrets/url"}, "pips: DATABASE_URL is set: back up PostgreSQL"),
    (["b.sqlite3"], {"DATABASE_PATH": "nowhere/pips.sqlite3"}, "pips: there is no database at nowhere/pips.sqlite3"),
    ([], {}, "pips: name either the backup file to write or --restore SRC"),
    (["b.sqlite3", "--restore", "a.sqlite3"], {}, "pips: name either the backup file to write or --restore SRC"),
    (["b.sqlite3", "--frobnicate"], {}, "pips: unrecognized arguments: --frobnicate"),
])
def test_what_cannot_be_done_is_one_line_and_exit_status_2(
    argv: list[str], env: dict[str, str], said: str, tmp_path: Path, capsys: pytest.CaptureFixture[str],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.chdir(tmp_path)
    assert run(argv, env) == 2
    err = capsys.readouterr().err
    assert err.startswith(said) and err.count("\n") == 1
    assert list(tmp_path.iterdir()) == []


async def test_a_restore_brings_the_game_back_and_waits_for_the_bot_to_stop(
    service: TableService, store: SqliteStore, db_path: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    saved = await roll(service, await start_lcr(service, BOB, CARA), 2)
    backup = tmp_path / "backup.sqlite3"
    back_up(db_path, backup)
    saved_actions = await store.actions(saved.table.id)
    later = await roll(service, saved, 2)
    assert later.table.version > saved.table.version
    env = {"DATABASE_PATH": str(db_path)}

    assert run(["--restore", str(backup)], env) == 1  # the store still holds the file
    assert capsys.readouterr().err == f"pips: a Pips process is using {db_path}; stop it before restoring\n"
    await service.stop()
    await store.close()

    assert run(["--restore", str(backup)], env) == 0
    assert capsys.readouterr().out == f"pips: restored {db_path} from {backup}\n"
    reopened = await SqliteStore.open(db_path)
    try:
        table, actions = await read_back(reopened, saved.table.id)
    finally:
        await reopened.close()
    assert table == saved.table
    assert actions == saved_actions


async def test_a_restore_over_a_crashed_database_does_not_replay_its_wal(
    service: TableService, store: SqliteStore, db_path: Path, tmp_path: Path
) -> None:
    saved = await roll(service, await start_lcr(service, BOB, CARA), 2)
    backup = tmp_path / "backup.sqlite3"
    back_up(db_path, backup)
    await roll(service, saved, 3)  # committed to the WAL, not yet copied back into the file
    crashed = tmp_path / "crashed" / "pips.sqlite3"
    crashed.parent.mkdir()
    for suffix in ("", "-wal"):  # the files as a crash leaves them: the database and its WAL
        Path(f"{crashed}{suffix}").write_bytes(Path(f"{db_path}{suffix}").read_bytes())
    assert Path(f"{crashed}-wal").stat().st_size > 0

    assert run(["--restore", str(backup)], {"DATABASE_PATH": str(crashed)}) == 0
    reopened = await SqliteStore.open(crashed)
    try:
        assert await reopened.load_table(saved.table.id) == saved.table
    finally:
        await reopened.close()


async def test_a_restore_into_a_new_place_is_owner_only(
    service: TableService, db_path: Path, tmp_path: Path
) -> None:
    started = await start_lcr(service, BOB, CARA)
    backup = tmp_path / "backup.sqlite3"
    back_up(db_path, backup)
    elsewhere = tmp_path / "new" / "pips.sqlite3"
    with umask(0o022):
        assert run(["--restore", str(backup)], {"DATABASE_PATH": str(elsewhere)}) == 0
    assert mode(elsewhere) == 0o600 and mode(elsewhere.parent) == 0o700
    reopened = await SqliteStore.open(elsewhere)
    try:
        assert await reopened.load_table(started.table.id) == started.table
    finally:
        await reopened.close()


def test_a_file_that_is_no_pips_database_is_not_restored(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    database = tmp_path / "pips.sqlite3"
    with closing(sqlite3.connect(database)) as db:
        db.execute("PRAGMA user_version = 7")
    before = database.read_bytes()
    for name, content in (("notes.txt", b"not a database at all" * 100), ("empty.sqlite3", b"")):
        wrong = tmp_path / name
        wrong.write_bytes(content)
        assert run(["--restore", str(wrong)], {"DATABASE_PATH": str(database)}) == 2
        assert capsys.readouterr().err.startswith(f"pips: {wrong} ")
    assert database.read_bytes() == before


def test_python_dash_m_runs_it(db_path: Path, tmp_path: Path) -> None:
    with closing(sqlite3.connect(db_path)) as db:
        db.execute("PRAGMA user_version = 1")
    backup = tmp_path / "copy.sqlite3"
    env = {key: value for key, value in os.environ.items() if not key.startswith("DATABASE_")}
    done = subprocess.run([sys.executable, "-m", "data.backup", str(backup)], cwd=ROOT, capture_output=True,
                          text=True, timeout=30, check=False, env={**env, "DATABASE_PATH": str(db_path)})
    assert (done.returncode, done.stderr) == (0, "")
    assert done.stdout.startswith("pips: backed up ")
    assert mode(backup) == 0o600


# --- PostgreSQL ---------------------------------------------------------------------------------------------------


def pg_tool(postgres: PostgresServer, passfile: Path, *arguments: str, stdin: Path | None = None,
            stdout: Path | None = None) -> None:
    """pg_dump or pg_restore as the operator's guide runs them: the URL without its password, which libpq reads
    from PGPASSFILE; the backup given as a file, or through a pipe (as from a container)."""
    env = {**os.environ, "PGPASSFILE": str(passfile)}
    env.pop("PGPASSWORD", None)
    with open(stdin or os.devnull, "rb") as given, open(stdout or os.devnull, "wb") as taken:
        done = subprocess.run([str(postgres.bin / arguments[0]), *arguments[1:]], stdin=given, stdout=taken,
                              stderr=subprocess.PIPE, text=True, timeout=60, check=False, env=env)
    assert done.returncode == 0, done.stderr


async def test_pg_dump_and_pg_restore_bring_a_game_back(
    postgres: PostgresServer, pg_url: str, tmp_path: Path, clock: FakeClock
) -> None:
    database = pg_url.rsplit("/", 1)[1]
    passfile = tmp_path / "pgpass"
    passfile.write_text(f"127.0.0.1:{postgres.port}:*:{USER}:{PASSWORD}\n")
    passfile.chmod(0o600)  # libpq ignores a password file others can read
    dump, piped = tmp_path / "pips.dump", tmp_path / "piped.dump"

    store = await PostgresStore.open(pg_url)
    service = TableService(store, clock=clock, new_seed=lambda: FIXED_SEED, computer_delay=COMPUTER_DELAY)
    try:
        saved = await roll(service, await start_lcr(service, BOB, CARA, channel=CHANNEL), 3)
        pg_tool(postgres, passfile, "pg_dump", "--format=custom", f"--file={dump}",
                postgres.url(database, password=False))
        pg_tool(postgres, passfile, "pg_dump", "--format=custom", postgres.url(database, password=False),
                stdout=piped)
        saved_actions = await store.actions(saved.table.id)
        later = await roll(service, saved, 2)
        assert later.table.version > saved.table.version
    finally:
        await service.stop()
        await store.close()
    assert PASSWORD.encode() not in dump.read_bytes()

    restore = ["pg_restore", "--clean", "--if-exists", "--single-transaction", "--no-owner"]
    fresh = postgres.new_database()
    # over the database it came from, from the file; into an empty one, through a pipe
    for target, given in ((database, dump), (fresh.rsplit("/", 1)[1], piped)):
        into = f"--dbname={postgres.url(target, password=False)}"
        if given is dump:
            pg_tool(postgres, passfile, *restore, into, str(dump))
        else:
            pg_tool(postgres, passfile, *restore, into, stdin=piped)
        restored = await PostgresStore.open(postgres.url(target))
        try:
            table, actions = await read_back(restored, saved.table.id)
        finally:
            await restored.close()
        assert table == saved.table
        assert actions == saved_actions and actions[-1]["version"] == saved.table.version
