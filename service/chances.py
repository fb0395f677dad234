"""Live win chances for the tables, estimated off the click path.

A click never waits for an estimate: the table shows the chances of its current step when they are ready
(an exact LCR position once this process holds its chain: the solve, at most ~1 s once per table size, runs in
the worker process, which hands back every position of the chain in ``exact``, looked up by the position's key;
it waits for a quiet table as an estimate does), else the last ones known for that table, else none. What a click
does here is a lookup and a line in ``settling``, written out in ``service.tables.chances_of``: it calls no code
of this module. Estimates run in the bot's worker process at low priority
(service/workers.py; CPU-bound Python in a thread would take the GIL from the clicks), and only for a step the
table has stayed at for ASK_QUIET seconds: chances are drawn only on a table that has gone quiet, so estimating
the steps of quick play would be work nobody sees (it was half the bot's CPU under load).
The worker keeps to WORKER_SHARE of a core, and no job starts while the bot process itself is busy
(``busy_share``): the clicks come first. One job at a time, at most one per table waiting, the newest step
replacing an older one that has not started (a stale step is never estimated), and at most WAITING_LIMIT
tables waiting (the oldest give way: their next move asks again). When an estimate arrives, the listeners hear
(table id, step): the table is drawn again if it still stands at that step (service/fresh.py), so a step costs
at most one extra drawing, and a table in quick play none. The chances known are kept in the table's live entry
(service/live.py): a table no longer kept live has none, and its redraw is not asked for.

``live_chances`` is a table option, not a rule: it is kept in ``table.options`` beside the game's options and
taken out before the engine sees them (``engine_options``). A table without it shows the chances.
"""

from __future__ import annotations

import asyncio
import hashlib
import logging
import time
from collections import OrderedDict
from collections.abc import Awaitable, Callable, Hashable, Mapping
from dataclasses import dataclass
from typing import Any, NamedTuple

from data.records import Table
from rules.base import Game, IllegalOption
from rules.games import GAMES
from rules.info import Chances, Solve
from rules.odds.live import (
    ESTIMATE_SECONDS,
    exact_chances,
    exact_solve,
    samples_for,
    warm_up_positions,
    win_chances,
)
from service.live import Known, LiveTables
from service.workers import Workers

log = logging.getLogger(__name__)

LIVE_CHANCES = "live_chances"
TABLE_OPTIONS = frozenset({LIVE_CHANCES})  # options of the table, not of the game's rules
ASK_QUIET = 1.0  # seconds a table stays at a step before that step is estimated
WAITING_LIMIT = 64  # tables waiting for the worker; more than that and the oldest wait for their next move
# At most this share of one core goes to estimates (a pause after each job, by the CPU it took the worker): in a
# busy bot the chances are refreshed less often instead of costing the clicks' machine a core. An estimate is at
# most ~0.1 s of one core (rules/odds/live.py), so one table's next can come ~2 s later: about a person's pace.
WORKER_SHARE = 0.05
# Clicks first: while the bot process itself is busy (above BUSY_SHARE of a core over the last BUSY_WINDOW, all
# its threads), no estimate starts; a saturated bot sheds them and shows the chances it has until it has room.
BUSY_SHARE = 0.6
BUSY_WINDOW = 0.25
# The worker process is started (and the commonest solves done there, then taken in here: numpy is imported
# then) this long after the service, off the start-up's path (the first clicks after a restart), before most
# tables need them.
WARM_UP_AFTER = 2.0
WARM_UP = 0  # the table id of that solve's jobs (no table has it)

Listener = Callable[[int, int], Awaitable[None]]


def shows_chances(options: Mapping[str, Any]) -> bool:
    """Whether a table shows live chances: on unless its options turn them off (older tables: on; the click's
    lookup, ``service.tables.chances_of``, asks the same of a table's options)."""
    return options.get(LIVE_CHANCES, True) is not False


def engine_options(options: Mapping[str, Any]) -> dict[str, Any]:
    """A table's options as the rules engine takes them: without the table's own."""
    return {name: value for name, value in options.items() if name not in TABLE_OPTIONS}


def table_options(options: Mapping[str, Any]) -> dict[str, Any]:
    """The table's own options among a start command's, checked (``IllegalOption`` for a value they refuse)."""
    chosen = {name: value for name, value in options.items() if name in TABLE_OPTIONS}
    for name, value in chosen.items():
        if not isinstance(value, bool):
            raise IllegalOption(name, value)
    return chosen


def estimate_seed(table_seed: str, step: int) -> bytes:
    """The seed of a step's estimate: fixed by the table and step (the same chances every time), and unrelated
    to the table's dice (a hash of its secret seed tells nothing of it)."""
    return hashlib.sha256(b"pips live chances" + bytes.fromhex(table_seed) + step.to_bytes(8, "big")).digest()


@dataclass(frozen=True)
class Job:
    """One estimate: a game's state at a step, everything the worker needs (it is sent to another process)."""

    table_id: int
    table_seed: str
    step: int
    kind: str
    state: Mapping[str, Any]


class Estimated(NamedTuple):
    """An estimate's chances, and the seconds of the worker's CPU it took (what the pause after it is made of)."""

    chances: Chances
    worked: float


def estimate(job: Job) -> Estimated:
    """The worker's work: the chances of the job's game (runs in the worker process)."""
    began = time.process_time()
    game = GAMES[job.kind].game.from_dict(job.state)
    chances = win_chances(game, estimate_seed(job.table_seed, job.step), samples_for(game))
    return Estimated(chances, time.process_time() - began)


Run = Callable[[Job], Awaitable[Estimated]]
Size = Solve | None  # the solve a position's exact chances need (``exact_solve``), if any


def rested_at(ended: float, worked: float, rest: float) -> float:
    """When the next job may start after one that ended at ``ended`` having taken ``worked`` seconds of the
    worker's CPU: a pause of ``rest`` seconds per second of that work. Counted on the worker's CPU, not the clock:
    on a busy machine the worker yields the cores (service/workers.py), so its job takes far longer on the clock
    than it works (27 s for a fraction of a second), and so does a worker's start; a pause in proportion to the
    clock held every table's chances back for minutes."""
    return ended + worked * rest


class LiveChances:
    """The chances each table shows, estimated and solved by the worker process (``workers``: the bot's; a
    LiveChances without one starts its own), known for the tables kept in ``live`` (the service's live tables).
    ``run``: what estimates a job, the worker unless given."""

    def __init__(
        self, workers: Workers | None = None, *, live: LiveTables | None = None, run: Run | None = None,
        quiet: float = ASK_QUIET, share: float = WORKER_SHARE, waiting_limit: int = WAITING_LIMIT,
        warm_up_after: float = WARM_UP_AFTER,
        busy_share: float | None = None, cpu_clock: Callable[[], float] = time.process_time,
    ) -> None:
        if not 0 < share <= 1:
            raise ValueError("the worker's share of a core is more than 0 and at most 1")
        self._run = run or self._in_worker
        self._own_workers = workers is None
        self.workers = workers or Workers()  # started by the warm-up, or by the first job
        self._warm_up_after = warm_up_after
        self._warm_up_at: asyncio.TimerHandle | None = None
        self.quiet = quiet
        self._rest = 1 / share - 1  # seconds of pause per second of work
        self._rested_at = 0.0  # loop time before which no job starts (the last one's pause)
        self._busy_share = busy_share  # None: estimates never wait for the bot
        self._cpu_clock = cpu_clock
        # What a click writes (service.tables.chances_of), and reads:
        # steps waiting for their table to stay quiet: table id → (when it is asked, loop time; the table as
        # committed and its game, never changed: a move plays on a copy), oldest first
        self.settling: OrderedDict[int, tuple[float, Table, Game]] = OrderedDict()
        self.sweep_at: asyncio.TimerHandle | None = None  # the next ``sweep``, when one is due
        # every position of the chains this process holds, by the key its game computes (``Game.exact_chances``)
        self.exact: dict[Hashable, Chances] = {}
        self._waiting_limit = waiting_limit
        self.live = live if live is not None else LiveTables()
        self._waiting: OrderedDict[int, Job] = OrderedDict()  # oldest first
        self._running: Job | None = None
        self._task: asyncio.Task[None] | None = None
        self.listeners: list[Listener] = []
        self.estimates = 0  # estimates finished, for tests and logs
        self._solved: dict[Hashable, int] = {}  # chains held here → up to what size (e.g. LCR's chips held)
        self._unsolved: dict[Hashable, dict[int, Job]] = {}  # tables waiting for a chain's solve
        self._solving: set[asyncio.Task[None]] = set()

    def start(self) -> None:
        """Soon (WARM_UP_AFTER: off the start-up's path, the first clicks after a restart), start the worker
        process and do there the solves the games ask for at start-up (LCR: the chains of the commonest table), so
        that their first moves show their chances at once rather than one edit later."""
        self._warm_up_at = asyncio.get_running_loop().call_later(self._warm_up_after, self._warm_up)

    def _warm_up(self) -> None:
        self._warm_up_at = None
        self.workers.start()
        for game in warm_up_positions(list(GAMES.values())):
            size = exact_solve(game)
            if size is not None:
                self._solve(Job(WARM_UP, bytes(32).hex(), game.step, game.kind, game.to_dict()), size)

    def _exact_now(self, game: Game, size: Size) -> Chances | None:
        """The chances known without the worker: a finished game's; a position of a chain this process holds
        (``size``: the game's ``exact_solve``)."""
        if game.is_over or (size is not None and self._solved.get(size.chain, -1) >= size.size):
            return exact_chances(game)
        return None

    def _solve(self, job: Job, size: Solve) -> None:
        """Have the worker do this solve once (LCR's chain: numpy does most of it; at most ~1 s, once per table
        size), take it in here, then answer the tables that waited for it."""
        chain, held = size.chain, size.size
        waiting = self._unsolved.setdefault(chain, {})
        waiting[job.table_id] = job
        if len(waiting) == 1:
            task = asyncio.get_running_loop().create_task(self._solve_chain(chain, held, job))
            self._solving.add(task)
            task.add_done_callback(self._solving.discard)

    async def _solve_chain(self, chain: Hashable, held: int, job: Job) -> None:
        methods = GAMES[job.kind].chances()
        assert methods.solved is not None and methods.take_in is not None  # a game that asks for solves does them
        try:
            self.exact.update(methods.take_in(await self.workers.run(methods.solved, chain, held)))
        except Exception:
            log.exception("solving the chain %s failed", chain)
            self._unsolved.pop(chain, None)
            return
        self._solved[chain] = max(self._solved.get(chain, -1), held)
        for waiting in self._unsolved.pop(chain, {}).values():
            if waiting.table_id == WARM_UP:
                continue
            game = GAMES[waiting.kind].game.from_dict(waiting.state)
            size = exact_solve(game)
            exact = self._exact_now(game, size)
            if exact is None:  # more chips than the solve covered: solve again for them
                if size is not None:
                    self._solve(waiting, size)
                continue
            await self._arrived(waiting, exact)

    def sweep(self, *, everything: bool = False) -> None:
        """Ask for the steps whose tables stayed quiet long enough (``everything``: all of them, now); come back
        when the next one is due."""
        self.sweep_at = None
        loop = asyncio.get_running_loop()
        now = loop.time()
        while self.settling:
            table_id, (due, table, game) = next(iter(self.settling.items()))
            if due > now and not everything:
                self.sweep_at = loop.call_at(due, self.sweep)
                return
            del self.settling[table_id]
            self.settled(table, game)

    def settled(self, table: Table, game: Game) -> None:
        """A step its table stayed at: known at once if this process can (a chain solved since, say); a position
        the game solves (its ``exact_solve``: an LCR position small enough) is solved exactly (its chain, by the
        worker, once per table size: the same CPU as an estimate or more, so it too waits for the table to go
        quiet); any other is estimated by the worker."""
        # the committed table's state is its game's, as committed (a table is frozen): no need to encode it again
        state = table.state if table.state is not None else game.to_dict()
        job = Job(table.id, table.seed, game.step, game.kind, state)
        size = exact_solve(game)
        exact = self._exact_now(game, size)
        if exact is not None:
            task = asyncio.get_running_loop().create_task(self._arrived(job, exact))
            self._solving.add(task)
            task.add_done_callback(self._solving.discard)
        elif size is None:
            self._ask(job)
        else:
            self._solve(job, size)

    def _ask(self, job: Job) -> None:
        running = self._running
        if running is not None and running.table_id == job.table_id and running.step >= job.step:
            return  # being estimated already
        waiting = self._waiting.get(job.table_id)
        if waiting is not None and waiting.step >= job.step:
            return
        self._waiting.pop(job.table_id, None)
        self._waiting[job.table_id] = job
        while len(self._waiting) > self._waiting_limit:
            self._waiting.popitem(last=False)
        if self._task is None:
            self._task = asyncio.get_running_loop().create_task(self._work())

    async def _work(self) -> None:
        try:
            loop = asyncio.get_running_loop()
            while self._waiting:
                if loop.time() < self._rested_at:  # the last job's pause: jobs come one at a time or not
                    await asyncio.sleep(self._rested_at - loop.time())
                    continue
                if await self._bot_busy():
                    continue
                _, job = self._waiting.popitem(last=False)
                self._running = job
                worked = ESTIMATE_SECONDS  # until the job says (it may fail): the most an estimate is sized for
                try:
                    chances, worked = await self._run(job)
                except Exception:
                    log.exception("estimating the chances of table %s failed", job.table_id)
                    continue
                finally:
                    self._running = None
                    self._rested_at = rested_at(loop.time(), worked, self._rest)
                self.estimates += 1
                await self._arrived(job, chances)
        finally:
            self._task = None

    async def _bot_busy(self) -> bool:
        """Whether the bot process was busy over the BUSY_WINDOW just waited (False at once without a limit)."""
        if self._busy_share is None:
            return False
        loop = asyncio.get_running_loop()
        began, used = loop.time(), self._cpu_clock()
        await asyncio.sleep(BUSY_WINDOW)
        return self._cpu_clock() - used > self._busy_share * (loop.time() - began)

    def _keep(self, job: Job, chances: Chances) -> bool:
        """Keep a step's chances in its table's live entry, unless a newer step's came first or the table is no
        longer kept live (its next look asks again); whether they were kept."""
        entry = self.live.get(job.table_id)
        known = entry.chances if entry is not None else None
        if known is not None and known.seed == job.table_seed and known.step > job.step:
            return False
        return self.live.know_chances(job.table_id, Known(job.table_seed, job.step, chances))

    async def _arrived(self, job: Job, chances: Chances) -> None:
        """Keep a step's chances and tell the listeners; a table whose chances were not kept is not redrawn for
        them."""
        if not self._keep(job, chances):
            return
        for listener in self.listeners:
            try:
                await listener(job.table_id, job.step)
            except Exception:
                log.exception("showing the chances of table %s failed", job.table_id)

    async def _in_worker(self, job: Job) -> Estimated:
        return await self.workers.run(estimate, job)

    async def idle(self) -> None:
        """Ask at once for the steps waiting for their tables to go quiet; wait until no estimate or solve is
        waiting or running."""
        if self.sweep_at is not None:
            self.sweep_at.cancel()
        self.sweep(everything=True)
        while busy := [task for task in (self._task, *self._solving) if task is not None]:
            await asyncio.gather(*busy, return_exceptions=True)

    async def close(self) -> None:
        if self._warm_up_at is not None:
            self._warm_up_at.cancel()
        if self.sweep_at is not None:
            self.sweep_at.cancel()
            self.sweep_at = None
        self.settling.clear()
        self._waiting.clear()
        tasks = [task for task in (self._task, *self._solving) if task is not None]
        for task in tasks:
            task.cancel()
        await asyncio.gather(*tasks, return_exceptions=True)
        if self._own_workers:
            self.workers.close()
