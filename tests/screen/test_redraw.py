"""The start-up redraw runs once the gateway is ready, a batch of tables at a time, each batch drawn before the next
is read: nothing per table stands between the start and the first click."""

from __future__ import annotations

import asyncio
from collections.abc import Collection, Sequence
from typing import Any, cast

from screen import redraw
from screen.redraw import REDRAW_BATCH, redraw_changed, redraw_when_ready
from screen.sequencer import Screen
from tests.screen.test_sequencer import MESSAGE, Messages, change


class ChangedTables:
    """The service's side: the ids changed before the stop, and the tables read, batch by batch."""

    def __init__(self, count: int) -> None:
        self.ids = list(range(1, count + 1))
        self.reads: list[list[int]] = []

    async def last_changed_ids(self) -> list[int]:
        return self.ids

    async def last_changed(self, table_ids: Sequence[int]) -> list[Any]:
        self.reads.append(list(table_ids))
        return [f"table {table_id}" for table_id in table_ids]


class RecordingScreen:
    """What was published, and when each batch was waited for (in the same list: the order tells)."""

    def __init__(self) -> None:
        self.steps: list[str] = []

    def publish(self, change: Any) -> None:
        self.steps.append(f"publish {change}")

    async def shown(self, table_ids: Collection[int], timeout: float) -> None:
        assert timeout == redraw.BATCH_PATIENCE
        self.steps.append(f"shown {min(table_ids)}-{max(table_ids)}")


class Gateway:
    def __init__(self) -> None:
        self.ready = asyncio.Event()

    async def wait_until_ready(self) -> None:
        await self.ready.wait()


async def test_tables_are_read_and_drawn_a_batch_at_a_time() -> None:
    service, screen = ChangedTables(2 * REDRAW_BATCH + 3), RecordingScreen()
    await redraw_changed(cast(Any, service), cast(Any, screen))
    assert [len(batch) for batch in service.reads] == [REDRAW_BATCH, REDRAW_BATCH, 3]
    first_wait = screen.steps.index(f"shown 1-{REDRAW_BATCH}")
    assert first_wait == REDRAW_BATCH  # the first batch published, then waited for before the next is published
    assert screen.steps[-1] == f"shown {2 * REDRAW_BATCH + 1}-{2 * REDRAW_BATCH + 3}"
    assert sum(step.startswith("publish") for step in screen.steps) == 2 * REDRAW_BATCH + 3


async def test_nothing_is_read_before_the_gateway_is_ready() -> None:
    service, screen, gateway = ChangedTables(3), RecordingScreen(), Gateway()
    redraw = asyncio.create_task(redraw_when_ready(cast(Any, gateway), cast(Any, service), cast(Any, screen)))
    for _ in range(10):
        await asyncio.sleep(0)
    assert service.reads == [] and screen.steps == []
    gateway.ready.set()
    await asyncio.wait_for(redraw, timeout=5)
    assert service.reads == [[1, 2, 3]]


async def test_the_screen_waits_for_a_batch_to_be_drawn_but_no_longer_than_told() -> None:
    messages = Messages()
    screen = Screen(messages.edit)
    messages.hold()
    screen.publish(change(2, table_id=1))
    await messages.entered.wait()  # its edit is in flight
    waiting = asyncio.create_task(screen.shown([1, 7], timeout=60))  # 7: nothing published for it
    await asyncio.sleep(0.01)
    assert not waiting.done()  # the edit is still out
    messages.release()
    await asyncio.wait_for(waiting, timeout=5)
    assert messages.log == [("edit", MESSAGE, 2)]

    messages.hold()
    screen.publish(change(3, table_id=1))
    await messages.entered.wait()  # held for good (a 429 being waited out, say)
    await asyncio.wait_for(screen.shown([1], timeout=0.01), timeout=5)  # gave up waiting: the redraw goes on
    assert messages.log == [("edit", MESSAGE, 2)]
    messages.release()
    await screen.drained()
