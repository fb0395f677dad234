"""The rows the SQLite store keeps at hand: every load must give what the file holds, whatever ran meanwhile."""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import TYPE_CHECKING

import pytest

from data.records import Seat, Status, Table
from data.sqlite import SqliteStore
from data.store import StaleWrite

if TYPE_CHECKING:
    from tests.data.conftest import FromTheFile


def new_table(channel_id: int = 100) -> Table:
    return Table(
        kind="lcr", guild_id=10, channel_id=channel_id, host_id=1, seed="ab" * 32,
        options={"dice": "by-chips", "dot_to_win": False, "stakes": False},
        seats=[Seat(1, "Alice"), Seat(2, "Bob"), Seat(-1, "Ada", computer=True)],
        status=Status.PLAYING, state={"chips": [3, 3, 3]}, created_at=1000.0, updated_at=1000.0,
    )


async def played(store: SqliteStore, table_id: int, chips: list[int]) -> Table:
    table = await store.load_table(table_id)
    assert table is not None
    table.state = {"chips": chips}
    table.log = [*table.log, {"type": "roll", "player": 0, "data": {"chips": chips}}]
    table.updated_at += 1
    return await store.save_table(table, [{"user_id": 1, "action": "roll", "events": []}])


async def test_loads_after_saves_give_what_the_file_holds(store: SqliteStore, from_the_file: FromTheFile) -> None:
    table_id = (await store.create_table(new_table())).id
    for chips in ([2, 4, 3], [2, 3, 4], [1, 3, 5]):
        saved = await played(store, table_id, chips)
        assert await store.load_table(table_id) == saved == await from_the_file(table_id)
    assert (await store.load_table(table_id)).version == 4  # type: ignore[union-attr]


@pytest.mark.parametrize("message_first", [True, False], ids=["message_id_first", "save_first"])
async def test_a_message_id_stored_during_a_save_is_kept(
    store: SqliteStore, from_the_file: FromTheFile, message_first: bool
) -> None:
    """/…start posts the table and stores its message id while a computer seat's move may be committing."""
    table_id = (await store.create_table(new_table())).id
    table = await store.load_table(table_id)
    assert table is not None
    table.state = {"chips": [2, 4, 3]}
    # gather starts the calls in order, so their trips to the database thread go in that order
    store_message, save = store.set_message(table_id, 4242), store.save_table(table)
    await asyncio.gather(*((store_message, save) if message_first else (save, store_message)))

    loaded = await store.load_table(table_id)
    assert loaded is not None and (loaded.message_id, loaded.version, loaded.state) == (4242, 2, {"chips": [2, 4, 3]})
    assert loaded == await from_the_file(table_id)


async def test_a_row_another_writer_changed_is_refused_once_then_read_again(
    store: SqliteStore, db_path: Path
) -> None:
    table_id = (await store.create_table(new_table())).id
    await store.load_table(table_id)  # kept
    other = await SqliteStore.open(db_path, exclusive=False)  # standing in for another process
    try:
        await played(other, table_id, [0, 6, 3])
    finally:
        await other.close()

    stale = await store.load_table(table_id)
    assert stale is not None and stale.version == 1  # what this store kept, not yet what the file holds
    stale.state = {"chips": [9, 0, 0]}
    with pytest.raises(StaleWrite):
        await store.save_table(stale)
    fresh = await store.load_table(table_id)
    assert fresh is not None and (fresh.version, fresh.state) == (2, {"chips": [0, 6, 3]})
    assert (await played(store, table_id, [0, 5, 4])).version == 3


async def test_only_the_tables_used_last_are_kept(store: SqliteStore, from_the_file: FromTheFile) -> None:
    store._rows.limit = 2
    ids = [(await store.create_table(new_table(channel_id))).id for channel_id in (1, 2, 3)]
    await played(store, ids[0], [2, 4, 3])  # read again from the file: the first table had been let go
    for table_id in ids:
        assert await store.load_table(table_id) == await from_the_file(table_id)
    assert len(store._rows) == 2
