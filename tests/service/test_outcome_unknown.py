"""A save whose outcome the store cannot tell (StoreOutcomeUnknown: sent, and its answer lost), on both stores: the
click is told so, never "nothing was changed"; the table is read again once the store answers and handed to the
listeners as stored, whether the save was kept or not."""

from __future__ import annotations

from collections.abc import Collection, Mapping, Sequence
from typing import Any

import pytest

from data.records import Result, Table
from data.store import Store, StoreOutcomeUnknown, StoreUnavailable
from service import tables
from service.errors import Refusal
from service.tables import Change, TableService
from tests.service.helpers import BOB, CARA, current, eventually, listen, start_lcr


def lost_answer(store: Store, monkeypatch: pytest.MonkeyPatch, *, kept: bool, unreadable: int = 0) -> None:
    """The store's next save is ``kept`` (or not) and answered with StoreOutcomeUnknown; then ``unreadable`` reads
    of a table fail with StoreUnavailable (the database still down)."""
    save, load = store.save_table, store.load_table
    fail_reads = [unreadable]

    async def save_and_lose(table: Table, actions: Sequence[dict[str, Any]] = (), results: Sequence[Result] = (),
                            *, changed: Collection[str] | None = None, alone: bool = False,
                            encoded: Mapping[str, Any] | None = None) -> Table:
        monkeypatch.setattr(store, "save_table", save)
        if kept:
            await save(table, actions, results, changed=changed, alone=alone, encoded=encoded)
        raise StoreOutcomeUnknown("the connection broke while the save was sent")

    async def load_when_back(table_id: int) -> Table | None:
        if fail_reads[0]:
            fail_reads[0] -= 1
            raise StoreUnavailable("still down")
        return await load(table_id)

    monkeypatch.setattr(store, "save_table", save_and_lose)
    monkeypatch.setattr(store, "load_table", load_when_back)
    monkeypatch.setattr(tables, "REREAD_SECONDS", 0.0)


@pytest.mark.parametrize("kept", [True, False], ids=["kept", "not_kept"])
async def test_a_lost_answer_is_told_as_such_and_the_table_shown_as_stored(
    service: TableService, store: Store, monkeypatch: pytest.MonkeyPatch, kept: bool
) -> None:
    started = await start_lcr(service, BOB, CARA)
    heard = listen(service)
    lost_answer(store, monkeypatch, kept=kept, unreadable=2)
    player, step = current(started)
    with pytest.raises(Refusal) as told:
        await service.act(started.table.id, player, step, "roll")
    assert told.value.key == "error.store_outcome_unknown"
    await eventually(lambda: bool(heard))
    [shown] = heard
    assert shown.table.version == started.table.version + (1 if kept else 0)
    assert (await store.load_table(started.table.id)) == shown.table
    # play goes on from what was kept
    player, step = current(shown)
    rolled: Change = await service.act(started.table.id, player, step, "roll")
    assert rolled.table.version == shown.table.version + 1
