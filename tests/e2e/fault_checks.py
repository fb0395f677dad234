"""What every fault test checks once its fault is over, whatever the fault and whatever the store:

- nothing lost or doubled: each table's action log holds, for each person, exactly one move per click of theirs
  the bot accepted (answered by updating or acknowledging the table), and none for a click it refused;
- every click the bot received answered exactly once within Discord's 3 s (the stand-in records a late answer
  as 10062 and a second one as 40060);
- every table's message shows its stored state within SCREEN_CATCH_UP seconds (the step its buttons carry is the
  stored game's step; a finished game shows none), and no table still playing has a deadline overdue by more
  than OVERDUE seconds.

People play on while the fault lasts with `Players`: whoever a table names clicks Roll, without waiting for the
answer before the fault changes (clicks in flight), and again once it comes.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import re
import time
from collections import Counter
from collections.abc import Awaitable, Callable, Iterable
from contextlib import closing
from dataclasses import dataclass, field
from typing import Any

import asyncpg
from e2e.conftest import CHANNEL_MESSAGE, MODAL, PATIENCE, POLL_SECONDS, TURN, UPDATE_MESSAGE, read_only, shown_step
from fakediscord import BotProcess, Channel, FakeDiscord, Member, StoredMessage
from fakediscord.interactions import InteractionRecord

from i18n import t

ROLL = t("en", "lcr.action.roll")
OUTCOME_UNKNOWN = t("en", "error.store_outcome_unknown")
ACCEPTED = {6, 7}  # a click whose move was played is answered by updating (7) or acknowledging (6) the table
TABLE_OF_BUTTON = re.compile(r"^pips:(\d+):")
UNKNOWN_INTERACTION, ALREADY_ACKNOWLEDGED = 10062, 40060
SCREEN_CATCH_UP = 10.0  # seconds after a fault ends by which every table shows what is stored
STAKE = 40  # chips each person brings: a game of many rolls
OVERDUE = 3.0  # seconds a playing table's deadline may be past before it counts as dropped


@dataclass(frozen=True)
class TableRow:
    """A stored table as the checks need it: its message, where its game is, and who made its moves."""

    id: int
    message_id: int | None
    status: str
    step: int | None  # the stored game's step (None: no game yet)
    deadline: float | None
    movers: Counter[int]  # user id → moves stored for that person (start, leaving, timeouts, computers left out)


Tables = Callable[[], Awaitable[list[TableRow]]]
Fault = Callable[[], Awaitable[object]]  # makes a fault happen; returns once it is over


def _row(table: dict[str, Any], actions: Iterable[tuple[int | None, str]]) -> TableRow:
    state = table["state"]
    if isinstance(state, str):
        state = json.loads(state)
    movers = Counter(user for user, action in actions if user is not None and action not in ("start", "forfeit"))
    return TableRow(id=table["id"], message_id=table["message_id"], status=table["status"],
                    step=state["step"] if state else None, deadline=table["deadline"], movers=movers)


def sqlite_tables(bot: BotProcess) -> Tables:
    """The tables in the bot's SQLite file."""

    async def read() -> list[TableRow]:
        with closing(read_only(bot)) as db:
            tables = [dict(row) for row in db.execute("SELECT * FROM tables ORDER BY id")]
            actions = db.execute("SELECT table_id, user_id, action FROM actions").fetchall()
        return [_row(table, [(a["user_id"], a["action"]) for a in actions if a["table_id"] == table["id"]])
                for table in tables]

    return read


def postgres_tables(url: str) -> Tables:
    """The tables in a PostgreSQL database (read while the server is up)."""

    async def read() -> list[TableRow]:
        connection = await asyncpg.connect(url)
        try:
            tables = [dict(row) for row in await connection.fetch("SELECT * FROM tables ORDER BY id")]
            actions = await connection.fetch("SELECT table_id, user_id, action FROM actions")
        finally:
            await connection.close()
        return [_row(table, [(a["user_id"], a["action"]) for a in actions if a["table_id"] == table["id"]])
                for table in tables]

    return read


# --- people playing through the fault ---------------------------------------------------------------------------


@dataclass
class Click:
    person: Member
    message: StoredMessage
    table_id: int  # the table the clicked button names (pips:<table>:<step>:<action>)
    record: InteractionRecord


def table_of(message: StoredMessage) -> int | None:
    """The table whose Roll button the message carries, if any."""
    ids = [b.get("custom_id", "") for b in message.buttons() if b.get("label") == ROLL]
    found = TABLE_OF_BUTTON.match(ids[0] if ids else "")
    return None if found is None else int(found[1])


def rolling(fake: FakeDiscord, table_id: int, channel_id: int) -> StoredMessage | None:
    """The message that offers Roll on the table: the newest of its channel that does (the table moves when it is
    posted again); None once none does (the game is over)."""
    return next((m for m in reversed(fake.state.channel(channel_id).messages) if table_of(m) == table_id), None)


@dataclass
class Players:
    """The people at some tables, each clicking Roll whenever their table names them, until `stop`; they follow
    a table to its new message when it moves."""

    fake: FakeDiscord
    people: list[Member]
    clicks: list[Click] = field(default_factory=list)
    _stopping: asyncio.Event = field(default_factory=asyncio.Event)
    _tasks: list[asyncio.Task[None]] = field(default_factory=list)
    _tables: dict[int, int] = field(default_factory=dict)  # first message id → its table (a moved one no longer says)

    def start(self, tables: Iterable[StoredMessage]) -> None:
        for table in tables:
            table_id = table_of(table)
            assert table_id is not None, f"message {table.id} offers no Roll"
            self._tables[table.id] = table_id
            self._tasks.append(asyncio.create_task(self._play(table)))

    async def stop(self) -> list[Click]:
        """Stop clicking; returns every click made, once each has its answer or can no longer get one."""
        self._stopping.set()
        await asyncio.gather(*self._tasks)
        return self.clicks

    def accepted(self, table: StoredMessage) -> int:
        """Clicks accepted on the table first posted as `table`."""
        table_id = self._tables[table.id]
        return sum(1 for click in self.clicks if click.table_id == table_id and click.record.answer_type in ACCEPTED)

    def over(self, table: StoredMessage) -> bool:
        """Whether the game of the table first posted as `table` is over (no message offers its Roll)."""
        return rolling(self.fake, self._tables[table.id], table.channel_id) is None

    def _person_to_roll(self, message: StoredMessage) -> Member | None:
        found = TURN.search(message.text()) if ROLL in message.labels() else None
        return None if found is None else next((p for p in self.people if p.id == int(found[1])), None)

    async def _play(self, table: StoredMessage) -> None:
        message = table
        while not self._stopping.is_set():
            message = rolling(self.fake, self._tables[table.id], table.channel_id) or message
            player = self._person_to_roll(message)
            table_id = table_of(message)
            if player is None or table_id is None:  # a computer's move or the end: wait for the table to change
                await self._changed(message, message.changed_at)
                continue
            seen = message.changed_at
            record = await self.fake.click_without_waiting(player, message, ROLL)
            self.clicks.append(Click(player, message, table_id, record))
            await self._answered(record)
            if record.answer_type not in ACCEPTED or message.changed_at == seen:
                await self._changed(message, seen)  # refused, or not drawn yet: a person waits to see it move

    async def _changed(self, message: StoredMessage, since: float) -> None:
        """Wait until the message changes, the players stop, or a second passes (a person looks again)."""
        stopping = asyncio.ensure_future(self._stopping.wait())
        changed = asyncio.ensure_future(self.fake.wait_until(lambda: message.changed_at != since, timeout=1.0))
        await asyncio.wait([stopping, changed], return_when=asyncio.FIRST_COMPLETED)
        for waiting in (stopping, changed):
            waiting.cancel()
        await asyncio.gather(stopping, changed, return_exceptions=True)

    async def _answered(self, record: InteractionRecord) -> None:
        """Until the click has its answer, or Discord's 3 s (and a little) are over."""
        with contextlib.suppress(TimeoutError):
            await asyncio.wait_for(record.answered.wait(), max(record.deadline - time.monotonic(), 0) + 0.5)


# --- the checks ----------------------------------------------------------------------------------------------


def answered_once_in_time(clicks: Iterable[Click], *, lost: Iterable[Click] = ()) -> None:
    """Each click (but those `lost`: never delivered to the bot, or made while its process died) was answered
    once, within 3 s."""
    skipped = {id(click) for click in lost}
    for click in clicks:
        record = click.record
        codes = [refusal.code for refusal in record.refusals]
        assert UNKNOWN_INTERACTION not in codes, f"{click.person.name}'s click was answered late: {record.refusals}"
        assert ALREADY_ACKNOWLEDGED not in codes, f"{click.person.name}'s click was answered twice"
        if id(click) in skipped:
            continue
        assert record.answered_at is not None, f"{click.person.name}'s click at {record.created_at} got no answer"
        assert record.answered_at - record.created_at <= 3.0


async def nothing_lost_or_doubled(tables: Tables, clicks: Iterable[Click], *, lost: Iterable[Click] = ()) -> None:
    """Each person's stored moves on each table are their accepted clicks there, exactly (a click `lost` to a
    process that died, or told its save's outcome is unknown, may or may not have been stored)."""
    clicks = list(clicks)
    accepted: Counter[tuple[int, int]] = Counter()
    maybe: Counter[tuple[int, int]] = Counter()
    for click in clicks:
        if click.record.answer_type in ACCEPTED:
            accepted[(click.table_id, click.person.id)] += 1
    for click in lost:
        if click.record.answer_type is None:
            maybe[(click.table_id, click.person.id)] += 1
    for click in clicks:  # told the database stopped answering mid-save: it may have kept the move, or not
        if click.record.answered_with.get("content") == OUTCOME_UNKNOWN:
            maybe[(click.table_id, click.person.id)] += 1
    stored = {(row.id, user): moves for row in await tables() for user, moves in row.movers.items()}
    for key in accepted.keys() | maybe.keys() | stored.keys():
        low, high = accepted[key], accepted[key] + maybe[key]
        assert low <= stored.get(key, 0) <= high, (
            f"table {key[0]}: person {key[1]} has {stored.get(key, 0)} stored moves for {low} accepted clicks"
            + (f" (+ up to {maybe[key]} unanswered)" if maybe[key] else "")
        )


async def screens_show_the_store(fake: FakeDiscord, tables: Tables, timeout: float = SCREEN_CATCH_UP) -> None:
    """Within `timeout`, each stored table's message shows its stored step and no playing table is overdue."""
    give_up = time.monotonic() + timeout
    while True:
        rows = await tables()
        problems = [problem for row in rows if (problem := _wrong(fake, row))]
        problems += [f"table {row.id} overdue by {time.time() - row.deadline:.1f} s" for row in rows
                     if row.status == "playing" and row.deadline is not None and row.deadline < time.time() - OVERDUE]
        if not problems:
            return
        assert time.monotonic() < give_up, f"{timeout} s after the fault: " + "; ".join(problems)
        await asyncio.sleep(POLL_SECONDS)  # the store changes where the stand-in cannot see it


def _wrong(fake: FakeDiscord, row: TableRow) -> str | None:
    if row.message_id is None:
        return None
    message = fake.state.messages.get(row.message_id)
    if message is None:
        return f"table {row.id}'s message {row.message_id} is not in the channel"
    shows = shown_step(message)
    should = row.step if row.status == "playing" else None
    if shows != should:
        return f"table {row.id} ({row.status}) is at step {row.step}, its message shows step {shows}"
    return None


async def all_well_after(fake: FakeDiscord, tables: Tables, clicks: list[Click], *, lost: Iterable[Click] = ()) -> None:
    """Every check above, once the fault is over."""
    lost = list(lost)
    answered_once_in_time(clicks, lost=lost)
    await screens_show_the_store(fake, tables)
    await nothing_lost_or_doubled(tables, clicks, lost=lost)


# --- the games the faults hit --------------------------------------------------------------------------------


async def lcr_tables(fake: FakeDiscord, people: list[Member], *, channels: list[Channel] | None = None,
                     stake: int = STAKE, **options: Any) -> list[StoredMessage]:
    """Two people and a computer seat at LCR in each channel (by default #general and a new one for each further
    pair of `people`): the first of each pair opens with stakes, both join with `stake` chips, the first seats a
    computer (3 chips) and starts; `options` are more of /lcr start's. Many chips make a long game: it goes on
    through the fault. No live chances: their redraws would mend a screen left behind, and hide it."""
    pairs = [people[index:index + 2] for index in range(0, len(people) - 1, 2)]
    if channels is None:
        channels = [fake.channel()] + [await fake.add_channel(f"dice-{n}") for n in range(1, len(pairs))]
    tables = []
    for (host, guest), channel in zip(pairs, channels, strict=True):
        opened = await fake.slash(host, "lcr start", channel=channel, stakes=True, live_chances=False,
                                  **options)
        assert opened.type == CHANNEL_MESSAGE and opened.message is not None, opened.content
        for person in (guest, host):  # Join opens the stake dialog (the seated host's too)
            dialog = await fake.click(person, opened.message, t("en", "button.join"))
            assert dialog.type == MODAL, dialog.content
            assert (await fake.submit_modal(person, dialog, {"stake": str(stake)})).type == UPDATE_MESSAGE
        for label in ("button.add_computer", "button.start"):
            assert (await fake.click(host, opened.message, t("en", label))).type == UPDATE_MESSAGE
        tables.append(opened.message)
    return tables


async def through(fake: FakeDiscord, players: Players, tables: list[StoredMessage], fault: Fault,
                  *, before: int = 2) -> list[Click]:
    """The players play the tables; once each table has `before` accepted clicks, `fault()` runs (it returns once
    its fault is over); they play on until each table has one more accepted click (or its game is over, or the
    screens had SCREEN_CATCH_UP seconds to catch up), and stop. Returns every click."""
    players.start(tables)
    await fake.wait_until(lambda: all(players.accepted(table) >= before or players.over(table) for table in tables),
                          timeout=PATIENCE, what=f"{before} accepted clicks on each table")
    await fault()
    after = {table.id: players.accepted(table) for table in tables}
    with contextlib.suppress(AssertionError):  # a table that stays frozen is what the checks then report
        await fake.wait_until(lambda: all(players.accepted(m) > after[m.id] or players.over(m) for m in tables),
                              timeout=SCREEN_CATCH_UP, what="a click accepted on each table after the fault")
    return await players.stop()

