"""The table service counts its commits by outcome and times the committed ones (the instruments themselves, as
with METRICS_PORT set), and counts nothing while the metrics are off."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from prometheus_client import REGISTRY

from data.records import Table
from data.store import StaleWrite, Store, StoreUnavailable
from ops.metrics import COUNTING
from service.errors import Refusal
from service.tables import TableService
from tests.service.helpers import BOB, CARA, current, start_lcr

pytestmark = pytest.mark.parametrize("store_kind", ["sqlite"])


def value(name: str, **labels: str) -> float:
    return REGISTRY.get_sample_value(name, labels) or 0.0


def commits() -> dict[str, float]:
    return {outcome: value("pips_commits_total", outcome=outcome) for outcome in ("committed", "stale", "failed")}


@pytest.fixture
def counting() -> Iterator[None]:
    COUNTING.start()
    yield
    COUNTING.stop()


async def refused_saves(store: Store, monkeypatch: pytest.MonkeyPatch, error: Exception) -> None:
    async def refuse(*args: Any, **options: Any) -> Table:
        raise error

    monkeypatch.setattr(store, "save_table", refuse)


async def test_each_commit_is_counted_by_outcome_and_a_committed_one_timed(
    service: TableService, store: Store, monkeypatch: pytest.MonkeyPatch, counting: None
) -> None:
    started = await start_lcr(service, BOB, CARA)
    player, step = current(started)
    before, timed = commits(), value("pips_commit_seconds_count")
    rolled = await service.act(started.table.id, player, step, "roll")
    save = store.save_table
    player, step = current(rolled)
    await refused_saves(store, monkeypatch, StaleWrite())
    with pytest.raises(Refusal):
        await service.act(started.table.id, player, step, "roll")
    await refused_saves(store, monkeypatch, StoreUnavailable("down"))
    with pytest.raises(StoreUnavailable):
        await service.act(started.table.id, player, step, "roll")
    monkeypatch.setattr(store, "save_table", save)
    after = commits()
    assert {outcome: after[outcome] - before[outcome] for outcome in before} == {
        "committed": 1, "stale": 1, "failed": 1,
    }
    assert value("pips_commit_seconds_count") - timed == 1


async def test_no_commit_is_counted_while_the_metrics_are_off(service: TableService) -> None:
    started = await start_lcr(service, BOB, CARA)
    player, step = current(started)
    before = commits()
    await service.act(started.table.id, player, step, "roll")
    assert commits() == before
