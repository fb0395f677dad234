"""Live chances in the service: estimated (and exact LCR chains solved) by the worker process off the event loop,
shown on the next look at the table, the newest step first, and nothing at all for a table that turned the option
off."""

from __future__ import annotations

import asyncio
import itertools
import os
from collections.abc import AsyncIterator
from dataclasses import replace
from typing import Any

import pytest

from data.records import Seat, Status, Table
from data.sqlite import SqliteStore
from rules.base import Game
from rules.chicago import Chicago
from rules.dice import SeededDice
from rules.info import Chances
from rules.lcr import Lcr
from rules.lcr.chances import COMMON_PLAYERS as COMMON_LCR_PLAYERS
from rules.odds.live import ESTIMATE_SECONDS, exact_chances
from service.chances import (
    BUSY_WINDOW,
    LIVE_CHANCES,
    Estimated,
    Job,
    LiveChances,
    engine_options,
    estimate,
    rested_at,
    shows_chances,
)
from service.errors import Refusal
from service.live import Live, LiveTables
from service.tables import Change, TableService, chances_of
from service.workers import Workers
from tests.conftest import COMPUTER_DELAY, FIXED_SEED, FakeClock
from tests.patience import PATIENCE
from tests.service.helpers import BOB, CARA, CHANNEL, GUILD, HOST, current, start_lcr


@pytest.fixture
def store_kind() -> str:
    return "sqlite"  # the chances never touch the store: one kind is enough


@pytest.fixture
async def unpaced(store: SqliteStore, clock: FakeClock) -> AsyncIterator[TableService]:
    """The service with live chances that keep no pace: no pause after a job (the bot's pause is 19 times the job's
    real time, the worker's start included, so a loaded machine stretched it to most of a minute), no wait for the
    test process's CPU to be quiet, and a worker at the test's own priority (the bot's yields to every busy process
    of a loaded machine). The test waits for the worker alone; the pace and the priority have their own tests."""
    service = TableService(store, clock=clock, new_seed=lambda: FIXED_SEED, computer_delay=COMPUTER_DELAY,
                           workers=Workers(niceness=0), worker_share=1, busy_share=None)
    yield service
    await service.stop()


async def start_chicago(service: TableService) -> Change:
    table_id = (await service.open("chicago", GUILD, CHANNEL, HOST, {})).table.id
    for player in (BOB, CARA):
        await service.join(table_id, player)
    return await service.start_game(table_id, HOST)


def listened(service: TableService) -> list[tuple[int, int]]:
    heard: list[tuple[int, int]] = []

    async def listener(table_id: int, step: int) -> None:
        heard.append((table_id, step))

    service.chances.listeners.append(listener)
    return heard


async def test_the_worker_estimates_in_another_process_and_the_table_shows_them_after_an_update(
    unpaced: TableService,
) -> None:
    service = unpaced
    heard = listened(service)
    started = await start_chicago(service)
    assert shows_chances(started.table.options) and started.game is not None  # on unless turned off
    assert started.chances is None  # nothing known yet: the click does not wait for it
    await service.chances.idle()
    worker = service.chances.workers.pid
    assert worker is not None and worker != os.getpid()  # estimated in the worker process, off the event loop
    assert service.chances.estimates == 1 and service.chances.workers.jobs == 1
    assert heard == [(started.table.id, started.game.step)]
    shown = await service.table(started.table.id)
    assert shown.chances == exact_chances(started.game)

    player, step = current(shown)
    rolled = await service.act(started.table.id, player, step, "roll")
    assert rolled.game is not None and rolled.game.step > step
    assert rolled.chances == shown.chances  # the last ones known, until the new step's come
    await service.chances.idle()
    assert (await service.table(started.table.id)).chances == exact_chances(rolled.game)
    assert heard[-1] == (started.table.id, rolled.game.step)


async def test_an_exact_lcr_position_is_looked_up_at_once_once_its_chain_is_solved(unpaced: TableService) -> None:
    service = unpaced
    heard = listened(service)
    started = await start_lcr(service, BOB, CARA)
    assert started.chances is None and started.game is not None  # the chain is solved by the worker first
    await service.chances.idle()
    assert heard == [(started.table.id, started.game.step)]
    assert service.chances.workers.jobs == 1 and service.chances.estimates == 0  # a solve, not an estimate
    assert (await service.table(started.table.id)).chances == exact_chances(started.game)
    player, step = current(started)
    rolled = await service.act(started.table.id, player, step, "roll")
    assert rolled.game is not None and rolled.chances == exact_chances(rolled.game)  # in the click's own answer
    await service.chances.idle()
    assert service.chances.workers.jobs == 1 and len(heard) == 1  # looked up here: no worker, no redraw


async def test_a_table_with_live_chances_off_shows_none_and_asks_for_no_estimate(service: TableService) -> None:
    heard = listened(service)
    started = await start_lcr(service, BOB, CARA, options={"dice": "always-three", LIVE_CHANCES: False})
    assert started.table.options == {"dice": "always-three", "dot_to_win": False, "stakes": False,
                                      LIVE_CHANCES: False}
    player, step = current(started)
    rolled = await service.act(started.table.id, player, step, "roll")
    assert started.chances is None and rolled.chances is None
    await service.chances.idle()
    assert service.chances.estimates == 0 and service.chances.workers.jobs == 0 and heard == []
    assert (await service.table(started.table.id)).chances is None


async def test_a_live_chances_that_is_not_a_yes_or_no_is_refused(service: TableService) -> None:
    with pytest.raises(Refusal) as refused:
        await service.open("buck", GUILD, CHANNEL, HOST, {LIVE_CHANCES: "yes"})
    assert refused.value.key == "option.invalid"


def test_the_option_is_the_tables_not_the_games() -> None:
    assert shows_chances({}) and shows_chances({LIVE_CHANCES: True}) and not shows_chances({LIVE_CHANCES: False})
    assert engine_options({"fixed_pile": True, LIVE_CHANCES: False}) == {"fixed_pile": True}


# --- the queue, with a stand-in worker that waits for the test ----------------------------------------------


def chicago_table(table_id: int, options: dict[str, Any] | None = None) -> tuple[Table, Game]:
    game, _ = Chicago.start(3, {}, SeededDice(bytes(32)))
    table = Table(kind="chicago", guild_id=GUILD, channel_id=CHANNEL, host_id=HOST.user_id, seed=bytes(32).hex(),
                  options=options or {}, seats=[Seat(p.user_id, p.name) for p in (HOST, BOB, CARA)],
                  status=Status.PLAYING, id=table_id)
    return table, game


def shown(chances: LiveChances, table: Table, game: Game) -> Chances | None:
    """What ``table`` shows (``chances_of``), kept live as the service keeps the tables it shows."""
    kept = chances.live.get(table.id)
    chances.live.keep(table.id, Live(table, game, kept.chances if kept is not None else None))
    return chances_of(chances, table, game)


class HeldWorker:
    """Runs each job when the test lets it, and remembers which ran."""

    def __init__(self) -> None:
        self.ran: list[tuple[int, int]] = []
        self.go = asyncio.Event()

    async def __call__(self, job: Job) -> Estimated:
        await self.go.wait()
        self.ran.append((job.table_id, job.step))
        return Estimated((float(job.step), 0.0, 0.0), 0.0)


async def test_a_step_overtaken_while_waiting_is_never_estimated_and_the_newest_is_shown() -> None:
    worker = HeldWorker()
    chances = LiveChances(run=worker, quiet=0, share=1)
    table, game = chicago_table(1)
    assert shown(chances, table, game) is None  # step 0 goes to the worker at once
    await asyncio.sleep(0)
    for _ in range(3):  # three moves while it works: only the newest waits
        game.play_auto()
        assert shown(chances, table, game) is None
    worker.go.set()
    await chances.idle()
    assert worker.ran == [(1, 0), (1, 3)]
    assert shown(chances, table, game) == (3.0, 0.0, 0.0)
    game.play_auto()
    assert shown(chances, table, game) == (3.0, 0.0, 0.0)  # the last known, while step 4's is estimated
    await chances.idle()
    assert shown(chances, table, game) == (4.0, 0.0, 0.0)
    await chances.close()


async def test_only_a_step_the_table_stayed_at_for_the_quiet_time_is_estimated() -> None:
    worker = HeldWorker()
    worker.go.set()
    quiet = 0.5
    chances = LiveChances(run=worker, quiet=quiet, share=1)
    loop = asyncio.get_running_loop()
    table, game = chicago_table(1)
    quick, _ = chicago_table(2)
    first_move = loop.time()
    shown(chances, table, game)
    for _ in range(3):  # quick play: each move within the quiet time of the one before
        await asyncio.sleep(quiet / 10)
        game.play_auto()
        assert shown(chances, table, game) is None
        assert shown(chances, table, game) is None  # the same step drawn again does not start the wait again
    last_move = loop.time()
    shown(chances, quick, game)
    while len(worker.ran) < 2:
        await asyncio.sleep(quiet / 10)
    assert worker.ran == [(1, 3), (2, 3)]  # only the step each table stayed at, none of quick play's
    assert loop.time() - last_move >= quiet and last_move - first_move < quiet
    assert shown(chances, table, game) == (3.0, 0.0, 0.0)
    await chances.close()


@pytest.mark.parametrize("together", [True, False], ids=["waiting-together", "one-at-a-time"])
async def test_the_worker_rests_between_estimates_to_keep_to_its_share_of_a_core(together: bool) -> None:
    loop = asyncio.get_running_loop()
    spans: list[tuple[float, float]] = []
    work = 0.05

    async def worker(job: Job) -> Estimated:
        began = loop.time()
        await asyncio.sleep(work)
        spans.append((began, loop.time()))
        return Estimated((1.0, 0.0, 0.0), work)  # (the worker's CPU: as long as it took here)

    chances = LiveChances(run=worker, quiet=0, share=0.25)
    for table_id in (1, 2, 3):
        shown(chances, *chicago_table(table_id))
        if not together:
            await chances.idle()  # nothing else waits while this one works: the rest still holds for the next
    await chances.idle()
    assert len(spans) == 3
    for (_, ended), (began, _) in itertools.pairwise(spans):
        assert began - ended >= 3 * work * 0.99  # a quarter of the time working, three quarters resting
    await chances.close()


async def test_the_waiting_line_is_bounded_the_oldest_giving_way() -> None:
    worker = HeldWorker()
    chances = LiveChances(run=worker, quiet=0, share=1, waiting_limit=2)
    for table_id in range(1, 5):  # table 1 runs; 2, 3 and 4 wait in a line of two
        shown(chances, *chicago_table(table_id))
        await asyncio.sleep(0)
    worker.go.set()
    await chances.idle()
    assert worker.ran == [(1, 0), (3, 0), (4, 0)]
    await chances.close()


async def test_a_finished_game_is_known_at_once_without_the_worker() -> None:
    worker = HeldWorker()
    chances = LiveChances(run=worker, quiet=0, share=1)
    table, game = chicago_table(1)
    while not game.is_over:
        game.play_auto()
    assert shown(chances, table, game) == exact_chances(game)
    assert shown(chances, *chicago_table(2, {LIVE_CHANCES: False})) is None
    await chances.idle()
    assert worker.ran == []
    await chances.close()


async def test_an_lcr_chain_is_solved_only_once_its_table_stayed_quiet_not_at_the_click() -> None:
    """A solve is up to ~1 s of the worker's CPU: like an estimate, it waits for the table to stay at its step,
    and is not started by clicks in quick play."""
    quiet = 0.4
    workers = Workers(niceness=0)  # at the test's own priority: a loaded machine does not hold up its start-up
    chances = LiveChances(workers, run=HeldWorker(), quiet=quiet, share=1)
    heard: list[tuple[int, int]] = []

    async def listener(table_id: int, step: int) -> None:
        heard.append((table_id, step))

    chances.listeners.append(listener)
    table, _ = chicago_table(1)
    table = replace(table, kind="lcr")
    game = Lcr.start(4, {}, SeededDice(bytes(32)))[0]  # four seats: not a chain the warm-up solves
    assert shown(chances, table, game) is None
    await asyncio.sleep(quiet / 2)
    assert heard == []  # (a chain this small is solved in milliseconds: it was not started)
    while not heard:
        await asyncio.sleep(quiet / 10)
    assert heard == [(1, game.step)] and shown(chances, table, game) == exact_chances(game)
    assert chances.workers.jobs == 1  # solved by the worker process, not by the bot's
    await chances.close()
    workers.close()


async def test_the_commonest_lcr_table_is_solved_at_start_up_and_then_looked_up_at_once() -> None:
    worker = HeldWorker()
    workers = Workers(niceness=0)  # at the test's own priority: a loaded machine does not hold up its start-up
    chances = LiveChances(workers, run=worker, quiet=0, share=1, warm_up_after=0)
    heard = []

    async def listener(table_id: int, step: int) -> None:
        heard.append(table_id)

    chances.listeners.append(listener)
    chances.start()
    await asyncio.sleep(0.01)  # the warm-up's turn on the loop
    await chances.idle()
    for table_id, dice in enumerate(("by-chips", "always-three"), start=1):
        table, _ = chicago_table(table_id)
        table = replace(table, kind="lcr")
        game = Lcr.start(3, {"dice": dice}, SeededDice(bytes(32)))[0]
        assert shown(chances, table, game) == exact_chances(game)  # no thread, no worker: known in the first answer
    assert worker.ran == [] and heard == []  # the warm-up is no table's: nobody redraws for it
    await chances.close()
    workers.close()


async def test_the_worker_starts_and_the_common_chains_are_solved_soon_after_the_service_not_with_it() -> None:
    chances = LiveChances(warm_up_after=0.2)
    chances.start()
    table, _ = chicago_table(1)
    table = replace(table, kind="lcr")
    common = [Lcr.start(COMMON_LCR_PLAYERS, {"dice": dice}, SeededDice(bytes(32)))[0]
              for dice in ("by-chips", "always-three")]
    try:
        await asyncio.sleep(0.05)
        assert chances.workers.jobs == 0  # not on the start-up's path
        assert [chances_of(chances, table, game, ask=False) for game in common] == [None, None]
        await asyncio.sleep(0.25)
        assert chances.workers.jobs == 2  # the worker started, solving both dice options' chains
        await chances.idle()
        looked = [chances_of(chances, table, game, ask=False) for game in common]
        assert looked == [exact_chances(game) for game in common]
    finally:
        await chances.close()
    assert chances.workers.pid is None


async def test_no_estimate_starts_while_the_bot_process_is_busy() -> None:
    loop = asyncio.get_running_loop()
    busy = True

    def cpu_clock() -> float:  # the bot's CPU: as much as the clock's time while busy, none after
        return loop.time() if busy else 0.0

    worker = HeldWorker()
    worker.go.set()
    chances = LiveChances(run=worker, quiet=0, share=1, busy_share=0.6, cpu_clock=cpu_clock)
    table, game = chicago_table(1)
    shown(chances, table, game)
    await asyncio.sleep(BUSY_WINDOW * 2)  # two windows of the busy check (a unit test sleeps at most 0.5 s)
    assert worker.ran == []  # clicks first
    busy = False
    give_up = loop.time() + PATIENCE
    while not worker.ran and loop.time() < give_up:
        await asyncio.sleep(BUSY_WINDOW / 4)
    assert worker.ran == [(1, game.step)]
    await chances.close()


async def test_a_peek_answers_as_of_would_but_asks_for_nothing() -> None:
    """A peek (what a test or a caller only looking sees) asks no estimate of the step it looks at, and the step
    the table stands at keeps its place in the line."""
    worker = HeldWorker()
    chances = LiveChances(run=worker, quiet=0, share=1)
    table, game = chicago_table(1)
    assert shown(chances, table, game) is None  # step 0 asked for
    worker.go.set()
    await chances.idle()
    ahead = game.copy()
    ahead.play_auto()
    peeked = chances_of(chances, table, ahead, ask=False)
    assert peeked == shown(chances, table, game) == (0.0, 0.0, 0.0)  # the last known, for both
    await asyncio.sleep(0)
    await chances.idle()
    assert worker.ran == [(1, 0)]  # the step peeked at was never estimated
    await chances.close()


async def test_a_table_no_longer_kept_live_forgets_its_chances_and_is_not_redrawn_for_them() -> None:
    """The chances known are kept with the live table (service/live.py): one size, one rule, forgotten together."""
    worker = HeldWorker()
    worker.go.set()
    chances = LiveChances(live=LiveTables(size=1), run=worker, quiet=0, share=1)
    heard: list[tuple[int, int]] = []

    async def listener(table_id: int, step: int) -> None:
        heard.append((table_id, step))

    chances.listeners.append(listener)
    table, game = chicago_table(1)
    shown(chances, table, game)
    await chances.idle()
    assert shown(chances, table, game) == (0.0, 0.0, 0.0) and heard == [(1, 0)]
    shown(chances, *chicago_table(2))  # table 1 is no longer kept: its chances go with it
    assert chances.live.get(1) is None
    await chances.idle()
    assert chances_of(chances, table, game) is None  # asked again, but table 1 is not live: nothing kept, nobody told
    await chances.idle()
    assert worker.ran == [(1, 0), (2, 0), (1, 0)] and heard == [(1, 0), (2, 0)]
    await chances.close()


def test_the_pause_after_a_job_counts_the_workers_cpu_for_it_not_the_clock() -> None:
    rest = 19.0  # a twentieth of a core
    assert rested_at(37.0, 0.3, rest) == pytest.approx(37.0 + 0.3 * rest)


async def test_a_job_slowed_by_a_busy_machine_holds_the_next_back_only_for_its_work() -> None:
    """The worker yields the cores: on a busy machine an estimate of a fraction of a second of work can take half
    a minute on the clock (or a worker's start on the way), and a pause in proportion to it would hold every
    table's chances back for minutes."""
    loop = asyncio.get_running_loop()
    began: list[float] = []
    waited, work = 0.5, 0.002  # seconds on the clock; of the worker's CPU

    async def worker(job: Job) -> Estimated:
        began.append(loop.time())
        await asyncio.sleep(waited)
        return Estimated((1.0, 0.0, 0.0), work)

    chances = LiveChances(run=worker, quiet=0, share=0.05)  # 19 s of pause a second of work
    for table_id in (1, 2):
        shown(chances, *chicago_table(table_id))
    await asyncio.wait_for(chances.idle(), timeout=10)
    assert len(began) == 2
    assert began[1] - began[0] < waited + 1.0  # (in proportion to the clock: 19 × 0.5 s more)
    assert began[1] - began[0] >= waited + 19 * work * 0.99
    await chances.close()


async def test_a_job_that_failed_holds_the_next_back_as_the_longest_estimate_would() -> None:
    """Its work is not known: it counts as the most an estimate is sized for."""
    loop = asyncio.get_running_loop()
    began: list[float] = []

    async def worker(job: Job) -> Estimated:
        began.append(loop.time())
        if len(began) == 1:
            raise RuntimeError("the estimate failed")
        return Estimated((1.0, 0.0, 0.0), 0.0)

    chances = LiveChances(run=worker, quiet=0, share=0.5)  # a second of pause a second of work
    for table_id in (1, 2):
        shown(chances, *chicago_table(table_id))
    await asyncio.wait_for(chances.idle(), timeout=10)
    assert len(began) == 2 and began[1] - began[0] >= ESTIMATE_SECONDS * 0.99
    await chances.close()


def test_the_worker_reports_the_cpu_an_estimate_took() -> None:
    table, game = chicago_table(1)
    estimated = estimate(Job(table.id, table.seed, game.step, table.kind, game.to_dict()))
    assert len(estimated.chances) == 3 and 0 < estimated.worked < 60
