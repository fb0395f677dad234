"""Whether Pips counts (METRICS_PORT set: ``COUNTING.start``, by cogs/health.py), and the counting calls of the
click path, the timers and the turn pings. Until counting starts each returns at once, and prometheus_client is not
even imported (a start without metrics is spared its import): the metrics themselves are in ops/instruments.py.

Counters and histograms are updated where the thing happens, each in one call; the table commits by the store
that commits them (``COUNTING.instruments``), the store's other writes where the stores are declared
(``counting_write_failures``). Gauges of the bot's state
(tables, timers, queues, gateway latency, readiness) are read when Prometheus scrapes (``ops/readings.py``), never on
a click."""

from __future__ import annotations

import functools
from collections.abc import Awaitable, Callable, Coroutine
from typing import TYPE_CHECKING, Any, TypeVar

from data.store import WRITES_BESIDE_COMMITS, ChannelBusy, WriteKind
from ops.labels import Timer

if TYPE_CHECKING:
    from ops.instruments import Bound

T = TypeVar("T")
StoreClass = TypeVar("StoreClass", bound=type)


class Counting:
    """``on`` while the metrics are served: until then the instruments on the click path (interactions, commits)
    return at once."""

    def __init__(self) -> None:
        self.on = False
        self._bound: Bound | None = None
        # the instruments while counting, else None: a plain attribute, so a store counting its commits runs no
        # code of this module (data/sqlite.py, data/postgres.py)
        self.instruments: Bound | None = None

    def start(self) -> None:
        if self._bound is None:
            from ops.instruments import BOUND  # here, not above: only a process serving metrics imports them

            self._bound = BOUND
        self.on = True
        self.instruments = self._bound

    def stop(self) -> None:
        self.on = False
        self.instruments = None

    @property
    def bound(self) -> Bound:
        """The metrics' label sets (once ``start`` was called)."""
        if self._bound is None:
            raise RuntimeError("counting has not started")
        return self._bound


COUNTING = Counting()


def timer_fired(late: float) -> None:
    """A deadline or turn ping fired ``late`` seconds after its time."""
    if COUNTING.on:
        COUNTING.bound.timer_lateness.observe(late)


def turn_ping_sent() -> None:
    if COUNTING.on:
        COUNTING.bound.turn_pings.inc()


def timer_retried(timer: Timer) -> None:
    """A deadline or turn ping that failed is armed again, to be tried later."""
    if COUNTING.on:
        COUNTING.bound.timer_retries[timer].inc()


def store_write_failed(what: WriteKind) -> None:
    if COUNTING.on:
        COUNTING.bound.store_write_failures[what].inc()


def counting_write_failures(store: StoreClass) -> StoreClass:
    """A class decorator for a store: each of its writes besides the table commits (``WRITES_BESIDE_COMMITS``)
    counts its failures under what it writes. The one place those writes are counted, for every store alike."""
    for name, what in WRITES_BESIDE_COMMITS.items():
        setattr(store, name, _counting_failures(getattr(store, name), what))
    return store


def _counting_failures(
    write: Callable[..., Awaitable[Any]], what: WriteKind
) -> Callable[..., Coroutine[Any, Any, Any]]:
    @functools.wraps(write)
    async def counted(*args: Any, **kwargs: Any) -> Any:
        try:
            return await write(*args, **kwargs)
        except ChannelBusy:  # the store's answer (the channel has a table), not a failure
            raise
        except Exception:
            store_write_failed(what)
            raise

    return counted
