"""A move's save leaves its new log entries to its action rows (Store.save_table), on both stores: the table read
again from the store has the log the live one has, and a change that logs no action (a join) writes the log."""

from __future__ import annotations

from collections.abc import Collection, Sequence
from typing import Any

import pytest

from data.records import LOG_LENGTH, Result, Table
from data.store import Store
from service.tables import TableService
from tests.conftest import OpenAgain
from tests.service.helpers import BOB, CARA, current, start_lcr


async def test_a_move_leaves_its_log_to_its_actions_and_the_table_reads_back_whole(
    service: TableService, store: Store, open_again: OpenAgain, monkeypatch: pytest.MonkeyPatch
) -> None:
    written: list[tuple[str, bool]] = []  # (the change's first action, or "", whether it wrote the log)
    save = store.save_table

    async def noted(table: Table, actions: Sequence[dict[str, Any]] = (), results: Sequence[Result] = (), *,
                    changed: Collection[str] | None = None, alone: bool = False,
                    encoded: Any = None) -> Table:
        written.append((actions[0]["action"] if actions else "", changed is None or "log" in changed))
        return await save(table, actions, results, changed=changed, alone=alone, encoded=encoded)

    monkeypatch.setattr(store, "save_table", noted)
    change = await start_lcr(service, BOB, CARA)
    assert ("", True) in written  # the joins: their entries are in no action row
    for _ in range(LOG_LENGTH + 2):
        if change.game is None or change.game.is_over:
            break
        player, step = current(change)
        change = await service.act(change.table.id, player, step, "roll")
    assert written[-1] == ("roll", False)
    fresh = await open_again()
    try:
        assert await fresh.load_table(change.table.id) == change.table
    finally:
        await fresh.close()
